/**
 * PIMC's inference, this build against a base build, side by side in one
 * process: the same 4-player Hokm views (every play from the 5th trick on
 * of hands played by `hokmBot`, with a choice of cards) decided by each
 * build's `hokmPimc` with inference, in alternating rounds, timed in CPU
 * time of the process (the machine is shared). Checks that both builds
 * pick the same card at every view (the mask form of hokmBot in the
 * inference must not change a weight), and prints the CPU milliseconds per
 * decision of each player, the cost of the inference above uniform worlds
 * (the weighing and drawing of candidates), and this build with more
 * candidates.
 *
 * Run: `npx tsx bench/pimc-infer-speed.ts BASE_DIST [HANDS] [ROUNDS] [CANDIDATES,…]`
 * (BASE_DIST a folder holding another build's `dist`, e.g. `.base-dist`;
 * default 6 hands, 3 rounds, 600,1000,2000).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HokmAction, HokmView } from '../src/hokm/index.js';
import { laterViews } from './pimc-views.js';

type Player = (v: HokmView) => HokmAction;
interface Bots {
  hokmBot: Player;
  hokmPimc: (o: object) => Player;
}
const [baseDir = '.base-dist', h = '6', r = '3', more = '600,1000,2000'] = process.argv.slice(2);
const load = async (dir: string) => (await import(pathToFileURL(resolve(dir, 'bots', 'index.js')).href)) as Bots;
const base = await load(baseDir);
const mine = await load('dist');

const views = laterViews(mine.hokmBot, Number(h));
const opts = (candidates: number | null) => ({ worlds: 10, seed: 'c', ties: 'bot', ...(candidates === null ? {} : { inference: { candidates } }) });
const players: [string, () => Player][] = [
  ['base, uniform', () => base.hokmPimc(opts(null))],
  ['base, inference 200', () => base.hokmPimc(opts(200))],
  ['this, uniform', () => mine.hokmPimc(opts(null))],
  ['this, inference 200', () => mine.hokmPimc(opts(200))],
  ...more.split(',').map((c): [string, () => Player] => [`this, inference ${c}`, () => mine.hokmPimc(opts(Number(c)))]),
];
const stats = players.map(() => ({ ms: 0, n: 0, max: 0 }));
const picks: string[][] = players.map(() => []);
for (let round = 0; round < Number(r); round++) {
  players.forEach(([, make], k) => {
    const p = make();
    const st = stats[k]!;
    views.forEach((v, i) => {
      const t = process.cpuUsage();
      const a = p(v);
      const c = process.cpuUsage(t);
      const ms = (c.user + c.system) / 1000;
      st.ms += ms;
      st.n++;
      if (ms > st.max) st.max = ms;
      if (round === 0) picks[k]![i] = JSON.stringify(a);
    });
  });
}
const same = picks[1]!.every((a, i) => a === picks[3]![i]) && picks[0]!.every((a, i) => a === picks[2]![i]);
const per = (k: number) => stats[k]!.ms / stats[k]!.n;
players.forEach(([name], k) => {
  const st = stats[k]!;
  console.log(`${name}: ${per(k).toFixed(1)} CPU-ms a decision (${(1000 / per(k)).toFixed(1)} per CPU-second), slowest ${st.max.toFixed(0)} ms`);
});
const baseCost = per(1) - per(0);
const thisCost = per(3) - per(2);
console.log(
  `inference's cost at 200 candidates (above uniform): base ${baseCost.toFixed(1)}, this ${thisCost.toFixed(1)} CPU-ms a decision (${(thisCost / baseCost).toFixed(2)}×); ` +
    `decision with inference this ÷ base ${(per(3) / per(1)).toFixed(2)}×; same cards: ${same}; ${views.length} views × ${r} rounds; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
);
