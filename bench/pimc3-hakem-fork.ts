/**
 * Where a 3-player PIMC loses as hakem, on the same deals: for seeded first
 * hands (seeds `dev pimc3t fork N`, no suite's, as
 * bench/pimc3-trump-fork.ts), the two others ISMCTS at 200 iterations, the
 * hakem is played in each way given, and each hand is played out by
 * players built from the same seeds. Ways: `pimc` (the suite `pimc3`'s
 * PIMC, `hokmBot`'s trumps), `ismcts` (ISMCTS at 200 throughout: its own
 * trumps and play), `botIsmcts` (`hokmBot`'s trumps, ISMCTS's play),
 * `ismctsK` (`hokmBot`'s trumps, ISMCTS's first K tricks, then PIMC), or a
 * JSON patch of PIMC3. Prints the hakem's hand wins per way and each way's
 * change against the first, paired by deal. A diagnostic: stores nothing.
 *
 * With ROLE `next` or `last` the seat played in those ways is a defender
 * instead (the hakem's next seat, or the one after it: the hakem is then
 * ISMCTS), and the table counts that seat's hand wins.
 *
 * Run: `npx tsx bench/pimc3-hakem-fork.ts DEALS [FROM] [WAYS] [ROLE]` (WAYS separated by `;`, default `pimc;ismcts;botIsmcts;ismcts3`;
 * ROLE `hakem`, the default, `next` or `last`).
 */
import { loadavg } from 'node:os';
import { hokm } from '../src/index.js';
import { hokmBot, hokmPimc, ismcts, type PimcOptions } from '../src/bots/index.js';
import type { HandResult, HokmAction, HokmState, HokmView } from '../src/hokm/index.js';

const [dealsArg = '200', fromArg = '0', waysArg = 'pimc;ismcts;botIsmcts;ismcts3', role = 'hakem'] = process.argv.slice(2);
const offset = ['hakem', 'next', 'last'].indexOf(role);
if (offset < 0) throw new Error(`unknown role ${role}`);
const PIMC3: PimcOptions = { seed: '', worlds: 10, solveAfter: 9, tricks: true, tricksAfter: 0, tricksHorizon: 7, maxNodes: Infinity };
type Player = (v: HokmView) => HokmAction;
const pimcOf = (seed: string, patch: Partial<PimcOptions> = {}): Player => hokmPimc({ ...PIMC3, ...patch, seed }) as Player;
const ismctsOf = (seed: string): Player => ismcts({ iterations: 200, seed }) as Player;
const ways: { name: string; make: (seed: string) => Player }[] = waysArg.split(';').map((w) => {
  if (w === 'pimc') return { name: w, make: (seed) => pimcOf(seed) };
  if (w === 'ismcts') return { name: w, make: ismctsOf };
  if (w === 'botIsmcts') {
    return {
      name: w,
      make: (seed) => {
        const q = ismctsOf(seed);
        return (v) => (v.phase === 'trump' ? hokmBot(v) : q(v));
      },
    };
  }
  if (w.startsWith('ismcts')) {
    const k = Number(w.slice(6));
    return {
      name: w,
      make: (seed) => {
        const p = pimcOf(seed);
        const q = ismctsOf(seed);
        return (v) => (v.phase === 'play' && v.history.length < k ? q(v) : p(v));
      },
    };
  }
  const patch = JSON.parse(w) as Partial<PimcOptions>;
  return { name: w, make: (seed) => pimcOf(seed, patch) };
});

/** Plays hand 1 from `s` (trumps to name), the seat of ROLE played by `make`'s player, the others ISMCTS(200), all seeded by `tag`. */
function playOut(s: HokmState, make: (seed: string) => Player, tag: string): { hand: HandResult; cpuMs: number } {
  const target = (hokm.toAct(s)! + offset) % 3;
  const players = [0, 1, 2].map((seat) => (seat === target ? make(`${tag} ${seat}`) : ismctsOf(`${tag} ${seat}`)));
  let t = s;
  let cpuMs = 0;
  while (t.match.lastHand === null) {
    const seat = hokm.toAct(t)!;
    const c = process.cpuUsage();
    const a = players[seat]!(hokm.view(t, seat));
    if (seat === target) {
      const u = process.cpuUsage(c);
      cpuMs += (u.user + u.system) / 1000;
    }
    t = hokm.apply(t, a);
  }
  return { hand: t.match.lastHand, cpuMs };
}

const deals = Number(dealsArg);
const from = Number(fromArg);
const won = ways.map(() => [] as number[]);
const tricks = ways.map(() => 0);
const cpu = ways.map(() => 0);
const t0 = process.cpuUsage();
for (let d = from; d < from + deals; d++) {
  const s = hokm.setup({ players: 3, seed: `dev pimc3t fork ${d}` });
  const target = (hokm.toAct(s)! + offset) % 3;
  for (const [k, w] of ways.entries()) {
    const { hand, cpuMs } = playOut(s, w.make, `dev pimc3t fork ${d} players`);
    won[k]!.push(hand.winners.includes(target) ? 1 : 0);
    tricks[k]! += hand.tricks[target]!;
    cpu[k]! += cpuMs;
  }
  if ((d - from + 1) % 50 === 0) console.error(`${d - from + 1} deals`);
}
const c = process.cpuUsage(t0);
const pct = (x: number): string => (100 * x).toFixed(1);
for (const [k, w] of ways.entries()) {
  const diffs = won[k]!.map((x, i) => x - won[0]![i]!);
  const mean = diffs.reduce((p, q) => p + q, 0) / deals;
  const sd = Math.sqrt(diffs.reduce((p, q) => p + (q - mean) ** 2, 0) / (deals - 1));
  const half = (1.96 * sd) / Math.sqrt(deals);
  const rate = won[k]!.reduce((p, q) => p + q, 0) / deals;
  console.log(
    `${w.name}: ${role} wins ${pct(rate)} % of ${deals} hands, ${(tricks[k]! / deals).toFixed(2)} tricks${k === 0 ? '' : `; change against ${ways[0]!.name} ${pct(mean)} points [${pct(mean - half)}, ${pct(mean + half)}]`}; ${role} ${(cpu[k]! / deals).toFixed(0)} CPU-ms a hand`,
  );
}
console.log(
  `${((c.user + c.system) / 1e6).toFixed(0)} CPU-s; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
