/**
 * Hokm for two (HOKM-9.3 to HOKM-9.5). After naming trumps
 * from their five cards the hakem discards 3 cards face down, then the
 * dealer discards 2 (one card per action). Then 21 draw turns, hakem first:
 * the drawer looks at the stock's top card and either keeps it (the next
 * card goes face down onto their discards, seen by them) or discards it and
 * keeps the next card. That leaves 13 cards each; the hakem leads.
 * A player's discards are hidden from the opponent but visible to their
 * owner (HOKM-D7).
 */
import { owns } from './lists.js';
import { addCard, countOf, removeCard } from './sets.js';
import type { HokmEvent, HokmState } from './types.js';
import { turnOf } from './turn.js';

/** Discards the hakem makes in 2-player Hokm. */
export const HAKEM_DISCARDS = 3;
/** Discards the dealer makes in 2-player Hokm. */
export const DEALER_DISCARDS = 2;

/** Discards card `id` face down for the seat to act; hands the turn on when its discards are done. */
export function discard(s: HokmState, id: number, ev: HokmEvent[] | null): void {
  const seat = turnOf(s)!;
  removeCard(s.hands, seat, id);
  addCard(s.discards, seat, id);
  if (ev) ev.push({ type: 'discarded', seat });
  if (seat !== s.hakem && countOf(s.discards, seat) === DEALER_DISCARDS) s.phase = 'draw';
}

/** One draw turn: keep the top card and discard the next, or discard the top card and keep the next. */
export function draw(s: HokmState, keep: boolean, ev: HokmEvent[] | null): void {
  const seat = turnOf(s)!;
  const stock = s.stock;
  const top = stock[0]!;
  const next = stock[1]!;
  addCard(s.hands, seat, keep ? top : next);
  addCard(s.discards, seat, keep ? next : top);
  // Moved down in place when the state owns the stock (no new list per draw), else a new list.
  if (owns(stock)) {
    for (let i = 2; i < stock.length; i++) stock[i - 2] = stock[i]!;
    stock.pop();
    stock.pop();
  } else s.stock = stock.slice(2);
  if (ev) ev.push({ type: 'drew', seat, keep, stock: s.stock.length });
  if (s.stock.length === 0) s.phase = 'play';
}
