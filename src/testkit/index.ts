/**
 * A test kit every engine must pass, for the tests of apps, bots and new
 * engines: {@link simulate} plays seeded random games through the public
 * contract and checks it at every step (legal actions validate and apply,
 * `apply` leaves its input alone, ids and masks agree, garbage is rejected
 * with a code, JSON round trips, the fast path keeps step with `apply`, the
 * game ends, replays match);
 * {@link checkReplay}, {@link checkSecrecy} and {@link checkSample} check
 * one property each. The kit has no dependency on a test runner: it throws
 * a {@link TestKitError} naming the first broken property.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { simulate } from 'hoc-hokm/testkit';
 *
 * const report = simulate(hokm.engine, { games: 5, seed: 'ci', options: () => ({ players: 3 }) });
 * console.log(`${report.games} games, ${report.actions} actions checked`);
 * ```
 * @module testkit
 */
export { simulate, checkReplay, checkSecrecy, checkSample, TestKitError, type SimulateOptions, type SimulateReport } from '../core/testkit.js';
export type { AnyEngine } from '../core/engine.js';
export { deepEqual, firstDifference } from '../core/equal.js';
