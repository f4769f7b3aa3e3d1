/**
 * SIGKILL at random moments (a fixed-seed schedule) while many tables play:
 * the server commits every action before anybody hears of it, so after each
 * kill every action a client saw acknowledged is in the store (none lost),
 * every stored action is one a client of that seat really sent for that
 * position (none invented or applied twice), and each table's log replays
 * from its stored seed to its stored state. The restarted server resumes
 * every table; the clients come back with their seat tokens and play on.
 * Prints the counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hokm, hoc } from '../src/index.js';
import { seatBot, type SeatBot } from '../examples/server/bot-client.js';
import { needBuild, readTables, startServerProcess, type ServerProcess } from './support/server.js';

const TABLES = 6;
/** Clients pause before acting, so the matches last through every kill. */
const PACE = { thinkMs: 25, retryMs: 200 };
const KILLS = 5;
const ENV = {
  LIMIT_BOT_DELAY_MS: '0',
  LIMIT_RATE_PER_SECOND: '1000',
  LIMIT_RATE_BURST: '1000',
  LIMIT_SEATS_PER_CLIENT: '100',
  LIMIT_TABLES_PER_CLIENT: '100',
  LIMIT_HTTP_BURST: '1000',
  LIMIT_HTTP_PER_SECOND: '1000',
};

/** A small fixed-seed generator for the kill schedule (mulberry32). */
function schedule(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface Seat {
  table: string;
  seat: number;
  token: string;
  bot: SeatBot | null;
}

describe('the table server killed with SIGKILL', () => {
  let dir: string;
  let server: ServerProcess | null = null;
  const seats: Seat[] = [];
  afterAll(async () => {
    await Promise.all(seats.map((s) => s.bot?.leave()));
    await server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged action and applies none a client did not send', async () => {
    needBuild();
    dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-kill-'));
    const db = join(dir, 'tables.db');
    const random = schedule(20261201);
    /** Highest seq any client saw, per table (acknowledged: durable by the protocol). */
    const acked = new Map<string, number>();
    /** What each seat sent, by table and the seq it answered. */
    const sent = new Map<string, unknown[]>();
    const events = (s: Seat) => ({
      onView: (v: { seq: number; token?: string }) => {
        acked.set(s.table, Math.max(acked.get(s.table) ?? 0, v.seq));
        if (v.token) s.token = v.token;
      },
      onSend: (seq: number, action: unknown) => {
        const key = `${s.table}:${seq}:${s.seat}`;
        sent.set(key, [...(sent.get(key) ?? []), JSON.stringify(action)]);
      },
    });

    server = await startServerProcess(db, ENV);
    for (let t = 0; t < TABLES; t++) {
      const game = t % 3 === 2 ? 'hoc' : 'hokm';
      const players = game === 'hoc' ? 3 : 4;
      let table = '';
      for (let seat = 0; seat < players; seat++) {
        const s: Seat = { table, seat, token: '', bot: null };
        // Seat 0 creates; the table id is known only then, so the recorders read it from `s` when called.
        s.bot = await seatBot(server.url, seat === 0 ? null : table, seat === 0 ? { game, players, seat: 0 } : { seat }, events(s), PACE);
        if (seat === 0) s.table = table = s.bot.room.roomId;
        seats.push(s);
      }
    }
    // Tokens come in each seat's first view.
    const deadline = performance.now() + 20_000;
    while (seats.some((s) => !s.token) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));

    /** acknowledged: distinct actions clients saw acknowledged by the last kill; inFlightStored: committed when killed but not yet seen (seen after the restart); replayed: (kill, table) logs replayed. */
    const counts = { finishedTables: 0, kills: 0, acknowledged: 0, inFlightStored: 0, lost: 0, invented: 0, replayed: 0 };
    for (let k = 0; k < KILLS; k++) {
      await new Promise((r) => setTimeout(r, 300 + random() * 1200));
      const seen = new Map(acked); // before the kill: nothing can arrive after it
      await server.kill();
      counts.kills++;
      for (const s of seats) s.bot = null; // their sockets are dead; the client objects are dropped
      const stored = readTables(db);
      for (const [id, seq] of seen) {
        const t = stored.get(id)!;
        if (k === KILLS - 1) counts.acknowledged += seq;
        if (t.seq < seq) counts.lost += seq - t.seq;
        counts.inFlightStored += Math.max(0, t.seq - seq);
      }
      for (const t of stored.values()) {
        for (const a of t.actions) {
          const mine = sent.get(`${t.id}:${a.seq - 1}:${a.seat}`) ?? [];
          if (a.by_bot !== 0 || !mine.includes(JSON.stringify(a.action))) {
            counts.invented++;
            if (counts.invented < 4) console.log('not sent by its seat:', t.id, a, mine);
          }
        }
        // The log replays from the stored seed to the stored state.
        const engine = t.game === 'hoc' ? hoc : hokm;
        const seed = t.game === 'hoc' ? (t.state as hoc.HocState).options.seed : (t.state as hokm.HokmState).match.options.seed;
        let state: unknown = engine.setup({ players: t.players as never, seed: seed as [number, number, number, number] });
        for (const a of t.actions) state = (engine.apply as (s: unknown, a: unknown) => unknown)(state, a.action);
        expect(state).toEqual(t.state);
        counts.replayed++;
      }
      // Start again on the same file; every seat comes back with its token and sees the stored position.
      server = await startServerProcess(db, ENV);
      expect(server.output()).not.toMatch(/skipped/);
      const open = seats.filter((s) => stored.get(s.table)!.status === 'open');
      counts.finishedTables = new Set(seats.filter((s) => !open.includes(s)).map((s) => s.table)).size;
      for (const s of open) {
        s.bot = await seatBot(server.url, s.table, { token: s.token }, events(s), PACE);
      }
      await Promise.all(
        open.map(async (s) => {
          const until = performance.now() + 10_000;
          while (!s.bot!.last() && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
          expect(s.bot!.last()!.seq).toBeGreaterThanOrEqual(stored.get(s.table)!.seq);
        }),
      );
    }
    console.log(`SIGKILL test: ${JSON.stringify(counts)} over ${TABLES} tables`);
    expect(counts.kills).toBe(KILLS);
    expect(counts.lost).toBe(0);
    expect(counts.invented).toBe(0);
    expect(counts.acknowledged).toBeGreaterThan(KILLS * TABLES);
    expect(counts.finishedTables).toBeLessThan(TABLES);
    // The tables kept moving after the last restart.
    const last = readTables(db);
    await new Promise((r) => setTimeout(r, 500));
    const later = readTables(db);
    expect([...later.values()].some((t) => t.seq > last.get(t.id)!.seq || t.status !== 'open')).toBe(true);
  }, 240_000);
});
