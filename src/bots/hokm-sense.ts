/**
 * What a careful Hokm player remembers at the table, read from its own view
 * only: every card it has seen (its hand and discards, the completed tricks
 * of the hand, the trick on the table, the removed 2 with 3 players,
 * HOKM-8.1), which seats have shown a void (they did not follow suit, so
 * they hold none of it, HOKM-5.2), and from that which cards are masters
 * (no unseen card of their suit ranks higher, HOKM-2.2). hokmBot's rules of
 * thumb are written over this.
 */
import { HOKM_RANK_ORDER, hokmStrength, suitOf, type Card, type Suit } from '../cards/index.js';
import type { HokmView } from '../hokm/index.js';

/** The table as the seat to act remembers it. */
export interface Sense {
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
export function sense(v: HokmView): Sense {
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
export function higherUnseen(s: Sense, card: Card): number {
  let k = 0;
  for (let r = hokmStrength(card) + 1; r < 13; r++) if (!s.seen.has(`${HOKM_RANK_ORDER[r]!}${suitOf(card)}` as Card)) k++;
  return k;
}

/** Unseen cards of a suit (in other hands, or the stock). */
export function unseen(s: Sense, suit: Suit): number {
  let k = 13;
  for (const c of s.seen) if (suitOf(c) === suit) k--;
  return k;
}

/** Whether `card` beats `best` (trumps `trump`), `best` leading its trick's suit or trumping it. */
export function beats(card: Card, best: Card, trump: Suit | null): boolean {
  return suitOf(card) === suitOf(best) ? hokmStrength(card) > hokmStrength(best) : suitOf(card) === trump;
}

/** The partner's seat (4 players), else -1. */
export function partner(s: Sense, seat: number): number {
  return s.n === 4 ? (seat + 2) % 4 : -1;
}

/** Whether `seat` may still trump `suit`: known void in it and not known void in trumps. */
export function mayRuff(s: Sense, seat: number, suit: Suit): boolean {
  return s.trump !== null && suit !== s.trump && s.voids[seat]!.has(suit) && !s.voids[seat]!.has(s.trump);
}

/**
 * Whether `card`, winning now (or played now), will still win the trick: no
 * unseen card of its suit is higher, and no opponent of `owner` still to
 * play after this seat may trump it.
 */
export function holds(s: Sense, card: Card, owner: number): boolean {
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
