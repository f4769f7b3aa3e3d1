/**
 * hoc-hokm: rules engines for Hoc Mazarin and Hokm.
 *
 * The root gathers the subpaths: the games and the bots as the namespaces
 * `hokm`, `hoc` and `bots`; cards, the generator, the errors and the core
 * types by name; and the registry of the games (`GAMES`, `gameOf`,
 * `engineOf`), which generic code uses to find a game by name. Importing from here costs a
 * bundle no more than importing from the subpath: each module is its own
 * file and has no side effects, so a bundler keeps only what is used.
 *
 * | subpath | holds |
 * |---|---|
 * | `hoc-hokm/hokm` | the Hokm engine |
 * | `hoc-hokm/hoc` | the Hoc Mazarin engine |
 * | `hoc-hokm/cards` | card codes, ids, the deck, rank orders, formatting |
 * | `hoc-hokm/rng` | the seeded generator, 128-bit seeds and the shuffle |
 * | `hoc-hokm/host` | randomness from the platform's cryptographic source, for servers (`randomSeed`, `randomDeck`; not at the root) |
 * | `hoc-hokm/bots` | ready-made players, ISMCTS, the arena, game records |
 * | `hoc-hokm/testkit` | checks every engine must pass, for tests (not at the root) |
 * | `hoc-hokm/records` | game records as text and their analysis (not at the root) |
 *
 * @example
 * ```ts
 * import { formatCard, hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ players: 4, seed: 'table-17' });
 * const seat = hokm.toAct(state)!;
 * console.log(hokm.view(state, seat).hand.map(formatCard).join(' ')); // the hakem's first five cards
 * ```
 * @module hoc-hokm
 */
export * from './cards/index.js';
export * from './rng/index.js';
export * from './core/errors.js';
export { LOCALES, type Locale, type DescribeOptions } from './core/locale.js';
export { GAMES, GAME_NAMES, gameOf, engineOf, isGameName, type GameEngine, type GameName, type GameInfo } from './games.js';
export type { Engine, AnyEngine, Seat, StepResult, DealAction, PendingDeal, Returns, SampleOptions, Sampler } from './core/engine.js';
export type { LayoutRow } from './core/observe.js';
export * as hokm from './hokm/index.js';
export * as hoc from './hoc/index.js';
export * as bots from './bots/index.js';
