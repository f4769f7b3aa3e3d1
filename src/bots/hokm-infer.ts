/**
 * What the other seats' plays say about their hands: PIMC's inference for
 * Hokm (docs/analysis.md "The PIMC player"), as GIB's and the skat
 * programs' (Rebstock et al. 2019, "Policy-based inference in trick-taking
 * card games").
 *
 * A uniform world (`sampler`) fits what the rules tell (the counts, the
 * cards played, the voids shown, HOKM-5.3) but not what the choices tell:
 * a seat that ducked a trick it could have won probably lacked the winner.
 * Each candidate world is weighted by the likelihood of every play the
 * other seats made this hand under a play model: a function of a view
 * (e.g. `hokmBot`), asked what it would have played from that seat's hand
 * in this world at that point, softened so that no world is ruled out:
 * probability `1 − ε` for the model's card, `ε` shared by the other legal
 * cards (a play with one legal card says nothing). The weight is a product
 * of such factors, computed with `×` and `÷` only (rounded the same on
 * every engine). PIMC then solves worlds drawn by weight from many cheap
 * candidates.
 */
import type { Card } from '../cards/index.js';
import { CODES } from '../hokm/places.js';
import type { HokmAction, HokmState, HokmView, TrickRecord } from '../hokm/index.js';
import type { WorldSource } from '../hokm/analyze-view.js';
import { uniform } from '../core/random.js';
import { trumpPoints } from './hokm.js';
import { botPlay, botTable, legalCount, strengthMask, type BotTable } from './hokm-bot-masks.js';

/** A play model: the action a seat would choose from its view (the view's `legal` lists its legal plays). */
export type HokmPlayModel = (view: HokmView) => HokmAction;

/** The weight of a world: the likelihood of the other seats' observed plays in it (> 0). */
export type WorldWeight = (world: HokmState) => number;

/** One observed play of another seat, with everything about it that is the same in every world. */
interface Observed {
  seat: number;
  /** The suit index led to its trick, or -1 when it led. */
  led: number;
  /** The cards (rank masks per suit) the seat played from this play on, this hand: in its hand then. */
  later: number[];
  /** The card played. */
  card: Card;
  /** The seat's view just before the play, with `hand` and `legal` filled in per world. */
  view: HokmView;
  /** The same read for hokmBot's mask form (model `'hokmBot'`). */
  table: BotTable | null;
  /** The card's id. */
  id: number;
  /** Working memory: the hand held then, as strength masks. */
  held: number[];
}

/** Rank indexes in the order a view lists a suit of its hand: Ace, King … 2. */
const HAND_ORDER = [0, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
const SUIT_INDEX: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };

/**
 * The weight of a world for the view `view` of the seat to act (phase
 * `play`): the product, over the plays of the other seats in this hand,
 * of the model's probability of each play from the hand that seat held in
 * the world, softened by the seat's `epsilon` (0 < ε < 1; a number for
 * every seat, or per seat, `null` to leave a seat's plays out: a seat the
 * model describes worse, such as a partner who searches, deserves a
 * larger ε). `null` when no play was observed. Model `'hokmBot'` is
 * `hokmBot` in its mask form (hokm-bot-masks.ts): the same weights, without
 * building a view per play and world.
 */
