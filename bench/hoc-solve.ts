/**
 * Speed of the Hoc solver (`hoc.solve`, `hoc.analyze`) on the built
 * package, one core: `npm run bench:hoc-solve -- [deals] [deals3]`.
 *
 * - From the first card of the play: seeded deals 0, 1, … of 2 and of 3
 *   players, bid through with random actions (a fixed generator), then
 *   `solve` (the value, the best actions and a line of best play) at the
 *   first card. Default 100 deals of 2 players and 30 of 3 (`deals3`:
 *   the paranoid search of a whole 3-player play can take seconds).
 * - `analyze` at the first card of the 2-player deals (the value of every
 *   first card), the first `deals / 5`.
 *
 * Prints the median, 90th and 99th percentiles and the maximum, in
 * milliseconds of CPU time of this process (so that a busy shared machine
 * distorts them less than wall-clock time would). A script, not a test:
 * figures depend on the machine.
 */
import * as hoc from '../dist/hoc/index.js';
import { cpu, stats } from './timing.js';

const deals = Number(process.argv[2] ?? 100);
const deals3 = Number(process.argv[3] ?? 30);

/** The first card of the play of deal `seed`, after random bidding (the generator of the tests). */
function firstCard(players: 2 | 3, seed: number): hoc.HocState {
  let x = (seed + 1) >>> 0 || 1;
  const s = hoc.clone(hoc.setup({ players, seed }));
  while (s.phase !== 'play') {
    const ids = hoc.legalIds(s);
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    hoc.applyMutable(s, ids[Math.floor((x / 2 ** 32) * ids.length)]!);
  }
  return s;
}

for (const players of [2, 3] as const) {
  const ms: number[] = [];
  for (let seed = 0; seed < (players === 2 ? deals : deals3); seed++) {
    const s = firstCard(players, seed);
    ms.push(cpu(() => hoc.solve(s)));
  }
  stats(`${players}p from the first card of the play: solve`, ms);
}
const ms: number[] = [];
for (let seed = 0; seed < Math.ceil(deals / 5); seed++) {
  const s = firstCard(2, seed);
  ms.push(cpu(() => hoc.analyze(s)));
}
stats('2p from the first card of the play: analyze', ms);
