/**
 * ISMCTS for Hokm alone ({@link hokmIsmcts}): the Hokm side of the search
 * (search.ts), which bundles the Hokm engine and not Hoc's.
 *
 * A playout runs to the end of the current hand: the sampled world's match
 * is told this hand is its last (its target lowered to 1 point), so the
 * engine ends the match there instead of shuffling and dealing a next hand
 * the search would never play. The reward of a seat is ½ + (points its side
 * gained − the most another side gained) ÷ 6, or with `objective: 'match'`
 * its side's chance to win the match from the score after the hand
 * ({@link matchOdds}). In 2-player Hokm the
 * opponent's hidden cards are moved towards what it would have kept
 * (belief.ts), it moves by the rollout policy rather than in the tree, and
 * so do draws after the root (ismcts.ts has the measurements).
 *
 * A playout runs the engine's own rule functions on the sampled world
 * (`legalIdsInto`, `run`) rather than the public `legalIds` and
 * `applyMutable`: the world comes from the engine's sampler, so it is
 * checked once, when the view is read, and every move is one of its legal
 * ids; the public entry points would check the state again on every call
 * and allocate a list of ids per move. Same rules, same decisions.
 * The speed tricks of the search are here and nowhere else: every world
 * is dealt into one reused state (`reusingSampler`: the same samples), and
 * with the default policy the playout is one loop that reads each move
 * from the hand of the seat to act (`hokmRolloutMove`, `hokmPlayFor`: the
 * moves and draws of `hokmRollout` given the legal ids), without lists
 * of ids.
 */
import { decodeAction, encodeAction, view as viewOf, type HokmAction, type HokmState, type HokmView } from '../hokm/index.js';
import { MAX_LEGAL, legalIdsInto } from '../hokm/legal.js';
import { restoreState } from '../hokm/restore.js';
import { reusingSampler } from '../hokm/sample.js';
import { trumpNo } from '../hokm/places.js';
import { playCard, run } from '../hokm/rules.js';
import { turnOf } from '../hokm/turn.js';
import { keepBelief } from './belief.js';
import { hokmBot } from './hokm.js';
import { hokmLegalIds } from './hokm-view.js';
import { hokmPlayFor, hokmRollout, hokmRolloutMove } from './policy.js';
import { customDraw, handKey, searchPlayer, type IsmctsOptions, type Plan, type SearchGame, type SearchPlayer } from './search.js';

/** The side of seat `k`: partners share one with 4 players. */
const sideOf = (players: number, k: number): number => (players === 4 ? k & 1 : k);

/** Needs of more points than this are brought down to it (see {@link matchOdds}). */
const ODDS_CAP = 16;

/**
 * Each side's chance to win the match, by the points each still needs
 * (objective `'match'`): each later hand gives one point to a side drawn
 * uniformly (kots and the hakem's edge left out), so the table is the
 * exact value of that race. Laid out for `sides` sides as entry
 * `(Σ needᵢ·(CAP + 1)ⁱ)·sides + side`, needs 0 … {@link ODDS_CAP}; a side
 * that needs 0 has won. Computed with `+ ÷` only (the same bits
 * everywhere).
 */
export function matchOdds(sides: number): Float64Array {
  const base = ODDS_CAP + 1;
  let size = 1;
  for (let i = 0; i < sides; i++) size *= base;
  const t = new Float64Array(size * sides);
  const need = new Array<number>(sides).fill(0);
  for (let idx = 0; idx < size; idx++) {
    for (let i = 0, r = idx; i < sides; i++, r = (r / base) | 0) need[i] = r % base;
    const won = need.indexOf(0);
    if (won >= 0) {
      t[idx * sides + won] = 1;
      continue;
    }
    // The next hand goes to side j with chance 1/sides: the entries it leads to come earlier in the table.
    for (let j = 0, step = 1; j < sides; j++, step *= base) {
      for (let k = 0; k < sides; k++) t[idx * sides + k]! += t[(idx - step) * sides + k]! / sides;
    }
  }
  return t;
}

/**
 * The index in {@link matchOdds} of the points each side still needs. Far
 * from the end only the differences between the sides matter: needs are
 * lowered together until the smallest is half the cap, then capped.
 */
function oddsIndex(need: Float64Array): number {
  let least = Infinity;
  for (let i = 0; i < need.length; i++) if (need[i]! < least) least = need[i]!;
  const shift = least > ODDS_CAP / 2 ? least - ODDS_CAP / 2 : 0;
  let idx = 0;
  for (let i = need.length - 1; i >= 0; i--) idx = idx * (ODDS_CAP + 1) + Math.min(ODDS_CAP, need[i]! - shift);
  return idx;
}

