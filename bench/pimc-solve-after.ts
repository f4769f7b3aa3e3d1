/**
 * What a solved PIMC decision costs by how far the play has gone, to choose
 * `solveAfter` (the tricks of a Hokm hand, the cards laid in a Hoc deal,
 * left to the ready-made bot): views of games played by `hokmBot` /
 * `hocBot` (every play with a choice, of the first hands or deals of
 * several seeded matches), each decided once by PIMC solving from there,
 * timed in CPU time of the process (the machine is shared: the wall clock
 * would count the others' work). Prints, per depth, the number of views
 * and the median, p99 and slowest CPU-ms, and the lowest `solveAfter`
 * whose slowest decision (over every depth from there on) is within
 * the budget. It measures from the end of the play backwards and stops
 * after the first depth slower than 3× the budget.
 *
 * Run: `npx tsx bench/pimc-solve-after.ts hokm3|hoc2|hoc3 [GAMES] [WORLDS] [BUDGET_MS] [SEED]`
 * (default 6 games, 10 worlds, 1000 ms; seed 'solve-after', not an arena suite's).
 */
import { loadavg } from 'node:os';
import { hoc, hokm } from '../src/index.js';
import { hocBot, hocPimc, hokmBot, hokmPimc } from '../src/bots/index.js';
import type { HocView } from '../src/hoc/index.js';
import type { HokmView } from '../src/hokm/index.js';

const [variant = 'hokm3', g = '6', w = '10', b = '1000', seed = 'solve-after'] = process.argv.slice(2);
const game = variant.startsWith('hoc') ? 'hoc' : 'hokm';
const players = Number(variant.slice(-1)) as 2 | 3;
const worlds = Number(w);
const budget = Number(b);

/** The views by depth: Hokm, tricks done this hand; Hoc, cards laid this deal. */
const byDepth = new Map<number, (HokmView | HocView)[]>();
const add = (d: number, v: HokmView | HocView): void => {
  if (!byDepth.has(d)) byDepth.set(d, []);
  byDepth.get(d)!.push(v);
};
for (let k = 0; k < Number(g); k++) {
  if (game === 'hokm') {
    let s = hokm.setup({ players, seed: `${seed} ${k}` });
    while (s.match.handNo === 1 && s.phase !== 'over') {
      const v = hokm.view(s, hokm.toAct(s)!);
      if (v.phase === 'play' && v.legal.length > 1) add(v.history.length, v);
      s = hokm.apply(s, hokmBot(v));
    }
  } else {
    let s = hoc.setup({ players, seed: `${seed} ${k}` });
    while (s.deal === 0 && s.phase !== 'over' && hoc.toAct(s) !== null) {
      const v = hoc.view(s, hoc.toAct(s)!);
      let laid = 0;
      for (const r of v.runs) laid += r.cards.length;
      if (v.phase === 'play' && v.legal.length > 1) add(laid, v);
      s = hoc.apply(s, hocBot(v));
    }
  }
}

const rows: { depth: number; n: number; median: number; p99: number; max: number; mean: number }[] = [];
let all = 0;
let cpu = 0;
// From the end of the play backwards: the first depth whose slowest decision is over 3× the budget ends the
// measurement (the earlier ones are slower still, and a single one can take minutes).
for (const depth of [...byDepth.keys()].sort((a, c) => c - a)) {
  if (rows.some((r) => r.max > 3 * budget)) break;
  const times: number[] = [];
  for (const v of byDepth.get(depth)!) {
    const p = game === 'hokm' ? hokmPimc({ worlds, seed: `cost ${depth}`, opponentModel: false }) : hocPimc({ worlds, seed: `cost ${depth}` });
    const t = process.cpuUsage();
    (p as (v: unknown) => unknown)(v);
    const c = process.cpuUsage(t);
    times.push((c.user + c.system) / 1000);
  }
  times.sort((a, c) => a - c);
  const q = (x: number): number => times[Math.min(times.length - 1, Math.floor(x * times.length))]!;
  const mean = times.reduce((a, c) => a + c, 0) / times.length;
  all += times.length;
  cpu += mean * times.length;
  rows.push({ depth, n: times.length, median: q(0.5), p99: q(0.99), max: times.at(-1)!, mean });
  console.log(
    `${variant} ${game === 'hokm' ? 'tricks done' : 'cards laid'} ${depth}: ${times.length} views, CPU-ms median ${q(0.5).toFixed(1)}, p99 ${q(0.99).toFixed(1)}, max ${times.at(-1)!.toFixed(1)}, mean ${mean.toFixed(1)}`,
  );
}
rows.sort((a, c) => a.depth - c.depth);
// The lowest solveAfter from which every depth's slowest decision is within the budget.
let solveAfter = 0;
for (const r of rows) if (r.max > budget) solveAfter = r.depth + 1;
const from = rows.filter((r) => r.depth >= solveAfter);
const n = from.reduce((a, r) => a + r.n, 0);
const ms = from.reduce((a, r) => a + r.mean * r.n, 0);
console.log(
  `${variant}, ${worlds} worlds: lowest solveAfter with every decision ≤ ${budget} CPU-ms: ${solveAfter} (from there ${n} views, ${(ms / n).toFixed(1)} CPU-ms each, ${((1000 * n) / ms).toFixed(1)} per CPU-second, slowest ${Math.max(...from.map((r) => r.max)).toFixed(0)} ms); all ${all} views ${(cpu / all).toFixed(1)} CPU-ms each; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
