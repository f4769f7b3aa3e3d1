/**
 * Hoc combinations (hoc-seed-en "What you bid for"; rulings.md H1, H4):
 * the point, sequences and tricons found in a hand, and how two
 * declarations compare. STUB: the signatures are fixed; bodies to come.
 */
import type { Card, Rank, Suit } from '../cards/cards.js';

/** The three prizes, in the order they are settled. */
export const PRIZES = ['point', 'sequence', 'tricon'] as const;
/** A prize. */
export type Prize = (typeof PRIZES)[number];

/** A point: the cards of one suit. `value` counts K Q J as 10, 2–10 at face, A as 1. */
export interface Point {
  /** Always `'point'`. */
  kind: 'point';
  /** Number of cards in the suit. */
  length: number;
  /** Total value of those cards. */
  value: number;
  /** The suit. */
  suit: Suit;
  /** The cards, high to low in Hoc order. */
  cards: Card[];
}

/** A sequence: a maximal run of 3 or more cards in one suit (Hoc order, A low, K high). */
export interface Sequence {
  /** Always `'sequence'`. */
  kind: 'sequence';
  /** The real length of the run (3 or more; for comparison and bonus, anything above 5 counts as 5). */
  length: number;
  /** The top card's rank. */
  top: Rank;
  /** The suit. */
  suit: Suit;
  /** Major: headed by the King. */
  major: boolean;
  /** The cards, high to low. */
  cards: Card[];
}

/** A tricon: three or four cards of one rank. */
export interface Tricon {
  /** Always `'tricon'`. */
  kind: 'tricon';
  /** 3 or 4. */
  size: 3 | 4;
  /** The rank. */
  rank: Rank;
  /** Major: Kings. */
  major: boolean;
  /** The cards, in suit order. */
  cards: Card[];
}

/** Any combination. */
export type Combination = Point | Sequence | Tricon;

/** Every suit of the hand as a point, best first (length, then value). Empty hand: empty list. */
export declare function points(hand: readonly Card[]): Point[];
/** The best point of a hand, or `null` for an empty hand. */
export declare function bestPoint(hand: readonly Card[]): Point | null;
/** Every sequence (maximal run of 3+ in one suit) in the hand, best first. */
export declare function sequences(hand: readonly Card[]): Sequence[];
/** The best sequence, or `null`. */
export declare function bestSequence(hand: readonly Card[]): Sequence | null;
/** Every tricon (rank held 3 or 4 times), best first. */
export declare function tricons(hand: readonly Card[]): Tricon[];
/** The best tricon, or `null`. */
export declare function bestTricon(hand: readonly Card[]): Tricon | null;
/** The best combination of a prize's kind, or `null`. */
export declare function best(prize: Prize, hand: readonly Card[]): Combination | null;
/** Every combination of a prize's kind in the hand, best first. */
export declare function all(prize: Prize, hand: readonly Card[]): Combination[];
/**
 * Compares two combinations of the same kind: > 0 when `a` is better, < 0
 * when `b` is, 0 when equal (then nearness to first in hand decides, which
 * the caller knows). Point: length, then value. Sequence: length capped at 5,
 * then top card. Tricon: size, then rank.
 */
export declare function compare(a: Combination, b: Combination): number;
/** Whether a hand has carte blanche: no King, Queen or Jack (rulings.md H5). */
export declare function isCarteBlanche(hand: readonly Card[]): boolean;
