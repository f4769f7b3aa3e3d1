/**
 * The registry of the package's games: the one place that maps a game's
 * name to its engine and the facts generic code needs about it (its name
 * for people, the player counts, what a score counts). The CLI, the bots'
 * arena and game records, and the examples all look games up here, so a
 * new game (docs/adding-a-game.md) is added once.
 *
 * Lookups go through a `Map`: a name such as `"constructor"` or
 * `"__proto__"` is no game, never an `Object.prototype` member.
 */
import { engine as hokmEngine, type HokmEngine } from './hokm/index.js';
import { engine as hocEngine, type HocEngine } from './hoc/index.js';

/** An engine of one of the package's games: a union that narrows on `engine.game`. */
export type GameEngine = HokmEngine | HocEngine;

/** The name of one of the package's games. */
export type GameName = GameEngine['game'];

/** One game of the registry. */
export interface GameInfo<E extends GameEngine = GameEngine> {
  /** The game's name in code, records and the command line (`engine.game`). */
  readonly name: E['game'];
  /** The game's name for people. */
  readonly title: string;
  /** The engine. */
  readonly engine: E;
  /** The player counts the game supports, most usual first. */
  readonly players: readonly number[];
  /** The player count when options name none. */
  readonly defaultPlayers: number;
  /** What a score counts: Hokm `'points'`, Hoc `'chips'`. */
  readonly unit: 'points' | 'chips';
}

const hokmInfo: GameInfo<HokmEngine> = Object.freeze({
  name: 'hokm',
  title: 'Hokm',
  engine: hokmEngine,
  players: Object.freeze([4, 3, 2]),
  defaultPlayers: 4,
  unit: 'points',
});

const hocInfo: GameInfo<HocEngine> = Object.freeze({
  name: 'hoc',
  title: 'Hoc Mazarin',
  engine: hocEngine,
  players: Object.freeze([3, 2]),
  defaultPlayers: 3,
  unit: 'chips',
});

/**
 * The games by name.
 *
 * @example
 * ```ts
 * import { GAMES } from 'hoc-hokm';
 *
 * for (const g of Object.values(GAMES)) console.log(g.title, g.players, g.engine.numActions); // Hokm [4, 3, 2] 110, then Hoc Mazarin
 * ```
 */
export const GAMES: Readonly<{
  /** Hokm. */
  hokm: GameInfo<HokmEngine>;
  /** Hoc Mazarin. */
  hoc: GameInfo<HocEngine>;
}> = Object.freeze({ hokm: hokmInfo, hoc: hocInfo });

/**
 * The names of the games, in the registry's order.
 *
 * @example
 * ```ts
 * import { GAME_NAMES, GAMES } from 'hoc-hokm';
 *
 * console.log(GAME_NAMES.map((name) => GAMES[name].title).join(', ')); // Hokm, Hoc Mazarin
 * ```
 */
export const GAME_NAMES: readonly GameName[] = Object.freeze(['hokm', 'hoc'] as const);

const BY_NAME: ReadonlyMap<unknown, GameInfo> = new Map<unknown, GameInfo>([
  ['hokm', hokmInfo],
  ['hoc', hocInfo],
]);

/**
 * Whether `name` names one of the games (any input; never reads a prototype).
 *
 * @example
 * ```ts
 * import { isGameName } from 'hoc-hokm';
 *
 * console.log(isGameName('hoc'), isGameName('constructor')); // true false
 * ```
 */
export function isGameName(name: unknown): name is GameName {
  return BY_NAME.has(name);
}

/**
 * The registry's entry for a game's name, or `null` for anything else.
 *
 * @example
 * ```ts
 * import { gameOf } from 'hoc-hokm';
 *
 * const g = gameOf(JSON.parse('"hokm"')); // say, from a request
 * if (g) console.log(g.title, g.defaultPlayers, g.engine.game); // Hokm 4 hokm
 * ```
 */
export function gameOf(name: unknown): GameInfo | null {
  return BY_NAME.get(name) ?? null;
}

/**
 * The engine of a game's name, or `null`. The result is a {@link GameEngine}:
 * check `engine.game` to reach one game's types.
 *
 * @example
 * ```ts
 * import { engineOf } from 'hoc-hokm';
 *
 * const engine = engineOf('hoc')!;
 * if (engine.game === 'hoc') {
 *   const state = engine.setup({ players: 2, seed: 1 }); // narrowed: a HocState
 *   console.log(state.options.players); // 2
 * }
 * ```
 */
export function engineOf(name: unknown): GameEngine | null {
  return BY_NAME.get(name)?.engine ?? null;
}
