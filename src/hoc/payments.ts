/**
 * Settling a prize and paying bonuses (HOC-6.1 – HOC-6.11; uncontested
 * winners HOC-5.6, HOC-5.9).
 *
 * - The winner takes the prize's pool and every chip bet on it.
 * - A winner by declaration must show the declared combination; a sequence
 *   or tricon shown earns its bonus (tables.ts) times the double/triple-game
 *   multiplier from every other player, even those who passed.
 * - Then (sequence and tricon only) the winner may show more combinations of
 *   the same kind, one `show` action each, and is paid for each; `done`
 *   ends the showing. An uncontested winner has shown nothing yet and may
 *   show any of them. So may the winner when everyone still in said "good"
 *   after a raise (the one nearest first in hand): they win uncontested.
 *   A winner who holds nothing of the kind can only say `done`, so the
 *   phase itself reveals nothing about their hand.
 * - All pass: nobody wins; the pool stays for the next deal.
 * Shown cards are public from then on (views list them).
 */
import type { Card } from '../cards/cards.js';
import { PRIZES, all, best, type Sequence, type Tricon } from './combos.js';
import { openBidding } from './deal.js';
import { collect, payAll, type Sink } from './ledger.js';
import { handCards, idOf, multiplier, type HocState } from './state.js';
import { bonus } from './tables.js';

/** How a prize was won (see {@link PrizeEvent}). */
export type WinHow = 'declared' | 'uncontested' | 'nothing' | 'none';

/** Ends the bidding for the current prize with `winner` (or nobody). */
export function settle(s: HocState, winner: number | null, how: WinHow, ev: Sink): void {
  const prize = s.prize;
  ev?.push({ type: 'prize', prize: PRIZES[prize]!, winner, how });
  s.winners[prize] = winner;
  if (winner === null) return nextPrize(s, ev);
  collect(s, winner, prize, ev);
  s.paid.length = 0;
  const declared = how === 'declared' ? best(PRIZES[prize]!, handCards(s, winner)) : null;
  if (declared) showCombination(s, winner, declared.cards, ev);
  if (prize === 0) return nextPrize(s, ev);
  s.phase = 'show';
  s.turn = winner;
}

/** Makes `cards` public for `seat` and, for a sequence or tricon, collects the bonus from every other player. */
function showCombination(s: HocState, seat: number, cards: Card[], ev: Sink): void {
  const prize = s.prize;
  // Shown cards join the seat's shown masks (a card shown twice stays shown once).
  for (const c of cards) {
    const id = idOf(c);
    s.shown[4 * seat + ((id / 13) | 0)]! |= 1 << (id % 13);
  }
  let each = 0;
  if (prize > 0) {
    const combo = all(PRIZES[prize]!, handCards(s, seat)).find((c) => c.cards[0] === cards[0]) as Sequence | Tricon;
    each = bonus(combo, s.options.bonusTable) * multiplier(s, prize);
    s.paid.push(idOf(cards[0]!));
  }
  ev?.push({ type: 'show', seat, prize: PRIZES[prize]!, cards: cards.slice(), bonus: each });
  payAll(s, seat, each, 'bonus', ev);
}

/** The combinations the show-phase winner may still show, by their naming card. */
export function showable(s: HocState): Card[] {
  const out: Card[] = [];
  for (const c of all(PRIZES[s.prize]!, handCards(s, s.turn))) if (!s.paid.includes(idOf(c.cards[0]!))) out.push(c.cards[0]!);
  return out;
}

/** The winner shows the combination named by `card`. */
export function show(s: HocState, card: Card, ev: Sink): void {
  const seat = s.turn;
  const combo = all(PRIZES[s.prize]!, handCards(s, seat)).find((c) => c.cards[0] === card)!;
  showCombination(s, seat, combo.cards, ev);
}

/** The winner shows nothing more. */
export function done(s: HocState, ev: Sink): void {
  ev?.push({ type: 'showEnd', seat: s.turn, prize: PRIZES[s.prize]! });
  nextPrize(s, ev);
}

/** On to the next prize, or to carte blanche after the tricon (HOC-7.1). */
export function nextPrize(s: HocState, _ev: Sink): void {
  if (s.prize < 2) {
    s.prize++;
    return openBidding(s);
  }
  s.phase = 'blanche';
  s.turn = s.first;
  s.stage = 'open';
  // Emptied only when not empty, as in openBidding: setting a list's length calls into the runtime even when it does not change.
  if (s.queue.length !== 0) s.queue.length = 0;
  s.best = -1;
  if (s.paid.length !== 0) s.paid.length = 0;
}
