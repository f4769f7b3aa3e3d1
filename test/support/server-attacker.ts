/**
 * A hostile client of the table server, as its own process (so its work
 * does not slow the test's honest clients): `tsx server-attacker.ts MODE
 * URL MS [ROOM] [ADDRESS]` prints one JSON line of what happened, then exits.
 * With ADDRESS every request says it comes from there (`X-Forwarded-For`,
 * which a server that trusts its proxy believes): the attacker's own address.
 *
 * - `flood`: one connection on its own table sends messages as fast as the
 *   socket takes them (garbage and moves alike).
 * - `silent`: one connection watches ROOM as a spectator and never reads
 *   (its socket is paused) while it keeps sending: the server must drop it.
 * - `storm`: creates tables as fast as it can, 16 requests at a time.
 */
import { Client } from 'colyseus.js';

const [mode, url, ms, target, from] = process.argv.slice(2);
/** A client whose matchmaking requests and WebSocket upgrades carry the attacker's address. */
const client = () => new Client(url!, from ? { headers: { 'X-Forwarded-For': from } } : {});
let until = 0;
/** The attack starts now: the test measures from this line on. */
const begin = () => {
  until = performance.now() + Number(ms);
  console.log('start');
};
const out: Record<string, number | string> = { mode: mode! };
const count = (k: string) => (out[k] = (Number(out[k]) || 0) + 1);
const wsOf = (room: { connection: { transport: unknown } }) =>
  (room.connection.transport as { ws: { send(d: unknown): void; bufferedAmount: number; readyState: number; _socket?: { pause(): void; resume(): void } } }).ws;

if (mode === 'flood') {
  // One client floods; each time the server cuts it, it comes back to its seat (by token) and floods again.
  let room = await client().create('table', { game: 'hokm', players: 4, bots: [1, 2, 3] });
  let token = '';
  const watch = (r: typeof room) => {
    r.onMessage('view', (v: { token?: string }) => {
      count('views');
      if (v.token) token = v.token;
    });
    r.onMessage('error', (e: { code: string }) => count(e.code));
  };
  watch(room);
  const garbage = [new Uint8Array([13, 0xa3, 0x61, 0x63, 0x74, 0xc1]), new Uint8Array([0, 1, 2, 3])];
  let sent = 0;
  begin();
  while (performance.now() < until) {
    let closed = false;
    room.onLeave(() => (closed = true));
    const ws = wsOf(room);
    while (performance.now() < until && !closed) {
      // Keep the socket's own buffer short so the flood is what the server reads, not what piles up here.
      if (ws.bufferedAmount < 64 * 1024) {
        for (let i = 0; i < 50; i++) {
          if (i % 3 === 0) room.send('act', { action: { type: 'trump', suit: 'S' } });
          else ws.send(garbage[i % 2]);
          sent++;
        }
      }
      await new Promise((r) => setImmediate(r));
    }
    if (!closed) break;
    count('cut');
    for (;;) {
      try {
        room = await client().joinById(room.roomId, { token });
        watch(room);
        break;
      } catch (e) {
        count(/^([A-Z_]+):/.exec((e as Error).message)?.[1] ?? 'OTHER');
        if (performance.now() >= until) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }
  out.sent = sent;
} else if (mode === 'silent') {
  // Watches a table and never reads (its socket paused) while it keeps sending; each time, once the server has
  // dropped it, it comes back with a new connection.
  let rounds = 0;
  let dropped = 0;
  let sent = 0;
  begin();
  while (performance.now() < until) {
    const room = await client().joinById(target!, { spectate: true });
    rounds++;
    let left = false;
    room.onLeave(() => (left = true));
    const ws = wsOf(room);
    ws._socket?.pause(); // whatever the server sends piles up on its side
    const end = Math.min(until, performance.now() + 2000);
    while (performance.now() < end) {
      for (let i = 0; i < 20; i++) room.send('act', { action: { type: 'play', card: 'QS' } });
      sent += 20;
      await new Promise((r) => setTimeout(r, 5));
    }
    // Read again: a connection the server dropped closes at once.
    ws._socket?.resume();
    await new Promise((r) => setTimeout(r, 300));
    if (left || ws.readyState !== 1) dropped++;
    else await room.leave(true).catch(() => 0);
  }
  out.sent = sent;
  out.rounds = rounds;
  out.dropped = dropped;
} else if (mode === 'storm') {
  let made = 0;
  const refused: Record<string, number> = {};
  const worker = async () => {
    while (performance.now() < until) {
      try {
        const room = await client().create('table', { game: 'hokm', players: 4, bots: [1, 2, 3] });
        made++;
        void room.leave(true).catch(() => 0);
      } catch (e) {
        const code = /^([A-Z_]+):/.exec((e as Error).message)?.[1] ?? 'OTHER';
        refused[code] = (refused[code] ?? 0) + 1;
      }
    }
  };
  begin();
  await Promise.all(Array.from({ length: 16 }, worker));
  out.made = made;
  for (const [k, v] of Object.entries(refused)) out[k] = v;
}
console.log(JSON.stringify(out));
process.exit(0);
