/**
 * Counting and drawing deals of hidden cards for the Hoc sampler, exactly.
 *
 * The places are up to two seats (`0`, `1`) and the stock (`2`). Each
 * hidden card may go to some of them (a bit per place), each place takes
 * exactly its count, each seat takes between `lo` and `hi` cards of each
 * suit, and may have to take cards of one suit worth exactly some point
 * value (an announced point's value). Within a suit, cards with the same
 * allowed places are interchangeable unless a value is asked, so the number
 * of ways to deal a suit giving `k0` cards to seat 0 and `k1` to seat 1 is
 * a sum of products of binomial coefficients (or, with a value, a sum over
 * the seat's subsets of that suit); the deals of all four suits are then
 * counted by a dynamic programme over suits on the cards still to give each
 * seat. Drawing walks the same tables, so every deal that fits is equally
 * likely. Counts are doubles (see core/count.ts).
 */
import { FACT, INV_FACT, binom } from '../core/count.js';
import { below, uniform } from '../core/random.js';
import type { Rng } from '../rng/rng.js';

/** Allowed-place masks: seat 0, seat 1, the stock. */
export const SEAT0 = 1;
/** Seat 1's bit. */
export const SEAT1 = 2;
/** The stock's bit. */
export const STOCK = 4;

/** Point value by Hoc strength (Ace 1 … 10 10 10 10 for 10 J Q K). */
const VALUE: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];

/** One deal problem (see the module summary). */
export interface Problem {
  /** Per suit: the hidden card ids. */
  cards: number[][];
  /** Per suit: each card's allowed places (parallel to `cards`). */
  allowed: number[][];
  /** Cards seat 0 takes. */
  cap0: number;
  /** Cards seat 1 takes (0 with two players). */
  cap1: number;
  /** Per suit: the least cards of it seat 0 takes. */
  lo0: number[];
  /** Per suit: the most. */
  hi0: number[];
  /** Per suit, seat 1. */
  lo1: number[];
  /** Per suit, seat 1. */
  hi1: number[];
  /** Per suit: the point value seat 0's hidden cards of it must add up to, or -1. */
  val0: number[];
  /** Per suit, seat 1. */
  val1: number[];
}

/** One suit's deals, counted by what each seat takes. */
interface Suit {
  /** `g[k0 * (cap1 + 1) + k1]`: the ways to deal the suit giving k0 and k1 cards to the seats. */
  g: Float64Array;
  /** Deals the suit's cards giving exactly k0 and k1, uniformly among such deals. */
  deal(k0: number, k1: number, out: Deal, rng: Rng): void;
}

/** The counted problem, ready to draw from. */
export interface Tables {
  p: Problem;
  suits: Suit[];
  /** `tail[s][u0 * (cap1 + 1) + u1]`: the ways to deal suits s…3 giving u0 and u1 cards. */
  tail: Float64Array[];
  /** The number of deals. */
  total: number;
  /** Per suit, by `u0 * (cap1 + 1) + u1` (the cards still to give each seat): the counts it may give, once computed. */
  splits: (Choice | null)[][];
}

/** The deal drawn: the card ids each place gets. */
export interface Deal {
  seat0: number[];
  seat1: number[];
  stock: number[];
}

function multinomial3(a: number, i: number, j: number): number {
  return FACT[a]! * INV_FACT[i]! * INV_FACT[j]! * INV_FACT[a - i - j]!;
}

/**
 * The weights of one draw, computed once and kept for every later draw
 * of the same kind (a sampler draws many deals from the same tables), as
 * running sums: a draw is then a binary search instead of a walk over
 * every weight (a 3-player suit has up to 169 of them).
 */
interface Choice {
  /** `sums[i]`: the weights up to and including `i`, added up in order. */
  sums: Float64Array;
  /** What each weight stands for. */
  values: Int32Array;
  /** The weights' sum (the last running sum). */
  total: number;
  /** The index of the last positive weight (where a target rounded up to the total falls). */
  last: number;
}

