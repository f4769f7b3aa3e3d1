/**
 * Ready-made players that read only a seat's view: a random player and a
 * simple rule-of-thumb player for each game. Opponents for apps out of the
 * box, and baselines for stronger bots. A bot is a function from a view to
 * one of its legal actions, so it can never see more than its seat may
 * know. The guide: [Bots](../../docs/bots.md).
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
