/**
 * The legal actions of the seat to act, in canonical order (by id): trump
 * suits C D H S; discards and plays by card id. When a suit is led and the
 * player holds it, only that suit may be played (HOKM-5.3, HOKM-5.4).
 */
import { BY_ID, DISCARD_BASE, KEEP_ID, PASS_ID, TRUMP_BASE, numActions } from './ids.js';
import { suitBits } from './sets.js';
import { ledSuit } from './tricks.js';
import { turnOf } from './turn.js';
import type { HokmAction, HokmState } from './types.js';

const TRUMP_IDS: readonly number[] = [TRUMP_BASE, TRUMP_BASE + 1, TRUMP_BASE + 2, TRUMP_BASE + 3];

/** The ids of every legal action now, ascending; empty when the match is over. */
export function legalIds(s: HokmState): number[] {
  switch (s.phase) {
    case 'trump':
      return TRUMP_IDS.slice();
    case 'draw':
      return [KEEP_ID, PASS_ID];
    case 'discard':
      return held(s.hands[turnOf(s)!]!, -1, DISCARD_BASE);
    case 'play':
      return held(s.hands[turnOf(s)!]!, ledSuit(s), 0);
    default:
      return [];
  }
}

/** Every legal action now (shared frozen objects), by id order. */
export function legal(s: HokmState): HokmAction[] {
  return legalIds(s).map((id) => BY_ID[id]!);
}

/**
 * `base` plus the id of each card in `hand`: only those of suit `led` when
 * the hand has any (following suit), else all of them.
 */
function held(hand: number, led: number, base: number): number[] {
  const out: number[] = [];
  if (led >= 0) {
    for (let m = suitBits(hand, led); m !== 0; m &= m - 1) out.push(base + 13 * led + 31 - Math.clz32(m & -m));
    if (out.length > 0) return out;
  }
  for (let suit = 0; suit < 4; suit++) {
    for (let m = suitBits(hand, suit); m !== 0; m &= m - 1) out.push(base + 13 * suit + 31 - Math.clz32(m & -m));
  }
  return out;
}

/** A 0/1 mask over action ids: 1 where the id is legal now. */
export function mask(s: HokmState): Uint8Array {
  const m = new Uint8Array(numActions);
  for (const id of legalIds(s)) m[id] = 1;
  return m;
}
