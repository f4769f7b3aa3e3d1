/**
 * Paired PIMC pilots in 4-player Hokm: two PIMC variants each play the
 * same arena against `hokmBot` (the `pimcbot4` suite's arena seed, so the
 * same deals, seatings and player seeds), and the change in the win rate
 * from A to B has an interval clustered by deal (the mean over deals of the
 * deal's change, ± 1.96 standard errors). Each arm also prints the CPU
 * time of its solved decisions (the process's, so the machine's load does
 * not count), the slowest and how many took over 0.25, 0.5 and 1 s.
 *
 * A variant is a comma-separated list: `w=N` worlds (10), `after=T`
 * solveAfter (4), `inf` inference on, `c=N` its candidates, `e=X` its
 * epsilon, `nopartner` (the partner's plays not weighed), `vs=ismcts`
 * (against ISMCTS at 200 iterations instead of hokmBot), `p=3` (3 players).
 *
 * Run: `npx tsx bench/pimc-paired.ts A B [MATCHES] [FROM]` (default 100
 * matches from 0); `-` as A runs B alone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { arena, formatArena, hokmBot, hokmPimc, ismcts, type PimcOptions } from '../src/bots/index.js';

const [a = '-', b = 'inf', m = '100', f = '0'] = process.argv.slice(2);
const matches = Number(m);
const from = Number(f);

interface Arm {
  results: { index: number; deal: number; lineup: number[]; result: number[] }[];
  solved: number;
  solvedMs: number;
  max: number;
  /** Solved decisions over 0.25, 0.5 and 1 s. */
  slow: number[];
  /** The tricks done at each decision over 1 s. */
  slowAt: number[];
}

function optionsOf(variant: string, seed: string): PimcOptions {
  const o: PimcOptions & { inference?: Record<string, unknown> } = { worlds: 10, solveAfter: 4, seed, opponentModel: false };
  const inf: Record<string, unknown> = {};
  let on = false;
  for (const v of variant.split(',')) {
    if (v.startsWith('w=')) o.worlds = Number(v.slice(2));
    if (v.startsWith('after=')) o.solveAfter = Number(v.slice(6));
    if (v === 'inf') on = true;
    if (v.startsWith('c=')) inf.candidates = Number(v.slice(2));
    if (v.startsWith('e=')) inf.epsilon = Number(v.slice(2));
    if (v === 'nopartner') inf.partner = false;
    if (v.startsWith('pe=')) inf.partner = Number(v.slice(3));
    if (v === 'notrump') inf.trumps = false;
    if (v === 'ties') o.ties = 'bot';
  }
  if (on) o.inference = inf;
  return o;
}

/** An arm's run, kept in bench/results/.paired-VARIANT-FROM-TO.json (ignored by git): a variant is not played twice. */
function run(variant: string): Arm {
  const file = new URL(`./results/.paired-${variant.replace(/[^a-z0-9=.,-]/gi, '_')}-${from}-${from + matches}.json`, import.meta.url);
  try {
    const arm = JSON.parse(readFileSync(file, 'utf8')) as Arm & { table: string[] };
    for (const line of arm.table) console.log(line);
    return arm;
  } catch {
    const arm = play(variant);
    writeFileSync(file, JSON.stringify(arm));
    return arm;
  }
}

function play(variant: string): Arm & { table: string[] } {
  const arm: Arm & { table: string[] } = { results: [], solved: 0, solvedMs: 0, max: 0, slow: [0, 0, 0], slowAt: [], table: [] };
  const parts = variant.split(',');
  const players = parts.includes('p=3') ? 3 : 4;
  const other = parts.includes('vs=ismcts')
    ? { name: 'ismcts(200)', create: (seed: string) => ismcts({ iterations: 200, seed }) as never }
    : { name: 'hokmBot', create: () => hokmBot as never };
  const r = arena({
    game: 'hokm',
    options: { players },
    entrants: [
      {
        name: `pimc ${variant}`,
        create: (seed) => {
          const p = hokmPimc(optionsOf(variant, seed));
          return ((v: Parameters<typeof p>[0]) => {
            // CPU time of the process, not the wall clock: the machine is shared.
            const t = process.cpuUsage();
            const x = p(v);
            const c = process.cpuUsage(t);
            const ms = (c.user + c.system) / 1000;
            if (p.last!.worlds > 0) {
              arm.solved++;
              arm.solvedMs += ms;
              if (ms > arm.max) arm.max = ms;
              [250, 500, 1000].forEach((t, k) => (ms > t ? arm.slow[k]!++ : 0));
              if (ms > 1000) arm.slowAt.push((v as { history: unknown[] }).history.length);
            }
            return x;
          }) as never;
        },
      },
      other,
    ],
    lineup: players === 4 ? [0, 1, 0, 1] : [0, 1, 1],
    matches: from + matches,
    seed: players === 4 ? (parts.includes('vs=ismcts') ? 'evaluate pimc4' : 'evaluate pimcbot4') : parts.includes('vs=ismcts') ? 'evaluate pimc3' : 'evaluate pimcbot3',
    from,
    to: from + matches,
  });
  arm.table.push(
    formatArena(r),
    `${variant}: ${arm.solved} solved decisions, ${(arm.solvedMs / arm.solved).toFixed(1)} ms each, slowest ${arm.max.toFixed(0)} ms, over 0.25/0.5/1 s: ${arm.slow.join('/')} (tricks done: ${arm.slowAt.join(' ')}); load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  for (const line of arm.table) console.log(line);
  arm.results = r.results;
  return arm;
}

const pct = (x: number): string => (100 * x).toFixed(1);
const B = run(b);
const winB = B.results.reduce((s, x) => s + x.result[x.lineup.indexOf(0)]!, 0) / B.results.length;
if (a !== '-') {
  const A = run(a);
  const byIndex = new Map(A.results.map((x) => [x.index, x]));
  const perDeal = new Map<number, number[]>();
  for (const x of B.results) {
    const s = byIndex.get(x.index)!;
    const d = perDeal.get(x.deal) ?? [];
    d.push(x.result[x.lineup.indexOf(0)]! - s.result[s.lineup.indexOf(0)]!);
    perDeal.set(x.deal, d);
  }
  const diffs = [...perDeal.values()].map((d) => d.reduce((p, q) => p + q, 0) / d.length);
  const mean = diffs.reduce((p, q) => p + q, 0) / diffs.length;
  const sd = Math.sqrt(diffs.reduce((p, q) => p + (q - mean) ** 2, 0) / Math.max(1, diffs.length - 1));
  const half = (1.96 * sd) / Math.sqrt(diffs.length);
  console.log(
    `B (${b}) − A (${a}) over ${diffs.length} deals: win rate ${pct(winB)} % vs ${pct(winB - mean)} %, change ${pct(mean)} points [${pct(mean - half)}, ${pct(mean + half)}]`,
  );
}