export function playInference(view: HokmView, model: HokmPlayModel | 'hokmBot', epsilon: number | ((seat: number) => number | null)): WorldWeight | null {
  const epsOf = typeof epsilon === 'number' ? () => epsilon : epsilon;
  const n = view.options.players;
  const tricks: TrickRecord[] = [...view.history, { ...view.trick, winner: -1 }];
  const observed: Observed[] = [];
  const later: number[][] = Array.from({ length: n }, () => [0, 0, 0, 0]);
  const counts = [...view.handCounts];
  // Backwards through the hand, so that each play knows the cards its seat played from then on.
  for (let t = tricks.length - 1; t >= 0; t--) {
    const tr = tricks[t]!;
    for (let k = tr.cards.length - 1; k >= 0; k--) {
      const seat = (tr.leader + k) % n;
      const card = tr.cards[k]!;
      later[seat]![SUIT_INDEX[card[1]!]!]! |= 1 << (CODES.indexOf(card) % 13);
      counts[seat]!++;
      if (seat === view.seat || epsOf(seat) === null) continue;
      const history = view.history.slice(0, t);
      const won = new Array<number>(n).fill(0);
      for (const h of history) won[h.winner]!++;
      const past: HokmView = {
        ...view,
        seat,
        toAct: seat,
        hand: [],
        handCounts: [...counts],
        discards: [],
        discardCounts: new Array<number>(n).fill(0),
        trick: { leader: tr.leader, cards: tr.cards.slice(0, k) },
        history,
        tricks: won,
        sideTricks: n === 4 ? [won[0]! + won[2]!, won[1]! + won[3]!] : [...won],
        legal: [],
      };
      const table = model === 'hokmBot' ? botTable(past) : null;
      observed.push({ seat, led: k === 0 ? -1 : SUIT_INDEX[tr.cards[0]![1]!]!, later: [...later[seat]!], card, view: past, table, id: CODES.indexOf(card), held: [0, 0, 0, 0] });
    }
  }
  if (observed.length === 0) return null;
  // Per seat, its observed plays. A seat's plays depend on its own hand only, so its factor is kept per hand
  // it holds in the world (late in a hand, when few hidden cards are left, the candidates share few hands).
  const bySeat: Observed[][] = Array.from({ length: n }, () => []);
  for (const o of observed) bySeat[o.seat]!.push(o);
  const seatsSeen = bySeat.map((obs, seat) => (obs.length > 0 ? seat : -1)).filter((seat) => seat >= 0);
  const cache: Map<number, number>[] = Array.from({ length: n }, () => new Map());
  return (world) => {
    let w = 1;
    for (const seat of seatsSeen) {
      const base = 4 * seat;
      // The four 13-bit masks in one exact integer below 2**52.
      const key = world.hands[base]! + 8192 * (world.hands[base + 1]! + 8192 * (world.hands[base + 2]! + 8192 * world.hands[base + 3]!));
      let f = cache[seat]!.get(key);
      if (f === undefined) {
        f = 1;
        const eps = epsOf(seat)!;
        for (const o of bySeat[seat]!) f *= likelihood(o, world.hands, base, model, eps);
        cache[seat]!.set(key, f);
      }
      w *= f;
    }
    return w;
  };
}

/** The model's probability of observed play `o` from the hand its seat held then (its hand now in `hands`, from index `base`, and its later plays). */
function likelihood(o: Observed, hands: readonly number[], base: number, model: HokmPlayModel | 'hokmBot', epsilon: number): number {
  if (model === 'hokmBot') return botLikelihood(o, o.table!, hands, base, epsilon);
  const m = [hands[base]! | o.later[0]!, hands[base + 1]! | o.later[1]!, hands[base + 2]! | o.later[2]!, hands[base + 3]! | o.later[3]!];
  const follow = o.led >= 0 && m[o.led]! !== 0;
  const hand: Card[] = [];
  const legal: HokmAction[] = [];
  for (let suit = 0; suit < 4; suit++) {
    // The hand as views sort it (by suit, Ace high), the legal plays by id (Ace = rank index 0 first).
    for (const r of HAND_ORDER) if (((m[suit]! >> r) & 1) !== 0) hand.push(CODES[13 * suit + r]!);
    if (follow && suit !== o.led) continue;
    for (let r = 0; r < 13; r++) if (((m[suit]! >> r) & 1) !== 0) legal.push({ type: 'play', card: CODES[13 * suit + r]! });
  }
  if (legal.length < 2) return 1;
  o.view.hand = hand;
  o.view.legal = legal;
  const a = model(o.view);
  return a.type === 'play' && a.card === o.card ? 1 - epsilon : epsilon / (legal.length - 1);
}

