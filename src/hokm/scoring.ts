/**
 * When a hand ends, what it scores, and who is hakem next.
 *
 * - 4 players (HOKM-5.7, HOKM-6.1, HOKM-6.2): the hand ends the moment a side
 *   has 7 tricks. 1 point; a kot (7:0) scores 2 for the hakem's side, 3 against
 *   it.
 * - 2 players (HOKM-9.7): the same with one player per side: first to 7 tricks
 *   1 point; the first 7 tricks all won scores 2 (hakem) or 3.
 * - 3 players (HOKM-8.5 to HOKM-8.8; HOKM-D8, HOKM-D9): the first 7 tricks all
 *   to one player win at once (2 for the hakem, 3 for another); otherwise a
 *   player wins 1 point as soon as nobody else can reach their count with the
 *   tricks still to play (7–4–4 wins, 7–4–3 not yet); two leaders level after
 *   17 tricks give the hand to the third player (1 point).
 * - Next hand (HOKM-7.1, HOKM-7.2, HOKM-8.9, HOKM-9.8; HOKM-D11): the hakem's
 *   side won → same hakem and dealer; otherwise the hakem's right neighbour
 *   (`hakem + 1`) becomes hakem and the old hakem deals. The match ends when a
 *   side reaches the target (default 7). In host mode the next hand waits for
 *   the host's deck (phase `shuffle`).
 */
import type { RngState } from '../rng/index.js';
import { SIDE_SEATS, dealerOf, sideOf, sideSeats } from './places.js';
import { awaitDeal, shuffledFor, startHand } from './deal.js';
import { HAND_KINDS, type HandKind, type HandResult, type HokmEvent, type HokmState } from './types.js';

/** Tricks in a hand: 13, or 17 with 3 players. */
export function tricksPerHand(players: number): number {
  return players === 3 ? 17 : 13;
}

/** Points for a win of `kind` by the hakem's side or not (HOKM-6.1, HOKM-8.5, HOKM-8.6, HOKM-9.7). */
export function pointsFor(kind: HandKind, byHakem: boolean): number {
  return kind === 'kot' ? (byHakem ? 2 : 3) : 1;
}

/** A decided hand: the winning side and how it won. */
export interface Decision {
  /** The winning side (4 players: seats `side` and `side + 2`; else the seat). */
  readonly side: number;
  /** How the hand was won. */
  readonly kind: HandKind;
}

// Indexes of HAND_KINDS.
const TRICKS = 0;
const KOT = 1;
const TIE = 2;

/** Every decision, shared and frozen (index `side * 3 + kind`): deciding a hand allocates nothing. */
const DECISIONS: readonly Decision[] = Array.from({ length: 12 }, (_, i) => Object.freeze({ side: Math.floor(i / 3), kind: HAND_KINDS[i % 3]! }));

function decision(side: number, kind: number): Decision {
  return DECISIONS[side * 3 + kind]!;
}

/**
 * Whether the hand is decided after the trick just won by `winner`
 * (`winners`: the winner's seat of each trick so far); returns the
 * winning side and kind (a shared frozen record), or `null` to play on.
 */
export function decide(n: number, winners: readonly number[], winner: number): Decision | null {
  const played = winners.length;
  if (n !== 3) {
    // Seven tricks decide a hand: before the seventh nothing is decided (no count needed).
    if (played < 7) return null;
    const side = sideOf(n, winner);
    let mine = 0;
    for (let i = 0; i < played; i++) if (sideOf(n, winners[i]!) === side) mine++;
    if (mine < 7) return null;
    return decision(side, mine === played ? KOT : TRICKS);
  }
  const c = [0, 0, 0];
  for (let i = 0; i < played; i++) c[winners[i]!]!++;
  if (played === 7 && c[winner] === 7) return decision(winner, KOT);
  const left = 17 - played;
  let lead = 0;
  for (let k = 1; k < 3; k++) if (c[k]! > c[lead]!) lead = k;
  let caught = false;
  for (let k = 0; k < 3; k++) if (k !== lead && c[k]! + left >= c[lead]!) caught = true;
  if (!caught) return decision(lead, TRICKS);
  if (left > 0) return null;
  // All 17 played and the leaders are level: the third player wins.
  let third = 0;
  for (let k = 1; k < 3; k++) if (c[k]! < c[third]!) third = k;
  return decision(third, TIE);
}

/**
 * Scores a decided hand, then ends the match or rotates and deals the next
 * hand. A new match record replaces the old one (which may be shared with
 * the previous state) in one write.
 */
export function finishHand(s: HokmState, side: number, kind: HandKind, ev: HokmEvent[] | null): void {
  const winners = s.winners;
  const m = s.match;
  const n = s.players;
  const hakem = s.hakem;
  const byHakem = sideOf(n, hakem) === side;
  const points = pointsFor(kind, byHakem);
  const tricks = n === 4 ? [0, 0, 0, 0] : n === 3 ? [0, 0, 0] : [0, 0];
  for (let i = 0; i < winners.length; i++) tricks[winners[i]!]!++;
  // The winning seats as a shared frozen list: a record of the state, never written into (views and events copy it).
  const result: HandResult = { hand: m.handNo, hakem, side, winners: SIDE_SEATS[n]![side] as number[], kind, points, tricks };
  // Spread (fast on a frozen list, exactly its length), then the side's points added.
  const score = [...m.points];
  score[side]! += points;
  if (ev) ev.push({ type: 'handWon', result: copyResult(result), score: [...score] });
  const over = score[side]! >= m.options.target;
  const next = over ? hakem : byHakem ? hakem : (hakem + 1) % n;
  const handNo = over ? m.handNo : m.handNo + 1;
  // Host mode: no shuffle here; the next hand waits for the host's deck.
  const host = m.options.shuffle === 'host';
  // The same draws as `new Rng(m.rng).shuffle(playIds(...))`, without the objects; the deck goes into s.stock.
  const deal = !over && !host;
  const rng = deal ? shuffledFor(s, m.rng) : ([m.rng[0], m.rng[1], m.rng[2], m.rng[3]] as RngState);
  // Written out, not spread: a new record that shares what does not change.
  s.match = { handNo, points: score, lastHand: result, seating: m.seating, hakemDraw: m.hakemDraw, options: m.options, rng };
  if (over) {
    s.phase = 'over';
    if (ev) ev.push({ type: 'matchOver', side, winners: sideSeats(n, side), score: [...score] });
    return;
  }
  s.hakem = next;
  if (ev) ev.push({ type: 'nextHand', hand: handNo, hakem: next, dealer: dealerOf(n, next), hakemChanged: !byHakem });
  if (deal) startHand(s, s.stock, handNo, ev);
  else awaitDeal(s);
}

function copyResult(r: HandResult): HandResult {
  return { ...r, winners: [...r.winners], tricks: [...r.tricks] };
}
