/**
 * The exact solver, before and after, side by side: another build of the
 * package (`before`, e.g. main's `dist/` copied aside) and this one's
 * (`after`), both loaded in one process, run on the same deals and
 * positions as bench/solve.ts, alternating build by build on each one
 * (which goes first alternates too), and their answers compared: any
 * difference stops the run with exit code 1 (the order of the search may
 * change the time, never a value).
 *
 * Run: `npm run build && npx tsx bench/solve-compare.ts <before dist folder>
 * [--deals N] [--from N] [--seeds S,S,…] [--positions N] [--positions3 N] [--positions2 N]`
 * (defaults 100 deals from seed 0, 200 positions for 4 players, 30 for 3,
 * 200 for 2). Prints, per workload, both builds' median, 90th and 99th
 * percentiles and maximum in CPU milliseconds, and the ratios after ÷ before
 * of the median and of the total.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as after from '../dist/hokm/index.js';
import { dealAfterTrumps, positionAfter } from './positions.js';
import { cpu, stats } from './timing.js';

const dir = process.argv[2];
if (dir === undefined || dir.startsWith('--'))
  throw new Error('usage: npx tsx bench/solve-compare.ts <dist folder of the build to compare> [--deals N] [--from N] [--positions N] [--positions3 N] [--positions2 N]');
const before = (await import(pathToFileURL(resolve(dir, 'hokm', 'index.js')).href)) as unknown as typeof after;
type H = typeof after;

/** The value of option `--name N`, or `fallback`. */
function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i < 0 ? fallback : Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 0) throw new Error(`solve-compare: --${name} wants a count, not ${process.argv[i + 1]}`);
  return v;
}

const deals = option('deals', 100);
const from = option('from', 0);
const counts = { 4: option('positions', 200), 3: option('positions3', 30), 2: option('positions2', 200) };

/**
 * Runs `work` with both builds on a state each makes with `make` (untimed),
 * alternating which goes first; times each, and stops the run when their
 * answers differ.
 */
function both(i: number, name: string, make: (h: H) => after.HokmState, work: (h: H, s: after.HokmState) => unknown, times: [number[], number[]]): void {
  let a: unknown;
  let b: unknown;
  const s0 = make(before);
  const s1 = make(after);
  const runBefore = () => times[0].push(cpu(() => (a = work(before, s0))));
  const runAfter = () => times[1].push(cpu(() => (b = work(after, s1))));
  if (i % 2 === 0) {
    runBefore();
    runAfter();
  } else {
    runAfter();
    runBefore();
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    console.log(`${name}: the builds disagree\nbefore: ${JSON.stringify(a)}\nafter:  ${JSON.stringify(b)}`);
    process.exit(1);
  }
}

function report(name: string, [t0, t1]: [number[], number[]]): void {
  if (t0.length === 0) return;
  stats(`${name}, before`, t0);
  stats(`${name}, after`, t1);
  const median = (x: number[]) => [...x].sort((p, q) => p - q)[x.length >> 1]!;
  const sum = (x: number[]) => x.reduce((p, q) => p + q, 0);
  console.log(`${''.padEnd(44)} after ÷ before: median ${(median(t1) / median(t0)).toFixed(3)}, total ${(sum(t1) / sum(t0)).toFixed(3)}`);
}

/** The load average now (1, 5 and 15 minutes): absolute times move with it, the ratios less. */
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`load average ${load()}`);
// `--seeds 231,65,…`: these deals instead of `--deals N` from `--from`.
const listed = process.argv.indexOf('--seeds');
const seeds = listed >= 0 ? process.argv[listed + 1]!.split(',').map(Number) : Array.from({ length: deals }, (_, i) => from + i);
const full: [number[], number[]] = [[], []];
for (const seed of seeds) {
  both(
    seed,
    `deal ${seed}`,
    (h) => dealAfterTrumps(h, seed),
    (h, s) => h.analyze(s),
    full,
  );
}
report('4p full deal after trumps: analyze', full);
for (const players of [4, 3, 2] as const) {
  const t: [number[], number[]] = [[], []];
  for (let seed = 0; seed < counts[players]; seed++) {
    both(
      seed,
      `${players}p position ${seed}`,
      (h) => positionAfter(h, players, seed, 3),
      (h, s) => h.solve(s),
      t,
    );
  }
  report(`${players}p after the third trick: solve`, t);
}
console.log(`load average ${load()}`);
