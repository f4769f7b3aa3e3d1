/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling,
 * Powley and Whitehouse 2012): a player that reads only its own view.
 *
 * Each iteration samples a world consistent with the view (`sampler`, exact
 * and uniform), walks the one tree of the player's information set from the
 * root, choosing among the moves legal in that world by UCB with
 * availability counts (a move is scored against the iterations in which it
 * was available), adds one new node, plays the world out with a rollout
 * policy to the end of the current hand (Hokm) or deal (Hoc), and credits
 * every node on the path with the reward of the seat that moved there.
 * The move played is the root's most visited (option `final`: or the
 * highest mean reward), and `last.policy` is the root's visit distribution.
 *
 * Rewards, in [0, 1] for each seat: Hokm, ½ + (points its side gained −
 * the most another side gained) ÷ 6, or with `objective: 'match'` its
 * side's chance to win the match from the score after the hand; Hoc, ½ + ½·tanh(chips won ÷ 10),
 * spread so that a good and a bad deal lie far apart next to UCB's
 * exploration term. A Hoc decision before the
 * play (bids, shows, carte blanche) looks only as far as the start of the
 * play, when every prize is settled in chips (reward ½ + ½·tanh(chips won
 * ÷ 4)): the play's far larger swings would otherwise drown the few chips
 * a bid decides.
 *
 * In Hoc the tree considers raises of 1 to 3 chips only (with a few
 * hundred iterations, twenty raise sizes would each be tried a handful of
 * times, and the noise would pick the size), and while an ordinary card
 * may be laid, neither a principal hoc nor "without".
 *
 * 2-player Hokm needs three things more (measured against `hokmBot`: 5 %
 * of the matches won without them in short runs; with them, and with the
 * discards and draws below, 73.5 % [69.0 %, 77.6 %] of 400). The opponent's
 * hand is no random deal: it kept its best cards, so every sampled world
 * is moved towards what it would have kept (belief.ts); searching the same
 * worlds with the real hands won 99 %, with uniform ones 5 %. The opponent
 * moves by the rollout policy from its own sampled hand rather than in the
 * tree (a tree opponent's move cannot depend on its hand). And a draw
 * turns on a card the tree cannot tell apart, so draws after the root are
 * the policy's.
 *
 * Some decisions are left to the ready-made bots (option `heuristics`,
 * on by default): a 2-player Hokm discard or draw changes one card, worth
 * less than what a few hundred playouts can resolve, and Hoc bids, where
 * a raise says something about the raiser's hand that uniform samples do
 * not know, so the search bluffs and calls into stronger hands. Both were
 * measured clearly worse searched than taken from the bots (Hoc against
 * `hocBot`, 100 iterations: searched bids lost 83 chips per 3-player game
 * and 25 per 2-player game to `hocBot`'s own bids, docs/bots.md).
 *
 * The budget is a number of iterations, or a time in milliseconds with a
 * clock the caller passes (`now`): the library itself has no clock (pure
 * core), so a time budget needs the host's, e.g. `() => performance.now()`.
 *
 * Option `opponents` says how the other seats move in the search: in the
 * one tree (`'tree'`), by the rollout policy (`'policy'`), or in trees of
 * their own keyed by their own information sets (`'observers'`,
 * multiple-observer ISMCTS; search.ts).
 *
 * `ismcts` plays both games, so it bundles both engines; `hokmIsmcts`
 * (ismcts-hokm.ts) and `hocIsmcts` (ismcts-hoc.ts) are the same search for
 * one game and bundle that game only. The search itself is search.ts.
 */
import { StateError } from '../core/errors.js';
import type { HocAction, HocView } from '../hoc/index.js';
import type { HokmAction, HokmView } from '../hokm/index.js';
import { hocSearch } from './ismcts-hoc.js';
import { hokmSearch } from './ismcts-hokm.js';
import { searchPlayer, type IsmctsOptions, type IsmctsStats, type SearchGame } from './search.js';

export type { IsmctsOptions, IsmctsStats, PolicyEntry, SearchPlayer } from './search.js';
export { hokmIsmcts } from './ismcts-hokm.js';
export { hocIsmcts } from './ismcts-hoc.js';

/** A player for both games: picks an action from a view. */
export interface IsmctsPlayer {
  (view: HokmView): HokmAction;
  (view: HocView): HocAction;
  /** Statistics of the last decision. */
  readonly last: IsmctsStats | null;
}

type AnySearch = SearchGame<unknown, unknown, unknown>;

/**
 * An ISMCTS player for both games (it picks the game from the view):
 * reads only the view it is given, samples worlds with `sampler`, plays
 * them out with the rollout policy. Deterministic for a given seed and
 * iteration budget, on any machine (the search decides with exactly
 * rounded arithmetic only). It bundles both engines: for one game,
 * {@link hokmIsmcts} or {@link hocIsmcts} make the same decisions and
 * bundle that game alone. A view of neither game, or of a seat not to
 * act, throws `StateError` (`BAD_STATE`).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { ismcts } from 'hoc-hokm/bots';
 *
 * const player = ismcts({ iterations: 200, seed: 'north' });
 * let state = hokm.setup({ seed: 1 });
 * const seat = hokm.toAct(state)!; // the hakem, to name trumps
 * state = hokm.apply(state, player(hokm.view(state, seat)));
 * console.log(state.trump, player.last!.iterations); // the suit it chose, 200
 * ```
 */
export function ismcts(options: IsmctsOptions): IsmctsPlayer {
  return searchPlayer<unknown, unknown>('ismcts', options, (view) => {
    let game: unknown;
    try {
      game = (view as { game?: unknown } | null)?.game;
    } catch {
      throw new StateError('ismcts: not a valid view (its game could not be read)');
    }
    return game === 'hokm' ? (hokmSearch as AnySearch) : game === 'hoc' ? (hocSearch as AnySearch) : null;
  }) as IsmctsPlayer;
}
