/**
 * A store that cannot write: the table server (in this process, real
 * sockets on 127.0.0.1) refuses the action with STORE_FAILED and changes
 * nothing (nobody else hears anything, the same seat is still to act, the
 * stored table is as before), refuses joins and new tables without
 * locking a seat, and takes the same action once the disk is back. Three
 * failures: a wrapper that fails on demand, SQLite in read-only mode
 * (`query_only`), and a full database (`max_page_count`, SQLITE_FULL).
 * Both SQLite stores: committing on the event loop's thread, and on a
 * worker thread (the server's default). Prints the counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bots, hokm } from '../src/index.js';
import { startServer, type RunningServer } from '../examples/server/server.js';
import { openSqliteStore, type SqliteStore } from '../examples/server/store-sqlite.js';
import { openWorkerStore } from '../examples/server/store-worker.js';
import { faulty, type FaultyStore } from './support/faulty-store.js';
import { TestClient, needBuild, refusalOf } from './support/server.js';

describe.each([
  ['on this thread', openSqliteStore],
  ['on a worker thread', openWorkerStore],
])('the table server on a failing store committing %s', (_, open) => {
  let dir: string;
  let sqlite: SqliteStore;
  let store: FaultyStore;
  let server: RunningServer;
  let url: string;
  const clients: TestClient[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    needBuild();
    dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-store-'));
    sqlite = open({ file: join(dir, 'tables.db') });
    store = faulty(sqlite);
    server = await startServer({ store, limits: { botDelayMs: 10, rateBurst: 500, ratePerSecond: 500, httpBurst: 200 }, log: (l) => logs.push(l) });
    url = `ws://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.leave()));
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses cleanly while the disk fails and recovers when it is back', async () => {
    const c0 = await TestClient.join(url, null, { game: 'hokm', players: 4 });
    clients.push(c0);
    const id = c0.id;
    for (let s = 1; s < 3; s++) clients.push(await TestClient.join(url, id, { seat: s }));
    await Promise.all(clients.map((c) => c.viewAt(0)));

    // A join while the disk fails: refused, and the seat is not locked by it.
    store.failing = 'disk full (injected)';
    expect(await refusalOf(TestClient.join(url, id, { seat: 3 }))).toBe('STORE_FAILED');
    expect(await refusalOf(TestClient.join(url, null, { game: 'hoc' }))).toBe('STORE_FAILED');
    store.failing = null;
    const c3 = await TestClient.join(url, id, { seat: 3 });
    clients.push(c3);
    expect((await c3.viewAt(0)).seat).toBe(3);
    const people = clients.slice(0, 4);

    type Fault = { name: string; on: () => Promise<unknown>; off: () => Promise<unknown>; sticky: boolean };
    const pages = () => Number(sqlite.db.pragma('page_count', { simple: true }));
    const faults: Fault[] = [
      { name: 'wrapper', on: async () => (store.failing = 'disk full (injected)'), off: async () => (store.failing = null), sticky: true },
      // On the connection that writes (the worker's, with the worker store).
      { name: 'read-only', on: () => sqlite.writerPragma('query_only = ON'), off: () => sqlite.writerPragma('query_only = OFF'), sticky: true },
      // A database that may not grow: writes fail once the free space in its pages is used up.
      { name: 'full', on: () => sqlite.writerPragma(`max_page_count = ${pages()}`), off: () => sqlite.writerPragma('max_page_count = 1073741823'), sticky: false },
    ];
    const counts: Record<string, { refused: number; accepted: number }> = {};
    let seq = 0;
    for (const f of faults) {
      counts[f.name] = { refused: 0, accepted: 0 };
      await f.on();
      // Play on until a move is refused (at once for the sticky faults; the full disk fills up first).
      for (let tries = 0; tries < 400; tries++) {
        const state = sqlite.table(id)!.state as hokm.HokmState;
        const seat = hokm.toAct(state)!;
        const mover = people[seat]!;
        const action = bots.hokmBot(mover.lastView().view as hokm.HokmView);
        const counts0 = clients.map((c) => c.inbox.length);
        const got = await mover.act(action);
        if (got.type === 'view') {
          expect(f.sticky, `${f.name}: accepted while failing`).toBe(false);
          seq++;
          counts[f.name]!.accepted++;
          await Promise.all(clients.map((c) => c.viewAt(seq)));
          continue;
        }
        expect(got.msg.code).toBe('STORE_FAILED');
        counts[f.name]!.refused++;
        // Nothing changed: stored as before, nobody else told anything, and the same seat is still to act.
        await new Promise((r) => setTimeout(r, 100));
        expect(sqlite.table(id)!.seq).toBe(seq);
        expect(sqlite.table(id)!.state).toEqual(state);
        expect(clients.map((c) => c.inbox.length)).toEqual(counts0.map((n, i) => (clients[i] === mover ? n + 1 : n)));
        const other = people[(seat + 1) % 4]!;
        expect(await other.act(action)).toMatchObject({ type: 'error', msg: { code: 'NOT_YOUR_TURN' } });
        // Asking again while it still fails: refused again.
        if (f.sticky) expect(await mover.act(action)).toMatchObject({ type: 'error', msg: { code: 'STORE_FAILED' } });
        // The disk is back: the very same move goes through, and everybody hears of it once.
        await f.off();
        const ok = await mover.act(action);
        expect(ok.type).toBe('view');
        seq++;
        const views = await Promise.all(clients.map((c) => c.viewAt(seq)));
        expect(views.map((v) => v.seq)).toEqual([seq, seq, seq, seq]);
        expect(sqlite.table(id)!.seq).toBe(seq);
        expect(sqlite.actions(id).at(-1)!.action).toEqual(action);
        break;
      }
      expect(counts[f.name]!.refused, `${f.name}: never refused`).toBeGreaterThan(0);
    }
    // The log holds exactly the accepted moves, in order.
    expect(sqlite.actions(id).map((a) => a.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    console.log(`store failures: ${JSON.stringify(counts)}; wrapper refusals ${store.refused}; ${logs.filter((l) => /store failed/.test(l)).length} logged`);
  });

  it('a table with the server bot waits out a failing disk and goes on', async () => {
    const me = await TestClient.join(url, null, { game: 'hokm', players: 4, bots: [1, 2, 3] });
    clients.push(me);
    const id = me.id;
    await me.viewAt(0);
    store.failing = 'read-only (injected)';
    // A bot's move sent to the store just before is still committed: wait for it (the writes of this turn go out
    // at the next setImmediate; a pragma on the writing connection is answered after every write sent before it).
    await new Promise((r) => setImmediate(r));
    await sqlite.writerPragma('user_version');
    // Seat 0 acts if it is to act; the bots' moves fail and are tried again later.
    const v = me.lastView();
    if (v.toAct === 0) expect((await me.act(bots.hokmBot(v.view as hokm.HokmView))).type).toBe('error');
    const at = sqlite.table(id)!.seq;
    await new Promise((r) => setTimeout(r, 1500));
    expect(sqlite.table(id)!.seq).toBe(at);
    store.failing = null;
    // Back: the bots go on by themselves (and seat 0 plays when asked).
    const deadline = performance.now() + 15_000;
    while (sqlite.table(id)!.seq <= at + 1 && performance.now() < deadline) {
      const last = me.lastView();
      if (last.toAct === 0) await me.act(bots.hokmBot(last.view as hokm.HokmView));
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(sqlite.table(id)!.seq).toBeGreaterThan(at + 1);
  });
});
