/**
 * What one seat may see (HOKM-D14): its own hand and
 * own discards, the trump, the tricks, counts of the other hands, discards
 * and stock, scores, and its legal actions when it is to act; with 2
 * players, the drawer also sees the stock's top card it decides on. Never
 * other hands, the stock's order, the opponent's discards, the seed, the
 * first hand's fixed deck, or the generator state.
 */
import { sortCards } from '../cards/index.js';
import { HocHokmError } from '../core/errors.js';
import { legal } from './legal.js';
import { CODES, dealerOf, sideCount, sideOf, trickCounts } from './places.js';
import { cardsOf, countsOf } from './sets.js';
import { currentTrick, history } from './tricks.js';
import { turnOf } from './turn.js';
import type { HokmState, HokmView } from './types.js';

/** The view of `seat`. */
export function viewOf(s: HokmState, seat: number): HokmView {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) {
    throw new HocHokmError('BAD_SEAT', `seat must be 0 to ${s.players - 1}`);
  }
  const n = s.players;
  const handCounts = countsOf(s.hands, n);
  const discardCounts = countsOf(s.discards, n);
  const tricks = trickCounts(s);
  const sideTricks = new Array<number>(sideCount(n)).fill(0);
  tricks.forEach((t, k) => (sideTricks[sideOf(n, k)]! += t));
  const o = s.match.options;
  const toAct = turnOf(s);
  return {
    game: 'hokm',
    seat,
    options: {
      players: o.players,
      target: o.target,
      removedTwo: o.removedTwo,
      hakem: o.hakem,
      seating: o.seating === null ? null : [...o.seating],
    },
    seating: [...s.match.seating],
    handNo: s.match.handNo,
    phase: s.phase,
    toAct,
    hakem: s.hakem,
    dealer: dealerOf(n, s.hakem),
    trump: s.trump,
    hand: sortCards(cardsOf(s.hands, seat)),
    handCounts,
    stockCount: s.stock.length,
    discardCounts,
    discards: sortCards(cardsOf(s.discards, seat)),
    drawCard: s.phase === 'draw' && toAct === seat ? CODES[s.stock[0]!]! : null,
    trick: currentTrick(s),
    history: history(s),
    tricks,
    sideTricks,
    points: [...s.match.points],
    hakemDraw: s.match.hakemDraw === null ? null : s.match.hakemDraw.map((f) => ({ ...f })),
    lastHand: s.match.lastHand === null ? null : { ...s.match.lastHand, winners: [...s.match.lastHand.winners], tricks: [...s.match.lastHand.tricks] },
    legal: toAct === seat ? legal(s) : [],
  };
}
