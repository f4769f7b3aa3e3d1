/**
 * Ready-made players that read only a seat's view: a random player and a
 * simple rule-of-thumb player for each game. Opponents for apps out of the
 * box, and baselines for stronger bots.
 * @module bots
 */
export * from './random.js';
export * from './hokm.js';
export * from './hoc.js';
