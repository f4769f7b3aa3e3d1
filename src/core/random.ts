/**
 * Generators for the bot helpers: a seed or a caller's generator taken as
 * given (`Seed | Rng`: an `Rng` is used, and advanced, as it is), a uniform
 * real number with 53 random bits, and a fresh generator state drawn from a
 * generator (so a sampled state's future is independent of the draws that
 * made it).
 */
import { OptionsError } from './errors.js';
import { Rng, isSeed, seedRng, type RngState, type Seed } from '../rng/rng.js';

/** Whether `x` is a generator object (duck-typed, so an `Rng` from another copy of the package works too). */
export function isRng(x: unknown): x is Rng {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && typeof (x as Rng).next === 'function' && typeof (x as Rng).int === 'function';
}

/**
 * The generator for `seed`: an `Rng` is used (and advanced) as given, a
 * seed makes a new generator. Throws `OptionsError` for anything else.
 */
export function rngOf(seed: Seed | Rng): Rng {
  if (isRng(seed)) return seed;
  if (!isSeed(seed)) throw new OptionsError('seed must be a seed (a string or a safe integer) or an Rng');
  return new Rng(seedRng(seed));
}

/** The seed to record in a state's options: the seed itself, or 0 when a generator was given. */
export function seedOf(seed: Seed | Rng): Seed {
  return isRng(seed) ? 0 : seed;
}

const TWO_POW_32 = 2 ** 32;
const TWO_POW_53 = 2 ** 53;

/** A uniform real number in `[0, 1)` with 53 random bits (two draws). */
export function uniform(rng: Rng): number {
  const hi = rng.next() >>> 5; // 27 bits
  const lo = rng.next() >>> 6; // 26 bits
  return (hi * 67108864 + lo) / TWO_POW_53;
}

/** A uniform integer in `[0, n)` for `1 ≤ n ≤ 2**32`, unbiased (rejection of the top remainder). */
export function below(rng: Rng, n: number): number {
  if (n <= 1) return 0;
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const x = rng.next() >>> 0;
    if (x < limit) return x % n;
  }
}

/**
 * A new generator state from four fresh draws of `rng`, for a state made
 * from that generator: its future chance is then independent of the draws
 * that made it. (An all-zero state, which xoroshiro cannot use, becomes a
 * fixed constant.)
 */
export function freshState(rng: Rng): RngState {
  return freshStateInto([0, 0, 0, 0], rng);
}

/** {@link freshState} written into `out` (the same draws and values), which it returns. */
export function freshStateInto(out: RngState, rng: Rng): RngState {
  out[0] = rng.next() | 0;
  out[1] = rng.next() | 0;
  out[2] = rng.next() | 0;
  out[3] = rng.next() | 0;
  if (out[0] === 0 && out[1] === 0 && out[2] === 0 && out[3] === 0) out[0] = 0x2545f491;
  return out;
}
