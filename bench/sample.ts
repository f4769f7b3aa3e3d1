/**
 * Determinization throughput: `sampleHidden` on views taken from random
 * play at every point of a hand (Hokm 4, 3 and 2 players; Hoc 2 and 3), both
 * the frozen result and the mutable one (`{ mutable: true }`, the rollout
 * form), and from a sampler prepared once per view (what a search does).
 * Rates are per CPU-second. Run: `npm run build && npx tsx bench/sample.ts [seconds]`.
 */
import { pathToFileURL } from 'node:url';
import * as hokm from '../dist/hokm/index.js';
import * as hoc from '../dist/hoc/index.js';
import { Rng, seedRng } from '../dist/rng/index.js';
import { printRows, type BenchRow } from './lib.js';

/** Views of the seat to act (and of one other seat) at random points of random games. */
export function hokmViews(players: 2 | 3 | 4, count: number): hokm.HokmView[] {
  const rng = new Rng(seedRng(`views-${players}`));
  const out: hokm.HokmView[] = [];
  let s = hokm.clone(hokm.setup({ players, seed: 1 }));
  let game = 1;
  while (out.length < count) {
    if (s.phase === 'over') s = hokm.clone(hokm.setup({ players, seed: ++game }));
    if (rng.int(3) === 0) out.push(hokm.view(s, rng.int(players)));
    const ids = hokm.legalIds(s);
    hokm.applyMutable(s, ids[rng.int(ids.length)]!);
  }
  return out;
}

/** Views at random points of random Hoc games. */
export function hocViews(players: 2 | 3, count: number): hoc.HocView[] {
  const rng = new Rng(seedRng(`views-hoc-${players}`));
  const out: hoc.HocView[] = [];
  let s = hoc.clone(hoc.setup({ players, seed: 1, raiseLimit: 3 }));
  let game = 1;
  while (out.length < count) {
    if (s.phase === 'over') s = hoc.clone(hoc.setup({ players, seed: ++game, raiseLimit: 3 }));
    if (rng.int(3) === 0) out.push(hoc.view(s, rng.int(players)));
    const ids = hoc.legalIds(s);
    hoc.applyMutable(s, ids[rng.int(ids.length)]!);
  }
  return out;
}

type Sampler<V> = (view: V, seed: number) => unknown;

/**
 * Samples per CPU-second of this process (`process.cpuUsage`): on a
 * machine shared with other work, wall-clock rates fall with the load,
 * CPU time much less. A machine with a free core gets this rate.
 */
function row<V>(name: string, views: V[], sample: Sampler<V>, seconds: number): BenchRow {
  let i = 0;
  for (; i < 2000; i++) sample(views[i % views.length]!, i);
  const start = process.cpuUsage();
  let done = 0;
  for (;;) {
    for (let k = 0; k < 100; k++, i++, done++) sample(views[i % views.length]!, i);
    const used = process.cpuUsage(start);
    const cpu = (used.user + used.system) / 1e6;
    if (cpu >= seconds) return { name, unit: 'samples/CPU-s', perSecond: done / cpu };
  }
}

/** Samples per second for each game and variant. */
export function benchSample(seconds = 2): BenchRow[] {
  const rows: BenchRow[] = [];
  const mutable = { mutable: true };
  for (const players of [4, 3, 2] as const) {
    const views = hokmViews(players, 2000);
    rows.push(row(`hokm ${players}p: sampleHidden`, views, (v, i) => hokm.sampleHidden(v, i), seconds));
    rows.push(row(`hokm ${players}p: sampleHidden mutable`, views, (v, i) => (hokm.sampleHidden as (...a: unknown[]) => unknown)(v, i, mutable), seconds));
    if ('sampler' in hokm) {
      // One view read once, then many samples (what a search does).
      const draws = views.map((v) => (hokm as unknown as { sampler: (v: unknown) => (seed: number, o: unknown) => unknown }).sampler(v));
      rows.push(row(`hokm ${players}p: sampler(view) mutable`, draws, (d, i) => d(i, mutable), seconds));
    }
  }
  return [...rows, ...benchHocSample(seconds)];
}

/** Samples per second for Hoc, 2 and 3 players. */
export function benchHocSample(seconds = 2): BenchRow[] {
  const rows: BenchRow[] = [];
  const mutable = { mutable: true };
  for (const players of [2, 3] as const) {
    const views = hocViews(players, 1000);
    rows.push(row(`hoc ${players}p: sampleHidden`, views, (v, i) => hoc.sampleHidden(v, i), seconds));
    if ('sampler' in hoc) {
      const draws = views.slice(0, 200).map((v) => (hoc as unknown as { sampler: (v: unknown) => (seed: number, o: unknown) => unknown }).sampler(v));
      rows.push(row(`hoc ${players}p: sampler(view) mutable`, draws, (d, i) => d(i, mutable), seconds));
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printRows(benchSample(Number(process.argv[2] ?? 2)));
}
