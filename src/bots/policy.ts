/**
 * Rollout policies: how a search plays out a sampled world after its tree
 * (ISMCTS, PIMC). A policy picks one of the legal ids of the state it is
 * given; it runs millions of times, so it reads the state's own fields
 * (hands as card sets, the table) rather than building views, and it looks
 * only at what the seat to act could know: its own hand and the table.
 */
import type { Rng } from '../rng/rng.js';
import { bitCount } from '../core/numbers.js';
import { ACTION_SPACE as HOC_IDS } from '../hoc/actions.js';
import { PRIZES, best, handCards, type HocState } from '../hoc/index.js';
import { ACTION_SPACE as HOKM_IDS } from '../hokm/ids.js';
import type { HokmState } from '../hokm/index.js';
import { trumpNo } from '../hokm/places.js';
import { ledSuit } from '../hokm/tricks.js';
import { turnOf } from '../hokm/turn.js';

/** Picks one of `ids` (the legal ids of `state`, ascending) with `rng`. */
export type RolloutPolicy<S> = (state: S, ids: readonly number[], rng: Rng) => number;

/** A uniformly random legal id: the plainest rollout. */
export function randomRollout<S>(_state: S, ids: readonly number[], rng: Rng): number {
  return ids[rng.int(ids.length)]!;
}

// Hokm ids, named by the engine (hokm.ACTION_SPACE): play 0–51, discard 52–103, trump 104–107, keep 108, pass 109.
const H = HOKM_IDS;
const HOKM_STRENGTH = [13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const SUIT_OF: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };

/** Hokm key of a card id for "cheapest": rank, trumps last. */
function cost(id: number, trump: number): number {
  return ((id / 13) | 0) === trump ? 100 + HOKM_STRENGTH[id % 13]! : HOKM_STRENGTH[id % 13]!;
}

/**
 * A quick Hokm player for rollouts: names its longest suit, discards and
 * draws by rank, takes a trick as cheaply as it can unless its partner
 * already holds it, otherwise throws its cheapest card; leads a random
 * side suit's top card. Some randomness keeps rollouts varied.
 */
export function hokmRollout(s: HokmState, ids: readonly number[], rng: Rng): number {
  const first = ids[0]!;
  const trump = s.trump === null ? -1 : SUIT_OF[s.trump]!;
  if (first >= H.trump && first < H.keep) {
    // The hakem's rank masks: hands[seat * 4 + suit] (HokmState).
    const at = s.hakem * 4;
    let best = 0;
    let bestKey = -1;
    for (let suit = 0; suit < 4; suit++) {
      const m = s.hands[at + suit]! & 0x1fff;
      let key = bitCount(m) * 100;
      for (let b = m; b; b &= b - 1) key += HOKM_STRENGTH[31 - Math.clz32(b & -b)]!;
      if (key > bestKey) {
        bestKey = key;
        best = suit;
      }
    }
    return H.trump + best;
  }
  if (first >= H.keep) {
    const top = s.stock.length >= 1 ? s.stock[0]! : -1;
    return top >= 0 && (((top / 13) | 0) === trump || HOKM_STRENGTH[top % 13]! >= 10) ? H.keep : H.pass;
  }
  if (first >= H.discard) {
    let best = ids[0]!;
    for (const id of ids) if (cost(id - H.discard, trump) < cost(best - H.discard, trump)) best = id;
    return best;
  }
  // A play: the legal cards as rank masks by suit (ids ascending are suit by suit, rank index up).
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  let m3 = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const suit = (id / 13) | 0;
    const bit = 1 << (id % 13);
    if (suit === 0) m0 |= bit;
    else if (suit === 1) m1 |= bit;
    else if (suit === 2) m2 |= bit;
    else m3 |= bit;
  }
  return playFrom(s, trump, m0, m1, m2, m3, rng);
}

/**
 * {@link hokmRollout}'s move in `s` without the list of legal ids (the
 * search's fast path for the default policy, internal to the bots): the
 * same choice and the same draws of `rng` as `hokmRollout(s, legalIds(s),
 * rng)`. A play reads the legal cards from the hand of the seat to act
 * (HOKM-5.3: only the suit led when it holds any), any other phase takes
 * the ids from the engine.
 */
