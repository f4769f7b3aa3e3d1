/**
 * Sets of cards as rank masks, the form of `hands` and `discards` in the
 * Hokm state: per seat, four 13-bit masks, one per suit, at index
 * `seat * 4 + suit`; bit `r` (value `1 << r`) is set when the card of rank
 * index `r` (Ace = 0 … King = 12) of that suit is there. So a card id
 * `suit * 13 + r` is one bit of one small integer: holding, adding and
 * removing a card, and the cards of the suit led, are single reads and
 * writes of a V8 small integer (no 52-bit doubles).
 */
import type { Card } from '../cards/index.js';
import { bitCount } from '../core/numbers.js';
import { BIT_OF, CODES, SUIT_OF } from './places.js';

export { bitCount };

/** The bits of one suit: every rank. */
export const SUIT_BITS = 0x1fff;

/** Whether `seat`'s masks in `masks` hold card `id`. */
export function holds(masks: readonly number[], seat: number, id: number): boolean {
  return (masks[seat * 4 + SUIT_OF[id]!]! & BIT_OF[id]!) !== 0;
}

/** Adds card `id` to `seat`'s masks, in place. */
export function addCard(masks: number[], seat: number, id: number): void {
  const at = seat * 4 + SUIT_OF[id]!;
  masks[at] = masks[at]! | BIT_OF[id]!;
}

/** Removes card `id` from `seat`'s masks, in place. */
export function removeCard(masks: number[], seat: number, id: number): void {
  const at = seat * 4 + SUIT_OF[id]!;
  masks[at] = masks[at]! & ~BIT_OF[id]!;
}

/** The number of cards in `seat`'s masks. */
export function countOf(masks: readonly number[], seat: number): number {
  const b = seat * 4;
  return bitCount(masks[b]!) + bitCount(masks[b + 1]!) + bitCount(masks[b + 2]!) + bitCount(masks[b + 3]!);
}

/** The number of cards of each of `players` seats. */
export function countsOf(masks: readonly number[], players: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < players; k++) out.push(countOf(masks, k));
  return out;
}

/** The card ids in `seat`'s masks, ascending. */
export function idsOf(masks: readonly number[], seat: number): number[] {
  const out: number[] = [];
  for (let suit = 0; suit < 4; suit++) {
    for (let m = masks[seat * 4 + suit]!; m !== 0; m &= m - 1) out.push(13 * suit + 31 - Math.clz32(m & -m));
  }
  return out;
}

/** The cards in `seat`'s masks, in id order. */
export function cardsOf(masks: readonly number[], seat: number): Card[] {
  return idsOf(masks, seat).map((id) => CODES[id]!);
}

/** `players * 4` empty masks. */
export function emptyMasks(players: number): number[] {
  return new Array<number>(players * 4).fill(0);
}

/** {@link emptyMasks} for each player count, shared and frozen (for lists no rule writes into). */
const ZERO_MASKS: readonly (readonly number[])[] = [0, 1, 2, 3, 4].map((n) => Object.freeze(emptyMasks(n)));

/** `players * 4` zero masks, shared and frozen: the discards of 3 and 4 players, which stay zeros (only 2-player hands discard, HOKM-9.3). */
export function zeroMasks(players: number): number[] {
  return ZERO_MASKS[players] as number[];
}

/** The masks of `players` seats holding the given card ids (`seatIds[k]` for seat `k`). */
export function masksOf(seatIds: readonly (readonly number[])[]): number[] {
  const out = emptyMasks(seatIds.length);
  seatIds.forEach((ids, seat) => ids.forEach((id) => addCard(out, seat, id)));
  return out;
}

/** Whether `x` is a rank mask: an integer from 0 to `2 ** 13 - 1`. */
export function isMask(x: unknown): x is number {
  return typeof x === 'number' && (x | 0) === x && x >= 0 && x <= SUIT_BITS;
}
