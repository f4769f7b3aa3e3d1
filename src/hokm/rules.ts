/**
 * The rule functions: each applies one already validated action to a state
 * in place. `apply` runs them on an immer draft, `applyMutable` on a plain
 * copy (the house rule: one set of rule functions for both paths). An
 * ordinary play only appends one card code to the top-level `played` string
 * (and, when a trick completes, a winner to `winners` and the trick's new
 * places to `cards`), so it creates no nested drafts. Events are built only when `ev` is given (`step`).
 */
import { CODES, HAND0, handPlace, markTrick, splitCodes, suitLetter, suitNo } from './places.js';
import { dealRest } from './deal.js';
import { discard, draw } from './draw.js';
import { decide, finishHand } from './scoring.js';
import { trickWinner } from './tricks.js';
import { turnOf } from './turn.js';
import type { HokmEvent, HokmState } from './types.js';
import { DISCARD_BASE, KEEP_ID, TRUMP_BASE } from './ids.js';

/** Names trump (rulings K3): 4/3 players get the rest of the deal and play starts; 2 players go on to discards. */
export function nameTrump(s: HokmState, suit: number, ev: HokmEvent[] | null, base: HokmState): void {
  const seat = base.hakem;
  s.trump = suitLetter(suit);
  if (ev) ev.push({ type: 'trumpNamed', seat, suit: s.trump });
  if (base.players === 2) {
    s.phase = 'discard';
    return;
  }
  dealRest(s, ev, base);
  s.phase = 'play';
}

/** Plays card `id` for the seat to act; completes the trick and the hand when due. */
export function playCard(s: HokmState, id: number, ev: HokmEvent[] | null, base: HokmState): void {
  const r = base;
  // Reads come from `base`, the state before this transition (equal to the
  // draft so far): reads through an immer draft are slow.
  const seat = turnOf(r)!;
  const n = r.players;
  const trump = r.trump;
  const winners0 = r.winners;
  const played = r.played + CODES[id]!;
  s.played = played;
  if (ev) ev.push({ type: 'played', seat, card: CODES[id]! });
  const next = seat + 1 === n ? 0 : seat + 1;
  const count = played.length >> 1;
  if (count % n !== 0) return;
  const start = (count - n) * 2;
  const winner = trickWinner(played, start, n, next, trump === null ? -1 : suitNo(trump));
  const winners = winners0 + handPlace(winner);
  s.winners = winners;
  // The trick's cards leave the hand places (one write per trick, not per
  // play): the seat to act then holds exactly the cards at its hand place.
  s.cards = markTrick(r.cards, played, start, n, next);
  if (ev) ev.push(trickEvent(played, winners, n, start, next));
  const done = decide(n, winners, winner);
  if (done !== null) finishHand(s, r.match, winners, done.side, done.kind, ev);
}

function trickEvent(played: string, winners: string, n: number, start: number, leader: number): HokmEvent {
  const cards = splitCodes(played.slice(start, start + 2 * n));
  const tricks = new Array<number>(n).fill(0);
  for (let i = 0; i < winners.length; i++) tricks[winners.charCodeAt(i) - HAND0]!++;
  return { type: 'trickWon', seat: winners.charCodeAt(winners.length - 1) - HAND0, cards, leader, tricks };
}

/**
 * Applies the action with id `id` (validated) to `s`, a draft or a mutable
 * copy; `base` is the undrafted state before the action (the same object
 * as `s` on the mutable path), for fast reads.
 */
export function run(s: HokmState, id: number, ev: HokmEvent[] | null, base: HokmState): void {
  if (id < DISCARD_BASE) playCard(s, id, ev, base);
  else if (id < TRUMP_BASE) discard(s, id - DISCARD_BASE, ev);
  else if (id < KEEP_ID) nameTrump(s, id - TRUMP_BASE, ev, base);
  else draw(s, id === KEEP_ID, ev);
}
