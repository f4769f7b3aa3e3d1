/**
 * Speed of the exact solver (`hokm.solve`, `hokm.analyze`) on the built
 * package, one core:
 * `npm run bench:solve -- [--deals N] [--positions N] [--positions3 N]`.
 *
 * - Full deal: a 4-player deal right after trumps are named (seeded deals
 *   0, 1, …, trumps C D H S in turn), `analyze`: the exact value of every
 *   first lead. Default 100 deals, a few minutes; `--deals 1000` for the
 *   figure of record (several minutes: a few deals take seconds).
 * - After the third trick: random play (a fixed generator) to the end of
 *   the third trick, then `solve` (value and best plays), for 4, 3 and 2
 *   players. Default 200 positions for 4 and 2 players, 30 for 3 (its
 *   paranoid search takes seconds on a few of them).
 *
 * Prints the median, 90th and 99th percentiles and the maximum, in
 * milliseconds of CPU time of this process (so that a busy shared machine
 * distorts them less than wall-clock time would). A script, not a test:
 * figures depend on the machine.
 */
import * as hokm from '../dist/hokm/index.js';
import { dealAfterTrumps, positionAfter } from './positions.js';
import { cpu, stats } from './timing.js';

/** The value of option `--name N`, or `fallback`. */
function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i < 0 ? fallback : Number(process.argv[i + 1]);
  if (!Number.isInteger(v) || v < 0) throw new Error(`bench:solve: --${name} wants a count, not ${process.argv[i + 1]}`);
  return v;
}

const deals = option('deals', 100);
const positions = option('positions', 200);
const positions3 = option('positions3', 30);

const full: number[] = [];
for (let seed = 0; seed < deals; seed++) {
  const s = dealAfterTrumps(hokm, seed);
  full.push(cpu(() => hokm.analyze(s)));
}
stats('4p full deal after trumps: analyze (every lead)', full);

for (const players of [4, 3, 2] as const) {
  const ms: number[] = [];
  for (let seed = 0; seed < (players === 3 ? positions3 : positions); seed++) {
    const s = positionAfter(hokm, players, seed, 3);
    ms.push(cpu(() => hokm.solve(s)));
  }
  stats(`${players}p after the third trick: solve`, ms);
}
