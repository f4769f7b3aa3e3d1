/**
 * The table server (examples/server) as a real child process on 127.0.0.1,
 * with real Colyseus clients: four people play a Hokm hand and every
 * message is checked against the true state read from the server's SQLite
 * file (each seat gets exactly its own view, events never show a card
 * hidden from it, the spectator sees no hand); cheating (another seat's
 * move, a client sending a host deal) is refused and changes nothing;
 * garbage frames each get a coded error and the connection stays usable;
 * the action log replays to the stored state from the stored secret seed.
 * Then a Hoc table with the server's bots: a dropped seat is held for
 * Colyseus's reconnection, then the bot plays it until the owner comes back
 * with the seat token.
 *
 * The server imports the BUILT package (`hoc-hokm` → dist/): npm test builds first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK, bots, hoc, hokm, isCard, type Card } from '../src/index.js';
import { seatBot, type SeatBot } from '../examples/server/bot-client.js';
import { TestClient, cardsIn, needBuild, readTables, refusalOf, startServerProcess, type ServerProcess } from './support/server.js';

const isCardCode = (s: string) => isCard(s);

/** Cards `seat` may not know in Hokm: the other hands and the stock (everything not its own and not on the table). */
function hokmHidden(state: hokm.HokmState, seat: number): Set<Card> {
  const v = hokm.view(state, seat);
  const open = new Set<Card>([
    ...v.hand,
    ...v.discards,
    ...(v.drawCard ? [v.drawCard] : []),
    ...v.trick.cards,
    ...v.history.flatMap((t) => t.cards),
    ...(v.hakemDraw ?? []).map((f) => f.card),
  ]);
  return new Set(DECK.filter((c) => !open.has(c)));
}

/** Cards hidden from Hoc seat `seat` (-1: a spectator): the others' hands but what they have shown, and the stock. */
function hocHidden(state: hoc.HocState, seat: number): Set<string> {
  const n = state.options.players;
  const shown = new Set(Array.from({ length: n }, (_, p) => cardsOfMasks(state.shown, 4 * p)).flat());
  const others = Array.from({ length: n }, (_, p) => (p === seat ? [] : hoc.handCards(state, p).filter((c) => !shown.has(c)))).flat();
  return new Set([...others, ...cardsOfMasks(state.stock, 0)]);
}

/** The cards of the four rank masks from `at` (Hoc's state: `masks[at + suit]`, bit = rank index, card id `13 * suit + rank`). */
function cardsOfMasks(masks: readonly number[], at: number): Card[] {
  return DECK.filter((_, id) => ((masks[at + Math.floor(id / 13)]! >> (id % 13)) & 1) === 1);
}

/** The cards a Hoc view names, but the face-up first-dealer draw (public, and reshuffled since). */
function hocViewCards(view: unknown): Set<string> {
  const { draws: _draws, ...rest } = view as hoc.HocView;
  return cardsIn(rest, isCardCode);
}

