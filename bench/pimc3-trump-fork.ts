/**
 * What the hakem's trump choice is worth to a 3-player PIMC, hand by hand:
 * for seeded first hands (seeds `dev pimc3t fork N`, no suite's), the
 * hakem is the suite `pimc3`'s PIMC and the two others ISMCTS at 200
 * iterations; the hakem's trumps are named by `hokmBot` (as PIMC does) and
 * by each other chooser given, and wherever a chooser names another suit
 * the hand is played out from there with both choices, by players built
 * from the same seeds. Prints, per chooser, how often it agrees with
 * `hokmBot`, and the hakem's hand wins and points with either choice
 * (paired: the same deals). A diagnostic: stores nothing.
 *
 * Run: `npx tsx bench/pimc3-trump-fork.ts DEALS [FROM] [CHOOSERS]` (CHOOSERS separated by `;`: `ismcts`, `ismcts800`, or
 * `solve:W:H`, the suit with the hakem's most paranoid tricks over the first H tricks on average over W worlds drawn
 * from its five cards, src/hokm/solve-tricks.ts).
 */
import { loadavg } from 'node:os';
import { hokm } from '../src/index.js';
import { hokmBot, hokmPimc, ismcts, type PimcOptions } from '../src/bots/index.js';
import type { HandResult, HokmAction, HokmState, HokmView, PlayAction, TrumpAction } from '../src/hokm/index.js';
import { paranoidTricks } from '../src/hokm/solve-tricks.js';
import { Rng, seedRng } from '../src/rng/index.js';

const [dealsArg = '200', fromArg = '0', choosersArg = 'ismcts'] = process.argv.slice(2);
const PIMC3: PimcOptions = { seed: '', worlds: 10, solveAfter: 9, tricks: true, tricksAfter: 0, tricksHorizon: 7, maxNodes: Infinity };
type Chooser = { name: string; make: (seed: string) => (v: HokmView) => HokmAction };
const choosers: Chooser[] = choosersArg.split(';').map((c) => {
  if (c === 'ismcts' || c === 'ismcts800') {
    const iterations = c === 'ismcts' ? 200 : 800;
    return { name: c, make: (seed) => ismcts({ iterations, seed }) as (v: HokmView) => HokmAction };
  }
  const [, w = '10', h = '7'] = c.split(':');
  return { name: c, make: (seed) => solvedTrumps(seed, Number(w), Number(h)) };
});

/**
 * A trump chooser by PIMC's own count: worlds drawn from the hakem's view (the other hands and its twelve cards to
 * come hidden alike), each dealt out under every suit, the hakem's best first lead by the paranoid trick count over
 * `horizon` tricks; the suit with the most in total (the first of equals).
 */
function solvedTrumps(seed: string, worlds: number, horizon: number): (v: HokmView) => HokmAction {
  const rng = new Rng(seedRng(seed));
  return (v) => {
    const suits = v.legal as TrumpAction[];
    const sums = suits.map(() => 0);
    const draw = hokm.sampler(v);
    for (let w = 0; w < worlds; w++) {
      const world = draw(rng, { mutable: true });
      for (const [i, t] of suits.entries()) {
        const hand = hokm.clone(world);
        hokm.applyMutable(hand, hokm.encodeAction(t));
        sums[i]! += Math.max(...paranoidTricks(hand, hokm.legalActions(hand) as PlayAction[], horizon));
      }
    }
    return suits[sums.indexOf(Math.max(...sums))]!;
  };
}