export function hokmRolloutMove(s: HokmState, rng: Rng, legalIds: (s: HokmState) => readonly number[]): number {
  if (s.phase !== 'play') return hokmRollout(s, legalIds(s), rng);
  return hokmPlayFor(s, turnOf(s)!, trumpNo(s), rng);
}

/**
 * {@link hokmRollout}'s play for `seat`, the seat to act in phase play
 * (`trump`: the trump suit's index), from its hand: the legal cards are
 * the suit led when it holds any, else its whole hand (HOKM-5.3).
 */
export function hokmPlayFor(s: HokmState, seat: number, trump: number, rng: Rng): number {
  const at = seat * 4;
  const hands = s.hands;
  const led = ledSuit(s);
  const follow = led >= 0 ? hands[at + led]! & 0x1fff : 0;
  if (follow !== 0) return playFrom(s, trump, led === 0 ? follow : 0, led === 1 ? follow : 0, led === 2 ? follow : 0, led === 3 ? follow : 0, rng);
  return playFrom(s, trump, hands[at]! & 0x1fff, hands[at + 1]! & 0x1fff, hands[at + 2]! & 0x1fff, hands[at + 3]! & 0x1fff, rng);
}

/** Rank mask `m` (bit r: rank index r, the ace 0) by strength: bit `strength − 1`, the ace on top. */
const byStrength = (m: number): number => (m >>> 1) | ((m & 1) << 12);

/** The card id of strength bit `b` (of {@link byStrength}) in `suit`. */
const cardOf = (suit: number, b: number): number => 13 * suit + (b === 12 ? 0 : b + 1);

/** The lowest set bit's index of a non-zero mask. */
const low = (m: number): number => 31 - Math.clz32(m & -m);

/**
 * {@link hokmRollout}'s play from the legal cards as four rank masks: the
 * choices it describes, ties as its loops over ascending ids break them
 * (the first, that is the lowest id, wins).
 */
function playFrom(s: HokmState, trump: number, m0: number, m1: number, m2: number, m3: number, rng: Rng): number {
  const n = s.players;
  // The trick on the table: the cards played after the completed tricks.
  const played = s.played;
  const from = s.winners.length * n;
  const k = played.length - from;
  const tm = trump === 0 ? m0 : trump === 1 ? m1 : trump === 2 ? m2 : trump === 3 ? m3 : 0;
  if (k === 0) {
    // Lead: the top card of a random side suit held, or (one time in four, or with only trumps) any card.
    const c0 = bitCount(m0);
    const c1 = bitCount(m1);
    const c2 = bitCount(m2);
    const c3 = bitCount(m3);
    const all = c0 + c1 + c2 + c3;
    const side = all - (trump === 0 ? c0 : trump === 1 ? c1 : trump === 2 ? c2 : trump === 3 ? c3 : 0);
    if (side === 0 || rng.int(4) === 0) return nth(m0, m1, m2, m3, -1, rng.int(all));
    // The suit of the i-th side card (what nth's card would be of), from the counts.
    let i = rng.int(side);
    let suit = 0;
    for (; suit < 3; suit++) {
      if (suit === trump) continue;
      const c = suit === 0 ? c0 : suit === 1 ? c1 : c2;
      if (i < c) break;
      i -= c;
    }
    const m = suit === 0 ? m0 : suit === 1 ? m1 : suit === 2 ? m2 : m3;
    return cardOf(suit, 31 - Math.clz32(byStrength(m)));
  }
  // The card winning the trick so far, and whose it is.
  let win = 0;
  let winSuit = (played[from]! / 13) | 0;
  let winStrength = HOKM_STRENGTH[played[from]! % 13]!;
  for (let i = 1; i < k; i++) {
    const id = played[from + i]!;
    const suit = (id / 13) | 0;
    const st = HOKM_STRENGTH[id % 13]!;
    if (suit === winSuit ? st > winStrength : suit === trump) {
      win = i;
      winSuit = suit;
      winStrength = st;
    }
  }
  if (n !== 4 || win !== k - 2) {
    // The partner does not hold the trick: the cheapest card that beats it, a higher card of its suit,
    // else (a side suit winning) the lowest trump.
    const ws = winSuit === 0 ? m0 : winSuit === 1 ? m1 : winSuit === 2 ? m2 : m3;
    const above = byStrength(ws) & ((0x1fff << winStrength) & 0x1fff);
    if (above !== 0) return cardOf(winSuit, low(above));
    if (winSuit !== trump && tm !== 0) return cardOf(trump, low(byStrength(tm)));
  }
  // The cheapest card: the lowest side card (the lowest suit among equals), else the lowest trump.
  let cheapest = -1;
  let cheapestBit = 13;
  for (let suit = 0; suit < 4; suit++) {
    const m = suit === 0 ? m0 : suit === 1 ? m1 : suit === 2 ? m2 : m3;
    if (suit === trump || m === 0) continue;
    const b = low(byStrength(m));
    if (b < cheapestBit) {
      cheapestBit = b;
      cheapest = cardOf(suit, b);
    }
  }
  return cheapest >= 0 ? cheapest : cardOf(trump, low(byStrength(tm)));
}

