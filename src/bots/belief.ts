/**
 * What a 2-player Hokm opponent kept: a belief over the hidden cards for
 * the search (docs/bots.md "ISMCTS").
 *
 * In 2-player Hokm (HOKM-9.3, HOKM-9.4) nobody's hand is a random deal:
 * each player discarded the worst of their first five cards and, on each
 * draw turn, saw two cards and kept the one they liked. `sampleHidden` is
 * exact and uniform over the deals that fit the view, which is right for
 * what the view says, but it spreads the opponent's hidden cards evenly
 * between their hand and their face-down discards: a search that believes
 * it plays against a hand of random cards while the real one holds the
 * trumps and the high cards, and it loses (measured: ISMCTS won 5 % of its
 * matches against `hokmBot` so; with the same searcher seeing the real
 * hands, 99 %).
 *
 * The model: a card of class c (trump or not, and its rank) lands in the
 * opponent's hand with weight `k(c)`, in their discards with `1 − k(c)`
 * and in the unseen stock with `½`, where `k(c)` is how often a player
 * keeps such a card when it is one of the two it chooses between. The
 * table below was measured from `hokmBot`'s choices (keep a trump or a
 * Jack or better); any sensible player keeps trumps and high cards, which
 * is all the model says. A sample from `sampleHidden` is moved towards this
 * belief by Metropolis swaps of two hidden cards between places (a swap
 * never puts a suit into a hand that showed it void, so every sample still
 * fits the view); the chain's stationary law is the uniform law over
 * consistent deals weighted by `Π weight(card, place)`.
 */
import type { HokmState, HokmView } from '../hokm/index.js';
import { uniform } from '../core/random.js';
import type { Rng } from '../rng/rng.js';

/** Hokm strength by rank index (A = 0 … K = 12): 2 is 0, Ace 12. */
const STRENGTH = [12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SUIT_OF: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };

/**
 * How often a kept card of each strength (2 … Ace) is among the cards the
 * player holds rather than discarded, side suits and trumps (measured over
 * 400 matches of `hokmBot`, at the start of the play).
 */
const KEEP_SIDE = [0.22, 0.21, 0.23, 0.24, 0.25, 0.25, 0.26, 0.28, 0.28, 0.72, 0.74, 0.75, 0.74];
const KEEP_TRUMP = [0.74, 0.73, 0.76, 0.77, 0.79, 0.8, 0.81, 0.82, 0.84, 0.85, 0.84, 0.84, 0.84];

const HAND = 0;
const DISCARDS = 1;
const STOCK = 2;
/** Swap proposals per hidden card: the chain is mixed after a few per card (checked on the in-hand shares). */
const STEPS_PER_CARD = 6;

/** Moves a mutable sample of the view towards the belief, in place. */
export type Belief = (state: HokmState, rng: Rng) => void;

/**
 * The belief for a 2-player Hokm view, or `null` when there is nothing to
 * believe beyond the uniform sample: other table sizes, before trumps are
 * named, and before the opponent has chosen a card (its first discard).
 */
export function keepBelief(view: HokmView): Belief | null {
  if (view.options.players !== 2 || view.trump === null || view.phase === 'over') return null;
  const opp = 1 - view.seat;
  if (view.discardCounts[opp] === 0) return null;
  // Suits the opponent showed it lacks this hand (it did not follow suit).
  let ban = 0;
  for (const tr of [...view.history, view.trick]) {
    let led = -1;
    for (let k = 0; k < tr.cards.length; k++) {
      const suit = SUIT_OF[tr.cards[k]![1]!]!;
      if (k === 0) led = suit;
      else if (suit !== led && (tr.leader + k) % 2 === opp) ban |= 1 << led;
    }
  }
  const trump = SUIT_OF[view.trump]!;
  const weight = [new Float64Array(52), new Float64Array(52), new Float64Array(52).fill(0.5)];
  for (let id = 0; id < 52; id++) {
    const k = ((id / 13) | 0) === trump ? KEEP_TRUMP[STRENGTH[id % 13]!]! : KEEP_SIDE[STRENGTH[id % 13]!]!;
    weight[HAND]![id] = k;
    weight[DISCARDS]![id] = 1 - k;
  }
  // The stock's top card is seen by the drawer: it stays where it is.
  const stockFrom = view.drawCard !== null ? 1 : 0;
  const ids: number[] = [];
  const place: number[] = [];
  return (s, rng) => {
    ids.length = 0;
    place.length = 0;
    collect(s.hands, opp, HAND, ids, place);
    collect(s.discards, opp, DISCARDS, ids, place);
    const first = ids.length;
    for (let p = stockFrom; p < s.stock.length; p++) {
      ids.push(s.stock[p]!);
      place.push(STOCK);
    }
    const n = ids.length;
    if (n < 2) return;
    for (let t = STEPS_PER_CARD * n; t > 0; t--) {
      const i = rng.int(n);
      const j = rng.int(n);
      const pi = place[i]!;
      const pj = place[j]!;
      if (pi === pj) continue;
      const a = ids[i]!;
      const b = ids[j]!;
      if ((pj === HAND && (ban >> ((a / 13) | 0)) & 1) || (pi === HAND && (ban >> ((b / 13) | 0)) & 1)) continue;
      const ratio = (weight[pj]![a]! * weight[pi]![b]!) / (weight[pi]![a]! * weight[pj]![b]!);
      if (ratio >= 1 || uniform(rng) < ratio) {
        ids[i] = b;
        ids[j] = a;
      }
    }
    // The state's masks (4 per seat: seat * 4 + suit, bit = rank index) rewritten for the opponent.
    for (let suit = 0; suit < 4; suit++) {
      s.hands[4 * opp + suit] = 0;
      s.discards[4 * opp + suit] = 0;
    }
    for (let k = 0; k < first; k++) {
      const id = ids[k]!;
      const masks = place[k] === HAND ? s.hands : s.discards;
      masks[4 * opp + ((id / 13) | 0)]! |= 1 << (id % 13);
    }
    if (first < n) {
      // A new stock list: the old one may be shared with other states.
      const stock = s.stock.slice(0, stockFrom);
      for (let k = first; k < n; k++) stock.push(ids[k]!);
      s.stock = stock;
    }
  };
}

/** Appends the ids of `seat`'s cards in the state's masks `masks` (4 per seat) with their place. */
function collect(masks: readonly number[], seat: number, where: number, ids: number[], place: number[]): void {
  for (let suit = 0; suit < 4; suit++) {
    for (let m = masks[4 * seat + suit]! & 0x1fff; m !== 0; m &= m - 1) {
      ids.push(13 * suit + 31 - Math.clz32(m & -m));
      place.push(where);
    }
  }
}