/** A {@link Choice} of the weights and values listed. */
function choiceOf(weights: readonly number[], values: readonly number[]): Choice {
  const sums = new Float64Array(weights.length);
  let total = 0;
  let last = -1;
  for (let i = 0; i < weights.length; i++) {
    if (weights[i]! > 0) last = i;
    total += weights[i]!;
    sums[i] = total;
  }
  // The array-like constructor: `from` walks a list through the iterator protocol.
  return { sums, values: new Int32Array(values), total, last };
}

/**
 * A draw from a kept choice, with probability proportional to the weights:
 * the first index whose running sum exceeds `uniform × total`, found by
 * binary search (a zero weight's running sum equals the one before it, so
 * it is never the first to exceed; rounding that leaves the target at the
 * total falls on the last positive weight).
 */
function chooseKept(c: Choice, rng: Rng): number {
  const sums = c.sums;
  const target = uniform(rng) * c.total;
  let lo = 0;
  let hi = c.last;
  if (!(target < sums[hi]!)) return c.values[hi]!;
  // Invariant: sums[hi] > target; every index below lo has sums ≤ target.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (target < sums[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return c.values[lo]!;
}

/**
 * Moves `k` cards chosen at random from `a[start…]` into `to`, shuffling
 * them to the front of that part (Fisher–Yates on the part, unbiased
 * draws); the rest is `a[start + k…]`.
 */
function pickFrom(a: number[], start: number, k: number, to: number[], rng: Rng): void {
  const n = a.length - start;
  for (let i = 0; i < k; i++) {
    const j = start + i + below(rng, n - i);
    const x = a[j]!;
    a[j] = a[start + i]!;
    a[start + i] = x;
    to.push(x);
  }
}

/** Moves `k` cards chosen at random from `from` into `to` and pushes the rest onto `rest`; `scratch` (as long as `from`) is shuffled in place of a copy of `from`. */
function pickRest(from: readonly number[], scratch: number[], k: number, to: number[], rest: number[], rng: Rng): void {
  if (k === 0) return pushFrom(rest, from, 0);
  const a = refill(scratch, from);
  pickFrom(a, 0, k, to, rng);
  pushFrom(rest, a, k);
}

/** Copies `from` over `to` (of the same length) and returns `to`. */
function refill(to: number[], from: readonly number[]): number[] {
  for (let i = 0; i < from.length; i++) to[i] = from[i]!;
  return to;
}

/** Pushes `from[start…]` onto `to`. */
function pushFrom(to: number[], from: readonly number[], start: number): void {
  for (let i = start; i < from.length; i++) to.push(from[i]!);
}

