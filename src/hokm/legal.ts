/**
 * The legal actions of the seat to act, in canonical order (by id): trump
 * suits C D H S; discards and plays by card id. When a suit is led and the
 * player holds it, only that suit may be played (hokm.md "Play" 2–3).
 */
import { DISCARDS, DRAWS, PLAYS, TRUMPS, encodeAction, numActions } from './ids.js';
import { HAND0, handPlace, idAt } from './places.js';
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
      return held(s, turnOf(s)!, -1, DISCARDS);
    case 'play':
      return held(s, turnOf(s)!, ledSuit(s), PLAYS);
    default:
      return [];
  }
}

/**
 * The actions for the cards `seat` still holds: of suit `led` if it holds
 * any, else all. The seat's own played cards (one per completed trick; it
 * has not played to the current one yet) are marked in two 32-bit masks
 * (ids 0–31 and 32–51), so the scan needs no string searches.
 */
function held(s: HokmState, seat: number, led: number, actions: readonly HokmAction[]): HokmAction[] {
  const played = s.played;
  const winners = s.winners;
  const n = s.players;
  let lo = 0;
  let hi = 0;
  let leader = s.hakem;
  for (let t = 0; t < winners.length; t++) {
    // The seat's offset from the trick's leader (no % in this hot loop).
    const k = seat >= leader ? seat - leader : seat - leader + n;
    const id = idAt(played, 2 * (t * n + k));
    if (id < 32) lo |= 1 << id;
    else hi |= 1 << (id - 32);
    leader = winners.charCodeAt(t) - HAND0;
  }
  // indexOf jumps natively over the other seats' cards: cheaper than reading
  // every place character.
  const ch = handPlace(seat);
  const cards = s.cards;
  const out: HokmAction[] = [];
  if (led >= 0) {
    const end = led * 13 + 13;
    for (let i = cards.indexOf(ch, led * 13); i >= 0 && i < end; i = cards.indexOf(ch, i + 1)) {
      if (((i < 32 ? lo >>> i : hi >>> (i - 32)) & 1) === 0) out.push(actions[i]!);
    }
    if (out.length > 0) return out;
  }
  for (let i = cards.indexOf(ch); i >= 0; i = cards.indexOf(ch, i + 1)) {
    if (((i < 32 ? lo >>> i : hi >>> (i - 32)) & 1) === 0) out.push(actions[i]!);
  }
  return out;
}

/** A 0/1 mask over action ids: 1 where the id is legal now. */
export function mask(s: HokmState): Uint8Array {
  const m = new Uint8Array(numActions);
  for (const a of legal(s)) m[encodeAction(a)] = 1;
  return m;
}
