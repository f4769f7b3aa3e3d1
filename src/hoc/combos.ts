/**
 * Hoc combinations: the point, sequences and tricons found in a hand, and how
 * two declarations of one kind compare (HOC-2.1, HOC-2.2, HOC-4.2 – HOC-4.6;
 * showing HOC-6.4; carte blanche HOC-7.1; decisions HOC-D1 – HOC-D9 and
 * HOC-D26 in docs/rules/hoc-decisions.md).
 *
 * - Card order is K Q J 10 … 2 A: the Ace is the lowest card, so A 2 3 is a
 *   run and K A is not (nothing wraps). For the point, K Q J count 10, 2–10
 *   their number, A 1.
 * - **Point**: every suit held is a point. Longer wins, then the higher total
 *   value (J♠ 8♠ 7♠ A♠ is a point of four worth 26).
 * - **Sequence**: a maximal run of 3 or more consecutive ranks in one suit.
 *   One run is one combination whatever its length (HOC-6.4, HOC-D4); a
 *   run longer than 5 counts as a quint. Longer (capped at 5) wins, then the higher top card.
 *   Headed by the King: major.
 * - **Tricon**: a rank held 3 or 4 times. Four beats three, then the higher
 *   rank; there can be no tie (HOC-4.6). Kings are major.
 * - Equal declarations from different players are settled by nearness to
 *   first in hand (HOC-4.2, HOC-4.5; HOC-D2), which only the caller knows;
 *   {@link compare} returns 0.
 *
 * Every function reads the hand once into four 13-bit suit masks, so the
 * work is linear in the hand (a 15-card hand takes well under a microsecond).
 */
import { DECK, HOC_RANK_ORDER, SUITS, hocRankValue, hocStrength, suitIndex, suitOf, type Card, type Rank, type Suit } from '../cards/index.js';
import { HocHokmError } from '../core/errors.js';
import { excerpt } from '../core/input.js';

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

/** Shortest run that is a sequence (a tierce). */
export const MIN_SEQUENCE = 3;
/** Longest run that counts as such; longer runs count as a quint (HOC-4.4, HOC-D5). */
export const MAX_SEQUENCE = 5;

const KING = 12;

/** Point value by Hoc strength (index 0 = Ace … 12 = King). */
const VALUE_BY_STRENGTH: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];

/**
 * The point value of a card: King, Queen, Jack 10; 2 to 10 their number;
 * Ace 1 (HOC-2.2).
 * @example pointValue('QS') === 10; pointValue('7H') === 7; pointValue('AD') === 1
 */
export function pointValue(card: Card): number {
  return VALUE_BY_STRENGTH[hocStrength(card)]!;
}

/**
 * The length a sequence counts as for comparison and bonus: its real length,
 * capped at 5 (a run of six or more is a quint).
 * @example countedLength({ length: 6 }) === 5
 */
export function countedLength(seq: Pick<Sequence, 'length'>): number {
  return Math.min(seq.length, MAX_SEQUENCE);
}

/** Each card's suit index × 16 + Hoc strength, read once per card by masksOf. */
const SLOT: ReadonlyMap<string, number> = new Map(DECK.map((c) => [c, suitIndex(suitOf(c)) * 16 + hocStrength(c)]));

/**
 * Reads a hand into one 13-bit mask per suit (bit = Hoc strength). Rejects
 * what no dealt hand can be (a non-card, a card twice) with a coded error
 * rather than a wrong answer later.
 */
function masksOf(hand: readonly Card[]): number[] {
  if (!Array.isArray(hand)) throw new HocHokmError('BAD_CARD', 'A hand must be an array of card codes.');
  const masks = [0, 0, 0, 0];
  // An index loop: for…of over a frozen array (a state's hand) is several times slower in V8.
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    const slot = SLOT.get(card);
    if (slot === undefined) throw new HocHokmError('BAD_CARD', `Not a card code: ${excerpt(card)}.`);
    const bit = 1 << (slot & 15);
    if (masks[slot >> 4]! & bit) throw new HocHokmError('BAD_CARD', `The hand holds ${card} twice.`);
    masks[slot >> 4]! |= bit;
  }
  return masks;
}

