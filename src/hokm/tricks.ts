/**
 * Tricks (HOKM-5.1 to HOKM-5.6): the highest trump wins a trick; without a
 * trump, the highest card of the suit led. The hakem leads the first trick, the
 * winner of each trick leads the next.
 */
import type { Card } from '../cards/index.js';
import { DIGIT0, splitCodes, strengthAt, suitAt } from './places.js';
import type { CurrentTrick, HokmState, TrickRecord } from './types.js';

/**
 * The seat that wins the `n` cards written from position `start` of
 * `codes` (from 0 when not given), led by `leader`, with trump suit index
 * `trump`.
 */
export function trickWinner(codes: string, n: number, leader: number, trump: number, start = 0): number {
  let best = 0;
  let bestSuit = suitAt(codes, start);
  let bestStrength = strengthAt(codes, start);
  for (let k = 1; k < n; k++) {
    const pos = start + 2 * k;
    const suit = suitAt(codes, pos);
    const strength = strengthAt(codes, pos);
    // Same suit as the best card: higher wins. Another suit wins only as a trump.
    if (suit === bestSuit ? strength > bestStrength : suit === trump) {
      best = k;
      bestSuit = suit;
      bestStrength = strength;
    }
  }
  return (leader + best) % n;
}

/** The leader of trick number `t` (0-based) of the current hand. */
export function leaderOf(s: HokmState, t: number): number {
  return t === 0 ? s.hakem : s.winners.charCodeAt(t - 1) - DIGIT0;
}

/** The suit index led to the current trick, or -1 when no card is down. */
export function ledSuit(s: HokmState): number {
  return s.table.length === 0 ? -1 : suitAt(s.table, 0);
}

/** The trick being played (cards so far and the leader). */
export function currentTrick(s: HokmState): CurrentTrick {
  return { leader: leaderOf(s, s.winners.length), cards: splitCodes(s.table) };
}

/** The completed tricks of the current hand. */
export function history(s: HokmState): TrickRecord[] {
  const out: TrickRecord[] = [];
  const n = s.players;
  for (let t = 0; t < s.winners.length; t++) {
    const cards: Card[] = splitCodes(s.played.slice(t * n * 2, (t + 1) * n * 2));
    out.push({ leader: leaderOf(s, t), cards, winner: s.winners.charCodeAt(t) - DIGIT0 });
  }
  return out;
}

/**
 * The suits each seat has shown it lacks this hand: a seat that did not
 * follow the suit led holds none of it (HOKM-5.3). Returns, per
 * seat, a 4-bit mask of suit indexes.
 */
export function voids(s: HokmState): number[] {
  const n = s.players;
  const out = new Array<number>(n).fill(0);
  const codes = s.played + s.table;
  const count = codes.length >> 1;
  for (let t = 0; t * n < count; t++) {
    const leader = leaderOf(s, t);
    const led = suitAt(codes, t * n * 2);
    for (let k = 1; k < n && t * n + k < count; k++) {
      if (suitAt(codes, (t * n + k) * 2) !== led) out[(leader + k) % n]! |= 1 << led;
    }
  }
  return out;
}
