/**
 * The seeded random-number generator (xoroshiro128+ from pure-rand), its
 * 128-bit seeds and the shuffle. Its state is plain JSON and lives inside
 * each game state.
 * @module rng
 */
export * from './rng.js';
export { type SeedWords, ZERO_SEED_STATE, hashSeed, mix128, seedWords, unmix128 } from './seed.js';
export { murmur3x86128 } from './murmur.js';
