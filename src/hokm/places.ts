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
/** Char code of `'A'`: a card of a completed trick has the place `65 + seat` (the seat that played it). */
export const PLAYED0 = 65;

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
const PLAYED_PLACES: readonly string[] = ['A', 'B', 'C', 'D'];

/** The place character of a seat's hand. */
export function handPlace(seat: number): string {
  return HAND_PLACES[seat]!;
}

/** The place character of the cards a seat played to completed tricks. */
export function playedPlace(seat: number): string {
  return PLAYED_PLACES[seat]!;
}

/** The place character of a seat's discards. */
export function discardPlace(seat: number): string {
  return String.fromCharCode(DISCARD0 + seat);
}

/**
 * Whether the seat to act, `seat`, holds card `id`. Cards of completed
 * tricks have left the hand places, and the seat to act has no card in the
 * trick being played, so its hand is exactly its hand place: one character.
 */
export function holds(cards: string, seat: number, id: number): boolean {
  return cards.charCodeAt(id) === HAND0 + seat;
}

/** Whether the seat to act, `seat`, holds a card of suit index `suit` (see {@link holds}). */
export function holdsSuit(cards: string, seat: number, suit: number): boolean {
  const end = suit * 13 + 13;
  const i = cards.indexOf(handPlace(seat), suit * 13);
  return i >= 0 && i < end;
}

/**
 * The cards `seat` holds, in id order: its hand place, without its card in
 * the trick being played (those cards are the codes after the completed
 * tricks in `played`; they keep their hand place until the trick is won).
 */
export function handOf(s: HokmState, seat: number): Card[] {
  const table = s.played.slice(s.winners.length * s.players * 2);
  const code = HAND0 + seat;
  const out: Card[] = [];
  for (let i = 0; i < 52; i++) if (s.cards.charCodeAt(i) === code && !table.includes(CODES[i]!)) out.push(CODES[i]!);
  return out;
}

/**
 * `cards` with the `n` cards of the trick written from position `start` of
 * `played` (led by `leader`) moved to the played places of their seats.
 * Built in one concatenation, in id order: chained single moves would make
 * V8 flatten an intermediate rope per card.
 */
export function markTrick(cards: string, played: string, start: number, n: number, leader: number): string {
  const ids: number[] = [];
  const places: string[] = [];
  for (let k = 0; k < n; k++) {
    const id = idAt(played, start + 2 * k);
    const place = PLAYED_PLACES[leader + k < n ? leader + k : leader + k - n]!;
    let j = ids.length;
    for (; j > 0 && ids[j - 1]! > id; j--) {
      ids[j] = ids[j - 1]!;
      places[j] = places[j - 1]!;
    }
    ids[j] = id;
    places[j] = place;
  }
  let out = '';
  let from = 0;
  for (let j = 0; j < n; j++) {
    out += cards.slice(from, ids[j]) + places[j];
    from = ids[j]! + 1;
  }
  return out + cards.slice(from);
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
