/**
 * A finer side-by-side of the exact solver on the 4-player positions after
 * the third trick (as bench/solve.ts): each position solved `--reps R`
 * times by each build in turn (another build's `dist` folder and this
 * one's, in one process), keeping each build's fastest time per position,
 * which a busy machine distorts less than one run. Prints both builds'
 * median and the ratios after ÷ before of the medians, of the median
 * position's ratio and of the totals, with the load average. Answers are
 * compared as in bench/solve-compare.ts.
 *
 * Run: `npm run build && npx tsx bench/solve-ab.ts <before dist folder> [--positions N] [--reps R] [--from N] [--seeds S,S,…]`
 * (`--seeds`: `analyze` on those whole deals instead).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as after from '../dist/hokm/index.js';
import { dealAfterTrumps, positionAfter } from './positions.js';
import { cpu } from './timing.js';

const dir = process.argv[2];
if (dir === undefined || dir.startsWith('--')) throw new Error('usage: npx tsx bench/solve-ab.ts <dist folder> [--positions N] [--reps R] [--from N]');
const before = (await import(pathToFileURL(resolve(dir, 'hokm', 'index.js')).href)) as unknown as typeof after;
type H = typeof after;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

const positions = option('positions', 300);
const reps = option('reps', 5);
const from = option('from', 0);
const tricks = option('tricks', 3);

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`load average ${load()}`);
const t0: number[] = [];
const t1: number[] = [];
// `--seeds 231,65,…`: `analyze` on these whole deals just after trumps (as bench/solve.ts) instead of the positions.
const listed = process.argv.indexOf('--seeds');
const deals = listed >= 0 ? process.argv[listed + 1]!.split(',').map(Number) : null;
for (const seed of deals ?? Array.from({ length: positions }, (_, i) => from + i)) {
  const s0 = deals ? dealAfterTrumps(before, seed) : positionAfter(before, 4, seed, tricks);
  const s1 = deals ? dealAfterTrumps(after, seed) : positionAfter(after, 4, seed, tricks);
  // `--solve`: `solve` on the deals too.
  const work = (h: H, s: after.HokmState) => (deals && !process.argv.includes('--solve') ? h.analyze(s) : h.solve(s));
  let a = Infinity;
  let b = Infinity;
  let ra: unknown;
  let rb: unknown;
  for (let r = 0; r < reps; r++) {
    if ((r + seed) % 2 === 0) {
      a = Math.min(
        a,
        cpu(() => (ra = work(before, s0))),
      );
      b = Math.min(
        b,
        cpu(() => (rb = work(after, s1))),
      );
    } else {
      b = Math.min(
        b,
        cpu(() => (rb = work(after, s1))),
      );
      a = Math.min(
        a,
        cpu(() => (ra = work(before, s0))),
      );
    }
  }
  if (JSON.stringify(ra) !== JSON.stringify(rb)) {
    console.log(`position ${seed}: the builds disagree\nbefore: ${JSON.stringify(ra)}\nafter:  ${JSON.stringify(rb)}`);
    process.exit(1);
  }
  t0.push(a);
  t1.push(b);
  if (deals) console.log(`deal ${seed}: ${a.toFixed(0)} → ${b.toFixed(0)} ms (${(b / a).toFixed(3)})`);
}
const median = (x: number[]) => [...x].sort((p, q) => p - q)[x.length >> 1]!;
const sum = (x: number[]) => x.reduce((p, q) => p + q, 0);
const ratios = t1.map((x, i) => x / t0[i]!);
console.log(
  `${t0.length} ${deals ? 'deals' : 'positions'} × ${reps}, fastest of each: median ${median(t0).toFixed(3)} → ${median(t1).toFixed(3)} ms (${(median(t1) / median(t0)).toFixed(3)}), ` +
    `median ratio ${median(ratios).toFixed(3)}, total ${(sum(t1) / sum(t0)).toFixed(3)}`,
);
console.log(`load average ${load()}`);
