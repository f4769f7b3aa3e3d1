/**
 * Hokm throughput: random-play 4-player hands (name trumps, then play
 * cards until the hand ends; every applied action counts as a play) through
 *   1. the pure `apply` (frozen states, action objects from `legalActions`),
 *   2. the bot fast path: `clone` once per hand, then `legalIds` and
 *      `applyMutable` with integer ids,
 *   3. a yardstick: a minimal hand-written mutable bitmask Hokm random
 *      player (hands as 13-bit suit masks, only the rules needed to play
 *      legally: follow suit, trick winner, first side to 7 tricks).
 * All three pick moves with the same seeded generator (`Rng` from src/rng,
 * which the engine also shuffles with), and every hand starts from a fresh
 * shuffle, so the figures compare engine overhead, not random-number cost.
 *
 * Run: `npm run build && npx tsx bench/hokm.ts [seconds per measurement]` (it measures the built package).
 */
import { pathToFileURL } from 'node:url';
import * as hokm from '../dist/hokm/index.js';
import { Rng, seedRng } from '../dist/rng/index.js';
import { measureRounds, printRows, type BenchRow } from './lib.js';

const HANDS_PER_BATCH = 20;

/** Plays random hands through the pure `apply`; returns the number of actions applied. */
function pureHands(rng: Rng, start: { s: hokm.HokmState }): number {
  let plays = 0;
  for (let h = 0; h < HANDS_PER_BATCH; h++) {
    let s = start.s;
    const hand = s.match.handNo;
    while (s.match.handNo === hand && !hokm.isOver(s)) {
      const legal = hokm.legalActions(s);
      s = hokm.apply(s, legal[rng.int(legal.length)]!);
      plays++;
    }
    // The next hand is already dealt; start a new match when this one is over.
    start.s = hokm.isOver(s) ? hokm.setup({ seed: rng.int(1 << 30) }) : s;
  }
  return plays;
}

/** Plays random hands on a clone per hand with `legalIds` and `applyMutable`. */
function fastHands(rng: Rng, start: { s: hokm.HokmState }): number {
  let plays = 0;
  for (let h = 0; h < HANDS_PER_BATCH; h++) {
    const s = hokm.clone(start.s);
    const hand = s.match.handNo;
    while (s.match.handNo === hand && s.phase !== 'over') {
      const legal = hokm.legalIds(s);
      hokm.applyMutable(s, legal[rng.int(legal.length)]!);
      plays++;
    }
    start.s = s.phase === 'over' ? hokm.setup({ seed: rng.int(1 << 30) }) : s;
  }
  return plays;
}

const STRENGTH = [13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The yardstick: a bare bitmask random player of 4-player Hokm hands. */
function yardstickHands(rng: Rng, hands: Int32Array, deck: number[]): number {
  let plays = 0;
  for (let h = 0; h < HANDS_PER_BATCH; h++) {
    rng.shuffle(deck);
    hands.fill(0);
    for (let i = 0; i < 52; i++) hands[((i / 13) | 0) * 4 + ((deck[i]! / 13) | 0)]! |= 1 << deck[i]! % 13;
    const trump = rng.int(4);
    plays++;
    let leader = 0;
    let won0 = 0;
    let won1 = 0;
    while (won0 < 7 && won1 < 7) {
      let led = -1;
      let best = 0;
      let bestSuit = -1;
      let bestStrength = -1;
      for (let k = 0; k < 4; k++) {
        const seat = (leader + k) & 3;
        const b = seat * 4;
        let from = 0;
        let to = 4;
        if (led >= 0 && hands[b + led] !== 0) {
          from = led;
          to = led + 1;
        }
        let total = 0;
        for (let su = from; su < to; su++) total += popcount(hands[b + su]!);
        let pick = rng.int(total);
        let suit = from;
        for (; ; suit++) {
          const c = popcount(hands[b + suit]!);
          if (pick < c) break;
          pick -= c;
        }
        let m = hands[b + suit]!;
        for (let i = 0; i < pick; i++) m &= m - 1;
        const rank = 31 - Math.clz32(m & -m);
        hands[b + suit]! &= ~(1 << rank);
        plays++;
        const strength = STRENGTH[rank]!;
        if (k === 0) {
          led = suit;
          best = seat;
          bestSuit = suit;
          bestStrength = strength;
        } else if (suit === bestSuit ? strength > bestStrength : suit === trump) {
          best = seat;
          bestSuit = suit;
          bestStrength = strength;
        }
      }
      if ((best & 1) === 0) won0++;
      else won1++;
      leader = best;
    }
  }
  return plays;
}

/**
 * Measures the three figures (plays per second): three interleaved rounds
 * of about `seconds` each, the median of each.
 */
export function benchHokm(seconds = 1): BenchRow[] {
  const rng = new Rng(seedRng('bench'));
  const pureStart = { s: hokm.setup({ seed: 1 }) };
  const fastStart = { s: hokm.setup({ seed: 1 }) };
  const hands = new Int32Array(16);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  return measureRounds(
    [
      { name: 'hokm 4p: pure apply', unit: 'plays', batch: () => pureHands(rng, pureStart) },
      { name: 'hokm 4p: clone + applyMutable(id)', unit: 'plays', batch: () => fastHands(rng, fastStart) },
      { name: 'hokm 4p: bitmask yardstick', unit: 'plays', batch: () => yardstickHands(rng, hands, deck) },
    ],
    seconds,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [pure, fast, yard] = benchHokm(Number(process.argv[2] ?? 1));
  printRows([pure!, fast!, yard!]);
  console.log(`yardstick / fast path: ${(yard!.perSecond / fast!.perSecond).toFixed(2)}x`);
  console.log(`fast path / pure apply: ${(fast!.perSecond / pure!.perSecond).toFixed(2)}x`);
}
