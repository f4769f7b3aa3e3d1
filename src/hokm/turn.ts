/**
 * Whose turn it is, derived from the state rather than stored (one field
 * less to write on every play): the hakem names trumps; with 2 players the
 * hakem discards 3, then the dealer 2, then they draw in turn, hakem first;
 * in play the leader of a trick is the hakem (first trick) or the last
 * trick's winner, and the turn passes to the right (`seat + 1`).
 */
import type { Seat } from '../core/engine.js';
import { StateError } from '../core/errors.js';
import { countOf } from './sets.js';
import { HAKEM_DISCARDS } from './draw.js';
import type { HokmState } from './types.js';

/**
 * The seat to act in phase `play`: the trick's leader (the hakem for the
 * first trick, else the last trick's winner) plus the cards on the table.
 * Both are below the number of seats (the shape check of every entry
 * point bounds the hakem and the count on the table; the last winner,
 * which the rules write at, is checked here, where it is read: throws
 * `StateError` for one that is not a seat), so their sum wraps with one
 * subtraction, not a `%` (an integer division, on the path of every play).
 */
export function playSeat(s: HokmState): Seat {
  const w = s.winners;
  const t = w.length;
  const n = s.players;
  let leader = s.hakem;
  if (t > 0) {
    leader = w[t - 1]!;
    // After typeof, `>>> 0` keeps exactly the integers from 0 to 2**32 - 1 (no valueOf is called).
    if (typeof leader !== 'number' || leader >>> 0 !== leader || leader >= n) throw new StateError(NOT_A_SEAT);
  }
  const seat = leader + s.played.length - t * n;
  return seat >= n ? seat - n : seat;
}

const NOT_A_SEAT = 'not a Hokm state: a trick winner is not a seat (use setup or restore)';

/** The seat to act, or `null` when the match is over or the host is to deal (phase `shuffle`). */
export function turnOf(s: HokmState): Seat | null {
  switch (s.phase) {
    case 'play':
      return playSeat(s);
    case 'trump':
      return s.hakem;
    case 'discard':
      return countOf(s.discards, s.hakem) < HAKEM_DISCARDS ? s.hakem : 1 - s.hakem;
    case 'draw':
      // Each turn takes 2 of the 42 stock cards; the hakem draws first.
      return ((42 - s.stock.length) / 2) % 2 === 0 ? s.hakem : 1 - s.hakem;
    default:
      return null;
  }
}
