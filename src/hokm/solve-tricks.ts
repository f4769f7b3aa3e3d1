/**
 * The paranoid trick count of 3-player Hokm (internal, for PIMC's
 * tie-break): how many tricks the seat to act makes sure of by the 17th
 * trick against the two others combined, who try to leave it as few as
 * they can (HOKM-8.1, HOKM-8.4: 17 tricks, the play of §5). It counts
 * every trick to the last, as if the hand were not stopped once decided
 * (HOKM-8.5, HOKM-8.6), so it grades plays that the hand's paranoid result
 * (HOKM-D19) values alike: where the seat loses the hand whatever it plays
 * against two cooperating opponents, a play that keeps more tricks keeps
 * more chances against opponents who each play for themselves.
 *
 * Trick counts are monotone (one more trick adds 0 or 1), so the 4- and
 * 2-player races answer them: the seat is side 0, the two others side 1,
 * and "the seat takes at least `k` of the `r` tricks left" is the race of
 * `k` against `r − k + 1` (solve-search.ts), with its relative-ranks
 * table, quick tricks and sure trumps.
 */
import { charge, SearchCut, type NodeBudget } from '../core/cut.js';
import { OptionsError, StateError } from '../core/errors.js';
import { readState } from './solve-read.js';
import { Solver } from './solve-search.js';
import type { HokmState, PlayAction } from './types.js';

/** The table's horizons reach 13 tricks (solve-table.ts): a count covers at most that many. */
export const MAX_TRICKS_LEFT = 13;

const SUITS = 'CDHS';
/** Rank letters by the board's rank bit (2 = bit 0 … ace = bit 12). */
const RANKS = '23456789TJQKA';

/**
 * The paranoid trick count after each of `plays` (legal plays of the seat
 * to act, in a 3-player hand in play with every card known): the tricks
 * the seat ends with, at least, whatever the two others do, with best
 * play by it, counting the tricks up to the 17th or, with `horizon`, the
 * current one and the `horizon − 1` after it (at most
 * {@link MAX_TRICKS_LEFT}: the table's reach). Throws `BAD_STATE` for
 * another table size or a card the seat does not hold, `BAD_OPTIONS` for
 * a horizon out of range. With a `budget` (PIMC's cap), the positions
 * searched are taken from it, and the count throws `SearchCut` once it
 * is spent (the caller drops the world).
 */
export function paranoidTricks(state: HokmState, plays: readonly PlayAction[], horizon = MAX_TRICKS_LEFT, budget: NodeBudget | null = null): number[] {
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_TRICKS_LEFT) throw new OptionsError(`paranoidTricks: the horizon is 1 to ${MAX_TRICKS_LEFT} tricks`);
  const { board, hakem } = readState(state);
  if (board.n !== 3) throw new StateError('paranoidTricks: a 3-player hand only');
  const last = Math.min(17, board.done + horizon);
  const me = board.toAct();
  // The seat against the two others: side 0 and side 1, as a 4-player partnership.
  let others = 0;
  for (let seat = 0; seat < 3; seat++) {
    board.side[seat] = seat === me ? 0 : 1;
    if (seat !== me) others += board.won[seat]!;
  }
  board.sideWon[0] = board.won[me]!;
  board.sideWon[1] = others;
  board.sideWon[2] = 0;
  const solver = new Solver(board, hakem === me ? 0 : 1, me);
  if (budget !== null) solver.limit = budget.left;
  const out: number[] = [];
  let near = -1;
  try {
    for (const play of plays) {
      const suit = SUITS.indexOf(play.card.charAt(1));
      const rank = RANKS.indexOf(play.card.charAt(0));
      if (suit < 0 || rank < 0 || ((board.hand[me * 4 + suit]! >> rank) & 1) === 0) throw new StateError('paranoidTricks: not a card of the seat to act');
      board.play(suit, rank);
      near = mostTricks(solver, last, near);
      board.undo();
      out.push(near);
    }
  } finally {
    // A count cut short spends its positions too.
    if (budget !== null) charge(budget, solver.nodes);
  }
  return out;
}

/**
 * {@link paranoidTricks} within `budget`: the counts, or `null` when the
 * budget ran out before they were done (the caller drops the world).
 */
export function tricksWithin(state: HokmState, plays: readonly PlayAction[], horizon: number, budget: NodeBudget): number[] | null {
  try {
    return paranoidTricks(state, plays, horizon, budget);
  } catch (e) {
    if (e instanceof SearchCut) return null;
    throw e;
  }
}

/**
 * The most tricks side 0 holds, at least, once trick `last` is complete,
 * searched up or down from `near` (a sibling's count, or -1).
 */
function mostTricks(solver: Solver, last: number, near: number): number {
  const b = solver.board;
  const w0 = b.sideWon[0]!;
  const w1 = b.sideWon[1]!;
  const left = last - b.done;
  // At least k tricks in all: side 0 takes k − w0 more before side 1 takes every other trick left and one more.
  const atLeast = (k: number): boolean => k <= w0 || solver.race(k, w1 + left - (k - w0) + 1);
  let k = Math.max(w0, Math.min(w0 + left, near));
  if (atLeast(k)) {
    while (k < w0 + left && atLeast(k + 1)) k++;
    return k;
  }
  do k--;
  while (!atLeast(k));
  return k;
}
