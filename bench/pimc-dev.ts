/**
 * A development arena for a suite of bench/evaluate.ts on deals of its own
 * (arena seed `dev SUITE SEED`, never the suite's `evaluate SUITE`): for
 * trying a PIMC setting without touching the deals the stored suite is
 * measured on. Prints the table and the PIMC entrant's CPU time per solved
 * decision and its slowest decision; stores nothing.
 *
 * Run: `npx tsx bench/pimc-dev.ts SUITE MATCHES [SEED] ['{"solveAfter":6,"inference":{}}'] [OUT]`
 * (the JSON is merged into the suite's PIMC entrant). With `OUT`, the
 * matches are also written there (as a stored suite's, without the clocks),
 * for `bench/pair-suites.ts` to pair two settings on the same deals.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { arena, formatArena } from '../src/bots/index.js';
import { clocks, configOf, SUITES, type EntrantSpec, type Suite } from './evaluate.js';

const [name = 'pimc3', m = '6', seed = '1', patch = '{}', out] = process.argv.slice(2);
const base = SUITES[name];
if (base === undefined) throw new Error(`unknown suite ${name}`);
const entrants = base.entrants.map((e) => (e.kind === 'pimc' ? { ...e, ...(JSON.parse(patch) as Partial<EntrantSpec>) } : e)) as Suite['entrants'];
const suite: Suite = { ...base, entrants, seed: `dev ${name} ${seed}` };
const t = process.cpuUsage();
const r = arena(configOf(name, suite, Number(m)));
const c = process.cpuUsage(t);
console.log(formatArena(r));
const k = entrants.findIndex((e) => e.kind === 'pimc');
const clock = clocks[k]!;
console.log(
  `${JSON.stringify(entrants[k])}: ${clock.searched} of ${clock.decisions} decisions solved, ${(clock.searchCpuMs! / clock.searched).toFixed(1)} CPU-ms each, slowest ${clock.maxCpuMs!.toFixed(0)}; ${((c.user + c.system) / 1e6 / Number(m)).toFixed(2)} CPU-s a match (all seats); load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
if (out !== undefined) {
  const results = r.results.map(({ options: _o, record: _r, ...x }) => x);
  writeFileSync(out, JSON.stringify({ suite: name, config: { ...suite, matches: Number(m), seed: suite.seed }, names: r.names, results }));
}
