/**
 * The outcome of a finished Hokm match: the side that reached the target
 * first (HOKM-7.4, HOKM-8.10), its seats, the final points and the number of hands.
 */
import { sideSeats } from './places.js';
import type { HokmOutcome, HokmState } from './types.js';

/** The outcome once the match is over, else `null`. */
export function outcomeOf(s: HokmState): HokmOutcome | null {
  if (s.phase !== 'over' || s.match.lastHand === null) return null;
  const side = s.match.lastHand.side;
  const winners = sideSeats(s.players, side);
  return {
    side,
    winners,
    winnerIds: winners.map((seat) => s.match.seating[seat]!),
    points: [...s.match.points],
    hands: s.match.handNo,
  };
}
