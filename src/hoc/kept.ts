/**
 * Weighted draws kept for later, for the Hoc sampler (src/hoc/deals.ts):
 * a draw made for every deal of a view (the first suit's counts, a
 * suit's split when a point value must be met) is computed once, as
 * running sums, and every later draw is a binary search among them.
 *
 * The draws of one counted problem live in one growing `Float64Array`
 * (a {@link Kept} pool), each at its own offset `o`:
 *
 * - `buf[o]`: how many weights it has (n),
 * - `buf[o + 1]`: the index of its last positive weight (-1: none yet),
 * - `buf[o + 2]`: the weights' sum (the last running sum),
 * - then n pairs: the running sum up to and including weight i, and the
 *   value weight i stands for (a small integer).
 *
 * Why one array: a sampler that cycles through many views (as a search
 * does, and the bench) waits on memory more than it computes. A draw kept
 * as an object with two typed arrays of its own was a chain of four
 * dependent reads to far-apart places before its first weight; here it is
 * the pool and a few neighbouring cache lines, and a value sits next to
 * its running sum. The sums are added in the same order as before, so every
 * draw is the same.
 */
import { uniform } from '../core/random.js';
import type { Rng } from '../rng/rng.js';

/** A pool of kept draws (see the module summary). */
export interface Kept {
  /** The draws, one after another. */
  buf: Float64Array;
  /** Where the next draw goes. */
  end: number;
}

/** An empty pool (its room is made by the first draw: many counted problems never draw). */
export function keptPool(): Kept {
  return { buf: new Float64Array(0), end: 0 };
}

/**
 * Opens a new draw of at most `max` weights at the end of the pool
 * (growing it if needed) and returns its offset; add its weights with
 * {@link addWeight}, then {@link closeDraw}.
 */
export function openDraw(k: Kept, max: number): number {
  const o = k.end;
  const need = o + 3 + 2 * max;
  if (need > k.buf.length) {
    const b = new Float64Array(Math.max(2 * k.buf.length, need, 128));
    b.set(k.buf.subarray(0, o));
    k.buf = b;
  }
  const buf = k.buf;
  buf[o] = 0;
  buf[o + 1] = -1;
  buf[o + 2] = 0;
  return o;
}

/** Adds a weight and the value it stands for to the open draw at `o` (in order: the sums run in this order). */
export function addWeight(buf: Float64Array, o: number, weight: number, value: number): void {
  const n = buf[o]!;
  const total = buf[o + 2]! + weight;
  buf[o + 3 + 2 * n] = total;
  buf[o + 4 + 2 * n] = value;
  if (weight > 0) buf[o + 1] = n;
  buf[o] = n + 1;
  buf[o + 2] = total;
}

/** Closes the draw at `o`: the pool's next draw goes after its last weight. */
export function closeDraw(k: Kept, o: number): void {
  k.end = o + 3 + 2 * k.buf[o]!;
}

/**
 * A draw from the kept draw at `o`, with probability proportional to its
 * weights: the value of the first weight whose running sum exceeds
 * `uniform × total`, found by binary search (a zero weight's running sum
 * equals the one before it, so it is never the first to exceed; rounding
 * that leaves the target at the total falls on the last positive weight).
 */
export function drawKept(buf: Float64Array, o: number, rng: Rng): number {
  const target = uniform(rng) * buf[o + 2]!;
  const at = o + 3;
  let lo = 0;
  let hi = buf[o + 1]!;
  if (!(target < buf[at + 2 * hi]!)) return buf[at + 2 * hi + 1]!;
  // Invariant: the sum at hi exceeds target; every index below lo has a sum ≤ target.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (target < buf[at + 2 * mid]!) hi = mid;
    else lo = mid + 1;
  }
  return buf[at + 2 * lo + 1]!;
}
