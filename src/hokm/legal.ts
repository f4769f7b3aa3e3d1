/**
 * The legal actions of the seat to act, in canonical order (by id): trump
 * suits C D H S; discards and plays by card id. When a suit is led and the
 * player holds it, only that suit may be played (hokm.md "Play" 2–3).
 */
import { DISCARDS, DRAWS, PLAYS, TRUMPS, encodeAction, numActions } from './ids.js';
import { handPlace } from './places.js';
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
 * The actions for the cards the seat to act holds (exactly its hand place
 * in `cards`, see `holds` in places.ts): of suit `led` if it holds any,
 * else all. indexOf jumps natively over the other seats' cards, which is
 * cheaper than reading every place character.
 */
function held(cards: string, seat: number, led: number, actions: readonly HokmAction[]): HokmAction[] {
  const ch = handPlace(seat);
  const out: HokmAction[] = [];
  if (led >= 0) {
    const end = led * 13 + 13;
    for (let i = cards.indexOf(ch, led * 13); i >= 0 && i < end; i = cards.indexOf(ch, i + 1)) out.push(actions[i]!);
    if (out.length > 0) return out;
  }
  for (let i = cards.indexOf(ch); i >= 0; i = cards.indexOf(ch, i + 1)) out.push(actions[i]!);
  return out;
}

/** A 0/1 mask over action ids: 1 where the id is legal now. */
export function mask(s: HokmState): Uint8Array {
  const m = new Uint8Array(numActions);
  for (const a of legal(s)) m[encodeAction(a)] = 1;
  return m;
}
