/**
 * A profiling load for the exact solver: `solve` on the bench's 4-player
 * positions after the third trick (as bench/solve.ts), `--rounds R` times
 * over `--positions N` of them, printing the total CPU time. Run it under
 * `node --cpu-prof` (e.g. `npx tsx --cpu-prof bench/solve-profile.ts`) to
 * see where a position's time goes; `--deal S` profiles one whole deal's
 * `analyze` instead (seed S, as bench/solve.ts).
 */
import * as hokm from '../dist/hokm/index.js';
import { dealAfterTrumps, positionAfter } from './positions.js';
import { cpu } from './timing.js';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

const positions = option('positions', 300);
const rounds = option('rounds', 5);
const deal = option('deal', -1);

if (deal >= 0) {
  const s = dealAfterTrumps(hokm, deal);
  console.log(`deal ${deal}: ${cpu(() => hokm.analyze(s)).toFixed(0)} ms`);
} else {
  // Only the positions near the median (below `--below` ms on a first pass): what the median pays for.
  const below = option('below', 1e9);
  const states = Array.from({ length: positions }, (_, seed) => positionAfter(hokm, 4, seed, 3)).filter((s) => cpu(() => hokm.solve(s)) < below);
  let total = 0;
  for (let r = 0; r < rounds; r++) total += cpu(() => states.forEach((s) => hokm.solve(s)));
  console.log(`${states.length} positions × ${rounds}: ${total.toFixed(0)} ms, ${(total / states.length / rounds).toFixed(3)} ms each`);
}
