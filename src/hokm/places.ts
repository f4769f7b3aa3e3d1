/**
 * Low-level helpers over the state's strings (see {@link HokmState}): card
 * codes written one after another (`stock`, `played`) and the winners'
 * seat digits; seats and sides. Hokm ranks Ace high (HOKM-2.2).
 */
import { DECK, SUITS, formatCard, type Card, type Suit } from '../cards/index.js';
import type { HokmState } from './types.js';

/** Card codes by id (shared, frozen). */
export const CODES: readonly Card[] = DECK;

/** Char code of `'0'`: a seat digit (in `winners`) is `48 + seat`. */
export const DIGIT0 = 48;

// Lookup tables by character code, filled once at load and never changed.
const RANK_INDEX = new Int8Array(128).fill(-1);
const SUIT_INDEX = new Int8Array(128).fill(-1);
'A23456789TJQK'.split('').forEach((r, i) => (RANK_INDEX[r.charCodeAt(0)] = i));
'CDHS'.split('').forEach((s, i) => (SUIT_INDEX[s.charCodeAt(0)] = i));

/** Hokm strength by rank index (A = 0 … K = 12): 2 lowest, Ace highest. */
const STRENGTH = [13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The id of a card code, or `undefined` when `x` is not a card code. */
export function idOf(x: unknown): number | undefined {
  if (typeof x !== 'string' || x.length !== 2) return undefined;
  const r = RANK_INDEX[x.charCodeAt(0)] ?? -1;
  const su = SUIT_INDEX[x.charCodeAt(1)] ?? -1;
  return r < 0 || su < 0 ? undefined : su * 13 + r;
}

/** The id of the card written at position `pos` (even) of a code string. */
export function idAt(codes: string, pos: number): number {
  return SUIT_INDEX[codes.charCodeAt(pos + 1)]! * 13 + RANK_INDEX[codes.charCodeAt(pos)]!;
}

/** The suit index of the card written at position `pos` of a code string. */
export function suitAt(codes: string, pos: number): number {
  return SUIT_INDEX[codes.charCodeAt(pos + 1)]!;
}

/** Hokm strength of the card written at position `pos` (higher wins). */
export function strengthAt(codes: string, pos: number): number {
  return STRENGTH[RANK_INDEX[codes.charCodeAt(pos)]!]!;
}

/** The index (0–3) of a suit letter. */
export function suitNo(suit: Suit): number {
  return SUIT_INDEX[suit.charCodeAt(0)]!;
}

/** The suit letter of a suit index. */
export function suitLetter(i: number): Suit {
  return SUITS[i]!;
}

const SEAT_DIGITS: readonly string[] = ['0', '1', '2', '3'];

/** The digit of a seat, as written in `winners`. */
export function seatDigit(seat: number): string {
  return SEAT_DIGITS[seat]!;
}

/** Splits a code string into cards. */
export function splitCodes(codes: string): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < codes.length; i += 2) out.push(codes.slice(i, i + 2) as Card);
  return out;
}

/** Tricks won this hand per seat. */
export function trickCounts(s: HokmState): number[] {
  const out = new Array<number>(s.players).fill(0);
  for (let i = 0; i < s.winners.length; i++) out[s.winners.charCodeAt(i) - DIGIT0]!++;
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

/** The seats of a side. */
export function sideSeats(players: number, side: number): number[] {
  return players === 4 ? [side, side + 2] : [side];
}

/** The dealer for a hakem: the left neighbour, `hakem - 1` (HOKM-1.5, HOKM-3.4, HOKM-3.5; HOKM-D1). */
export function dealerOf(players: number, hakem: number): number {
  return (hakem + players - 1) % players;
}

/** A card id for people (`Q♠`). */
export function formatId(id: number): string {
  return formatCard(CODES[id]!);
}
