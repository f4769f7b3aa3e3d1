/**
 * A rule-of-thumb Hokm player, reading only its own view (so it never sees
 * what a player may not know). It counts the cards played and knows who is
 * void (hokm-sense.ts), and plays the classic way (docs/rules/hokm.md,
 * "Tips for beginners", HOKM-5.2, HOKM-5.3):
 * - trumps from the whole first-five picture: length first, then honours;
 * - leads: draw trumps when long in them, cash sure winners, give the
 *   partner a ruff, else lead low from a long suit, not away from a bare
 *   honour and not into a known ruff;
 * - second hand low (but cover an honour), third hand high, never overtake
 *   a partner who is sure to win, win cheaply last;
 * - void: trump (overtrump) when an opponent is winning, else throw the
 *   smallest loser;
 * - 2 players (HOKM-9.4): keep a drawn trump or a Queen or better.
 * A baseline opponent for apps and a yardstick for stronger bots.
 */
import { hokmStrength, suitOf, type Card, type Suit } from '../cards/index.js';
import type { HokmAction, HokmView } from '../hokm/index.js';
import { guarded } from './guard.js';
import { beats, higherUnseen, holds, mayRuff, partner, sense, unseen, type Sense } from './hokm-sense.js';
import { hokmLegalIds } from './hokm-view.js';

/** Honour points of a would-be trump (A K Q J T), on top of its length. */
const HONOUR = [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 5, 8];

/**
 * What one card of a suit adds to that suit's claim to be trumps, by its
 * Hokm strength (2 = 0 … Ace = 12): 7 for the length, its honour points and
 * a sixteenth of its strength (every sum exact in floating point). Internal
 * to the bots: PIMC's inference (hokm-infer.ts) reads the hakem's choice
 * with it.
 */
export function trumpPoints(strength: number): number {
  return 7 + HONOUR[strength]! + strength / 16;
}

function trumpWeight(hand: readonly Card[], suit: Suit): number {
  let w = 0;
  for (const c of hand) if (suitOf(c) === suit) w += trumpPoints(hokmStrength(c));
  return w;
}

/** The cheapest card: lowest rank, non-trumps before trumps. */
function cheapest(cards: readonly Card[], trump: Suit | null): Card {
  const key = (c: Card) => (suitOf(c) === trump ? 100 : 0) + hokmStrength(c);
  return cards.reduce((a, b) => (key(b) < key(a) ? b : a));
}

function highest(cards: readonly Card[]): Card {
  return cards.reduce((a, b) => (hokmStrength(b) > hokmStrength(a) ? b : a));
}

/** The winning card and its seat so far in the trick. */
function winning(s: Sense): { card: Card; seat: number } | null {
  const { cards, leader } = s.v.trick;
  if (cards.length === 0) return null;
  let best = cards[0]!;
  let seat = leader;
  cards.forEach((c, i) => {
    if (beats(c, best, s.trump)) {
      best = c;
      seat = (leader + i) % s.n;
    }
  });
  return { card: best, seat };
}

/** Whether an opponent of this seat may ruff a lead of `suit`. */
function ruffed(s: Sense, suit: Suit): boolean {
  for (let seat = 0; seat < s.n; seat++) if (seat !== s.v.seat && seat !== partner(s, s.v.seat) && mayRuff(s, seat, suit)) return true;
  return false;
}

/** The smallest loser to throw: a non-trump, not a master, from the shortest suit. */
function discard(s: Sense, cards: readonly Card[]): Card {
  const len = (c: Card) => cards.filter((d) => suitOf(d) === suitOf(c)).length;
  const key = (c: Card) => (suitOf(c) === s.trump ? 1000 : 0) + (higherUnseen(s, c) === 0 ? 100 : 0) + hokmStrength(c) + len(c) * 2;
  return cards.reduce((a, b) => (key(b) < key(a) ? b : a));
}

