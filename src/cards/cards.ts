/**
 * Card codes shared by both games.
 *
 * A card is a two-character string: rank (`A 2 3 4 5 6 7 8 9 T J Q K`) then
 * suit (`C D H S`), e.g. `QS` or `TD`. Codes are plain strings so that game
 * states stay plain JSON. Each card also has an integer id 0–51
 * (`suit × 13 + rank index`), which the bot APIs use for action ids.
 */
import { HocHokmError } from '../core/errors.js';
import { excerpt } from '../core/input.js';

/** The four suits, in id order: clubs, diamonds, hearts, spades. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
/** A suit letter. */
export type Suit = (typeof SUITS)[number];

/** The thirteen ranks, in id order (Ace first, `T` for ten). */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
/** A rank character. */
export type Rank = (typeof RANKS)[number];

/** A card code such as `QS` (queen of spades) or `TD` (ten of diamonds). */
export type Card = `${Rank}${Suit}`;

/** All 52 cards in id order: `AC 2C … KC AD … KS`. */
export const DECK: readonly Card[] = Object.freeze(SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card)));

// A Map, not an object: a code such as "constructor" or "__proto__" is no card.
const ID_OF: ReadonlyMap<string, number> = new Map(DECK.map((c, i) => [c, i]));

/** Whether `x` is a valid card code (exact form, e.g. `QS`); `"constructor"` and other non-codes are not. */
export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && ID_OF.has(x);
}

/**
 * The integer id 0–51 of a card (`suit × 13 + rank index`). Throws
 * `BAD_CARD` for anything that is not a card code.
 * @example cardId('AC') === 0; cardId('KS') === 51
 */
export function cardId(card: Card): number {
  const id = ID_OF.get(card);
  if (id === undefined) throw new HocHokmError('BAD_CARD', `${excerpt(card)} is not a card code like "QS"`);
  return id;
}

/** The card with integer id 0–51; `undefined` for anything else. */
export function cardFromId(id: number): Card | undefined {
  return Number.isInteger(id) && id >= 0 && id < 52 ? DECK[id] : undefined;
}

/** The suit of a card. */
export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** The rank of a card. */
export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

/** The index of a suit in {@link SUITS} (0–3). */
export function suitIndex(suit: Suit): number {
  return SUITS.indexOf(suit);
}

/** Whether `x` is a suit letter. */
export function isSuit(x: unknown): x is Suit {
  return typeof x === 'string' && (SUITS as readonly string[]).includes(x);
}

/** Whether `x` is a rank character. */
export function isRank(x: unknown): x is Rank {
  return typeof x === 'string' && (RANKS as readonly string[]).includes(x);
}
