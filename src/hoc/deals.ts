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
 *
 * Laid out for a sampler that cycles through many views and so waits on
 * memory more than it computes (docs/design-notes.md, "Hoc's sampler:
 * memory, not arithmetic"): a counted problem's tables are one array, its
 * plain suits' facts another, most draws walk the tables rather than keep
 * their weights (kept.ts holds the few that are kept), and a deal is drawn
 * as rank masks into one reused array.
 */
import { FACT, INV_FACT, binom } from '../core/count.js';
import { below, uniform } from '../core/random.js';
import { addWeight, closeDraw, drawKept, keptPool, openDraw, type Kept } from './kept.js';
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
  /**
   * Deals the suit's cards giving exactly k0 and k1, uniformly among such
   * deals: ORs each place's cards of the suit, as a rank mask, into `out`
   * (seat 0's at `at0 + suit`, seat 1's at `at1 + suit`, the stock's at `8 + suit`).
   * `null` for a plain suit, which {@link dealPlain} deals from `Tables.plain`.
   */
  deal: ((k0: number, k1: number, out: Int32Array, rng: Rng, at0: number, at1: number) => void) | null;
}

/** The counted problem, ready to draw from. */
export interface Tables {
  p: Problem;
  suits: Suit[];
  /** `tail[s][u0 * (cap1 + 1) + u1]`: the ways to deal suits s…3 giving u0 and u1 cards, for s = 1…4 (of the first suit's table only the whole deal's entry is read: `total`; `tail[0]` is empty). */
  tail: Float64Array[];
  /** The number of deals. */
  total: number;
  /** The draws kept for later (src/hoc/kept.ts): the first suit's counts, the splits of suits with a value to meet. */
  kept: Kept;
  /** 1 + the offset in `kept` of the first suit's counts, 0 until the first draw. */
  root: number;
  /**
   * The suits' `g` and the tables `tail[1…4]` (each `size` long, in that
   * order, as subarrays of this one array: a draw reads several, so they
   * are neighbours in memory), then the boxes: per suit `s`, at
   * `8 * size + 6 * s`, the least and most k0, the least and most k1 with
   * `g[k0, k1] > 0`, then the most u0 and u1 with `tail[s + 1][u0, u1] > 0`:
   * outside its box every weight of a draw of the suit's counts is 0.
   */
  mem: Float64Array;
  /** `(cap0 + 1) * (cap1 + 1)`: the length of each table. */
  size: number;
  /** The plain suits' facts (see `PLAIN`) and the shuffles' scratch room. */
  plain: Int32Array;
}

/**
 * A deal drawn: each place's cards as four rank masks, one per suit —
 * seat 0's at 0–3, seat 1's at 4–7, the stock's at 8–11 (see {@link newDeal}).
 */
export type Deal = Int32Array;

/** Room for one {@link Deal}, reused from draw to draw (each draw writes it all). */
export function newDeal(): Deal {
  return new Int32Array(12);
}

function multinomial3(a: number, i: number, j: number): number {
  return FACT[a]! * INV_FACT[i]! * INV_FACT[j]! * INV_FACT[a - i - j]!;
}

/**
 * Picks `k` of the ranks in `a[start…start + n)` at random, moving them to
 * the front of that part (Fisher–Yates on the part, unbiased draws), and
 * returns them as a rank mask. The draws are those of a shuffle of the part
 * as a list, so the same ranks come out for the same generator.
 */
function pick(a: Int32Array, start: number, n: number, k: number, rng: Rng): number {
  let m = 0;
  for (let i = 0; i < k; i++) {
    const j = start + i + below(rng, n - i);
    const x = a[j]!;
    a[j] = a[start + i]!;
    a[start + i] = x;
    m |= 1 << x;
  }
  return m;
}

/** Copies `n` ranks from `from[at…]` to `to[toAt…]`. */
function refill(to: Int32Array, toAt: number, from: Int32Array, at: number, n: number): void {
  for (let i = 0; i < n; i++) to[toAt + i] = from[at + i]!;
}

/** The rank mask of the cards at `idx` (indices into `cards`, ids of one suit). */
function maskAt(cards: readonly number[], idx: readonly number[]): number {
  let m = 0;
  for (const i of idx) m |= 1 << (cards[i]! % 13);
  return m;
}

