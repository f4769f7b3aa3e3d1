/**
 * The example table server (examples/server), as a real child process on
 * 127.0.0.1 with real sockets: four clients play a whole Hokm hand; a
 * client acting for another seat gets NOT_YOUR_TURN and changes nothing; no
 * message ever holds a card another seat or the stock hides (checked
 * against the true hands, read from the stored state); a server killed
 * mid-hand and restarted resumes with nothing lost; garbage frames get a
 * coded error and the connection stays usable.
 *
 * The server imports the BUILT package (`hoc-hokm` → dist/), so this test
 * needs `npm run build` first (npm test does it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DECK, bots, hokm, isCard, type Card } from '../src/index.js';

const ROOT = new URL('..', import.meta.url).pathname;
const TABLE = 'test-table';
type Msg = { type: string; [k: string]: unknown };

/** Starts examples/server/main.ts as a child process; resolves with its port. */
function startServer(dir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TABLES_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const fail = (why: string) => reject(new Error(`${why}\n${out}`));
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const m = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.stderr!.on('data', (d: Buffer) => (out += d));
    child.once('exit', (code) => fail(`server exited (${code})`));
    setTimeout(() => fail('server did not start in 60 s'), 60_000).unref();
  });
}

/** A test client that records every message it receives. */
class Client {
  readonly inbox: Msg[] = [];
  private waiters: (() => void)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.inbox.push(JSON.parse(String(data)) as Msg);
      this.waiters.splice(0).forEach((w) => w());
    });
  }
  static open(port: number): Promise<Client> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Client(ws)));
      ws.once('error', reject);
    });
  }
  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }
  /** The next message from index `from` on (default: the next new one). */
  async next(from = this.inbox.length, timeout = 5000): Promise<Msg> {
    const deadline = Date.now() + timeout;
    while (this.inbox.length <= from) {
      if (Date.now() > deadline) throw new Error('no message');
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 100);
      });
    }
    return this.inbox[from]!;
  }
  async request(msg: unknown): Promise<Msg> {
    const at = this.inbox.length;
    this.send(msg);
    return this.next(at);
  }
  close(): void {
    this.ws.close();
  }
}

/** Every card code anywhere in a message. */
function cardsIn(x: unknown, out = new Set<Card>()): Set<Card> {
  if (typeof x === 'string' && isCard(x)) out.add(x);
  else if (Array.isArray(x)) x.forEach((y) => cardsIn(y, out));
  else if (typeof x === 'object' && x !== null) Object.values(x).forEach((y) => cardsIn(y, out));
  return out;
}

/** The true state, read from the server's table file (written before every broadcast). */
function truth(dir: string): hokm.HokmState {
  const stored = JSON.parse(readFileSync(join(dir, `${TABLE}.json`), 'utf8')) as { state: unknown };
  return hokm.restore(stored.state);
}

/** Cards `seat` may not know: the other hands and the undealt stock (everything not its own and not on the table). */
function hiddenFrom(state: hokm.HokmState, seat: number): Set<Card> {
  const v = hokm.view(state, seat);
  const open = new Set<Card>([...v.hand, ...v.trick.cards, ...v.history.flatMap((t) => t.cards), ...(v.hakemDraw ?? []).map((f) => f.card)]);
  return new Set(DECK.filter((c) => !open.has(c)));
}

