/**
 * The seeded random-number generator (xoroshiro128+ from pure-rand) and the
 * shuffle. Its state is plain JSON and lives inside each game state.
 * @module rng
 */
export * from './rng.js';