/** {@link likelihood} for hokmBot, in its mask form (hokm-bot-masks.ts): the same number, without building the view. */
function botLikelihood(o: Observed, t: BotTable, hands: readonly number[], base: number, epsilon: number): number {
  const h = o.held;
  for (let suit = 0; suit < 4; suit++) h[suit] = strengthMask(hands[base + suit]! | o.later[suit]!);
  const legal = legalCount(t, h);
  if (legal < 2) return 1;
  return botPlay(t, h) === o.id ? 1 - epsilon : epsilon / (legal - 1);
}

/**
 * A source of worlds for `analyzeWorlds` that draws `candidates` uniform
 * worlds once, weighs each with `weight`, and hands out as many as are
 * asked for, drawn by weight without replacement (each draw proportional to
 * the weights left); beyond the candidates, uniform worlds.
 */
export function weightedSource(weight: WorldWeight, candidates: number): WorldSource {
  let picked: HokmState[] | null = null;
  let next = 0;
  return (draw, rng, worlds) => {
    if (picked === null) {
      const pool: HokmState[] = [];
      const w: number[] = [];
      for (let i = 0; i < candidates; i++) {
        const s = draw(rng, { mutable: true });
        pool.push(s);
        w.push(weight(s));
      }
      picked = [];
      for (let k = Math.min(worlds, candidates); k > 0; k--) {
        // Summed afresh each time: subtracting a large weight from a running total would lose the small ones.
        let total = 0;
        for (const x of w) total += x;
        if (!(total > 0)) break;
        let u = uniform(rng) * total;
        let i = 0;
        while (i < w.length - 1 && (w[i] === 0 || u >= w[i]!)) u -= w[i++]!;
        // Rounding may run past the last positive weight: step back to it.
        while (w[i] === 0) i--;
        picked.push(pool[i]!);
        w[i] = 0;
      }
    }
    return next < picked.length ? picked[next++]! : draw(rng, { mutable: true });
  };
}

/**
 * The weight of a world for what the hakem's choice of trumps says
 * (HOKM-4.3, HOKM-8.3: named from the first five cards dealt, any five of
 * the hand it held when the play began, all equally likely): the share of
 * those five-card subsets from which `hokmBot` names the trumps named,
 * softened by `epsilon` like a play. `null` when the viewer is the hakem
 * or trumps are not named.
 */
export function trumpInference(view: HokmView, epsilon: number): WorldWeight | null {
  const hakem = view.hakem;
  if (view.trump === null || hakem === view.seat) return null;
  const n = view.options.players;
  const trump = SUIT_INDEX[view.trump]!;
  const played = [0, 0, 0, 0];
  for (const tr of [...view.history, view.trick]) {
    tr.cards.forEach((c, k) => {
      if ((tr.leader + k) % n === hakem) played[SUIT_INDEX[c[1]!]!]! |= 1 << (CODES.indexOf(c) % 13);
    });
  }
  const ids: number[] = [];
  const scratch = shareScratch();
  const cache = new Map<number, number>();
  return (world) => {
    const base = 4 * hakem;
    const key = world.hands[base]! + 8192 * (world.hands[base + 1]! + 8192 * (world.hands[base + 2]! + 8192 * world.hands[base + 3]!));
    let w = cache.get(key);
    if (w === undefined) {
      ids.length = 0;
      for (let suit = 0; suit < 4; suit++) {
        const m = world.hands[base + suit]! | played[suit]!;
        for (let r = 0; r < 13; r++) if (((m >> r) & 1) !== 0) ids.push(13 * suit + r);
      }
      const share = trumpShare(ids, trump, scratch);
      w = (1 - epsilon) * share + (epsilon / 3) * (1 - share);
      cache.set(key, w);
    }
    return w;
  };
}

/** Trump points (`trumpPoints`) of each card id. */
const POINTS: readonly number[] = Array.from({ length: 52 }, (_, id) => trumpPoints(id % 13 === 0 ? 12 : (id % 13) - 1));