// A plain suit's facts in `Tables.plain`, at `PLAIN * suit`: how many cards of each allowed mask (1: seat 0 only,
// 2: seat 1 only, 5: seat 0 or the stock, 6: seat 1 or the stock, 7: anywhere), the rank masks of the kinds, then
// the ranks of kinds 7, 5 and 6 in that order; the shuffles' scratch room after the four suits.
const A1 = 0;
const A2 = 1;
const A5 = 2;
const A6 = 3;
const A7 = 4;
const M1 = 5;
const M2 = 6;
const M4 = 7;
const M5 = 8;
const M6 = 9;
const M7 = 10;
const RANKS_AT = 11;
const PLAIN = 24;
const SCRATCH = 4 * PLAIN;

/** The ways to deal a plain suit giving k0 and k1 cards, i of its free cards to seat 0 and j to seat 1. */
function ways(a1: number, a2: number, a5: number, a6: number, a7: number, k0: number, k1: number, i: number, j: number): number {
  return multinomial3(a7, i, j) * binom(a5, k0 - a1 - i) * binom(a6, k1 - a2 - j);
}

/**
 * A suit without point values to meet: cards of one allowed mask are
 * interchangeable. Its facts go into `data` (see `PLAIN`), its ways into `g`;
 * {@link dealPlain} deals it.
 */
function plainSuit(cards: number[], masks: number[], p: Problem, s: number, g: Float64Array, data: Int32Array): Suit {
  const { cap0, cap1 } = p;
  const w = cap1 + 1;
  const kinds: number[][] = [[], [], [], [], [], [], [], []];
  cards.forEach((id, i) => kinds[masks[i]!]!.push(id % 13));
  const a7 = kinds[7]!.length;
  const a5 = kinds[5]!.length;
  const a6 = kinds[6]!.length;
  const a1 = kinds[1]!.length;
  const a2 = kinds[2]!.length;
  const maskOf = (ranks: readonly number[]) => ranks.reduce((m, r) => m | (1 << r), 0);
  const at = PLAIN * s;
  data.set([a1, a2, a5, a6, a7, maskOf(kinds[1]!), maskOf(kinds[2]!), maskOf(kinds[4]!), maskOf(kinds[5]!), maskOf(kinds[6]!), maskOf(kinds[7]!)], at);
  data.set([...kinds[7]!, ...kinds[5]!, ...kinds[6]!], at + RANKS_AT);
  // A card allowed nowhere, or to both seats but not the stock (never built), makes no deal.
  if (kinds[0]!.length === 0 && kinds[3]!.length === 0) {
    for (let k0 = Math.max(p.lo0[s]!, a1); k0 <= Math.min(p.hi0[s]!, cap0, a1 + a5 + a7); k0++) {
      for (let k1 = Math.max(p.lo1[s]!, a2); k1 <= Math.min(p.hi1[s]!, cap1, a2 + a6 + a7); k1++) {
        // The splits of the free cards, i to seat 0 and j to seat 1, in order; only those that can happen
        // (seat 0 takes k0 - a1 - i ≤ a5 of its own cards, seat 1 k1 - a2 - j ≤ a6): the others add 0.
        let x = 0;
        for (let i = Math.max(0, k0 - a1 - a5); i <= a7 && i <= k0 - a1; i++) {
          for (let j = Math.max(0, k1 - a2 - a6); i + j <= a7 && j <= k1 - a2; j++) x += ways(a1, a2, a5, a6, a7, k0, k1, i, j);
        }
        g[k0 * w + k1] = x;
      }
    }
  }
  return { g, deal: null };
}

/**
 * Deals plain suit `s` (its facts in `d`, its ways at `mem[g…]`) giving
 * exactly k0 and k1 cards to the seats, uniformly among such deals: ORs
 * each place's cards of the suit, as rank masks, into `out`.
 */
