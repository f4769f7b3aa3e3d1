/**
 * The shuffle of every seeded deal (Hokm's and Hoc's), without objects: the same draws and
 * the same permutation as `new Rng(state).shuffle(items)` (xoroshiro128+
 * from pure-rand, Fisher–Yates from the last item down, each index drawn
 * by pure-rand's `uniformInt` rejection), so every seeded game stays
 * exactly as it was; test/hokm-shuffle.test.ts compares the two. Written
 * out with the generator's four words in locals and unsigned 32-bit
 * arithmetic because a deal happens at every hand of a rollout: the
 * generator and distribution objects, and floating-point remainders, were
 * a sixth of Hokm's fast path's time.
 */
import { StateError } from '../core/errors.js';
import { MAX_ALLOWED } from './bounds.js';
import type { RngState } from './seed.js';

const TWO_POW_32 = 4294967296;

/**
 * Shuffles `items` in place exactly as `Rng.shuffle` does from `state`
 * and returns the advanced generator state: written into `out` when given
 * (which may be `state` itself: its words are read first), else a new
 * list, `state` left as it was.
 */
export function shuffleInPlace(items: number[] | Uint8Array, state: Readonly<RngState>, out?: RngState): RngState {
  // As pure-rand refuses one: a damaged state's generator is not four words.
  if (state.length !== 4) throw new StateError('not a valid game state: the generator state is not four words');
  // The words in pure-rand's order: getState() is [s01, s00, s11, s10].
  let s01 = state[0] | 0;
  let s00 = state[1] | 0;
  let s11 = state[2] | 0;
  let s10 = state[3] | 0;
  for (let i = items.length - 1; i > 0; i--) {
    const range = (i + 1) >>> 0;
    // uniformInt(g, 0, i): reject draws at or above the largest multiple of the range.
    const max = range < MAX_ALLOWED.length ? MAX_ALLOWED[range]! : Math.floor(TWO_POW_32 / range) * range;
    let v: number;
    do {
      const out = (s00 + s10) | 0;
      const a0 = s10 ^ s00;
      const a1 = s11 ^ s01;
      const t00 = s00;
      const t01 = s01;
      s00 = (t00 << 24) ^ (t01 >>> 8) ^ a0 ^ (a0 << 16);
      s01 = (t01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
      s10 = (a1 << 5) ^ (a0 >>> 27);
      s11 = (a0 << 5) ^ (a1 >>> 27);
      // out + 2**31 as an unsigned 32-bit integer (flipping the sign bit):
      // with both operands unsigned 32-bit, V8 divides in integers.
      v = (out ^ -2147483648) >>> 0;
    } while (v >= max);
    const j = (v % range) >>> 0;
    const x = items[i]!;
    items[i] = items[j]!;
    items[j] = x;
  }
  if (out === undefined) return [s01, s00, s11, s10];
  out[0] = s01;
  out[1] = s00;
  out[2] = s11;
  out[3] = s10;
  return out;
}
