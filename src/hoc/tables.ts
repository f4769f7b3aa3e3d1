/**
 * Hoc payment tables (HOC-6.7, HOC-9.2). Both tables were lost from the
 * old texts; the rulebook reconstructs them, and the library exposes each
 * as an option with that default, which a user may replace with their own
 * table (checked by {@link checkBonusTable} and {@link checkCardsLeftTable}).
 *
 * - Bonus (HOC-6.7, HOC-6.8), paid to the winner of the sequence or tricon
 *   by every other player for each combination shown: tierce 1, quart 2,
 *   quint (5 or more) 3, three of a kind 1, four of a kind 2; a major
 *   combination (King-headed sequence, tricon of Kings) × 2. The double/triple-game multiplier comes on
 *   top and is the engine's business, not {@link bonus}'s: a major quint is 6
 *   here, 12 in a double game.
 * - Cards left (HOC-9.2), paid to the player who went out by every other
 *   player: 1 card 5, 2 cards 4, 3 to 9 cards one chip a card, 10 or more two chips a
 *   card. The text fixes 2 → 4 and 10 → 20, and that 3 cards cost less than 1
 *   or 2 and 10 far more than 9.
 */
import { countedLength, type Sequence, type Tricon } from './combos.js';

/** Base bonus per combination (HOC-6.7). */
export interface BonusTable {
  /** Tierce (3 in sequence). */
  tierce: number;
  /** Quart (4). */
  quart: number;
  /** Quint (5 or more). */
  quint: number;
  /** Three of a kind. */
  three: number;
  /** Four of a kind. */
  four: number;
  /** Multiplier for a major combination (King-headed sequence, tricon of Kings). */
  major: number;
}

/** The keys of a {@link BonusTable}, in the order messages name them. */
export const BONUS_TABLE_KEYS = ['tierce', 'quart', 'quint', 'three', 'four', 'major'] as const;

/** The largest entry a user table may hold, so that every payment stays an exact integer. */
export const MAX_TABLE_ENTRY = 1_000_000;

/** The number of entries in a cards-left table: index 0 (unused, 0) to 15 cards (a two-player hand). */
export const CARDS_LEFT_TABLE_LENGTH = 16;

/** The default bonus table of HOC-6.7 (a reconstruction). */
export const DEFAULT_BONUS_TABLE: Readonly<BonusTable> = Object.freeze({
  tierce: 1,
  quart: 2,
  quint: 3,
  three: 1,
  four: 2,
  major: 2,
});

/**
 * Chips paid by each other player per cards left, index = cards left
 * (index 0 unused, 0). HOC-9.2 (a reconstruction); length 16 covers 15 cards.
 */
export const DEFAULT_CARDS_LEFT_TABLE: readonly number[] = Object.freeze([0, 5, 4, 3, 4, 5, 6, 7, 8, 9, 20, 22, 24, 26, 28, 30]);

/**
 * The bonus one other player pays for one shown combination, before the
 * double/triple-game multiplier: base × (major multiplier if major).
 * A sequence longer than five pays as a quint.
 * @example bonus(bestSequence(['KS', 'QS', 'JS', 'TS', '9S'])!) === 6 // major quint: 3 × 2
 */
export function bonus(combo: Sequence | Tricon, table: Readonly<BonusTable> = DEFAULT_BONUS_TABLE): number {
  let base: number;
  if (combo?.kind === 'sequence') {
    const length = countedLength(combo);
    if (!(length >= 3)) throw new RangeError(`A sequence has at least 3 cards, not ${combo.length}.`);
    base = length === 3 ? table.tierce : length === 4 ? table.quart : table.quint;
  } else if (combo?.kind === 'tricon') {
    if (combo.size !== 3 && combo.size !== 4) throw new RangeError(`A tricon has 3 or 4 cards, not ${String(combo.size)}.`);
    base = combo.size === 3 ? table.three : table.four;
  } else {
    throw new TypeError('Only a sequence or a tricon earns a bonus (HOC-6.6, HOC-D23).');
  }
  return combo.major ? base * table.major : base;
}