function dealPlain(d: Int32Array, s: number, mem: Float64Array, g: number, w: number, k0: number, k1: number, out: Deal, rng: Rng): void {
  const at = PLAIN * s;
  const a1 = d[at + A1]!;
  const a2 = d[at + A2]!;
  const a5 = d[at + A5]!;
  const a6 = d[at + A6]!;
  const a7 = d[at + A7]!;
  // How many of the cards free for every place go to each seat, i and j: the first split whose running
  // sum of ways exceeds uniform × their total, g[k0, k1] (the same sum, in the same order, see walkCounts).
  const target = uniform(rng) * mem[g + k0 * w + k1]!;
  const r0 = k0 - a1;
  const r1 = k1 - a2;
  let sum = 0;
  let split = 0;
  // Only the splits that can happen (the others weigh 0): seat 0 takes r0 - i ≤ a5 of its own, seat 1 r1 - j ≤ a6.
  walk: for (let i = Math.max(0, r0 - a5); i <= a7 && i <= r0; i++) {
    for (let j = Math.max(0, r1 - a6); i + j <= a7 && j <= r1; j++) {
      const x = ways(a1, a2, a5, a6, a7, k0, k1, i, j);
      if (x > 0) {
        sum += x;
        split = i * 64 + j;
        if (sum > target) break walk;
      }
    }
  }
  const i = split >> 6;
  const j = split & 63;
  // The free cards: i to seat 0, then j of the rest to seat 1, the others to the stock
  // (shuffled in the scratch room: the same draws as on a fresh copy of the list).
  const ranks = at + RANKS_AT;
  refill(d, SCRATCH, d, ranks, a7);
  const x = pick(d, SCRATCH, a7, i, rng);
  const y = pick(d, SCRATCH + i, a7 - i, j, rng);
  let s0 = d[at + M1]! | x;
  let s1 = d[at + M2]! | y;
  let st = d[at + M4]! | (d[at + M7]! & ~x & ~y);
  // The cards free for one seat and the stock: the rest of that seat's count, the others to the stock.
  const r5 = r0 - i;
  if (r5 === 0) st |= d[at + M5]!;
  else {
    refill(d, SCRATCH, d, ranks + a7, a5);
    const z = pick(d, SCRATCH, a5, r5, rng);
    s0 |= z;
    st |= d[at + M5]! & ~z;
  }
  const r6 = r1 - j;
  if (r6 === 0) st |= d[at + M6]!;
  else {
    refill(d, SCRATCH, d, ranks + a7 + a5, a6);
    const z = pick(d, SCRATCH, a6, r6, rng);
    s1 |= z;
    st |= d[at + M6]! & ~z;
  }
  out[s]! |= s0;
  out[4 + s]! |= s1;
  out[8 + s]! |= st;
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
function valuedSuit(cards: number[], masks: number[], p: Problem, s: number, g: Float64Array, pool: Kept, data: Int32Array): Suit {
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
  for (const x of ways) {
    const k0 = bitCount(x.a);
    for (let k1 = 0; k1 <= cap1; k1++) g[k0 * w + k1]! += weight(x, k1);
  }
  // Built on first use and kept for later draws: per (k0, k1) the weights of the ways giving seat 0 k0
  // cards (the same weights, in the same order, as a fresh list of them); per way its cards as rank masks.
  let kept: Int32Array | null = null;
  const keptOf = (k0: number, k1: number): number => {
    const o = openDraw(pool, ways.length);
    const buf = pool.buf;
    for (let i = 0; i < ways.length; i++) if (bitCount(ways[i]!.a) === k0) addWeight(buf, o, weight(ways[i]!, k1), i);
    closeDraw(pool, o);
    return o + 1;
  };
  const all = cards.map((_, i) => i);
  const bitsOf = (set: number) =>
    maskAt(
      cards,
      all.filter((i) => set & (1 << i)),
    );
  const dealt = ways.map((x) => ({
    a: bitsOf(x.a),
    b: x.b >= 0 ? bitsOf(x.b) : -1,
    only2: maskAt(cards, x.only2),
    stock: maskAt(cards, x.stock),
    free6: Int32Array.from(x.free6, (i) => cards[i]! % 13),
    free6Mask: maskAt(cards, x.free6),
  }));
  return {
    g,
    deal(k0, k1, out, rng, at0, at1) {
      kept ??= new Int32Array((cap0 + 1) * w);
      const c = kept[k0 * w + k1] || (kept[k0 * w + k1] = keptOf(k0, k1));
      const x = dealt[drawKept(pool.buf, c - 1, rng)]!;
      out[at0 + s]! |= x.a;
      out[8 + s]! |= x.stock;
      if (x.b >= 0) {
        out[at1 + s]! |= x.b;
        return;
      }
      // Seat 1's cards: those only it may take, and the rest of its count among the free ones.
      const n = x.free6.length;
      const k = k1 - bitCount(x.only2);
      if (k > 0) refill(data, SCRATCH, x.free6, 0, n);
      const y = k === 0 ? 0 : pick(data, SCRATCH, n, k, rng);
      out[at1 + s]! |= x.only2 | y;
      out[8 + s]! |= x.free6Mask & ~y;
    },
  };
}

/** Swaps the two seats' bits in an allowed mask. */
function swapBits(m: number): number {
  return (m & STOCK) | ((m & SEAT0) << 1) | ((m & SEAT1) >> 1);
}

/** A suit where only seat 1 must meet a value: counted with the seats swapped, so seat 1's subsets are the ones listed. */
function valuedSuitForSeat1(cards: number[], masks: number[], p: Problem, s: number, g: Float64Array, pool: Kept, data: Int32Array): Suit {
  const q: Problem = { ...p, cap0: p.cap1, cap1: p.cap0, lo0: p.lo1, hi0: p.hi1, lo1: p.lo0, hi1: p.hi0, val0: p.val1, val1: p.val0 };
  const swapped = valuedSuit(cards, masks.map(swapBits), q, s, new Float64Array(g.length), pool, data);
  const w = p.cap1 + 1;
  for (let k0 = 0; k0 <= p.cap0; k0++) for (let k1 = 0; k1 <= p.cap1; k1++) g[k0 * w + k1] = swapped.g[k1 * (p.cap0 + 1) + k0]!;
  return {
    g,
    deal(k0, k1, out, rng, at0, at1) {
      swapped.deal!(k1, k0, out, rng, at1, at0);
    },
  };
}

/** Counts the deals of a problem. */
export function count(p: Problem): Tables {
  const { cap0, cap1 } = p;
  const w = cap1 + 1;
  const size = (cap0 + 1) * w;
  const kept = keptPool();
  // The plain suits' facts, then one scratch room for the shuffles of every suit (a suit is dealt whole before the next).
  const plain = new Int32Array(SCRATCH + 13);
  // Every suit's ways and the tables of the later suits in one array (a draw reads several: neighbours in memory).
  const mem = new Float64Array(8 * size + 24);
  const suits: Suit[] = [];
  for (let s = 0; s < 4; s++) {
    const g = mem.subarray(s * size, (s + 1) * size);
    const valued = p.val0[s]! >= 0 ? valuedSuit : p.val1[s]! >= 0 ? valuedSuitForSeat1 : null;
    suits.push(valued === null ? plainSuit(p.cards[s]!, p.allowed[s]!, p, s, g, plain) : valued(p.cards[s]!, p.allowed[s]!, p, s, g, kept, plain));
  }
  const tail: Float64Array[] = new Array<Float64Array>(5);
  tail[4] = mem.subarray(7 * size, 8 * size);
  tail[4][0] = 1;
  const box = mem.subarray(8 * size);
  let total = 0;
  for (let s = 3; s >= 0; s--) {
    const gs = suits[s]!.g;
    const next = tail[s + 1]!;
    // The most cards the later suits can give each seat, and where this suit's ways are not 0: outside,
    // every term is 0 (skipped as before, so the same terms are added in the same order; the loops only stop sooner).
    let far0 = 0;
    let far1 = 0;
    let lo0 = cap0;
    let hi0 = 0;
    let lo1 = cap1;
    let hi1 = 0;
    for (let k0 = 0; k0 <= cap0; k0++) {
      for (let k1 = 0; k1 <= cap1; k1++) {
        if (next[k0 * w + k1] !== 0) {
          if (k0 > far0) far0 = k0;
          if (k1 > far1) far1 = k1;
        }
        if (gs[k0 * w + k1] !== 0) {
          if (k0 < lo0) lo0 = k0;
          if (k0 > hi0) hi0 = k0;
          if (k1 < lo1) lo1 = k1;
          if (k1 > hi1) hi1 = k1;
        }
      }
    }
    box.set([lo0, hi0, lo1, hi1, far0, far1], 6 * s);
    if (s === 0) {
      // Only the whole deal's entry of the first suit's table is ever read (the total; its draw is kept by
      // countsOf): its terms, in the order the table would add them.
      for (let k0 = box[0]!; k0 <= box[1]!; k0++) {
        for (let k1 = box[2]!; k1 <= box[3]!; k1++) {
          const ways = gs[k0 * w + k1]!;
          const rest = next[(cap0 - k0) * w + (cap1 - k1)]!;
          if (ways !== 0 && rest !== 0) total += ways * rest;
        }
      }
      tail[0] = new Float64Array(0);
      break;
    }
    const t = mem.subarray((3 + s) * size, (4 + s) * size);
    for (let k0 = box[6 * s]!; k0 <= box[6 * s + 1]!; k0++) {
      for (let k1 = box[6 * s + 2]!; k1 <= box[6 * s + 3]!; k1++) {
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
  return { p, suits, tail, total, kept, root: 0, mem, size, plain };
}

/** The ways suit `s` may give u0 and u1 cards still to give out: the counts it takes, weighted by the deals of the suits after it (kept: 1 + its offset). */
function countsOf(t: Tables, s: number, u0: number, u1: number): number {
  const w = t.p.cap1 + 1;
  const gs = t.suits[s]!.g;
  const next = t.tail[s + 1]!;
  const o = openDraw(t.kept, (u0 + 1) * (u1 + 1));
  const buf = t.kept.buf;
  for (let k0 = 0; k0 <= u0; k0++) {
    for (let k1 = 0; k1 <= u1; k1++) {
      const x = gs[k0 * w + k1]! * next[(u0 - k0) * w + (u1 - k1)]!;
      if (x > 0) addWeight(buf, o, x, k0 * w + k1);
    }
  }
  closeDraw(t.kept, o);
  return o + 1;
}

/**
 * The counts suit `s` gives, u0 and u1 cards still to give out, drawn
 * without keeping the weights (see drawDeal): the weights of
 * {@link countsOf}, `g[k0, k1] × tail[s + 1][u0 - k0, u1 - k1]`, walked in
 * the same order until their running sum exceeds `uniform × total`. The
 * total is `tail[s][u0, u1]`: count() added the same products in the same
 * order, so it is the same number and the draw is the kept draw's.
 */
function walkCounts(t: Tables, s: number, u0: number, u1: number, rng: Rng): number {
  const w = t.p.cap1 + 1;
  const mem = t.mem;
  const size = t.size;
  // This suit's ways, the next suit's table, this suit's box (see Tables.mem).
  const g = s * size;
  const next = (4 + s) * size;
  const b = 8 * size + 6 * s;
  const target = uniform(rng) * mem[(3 + s) * size + u0 * w + u1]!;
  let sum = 0;
  let last = 0;
  // Outside the box a factor is 0 (such weights are not in the kept draw either); its bounds read as integers.
  const end0 = Math.min(mem[b + 1]! | 0, u0);
  const end1 = Math.min(mem[b + 3]! | 0, u1);
  const from0 = Math.max(mem[b]! | 0, u0 - (mem[b + 4]! | 0));
  const from1 = Math.max(mem[b + 2]! | 0, u1 - (mem[b + 5]! | 0));
  for (let k0 = from0; k0 <= end0; k0++) {
    for (let k1 = from1; k1 <= end1; k1++) {
      const x = mem[g + k0 * w + k1]! * mem[next + (u0 - k0) * w + (u1 - k1)]!;
      if (x > 0) {
        sum += x;
        last = k0 * w + k1;
        if (sum > target) return last;
      }
    }
  }
  // Rounding left the target at the total: the last positive weight, as drawKept.
  return last;
}

/** Deals suit `s` giving k0 and k1 cards to the seats (see Suit.deal). */
function dealSuit(t: Tables, s: number, k0: number, k1: number, out: Deal, rng: Rng): void {
  const deal = t.suits[s]!.deal;
  if (deal === null) dealPlain(t.plain, s, t.mem, s * t.size, t.p.cap1 + 1, k0, k1, out, rng);
  else deal(k0, k1, out, rng, 0, 4);
}

/**
 * Draws one deal into `out`, every fitting deal equally likely (the problem must have `total > 0`).
 *
 * Suit by suit: the counts it gives each seat, weighted by the deals they
 * leave, then the deal of its cards. The first suit's counts are a kept
 * draw (every deal starts there); the next two are walked (src/hoc/kept.ts
 * would keep hundreds of them, one per count still to give: a sampler
 * cycling through many views then waits on memory); the last suit takes
 * what is left, its draw a single weight. Every draw takes its uniform
 * number from the generator as a kept draw does, so the deals are the same.
 */
export function drawDeal(t: Tables, rng: Rng, out: Deal): void {
  const { cap0, cap1 } = t.p;
  const w = cap1 + 1;
  out.fill(0);
  if (t.root === 0) t.root = countsOf(t, 0, cap0, cap1);
  let c = drawKept(t.kept.buf, t.root - 1, rng);
  let u0 = cap0;
  let u1 = cap1;
  for (let s = 0; s < 3; s++) {
    if (s > 0) c = walkCounts(t, s, u0, u1, rng);
    const k0 = Math.floor(c / w);
    const k1 = c % w;
    dealSuit(t, s, k0, k1, out, rng);
    u0 -= k0;
    u1 -= k1;
  }
  uniform(rng);
  dealSuit(t, 3, u0, u1, out, rng);
}
