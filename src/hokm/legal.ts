/**
 * The legal actions of the seat to act, in canonical order (by id): trump
 * suits C D H S; discards and plays by card id. When a suit is led and the
 * player holds it, only that suit may be played (hokm.md "Play" 2–3).
 */
import { DISCARDS, DRAWS, PLAYS, TRUMPS, encodeAction, numActions } from './ids.js';
import { HAND0, holdsSuit } from './places.js';
import { ledSuit } from './tricks.js';
import { turnOf } from './turn.js';
import type { HokmAction, HokmState } from './types.js';

/** Every legal action now (shared frozen objects); empty when the match is over. */
export function legal(s: HokmState): HokmAction[] {
  switch (s.phase) {
    case 'trump':
      return TRUMPS.slice();
    case 'draw':
      return DRAWS.slice();
    case 'discard':
      return inHand(s, turnOf(s)!, 0, 52, DISCARDS);
    case 'play': {
      const led = ledSuit(s);
      const seat = turnOf(s)!;
      if (led >= 0 && holdsSuit(s.cards, seat, led)) return inHand(s, seat, led * 13, led * 13 + 13, PLAYS);
      return inHand(s, seat, 0, 52, PLAYS);
    }
    default:
      return [];
  }
}

function inHand(s: HokmState, seat: number, from: number, to: number, actions: readonly HokmAction[]): HokmAction[] {
  const code = HAND0 + seat;
  const cards = s.cards;
  const out: HokmAction[] = [];
  for (let i = from; i < to; i++) if (cards.charCodeAt(i) === code) out.push(actions[i]!);
  return out;
}

/** A 0/1 mask over action ids: 1 where the id is legal now. */
export function mask(s: HokmState): Uint8Array {
  const m = new Uint8Array(numActions);
  for (const a of legal(s)) m[encodeAction(a)] = 1;
  return m;
}
