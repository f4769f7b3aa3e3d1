/**
 * Hokm for two (hokm.md "Hokm for two"; rulings K5). After naming trumps
 * from their five cards the hakem discards 3 cards face down, then the
 * dealer discards 2 (one card per action). Then 21 draw turns, hakem first:
 * the drawer looks at the stock's top card and either keeps it (the next
 * card goes face down onto their discards, seen by them) or discards it and
 * keeps the next card. That leaves 13 cards each; the hakem leads.
 * A player's discards are hidden from the opponent but visible to their
 * owner (docs/rules/hokm.md, decision 7).
 */
import { countPlace, discardPlace, handPlace, idOf, moveCard } from './places.js';
import type { HokmEvent, HokmState } from './types.js';
import { turnOf } from './turn.js';

/** Discards the hakem makes in 2-player Hokm. */
export const HAKEM_DISCARDS = 3;
/** Discards the dealer makes in 2-player Hokm. */
export const DEALER_DISCARDS = 2;

/** Discards card `id` face down for the seat to act; hands the turn on when its discards are done. */
export function discard(s: HokmState, id: number, ev: HokmEvent[] | null): void {
  const seat = turnOf(s)!;
  const place = discardPlace(seat);
  s.cards = moveCard(s.cards, id, place);
  if (ev) ev.push({ type: 'discarded', seat });
  if (seat !== s.hakem && countPlace(s.cards, place) === DEALER_DISCARDS) s.phase = 'draw';
}

/** One draw turn: keep the top card and discard the next, or discard the top card and keep the next. */
export function draw(s: HokmState, keep: boolean, ev: HokmEvent[] | null): void {
  const seat = turnOf(s)!;
  const top = idOf(s.stock.slice(0, 2))!;
  const next = idOf(s.stock.slice(2, 4))!;
  const hand = handPlace(seat);
  const away = discardPlace(seat);
  s.cards = moveCard(moveCard(s.cards, top, keep ? hand : away), next, keep ? away : hand);
  s.stock = s.stock.slice(4);
  if (ev) ev.push({ type: 'drew', seat, keep, stock: s.stock.length >> 1 });
  if (s.stock.length === 0) s.phase = 'play';
}