/**
 * The share of the five-card subsets of `ids` (a hand's card ids) from
 * which `hokmBot` names suit `trump`: the suit with the most trump points,
 * the first in C D H S order among equals (hokm.ts).
 *
 * Counted suit by suit rather than five by five: for each subset of the
 * trump suit's cards (its size k and points p), the other suits' subsets
 * that stay below p (an earlier suit) or at most p (a later one) are
 * counted by size, and their product over the three suits (a convolution
 * by size) gives the fives with those k trump cards that name `trump`.
 * The count is the same integer as enumerating every five (the sums are
 * exact in floating point), found from far fewer subsets.
 */
export function trumpShare(ids: readonly number[], trump: number, scratch: ShareScratch = shareScratch()): number {
  const h = ids.length;
  if (h < 5) return 0.25;
  const { points, len, sums, count, bySize } = scratch;
  len.fill(0);
  for (const id of ids) {
    const suit = (id / 13) | 0;
    points[13 * suit + len[suit]!] = POINTS[id]!;
    len[suit]!++;
  }
  // Per suit and size k ≤ 5, the points of each k-card subset (subsets as bit masks, each sum its mask's
  // without the lowest card plus that card: exact, as every sum of points is).
  for (let suit = 0; suit < 4; suit++) {
    const l = len[suit]!;
    for (let k = 0; k <= 5; k++) count[6 * suit + k] = 0;
    sums[0] = 0;
    for (let m = 0; m < 1 << l; m++) {
      let k = 0;
      for (let x = m; x !== 0; x &= x - 1) k++;
      if (k > 5) continue;
      if (m !== 0) sums[m] = sums[m & (m - 1)]! + points[13 * suit + 31 - Math.clz32(m & -m)]!;
      const at = 6 * suit + k;
      bySize[SUBSETS * at + count[at]!] = sums[m]!;
      count[at]!++;
    }
  }
  let hits = 0;
  const conv = [0, 0, 0, 0, 0, 0];
  const next = [0, 0, 0, 0, 0, 0];
  for (let k = 1; k <= 5; k++) {
    const at = 6 * trump + k;
    for (let e = 0; e < count[at]!; e++) {
      const p = bySize[SUBSETS * at + e]!;
      conv.fill(0);
      conv[0] = 1;
      for (let s = 0; s < 4; s++) {
        if (s === trump) continue;
        next.fill(0);
        for (let j = 0; j <= 5 - k; j++) {
          const from = SUBSETS * (6 * s + j);
          const to = from + count[6 * s + j]!;
          let c = 0;
          if (s < trump) for (let i = from; i < to; i++) c += bySize[i]! < p ? 1 : 0;
          else for (let i = from; i < to; i++) c += bySize[i]! <= p ? 1 : 0;
          if (c === 0) continue;
          for (let i = 0; i + j <= 5 - k; i++) next[i + j]! += conv[i]! * c;
        }
        for (let i = 0; i <= 5; i++) conv[i] = next[i]!;
      }
      hits += conv[5 - k]!;
    }
  }
  return hits / choose(h, 5);
}

/** The most subsets of one size (≤ 5) of one suit's 13 cards: C(13, 5) = C(13, 6) … C(13, 5) is the largest used. */
const SUBSETS = 1287;

/** Working memory of {@link trumpShare}, reused across its calls (one per inference). */
export interface ShareScratch {
  points: Float64Array;
  len: Int32Array;
  sums: Float64Array;
  count: Int32Array;
  bySize: Float64Array;
}

/** Fresh working memory for {@link trumpShare}. */
export function shareScratch(): ShareScratch {
  return {
    points: new Float64Array(52),
    len: new Int32Array(4),
    sums: new Float64Array(1 << 13),
    count: new Int32Array(24),
    bySize: new Float64Array(24 * SUBSETS),
  };
}

/** The binomial coefficient, exact for these sizes. */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}
