/**
 * The long correctness sweep of the exact solver: `npm run sweep:solve --
 * [count] [tricks]` checks `hokm.solve` and `hokm.analyze` against the plain
 * minimax of test/support/hokm-minimax.ts on `count` random endings per
 * variant (default 10,000; 4 and 3 players with 3 tricks left, 2 players
 * with 4, a random number of cards on the trick), and prints the counts.
 * `tricks` sets the tricks left for 4, 3 and 2 players, e.g. `4/4/5`
 * (the minimax then takes about 40, 7 and 6 ms an ending here: 10,000
 * endings per variant in about nine minutes; with 4 players and 5 tricks
 * left, about 4 s an ending). Exits with 1 on any disagreement.
 */
import { ENDING_TRICKS, checkEnding, endingFrom } from '../test/support/hokm-solve-check.js';

const count = Number(process.argv[2] ?? 10_000);
const depths = process.argv[3]?.split('/').map(Number);
if (depths !== undefined && (depths.length !== 3 || depths.some((t) => !Number.isInteger(t) || t < 1 || t > 13))) {
  throw new Error('sweep:solve: tricks left are three numbers from 1 to 13, for 4, 3 and 2 players, e.g. 4/4/5');
}
const tricksLeft: Record<2 | 3 | 4, number> = depths === undefined ? ENDING_TRICKS : { 4: depths[0]!, 3: depths[1]!, 2: depths[2]! };
let failed = 0;
for (const players of [4, 3, 2] as const) {
  const start = performance.now();
  let ok = 0;
  let seed = 1;
  for (let i = 0; i < count; i++) {
    const s = endingFrom(players, seed, tricksLeft[players]);
    // The next ending starts from the next seed after the one used.
    seed = Number(s.match.options.seed) + 1;
    const errors = checkEnding(s);
    if (errors.length === 0) ok++;
    else if (failed++ < 5) console.log(`${players}p seed ${seed - 1}: ${errors.join('; ')}`);
  }
  console.log(`${players} players: ${ok}/${count} endings agree with the minimax (≤ ${tricksLeft[players]} tricks left), ${((performance.now() - start) / 1000).toFixed(1)} s`);
}
process.exit(failed === 0 ? 0 : 1);
