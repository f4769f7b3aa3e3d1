/**
 * ISMCTS for Hoc alone ({@link hocIsmcts}): the Hoc side of the search
 * (search.ts), which bundles the Hoc engine and not Hokm's.
 *
 * A playout runs to the end of the current deal: the sampled world is told
 * this deal is its last (its number of deals lowered), so the engine ends
 * the game there instead of shuffling and dealing a next deal the search
 * would never play. A decision before the play (bids, shows, carte
 * blanche) looks only as far as the start of the play, when every prize is
 * settled in chips. The reward of a seat is ½ + ½·tanh(chips won ÷ 10), or
 * ÷ 4 before the play (ismcts.ts says why), with exact.ts's tanh.
 *
 * The tree considers raises of 1 to 3 chips only, and while an ordinary
 * card may be laid, neither a principal hoc nor "without".
 */
import { applyMutable, decodeAction, encodeAction, sampler, view as viewOf, type HocAction, type HocState, type HocView } from '../hoc/index.js';
import { NUM_ACTIONS, moveOf } from '../hoc/actions.js';
import { fillLegalIds } from '../hoc/legal.js';
import { restore } from '../hoc/restore.js';
import { run } from '../hoc/rules.js';
import { OptionsError } from '../core/errors.js';
import { tanhExact } from './exact.js';
import { hocBot } from './hoc.js';
import { hocLegalIds } from './hoc-view.js';
import { hocRollout } from './policy.js';
import { customDraw, handKey, searchPlayer, type IsmctsOptions, type Plan, type SearchGame, type SearchPlayer } from './search.js';

/** Hoc raise ids (112–131, by 1–20): the tree considers raises of 1 to 3 only. */
const HOC_RAISE_BASE = 112;
const HOC_MAX_TREE_RAISE = 3;
/** "Without" (src/hoc/actions.ts). */
const WITHOUT = 52;

/** A principal hoc: the Kings, Q♠ (50), J♦ (23). */
function principal(id: number): boolean {
  return id % 13 === 12 || id === 50 || id === 23;
}

/**
 * The Hoc moves the tree considers: raises of 1 to 3 chips; and while an
 * ordinary card may be laid, no principal hoc and no "without" (which would
 * throw away a hoc or tell a lie). Written into `out`.
 */
function pruneInto(ids: readonly number[], out: number[]): number[] {
  let ordinary = false;
  for (let i = 0; i < ids.length; i++) if (ids[i]! < WITHOUT && !principal(ids[i]!)) ordinary = true;
  out.length = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (id >= HOC_RAISE_BASE + HOC_MAX_TREE_RAISE) continue;
    if (ordinary && (id === WITHOUT || (id < WITHOUT && principal(id)))) continue;
    out.push(id);
  }
  return out;
}

/** The Hoc search (internal to the bots). */
export const hocSearch: SearchGame<HocView, HocAction, HocState> = {
  game: 'hoc',
  numActions: 132,
  legalIds: hocLegalIds,
  decode: decodeAction,
  fixed(view, o) {
    // Bids are hocBot's (see ismcts.ts).
    return o.heuristics !== false && view.phase === 'bid' ? encodeAction(hocBot(view)) : -1;
  },
  plan(view, legal, o): Plan<HocState> {
    if (o.objective === 'match') throw new OptionsError("hocIsmcts: objective 'match' is for Hokm (Hoc counts chips: use 'hand')");
    const n = view.options.players;
    const me = view.seat;
    const byPolicy = (o.opponents ?? 'policy') === 'policy';
    // Before the play, the prizes are settled in chips by the time the play starts: the search
    // looks that far only, and the play's far larger swings do not drown the bids.
    const bidding = view.phase !== 'play';
    const scale = bidding ? 4 : 10;
    const draw = o.sample === undefined ? sampler(view) : null;
    const custom = o.sample === undefined ? null : customDraw(view, o.sample.bind(o), restore, viewOf);
    const buffer: number[] = [];
    // A playout's legal ids allocate nothing: one list per length (0 … every id), reused, as the Hokm search does.
    const lists = Array.from({ length: NUM_ACTIONS + 1 }, (_, k) => new Array<number>(k).fill(0));
    const scratch = new Int32Array(NUM_ACTIONS);
    const legalIds = (s: HocState): number[] => {
      const k = fillLegalIds(s, scratch);
      const out = lists[k]!;
      for (let i = 0; i < k; i++) out[i] = scratch[i]!;
      return out;
    };
    // The worlds are the search's own mutable samples and every id it applies is legal there (the tree's come
    // from legalIds, the built-in policy picks among them): the rule functions run without the engine's checks.
    // A policy of the caller's goes through applyMutable, which checks what it returns.
    const policy = o.hocRollout ?? hocRollout;
    const apply = policy === hocRollout ? (s: HocState, id: number) => run(s, moveOf(id), null) : applyMutable;
    return {
      legal: pruneInto(legal, []),
      players: n,
      draw: draw !== null ? (rng) => draw(rng, { mutable: true }) : custom!,
      start(s, before) {
        for (let k = 0; k < n; k++) before[k] = s.balances[k]!;
        // This deal is the world's last: the engine ends the game with it, dealing no next deal.
        // (Each sample has options of its own: changed in place.)
        s.options.deals = s.deal + 1;
      },
      done: bidding ? (s) => s.phase === 'play' || s.phase === 'over' : (s) => s.phase === 'over',
      actor: (s) => s.turn,
      legalIds,
      prune: (ids) => pruneInto(ids, buffer),
      byPolicy: (_s, actor) => byPolicy && actor !== me,
      apply,
      policy,
      reward(s, before, out) {
        for (let k = 0; k < n; k++) out[k] = 0.5 + 0.5 * tanhExact((s.balances[k]! - before[k]!) / scale);
      },
      belief: null,
      hand: (s, seat) => handKey(s.hands, seat),
      // Every Hoc move is seen by all: the bids, the shows, the cards laid, "without".
      hidden: () => false,
    };
  },
};

/**
 * An ISMCTS player for Hoc only: the same search as {@link ismcts}, with
 * the same options and the same decisions for a seed, without the Hokm
 * engine in the bundle. A view that is not a Hoc view of the seat to act
 * throws `StateError` (`BAD_STATE`).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 * import { hocIsmcts } from 'hoc-hokm/bots';
 *
 * const player = hocIsmcts({ iterations: 50, seed: 'west' });
 * let state = hoc.setup({ players: 3, seed: 2 });
 * while (state.phase !== 'play') state = hoc.apply(state, player(hoc.view(state, hoc.toAct(state)!))); // bids: hocBot's
 * const action = player(hoc.view(state, hoc.toAct(state)!));
 * console.log(action.type); // 'lay' (or 'without')
 * ```
 */
export function hocIsmcts(options: IsmctsOptions): SearchPlayer<HocView, HocAction> {
  if ((options as IsmctsOptions | null)?.objective === 'match') throw new OptionsError("hocIsmcts: objective 'match' is for Hokm (Hoc counts chips: use 'hand')");
  return searchPlayer('hocIsmcts', options, () => hocSearch as SearchGame<HocView, HocAction, unknown>);
}