/** A suit without point values to meet: cards of one allowed mask are interchangeable. */
function plainSuit(cards: number[], masks: number[], p: Problem, s: number): Suit {
  const { cap0, cap1 } = p;
  const w = cap1 + 1;
  const kinds: number[][] = [[], [], [], [], [], [], [], []];
  cards.forEach((id, i) => kinds[masks[i]!]!.push(id));
  const a7 = kinds[7]!.length;
  const a5 = kinds[5]!.length;
  const a6 = kinds[6]!.length;
  const a1 = kinds[1]!.length;
  const a2 = kinds[2]!.length;
  const ways = (k0: number, k1: number, i: number, j: number) => multinomial3(a7, i, j) * binom(a5, k0 - a1 - i) * binom(a6, k1 - a2 - j);
  const g = new Float64Array((cap0 + 1) * w);
  // A card allowed nowhere, or to both seats but not the stock (never built), makes no deal.
  if (kinds[0]!.length === 0 && kinds[3]!.length === 0) {
    for (let k0 = Math.max(p.lo0[s]!, a1); k0 <= Math.min(p.hi0[s]!, cap0, a1 + a5 + a7); k0++) {
      for (let k1 = Math.max(p.lo1[s]!, a2); k1 <= Math.min(p.hi1[s]!, cap1, a2 + a6 + a7); k1++) {
        let x = 0;
        for (let i = 0; i <= a7 && i <= k0 - a1; i++) for (let j = 0; i + j <= a7 && j <= k1 - a2; j++) x += ways(k0, k1, i, j);
        g[k0 * w + k1] = x;
      }
    }
  }
  // The split of the free cards for each (k0, k1), built on first use.
  // Filled with null up front: a list first written at a high index would be a slow sparse one.
  const cache: (Choice | null)[] = new Array<Choice | null>((cap0 + 1) * w).fill(null);
  const scratch7 = kinds[7]!.slice();
  const scratch5 = kinds[5]!.slice();
  const scratch6 = kinds[6]!.slice();
  const splitsOf = (k0: number, k1: number): Choice => {
    const weights: number[] = [];
    const values: number[] = [];
    for (let i = 0; i <= a7; i++) {
      for (let j = 0; i + j <= a7; j++) {
        // Only the splits that can happen: a smaller table to search (a zero weight is never drawn).
        const x = ways(k0, k1, i, j);
        if (x <= 0) continue;
        weights.push(x);
        values.push(i * 64 + j);
      }
    }
    return choiceOf(weights, values);
  };
  return {
    g,
    deal(k0, k1, out, rng) {
      // How many of the cards free for every place go to each seat: i and j.
      const c = (cache[k0 * w + k1] ??= splitsOf(k0, k1));
      const split = chooseKept(c, rng);
      const i = split >> 6;
      const j = split & 63;
      // The free cards: i to seat 0, then j of the rest to seat 1, the others to the stock
      // (shuffled in a scratch copy kept with the suit: the same draws as on a fresh copy).
      const free = refill(scratch7, kinds[7]!);
      pickFrom(free, 0, i, out.seat0, rng);
      pickFrom(free, i, j, out.seat1, rng);
      pushFrom(out.stock, free, i + j);
      pickRest(kinds[5]!, scratch5, k0 - a1 - i, out.seat0, out.stock, rng);
      pickRest(kinds[6]!, scratch6, k1 - a2 - j, out.seat1, out.stock, rng);
      pushFrom(out.stock, kinds[4]!, 0);
      pushFrom(out.seat0, kinds[1]!, 0);
      pushFrom(out.seat1, kinds[2]!, 0);
    },
  };
}

/**
 * The subsets (as bit masks over `cards`) a seat may take: only cards it is
 * allowed, every card forced to it, between `lo` and `hi` cards, and (when
 * `value >= 0`) worth exactly `value` points.
 */
function subsets(cards: readonly number[], masks: readonly number[], bit: number, lo: number, hi: number, value: number): number[] {
  const out: number[] = [];
  const h = cards.length;
  const visit = (i: number, set: number, size: number, worth: number) => {
    if (size > hi || (value >= 0 && worth > value)) return;
    if (i === h) {
      if (size >= lo && (value < 0 || worth === value)) out.push(set);
      return;
    }
    const m = masks[i]!;
    if (m & bit) visit(i + 1, set | (1 << i), size + 1, worth + VALUE[cards[i]! % 13]!);
    if (m !== bit) visit(i + 1, set, size, worth);
  };
  visit(0, 0, 0, 0);
  return out;
}

function bitCount(x: number): number {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
}

/**
 * A suit where a seat must meet a point value: that seat's subsets are
 * listed (seat 0's first, then seat 1's within what is left when both must),
 * and what is left goes to the other places by binomial counting.
 */
