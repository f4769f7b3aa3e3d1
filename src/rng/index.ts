/**
 * The seeded random-number generator and the shuffle. The algorithm is
 * xoroshiro128+ from pure-rand; its whole state is four 32-bit integers
 * (`RngState`), so it travels inside every game state as plain JSON, and the
 * same seed and actions replay the same game on any platform. `seedRng`
 * turns a seed (a string, a safe integer or four 32-bit words: 128 bits,
 * never folded) into a state; `Rng` draws from
 * one (unbiased integers, Fisher–Yates shuffles) and hands back the advanced
 * state; `shuffled` and `randomInt` do the same as pure functions.
 *
 * Seeds decide the deals: a server keeps them secret (a view never shows
 * the generator's state).
 *
 * @example
 * ```ts
 * import { DECK } from 'hoc-hokm/cards';
 * import { Rng, seedRng, shuffled } from 'hoc-hokm/rng';
 *
 * const rng = new Rng(seedRng('table 1'));
 * console.log(rng.int(6) + 1);                    // a die roll, the same for this seed everywhere
 * const { items, rng: next } = shuffled(DECK, rng.state());
 * console.log(items.slice(0, 5), next);            // five cards off a shuffled deck; the generator after
 * ```
 * @module rng
 */
export * from './rng.js';
export { type SeedWords, ZERO_SEED_STATE, hashSeed, mix128, seedWords, unmix128 } from './seed.js';
export { murmur3x86128 } from './murmur.js';
