/**
 * Hoc options (HOC-3.1, HOC-10.2, HOC-11.1 – HOC-11.6; tables HOC-6.7,
 * HOC-9.2; who shuffles HOC-D13): checked once by `setup`, then stored in the
 * state as a complete {@link HocConfig}.
 */
import { isCard, type Card } from '../cards/cards.js';
import { OptionsError } from '../core/errors.js';
import { excerpt } from '../core/input.js';
import { isSeed, type Seed } from '../rng/rng.js';
import { DEFAULT_BONUS_TABLE, DEFAULT_CARDS_LEFT_TABLE, checkBonusTable, checkCardsLeftTable, type BonusTable } from './tables.js';

/**
 * Where the shuffled decks come from: the state's seeded generator, or the
 * host (`deal` actions); the values of the `shuffle` option.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * for (const shuffle of hoc.SHUFFLES) console.log(shuffle, hoc.setup({ shuffle }).phase); // seeded bid, host shuffle
 * ```
 */
export const SHUFFLES = ['seeded', 'host'] as const;
/**
 * `'seeded'`: the engine shuffles with its generator; `'host'`: the engine
 * waits for the host's `deal` action each time (see `pendingDeal`).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const shuffle: hoc.Shuffle = 'host';
 * console.log(hoc.pendingDeal(hoc.setup({ shuffle }))?.kind); // 'draw': the host shuffles for the draw for the first dealer
 * ```
 */
export type Shuffle = (typeof SHUFFLES)[number];

/** The highest raise the rules allow (HOC-5.2, HOC-11.4: at most 20 more than the last bet). */
export const MAX_RAISE = 20;

/**
 * Options for {@link setup}; every field is optional.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const options: hoc.HocOptions = { players: 2, seed: 'table 7', deals: 4, chips: 50, tripleGame: true };
 * console.log(hoc.view(hoc.setup(options), 0).options);
 * ```
 */
export interface HocOptions {
  /** 2 or 3 players (default 3). */
  players?: 2 | 3;
  /** Seed of the generator (default 0). A server passes a secret seed (`randomSeed()` from `hoc-hokm/host`) or uses `shuffle: 'host'`. */
  seed?: Seed;
  /**
   * Where the shuffles come from. `'seeded'` (default): the engine shuffles
   * with its seeded generator. `'host'`: whenever cards must be shuffled
   * (the draw for the first dealer, every deal) the game stops in phase
   * `shuffle` until the host applies `{ type: 'deal', deck }` with its own
   * shuffle (see `pendingDeal`); the seed then deals nothing.
   */
  shuffle?: Shuffle;
  /** Number of deals; a multiple of the player count so everyone deals equally often (default 6, HOC-10.2). */
  deals?: number;
  /** Chips each player starts with (default 100). */
  chips?: number;
  /** The most one player may bet on one prize, 1–1000000 (default: the starting chips); it also makes every bidding end. */
  maxBet?: number;
  /** The most one raise may add, 1–20 (default 20; HOC-11.4 lets an option lower it). */
  raiseLimit?: number;
  /** Sequence and tricon bonuses (default: the reconstruction of HOC-6.7). */
  bonusTable?: BonusTable;
  /** Chips per cards left, 16 entries (default: the reconstruction of HOC-9.2). */
  cardsLeftTable?: number[];
  /** Triple game: a prize unwon twice in a row pays bonuses × 3 (default false, HOC-11.1). */
  tripleGame?: boolean;
  /** Players may falsely say "without" and pay 5 chips to each other player when found out (default false, HOC-11.2). */
  falseWithout?: boolean;
  /** Fix the first dealer instead of drawing cards (default: draw, HOC-3.1, HOC-D10). */
  firstDealer?: number | null;
  /** Deal the first deal from this order of all 52 cards instead of a shuffle (for tests and tutorials). */
  deck?: Card[] | null;
}

/** The options as stored in a state: every field present. */
export interface HocConfig {
  /** Number of players. */
  players: 2 | 3;
  /** The seed the game started from. */
  seed: Seed;
  /** Where the shuffles come from. */
  shuffle: Shuffle;
  /** Number of deals in the game. */
  deals: number;
  /** Starting chips per player. */
  chips: number;
  /** The most one player may bet on one prize. */
  maxBet: number;
  /** The most one raise may add. */
  raiseLimit: number;
  /** Bonus table. */
  bonusTable: BonusTable;
  /** Cards-left table. */
  cardsLeftTable: number[];
  /** Triple-game variant. */
  tripleGame: boolean;
  /** False-"without" variant. */
  falseWithout: boolean;
  /** Fixed first dealer, or `null` to draw. */
  firstDealer: number | null;
  /** Order of the first deal, or `null` to shuffle. */
  deck: Card[] | null;
}

/** Every option's name (the keys of {@link HocConfig}). */
export const OPTION_KEYS = [
  'players',
  'seed',
  'shuffle',
  'deals',
  'chips',
  'maxBet',
  'raiseLimit',
  'bonusTable',
  'cardsLeftTable',
  'tripleGame',
  'falseWithout',
  'firstDealer',
  'deck',
] as const;

function isInt(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
}

/** Checks a 52-card order: every card exactly once. Returns a message or `null`. */
export function checkDeck(x: unknown): string | null {
  if (!Array.isArray(x) || x.length !== 52) return 'deck must be an array of all 52 card codes';
  const seen = new Set<string>();
  for (const c of x) {
    if (!isCard(c)) return `deck: ${excerpt(c)} is not a card code`;
    if (seen.has(c)) return `deck: ${c} appears twice`;
    seen.add(c);
  }
  return null;
}

