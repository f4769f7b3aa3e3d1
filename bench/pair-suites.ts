/**
 * Pairs two stored suites that played the same deals (the same arena seed,
 * lineup and table size: `pimcinferbot4` plays `pimcbot4`'s), match by
 * match over the matches both have, and prints entrant 0's win rate in
 * each and the change from A to B with an interval clustered by deal (the
 * mean over deals of the deal's change, ± 1.96 standard errors).
 *
 * Run: `npx tsx bench/pair-suites.ts A B` (e.g. `pimcbot4 pimcinferbot4`).
 */
import { readFileSync } from 'node:fs';
import type { Stored } from './evaluate.js';

const [a = 'pimcbot4', b = 'pimcinferbot4'] = process.argv.slice(2);
const read = (name: string): Stored => JSON.parse(readFileSync(new URL(`./results/${name}.json`, import.meta.url), 'utf8')) as Stored;
const A = read(a);
const B = read(b);
if (A.config.seed !== B.config.seed || JSON.stringify(A.config.lineup) !== JSON.stringify(B.config.lineup) || A.config.players !== B.config.players) {
  throw new Error(`${a} and ${b} did not play the same deals`);
}
const common = Math.min(A.results.length, B.results.length);
const win = (m: Stored['results'][number]): number => m.result[m.lineup.indexOf(0)]!;
const perDeal = new Map<number, number[]>();
let wa = 0;
let wb = 0;
for (let i = 0; i < common; i++) {
  const x = A.results[i]!;
  const y = B.results[i]!;
  if (x.index !== y.index || x.deal !== y.deal || JSON.stringify(x.lineup) !== JSON.stringify(y.lineup)) throw new Error(`match ${i} differs in its deal or seating`);
  wa += win(x);
  wb += win(y);
  const d = perDeal.get(x.deal) ?? [];
  d.push(win(y) - win(x));
  perDeal.set(x.deal, d);
}
const diffs = [...perDeal.values()].map((d) => d.reduce((p, q) => p + q, 0) / d.length);
const mean = diffs.reduce((p, q) => p + q, 0) / diffs.length;
const sd = Math.sqrt(diffs.reduce((p, q) => p + (q - mean) ** 2, 0) / Math.max(1, diffs.length - 1));
const half = (1.96 * sd) / Math.sqrt(diffs.length);
const pct = (x: number): string => (100 * x).toFixed(1);
console.log(
  `${B.names[0]} (${b}) against ${A.names[0]} (${a}) on the same ${common} matches (${diffs.length} deals): win rate ${pct(wb / common)} % against ${pct(wa / common)} %, change ${pct(mean)} points [${pct(mean - half)}, ${pct(mean + half)}]`,
);
