/**
 * The referee for hokmBot's card play (src/bots/hokm-bot-masks.ts): the same
 * rules of thumb written plainly over card lists and sets, as hokmBot played
 * before its card play moved to bit masks. test/hokm-bot-masks.test.ts
 * checks that both pick the same card at every play of many games and from
 * random hands; nothing in the package imports this.
 */
import { HOKM_RANK_ORDER, hokmStrength, suitOf, type Card, type Suit } from '../../src/cards/index.js';
import type { HokmView } from '../../src/hokm/index.js';

/** The table as the seat to act remembers it. */
interface Sense {
  /** The view. */
  v: HokmView;
  /** Number of players. */
  n: number;
  /** Trumps (`null` before they are named). */
  trump: Suit | null;
  /** Cards this seat knows are not in another hand. */
  seen: Set<Card>;
  /** Per seat, the suits it has shown it holds none of. */
  voids: Set<Suit>[];
}

/** Reads the view into a {@link Sense}. */
function sense(v: HokmView): Sense {
  const n = v.options.players;
  const seen = new Set<Card>([...v.hand, ...v.discards]);
  if (v.options.removedTwo !== null) seen.add(v.options.removedTwo);
  const voids = Array.from({ length: n }, () => new Set<Suit>());
  for (const t of [...v.history, v.trick]) {
    const led = t.cards[0];
    t.cards.forEach((c, i) => {
      seen.add(c);
      if (led !== undefined && suitOf(c) !== suitOf(led)) voids[(t.leader + i) % n]!.add(suitOf(led));
    });
  }
  return { v, n, trump: v.trump, seen, voids };
}

/** Cards of `suit` ranking above `card` that this seat has not seen. */
function higherUnseen(s: Sense, card: Card): number {
  let k = 0;
  for (let r = hokmStrength(card) + 1; r < 13; r++) if (!s.seen.has(`${HOKM_RANK_ORDER[r]!}${suitOf(card)}` as Card)) k++;
  return k;
}

/** Unseen cards of a suit (in other hands, or the stock). */
function unseen(s: Sense, suit: Suit): number {
  let k = 13;
  for (const c of s.seen) if (suitOf(c) === suit) k--;
  return k;
}

/** Whether `card` beats `best` (trumps `trump`), `best` leading its trick's suit or trumping it. */
function beats(card: Card, best: Card, trump: Suit | null): boolean {
  return suitOf(card) === suitOf(best) ? hokmStrength(card) > hokmStrength(best) : suitOf(card) === trump;
}

/** The partner's seat (4 players), else -1. */
function partner(s: Sense, seat: number): number {
  return s.n === 4 ? (seat + 2) % 4 : -1;
}

/** Whether `seat` may still trump `suit`: known void in it and not known void in trumps. */
function mayRuff(s: Sense, seat: number, suit: Suit): boolean {
  return s.trump !== null && suit !== s.trump && s.voids[seat]!.has(suit) && !s.voids[seat]!.has(s.trump);
}

/**
 * Whether `card`, winning now (or played now), will still win the trick: no
 * unseen card of its suit is higher, and no opponent of `owner` still to
 * play after this seat may trump it.
 */
function holds(s: Sense, card: Card, owner: number): boolean {
  const led = suitOf(s.v.trick.cards[0] ?? card);
  // A ruff is beaten only by an overtrump from a later opponent void in the led suit.
  const ruff = suitOf(card) !== led;
  if (!ruff && higherUnseen(s, card) > 0) return false;
  for (let k = s.v.trick.cards.length + 1; k < s.n; k++) {
    const seat = (s.v.trick.leader + k) % s.n;
    if (seat === owner || seat === partner(s, owner)) continue;
    if (ruff ? s.voids[seat]!.has(led) && higherUnseen(s, card) > 0 : mayRuff(s, seat, led)) return false;
  }
  return true;
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

/** The card hokmBot plays at `view` (a view in the play phase, seat to act), by the plain rules above. */
export function referencePlay(view: HokmView): Card {
  return play(
    sense(view),
    view.legal.map((a) => (a as { card: Card }).card),
  );
}