/**
 * What each other player pays the player who went out, for `cardsLeft`
 * cards (HOC-9.2, HOC-D30). Throws a `RangeError` unless `cardsLeft` is an
 * integer from 0 to `table.length - 1`.
 * @example cardsLeftPayment(2) === 4; cardsLeftPayment(10) === 20
 */
export function cardsLeftPayment(cardsLeft: number, table: readonly number[] = DEFAULT_CARDS_LEFT_TABLE): number {
  if (!Number.isInteger(cardsLeft) || cardsLeft < 0 || cardsLeft >= table.length) {
    throw new RangeError(`Cards left must be an integer from 0 to ${table.length - 1}, not ${String(cardsLeft)}.`);
  }
  return table[cardsLeft]!;
}

/** Why `v` is not a valid table entry, or `null`. */
function entryProblem(v: unknown, min: number): string | null {
  if (typeof v !== 'number' || !Number.isInteger(v)) return `must be an integer, not ${describe(v)}`;
  if (v < min || v > MAX_TABLE_ENTRY) return `must be from ${min} to ${MAX_TABLE_ENTRY}, not ${v}`;
  return null;
}

function describe(v: unknown): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v.length > 20 ? `${v.slice(0, 20)}…` : v);
  if (v === null || v === undefined) return String(v);
  if (Array.isArray(v)) return 'an array';
  return `a ${typeof v}`;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto: unknown = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/**
 * Checks a user bonus table (e.g. from JSON); returns an error message or
 * `null` when valid. It must be a plain object with exactly the keys
 * tierce, quart, quint, three, four, major; each an integer from 0 to
 * {@link MAX_TABLE_ENTRY}, except `major`, a multiplier from 1 (a major
 * combination never pays less than a plain one).
 * @example checkBonusTable({ ...DEFAULT_BONUS_TABLE, quint: 4 }) === null
 * @example checkBonusTable({ tierce: 1 }) // 'Bonus table: "quart" is missing.'
 */
export function checkBonusTable(x: unknown): string | null {
  if (!isPlainObject(x)) return `Bonus table must be an object with keys ${BONUS_TABLE_KEYS.join(', ')}, not ${describe(x)}.`;
  const known: readonly string[] = BONUS_TABLE_KEYS;
  for (const key of Object.keys(x)) {
    if (!known.includes(key)) return `Bonus table: unknown key ${describe(key)} (expected ${BONUS_TABLE_KEYS.join(', ')}).`;
  }
  for (const key of BONUS_TABLE_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(x, key)) return `Bonus table: "${key}" is missing.`;
    const problem = entryProblem(x[key], key === 'major' ? 1 : 0);
    if (problem) return `Bonus table: "${key}" ${problem}.`;
  }
  return null;
}

/**
 * Checks a user cards-left table (16 non-negative integers, index 0 = 0);
 * returns an error message or `null`. Entries are at most {@link MAX_TABLE_ENTRY}.
 * @example checkCardsLeftTable(DEFAULT_CARDS_LEFT_TABLE) === null
 * @example checkCardsLeftTable([0, 5, 4]) // 'Cards-left table must have 16 entries …'
 */
export function checkCardsLeftTable(x: unknown): string | null {
  if (!Array.isArray(x)) return `Cards-left table must be an array of ${CARDS_LEFT_TABLE_LENGTH} integers, not ${describe(x)}.`;
  if (x.length !== CARDS_LEFT_TABLE_LENGTH) {
    return `Cards-left table must have ${CARDS_LEFT_TABLE_LENGTH} entries (index 0 = 0, then 1 to 15 cards left), not ${x.length}.`;
  }
  for (let i = 0; i < x.length; i++) {
    const v: unknown = x[i];
    const problem = entryProblem(v, 0);
    if (problem) return `Cards-left table: entry ${i} ${problem}.`;
    if (i === 0 && v !== 0) return `Cards-left table: entry 0 (no cards left) must be 0, not ${String(v)}.`;
  }
  return null;
}
