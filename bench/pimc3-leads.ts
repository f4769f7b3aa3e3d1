/**
 * How the hakem opens a 3-player hand: over seeded first hands (seeds
 * `dev pimc3t fork N`, as bench/pimc3-hakem-fork.ts), trumps named by
 * `hokmBot`, the hakem's first lead as the suite `pimc3`'s PIMC, ISMCTS at
 * 200 iterations and `hokmBot` would play it: how often each leads a
 * trump, the highest trump, an ace, a 9 or lower, and `hokmBot`'s card. A diagnostic: stores nothing.
 *
 * Run: `npx tsx bench/pimc3-leads.ts DEALS`
 */
import { hokm } from '../src/index.js';
import { hokmBot, hokmPimc, ismcts } from '../src/bots/index.js';
import type { HokmAction, HokmView, PlayAction } from '../src/hokm/index.js';

const deals = Number(process.argv[2] ?? 200);
type Player = (v: HokmView) => HokmAction;
const RANKS = '23456789TJQKA';
const who: Record<string, (seed: string) => Player> = {
  pimc: (seed) => hokmPimc({ seed, worlds: 10, solveAfter: 9, tricks: true, tricksAfter: 0, tricksHorizon: 7, maxNodes: Infinity }) as Player,
  ismcts: (seed) => ismcts({ iterations: 200, seed }) as Player,
  hokmBot: () => hokmBot as Player,
};
const tally = Object.fromEntries(Object.keys(who).map((k) => [k, { trump: 0, ace: 0, topTrump: 0, low: 0, same: 0 }]));
for (let d = 0; d < deals; d++) {
  let s = hokm.setup({ players: 3, seed: `dev pimc3t fork ${d}` });
  const hakem = hokm.toAct(s)!;
  s = hokm.apply(s, hokmBot(hokm.view(s, hakem)));
  const v = hokm.view(s, hakem);
  const trumps = v.hand.filter((c) => c[1] === v.trump).sort((a, b) => RANKS.indexOf(b[0]!) - RANKS.indexOf(a[0]!));
  const bot = (hokmBot(v) as PlayAction).card;
  for (const [k, make] of Object.entries(who)) {
    const card = (make(`dev pimc3t leads ${d}`)(v) as PlayAction).card;
    const t = tally[k]!;
    if (card[1] === v.trump) t.trump++;
    if (card[0] === 'A') t.ace++;
    if (card === trumps[0]) t.topTrump++;
    if (card === bot) t.same++;
    if (RANKS.indexOf(card[0]!) <= 7) t.low++;
  }
}
for (const [k, t] of Object.entries(tally))
  console.log(`${k}: of ${deals} first leads, a trump ${t.trump}, the highest trump ${t.topTrump}, an ace ${t.ace}, a 9 or lower ${t.low}, hokmBot's card ${t.same}`);