/** Plays hand 1 from `s` (trumps to name) with `suit` as trumps, the hakem PIMC3 and the others ISMCTS(200), all seeded by `tag`. */
function playOut(s: HokmState, suit: string, tag: string): HandResult {
  const hakem = hokm.toAct(s)!;
  const players = [0, 1, 2].map((seat) =>
    seat === hakem
      ? (hokmPimc({ ...PIMC3, seed: `${tag} ${seat}` }) as (v: HokmView) => HokmAction)
      : (ismcts({ iterations: 200, seed: `${tag} ${seat}` }) as (v: HokmView) => HokmAction),
  );
  let t = hokm.apply(s, { type: 'trump', suit } as HokmAction);
  while (t.match.lastHand === null) {
    const seat = hokm.toAct(t)!;
    t = hokm.apply(t, players[seat]!(hokm.view(t, seat)));
  }
  return t.match.lastHand;
}

interface Tally {
  differ: number;
  cpuMs: number;
  slowMs: number;
  // Over the deals where the chooser differs: hakem wins and points with hokmBot's suit and with the chooser's.
  botWin: number;
  altWin: number;
  botPts: number;
  altPts: number;
  diffs: number[];
}
const tallies = choosers.map((): Tally => ({ differ: 0, cpuMs: 0, slowMs: 0, botWin: 0, altWin: 0, botPts: 0, altPts: 0, diffs: [] }));
let baseWins = 0;
const deals = Number(dealsArg);
const from = Number(fromArg);
const t0 = process.cpuUsage();
for (let d = from; d < from + deals; d++) {
  const s = hokm.setup({ players: 3, seed: `dev pimc3t fork ${d}` });
  const hakem = hokm.toAct(s)!;
  const v = hokm.view(s, hakem);
  const bot = (hokmBot(v) as { suit: string }).suit;
  const tag = `dev pimc3t fork ${d} players`;
  const base = playOut(s, bot, tag);
  const won = (h: HandResult): number => (h.winners.includes(hakem) ? 1 : 0);
  // The hakem's points less the most either other seat scored in the hand (the match is a race between seats).
  const pts = (h: HandResult): number => (h.winners.includes(hakem) ? h.points : -h.points);
  baseWins += won(base);
  for (const [k, c] of choosers.entries()) {
    const x = tallies[k]!;
    const cpu = process.cpuUsage();
    const alt = (c.make(`dev pimc3t fork ${d} chooser`)(v) as { suit: string }).suit;
    const used = process.cpuUsage(cpu);
    const ms = (used.user + used.system) / 1000;
    x.cpuMs += ms;
    x.slowMs = Math.max(x.slowMs, ms);
    if (alt === bot) {
      x.diffs.push(0);
      continue;
    }
    x.differ++;
    const h = playOut(s, alt, tag);
    x.botWin += won(base);
    x.altWin += won(h);
    x.botPts += pts(base);
    x.altPts += pts(h);
    x.diffs.push(won(h) - won(base));
  }
  if ((d - from + 1) % 50 === 0) console.error(`${d - from + 1} deals`);
}
const c = process.cpuUsage(t0);
console.log(`${deals} deals from ${from}: PIMC hakem (hokmBot's trumps) wins ${((100 * baseWins) / deals).toFixed(1)} % of hands`);
for (const [k, c] of choosers.entries()) {
  const x = tallies[k]!;
  const mean = x.diffs.reduce((p, q) => p + q, 0) / deals;
  const sd = Math.sqrt(x.diffs.reduce((p, q) => p + (q - mean) ** 2, 0) / (deals - 1));
  const half = (1.96 * sd) / Math.sqrt(deals);
  console.log(
    `${c.name}: names another suit than hokmBot in ${x.differ} of ${deals}; there the hakem wins ${x.altWin} hands against ${x.botWin} (points ${x.altPts} against ${x.botPts}); hakem hand win rate change over all deals ${(100 * mean).toFixed(1)} points [${(100 * (mean - half)).toFixed(1)}, ${(100 * (mean + half)).toFixed(1)}]; trump decision ${(x.cpuMs / deals).toFixed(1)} CPU-ms mean, slowest ${x.slowMs.toFixed(0)}`,
  );
}
console.log(
  `${((c.user + c.system) / 1e6).toFixed(0)} CPU-s; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
