/**
 * Players and the tools to build and measure them: a random player and a
 * rule-of-thumb player for each game, an ISMCTS player for both (and one
 * for each game alone, which bundles that game only), a PIMC player that
 * solves sampled worlds exactly (Hokm), rollout
 * policies, the arena (duplicate deals, rotated seats, 95 % intervals,
 * shards that merge exactly) and game records that replay.
 *
 * Every player is a function from a seat's view to one of its legal
 * actions, so it can never see more than its seat may know. The guide:
 * [Bots](../../docs/bots.md).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { hokmBot, randomBot } from 'hoc-hokm/bots';
 *
 * // The rule-of-thumb bot (seats 0 and 2) against random players (1 and 3).
 * const random = randomBot('opponents');
 * let state = hokm.setup({ seed: 'match 1' });
 * while (!hokm.isOver(state)) {
 *   const seat = hokm.toAct(state)!;
 *   const view = hokm.view(state, seat);
 *   state = hokm.apply(state, seat % 2 === 0 ? hokmBot(view) : random(view));
 * }
 * console.log(hokm.outcome(state)!.winners); // usually [0, 2]
 * ```
 * @module bots
 */
export * from './random.js';
export * from './hokm.js';
export * from './hoc.js';
export * from './policy.js';
export * from './ismcts.js';
export * from './pimc.js';
export * from './arena.js';
export * from './stats.js';
export * from './record.js';
