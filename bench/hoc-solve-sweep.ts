/**
 * The long correctness sweep of the Hoc solver: `npm run sweep:hoc-solve --
 * [count] [players] [cards]` checks `hoc.solve` and `hoc.analyze` against the plain minimax
 * of test/support/hoc-minimax.ts on `count` random endings per variant
 * (default 10,000; 2 players with at most 8 cards left in the hands, 3
 * players with at most 9; a quarter each with the default rules, false
 * "without"s, a random cards-left table, and both), and prints the counts.
 * `players` (2 or 3, or `all`) sweeps one variant only, and `cards` sets
 * the cards left (the minimax then takes about 60 ms an ending with 2
 * players and 9 cards, 0.3 s with 10, and 14 ms with 3 players and 10).
 * Exits with 1 on any disagreement.
 */
import { ENDING_CARDS, checkEnding, endingFrom } from '../test/support/hoc-solve-check.js';

const count = Number(process.argv[2] ?? 10_000);
let failed = 0;
const only = process.argv[3] === undefined || process.argv[3] === 'all' ? null : Number(process.argv[3]);
const cards = process.argv[4] === undefined ? null : Number(process.argv[4]);
if (cards !== null && (!Number.isInteger(cards) || cards < 1 || cards > 30)) throw new Error('sweep:hoc-solve: cards left is a number from 1 to 30');
const cardsLeft: Record<2 | 3, number> = cards === null ? ENDING_CARDS : { 2: cards, 3: cards };
for (const players of [2, 3] as const) {
  if (only !== null && players !== only) continue;
  const start = performance.now();
  let ok = 0;
  let seed = 1;
  for (let i = 0; i < count; i++) {
    const s = endingFrom(players, seed, cardsLeft[players]);
    // The next ending starts from the next seed after the one used.
    seed = Number(s.options.seed) + 1;
    const errors = checkEnding(s);
    if (errors.length === 0) ok++;
    else if (failed++ < 5) console.log(`${players}p seed ${seed - 1}: ${errors.join('; ')}`);
    // A running count, so that a long sweep cut short still says how far it got.
    if ((i + 1) % 500 === 0 && i + 1 < count) console.log(`${players} players: ${ok}/${i + 1} so far`);
  }
  const s = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`${players} players: ${ok}/${count} endings agree with the minimax (≤ ${cardsLeft[players]} cards left), ${s} s`);
}
process.exit(failed === 0 ? 0 : 1);
