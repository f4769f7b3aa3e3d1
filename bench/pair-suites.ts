/**
 * Pairs two stored suites that played the same deals (the same arena seed,
 * lineup and table size: `pimcinferbot4` plays `pimcbot4`'s), match by
 * match over the matches both have, and prints entrant 0's win rate in
 * each and the change from A to B with an interval clustered by deal (the
 * mean over deals of the deal's change, ± 1.96 standard errors).
 *
 * With 3 players it also pairs how often entrant 0 finished ahead of an
 * entrant-1 seat (the arena's head to head, ties ½).
 *
 * Run: `npx tsx bench/pair-suites.ts A B` (e.g. `pimcbot4 pimcinferbot4`); a
 * name ending in `.json` is a file of `bench/pimc-dev.ts … OUT` instead.
 */
import { readFileSync } from 'node:fs';
import type { Stored } from './evaluate.js';

const [a = 'pimcbot4', b = 'pimcinferbot4'] = process.argv.slice(2);
const read = (name: string): Stored => JSON.parse(readFileSync(name.endsWith('.json') ? name : new URL(`./results/${name}.json`, import.meta.url), 'utf8')) as Stored;
const A = read(a);
const B = read(b);
if (A.config.seed !== B.config.seed || JSON.stringify(A.config.lineup) !== JSON.stringify(B.config.lineup) || A.config.players !== B.config.players) {
  throw new Error(`${a} and ${b} did not play the same deals`);
}
const common = Math.min(A.results.length, B.results.length);
type Match = Stored['results'][number];
const win = (m: Match): number => m.result[m.lineup.indexOf(0)]!;
/** The share of (entrant 0 seat, entrant 1 seat) pairs where entrant 0 scored more, ties ½ (the arena's head to head). */
const ahead = (m: Match): number => {
  let sum = 0;
  let k = 0;
  for (let i = 0; i < m.lineup.length; i++) {
    if (m.lineup[i] !== 0) continue;
    for (let j = 0; j < m.lineup.length; j++) {
      if (m.lineup[j] !== 1) continue;
      sum += m.scores[i]! > m.scores[j]! ? 1 : m.scores[i] === m.scores[j] ? 0.5 : 0;
      k++;
    }
  }
  return sum / k;
};
const pct = (x: number): string => (100 * x).toFixed(1);
/** Entrant 0's `measure` in A and B over the common matches, and its change with an interval clustered by deal. */
function pair(measure: (m: Match) => number): string {
  const perDeal = new Map<number, number[]>();
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < common; i++) {
    const x = A.results[i]!;
    const y = B.results[i]!;
    if (x.index !== y.index || x.deal !== y.deal || JSON.stringify(x.lineup) !== JSON.stringify(y.lineup)) throw new Error(`match ${i} differs in its deal or seating`);
    sa += measure(x);
    sb += measure(y);
    const d = perDeal.get(x.deal) ?? [];
    d.push(measure(y) - measure(x));
    perDeal.set(x.deal, d);
  }
  const diffs = [...perDeal.values()].map((d) => d.reduce((p, q) => p + q, 0) / d.length);
  const mean = diffs.reduce((p, q) => p + q, 0) / diffs.length;
  const sd = Math.sqrt(diffs.reduce((p, q) => p + (q - mean) ** 2, 0) / Math.max(1, diffs.length - 1));
  const half = (1.96 * sd) / Math.sqrt(diffs.length);
  return `${pct(sb / common)} % against ${pct(sa / common)} %, change ${pct(mean)} points [${pct(mean - half)}, ${pct(mean + half)}] (${diffs.length} deals)`;
}
console.log(`${B.names[0]} (${b}) against ${A.names[0]} (${a}) on the same ${common} matches: win rate ${pair(win)}`);
if (A.config.players === 3) console.log(`ahead of ${B.names[1]} (each pair of seats, ties ½): ${pair(ahead)}`);
