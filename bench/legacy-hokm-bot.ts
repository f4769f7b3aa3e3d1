/**
 * The hokmBot as it was before the rule-of-thumb player (issue 17), kept
 * only as the yardstick the new one is measured against (npm run evaluate
 * -- hokmbot4). A simple rule-of-thumb Hokm player, reading only its own view (so it
 * never sees what a player may not know). It follows the rulebook's tips
 * for beginners (docs/rules/hokm.md, "Tips for beginners"): name the
 * longest, strongest suit as trumps; take a trick as cheaply as possible; don't trump a trick
 * your partner is already winning; throw your smallest card otherwise.
 * A baseline opponent for apps and a yardstick for stronger bots.
 */
import { hokmStrength, suitOf, type Card, type Suit } from '../src/cards/index.js';
import type { HokmAction, HokmView } from '../src/hokm/index.js';
import { guarded } from '../src/bots/guard.js';
import { hokmLegalIds } from '../src/bots/hokm-view.js';

function suitCount(hand: readonly Card[], suit: Suit): number {
  let n = 0;
  for (const c of hand) if (suitOf(c) === suit) n++;
  return n;
}

function suitWeight(hand: readonly Card[], suit: Suit): number {
  let w = 0;
  for (const c of hand) if (suitOf(c) === suit) w += 100 + hokmStrength(c);
  return w;
}

/** Whether `card` beats `best` in a trick led with `led`, trumps `trump`. */
function beats(card: Card, best: Card, trump: Suit | null): boolean {
  const s = suitOf(card);
  const b = suitOf(best);
  if (s === b) return hokmStrength(card) > hokmStrength(best);
  return s === trump;
}

/** The winning card and its seat so far in the trick. */
function winning(view: HokmView): { card: Card; seat: number } | null {
  const { cards, leader } = view.trick;
  if (cards.length === 0) return null;
  let best = cards[0]!;
  let seat = leader;
  cards.forEach((c, i) => {
    if (i > 0 && beats(c, best, view.trump)) {
      best = c;
      seat = (leader + i) % view.options.players;
    }
  });
  return { card: best, seat };
}

/** The cheapest card: lowest rank, non-trumps before trumps. */
function cheapest(cards: readonly Card[], trump: Suit | null): Card {
  const key = (c: Card) => (suitOf(c) === trump ? 100 : 0) + hokmStrength(c);
  return cards.reduce((a, b) => (key(b) < key(a) ? b : a));
}

function play(view: HokmView, cards: Card[]): Card {
  const n = view.options.players;
  const win = winning(view);
  if (win === null) {
    // Lead: a side-suit Ace if held, else the smallest card of the longest side suit.
    const aces = cards.filter((c) => c[0] === 'A' && suitOf(c) !== view.trump);
    if (aces.length > 0) return aces[0]!;
    const side = cards.filter((c) => suitOf(c) !== view.trump);
    const pool = side.length > 0 ? side : cards;
    const longest = pool.reduce((a, b) => (suitCount(view.hand, suitOf(b)) > suitCount(view.hand, suitOf(a)) ? b : a));
    return cheapest(
      pool.filter((c) => suitOf(c) === suitOf(longest)),
      view.trump,
    );
  }
  const partnerWinning = n === 4 && win.seat === (view.seat + 2) % 4;
  const last = view.trick.cards.length === n - 1;
  if (partnerWinning && (last || hokmStrength(win.card) >= 11 || suitOf(win.card) === view.trump)) {
    return cheapest(cards, view.trump);
  }
  const winners = cards.filter((c) => beats(c, win.card, view.trump));
  return winners.length > 0 ? cheapest(winners, view.trump) : cheapest(cards, view.trump);
}

/**
 * Picks an action for the seat whose view this is (it must be to act).
 * Anything that is not such a view — garbage from a network, the other
 * game's view, a seat not to act — throws `StateError` (`BAD_STATE`).
 */
export function legacyHokmBot(view: HokmView): HokmAction {
  hokmLegalIds(view, 'legacyHokmBot');
  return guarded('legacyHokmBot', () => decide(view));
}

function decide(view: HokmView): HokmAction {
  const legal = view.legal;
  const first = legal[0]!;
  switch (first.type) {
    case 'trump': {
      const suits = legal.map((a) => (a as { suit: Suit }).suit);
      const best = suits.reduce((a, b) => (suitWeight(view.hand, b) > suitWeight(view.hand, a) ? b : a));
      return { type: 'trump', suit: best };
    }
    case 'discard': {
      const cards = legal.map((a) => (a as { card: Card }).card);
      return { type: 'discard', card: cheapest(cards, view.trump) };
    }
    case 'draw': {
      const c = view.drawCard;
      const keep = c !== null && (suitOf(c) === view.trump || hokmStrength(c) >= 9);
      return { type: 'draw', keep };
    }
    default: {
      const cards = legal.map((a) => (a as { card: Card }).card);
      return { type: 'play', card: play(view, cards) };
    }
  }
}
