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
  const n = s.players;
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
  // The trick on the table: the cards played after the completed tricks.
  const played = s.played;
  const from = s.winners.length * n;
  const k = played.length - from;
  if (k === 0) {
    // Lead: the top card of a random side suit held, or the cheapest trump.
    const side = ids.filter((id) => ((id / 13) | 0) !== trump);
    if (side.length === 0 || rng.int(4) === 0) return ids[rng.int(ids.length)]!;
    const suit = (side[rng.int(side.length)]! / 13) | 0;
    let top = -1;
    for (const id of side) if (((id / 13) | 0) === suit && (top < 0 || HOKM_STRENGTH[id % 13]! > HOKM_STRENGTH[top % 13]!)) top = id;
    return top;
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
  const partnerWins = n === 4 && win === k - 2;
  let cheapest = ids[0]!;
  let cheapestWinner = -1;
  for (const id of ids) {
    if (cost(id, trump) < cost(cheapest, trump)) cheapest = id;
    const suit = (id / 13) | 0;
    const beats = suit === winSuit ? HOKM_STRENGTH[id % 13]! > winStrength : suit === trump;
    if (beats && (cheapestWinner < 0 || cost(id, trump) < cost(cheapestWinner, trump))) cheapestWinner = id;
  }
  if (partnerWins || cheapestWinner < 0) return cheapest;
  return cheapestWinner;
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
