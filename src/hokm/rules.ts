/**
 * The rule functions: each applies one already validated action to a state
 * in place. `apply` runs them on an immer draft of the input state
 * (src/core/define.ts), `applyMutable` on the caller's copy from `clone`
 * (the house rule: one set of rule functions for both paths). The `hands`
 * and `discards` arrays are the only nested values they change in place;
 * anything else nested (the match record) they replace, so the pure
 * `apply` shares it with its input until it changes.
 * An ordinary play changes one hand and appends one card code to
 * `played`; a completed trick also appends its winner to `winners`.
 * Events are built only when `ev` is given (`step`).
 */
import { CODES, DIGIT0, idAt, seatDigit, splitCodes, suitLetter, suitNo } from './places.js';
import { dealRest } from './deal.js';
import { discard, draw } from './draw.js';
import { decide, finishHand } from './scoring.js';
import { remove } from './sets.js';
import { trickWinner } from './tricks.js';
import { turnOf } from './turn.js';
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
 * The two-card tables by their card ids (`first * 52 + second`), made once
 * at load: the second card of a trick then allocates no string.
 */
const PAIRS: readonly string[] = Array.from({ length: 52 * 52 }, (_, k) => CODES[(k / 52) | 0]! + CODES[k % 52]!);

/**
 * Plays card `id` for the seat to act; completes the trick and the hand
 * when due. `seat` is that seat when the caller has worked it out already
 * (the fast path's check), so it is not derived twice.
 */
export function playCard(s: HokmState, id: number, ev: HokmEvent[] | null, seat: number = turnOf(s)!): void {
  const n = s.players;
  s.hands[seat] = remove(s.hands[seat]!, id);
  const down = s.table.length >> 1;
  const code = CODES[id]!;
  if (ev) ev.push({ type: 'played', seat, card: code });
  if (down + 1 < n) {
    // Not the last card: the first is a shared code, the second a shared pair.
    s.table = down === 0 ? code : down === 1 ? PAIRS[idAt(s.table, 0) * 52 + id]! : s.table + code;
    return;
  }
  // The trick is complete: its cards join the completed tricks.
  const table = down === 1 ? PAIRS[idAt(s.table, 0) * 52 + id]! : s.table + code;
  const leader = seat + 1 === n ? 0 : seat + 1;
  const winner = trickWinner(table, n, leader, s.trump === null ? -1 : suitNo(s.trump));
  const winners = s.winners + seatDigit(winner);
  s.played += table;
  s.table = '';
  s.winners = winners;
  if (ev) ev.push(trickEvent(table, winners, leader));
  const done = decide(n, winners, winner);
  if (done !== null) finishHand(s, winners, done.side, done.kind, ev);
}

function trickEvent(table: string, winners: string, leader: number): HokmEvent {
  const n = table.length >> 1;
  const cards = splitCodes(table);
  const tricks = new Array<number>(n).fill(0);
  for (let i = 0; i < winners.length; i++) tricks[winners.charCodeAt(i) - DIGIT0]!++;
  return { type: 'trickWon', seat: winners.charCodeAt(winners.length - 1) - DIGIT0, cards, leader, tricks };
}

/** Applies the action with id `id` (validated) to `s`, a fresh shallow copy or a mutable clone. */
export function run(s: HokmState, id: number, ev: HokmEvent[] | null): void {
  if (id < DISCARD_BASE) playCard(s, id, ev);
  else if (id < TRUMP_BASE) discard(s, id - DISCARD_BASE, ev);
  else if (id < KEEP_ID) nameTrump(s, id - TRUMP_BASE, ev);
  else draw(s, id === KEEP_ID, ev);
}
