/**
 * Hokm's `sampler(view)` before and after: another build of the package
 * (`before`, e.g. main's `dist/` copied to `.base-dist`) and this one's,
 * each measured as bench/sample.ts measures its row (2,000 views from
 * random play, the `sampleHidden` rows first, then mutable samples of the
 * prepared views in turn, per CPU-second), each in a fresh process, the two
 * builds in turn (which goes first alternating by round), and the ratio
 * after ÷ before of each pair and their geometric mean.
 *
 * Not both builds in one process, as bench/hokm-compare.ts does for the
 * fast path: there, which build's samplers were made first moved the rate
 * by 5–20 % either way with no change to the code (one build against a copy
 * of itself: 1.05–1.07× in one order, 0.93× in the other; this branch
 * against main 1.25× in one order, 0.99× in the other). The draws wait on
 * memory (2,000 prepared views do not fit in a core's cache), so where
 * each build's data landed counted more than its code.
 *
 * Run: `npm run build && npx tsx bench/hokm-sampler-compare.ts <dist folder of the build to compare> [players] [rounds] [seconds]`.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Lib = {
  sampler(view: unknown): (seed: number, options: { mutable: true }) => unknown;
  sampleHidden(view: unknown, seed: number, options?: { mutable: true }): unknown;
  setup(o: object): unknown;
  clone(s: unknown): { phase: string };
  view(s: unknown, seat: number): unknown;
  legalIds(s: unknown): number[];
  applyMutable(s: unknown, id: number): void;
};
type RngLib = { Rng: new (s: unknown) => { int(n: number): number }; seedRng(seed: string): unknown };

/** bench/sample.ts's views and rows, on the build in `dist`: the sampler row's samples per CPU-second. */
async function measure(dist: string, players: 2 | 3 | 4, seconds: number): Promise<number> {
  const h = (await import(pathToFileURL(resolve(dist, 'hokm', 'index.js')).href)) as Lib;
  const { Rng, seedRng } = (await import(pathToFileURL(resolve(dist, 'rng', 'index.js')).href)) as RngLib;
  const rng = new Rng(seedRng(`views-${players}`));
  const views: unknown[] = [];
  let s = h.clone(h.setup({ players, seed: 1 }));
  let game = 1;
  while (views.length < 2000) {
    if (s.phase === 'over') s = h.clone(h.setup({ players, seed: ++game }));
    if (rng.int(3) === 0) views.push(h.view(s, rng.int(players)));
    const ids = h.legalIds(s);
    h.applyMutable(s, ids[rng.int(ids.length)]!);
  }
  const row = <V>(items: V[], f: (v: V, i: number) => unknown, secs: number): number => {
    let i = 0;
    for (; i < 2000; i++) f(items[i % items.length]!, i);
    const start = process.cpuUsage();
    for (let done = 0; ;) {
      for (let k = 0; k < 100; k++, i++, done++) f(items[i % items.length]!, i);
      const used = process.cpuUsage(start);
      const cpu = (used.user + used.system) / 1e6;
      if (cpu >= secs) return done / cpu;
    }
  };
  const mutable = { mutable: true } as const;
  row(views, (v, i) => h.sampleHidden(v, i), seconds / 2);
  row(views, (v, i) => h.sampleHidden(v, i, mutable), seconds / 2);
  const draws = views.map((v) => h.sampler(v));
  return row(draws, (d, i) => d(i, mutable), seconds);
}

const [dir, p = '4', rounds = '4', seconds = '2', child] = process.argv.slice(2);
if (dir === undefined) throw new Error('usage: npx tsx bench/hokm-sampler-compare.ts <dist folder> [players] [rounds] [seconds]');
const players = Number(p) as 2 | 3 | 4;
const here = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (child !== undefined) console.log(await measure(child, players, Number(seconds)));
else {
  const self = fileURLToPath(import.meta.url);
  const run = (dist: string) => Number(execFileSync(process.execPath, [...process.execArgv, self, dir, p, rounds, seconds, dist], { encoding: 'utf8' }).trim());
  let logSum = 0;
  for (let r = 0; r < Number(rounds); r++) {
    const first = r % 2 === 0 ? 'before' : 'after';
    const rate: Record<string, number> = {};
    for (const name of first === 'before' ? ['before', 'after'] : ['after', 'before']) rate[name] = run(name === 'before' ? resolve(dir) : here);
    const ratio = rate.after! / rate.before!;
    logSum += Math.log(ratio);
    console.log(`round ${r + 1} (${first} first): before ${Math.round(rate.before!)}, after ${Math.round(rate.after!)} samples/CPU-s: ${ratio.toFixed(3)}×`);
  }
  console.log(
    `hokm ${players}p sampler(view) mutable, after / before: ${Math.exp(logSum / Number(rounds)).toFixed(3)}× (geometric mean of ${rounds} pairs of fresh processes; load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')})`,
  );
}
