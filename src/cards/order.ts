/**
 * Rank orders as data. Hokm ranks the Ace high (A K Q … 2, HOKM-2.2);
 * Hoc ranks it low (K Q J … 2 A, HOC-2.1).
 */
import { RANKS, cardId, rankOf, suitOf, suitIndex, type Card, type Rank } from './cards.js';

/** Hokm ranks from low to high: 2 … K A. */
export const HOKM_RANK_ORDER: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];

/** Hoc ranks from low to high: A 2 … Q K. */
export const HOC_RANK_ORDER: readonly Rank[] = RANKS;

// Strengths by the rank letter's character code (-1: not a rank), so no
// string key ever reaches an object's prototype.
const HOKM_STRENGTH = new Int8Array(128).fill(-1);
const HOC_STRENGTH = new Int8Array(128).fill(-1);
HOKM_RANK_ORDER.forEach((r, i) => (HOKM_STRENGTH[r.charCodeAt(0)] = i));
HOC_RANK_ORDER.forEach((r, i) => (HOC_STRENGTH[r.charCodeAt(0)] = i));

function strengthIn(t: Int8Array, rank: string): number {
  return rank.length === 1 ? (t[rank.charCodeAt(0)] ?? -1) : -1;
}

/** Strength of a rank in Hokm: 0 for 2 … 12 for Ace (-1 for a non-rank). */
export function hokmRankValue(rank: Rank): number {
  return strengthIn(HOKM_STRENGTH, rank);
}

/** Strength of a rank in Hoc: 0 for Ace … 12 for King (-1 for a non-rank). */
export function hocRankValue(rank: Rank): number {
  return strengthIn(HOC_STRENGTH, rank);
}

/** Strength of a card's rank in Hokm (0 for a 2 … 12 for an Ace). */
export function hokmStrength(card: Card): number {
  return strengthIn(HOKM_STRENGTH, rankOf(card));
}

/** Strength of a card's rank in Hoc (0 for an Ace … 12 for a King). */
export function hocStrength(card: Card): number {
  return strengthIn(HOC_STRENGTH, rankOf(card));
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