function valuedSuit(cards: number[], masks: number[], p: Problem, s: number): Suit {
  const { cap0, cap1 } = p;
  const w = cap1 + 1;
  const h = cards.length;
  // Each way: seat 0's set, seat 1's fixed set (or -1: chosen among the free ones), and its weight per k1.
  const ways: { a: number; b: number; free6: number[]; only2: number[]; stock: number[] }[] = [];
  const valued1 = p.val1[s]! >= 0;
  for (const a of subsets(cards, masks, SEAT0, p.lo0[s]!, Math.min(p.hi0[s]!, cap0), p.val0[s]!)) {
    const restIdx: number[] = [];
    for (let i = 0; i < h; i++) if (!(a & (1 << i))) restIdx.push(i);
    if (restIdx.some((i) => (masks[i]! & (SEAT1 | STOCK)) === 0)) continue;
    if (valued1) {
      const restCards = restIdx.map((i) => cards[i]!);
      const restMasks = restIdx.map((i) => masks[i]! & (SEAT1 | STOCK));
      for (const b of subsets(restCards, restMasks, SEAT1, p.lo1[s]!, Math.min(p.hi1[s]!, cap1), p.val1[s]!)) {
        const left = restIdx.filter((_, j) => !(b & (1 << j)));
        if (left.some((i) => (masks[i]! & STOCK) === 0)) continue;
        let bb = 0;
        restIdx.forEach((i, j) => b & (1 << j) && (bb |= 1 << i));
        ways.push({ a, b: bb, free6: [], only2: [], stock: left });
      }
    } else {
      const free6 = restIdx.filter((i) => (masks[i]! & (SEAT1 | STOCK)) === (SEAT1 | STOCK));
      const only2 = restIdx.filter((i) => (masks[i]! & (SEAT1 | STOCK)) === SEAT1);
      const stock = restIdx.filter((i) => (masks[i]! & (SEAT1 | STOCK)) === STOCK);
      ways.push({ a, b: -1, free6, only2, stock });
    }
  }
  const weight = (x: (typeof ways)[number], k1: number) => {
    if (x.b >= 0) return bitCount(x.b) === k1 ? 1 : 0;
    if (k1 < p.lo1[s]! || k1 > p.hi1[s]!) return 0;
    return binom(x.free6.length, k1 - x.only2.length);
  };
  const g = new Float64Array((cap0 + 1) * w);
  for (const x of ways) {
    const k0 = bitCount(x.a);
    for (let k1 = 0; k1 <= cap1; k1++) g[k0 * w + k1]! += weight(x, k1);
  }
  // Built on first use and kept for later draws: per (k0, k1) the weights of the ways giving seat 0 k0
  // cards (the same weights, in the same order, as a fresh list of them); per way its free cards and a
  // scratch copy to shuffle.
  let kept: (Choice | null)[] | null = null;
  const free: (number[] | null)[] = new Array<number[] | null>(ways.length).fill(null);
  const scratch: (number[] | null)[] = new Array<number[] | null>(ways.length).fill(null);
  const keptOf = (k0: number, k1: number): Choice => {
    const weights: number[] = [];
    const at: number[] = [];
    for (let i = 0; i < ways.length; i++) {
      if (bitCount(ways[i]!.a) !== k0) continue;
      weights.push(weight(ways[i]!, k1));
      at.push(i);
    }
    return choiceOf(weights, at);
  };
  return {
    g,
    deal(k0, k1, out, rng) {
      kept ??= new Array<Choice | null>((cap0 + 1) * w).fill(null);
      const at = chooseKept((kept[k0 * w + k1] ??= keptOf(k0, k1)), rng);
      const x = ways[at]!;
      for (let i = 0; i < h; i++) if (x.a & (1 << i)) out.seat0.push(cards[i]!);
      if (x.b >= 0) {
        for (let i = 0; i < h; i++) if (x.b & (1 << i)) out.seat1.push(cards[i]!);
        for (const i of x.stock) out.stock.push(cards[i]!);
        return;
      }
      for (const i of x.only2) out.seat1.push(cards[i]!);
      const six = (free[at] ??= x.free6.map((i) => cards[i]!));
      pickRest(six, (scratch[at] ??= six.slice()), k1 - x.only2.length, out.seat1, out.stock, rng);
      for (const i of x.stock) out.stock.push(cards[i]!);
    },
  };
}

/** Swaps the two seats' bits in an allowed mask. */
function swapBits(m: number): number {
  return (m & STOCK) | ((m & SEAT0) << 1) | ((m & SEAT1) >> 1);
}

/** A suit where only seat 1 must meet a value: counted with the seats swapped, so seat 1's subsets are the ones listed. */
function valuedSuitForSeat1(cards: number[], masks: number[], p: Problem, s: number): Suit {
  const q: Problem = { ...p, cap0: p.cap1, cap1: p.cap0, lo0: p.lo1, hi0: p.hi1, lo1: p.lo0, hi1: p.hi0, val0: p.val1, val1: p.val0 };
  const swapped = valuedSuit(cards, masks.map(swapBits), q, s);
  const w = p.cap1 + 1;
  const g = new Float64Array((p.cap0 + 1) * w);
  for (let k0 = 0; k0 <= p.cap0; k0++) for (let k1 = 0; k1 <= p.cap1; k1++) g[k0 * w + k1] = swapped.g[k1 * (p.cap0 + 1) + k0]!;
  return {
    g,
    deal(k0, k1, out, rng) {
      const flip: Deal = { seat0: out.seat1, seat1: out.seat0, stock: out.stock };
      swapped.deal(k1, k0, flip, rng);
    },
  };
}