function card(strength: number, suit: Suit): Card {
  return `${HOC_RANK_ORDER[strength]!}${suit}` as Card;
}

/** Suit order breaks ties inside one hand (HOC-D2): clubs, diamonds, hearts, spades. */
function bySuit(a: { suit: Suit }, b: { suit: Suit }): number {
  return SUITS.indexOf(a.suit) - SUITS.indexOf(b.suit);
}

function sign(x: number): number {
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

function pointsOf(masks: readonly number[]): Point[] {
  const out: Point[] = [];
  for (let s = 0; s < 4; s++) {
    const mask = masks[s]!;
    if (mask === 0) continue;
    const suit = SUITS[s]!;
    const cards: Card[] = [];
    let value = 0;
    for (let r = KING; r >= 0; r--) {
      if (mask & (1 << r)) {
        cards.push(card(r, suit));
        value += VALUE_BY_STRENGTH[r]!;
      }
    }
    out.push({ kind: 'point', length: cards.length, value, suit, cards });
  }
  return out.sort((a, b) => compare(b, a) || bySuit(a, b));
}

/**
 * Every suit of the hand as a point, best first: longer, then higher value,
 * then (two equal suits in one hand) clubs, diamonds, hearts, spades.
 * Empty hand: empty list.
 * @example points(['JS', '8S', '7S', 'AS', 'KH'])[0] // { length: 4, value: 26, suit: 'S', … }
 */
export function points(hand: readonly Card[]): Point[] {
  return pointsOf(masksOf(hand));
}

/**
 * The best point of a hand, or `null` for an empty hand.
 * @example bestPoint(['JS', '8S', '7S', 'AS']) // a point of four worth 26
 */
export function bestPoint(hand: readonly Card[]): Point | null {
  return points(hand)[0] ?? null;
}

function sequencesOf(masks: readonly number[]): Sequence[] {
  const out: Sequence[] = [];
  for (let s = 0; s < 4; s++) {
    const mask = masks[s]!;
    const suit = SUITS[s]!;
    // Walk down from the King; a gap (or the bottom, below the Ace) closes a run.
    let top = -1;
    for (let r = KING; r >= -1; r--) {
      const held = r >= 0 && (mask & (1 << r)) !== 0;
      if (held && top < 0) top = r;
      if (!held && top >= 0) {
        const length = top - r;
        if (length >= MIN_SEQUENCE) {
          const cards: Card[] = [];
          for (let k = top; k > r; k--) cards.push(card(k, suit));
          out.push({ kind: 'sequence', length, top: HOC_RANK_ORDER[top]!, suit, major: top === KING, cards });
        }
        top = -1;
      }
    }
  }
  return out.sort((a, b) => compare(b, a) || bySuit(a, b));
}

/**
 * Every sequence (maximal run of 3+ in one suit) in the hand, best first:
 * longer (capped at 5), then higher top card, then suit order. Two runs in
 * one suit separated by a gap are two sequences.
 * @example sequences(['3H', '2H', 'AH']) // one tierce to the 3: A 2 3 is a run
 */
export function sequences(hand: readonly Card[]): Sequence[] {
  return sequencesOf(masksOf(hand));
}

/**
 * The best sequence, or `null`.
 * @example bestSequence(['KD', 'QD', 'JD', '9C', '8C', '7C', '6C'])?.top === '9' // a quart beats a major tierce
 */
export function bestSequence(hand: readonly Card[]): Sequence | null {
  return sequences(hand)[0] ?? null;
}

function triconsOf(masks: readonly number[]): Tricon[] {
  const fours: Tricon[] = [];
  const threes: Tricon[] = [];
  // Kings down to Aces, fours before threes: the order of compare(), without a sort.
  for (let r = KING; r >= 0; r--) {
    const bit = 1 << r;
    const size = ((masks[0]! & bit) >> r) + ((masks[1]! & bit) >> r) + ((masks[2]! & bit) >> r) + ((masks[3]! & bit) >> r);
    if (size < 3) continue;
    const cards: Card[] = [];
    for (let s = 0; s < 4; s++) if (masks[s]! & bit) cards.push(card(r, SUITS[s]!));
    (size === 4 ? fours : threes).push({ kind: 'tricon', size: size as 3 | 4, rank: HOC_RANK_ORDER[r]!, major: r === KING, cards });
  }
  return fours.concat(threes);
}

/**
 * Every tricon (rank held 3 or 4 times), best first: fours before threes,
 * then higher rank (Kings highest, Aces lowest).
 * @example tricons(['AC', 'AD', 'AH', 'AS', 'KC', 'KD', 'KH']).map((t) => t.rank) // ['A', 'K']
 */
export function tricons(hand: readonly Card[]): Tricon[] {
  return triconsOf(masksOf(hand));
}

/**
 * The best tricon, or `null`.
 * @example bestTricon(['KC', 'KD', 'KH'])?.major === true
 */
export function bestTricon(hand: readonly Card[]): Tricon | null {
  return tricons(hand)[0] ?? null;
}

/**
 * The best combination of a prize's kind, or `null`.
 * @example best('point', ['JS', '8S', '7S', 'AS'])
 */
export function best(prize: Prize, hand: readonly Card[]): Combination | null {
  return all(prize, hand)[0] ?? null;
}

/**
 * Every combination of a prize's kind in the hand, best first.
 * @example all('sequence', hand).length // how many runs the hand holds
 */
export function all(prize: Prize, hand: readonly Card[]): Combination[] {
  switch (prize) {
    case 'point':
      return points(hand);
    case 'sequence':
      return sequences(hand);
    case 'tricon':
      return tricons(hand);
    default:
      throw new TypeError(`Unknown prize ${excerpt(prize)}; expected one of ${PRIZES.join(', ')}.`);
  }
}

/**
 * Compares two combinations of the same kind: > 0 when `a` is better, < 0
 * when `b` is, 0 when equal (then nearness to first in hand decides, which
 * the caller knows). Point: length, then value. Sequence: length capped at 5,
 * then top card. Tricon: size, then rank. The result is always -1, 0 or 1.
 * Throws a `TypeError` when the kinds differ.
 * @example compare(bestPoint(['KS', 'QS', 'JS'])!, bestPoint(['TH', '9H', '8H', '2H'])!) === -1 // four cards beat three
 */
export function compare(a: Combination, b: Combination): number {
  if (a.kind === 'point' && b.kind === 'point') return sign(a.length - b.length || a.value - b.value);
  if (a.kind === 'sequence' && b.kind === 'sequence') {
    return sign(countedLength(a) - countedLength(b) || hocRankValue(a.top) - hocRankValue(b.top));
  }
  if (a.kind === 'tricon' && b.kind === 'tricon') {
    return sign(a.size - b.size || hocRankValue(a.rank) - hocRankValue(b.rank));
  }
  throw new TypeError(`Cannot compare a ${String(a?.kind)} with a ${String(b?.kind)}.`);
}

/**
 * Whether a hand has carte blanche: no King, Queen or Jack (HOC-7.1).
 * An empty hand has none of them, so it counts (HOC-D26; it never arises
 * in play, since carte blanche is asked with full hands).
 * @example isCarteBlanche(['TS', '9H', 'AC']) === true; isCarteBlanche(['JD', '2C']) === false
 */
export function isCarteBlanche(hand: readonly Card[]): boolean {
  const faces = (1 << 10) | (1 << 11) | (1 << 12);
  return masksOf(hand).every((m) => (m & faces) === 0);
}