function lead(s: Sense, cards: Card[]): Card {
  const t = s.trump;
  const trumps = cards.filter((c) => suitOf(c) === t);
  const side = cards.filter((c) => suitOf(c) !== t);
  const out = t === null ? 0 : unseen(s, t);
  // Draw trumps with the master trump, or when longer in them than everybody else together.
  if (trumps.length > 0 && out > 0) {
    const top = highest(trumps);
    if (higherUnseen(s, top) === 0 && trumps.length >= 2) return top;
    if (trumps.length > out) return higherUnseen(s, top) === 0 ? top : cheapest(trumps, t);
  }
  // Cash a sure winner that nobody can ruff.
  const sure = side.filter((c) => higherUnseen(s, c) === 0 && !ruffed(s, suitOf(c)));
  if (sure.length > 0) return highest(sure);
  // Give the partner a ruff.
  const p = partner(s, s.v.seat);
  const ruff = side.filter((c) => p >= 0 && mayRuff(s, p, suitOf(c)) && !ruffed(s, suitOf(c)));
  if (ruff.length > 0) return cheapest(ruff, t);
  if (side.length === 0) return higherUnseen(s, highest(trumps)) === 0 ? highest(trumps) : cheapest(trumps, t);
  // Low from the best suit: long, not away from a bare honour, not into a ruff.
  const score = (suit: Suit) => {
    const mine = side.filter((c) => suitOf(c) === suit);
    const top = highest(mine);
    const bare = hokmStrength(top) >= 9 && higherUnseen(s, top) > 0 && mine.length <= higherUnseen(s, top) + 1;
    return mine.length * 2 - (bare ? 5 : 0) - (ruffed(s, suit) ? 10 : 0) + (mine.length === 1 && trumps.length > 0 && out > 0 && !bare ? 3 : 0);
  };
  const suit = side.map(suitOf).reduce((a, b) => (score(b) > score(a) ? b : a));
  return cheapest(
    side.filter((c) => suitOf(c) === suit),
    t,
  );
}

function play(s: Sense, cards: Card[]): Card {
  const win = winning(s);
  if (win === null) return lead(s, cards);
  const me = s.v.seat;
  const pos = s.v.trick.cards.length;
  const last = pos === s.n - 1;
  const led = suitOf(s.v.trick.cards[0]!);
  const follow = suitOf(cards[0]!) === led;
  const friend = win.seat === partner(s, me);
  // Partner sure to win (or strong enough when void): don't overtake, play low.
  if (friend && (last || holds(s, win.card, win.seat) || (!follow && hokmStrength(win.card) >= 11))) {
    return follow ? cheapest(cards, s.trump) : discard(s, cards);
  }
  const winners = cards.filter((c) => beats(c, win.card, s.trump));
  if (winners.length === 0) return follow ? cheapest(cards, s.trump) : discard(s, cards);
  const sure = winners.filter((c) => holds(s, c, me));
  if (sure.length > 0) return cheapest(sure, s.trump);
  if (last || !follow) return cheapest(winners, s.trump);
  // Second hand low, but cover an honour; third hand high.
  if (pos === 1) return hokmStrength(win.card) >= 9 ? cheapest(winners, s.trump) : cheapest(cards, s.trump);
  return friend && hokmStrength(win.card) >= 9 ? cheapest(cards, s.trump) : highest(winners);
}

/**
 * Picks an action for the seat whose view this is (it must be to act).
 * Anything that is not such a view — garbage from a network, the other
 * game's view, a seat not to act — throws `StateError` (`BAD_STATE`).
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { hokmBot } from 'hoc-hokm/bots';
 *
 * let state = hokm.setup({ players: 4, seed: 'bots' });
 * while (!hokm.isOver(state)) {
 *   const seat = hokm.toAct(state)!;
 *   state = hokm.apply(state, hokmBot(hokm.view(state, seat)));
 * }
 * console.log(hokm.outcome(state)!.points);
 * ```
 */
export function hokmBot(view: HokmView): HokmAction {
  hokmLegalIds(view, 'hokmBot');
  return guarded('hokmBot', () => decide(view));
}

/**
 * {@link hokmBot}'s choice without the checks of the view (internal to the
 * bots): for views the package builds itself, such as PIMC's inference
 * (hokm-infer.ts), which asks it about thousands of imagined past views.
 */
export function hokmBotUnchecked(view: HokmView): HokmAction {
  return decide(view);
}

function decide(view: HokmView): HokmAction {
  const legal = view.legal;
  const first = legal[0]!;
  switch (first.type) {
    case 'trump': {
      const suits = legal.map((a) => (a as { suit: Suit }).suit);
      const best = suits.reduce((a, b) => (trumpWeight(view.hand, b) > trumpWeight(view.hand, a) ? b : a));
      return { type: 'trump', suit: best };
    }
    case 'discard': {
      const cards = legal.map((a) => (a as { card: Card }).card);
      return { type: 'discard', card: cheapest(cards, view.trump) };
    }
    case 'draw': {
      const c = view.drawCard;
      const keep = c !== null && (suitOf(c) === view.trump || hokmStrength(c) >= 10);
      return { type: 'draw', keep };
    }
    default: {
      const cards = legal.map((a) => (a as { card: Card }).card);
      return { type: 'play', card: play(sense(view), cards) };
    }
  }
}
