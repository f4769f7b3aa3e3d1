/**
 * What PIMC's 3-player paranoid trick count costs per decision, by how far
 * the hand has gone: hands played by `hokmBot` in every seat (seeds of its
 * own), and at each view with a choice from trick `FROM + 1` to trick `TO`,
 * the count of every legal play in `WORLDS` sampled worlds, over the next
 * `HORIZON` tricks (13: to the 17th once 13 or fewer are left), in CPU
 * time of the process and in positions searched (what PIMC's `maxNodes`
 * counts): the median, the 90th percentile and the slowest, and how many
 * decisions the 3-player default cap (`PIMC_MAX_NODES`) would cut.
 *
 * Run: `npx tsx bench/pimc-tricks-cost.ts HANDS WORLDS HORIZON FROM TO` (e.g. `12 10 7 0 9`, `20 10 13 4 9`, `3 10 13 0 2`).
 */
import { hokm } from '../src/index.js';
import { hokmBot, PIMC_MAX_NODES } from '../src/bots/index.js';
import type { HokmState, PlayAction } from '../src/hokm/index.js';
import { paranoidTricks } from '../src/hokm/solve-tricks.js';

const [hands = '12', worlds = '10', horizon = '7', from = '0', to = '7'] = process.argv.slice(2);
const by = new Map<number, number[]>();
const nodes = new Map<number, number[]>();
for (let k = 0; k < Number(hands); k++) {
  let s = hokm.setup({ players: 3, seed: `tricks cost ${k}` });
  while (s.match.handNo === 1 && s.phase !== 'over') {
    const v = hokm.view(s, hokm.toAct(s)!);
    const done = v.phase === 'play' ? v.history.length : -1;
    if (done >= Number(from) && done < Number(to) && v.legal.length > 1) {
      const draw = hokm.sampler(v);
      const plays = v.legal as PlayAction[];
      const budget = { left: Infinity, spent: 0 };
      const t = process.cpuUsage();
      for (let w = 0; w < Number(worlds); w++) paranoidTricks(draw(`w ${k} ${done} ${w}`, { mutable: true }) as HokmState, plays, Number(horizon), budget);
      const c = process.cpuUsage(t);
      nodes.set(done, [...(nodes.get(done) ?? []), budget.spent]);
      const list = by.get(done) ?? [];
      list.push((c.user + c.system) / 1000);
      by.set(done, list);
    }
    s = hokm.apply(s, hokmBot(v));
  }
}
const cap = PIMC_MAX_NODES.hokm[3];
const all: number[] = [];
for (const [d, xs] of [...by].sort((a, b) => a[0] - b[0])) {
  xs.sort((a, b) => a - b);
  const ns = nodes.get(d)!.sort((a, b) => a - b);
  all.push(...ns);
  console.log(
    `trick ${d + 1}: ${xs.length} views, CPU-ms a decision median ${xs[xs.length >> 1]!.toFixed(1)}, p90 ${xs[Math.floor(xs.length * 0.9)]!.toFixed(1)}, slowest ${xs[xs.length - 1]!.toFixed(1)}; positions median ${ns[ns.length >> 1]}, slowest ${ns[ns.length - 1]}`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `all ${all.length} decisions: positions median ${all[all.length >> 1]}, p90 ${all[Math.floor(all.length * 0.9)]}, slowest ${all[all.length - 1]}; above the default cap of ${cap}: ${all.filter((n) => n > cap).length}`,
);
