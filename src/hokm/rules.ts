/**
 * The rule functions: each applies one already validated action to a state
 * in place. `apply` runs them on an immer draft of the input state
 * (src/core/define.ts), `applyMutable` on the caller's copy from `clone`
 * (the house rule: one set of rule functions for both paths). The `hands`,
 * `discards`, `played` and `winners` arrays are the only nested values
 * they change in place; anything else nested (the deck, the match record)
 * they replace, so the pure `apply` shares it with its input until it
 * changes, and `clone` shares it too.
 * An ordinary play clears one bit of one hand mask and appends one id to
 * `played`; a completed trick also appends its winner to `winners`.
 * Events are built only when `ev` is given (`step`).
 */
import { BIT_OF, CODES, SUIT_OF, cardsOfIds, suitLetter, trumpNo } from './places.js';
import { dealRest } from './deal.js';
import { discard, draw } from './draw.js';
import { decide, finishHand } from './scoring.js';
import { trickWinner } from './tricks.js';
import { playSeat } from './turn.js';
import type { HokmEvent, HokmState } from './types.js';
import { DISCARD_BASE, KEEP_ID, TRUMP_BASE } from './ids.js';

/** Names trump (HOKM-4.3, HOKM-4.4, HOKM-8.3, HOKM-9.3): 4/3 players get the rest of the deal and play starts; 2 players go on to discards. */
export function nameTrump(s: HokmState, suit: number, ev: HokmEvent[] | null): void {
  s.trump = suitLetter(suit);
  if (ev) ev.push({ type: 'trumpNamed', seat: s.hakem, suit: s.trump });
  if (s.players === 2) {
    s.phase = 'discard';
    return;
  }
  dealRest(s, ev);
  s.phase = 'play';
}

/**
 * Plays card `id` for the seat to act; completes the trick and the hand
 * when due. `seat` is that seat when the caller has worked it out already
 * (the fast path's check), so it is not derived twice.
 */
export function playCard(s: HokmState, id: number, ev: HokmEvent[] | null, seat = -1): void {
  // Each list read once: on an immer draft every read of a list field costs a trap and a type check.
  const n = s.players;
  const hands = s.hands;
  const played = s.played;
  const winners = s.winners;
  const start = winners.length * n;
  // The seat to act, unless the caller worked it out already.
  if (seat < 0) seat = playSeat(s);
  const at = seat * 4 + SUIT_OF[id]!;
  hands[at] = hands[at]! & ~BIT_OF[id]!;
  played.push(id);
  if (ev) ev.push({ type: 'played', seat, card: CODES[id]! });
  if (played.length - start < n) return;
  // The trick is complete: its winner leads the next.
  const leader = seat + 1 === n ? 0 : seat + 1;
  const winner = trickWinner(played, start, n, leader, trumpNo(s));
  winners.push(winner);
  if (ev) ev.push(trickEvent(s, start, leader));
  const done = decide(n, winners, winner);
  if (done !== null) finishHand(s, done.side, done.kind, ev);
}

function trickEvent(s: HokmState, start: number, leader: number): HokmEvent {
  const w = s.winners;
  const tricks = new Array<number>(s.players).fill(0);
  for (let i = 0; i < w.length; i++) tricks[w[i]!]!++;
  return { type: 'trickWon', seat: w[w.length - 1]!, cards: cardsOfIds(s.played, start, start + s.players), leader, tricks };
}

/** Applies the action with id `id` (validated) to `s`, a draft or a mutable clone. */
export function run(s: HokmState, id: number, ev: HokmEvent[] | null): void {
  if (id < DISCARD_BASE) playCard(s, id, ev);
  else if (id < TRUMP_BASE) discard(s, id - DISCARD_BASE, ev);
  else if (id < KEEP_ID) nameTrump(s, id - TRUMP_BASE, ev);
  else draw(s, id === KEEP_ID, ev);
}
