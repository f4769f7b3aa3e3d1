/**
 * The legal actions of the seat to act, in canonical order (by id): trump
 * suits C D H S; discards and plays by card id. When a suit is led and the
 * player holds it, only that suit may be played (HOKM-5.3, HOKM-5.4).
 *
 * {@link legalIdsInto} writes the ids into a caller's buffer and allocates
 * nothing (for loops inside the library, such as rollouts);
 * {@link legalIds} returns a new array of exactly the right length.
 */
import { BY_ID, DISCARD_BASE, KEEP_ID, PASS_ID, TRUMP_BASE, numActions } from './ids.js';
import { SUIT_BITS, bitCount, countOf } from './sets.js';
import { ledSuit } from './tricks.js';
import { playSeat, turnOf } from './turn.js';
import type { HokmAction, HokmState } from './types.js';

/** The most legal actions a state can have: a 3-player hand of 17 cards. */
export const MAX_LEGAL = 17;

/**
 * Writes the ids of every legal action now, ascending, into `out` from
 * index 0 and returns how many (0 when the match is over or the host is to
 * deal). `out` needs room for {@link MAX_LEGAL} ids; nothing is allocated.
 */
export function legalIdsInto(s: HokmState, out: number[] | Int32Array | Uint8Array): number {
  switch (s.phase) {
    case 'play':
      return heldInto(s.hands, playSeat(s) * 4, ledSuit(s), 0, out);
    case 'trump':
      for (let k = 0; k < 4; k++) out[k] = TRUMP_BASE + k;
      return 4;
    case 'discard':
      return heldInto(s.hands, turnOf(s)! * 4, -1, DISCARD_BASE, out);
    case 'draw':
      out[0] = KEEP_ID;
      out[1] = PASS_ID;
      return 2;
    default:
      return 0;
  }
}

/** The number of legal actions now (what {@link legalIdsInto} would write). */
export function legalCount(s: HokmState): number {
  switch (s.phase) {
    case 'play': {
      const seat = turnOf(s)!;
      const led = ledSuit(s);
      const follow = led >= 0 ? bitCount(s.hands[seat * 4 + led]!) : 0;
      return follow > 0 ? follow : countOf(s.hands, seat);
    }
    case 'trump':
      return 4;
    case 'discard':
      return countOf(s.hands, turnOf(s)!);
    case 'draw':
      return 2;
    default:
      return 0;
  }
}

/** The ids of every legal action now, ascending, in a new array of exactly that length; empty when the match is over. */
export function legalIds(s: HokmState): number[] {
  if (s.phase !== 'play') {
    const n = legalCount(s);
    const out = new Array<number>(n);
    const written = legalIdsInto(s, out);
    if (written !== n) out.length = written;
    return out;
  }
  // A play (nearly every call): the seat, its hand and the suit led worked
  // out once for the count and the ids. Counted first: an array grown from
  // empty by pushes reserves room for 17 elements at the first push,
  // several times what a play needs.
  const hands = s.hands;
  const base = playSeat(s) * 4;
  const led = ledSuit(s);
  const follow = led >= 0 ? hands[base + led]! : 0;
  const n = follow !== 0 ? bitCount(follow) : bitCount(hands[base]!) + bitCount(hands[base + 1]!) + bitCount(hands[base + 2]!) + bitCount(hands[base + 3]!);
  const out = new Array<number>(n);
  const written = heldInto(hands, base, follow !== 0 ? led : -1, 0, out);
  // Only a damaged hand (not rank masks) can make the two disagree.
  if (written !== n) out.length = written;
  return out;
}

/** Every legal action now (shared frozen objects), by id order. */
export function legal(s: HokmState): HokmAction[] {
  return legalIds(s).map((id) => BY_ID[id]!);
}

/**
 * Writes `base` plus the id of each card of the seat whose masks start at
 * `hands[at]` into `out`: only those of suit `led` when it has any
 * (following suit), else all of them. Returns how many.
 */
function heldInto(hands: readonly number[], at: number, led: number, base: number, out: number[] | Int32Array | Uint8Array): number {
  if (led >= 0) {
    const m = hands[at + led]! & SUIT_BITS;
    if (m !== 0) return bitsInto(m, base + 13 * led, 0, out);
  }
  // Two suits to a word (the second's ranks from bit 13, so bit b is id `base + b`): one loop per pair of
  // suits, so half as many loop ends (with random hands, each is a branch the processor cannot predict).
  const n = bitsInto((hands[at]! & SUIT_BITS) | ((hands[at + 1]! & SUIT_BITS) << 13), base, 0, out);
  return bitsInto((hands[at + 2]! & SUIT_BITS) | ((hands[at + 3]! & SUIT_BITS) << 13), base + 26, n, out);
}

/** Writes `from + b` for each set bit `b` of `m`, ascending, into `out` from index `n`; returns the new count. */
function bitsInto(m: number, from: number, n: number, out: number[] | Int32Array | Uint8Array): number {
  for (; m !== 0; m &= m - 1) out[n++] = from + 31 - Math.clz32(m & -m);
  return n;
}

/** A 0/1 mask over action ids: 1 where the id is legal now. */
export function mask(s: HokmState): Uint8Array {
  const m = new Uint8Array(numActions);
  for (const id of legalIds(s)) m[id] = 1;
  return m;
}
