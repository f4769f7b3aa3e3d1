/**
 * Low-level helpers over card ids and seats (see {@link HokmState}): a
 * card's id is `suit * 13 + rank index` (`AC` = 0 … `KS` = 51, as in
 * `src/cards`); its suit and rank bit come from tables made once at load.
 * Hokm ranks Ace high (HOKM-2.2).
 */
import { DECK, SUITS, formatCard, type Card, type Suit } from '../cards/index.js';
import { StateError } from '../core/errors.js';
import type { HokmState } from './types.js';

/** Card codes by id (shared, frozen). */
export const CODES: readonly Card[] = DECK;

// Lookup tables by character code, filled once at load and never changed.
const RANK_INDEX = new Int8Array(128).fill(-1);
const SUIT_INDEX = new Int8Array(128).fill(-1);
'A23456789TJQK'.split('').forEach((r, i) => (RANK_INDEX[r.charCodeAt(0)] = i));
'CDHS'.split('').forEach((s, i) => (SUIT_INDEX[s.charCodeAt(0)] = i));

/** The suit index (0–3, C D H S) of each card id. */
export const SUIT_OF: readonly number[] = Array.from({ length: 52 }, (_, id) => (id / 13) | 0);
/** The rank bit of each card id within its suit's 13-bit mask (`1 << rank index`, Ace = bit 0). */
export const BIT_OF: readonly number[] = Array.from({ length: 52 }, (_, id) => 1 << (id % 13));
/** Hokm strength of each card id (2 lowest = 1 … Ace highest = 13; higher wins within a suit). */
export const STRENGTH_OF: readonly number[] = Array.from({ length: 52 }, (_, id) => (id % 13 === 0 ? 13 : id % 13));

/** The id of a card code, or `undefined` when `x` is not a card code. */
export function idOf(x: unknown): number | undefined {
  if (typeof x !== 'string' || x.length !== 2) return undefined;
  const r = RANK_INDEX[x.charCodeAt(0)] ?? -1;
  const su = SUIT_INDEX[x.charCodeAt(1)] ?? -1;
  return r < 0 || su < 0 ? undefined : su * 13 + r;
}

/** The index (0–3) of a suit letter. */
export function suitNo(suit: Suit): number {
  return SUIT_INDEX[suit.charCodeAt(0)]!;
}

/** The suit index of trumps, or -1 before trumps are named. */
export function trumpNo(s: HokmState): number {
  return s.trump === null ? -1 : SUIT_INDEX[s.trump.charCodeAt(0)]!;
}

/** The suit letter of a suit index. */
export function suitLetter(i: number): Suit {
  return SUITS[i]!;
}

/** The cards of a list of ids. */
export function cardsOfIds(ids: readonly number[], from = 0, to = ids.length): Card[] {
  const out: Card[] = [];
  for (let i = from; i < to; i++) out.push(CODES[ids[i]!]!);
  return out;
}

/** Tricks won this hand per seat; throws `StateError` for a winner that is not a seat (a damaged state: the count would be written out of bounds). */
export function trickCounts(s: HokmState): number[] {
  const n = s.players;
  const out = new Array<number>(n).fill(0);
  for (let i = 0; i < s.winners.length; i++) {
    const w = s.winners[i]!;
    if (!(typeof w === 'number' && w >>> 0 === w && w < n)) throw new StateError('not a Hokm state: a trick winner is not a seat (use setup or restore)');
    out[w]!++;
  }
  return out;
}

/** The side of a seat: with 4 players seats 0/2 are side 0 and 1/3 side 1; otherwise each seat is a side. */
export function sideOf(players: number, seat: number): number {
  return players === 4 ? seat & 1 : seat;
}

/** The number of sides. */
export function sideCount(players: number): number {
  return players === 4 ? 2 : players;
}

/** The seats of a side, in a new list. */
export function sideSeats(players: number, side: number): number[] {
  return players === 4 ? [side, side + 2] : [side];
}

/** {@link sideSeats} as shared frozen lists, by player count and side (for records that are never written into). */
export const SIDE_SEATS: readonly (readonly (readonly number[])[])[] = [0, 1, 2, 3, 4].map((n) =>
  Array.from({ length: sideCount(n) }, (_, side) => Object.freeze(sideSeats(n, side))),
);

/** The dealer for a hakem: the left neighbour, `hakem - 1` (HOKM-1.5, HOKM-3.4, HOKM-3.5; HOKM-D1). */
export function dealerOf(players: number, hakem: number): number {
  return (hakem + players - 1) % players;
}

/** A card id for people (`Q♠`). */
export function formatId(id: number): string {
  return formatCard(CODES[id]!);
}