/** The Hokm search (internal to the bots). */
export const hokmSearch: SearchGame<HokmView, HokmAction, HokmState> = {
  game: 'hokm',
  numActions: 110,
  legalIds: hokmLegalIds,
  decode: decodeAction,
  fixed(view, o) {
    // 2-player discards and draws are hokmBot's (see ismcts.ts).
    if (o.heuristics === false || view.options.players !== 2 || (view.phase !== 'discard' && view.phase !== 'draw')) return -1;
    return encodeAction(hokmBot(view));
  },
  plan(view, legal, o): Plan<HokmState> {
    const n = view.options.players;
    const two = n === 2;
    const me = view.seat;
    // A sampler of the caller's replaces the built-in one and its belief.
    const belief = two && o.opponentModel !== false && o.sample === undefined ? keepBelief(view) : null;
    const byPolicy = (o.opponents ?? (two ? 'policy' : 'tree')) === 'policy';
    // The engine's sampler, dealing every world into one state (the search is done with each before the next), whose match ends with this hand.
    const draw = o.sample === undefined ? reusingSampler(view, 1) : null;
    const custom = o.sample === undefined ? null : customDraw(view, o.sample.bind(o), restoreState, viewOf);
    const ownPolicy = o.hokmRollout !== undefined;
    const gain = new Float64Array(n);
    const sides = n === 4 ? 2 : n;
    const odds = o.objective === 'match' ? matchOdds(sides) : null;
    const target = view.options.target;
    const need = new Float64Array(sides);
    // A side's reward (objective 'hand').
    const value = new Float64Array(sides);
    // One list per length (0 … MAX_LEGAL), made when first needed and reused: a playout's legal ids allocate nothing.
    const none: number[] = [];
    const lists = new Array<number[]>(MAX_LEGAL + 1).fill(none);
    const scratch = new Int32Array(MAX_LEGAL);
    const legalIds = (s: HokmState): number[] => {
      const k = legalIdsInto(s, scratch);
      let out = lists[k]!;
      if (out.length !== k) out = lists[k] = new Array<number>(k).fill(0);
      for (let i = 0; i < k; i++) out[i] = scratch[i]!;
      return out;
    };
    return {
      legal,
      players: n,
      draw: draw ?? custom!,
      start(s, before) {
        const points = s.match.points;
        for (let k = 0; k < n; k++) before[k] = points[sideOf(n, k)]!;
        // This hand is the world's last: the engine ends the match when it is won, dealing no next hand (the built-in sampler's worlds have that target already).
        if (s.match.options.target !== 1) s.match = { ...s.match, options: { ...s.match.options, target: 1 } };
      },
      done: (s) => s.phase === 'over',
      actor: (s) => turnOf(s)!,
      legalIds,
      prune: (ids) => ids,
      // Another seat (option opponents) and, in 2-player Hokm, a draw after the root move by the policy.
      byPolicy: (s, actor, root) => (byPolicy && actor !== me) || (two && !root && s.phase === 'draw'),
      apply: (s, id) => run(s, id, null),
      policy: o.hokmRollout ?? hokmRollout,
      // The default policy's moves without the lists of ids (same moves, same draws).
      choose: ownPolicy ? undefined : (s, rng) => hokmRolloutMove(s, rng, legalIds),
      playout: ownPolicy
        ? undefined
        : (s, rng, budget) => {
            let moves = 0;
            for (; moves < budget && s.phase !== 'over'; moves++) {
              if (s.phase !== 'play') {
                run(s, hokmRolloutMove(s, rng, legalIds), null);
                continue;
              }
              // The seat to act in play (as turnOf), told to the rule so that it is not worked out again.
              const seat = turnOf(s)!;
              playCard(s, hokmPlayFor(s, seat, trumpNo(s), rng), null, seat);
            }
            return moves;
          },
      reward(s, before, out) {
        const points = s.match.points;
        if (odds !== null) {
          // The match's real target (the world's was lowered to end it with this hand).
          for (let i = 0; i < sides; i++) need[i] = Math.max(0, target - points[i]!);
          const idx = oddsIndex(need) * sides;
          for (let k = 0; k < n; k++) out[k] = odds[idx + sideOf(n, k)]!;
          return;
        }
        // Each side's gain (seat i is of side i, for every side i), then each seat's reward from its side's.
        for (let i = 0; i < sides; i++) gain[i] = points[i]! - before[i]!;
        for (let i = 0; i < sides; i++) {
          let other = 0;
          for (let j = 0; j < sides; j++) if (j !== i && gain[j]! > other) other = gain[j]!;
          value[i] = 0.5 + (gain[i]! - other) / 6;
        }
        for (let k = 0; k < n; k++) out[k] = value[sideOf(n, k)]!;
      },
      belief,
      hand: (s, seat) => handKey(s.hands, seat),
      // With 2 players the other's discards and draws are face down (HOKM-9.3, HOKM-9.4).
      hidden: (s, _id, observer) => two && observer !== turnOf(s) && (s.phase === 'discard' || s.phase === 'draw'),
    };
  },
};

/**
 * An ISMCTS player for Hokm only: the same search as {@link ismcts}, with
 * the same options and the same decisions for a seed, without the Hoc
 * engine in the bundle (an app that plays Hokm imports this one). A view
 * that is not a Hokm view of the seat to act throws `StateError`
 * (`BAD_STATE`).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { hokmIsmcts } from 'hoc-hokm/bots';
 *
 * const player = hokmIsmcts({ iterations: 100, seed: 'north' });
 * const state = hokm.setup({ seed: 1 });
 * const action = player(hokm.view(state, hokm.toAct(state)!)); // the hakem names trumps
 * console.log(action.type, player.last!.iterations); // 'trump' 100
 * ```
 */
export function hokmIsmcts(options: IsmctsOptions): SearchPlayer<HokmView, HokmAction> {
  return searchPlayer('hokmIsmcts', options, () => hokmSearch as SearchGame<HokmView, HokmAction, unknown>);
}
