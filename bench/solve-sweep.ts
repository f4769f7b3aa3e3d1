/**
 * The long correctness sweep of the exact solver: `npm run sweep:solve --
 * [count]` checks `hokm.solve` and `hokm.analyze` against the plain
 * minimax of test/support/hokm-minimax.ts on `count` random endings per
 * variant (default 10,000; 4 and 3 players with 3 tricks left, 2 players
 * with 4, a random number of cards on the trick), and prints the counts.
 * Exits with 1 on any disagreement.
 */
import { ENDING_TRICKS, checkEnding, endingFrom } from '../test/support/hokm-solve-check.js';

const count = Number(process.argv[2] ?? 10_000);
let failed = 0;
for (const players of [4, 3, 2] as const) {
  const start = performance.now();
  let ok = 0;
  let seed = 1;
  for (let i = 0; i < count; i++) {
    const s = endingFrom(players, seed, ENDING_TRICKS[players]);
    // The next ending starts from the next seed after the one used.
    seed = Number(s.match.options.seed) + 1;
    const errors = checkEnding(s);
    if (errors.length === 0) ok++;
    else if (failed++ < 5) console.log(`${players}p seed ${seed - 1}: ${errors.join('; ')}`);
  }
  console.log(`${players} players: ${ok}/${count} endings agree with the minimax (≤ ${ENDING_TRICKS[players]} tricks left), ${((performance.now() - start) / 1000).toFixed(1)} s`);
}
process.exit(failed === 0 ? 0 : 1);