describe('the example table server', () => {
  let dir: string;
  let server: { child: ChildProcess; port: number };
  const clients: Client[] = [];
  const tokens: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist/index.js'))) throw new Error('build the package first (npm run build)');
    dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-tables-'));
    server = await startServer(dir);
  });
  afterAll(() => {
    clients.forEach((c) => c.close());
    server?.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('plays a Hokm hand with four clients: checked, secret-safe, and surviving a kill', async () => {
    for (let seat = 0; seat < 4; seat++) {
      const c = await Client.open(server.port);
      const joined = await c.request({ type: 'join', table: TABLE, seat, game: 'hokm', players: 4 });
      expect(joined.type).toBe('joined');
      expect(joined.seat).toBe(seat);
      tokens.push(joined.token as string);
      clients.push(c);
    }
    // A taken seat cannot be joined without its token.
    const intruder = await Client.open(server.port);
    expect(await intruder.request({ type: 'join', table: TABLE, seat: 1 })).toMatchObject({ type: 'error', code: 'SEAT_TAKEN' });
    expect(await intruder.request({ type: 'join', table: TABLE, seat: 1, token: 'x'.repeat(24) })).toMatchObject({ code: 'SEAT_TAKEN' });
    intruder.close();

    // Garbage frames: a coded error each, and the connection still works.
    const c0 = clients[0]!;
    const garbage: [unknown, string][] = [
      ['not json', 'BAD_MESSAGE'],
      ['[1,2]', 'BAD_MESSAGE'],
      ['null', 'BAD_MESSAGE'],
      ['{"type":"__proto__"}', 'BAD_MESSAGE'],
      ['{"type":"act"}', 'BAD_ACTION'],
      ['{"type":"act","action":{"type":"play","card":"ZZ"}}', 'BAD_CARD'],
      ['{"type":"act","action":{"type":"play","card":"QS","__proto__":{"x":1}}}', 'BAD_ACTION'],
      ['{"type":"act","action":{"type":"trump","suit":"S","extra":1}}', 'BAD_ACTION'],
      ['{"type":"join","table":"../../etc/passwd","seat":0}', 'BAD_TABLE'],
      [Buffer.from([0, 1, 2, 255]), 'BAD_MESSAGE'],
    ];
    for (const [frame, code] of garbage) {
      const at = c0.inbox.length;
      c0.ws.send(frame as string | Buffer);
      const reply = await c0.next(at);
      expect(reply, String(frame)).toMatchObject({ type: 'error', code });
      expect(String(reply.message).length).toBeGreaterThan(3);
    }
    expect((await c0.request({ type: 'view' })).type).toBe('view');

    const views: unknown[] = clients.map((c) => lastOf(c.inbox, 'joined').view);
    let before = truth(dir);
    // The table's seed is a secret randomSeed(): four 32-bit words, not the library's default 0.
    const seed = before.match.options.seed;
    expect(Array.isArray(seed) && seed.length === 4 && seed.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
    expect(seed).not.toEqual([0, 0, 0, 0]);
    let actions = 0;
    let restarted = false;
    let notYourTurn = false;
    let handOver = false;
    while (!handOver) {
      const state = truth(dir);
      const seat = hokm.toAct(state)!;
      const v = views[seat] as hokm.HokmView;
      expect(v.legal.length).toBeGreaterThan(0);
      const action = bots.hokmBot(v);

      if (!notYourTurn && v.phase === 'play') {
        // Another seat sends the mover's move: refused, nothing changes, nobody is told anything.
        notYourTurn = true;
        const other = clients[(seat + 1) % 4]!;
        const file = readFileSync(join(dir, `${TABLE}.json`), 'utf8');
        const counts = clients.map((c) => c.inbox.length);
        expect(await other.request({ type: 'act', action })).toMatchObject({ type: 'error', code: 'NOT_YOUR_TURN' });
        expect(readFileSync(join(dir, `${TABLE}.json`), 'utf8')).toBe(file);
        expect((await other.request({ type: 'view' })).view).toEqual(views[(seat + 1) % 4]);
        expect(clients.map((c) => c.inbox.length)).toEqual(counts.map((n, i) => (i === (seat + 1) % 4 ? n + 2 : n)));
      }

      const counts = clients.map((c) => c.inbox.length);
      clients[seat]!.send({ type: 'act', action });
      const updates = await Promise.all(clients.map((c, i) => c.next(counts[i])));
      actions++;
      const after = truth(dir);
      for (let s = 0; s < 4; s++) {
        const u = updates[s]!;
        expect(u.type).toBe('update');
        expect(u.view).toEqual(hokm.view(after, s)); // exactly the seat's own view of the stored state
        // No leaks: the view holds no card hidden from s now; the events none hidden before, except the card just played.
        const played = action.type === 'play' ? action.card : null;
        for (const c of cardsIn(u.view)) expect(hiddenFrom(after, s).has(c), `seat ${s} saw ${c} in a view`).toBe(false);
        for (const c of cardsIn(u.events)) expect(c !== played && hiddenFrom(before, s).has(c), `seat ${s} saw ${c} in an event`).toBe(false);
        views[s] = u.view;
      }
      if ((updates[0]!.events as Msg[]).some((e) => e.type === 'handWon')) handOver = true;
      before = after;

      if (!restarted && actions === 12) {
        // Kill the server mid-hand (no goodbye), start it again on the same folder, reconnect every seat.
        restarted = true;
        const stored = readFileSync(join(dir, `${TABLE}.json`), 'utf8');
        server.child.kill('SIGKILL');
        await new Promise((r) => server.child.once('exit', r));
        clients.forEach((c) => c.close());
        server = await startServer(dir);
        expect(readFileSync(join(dir, `${TABLE}.json`), 'utf8')).toBe(stored);
        clients.splice(0);
        for (let s = 0; s < 4; s++) {
          const c = await Client.open(server.port);
          // Without the token the seat stays closed; with it, the same view as before the kill.
          expect(await c.request({ type: 'join', table: TABLE, seat: s })).toMatchObject({ code: 'BAD_TOKEN' });
          const again = await c.request({ type: 'join', table: TABLE, seat: s, token: tokens[s] });
          expect(again).toMatchObject({ type: 'joined', seat: s, token: tokens[s] });
          expect(again.view).toEqual(views[s]);
          clients.push(c);
        }
      }
    }
    expect(restarted).toBe(true);
    expect(notYourTurn).toBe(true);
    const last = updates0(clients[0]!);
    const won = last.find((e) => e.type === 'handWon') as { result: hokm.HandResult } | undefined;
    expect(won).toBeDefined();
    expect(Math.max(...won!.result.tricks.map((_, s) => won!.result.tricks[s]! + won!.result.tricks[(s + 2) % 4]!))).toBe(7);
    expect(hokm.view(truth(dir), 0).handNo).toBe(2);
  });
});

function updates0(c: Client): Msg[] {
  return lastOf(c.inbox, 'update').events as Msg[];
}

function lastOf(inbox: readonly Msg[], type: string): Msg {
  const found = inbox.filter((m) => m.type === type).at(-1);
  if (!found) throw new Error(`no ${type} message`);
  return found;
}
