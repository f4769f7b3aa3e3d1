/**
 * Sets of cards as integers, the form of `hands` and `discards` in the
 * Hokm state: bit `id` (value `2 ** id`) is set for each card id
 * 0–51 in the set, so a set is a safe integer below `2 ** 52`.
 *
 * JavaScript's bitwise operators see only 32 bits, so a set is read by
 * suit: multiplying by `2 ** -(13 * suit)` brings that suit's 13 bits
 * down, where `& 0x1fff` reads them exactly (scaling by a power of two is
 * exact, and ToInt32 keeps the low 32 bits of the whole part; a multiply
 * is cheaper than the equal division). Adding and removing a card are
 * plain additions and subtractions.
 */
import type { Card } from '../cards/index.js';
import { CODES } from './places.js';

/** `2 ** i` for i = 0 … 52. */
const POW: readonly number[] = Array.from({ length: 53 }, (_, i) => 2 ** i);
/** `2 ** -i` for i = 0 … 52. */
const INV: readonly number[] = Array.from({ length: 53 }, (_, i) => 2 ** -i);
/** The bits of one suit. */
const SUIT_BITS = 0x1fff;
/** One more than the largest set (every card). */
const LIMIT = 2 ** 52;

/** Whether card `id` is in `set`. */
export function has(set: number, id: number): boolean {
  return ((set * INV[id]!) & 1) === 1;
}

/** `set` with card `id` added (it must not be in it). */
export function add(set: number, id: number): number {
  return set + POW[id]!;
}

/** `set` without card `id` (it must be in it). */
export function remove(set: number, id: number): number {
  return set - POW[id]!;
}

/** The ranks of suit index `suit` in `set`, as 13 bits (bit `r` for rank index `r`, Ace = 0). */
export function suitBits(set: number, suit: number): number {
  return (set * INV[13 * suit]!) & SUIT_BITS;
}

/** The number of bits set in the 32-bit integer `x`. */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The number of cards in `set`. */
export function size(set: number): number {
  return bitCount(set >>> 0) + bitCount((set * INV[32]!) >>> 0);
}

/** The card ids in `set`, ascending. */
export function idsOf(set: number): number[] {
  const out: number[] = [];
  for (let suit = 0; suit < 4; suit++) {
    for (let m = suitBits(set, suit); m !== 0; m &= m - 1) out.push(13 * suit + 31 - Math.clz32(m & -m));
  }
  return out;
}

/** The cards in `set`, in id order. */
export function cardsOf(set: number): Card[] {
  return idsOf(set).map((id) => CODES[id]!);
}

/** The set of the given card ids (each at most once). */
export function setOf(ids: Iterable<number>): number {
  let set = 0;
  for (const id of ids) set += POW[id]!;
  return set;
}

/** Whether `x` is a card set: an integer from 0 to `2 ** 52 - 1`. */
export function isSet(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < LIMIT;
}
