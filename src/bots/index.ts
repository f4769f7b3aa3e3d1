/**
 * Players and the tools to build and measure them: a random player and a
 * rule-of-thumb player for each game, an ISMCTS player for both, rollout
 * policies, the arena (duplicate deals, rotated seats, 95 % intervals,
 * shards that merge exactly) and game records that replay.
 * @module bots
 */
export * from './random.js';
export * from './hokm.js';
export * from './hoc.js';
export * from './policy.js';
export * from './ismcts.js';
export * from './arena.js';
export * from './stats.js';
export * from './record.js';