describe('the table server: play, secrets, cheating, garbage', () => {
  let dir: string;
  let db: string;
  let server: ServerProcess;
  const clients: TestClient[] = [];
  const others: SeatBot[] = [];

  beforeAll(async () => {
    needBuild();
    dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-server-'));
    db = join(dir, 'tables.db');
    server = await startServerProcess(db, { LIMIT_BOT_DELAY_MS: '10', LIMIT_RECONNECT_MS: '800', LIMIT_RATE_PER_SECOND: '500', LIMIT_RATE_BURST: '500', LIMIT_HTTP_BURST: '100' });
  });
  afterAll(async () => {
    await Promise.all([...clients.map((c) => c.leave()), ...others.map((b) => b.leave())]);
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('plays a Hokm hand with four people and a spectator: checked, secret-safe, logged', async () => {
    const c0 = await TestClient.join(server.url, null, { game: 'hokm', players: 4, name: 'ann' });
    clients.push(c0);
    const id = c0.id;
    for (let s = 1; s < 4; s++) clients.push(await TestClient.join(server.url, id, s === 2 ? { seat: 2 } : {}));
    const first = await Promise.all(clients.map((c) => c.viewAt(0)));
    expect(first.map((v) => v.seat)).toEqual([0, 1, 2, 3]);
    for (const v of first) {
      expect(v).toMatchObject({ seq: 0, game: 'hokm', players: 4, over: false, events: [] });
      expect(typeof v.token).toBe('string');
    }
    // Taken seats stay taken; a wrong token is refused; a full table takes only spectators.
    expect(await refusalOf(TestClient.join(server.url, id, { seat: 1 }))).toBe('SEAT_TAKEN');
    expect(await refusalOf(TestClient.join(server.url, id, { token: 'x'.repeat(24) }))).toBe('BAD_TOKEN');
    expect(await refusalOf(TestClient.join(server.url, id, {}))).toBe('TABLE_FULL');
    expect(await refusalOf(TestClient.join(server.url, id, { seat: 9 }))).toBe('BAD_OPTIONS');
    const watcher = await TestClient.join(server.url, id, { spectate: true });
    clients.push(watcher);
    expect((await watcher.viewAt(0)).seat).toBeNull();
    const people = clients.slice(0, 4);

    // The store: a secret 128-bit seed (four words, not the library's default 0), token hashes only.
    let truth = readTables(db).get(id)!;
    const seed = (truth.state as hokm.HokmState).match.options.seed;
    expect(Array.isArray(seed) && seed.length === 4 && seed.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
    expect(seed).not.toEqual([0, 0, 0, 0]);
    expect(truth.seats.map((s) => s.owner?.length)).toEqual([64, 64, 64, 64]);
    expect(truth.seats.map((s) => s.owner)).not.toContain(first[0]!.token);

    // Garbage: a coded error each (the view-less reply goes to the sender only), and the connection still works.
    const pack = (bytes: number[]) => new Uint8Array(bytes);
    const str = (s: string) => [0xa0 | s.length, ...Buffer.from(s)];
    const garbage: [string, () => void, string][] = [
      ['bytes', () => c0.raw(pack([0, 1, 2, 255])), 'BAD_MESSAGE'],
      ['text frame', () => c0.raw('not json at all'), 'BAD_MESSAGE'],
      ['another type', () => c0.room.send('chat', { hi: 1 }), 'BAD_MESSAGE'],
      ['a numeric type', () => c0.room.send(7, { action: {} }), 'BAD_MESSAGE'],
      ['__proto__ type', () => c0.room.send('__proto__', { action: {} }), 'BAD_MESSAGE'],
      ['raw bytes message', () => c0.room.sendBytes('act', new Uint8Array([1, 2, 3])), 'BAD_MESSAGE'],
      ['not MessagePack', () => c0.raw(pack([13, ...str('act'), 0xc1])), 'BAD_MESSAGE'],
      ['truncated', () => c0.raw(pack([13, 0xa3, 0x61])), 'BAD_MESSAGE'],
      ['a string body', () => c0.room.send('act', 'play QS'), 'BAD_MESSAGE'],
      ['extra keys', () => c0.room.send('act', { action: { type: 'trump', suit: 'S' }, seat: 1 }), 'BAD_MESSAGE'],
      ['no action', () => c0.room.send('act', {}), 'BAD_MESSAGE'],
      ['a bad action', () => c0.room.send('act', { action: { type: 'fly' } }), 'BAD_ACTION'],
      ['__proto__ in the action', () => c0.room.send('act', { action: JSON.parse('{"type":"play","card":"QS","__proto__":{"x":1}}') }), 'BAD_ACTION'],
    ];
    for (const [what, send, code] of garbage) {
      const at = c0.inbox.length;
      send();
      const got = await c0.waitFor(() => true, at);
      expect(got.type, what).toBe('error');
      expect((got.msg as { code: string }).code, what).toMatch(code === 'BAD_ACTION' ? /^(BAD_ACTION|NOT_YOUR_TURN)$/ : new RegExp(`^${code}$`));
    }
    expect(c0.left).toBe(false);
    expect(readTables(db).get(id)!.seq).toBe(0);

    let before = truth.state as hokm.HokmState;
    let seq = 0;
    let cheated = 0;
    let handOver = false;
    while (!handOver) {
      const seat = hokm.toAct(before)!;
      const v = people[seat]!.lastView().view as hokm.HokmView;
      const action = bots.hokmBot(v);
      if (cheated < 2 && v.phase === 'play') {
        // Another seat sends the mover's move; the mover's partner sends a host deal: refused, nothing stored, nobody told.
        const other = people[(seat + 1 + cheated) % 4]!;
        const counts = clients.map((c) => c.inbox.length);
        const attempt = cheated === 0 ? action : { type: 'deal', deck: DECK.slice() };
        const got = await other.act(attempt);
        expect(got).toMatchObject({ type: 'error', msg: { code: 'NOT_YOUR_TURN' } });
        expect(readTables(db).get(id)!.seq).toBe(seq);
        expect(clients.map((c) => c.inbox.length)).toEqual(counts.map((n, i) => (clients[i] === other ? n + 1 : n)));
        cheated++;
      }
      people[seat]!.room.send('act', { action });
      seq++;
      const views = await Promise.all(clients.map((c) => c.viewAt(seq)));
      truth = readTables(db).get(id)!;
      expect(truth.seq).toBe(seq);
      const after = truth.state as hokm.HokmState;
      const played = action.type === 'play' ? action.card : null;
      for (let s = 0; s < 4; s++) {
        const got = views[s]!;
        expect(got.seq).toBe(seq);
        expect(got.view).toEqual(hokm.view(after, s)); // exactly the seat's own view of the stored state
        for (const c of cardsIn(got.view, isCardCode)) expect(hokmHidden(after, s).has(c as Card), `seat ${s} saw ${c} in a view`).toBe(false);
        for (const c of cardsIn(got.events, isCardCode)) expect(c !== played && hokmHidden(before, s).has(c as Card), `seat ${s} saw ${c} in an event`).toBe(false);
      }
      // The spectator: the same events, a view with no hand and no hidden card.
      const pub = views[4]!;
      expect(pub.seat).toBeNull();
      expect(pub.events).toEqual(views[0]!.events);
      expect((pub.view as hokm.HokmView).hand).toEqual([]);
      const hiddenFromAll = new Set([0, 1, 2, 3].flatMap((s) => [...hokmHidden(after, s)].filter((c) => hokm.view(after, s).hand.includes(c) === false)));
      for (const c of cardsIn(pub.view, isCardCode)) expect(hiddenFromAll.has(c as Card), `the spectator saw ${c}`).toBe(false);
      handOver = (views[0]!.events as { type: string }[]).some((e) => e.type === 'handWon');
      before = after;
    }
    expect(cheated).toBe(2);
    // The log replays, from the stored seed, to the stored state: nothing applied that is not logged, nothing logged twice.
    truth = readTables(db).get(id)!;
    expect(truth.actions.map((a) => a.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    let replay = hokm.setup({ players: 4, seed: seed as [number, number, number, number] });
    for (const a of truth.actions) replay = hokm.apply(replay, a.action as hokm.HokmAction);
    expect(replay).toEqual(truth.state);
    expect(hokm.view(replay, 0).handNo).toBe(2);
  });

  it('holds a dropped seat for reconnection, then lets the bot play it until the owner returns with the token', async () => {
    const me = await TestClient.join(server.url, null, { game: 'hoc', players: 3, bots: [2] });
    clients.push(me);
    const id = me.id;
    const token = (await me.viewAt(0)).token!;
    expect(await refusalOf(TestClient.join(server.url, id, { seat: 2 }))).toBe('SEAT_TAKEN'); // the server bot's seat
    // Seat 1: another person, played by a network bot client (the server's bots play only while somebody is connected).
    const friend = await seatBot(server.url, id, { seat: 1 });
    others.push(friend);
    // Play a few of my turns with the library's bot; the others answer for seats 1 and 2.
    const playMine = async (c: TestClient, turns: number) => {
      for (let t = 0; t < turns;) {
        const v = c.lastView();
        if (v.over) return;
        if (v.toAct === v.seat) {
          c.room.send('act', { action: bots.hocBot(v.view as hoc.HocView) });
          t++;
        }
        await c.viewAt(v.seq + 1);
      }
    };
    await playMine(me, 3);
    let v = me.lastView();
    expect(v.seq).toBeGreaterThanOrEqual(3);

    // Colyseus's reconnection within the window: same seat, a fresh view.
    const rt = me.room.reconnectionToken;
    me.drop();
    const again = await TestClient.reconnect(server.url, rt);
    clients.push(again);
    const back = await again.viewAt(0);
    expect(back.seat).toBe(0);
    // (The others play on meanwhile: the view is checked against the replayed log at the end.)
    expect(back.seq).toBeLessThanOrEqual(readTables(db).get(id)!.seq);
    await playMine(again, 2);

    // Dropped for longer than the window: the server's bot plays seat 0.
    const stored = readTables(db).get(id)!.seq;
    again.drop();
    const deadline = performance.now() + 20_000;
    let botPlayed = false;
    while (!botPlayed && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const t = readTables(db).get(id)!;
      botPlayed = t.actions.some((a) => a.seq > stored && a.seat === 0 && a.by_bot === 1) || t.status !== 'open';
    }
    expect(botPlayed).toBe(true);

    // The owner returns with the seat token: the seat is theirs again and the bot stops playing it.
    const owner = await TestClient.join(server.url, id, { token });
    clients.push(owner);
    v = await owner.viewAt(0);
    expect(v.seat).toBe(0);
    expect(v.seq).toBeLessThanOrEqual(readTables(db).get(id)!.seq);
    if (!v.over) {
      // When seat 0 is next to act, nobody acts for it (the turn timer is 90 s).
      const mine = await owner.waitFor((g) => g.type === 'view' && (g.msg.over || g.msg.toAct === 0), 0, 20_000);
      if (mine.type === 'view' && !mine.msg.over) {
        await new Promise((r) => setTimeout(r, 300));
        const now = readTables(db).get(id)!;
        expect(now.seq).toBe(mine.msg.seq);
        // My view is my own: nothing of another hand (but what was shown) or of the stock in it.
        const hidden = hocHidden(now.state as hoc.HocState, 0);
        for (const c of hocViewCards(owner.lastView().view)) expect(hidden.has(c), `seat 0 saw ${c}`).toBe(false);
      }
    }

    // Every view seat 0 ever got, on any of its three connections, against the state the log replays to at that point.
    const final = readTables(db).get(id)!;
    const seed = (final.state as hoc.HocState).options.seed as [number, number, number, number];
    const states: hoc.HocState[] = [hoc.setup({ players: 3, seed })];
    for (const a of final.actions) states.push(hoc.apply(states.at(-1)!, a.action as hoc.HocAction));
    expect(states.at(-1)).toEqual(final.state);
    let checked = 0;
    for (const c of [me, again, owner]) {
      for (const got of c.views()) {
        expect(got.view).toEqual(hoc.view(states[got.seq]!, 0));
        for (const card of hocViewCards(got.view)) expect(hocHidden(states[got.seq]!, 0).has(card), `seat 0 saw ${card} at ${got.seq}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
