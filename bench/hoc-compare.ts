/**
 * Hoc before and after, side by side: another build of the package
 * (`before`, e.g. main's `dist/` copied elsewhere) and this one's
 * (`after`), both loaded in one process, in alternating windows of CPU
 * time (bench/yardstick.ts), as bench/hokm-compare.ts does for Hokm. Each
 * build runs its own copy of the code, so neither's inline caches see the
 * other's states. Workloads:
 *
 * - `fast`: the yardstick's simplified game on the fast path (`clone` +
 *   `legalIdsInto` + `applyMutable(id)`, every bid a pass, no carte
 *   blanche), with `../shared/perf/hoc-limit.mjs` beside it for the ratio;
 * - `pure`: random games through the pure `apply` (with `legalActions`),
 *   actions applied, and the `fast` workload beside it in the same process
 *   (what `npm run bench` measures: the rule functions have then also run
 *   inside `apply`);
 * - `sampler`: mutable samples of prepared views (bench/sample.ts's views);
 * - `ismcts`: searched decisions of `ismcts({ iterations: 100 })`, as
 *   bench/search.ts counts them.
 *
 * Run: `npm run build && npx tsx bench/hoc-compare.ts <dist folder> [fast|pure|sampler|ismcts] [2|3] [seconds]`.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as afterBots from '../dist/bots/index.js';
import * as after from '../dist/hoc/index.js';
import { chooser } from './lib.js';
import { hocViews } from './sample.js';
import { alternate, loadYardstick } from './yardstick.js';

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: npx tsx bench/hoc-compare.ts <dist folder of the build to compare> [fast|sampler|ismcts] [2|3] [seconds]');
const before = (await import(pathToFileURL(resolve(dir, 'hoc', 'index.js')).href)) as unknown as typeof after;
const beforeBots = (await import(pathToFileURL(resolve(dir, 'bots', 'index.js')).href)) as unknown as typeof afterBots;
type H = typeof after;
type B = typeof afterBots;
const what = process.argv[3] ?? 'fast';
const players = Number(process.argv[4] ?? 3) as 2 | 3;
const secs = Number(process.argv[5] ?? 2);
const DEALS = 6;

/** One simplified game per batch (bench/hoc-speed.ts's): deals played. */
function fast(h: H) {
  const e = h.engine;
  const PASS = e.encodeAction({ type: 'pass' });
  const NO_BLANCHE = e.encodeAction({ type: 'blanche', declare: false });
  const pick = chooser(players);
  const ids = new Int32Array(e.numActions);
  let seed = 1;
  return () => {
    const s = e.clone(e.setup({ players, seed: seed++, deals: DEALS }));
    while (s.phase !== 'over') {
      if (s.phase === 'bid') e.applyMutable(s, PASS);
      else if (s.phase === 'blanche') e.applyMutable(s, NO_BLANCHE);
      else e.applyMutable(s, ids[pick(e.legalIdsInto(s, ids))]!);
    }
    return DEALS;
  };
}

/** Random games through the pure apply with legalActions (bench/hoc-speed.ts's): actions applied. */
function pure(h: H) {
  const pick = chooser(players + 7);
  let seed = 1;
  return () => {
    let s = h.setup({ players, seed: seed++, deals: players });
    let actions = 0;
    while (!h.isOver(s)) {
      const legal = h.legalActions(s);
      s = h.apply(s, legal[pick(legal.length)]!);
      actions++;
    }
    return actions;
  };
}

/** 100 mutable samples per batch, cycling over 200 prepared views. */
function samp(h: H) {
  const views = hocViews(players, 1000).slice(0, 200) as unknown as Parameters<H['sampler']>[0][];
  const draws = views.map((v) => h.sampler(v));
  const mutable = { mutable: true } as const;
  let i = 0;
  return () => {
    for (let k = 0; k < 100; k++, i++) draws[i % draws.length]!(i, mutable);
    return 100;
  };
}

/** Searched decisions of one seeded game's first 20 (bench/search.ts's count). */
function search(h: H, b: B) {
  let seed = 0;
  return () => {
    const p = b.ismcts({ iterations: 100, seed });
    let s = h.setup({ players, seed: seed++ });
    let n = 0;
    while (n < 20 && !h.isOver(s)) {
      s = h.apply(s, p(h.view(s, h.toAct(s)!)) as never);
      if (p.last!.iterations > 0) n++;
    }
    return n;
  };
}

const mk = (name: string, f: (h: H, b: B) => () => number) => [
  { name: `before ${name}`, unit: 'u', batch: f(before, beforeBots) },
  { name: `after ${name}`, unit: 'u', batch: f(after, afterBots) },
];
const w = what === 'fast' ? mk('fast', fast) : what === 'pure' ? [...mk('pure', pure), ...mk('fast', fast)] : what === 'sampler' ? mk('sampler', samp) : mk('ismcts', search);
if (what === 'fast' || what === 'pure') {
  const limit = (await loadYardstick<{ seed(n: number): void; runDeals(players: number, deals: number): number }>('hoc-limit.mjs'))!;
  limit.seed(12345);
  w.push({ name: 'limit', unit: 'deals', batch: () => (limit.runDeals(players, 60), 60) });
}
const rows = alternate(w, { seconds: secs, windowMs: what === 'ismcts' ? 400 : 50 });
const l = rows.find((r) => r.name === 'limit');
const base = (r: { name: string }) => rows.find((x) => x.name === r.name.replace('after', 'before'))!.perSecond;
console.log(
  `hoc ${players}p ${what}, ${secs} CPU-s each; load ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
for (const r of rows)
  console.log(
    r.name.padEnd(16),
    Math.round(r.perSecond).toLocaleString('en-US').padStart(12),
    l && r !== l && /fast/.test(r.name) ? `ratio ${(l.perSecond / r.perSecond).toFixed(2)}×` : '',
    r.name.startsWith('after') ? `(${(r.perSecond / base(r)).toFixed(2)}× before)` : '',
  );
