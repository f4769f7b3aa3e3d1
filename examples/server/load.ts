/**
 * The load test (`npm run load:server`, not part of npm test): starts the
 * server as a child process on a fresh database, seats the library's bot in
 * every seat of TABLES tables (default 200 Hokm tables of 4: 800 Colyseus
 * connections from this process), lets them play as fast as the server
 * acknowledges, and reports moves per second sustained and the latency of
 * a move (sent → the view that shows it, which the server sends only after
 * the commit is durable). A finished table is replaced by a new one.
 *
 *     npm run load:server                      # 200 tables, 5 s warm-up, 20 s measured
 *     TABLES=50 SECONDS=10 npm run load:server
 *     STORE_THREAD=0 npm run load:server       # commits on the server's event loop, for comparison
 *     PROFILE=/tmp/prof npm run load:server    # the server under --cpu-prof, profile written there
 *
 * It prints the CPU of both processes: on a 2-core machine the generator
 * competes with the server, and the load average says what else did.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seatBot, type SeatBot } from './bot-client.js';

const TABLES = Number(process.env.TABLES ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 20);
const WARMUP = Number(process.env.WARMUP ?? 5);
const THINK = Number(process.env.THINK_MS ?? 0);

const dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-load-'));
const db = join(dir, 'tables.db');
const env = {
  ...process.env,
  PORT: '0',
  TABLES_DB: db,
  NODE_ENV: 'production',
  // Every client here comes from 127.0.0.1: the per-address limits are raised for the test, nothing else.
  LIMIT_TABLES_PER_CLIENT: String(TABLES * 4),
  LIMIT_SEATS_PER_CLIENT: String(TABLES * 8),
  LIMIT_HTTP_BURST: String(TABLES * 8),
  LIMIT_HTTP_PER_SECOND: String(TABLES * 4),
  LIMIT_RATE_PER_SECOND: '100',
  LIMIT_RATE_BURST: '100',
};
const profile = process.env.PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROFILE] : [];
const child = spawn(process.execPath, [...profile, '--import', 'tsx', new URL('main.ts', import.meta.url).pathname], { env, stdio: ['ignore', 'pipe', 'inherit'] });
const exited = new Promise<void>((r) => child.once('exit', () => r()));
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d;
    const m = /listening on (ws:\/\/\S+)/.exec(out);
    if (m) resolve(m[1]!);
  });
  child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
});
const cpu = () => {
  // utime + stime of the server process, in clock ticks (100 a second on Linux).
  const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};

let measuring = false;
let stopping = false;
let stop!: () => void;
const stopped = new Promise<void>((r) => (stop = r));
const latencies: number[] = [];
let moves = 0;
let errors = 0;
let games = 0;
let seated = 0;
const codes = new Map<string, number>();
const onMove = (ms: number) => {
  if (!measuring) return;
  moves++;
  latencies.push(ms);
};
const onError = (e: { code: string }) => {
  errors++;
  codes.set(e.code, (codes.get(e.code) ?? 0) + 1);
};

/** Joins in flight at once: a busy machine must not make matched clients miss their seat reservation. */
let inFlight = 0;
const waiting: (() => void)[] = [];
async function limited<T>(f: () => Promise<T>): Promise<T> {
  while (inFlight >= 16) await new Promise<void>((r) => waiting.push(r));
  inFlight++;
  try {
    return await f();
  } finally {
    inFlight--;
    waiting.shift()?.();
  }
}

/** One table slot: a table of four bots, replaced when its game ends, until the test stops. */
async function slot(): Promise<void> {
  while (!stopping) {
    const bots: SeatBot[] = [];
    try {
      const first = await limited(() => seatBot(url, null, { game: 'hokm', players: 4, seat: 0 }, { onMove, onError }, { thinkMs: THINK }));
      bots.push(first);
      for (let s = 1; s < 4; s++) bots.push(await limited(() => seatBot(url, first.room.roomId, { seat: s }, { onMove, onError }, { thinkMs: THINK })));
      seated++;
      const ends = await Promise.race([Promise.all(bots.map((b) => b.done)), stopped]);
      if (Array.isArray(ends) && ends.every(Boolean)) games++;
    } catch (e) {
      onError({ code: /^([A-Z_]+):/.exec((e as Error).message)?.[1] ?? 'JOIN_FAILED' });
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await Promise.all(bots.map((b) => b.leave()));
    }
  }
}

const slots = Array.from({ length: TABLES }, () => slot());
// Warm-up: until every table is seated (or two minutes), then WARMUP seconds more.
const setupStart = performance.now();
while (seated < TABLES && performance.now() - setupStart < 120_000) await new Promise((r) => setTimeout(r, 200));
const setupSeconds = (performance.now() - setupStart) / 1000;
await new Promise((r) => setTimeout(r, WARMUP * 1000));
measuring = true;
const seatedAtStart = seated;
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
const load0 = loadavg();
const own0 = process.cpuUsage();
const cpu0 = cpu();
const m0 = performance.now();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
measuring = false;
const elapsed = (performance.now() - m0) / 1000;
const serverCpu = cpu() - cpu0;
const own = process.cpuUsage(own0);
const generatorCpu = (own.user + own.system) / 1e6;
stopping = true;
stop();
latencies.sort((a, b) => a - b);
const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
const load1 = loadavg();
const pct = (cpuSeconds: number) => `${((100 * cpuSeconds) / elapsed).toFixed(0)} %`;
console.log(`
| tables | store | moves | moves/s | p50 | p95 | p99 | max | server CPU | server CPU/move | generator CPU | errors | load avg |
| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${TABLES} | ${process.env.STORE_THREAD === '0' ? 'event loop' : 'worker'} | ${moves} | ${(moves / elapsed).toFixed(0)} | ${q(50).toFixed(1)} ms | ${q(95).toFixed(1)} ms | ${q(99).toFixed(1)} ms | ${latencies.at(-1)?.toFixed(1)} ms | ${pct(serverCpu)} | ${((1000 * serverCpu) / Math.max(1, moves)).toFixed(2)} ms | ${pct(generatorCpu)} | ${errors} | ${load0} → ${load1} |
`);
if (codes.size > 0) console.log(`refusals: ${JSON.stringify(Object.fromEntries(codes))}`);
console.log(
  `(seating ${seatedAtStart} tables took ${setupSeconds.toFixed(1)} s; ${seated} tables seated by the end; ${games} games finished; every move was acknowledged only after its SQLite commit)`,
);
await Promise.race([Promise.all(slots), new Promise((r) => setTimeout(r, 5000))]);
// SIGTERM: the server closes its store and exits (and writes its profile); SIGKILL if it does not in 10 s.
child.kill('SIGTERM');
await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
child.kill('SIGKILL');
rmSync(dir, { recursive: true, force: true });
process.exit(0);
