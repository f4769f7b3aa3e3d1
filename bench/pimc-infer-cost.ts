/**
 * What PIMC's inference costs per decision in 4-player Hokm: the same
 * views (every play from the 5th trick on of hands played by `hokmBot`,
 * with a choice of cards) decided by PIMC without and with inference (and
 * with it and 20 worlds), in alternating rounds, timed in CPU time of the
 * process (the machine is shared: wall-clock time would count the others'
 * work). Prints, per player, the mean CPU milliseconds per decision, the
 * slowest decision and how many took over 0.25, 0.5 and 1 s, and the
 * ratios with / without and 20 worlds / 10.
 *
 * Run: `npx tsx bench/pimc-infer-cost.ts [HANDS] [ROUNDS]` (default 6 hands, 3 rounds).
 */
import { loadavg } from 'node:os';
import { hokmBot, hokmPimc, type PimcOptions } from '../src/bots/index.js';
import { laterViews } from './pimc-views.js';

const [h = '6', r = '3'] = process.argv.slice(2);
const views = laterViews(hokmBot, Number(h));
const players: [string, PimcOptions][] = [
  ['uniform', { worlds: 10, seed: 'c' }],
  ['inference', { worlds: 10, seed: 'c', inference: {}, ties: 'bot' }],
  ['inference, 20 worlds', { worlds: 20, seed: 'c', inference: {}, ties: 'bot' }],
];
const stats = players.map(() => ({ ms: 0, n: 0, max: 0, slow: [0, 0, 0] }));
for (let round = 0; round < Number(r); round++) {
  players.forEach(([, o], k) => {
    const p = hokmPimc(o);
    const st = stats[k]!;
    for (const v of views) {
      const t = process.cpuUsage();
      p(v);
      const c = process.cpuUsage(t);
      const ms = (c.user + c.system) / 1000;
      st.ms += ms;
      st.n++;
      if (ms > st.max) st.max = ms;
      [250, 500, 1000].forEach((x, i) => (ms > x ? st.slow[i]!++ : 0));
    }
  });
}
players.forEach(([name], k) => {
  const st = stats[k]!;
  console.log(
    `${name}: ${st.n} decisions, ${(st.ms / st.n).toFixed(1)} CPU-ms each (${((1000 * st.n) / st.ms).toFixed(1)} per CPU-second), slowest ${st.max.toFixed(0)} ms, over 0.25/0.5/1 s: ${st.slow.join('/')}`,
  );
});
console.log(
  `inference / uniform: ${(stats[1]!.ms / stats[0]!.ms).toFixed(2)}×, 20 worlds / 10: ${(stats[2]!.ms / stats[1]!.ms).toFixed(2)}× the CPU time; ${views.length} views × ${r} rounds; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
