/**
 * Scale-out on Redis (`npm run test:browser`, which .ci/run runs after
 * installing Debian's redis-server when it is missing): a redis-server on a
 * loopback port started by this test, and two table servers sharing
 * matchmaking and presence through it (REDIS_URL), each with its own SQLite
 * file. Tables are spread over both processes; a client matched through
 * one process joins a table hosted by the other and plays there, and the
 * hosting process alone stores the table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seatBot, type SeatBot } from '../server/bot-client.js';
import { TestClient, needBuild, readTables, startServerProcess, type ServerProcess } from '../../test/support/server.js';

const REDIS = '/usr/bin/redis-server';

/** A free loopback port (asked of the kernel, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe.skipIf(!existsSync(REDIS))('two table servers on one Redis', () => {
  let dir: string;
  let redis: ChildProcess | null = null;
  const servers: ServerProcess[] = [];
  const bots: SeatBot[] = [];
  const clients: TestClient[] = [];
  afterAll(async () => {
    await Promise.all([...bots.map((b) => b.leave()), ...clients.map((c) => c.leave())]);
    await Promise.all(servers.map((s) => s.kill()));
    redis?.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('matches through either process and plays on the process that hosts the table', async () => {
    needBuild();
    dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-redis-'));
    const redisPort = await freePort();
    redis = spawn(REDIS, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      redis!.stdout!.on('data', (d: Buffer) => {
        out += d;
        if (/Ready to accept connections/.test(out)) resolve();
      });
      redis!.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
    const env = (port: number) => ({
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      PORT: String(port),
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      LIMIT_BOT_DELAY_MS: '20',
      LIMIT_HTTP_BURST: '200',
      LIMIT_TABLES_PER_CLIENT: '20',
      LIMIT_SEATS_PER_CLIENT: '40',
    });
    const dbs = [join(dir, 'a.db'), join(dir, 'b.db')];
    for (const db of dbs) servers.push(await startServerProcess(db, env(await freePort())));
    const a = servers[0]!;

    // Tables created through process A, placed by Colyseus on either process (the one with fewer rooms, as its stats say).
    const made: TestClient[] = [];
    for (let i = 0; i < 4; i++) made.push(await TestClient.join(a.url, null, { game: 'hokm', players: 4, bots: [2, 3] }));
    clients.push(...made);
    await Promise.all(made.map((c) => c.viewAt(0)));
    const hosted = dbs.map((db) => [...readTables(db).keys()]);
    expect(hosted[0]!.length + hosted[1]!.length).toBe(4);
    expect(new Set([...hosted[0]!, ...hosted[1]!]).size).toBe(4); // each table on one process only
    console.log(`tables hosted: ${hosted[0]!.length} by A, ${hosted[1]!.length} by B`);

    // For each process hosting tables, one of its tables is joined through the OTHER process's matchmaking
    // (and a table on B was already matched through A when it was made).
    let crossJoins = 0;
    for (const host of [0, 1] as const) {
      const id = hosted[host]![0];
      if (id === undefined) continue;
      const via = servers[1 - host]!;
      const creator = made.find((c) => c.id === id)!;
      const joiner = await seatBot(via.url, id, { seat: 1 });
      bots.push(joiner);
      // Seat 0 comes back with its token, also through the other process; bots play seats 2 and 3.
      bots.push(await seatBot(via.url, id, { token: creator.views()[0]!.token! }));
      await creator.leave();
      const deadline = performance.now() + 30_000;
      while ((joiner.last()?.seq ?? 0) < 12 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(joiner.last()!.seq).toBeGreaterThanOrEqual(12);
      expect(joiner.last()!.seat).toBe(1);
      // Stored by the hosting process only.
      expect(readTables(dbs[host]!).get(id)!.seq).toBeGreaterThanOrEqual(12);
      expect(readTables(dbs[1 - host]!).has(id)).toBe(false);
      crossJoins++;
    }
    expect(crossJoins).toBeGreaterThan(0);
  }, 120_000);
});
