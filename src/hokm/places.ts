/**
 * Low-level helpers over the state's card strings (see {@link HokmState}):
 * the `cards` place string (one character per card id) and card codes
 * written one after another (`stock`, `played`). Hokm ranks Ace high
 * (hokm.md "The cards").
 */
import { DECK, SUITS, formatCard, type Card, type Suit } from '../cards/index.js';
import type { HokmState } from './types.js';

/** Card codes by id (shared, frozen). */
export const CODES: readonly Card[] = DECK;

/** Place character: in the stock. */
export const STOCK = 's';
/** Place character: out of play (the removed 2). */
export const OUT = 'x';
/** Char code of `'0'`: a hand place is `48 + seat`. */
export const HAND0 = 48;
/** Char code of `'a'`: a discard place is `97 + seat`. */
export const DISCARD0 = 97;

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

/** The place string with card `id` moved to place `ch`. */
export function moveCard(cards: string, id: number, ch: string): string {
  return cards.slice(0, id) + ch + cards.slice(id + 1);
}

const HAND_PLACES: readonly string[] = ['0', '1', '2', '3'];

/** The place character of a seat's hand. */
export function handPlace(seat: number): string {
  return HAND_PLACES[seat]!;
}

/** The place character of a seat's discards. */
export function discardPlace(seat: number): string {
  return String.fromCharCode(DISCARD0 + seat);
}

/**
 * Whether `seat` still holds card `id`: it was dealt to the seat and is not
 * among the `played` codes. (A code found in `played` is always aligned:
 * rank and suit letters are disjoint.)
 */
export function holds(cards: string, played: string, seat: number, id: number): boolean {
  return cards.charCodeAt(id) === HAND0 + seat && !played.includes(CODES[id]!);
}

/** Whether `seat` still holds a card of suit index `suit`. */
export function holdsSuit(cards: string, played: string, seat: number, suit: number): boolean {
  const code = HAND0 + seat;
  const base = suit * 13;
  for (let i = base; i < base + 13; i++) if (cards.charCodeAt(i) === code && !played.includes(CODES[i]!)) return true;
  return false;
}

const POW2: readonly number[] = Array.from({ length: 52 }, (_, i) => 2 ** i);

/** The cards of a code string as a 52-bit number, bit `id` set for each (exact in a double). */
export function bitsOf(codes: string): number {
  let bits = 0;
  for (let i = 0; i < codes.length; i += 2) bits += POW2[idAt(codes, i)]!;
  return bits;
}

/** Whether bit `id` is set in a 52-bit number from {@link bitsOf}. */
export function hasBit(bits: number, id: number): boolean {
  return Math.floor(bits / POW2[id]!) % 2 === 1;
}

/** The cards `seat` still holds, in id order. */
export function handOf(s: HokmState, seat: number): Card[] {
  const bits = bitsOf(s.played);
  const code = HAND0 + seat;
  const out: Card[] = [];
  for (let i = 0; i < 52; i++) if (s.cards.charCodeAt(i) === code && !hasBit(bits, i)) out.push(CODES[i]!);
  return out;
}

/** How many cards are at place `ch`. */
export function countPlace(cards: string, ch: string): number {
  const code = ch.charCodeAt(0);
  let n = 0;
  for (let i = 0; i < 52; i++) if (cards.charCodeAt(i) === code) n++;
  return n;
}

/** The cards at place `ch`, in id order. */
export function cardsAt(cards: string, ch: string): Card[] {
  const code = ch.charCodeAt(0);
  const out: Card[] = [];
  for (let i = 0; i < 52; i++) if (cards.charCodeAt(i) === code) out.push(CODES[i]!);
  return out;
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
  for (let i = 0; i < s.winners.length; i++) out[s.winners.charCodeAt(i) - HAND0]!++;
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

/** The dealer for a hakem: the left neighbour, `hakem - 1` (rulings Common, K2, K6). */
export function dealerOf(players: number, hakem: number): number {
  return (hakem + players - 1) % players;
}

/** A card id for people (`Q♠`). */
export function formatId(id: number): string {
  return formatCard(CODES[id]!);
}
