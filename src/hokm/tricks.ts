/**
 * Tricks (HOKM-5.1 to HOKM-5.6): the highest trump wins a trick; without a
 * trump, the highest card of the suit led. The hakem leads the first trick, the
 * winner of each trick leads the next.
 */
import { STRENGTH_OF, SUIT_OF, cardsOfIds } from './places.js';
import type { CurrentTrick, HokmState, TrickRecord } from './types.js';

/**
 * The seat that wins the `n` card ids of `ids` from index `start`, led by
 * `leader`, with trump suit index `trump` (-1: none).
 */
export function trickWinner(ids: readonly number[], start: number, n: number, leader: number, trump: number): number {
  let best = 0;
  let bestSuit = SUIT_OF[ids[start]!]!;
  let bestStrength = STRENGTH_OF[ids[start]!]!;
  for (let k = 1; k < n; k++) {
    const id = ids[start + k]!;
    const suit = SUIT_OF[id]!;
    const strength = STRENGTH_OF[id]!;
    // Same suit as the best card: higher wins. Another suit wins only as a trump.
    if (suit === bestSuit ? strength > bestStrength : suit === trump) {
      best = k;
      bestSuit = suit;
      bestStrength = strength;
    }
  }
  // Both below n: one subtraction wraps the sum (no integer division).
  const seat = leader + best;
  return seat >= n ? seat - n : seat;
}

/** The leader of trick number `t` (0-based) of the current hand. */
export function leaderOf(s: HokmState, t: number): number {
  return t === 0 ? s.hakem : s.winners[t - 1]!;
}

/** The number of cards on the table (the trick being played). */
export function downCount(s: HokmState): number {
  return s.played.length - s.winners.length * s.players;
}

/** The suit index led to the current trick, or -1 when no card is down. */
export function ledSuit(s: HokmState): number {
  const from = s.winners.length * s.players;
  return s.played.length === from ? -1 : SUIT_OF[s.played[from]!]!;
}

/** The trick being played (cards so far and the leader). */
export function currentTrick(s: HokmState): CurrentTrick {
  return { leader: leaderOf(s, s.winners.length), cards: cardsOfIds(s.played, s.winners.length * s.players) };
}

/** The completed tricks of the current hand. */
export function history(s: HokmState): TrickRecord[] {
  const out: TrickRecord[] = [];
  const n = s.players;
  for (let t = 0; t < s.winners.length; t++) {
    out.push({ leader: leaderOf(s, t), cards: cardsOfIds(s.played, t * n, (t + 1) * n), winner: s.winners[t]! });
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
  const ids = s.played;
  for (let t = 0; t * n < ids.length; t++) {
    const leader = leaderOf(s, t);
    const led = SUIT_OF[ids[t * n]!]!;
    for (let k = 1; k < n && t * n + k < ids.length; k++) {
      if (SUIT_OF[ids[t * n + k]!] !== led) out[(leader + k) % n]! |= 1 << led;
    }
  }
  return out;
}
