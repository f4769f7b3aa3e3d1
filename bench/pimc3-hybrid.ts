/**
 * A hybrid of the `pimc3` suite's PIMC on dev deals (bench/pimc-dev.ts's,
 * arena seed `dev pimc3 SEED`): PIMC3 whose trump choice is made by an
 * ISMCTS player at 200 iterations built from the same seed (`trumps`),
 * which also plays the first K tricks of its hands as hakem by that
 * ISMCTS (`hakemK`), or whose first K tricks as hakem are that ISMCTS's
 * but whose trumps stay `hokmBot`'s (`playK`). A diagnostic of where PIMC loses as hakem: pair its
 * OUT file with `bench/pimc-dev.ts pimc3 MATCHES SEED '{}' OUT` by
 * `bench/pair-suites.ts`. Stores nothing else.
 *
 * Run: `npx tsx bench/pimc3-hybrid.ts MATCHES SEED MODE OUT` (MODE `trumps`, `hakem3`, `play17` …).
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { arena, formatArena, ismcts } from '../src/bots/index.js';
import type { HokmView } from '../src/hokm/index.js';
import { configOf, SUITES, type Suite } from './evaluate.js';

const [m = '6', seed = '1', mode = 'trumps', out] = process.argv.slice(2);
const base = SUITES['pimc3']!;
const suite: Suite = { ...base, seed: `dev pimc3 ${seed}` };
const config = configOf('pimc3', suite, Number(m));
const k = mode.startsWith('hakem') ? Number(mode.slice(5)) : mode.startsWith('play') ? Number(mode.slice(4)) : 0;
const trumps = !mode.startsWith('play');
const pimc = config.entrants[0]!;
config.entrants[0] = {
  name: `${pimc.name} + ismcts ${mode}`,
  create: (s) => {
    const p = pimc.create(s) as (v: HokmView) => unknown;
    const q = ismcts({ iterations: 200, seed: s }) as (v: HokmView) => unknown;
    return ((v: HokmView) => ((trumps && v.phase === 'trump') || (v.phase === 'play' && v.hakem === v.seat && v.history.length < k) ? q(v) : p(v))) as never;
  },
};
const t = process.cpuUsage();
const r = arena(config);
const c = process.cpuUsage(t);
console.log(formatArena(r));
console.log(
  `${((c.user + c.system) / 1e6 / Number(m)).toFixed(2)} CPU-s a match; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
if (out !== undefined) {
  const results = r.results.map(({ options: _o, record: _r, ...x }) => x);
  writeFileSync(out, JSON.stringify({ suite: 'pimc3', config: { ...suite, matches: Number(m), seed: suite.seed }, names: r.names, results }));
}
