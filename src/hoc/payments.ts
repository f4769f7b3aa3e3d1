/**
 * Settling a prize and paying bonuses (hoc-seed-en "Payments"; rulings.md
 * H1, H3, H4).
 *
 * - The winner takes the prize's pool and every chip bet on it.
 * - A winner by declaration must show the declared combination; a sequence
 *   or tricon shown earns its bonus (tables.ts) times the double/triple-game
 *   multiplier from every other player, even those who passed.
 * - Then (sequence and tricon only) the winner may show more combinations of
 *   the same kind, one `show` action each, and is paid for each; `done`
 *   ends the showing. An uncontested winner has shown nothing yet and may
 *   show any of them. A winner because nobody declared gets no bonus.
 * - All pass: nobody wins; the pool stays for the next deal.
 * Shown cards are public from then on (views list them).
 */
import type { Card } from '../cards/cards.js';
import { PRIZES, all, best, type Sequence, type Tricon } from './combos.js';
import { openBidding } from './deal.js';
import { collect, payAll } from './ledger.js';
import { multiplier, type HocState } from './state.js';
import { bonus } from './tables.js';
import { cur, own, put, row, type Tx } from './tx.js';

/** How a prize was won (see {@link PrizeEvent}). */
export type WinHow = 'declared' | 'uncontested' | 'nothing' | 'none';

/** Ends the bidding for the current prize with `winner` (or nobody). */
export function settle(t: Tx, winner: number | null, how: WinHow): void {
  const s = t.s;
  const prize = s.prize;
  t.ev?.push({ type: 'prize', prize: PRIZES[prize]!, winner, how });
  own(t, 'winners')[prize] = winner;
  if (winner === null) return nextPrize(t);
  collect(t, winner, prize);
  if (cur(t, 'paid').length > 0) put(t, 'paid', []);
  const declared = how === 'declared' ? best(PRIZES[prize]!, cur(t, 'hands')[winner]!) : null;
  if (declared) showCombination(t, winner, declared.cards);
  if (prize === 0 || how === 'nothing') return nextPrize(t);
  s.phase = 'show';
  s.turn = winner;
}

/** Makes `cards` public for `seat` and, for a sequence or tricon, collects the bonus from every other player. */
function showCombination(t: Tx, seat: number, cards: Card[]): void {
  const prize = t.s.prize;
  const shown = cur(t, 'shown')[seat]!;
  const fresh = cards.filter((c) => !shown.includes(c));
  if (fresh.length > 0) row(t, 'shown', seat).push(...fresh);
  let each = 0;
  if (prize > 0) {
    const combo = all(PRIZES[prize]!, cur(t, 'hands')[seat]!).find((c) => c.cards[0] === cards[0]) as Sequence | Tricon;
    each = bonus(combo, t.b.options.bonusTable) * multiplier(t.b, prize);
    own(t, 'paid').push(cards[0]!);
  }
  t.ev?.push({ type: 'show', seat, prize: PRIZES[prize]!, cards: cards.slice(), bonus: each });
  payAll(t, seat, each, 'bonus');
}

/** The combinations the show-phase winner may still show, by their naming card. */
export function showable(s: HocState): Card[] {
  const out: Card[] = [];
  for (const c of all(PRIZES[s.prize]!, s.hands[s.turn]!)) if (!s.paid.includes(c.cards[0]!)) out.push(c.cards[0]!);
  return out;
}

/** The winner shows the combination named by `card`. */
export function show(t: Tx, card: Card): void {
  const seat = t.s.turn;
  const combo = all(PRIZES[t.s.prize]!, cur(t, 'hands')[seat]!).find((c) => c.cards[0] === card)!;
  showCombination(t, seat, combo.cards);
}

/** The winner shows nothing more. */
export function done(t: Tx): void {
  t.ev?.push({ type: 'showEnd', seat: t.s.turn, prize: PRIZES[t.s.prize]! });
  nextPrize(t);
}

/** On to the next prize, or to carte blanche after the tricon (rulings.md H5). */
export function nextPrize(t: Tx): void {
  const s = t.s;
  const prize = s.prize + 1;
  if (prize < 3) {
    s.prize = prize;
    return openBidding(t);
  }
  s.phase = 'blanche';
  s.turn = s.first;
  s.stage = 'open';
  if (cur(t, 'queue').length > 0) put(t, 'queue', []);
  s.best = -1;
  if (cur(t, 'paid').length > 0) put(t, 'paid', []);
}
