/**
 * The legal actions of the seat to act, in canonical order (by id): trump
 * suits C D H S; discards and plays by card id. When a suit is led and the
 * player holds it, only that suit may be played (hokm.md "Play" 2–3).
 */
import { DISCARDS, DRAWS, PLAYS, TRUMPS, encodeAction, numActions } from './ids.js';
import { HAND0 } from './places.js';
import { ledSuit } from './tricks.js';
import { turnOf } from './turn.js';
import type { HokmAction, HokmState } from './types.js';

/** Every legal action now (shared frozen objects); empty when the match is over. */
export function legal(s: HokmState): HokmAction[] {
  switch (s.phase) {
    case 'trump':
      return [...TRUMPS];
    case 'draw':
      return [...DRAWS];
    case 'discard':
      return held(s.cards, turnOf(s)!, -1, DISCARDS);
    case 'play':
      return held(s.cards, turnOf(s)!, ledSuit(s), PLAYS);
    default:
      return [];
  }
}

/**
 * The actions for the cards `seat` holds (its place in `cards`; played
 * cards have a place of their own): of suit `led` if it holds any, else all.
 */
function held(cards: string, seat: number, led: number, actions: readonly HokmAction[]): HokmAction[] {
  const code = HAND0 + seat;
  const out: HokmAction[] = [];
  if (led >= 0) {
    for (let i = led * 13; i < led * 13 + 13; i++) if (cards.charCodeAt(i) === code) out.push(actions[i]!);
    if (out.length > 0) return out;
  }
  for (let i = 0; i < 52; i++) if (cards.charCodeAt(i) === code) out.push(actions[i]!);
  return out;
}

/** A 0/1 mask over action ids: 1 where the id is legal now. */
export function mask(s: HokmState): Uint8Array {
  const m = new Uint8Array(numActions);
  for (const a of legal(s)) m[encodeAction(a)] = 1;
  return m;
}
