/**
 * Seeds carry up to 128 bits, the whole state of the generator.
 *
 * - A string is hashed to 128 bits: MurmurHash3 x86_128 (seed 0) over its
 *   UTF-8 bytes.
 * - A safe integer is used whole, as the 128-bit two's-complement number it
 *   is: `0` and `2 ** 32` are different seeds, so are `-1` and `2 ** 53 - 1`.
 * - Four 32-bit words (unsigned, most significant first) are used whole.
 *
 * The 128-bit value then goes through {@link mix128}, a bijection, to become
 * the xoroshiro128+ state, so distinct values give distinct generators. The
 * one value that mixes to the all-zero state (which xoroshiro128+ cannot
 * use) gets a fixed non-zero state instead: the only two seed values that
 * share a generator.
 *
 * A seed is a secret: anyone who knows it knows every deal. A game server
 * passes a fresh random 128-bit seed (see `randomSeed` in `hoc-hokm/host`)
 * or supplies the deals itself (`shuffle: 'host'`).
 */
import { fmix32, murmur3x86128, utf8 } from './murmur.js';

/** Four 32-bit words, each an integer from 0 to 2³² − 1, most significant first. */
export type SeedWords = readonly [number, number, number, number];

/** A seed: any string (hashed to 128 bits), a safe integer, or four 32-bit words (used whole). */
export type Seed = string | number | SeedWords;

/** The generator state: four signed 32-bit integers (plain JSON). */
export type RngState = [number, number, number, number];

function isWord(x: unknown): boolean {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 0xffffffff;
}

/** Whether `x` is a usable seed: a string, a safe integer, or an array of four 32-bit words. */
export function isSeed(x: unknown): x is Seed {
  if (typeof x === 'string') return true;
  if (typeof x === 'number') return Number.isSafeInteger(x);
  return Array.isArray(x) && x.length === 4 && isWord(x[0]) && isWord(x[1]) && isWord(x[2]) && isWord(x[3]);
}

/**
 * The 128-bit value of a string seed: MurmurHash3 x86_128 of its UTF-8
 * bytes, as four unsigned words.
 * @example hashSeed('') // [0, 0, 0, 0]
 */
export function hashSeed(text: string): [number, number, number, number] {
  return murmur3x86128(utf8(text), 0);
}

/** The 128-bit value of a seed, as four unsigned words (most significant first); throws `RangeError` for a non-seed. */
export function seedWords(seed: Seed): [number, number, number, number] {
  if (typeof seed === 'string') return hashSeed(seed);
  if (!isSeed(seed)) throw new RangeError('a seed is a string, a safe integer or four integers from 0 to 2**32 - 1');
  if (typeof seed !== 'number') return [seed[0], seed[1], seed[2], seed[3]];
  const ext = seed < 0 ? 0xffffffff : 0;
  return [ext, ext, Math.floor(seed / 0x100000000) >>> 0, seed >>> 0];
}

// Round constants of the mixer: the fractional bits of the golden ratio, stepped.
const ROUNDS = 3;
const K: readonly number[] = Array.from({ length: 4 * ROUNDS }, (_, i) => Math.imul(0x9e3779b9, i + 1));

/** The value XORed into word `i` at step `k`: a function of the three other words only. */
function step(w: number[], i: number, k: number): number {
  const a = w[(i + 1) & 3]!;
  const b = w[(i + 2) & 3]!;
  const c = w[(i + 3) & 3]!;
  return fmix32((a ^ ((b << 11) | (b >>> 21))) + c + K[k]!);
}

/**
 * Mixes 128 bits (four 32-bit words) so that every input bit affects every
 * output bit. Each of its 12 steps XORs into one word a function of the
 * other three, which the same step undoes: so the mix is a bijection
 * ({@link unmix128} inverts it), and distinct seeds never share a state.
 */
export function mix128(words: readonly number[]): [number, number, number, number] {
  return mixWords(words[0]!, words[1]!, words[2]!, words[3]!);
}

/** One step of {@link mix128} on words held in locals: what {@link step} computes from `a`, `b`, `c` (the three other words) and the round constant. */
function stepOf(a: number, b: number, c: number, k: number): number {
  return fmix32((a ^ ((b << 11) | (b >>> 21))) + c + k);
}

/**
 * {@link mix128} of four words, written out on locals (the same steps in
 * the same order, so the same result): a seed becomes a generator at every
 * sample a bot draws, and the array and index form cost several times more.
 */
function mixWords(x0: number, x1: number, x2: number, x3: number): [number, number, number, number] {
  let w0 = x0 | 0;
  let w1 = x1 | 0;
  let w2 = x2 | 0;
  let w3 = x3 | 0;
  for (let k = 0; k < 4 * ROUNDS; k += 4) {
    w0 ^= stepOf(w1, w2, w3, K[k]!);
    w1 ^= stepOf(w2, w3, w0, K[k + 1]!);
    w2 ^= stepOf(w3, w0, w1, K[k + 2]!);
    w3 ^= stepOf(w0, w1, w2, K[k + 3]!);
  }
  return [w0, w1, w2, w3];
}

/** The inverse of {@link mix128} (signed words in, unsigned words out). */
export function unmix128(words: readonly number[]): [number, number, number, number] {
  const w = [words[0]! | 0, words[1]! | 0, words[2]! | 0, words[3]! | 0];
  for (let k = 4 * ROUNDS - 1; k >= 0; k--) w[k & 3] = w[k & 3]! ^ step(w, k & 3, k);
  return [w[0]! >>> 0, w[1]! >>> 0, w[2]! >>> 0, w[3]! >>> 0];
}

/** The state used when a seed mixes to all zeros (xoroshiro128+ needs a non-zero state). */
export const ZERO_SEED_STATE: Readonly<RngState> = Object.freeze([0x6a09e667, 0xbb67ae85 | 0, 0x3c6ef372, 0xa54ff53a | 0]) as Readonly<RngState>;

/**
 * The generator state for a seed (see the module summary): distinct seeds
 * give distinct states. Throws `RangeError` for a value that is not a seed.
 * @example const s = seedRng('my table'); // [n, n, n, n]
 * @example seedRng(0) !== seedRng(2 ** 32) // every bit of a safe integer counts
 */
export function seedRng(seed: Seed): RngState {
  // A safe integer (the commonest seed of a bot's samples) without the word list of seedWords.
  const w = typeof seed === 'number' && Number.isSafeInteger(seed) ? mixWords(seed < 0 ? -1 : 0, seed < 0 ? -1 : 0, Math.floor(seed / 0x100000000), seed) : mix128(seedWords(seed));
  if ((w[0] | w[1] | w[2] | w[3]) === 0) return [...ZERO_SEED_STATE] as RngState;
  return w;
}

/** Whether `x` has the shape of a generator state: four signed 32-bit integers, not all zero. */
export function isRngState(x: unknown): x is RngState {
  return Array.isArray(x) && x.length === 4 && x.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= -0x80000000 && v <= 0x7fffffff) && x.some((v) => v !== 0);
}