/** The `i`-th (from 0) card id, ascending, of the masks, leaving out suit `skip`. */
function nth(m0: number, m1: number, m2: number, m3: number, skip: number, i: number): number {
  for (let suit = 0; suit < 4; suit++) {
    if (suit === skip) continue;
    let m = suit === 0 ? m0 : suit === 1 ? m1 : suit === 2 ? m2 : m3;
    const c = bitCount(m);
    if (i >= c) {
      i -= c;
      continue;
    }
    for (; i > 0; i--) m &= m - 1;
    return 13 * suit + low(m);
  }
  return -1;
}

// Hoc ids, named by the engine (hoc.ACTION_SPACE): lay 0–51, without 52, pass 53, declare 54, call 55, good 56,
// carte blanche 57 / not 58, done 59, show 60–111, raise 112–131. Read inside hocRollout, not at the top
// of the module: a top-level read would keep the Hoc action table in a Hokm-only bundle.

function principal(id: number): boolean {
  return id % 13 === 12 || id === 50 || id === 23; // the Kings, Q♠, J♦
}

/**
 * A quick Hoc player for rollouts: declares when it may, never raises,
 * calls a raise of up to 3 chips when it holds a combination of the
 * prize's kind, shows
 * every combination, declares carte blanche when it may; in the play lays
 * its lowest ordinary card, a principal hoc only when it has nothing else,
 * and never lies.
 */
export function hocRollout(s: HocState, ids: readonly number[], _rng: Rng): number {
  const { without: WITHOUT, pass: PASS, declare: DECLARE, call: CALL, good: GOOD, blancheYes: BLANCHE, done: DONE, show: SHOW } = HOC_IDS;
  const first = ids[0]!;
  if (first >= WITHOUT) {
    // Not the play: bidding, showing, carte blanche.
    if (ids.includes(BLANCHE)) return BLANCHE;
    if (s.phase === 'show') {
      const shows = ids.filter((id) => id >= SHOW && id < SHOW + 52);
      return shows.length > 0 ? shows[0]! : DONE;
    }
    if (ids.includes(GOOD)) return ids.includes(DECLARE) ? DECLARE : GOOD;
    if (ids.includes(DECLARE)) return DECLARE;
    // After a raise: call a small one with a combination of the prize's kind.
    if (ids.includes(CALL) && s.high - s.bets[s.turn]![s.prize]! <= 3 && best(PRIZES[s.prize]!, handCards(s, s.turn)) !== null) return CALL;
    return ids.includes(PASS) ? PASS : first;
  }
  // The play: the lowest ordinary card that may be laid.
  let low = -1;
  let hoc = -1;
  for (const id of ids) {
    if (id >= WITHOUT) continue;
    if (principal(id)) {
      if (hoc < 0) hoc = id;
    } else if (low < 0 || id % 13 < low % 13) low = id;
  }
  if (low >= 0) return low;
  // Stuck: having laid the run's last card, "without" may bring it back (an
  // accidental hoc and the lead) and keeps the principal hocs; otherwise one.
  if (s.top >= 0 && ids.includes(WITHOUT) && (s.last === s.turn || hoc < 0)) return WITHOUT;
  return hoc >= 0 ? hoc : ids[ids.length - 1]!;
}
