/**
 * Whose turn it is, derived from the state rather than stored (one field
 * less to write on every play): the hakem names trumps; with 2 players the
 * hakem discards 3, then the dealer 2, then they draw in turn, hakem first;
 * in play the leader of a trick is the hakem (first trick) or the last
 * trick's winner, and the turn passes to the right (`seat + 1`).
 */
import type { Seat } from '../core/engine.js';
import { DISCARD0, HAND0 } from './places.js';
import { HAKEM_DISCARDS } from './draw.js';
import type { HokmState } from './types.js';

/** The seat to act, or `null` when the match is over. */
export function turnOf(s: HokmState): Seat | null {
  switch (s.phase) {
    case 'play': {
      const n = s.players;
      const count = s.played.length >> 1;
      const t = (count / n) | 0;
      const leader = t === 0 ? s.hakem : s.winners.charCodeAt(t - 1) - HAND0;
      return (leader + count - t * n) % n;
    }
    case 'trump':
      return s.hakem;
    case 'discard': {
      const code = DISCARD0 + s.hakem;
      let done = 0;
      for (let i = 0; i < 52; i++) if (s.cards.charCodeAt(i) === code) done++;
      return done < HAKEM_DISCARDS ? s.hakem : 1 - s.hakem;
    }
    case 'draw':
      // Each turn takes 2 of the 42 stock cards; the hakem draws first.
      return ((42 - (s.stock.length >> 1)) / 2) % 2 === 0 ? s.hakem : 1 - s.hakem;
    default:
      return null;
  }
}
