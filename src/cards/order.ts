/**
 * Rank orders as data. Hokm ranks the Ace high (A K Q … 2, hokm.md "The
 * cards"); Hoc ranks it low (K Q J … 2 A, hoc-seed-en "Card order").
 */
import { RANKS, cardId, rankOf, suitOf, suitIndex, type Card, type Rank } from './cards.js';

/** Hokm ranks from low to high: 2 … K A. */
export const HOKM_RANK_ORDER: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];

/** Hoc ranks from low to high: A 2 … Q K. */
export const HOC_RANK_ORDER: readonly Rank[] = RANKS;

const HOKM_STRENGTH: Readonly<Record<string, number>> = Object.fromEntries(
  HOKM_RANK_ORDER.map((r, i) => [r, i]),
);
const HOC_STRENGTH: Readonly<Record<string, number>> = Object.fromEntries(HOC_RANK_ORDER.map((r, i) => [r, i]));

/** Strength of a rank in Hokm: 0 for 2 … 12 for Ace. */
export function hokmRankValue(rank: Rank): number {
  return HOKM_STRENGTH[rank]!;
}

/** Strength of a rank in Hoc: 0 for Ace … 12 for King. */
export function hocRankValue(rank: Rank): number {
  return HOC_STRENGTH[rank]!;
}

/** Strength of a card's rank in Hokm (0 for a 2 … 12 for an Ace). */
export function hokmStrength(card: Card): number {
  return HOKM_STRENGTH[rankOf(card)]!;
}

/** Strength of a card's rank in Hoc (0 for an Ace … 12 for a King). */
export function hocStrength(card: Card): number {
  return HOC_STRENGTH[rankOf(card)]!;
}

/**
 * Sorts cards for display: by suit (clubs, diamonds, hearts, spades), then by
 * rank in the given order, high first. Returns a new array.
 */
export function sortCards(cards: readonly Card[], game: 'hokm' | 'hoc' = 'hokm'): Card[] {
  const value = game === 'hokm' ? hokmStrength : hocStrength;
  return cards.slice().sort((a, b) => {
    const bySuit = suitIndex(suitOf(a)) - suitIndex(suitOf(b));
    return bySuit !== 0 ? bySuit : value(b) - value(a) || cardId(a) - cardId(b);
  });
}