/** Checks a full config (also used by `restore`); returns a message or `null`. */
export function checkConfig(o: Record<string, unknown>): string | null {
  for (const k of Object.keys(o)) if (!(OPTION_KEYS as readonly string[]).includes(k)) return `unknown option ${excerpt(k)}`;
  return checkValues(o);
}

/** {@link checkConfig} for a config whose keys are known (built from {@link OPTION_KEYS}): its values only. */
function checkValues(o: Record<string, unknown>): string | null {
  if (o.players !== 2 && o.players !== 3) return 'players must be 2 or 3';
  if (!isSeed(o.seed)) return 'seed must be a string, a safe integer or four integers from 0 to 2**32 - 1';
  if (!(SHUFFLES as readonly unknown[]).includes(o.shuffle)) return 'shuffle must be "seeded" or "host"';
  if (!isInt(o.deals, 1, 10_000) || o.deals % o.players !== 0) {
    return `deals must be a positive multiple of the player count (${o.players}), at most 10000`;
  }
  if (!isInt(o.chips, 1, 1_000_000)) return 'chips must be an integer from 1 to 1000000';
  if (!isInt(o.maxBet, 1, 1_000_000)) return 'maxBet must be an integer from 1 to 1000000';
  if (!isInt(o.raiseLimit, 1, MAX_RAISE)) return `raiseLimit must be an integer from 1 to ${MAX_RAISE}`;
  // The default tables (frozen constants, valid) need no check: a new game per rollout is common.
  const b = o.bonusTable === DEFAULT_BONUS_TABLE ? null : checkBonusTable(o.bonusTable);
  if (b) return b;
  const c = o.cardsLeftTable === DEFAULT_CARDS_LEFT_TABLE ? null : checkCardsLeftTable(o.cardsLeftTable);
  if (c) return c;
  if (typeof o.tripleGame !== 'boolean') return 'tripleGame must be a boolean';
  if (typeof o.falseWithout !== 'boolean') return 'falseWithout must be a boolean';
  if (o.firstDealer !== null && !isInt(o.firstDealer, 0, o.players - 1)) {
    return `firstDealer must be null or a seat from 0 to ${o.players - 1}`;
  }
  if (o.deck !== null) return checkDeck(o.deck);
  return null;
}

/** Fills in defaults and validates; throws `OptionsError` with a clear message. */
export function resolveOptions(options: unknown): HocConfig {
  if (options === undefined || options === null) options = {};
  if (typeof options !== 'object' || Array.isArray(options)) throw new OptionsError('Hoc options must be an object');
  // One read of every field (a plain copy): a getter cannot answer twice.
  const o: Record<string, unknown> = { ...options };
  for (const k of Object.keys(o)) {
    if (!(OPTION_KEYS as readonly string[]).includes(k)) throw new OptionsError(`Hoc: unknown option ${excerpt(k)} (known: ${OPTION_KEYS.join(', ')})`);
  }
  // Every key written out in OPTION_KEYS order, as copyConfig (state.ts) does: the options of setup's states and of
  // their clones then share one shape, so the shape check of every call reads them with one inline cache, not a
  // megamorphic one. A missing option (undefined) takes its default; any other value is checked as given.
  const chips = o.chips === undefined ? 100 : o.chips;
  const cfg: Record<keyof HocConfig, unknown> = {
    players: o.players === undefined ? 3 : o.players,
    seed: o.seed === undefined ? 0 : o.seed,
    shuffle: o.shuffle === undefined ? 'seeded' : o.shuffle,
    deals: o.deals === undefined ? 6 : o.deals,
    chips,
    maxBet: o.maxBet === undefined ? chips : o.maxBet,
    raiseLimit: o.raiseLimit === undefined ? MAX_RAISE : o.raiseLimit,
    bonusTable: o.bonusTable === undefined ? DEFAULT_BONUS_TABLE : o.bonusTable,
    cardsLeftTable: o.cardsLeftTable === undefined ? DEFAULT_CARDS_LEFT_TABLE : o.cardsLeftTable,
    tripleGame: o.tripleGame === undefined ? false : o.tripleGame,
    falseWithout: o.falseWithout === undefined ? false : o.falseWithout,
    firstDealer: o.firstDealer === undefined ? null : o.firstDealer,
    deck: o.deck === undefined ? null : o.deck,
  };
  // Its keys are OPTION_KEYS (the caller's were checked above): only the values.
  const problem = checkValues(cfg);
  if (problem) throw new OptionsError(`Hoc: ${problem}`);
  // Then copies in place of the caller's objects, so later changes to them cannot reach the state; the default
  // tables are frozen constants, shared (no rule writes into a table; clone and samples copy them).
  const c = cfg as unknown as HocConfig;
  const bt = c.bonusTable;
  if (bt !== DEFAULT_BONUS_TABLE) c.bonusTable = { tierce: bt.tierce, quart: bt.quart, quint: bt.quint, three: bt.three, four: bt.four, major: bt.major };
  if (c.cardsLeftTable !== DEFAULT_CARDS_LEFT_TABLE) c.cardsLeftTable = [...c.cardsLeftTable];
  if (typeof c.seed === 'object') c.seed = [...c.seed];
  if (c.deck !== null) c.deck = [...c.deck];
  return c;
}
