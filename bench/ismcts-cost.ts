/**
 * What an iteration costs with each `opponents` mode, side by side: the
 * same 4-player Hokm views (from `hokmBot` games, every play decision with
 * more than one legal card) searched by each mode in turn, in alternating
 * rounds in one process, CPU time per searched decision. The ratio is what
 * "equal CPU time" in bench/ismcts-options.ts uses.
 *
 * Run: `npm run build && npx tsx bench/ismcts-cost.ts [ITERATIONS] [ROUNDS]`.
 */
import { loadavg } from 'node:os';
import { hokmBot, hokmIsmcts } from '../dist/bots/index.js';
import * as hokm from '../dist/hokm/index.js';

const iterations = Number(process.argv[2] ?? 200);
const rounds = Number(process.argv[3] ?? 4);
const views: hokm.HokmView[] = [];
for (let g = 0; views.length < 150; g++) {
  let s = hokm.setup({ players: 4, seed: `cost ${g}`, target: 1 });
  while (!hokm.isOver(s)) {
    const v = hokm.view(s, hokm.toAct(s)!);
    if (v.phase === 'play' && v.legal.length > 1) views.push(v);
    s = hokm.apply(s, hokmBot(v));
  }
}
const modes = ['tree', 'observers', 'policy'] as const;
const ms = new Map<string, number>(modes.map((m) => [m, 0]));
for (let r = 0; r < rounds; r++) {
  for (const m of r % 2 === 0 ? modes : [...modes].reverse()) {
    const p = hokmIsmcts({ iterations, seed: `cost ${r}`, opponents: m });
    const t = process.cpuUsage();
    for (const v of views) p(v);
    const c = process.cpuUsage(t);
    ms.set(m, ms.get(m)! + (c.user + c.system) / 1e3);
  }
}
const per = (m: string) => ms.get(m)! / (rounds * views.length);
for (const m of modes) console.log(`${m}: ${per(m).toFixed(2)} ms CPU per decision at ${iterations} iterations (${(per(m) / per('tree')).toFixed(2)}× tree)`);
console.log(
  `${views.length} views × ${rounds} rounds; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
