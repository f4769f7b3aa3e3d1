/**
 * Hoc payment tables (rulings.md H1, H2), both reconstructions exposed as
 * options with these defaults. STUB: signatures fixed; bodies to come.
 */
import type { Sequence, Tricon } from './combos.js';

/** Base bonus per combination (rulings.md H1). */
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

/** The default bonus table of rulings.md H1 (a reconstruction). */
export declare const DEFAULT_BONUS_TABLE: Readonly<BonusTable>;

/**
 * Chips paid by each other player per cards left, index = cards left
 * (index 0 unused, 0). Rulings.md H2 (a reconstruction); length 16 covers 15 cards.
 */
export declare const DEFAULT_CARDS_LEFT_TABLE: readonly number[];

/**
 * The bonus one other player pays for one shown combination, before the
 * double/triple-game multiplier: base × (major multiplier if major).
 */
export declare function bonus(combo: Sequence | Tricon, table?: Readonly<BonusTable>): number;

/** What each other player pays the player who went out, for `cardsLeft` cards (H2). */
export declare function cardsLeftPayment(cardsLeft: number, table?: readonly number[]): number;

/** Checks a user bonus table; returns an error message or `null` when valid. */
export declare function checkBonusTable(x: unknown): string | null;

/** Checks a user cards-left table (16 non-negative integers, index 0 = 0); returns an error message or `null`. */
export declare function checkCardsLeftTable(x: unknown): string | null;
