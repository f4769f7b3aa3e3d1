/**
 * Turning card codes into text for people and back. The codes themselves
 * (`QS`) are the data; `Q♠` and `10♦` are only a presentation.
 */
import { table } from '../core/tables.js';
import { DECK, RANKS, SUITS, isCard, rankOf, suitOf, type Card, type Rank, type Suit } from './cards.js';

/** Suit symbols for display (a table without a prototype: only suit letters find anything). */
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = table({ C: '♣', D: '♦', H: '♥', S: '♠' });

/** English suit names for display (a table without a prototype). */
export const SUIT_NAMES: Readonly<Record<Suit, string>> = table({
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  S: 'spades',
});

/** How a rank is written for people (`10` for ten). */
export function formatRank(rank: Rank): string {
  return rank === 'T' ? '10' : rank;
}

/**
 * A card for people: `Q♠`, `10♦`; anything that is not a card code is
 * shown as `?`.
 * @example formatCard('TD') === '10♦'
 */
export function formatCard(card: Card): string {
  return isCard(card) ? formatRank(rankOf(card)) + SUIT_SYMBOLS[suitOf(card)] : '?';
}

/** Several cards for people, separated by spaces. */
export function formatCards(cards: readonly Card[]): string {
  return cards.map((c) => formatCard(c)).join(' ');
}

const SYMBOL_TO_SUIT: Readonly<Record<string, Suit>> = table({ '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' });

/**
 * Reads a card written by a person or a program: `QS`, `qs`, `Q♠`, `10♦`,
 * `TD`. Returns `undefined` when the text is not exactly one card.
 * @example parseCard('10♦') === 'TD'
 */
export function parseCard(text: unknown): Card | undefined {
  if (typeof text !== 'string') return undefined;
  const t = text.trim().toUpperCase();
  if (t.length < 2 || t.length > 3) return undefined;
  let rank = t.slice(0, -1);
  const suitChar = t.slice(-1);
  if (rank === '10') rank = 'T';
  const suit = (SUITS as readonly string[]).includes(suitChar) ? (suitChar as Suit) : SYMBOL_TO_SUIT[suitChar];
  if (!suit || !(RANKS as readonly string[]).includes(rank)) return undefined;
  const card = `${rank}${suit}`;
  return isCard(card) ? card : undefined;
}

/**
 * Reads a list of cards separated by spaces or commas.
 * Returns `undefined` if any item is not a card.
 * @example parseCards('Q♦ K♦ 4♠ 7♦') // ['QD', 'KD', '4S', '7D']
 */
export function parseCards(text: string): Card[] | undefined {
  const parts = text.split(/[\s,]+/).filter((p) => p.length > 0);
  const out: Card[] = [];
  for (const p of parts) {
    const c = parseCard(p);
    if (!c) return undefined;
    out.push(c);
  }
  return out;
}

/** A fresh copy of the full deck in id order. */
export function newDeck(): Card[] {
  return DECK.slice();
}
