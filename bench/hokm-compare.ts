/**
 * Before and after, side by side: another build of the package (`before`,
 * e.g. main's `dist/` in another worktree) and this one's (`after`), both
 * loaded in one process, in alternating windows (bench/yardstick.ts), with
 * limit.mjs for the fast path's ratio. Each build runs its own copy of the
 * code, so neither's inline caches see the other's states. Workloads:
 * `fast` (clone + legalIds + applyMutable), `into` (legalIdsInto), `pure`
 * (apply with legalActions, then the fast path in the same process) and
 * `sampler` (mutable samples of prepared 4-player views).
 *
 * Run: `npm run build && npx tsx bench/hokm-compare.ts ../main/dist [fast|into|pure|sampler] [seconds]`.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as after from '../dist/hokm/index.js';
import { chooser } from './lib.js';
import { hokmViews } from './sample.js';
import { alternate, loadYardstick } from './yardstick.js';
const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: npx tsx bench/hokm-compare.ts <dist folder of the build to compare> [fast|into|pure|sampler] [seconds]');
const before = (await import(pathToFileURL(resolve(dir, 'hokm', 'index.js')).href)) as unknown as typeof after;
type H = typeof after;
function fast(h: H, into: boolean) {
  const pick = chooser(1);
  const st = { s: h.setup({ seed: 1 }) };
  const ids = new Int32Array(h.numActions);
  return () => {
    let plays = 0;
    for (let k = 0; k < 20; k++) {
      const s = h.clone(st.s);
      const hand = s.match.handNo;
      while (s.match.handNo === hand && s.phase !== 'over') {
        let id: number;
        if (into) id = ids[pick(h.legalIdsInto(s, ids))]!;
        else {
          const l = h.legalIds(s);
          id = l[pick(l.length)]!;
        }
        h.applyMutable(s, id);
        if (id < 52) plays++;
      }
      st.s = s.phase === 'over' ? h.setup({ seed: pick(1 << 30) }) : s;
    }
    return plays;
  };
}
function pure(h: H) {
  const pick = chooser(2);
  let s = h.setup({ seed: 1 });
  return () => {
    let plays = 0;
    for (let k = 0; k < 200; k++) {
      if (h.isOver(s)) s = h.setup({ seed: pick(1 << 30) });
      const l = h.legalActions(s);
      const a = l[pick(l.length)]!;
      s = h.apply(s, a);
      if (a.type === 'play') plays++;
    }
    return plays;
  };
}
function samp(h: H) {
  const views = hokmViews(4, 500) as unknown as Parameters<H['sampler']>[0][];
  const draws = views.map((v) => h.sampler(v));
  const mutable = { mutable: true };
  let i = 0;
  return () => {
    for (let k = 0; k < 100; k++, i++) draws[i % draws.length]!(i, mutable as never);
    return 100;
  };
}
const what = process.argv[3] ?? 'fast';
const secs = Number(process.argv[4] ?? 2);
const limit = (await loadYardstick<{ seed(n: number): void; runBatch(h: number): number }>('limit.mjs'))!;
limit.seed(12345);
const lim = { name: 'limit', unit: 'plays', batch: () => limit.runBatch(20) };
const mk = (name: string, f: (h: H) => () => number) => [
  { name: `before ${name}`, unit: 'u', batch: f(before) },
  { name: `after ${name}`, unit: 'u', batch: f(after) },
];
const w =
  what === 'fast'
    ? [...mk('fast', (h) => fast(h, false)), lim]
    : what === 'into'
      ? [...mk('into', (h) => fast(h, true)), lim]
      : what === 'pure'
        ? [...mk('pure', pure), ...mk('fast', (h) => fast(h, false)), lim]
        : mk('sampler', samp);
const rows = alternate(w, { seconds: secs });
const l = rows.find((r) => r.name === 'limit');
for (const r of rows)
  console.log(
    r.name.padEnd(16),
    Math.round(r.perSecond).toLocaleString('en-US').padStart(12),
    l && r !== l && /fast|into/.test(r.name) ? `ratio ${(l.perSecond / r.perSecond).toFixed(2)}×` : '',
  );