/** Counts the deals of a problem. */
export function count(p: Problem): Tables {
  const { cap0, cap1 } = p;
  const w = cap1 + 1;
  const size = (cap0 + 1) * w;
  const suits: Suit[] = [];
  for (let s = 0; s < 4; s++) {
    const make = p.val0[s]! >= 0 ? valuedSuit : p.val1[s]! >= 0 ? valuedSuitForSeat1 : plainSuit;
    suits.push(make(p.cards[s]!, p.allowed[s]!, p, s));
  }
  const tail: Float64Array[] = new Array<Float64Array>(5);
  tail[4] = new Float64Array(size);
  tail[4][0] = 1;
  for (let s = 3; s >= 0; s--) {
    const t = new Float64Array(size);
    const gs = suits[s]!.g;
    const next = tail[s + 1]!;
    // The most cards the later suits can give each seat: beyond them every term is 0 (skipped below
    // as before, so the same terms are added in the same order; the loops only stop sooner).
    let far0 = 0;
    let far1 = 0;
    for (let i = 0; i < size; i++) {
      if (next[i] === 0) continue;
      far0 = Math.max(far0, Math.floor(i / w));
      far1 = Math.max(far1, i % w);
    }
    for (let k0 = 0; k0 <= cap0; k0++) {
      for (let k1 = 0; k1 <= cap1; k1++) {
        const ways = gs[k0 * w + k1]!;
        if (ways === 0) continue;
        const end0 = Math.min(cap0, k0 + far0);
        const end1 = Math.min(cap1, k1 + far1);
        for (let u0 = k0; u0 <= end0; u0++) {
          for (let u1 = k1; u1 <= end1; u1++) {
            const rest = next[(u0 - k0) * w + (u1 - k1)]!;
            if (rest !== 0) t[u0 * w + u1]! += ways * rest;
          }
        }
      }
    }
    tail[s] = t;
  }
  // Made with the tables, not on a first draw: lists made then would lie far from the rest in memory,
  // and a sampler drawing from many views in turn waits on the memory more than it computes.
  const splits = [0, 1, 2, 3].map(() => new Array<Choice | null>(size).fill(null));
  return { p, suits, tail, total: tail[0]![cap0 * w + cap1]!, splits };
}

/** The ways suit `s` may give u0 and u1 cards still to give out: the counts it takes, weighted by the deals of the suits after it. */
function countsOf(t: Tables, s: number, u0: number, u1: number): Choice {
  const w = t.p.cap1 + 1;
  const gs = t.suits[s]!.g;
  const next = t.tail[s + 1]!;
  const weights: number[] = [];
  const values: number[] = [];
  for (let k0 = 0; k0 <= u0; k0++) {
    for (let k1 = 0; k1 <= u1; k1++) {
      const x = gs[k0 * w + k1]! * next[(u0 - k0) * w + (u1 - k1)]!;
      if (x > 0) {
        weights.push(x);
        values.push(k0 * w + k1);
      }
    }
  }
  return choiceOf(weights, values);
}

/** Draws one deal, every fitting deal equally likely (the problem must have `total > 0`). */
export function drawDeal(t: Tables, rng: Rng): Deal {
  const { cap0, cap1 } = t.p;
  const w = cap1 + 1;
  const out: Deal = { seat0: [], seat1: [], stock: [] };
  let u0 = cap0;
  let u1 = cap1;
  for (let s = 0; s < 4; s++) {
    // The counts this suit gives each seat, weighted by the deals they leave (kept for later draws).
    const cache = t.splits[s]!;
    const c = (cache[u0 * w + u1] ??= countsOf(t, s, u0, u1));
    const split = chooseKept(c, rng);
    const k0 = Math.floor(split / w);
    const k1 = split % w;
    t.suits[s]!.deal(k0, k1, out, rng);
    u0 -= k0;
    u1 -= k1;
  }
  return out;
}
