/**
 * How ISMCTS names trumps in 4-player Hokm, next to `hokmBot`: over the
 * first trump decisions of seeded deals, how often the search (at several
 * budgets) names the suit `hokmBot` names, and how often it names a suit
 * of which the hakem holds at most one card of the five.
 *
 * Run: `npm run build && npx tsx bench/ismcts-trumps.ts [DEALS]`.
 */
import { loadavg } from 'node:os';
import { hokmBot, hokmIsmcts } from '../dist/bots/index.js';
import * as hokm from '../dist/hokm/index.js';

const deals = Number(process.argv[2] ?? 200);
const views: hokm.HokmView[] = [];
for (let d = 0; d < deals; d++) {
  const s = hokm.setup({ players: 4, seed: `trumps ${d}` });
  views.push(hokm.view(s, hokm.toAct(s)!));
}
const suitOf = (a: hokm.HokmAction) => (a as { suit: string }).suit;
const count = (v: hokm.HokmView, suit: string) => v.hand.filter((c) => c.endsWith(suit)).length;
const bot = views.map((v) => suitOf(hokmBot(v)));
console.log(`hokmBot: names a suit it holds one card of or none in ${views.filter((v, i) => count(v, bot[i]!) <= 1).length} of ${deals}`);
for (const iterations of [200, 800, 3200]) {
  const p = hokmIsmcts({ iterations, seed: 'trumps' });
  let same = 0;
  let short = 0;
  for (const [i, v] of views.entries()) {
    const suit = suitOf(p(v));
    if (suit === bot[i]) same++;
    if (count(v, suit) <= 1) short++;
  }
  console.log(`ismcts(${iterations}): the suit hokmBot names in ${same} of ${deals}; a suit of at most one card in ${short}`);
}
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
