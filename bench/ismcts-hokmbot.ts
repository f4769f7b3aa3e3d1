/**
 * Why does ISMCTS lose to `hokmBot` in 4-player Hokm? Each variant of the
 * ISMCTS partnership (200 iterations unless the variant says otherwise)
 * plays the stored suite's own matches against `hokmBot` — the same arena
 * seed (`evaluate hokm4`), deals, seatings and player seeds as
 * bench/results/hokm4.json — so every match pairs with the stored one,
 * and the change in the win rate has an interval clustered by deal (the
 * mean over deals of the deal's change, ± 1.96 standard errors).
 *
 * Variants: `base` (the stored player: reproduces the stored matches),
 * `trumpbot` (trumps named by `hokmBot`, the rest searched), `policy`
 * (option `opponents: 'policy'`), `observers` (`opponents: 'observers'`),
 * `c=X` (exploration X), `it=N` (N iterations), `trumpit=N` (trumps
 * searched with N iterations); several joined by commas
 * (`trumpbot,it=800`).
 *
 * Run: `npm run build && npx tsx bench/ismcts-hokmbot.ts VARIANT [MATCHES] [FROM]`
 * (default 200 matches from 0); prints the arena's table, the paired
 * change, and the load average.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { arena, formatArena, hokmBot, hokmIsmcts, type IsmctsOptions } from '../dist/bots/index.js';

interface Stored {
  results: { index: number; deal: number; lineup: number[]; result: number[] }[];
}

const [variant = 'base', m = '200', f = '0'] = process.argv.slice(2);
const matches = Number(m);
const from = Number(f);
const parts = variant.split(',');

function optionsOf(seed: string): IsmctsOptions {
  const o: IsmctsOptions = { iterations: 200, seed };
  for (const v of parts) {
    if (v === 'policy') o.opponents = 'policy';
    if (v === 'observers') o.opponents = 'observers';
    if (v.startsWith('c=')) o.exploration = Number(v.slice(2));
    if (v.startsWith('it=')) o.iterations = Number(v.slice(3));
  }
  return o;
}

const t0 = process.cpuUsage();
const r = arena({
  game: 'hokm',
  options: { players: 4 },
  entrants: [
    {
      name: 'ismcts(200)',
      create: (seed) => {
        const p = hokmIsmcts(optionsOf(seed));
        // trumpit=N: trumps searched with N iterations (the same seed), the play as the other parts say.
        const deep = parts.find((v) => v.startsWith('trumpit='));
        const t = deep !== undefined ? hokmIsmcts({ ...optionsOf(seed), iterations: Number(deep.slice(8)) }) : p;
        return ((v: Parameters<typeof hokmBot>[0]) => (v.phase !== 'trump' ? p(v) : parts.includes('trumpbot') ? hokmBot(v) : t(v))) as never;
      },
    },
    { name: 'hokmBot', create: () => hokmBot as never },
  ],
  lineup: [0, 1, 0, 1],
  matches: from + matches,
  seed: 'evaluate hokm4',
  from,
  to: from + matches,
});
const cpu = process.cpuUsage(t0);
console.log(`variant ${variant}`);
console.log(formatArena(r));
const stored = JSON.parse(readFileSync(new URL('./results/hokm4.json', import.meta.url), 'utf8')) as Stored;
const byIndex = new Map(stored.results.map((x) => [x.index, x]));
const perDeal = new Map<number, number[]>();
let same = 0;
for (const x of r.results) {
  const s = byIndex.get(x.index)!;
  const mine = x.result[x.lineup.indexOf(0)]!;
  const theirs = s.result[s.lineup.indexOf(0)]!;
  if (mine === theirs) same++;
  const d = perDeal.get(x.deal) ?? [];
  d.push(mine - theirs);
  perDeal.set(x.deal, d);
}
const diffs = [...perDeal.values()].map((d) => d.reduce((a, b) => a + b, 0) / d.length);
const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
const sd = Math.sqrt(diffs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, diffs.length - 1));
const half = (1.96 * sd) / Math.sqrt(diffs.length);
const pct = (x: number) => `${(100 * x).toFixed(1)}`;
console.log(
  `paired with the stored hokm4 matches ${from}–${from + matches - 1} (${diffs.length} deals): win rate change ${pct(mean)} points [${pct(mean - half)}, ${pct(mean + half)}]; ${same} of ${r.results.length} matches with the same result`,
);
console.log(
  `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
