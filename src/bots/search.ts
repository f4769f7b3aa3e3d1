/**
 * The search behind the ISMCTS players, for any game that describes itself
 * as a {@link SearchGame} (ismcts-hokm.ts, ismcts-hoc.ts): this module
 * imports no engine, so a player for one game bundles that game only.
 *
 * The tree (tree.ts) lives in typed arrays (one slot per node: action id, actor,
 * visits, availability, total reward, first child, next sibling) that a
 * player keeps and reuses from decision to decision, so an iteration
 * allocates nothing of its own; only the engine's sampled world and legal
 * ids are new. Children of a node are found by stamping the legal ids in a
 * table indexed by action id, not by searching lists. This module is the
 * player and the single-observer search; the multiple-observer search
 * (option `opponents: 'observers'`, a tree per seat) is observers.ts.
 *
 * Everything that decides is computed with `+ − × ÷` and `Math.sqrt`
 * (exactly rounded by IEEE 754) or with exact.ts, never `Math.log`,
 * `Math.exp`, `Math.tanh` or `**` (which engines may round differently):
 * a seed and a budget give the same decisions on every machine.
 */
import { HocHokmError, OptionsError, StateError } from '../core/errors.js';
import { rngOf } from '../core/random.js';
import { deepEqual } from '../core/equal.js';
import type { HocAction, HocState, HocView } from '../hoc/index.js';
import type { HokmAction, HokmState, HokmView } from '../hokm/index.js';
import type { Rng, Seed } from '../rng/rng.js';
import type { RolloutPolicy } from './policy.js';
import { searchObservers, TREES, type Observer } from './observers.js';
import { endless, finish, MAX_MOVES, policyMove, rollout, Tree } from './tree.js';

/** Options of {@link ismcts}, {@link hokmIsmcts} and {@link hocIsmcts}. */
export interface IsmctsOptions {
  /** Iterations per decision (default 400 when no `timeMs` is given). */
  iterations?: number;
  /** Milliseconds per decision, measured with `now` (both needed together). */
  timeMs?: number;
  /** The clock for `timeMs`, in milliseconds (e.g. `() => performance.now()`). */
  now?: () => number;
  /** Seed of the player's generator (sampling, tie-breaks, rollouts). */
  seed: Seed | Rng;
  /** UCB exploration constant (default 0.7). */
  exploration?: number;
  /** The rollout policy for Hokm (default {@link hokmRollout}). */
  hokmRollout?: RolloutPolicy<HokmState>;
  /** The rollout policy for Hoc (default {@link hocRollout}). */
  hocRollout?: RolloutPolicy<HocState>;
  /**
   * How the other seats move inside the tree: `'tree'` (they choose by UCB
   * in the one tree, as in single-observer ISMCTS) or `'policy'` (they play
   * the rollout policy from their own sampled hands, and the tree holds the
   * player's own decisions only). Default: `'tree'` for 4- and 3-player
   * Hokm; `'policy'` for 2-player Hokm and for Hoc, where a tree opponent
   * answers without regard to its own hand (a bid, a draw).
   *
   * `'observers'`: multiple-observer ISMCTS (Cowling, Powley and Whitehouse
   * 2012), with one tree per seat keyed by that seat's information set —
   * its own hand when the search starts (the searcher's from the view, the
   * others' from each sampled world) and the moves since as it saw them.
   * Every seat chooses by UCB in its own tree, among the cards it holds, so
   * its statistics are about its own hand, not a blend of every hand it
   * might hold; each move is the same edge in every seat's tree (a move a
   * seat cannot see, a 2-player discard or draw of the other, one
   * "unknown" edge), and each tree learns its own seat's rewards. Costs
   * more per iteration than `'tree'` (docs/bots.md has the measurements).
   */
  opponents?: 'tree' | 'policy' | 'observers';
  /**
   * Take the decisions the search cannot resolve at these budgets from the
   * ready-made bots (default `true`): in 2-player Hokm the discards and
   * draws (`hokmBot`), in Hoc the bids (`hocBot`). `false` searches them
   * too.
   */
  heuristics?: boolean;
  /**
   * 2-player Hokm: move each sampled world towards what the opponent chose
   * to keep — trumps and high cards in its hand, low cards in its discards
   * (default `true`; see the module summary).
   */
  opponentModel?: boolean;
  /**
   * Which root move is played once the budget is spent: `'visits'` (the
   * default, and what the literature calls the robust child: the most
   * visited move, ties to the one tried first) or `'reward'` (the highest
   * mean reward among the moves visited, ties likewise). Either way
   * `last.policy` is the visit distribution.
   */
  final?: 'visits' | 'reward';
  /**
   * A world sampler of the caller's, used instead of the engine's exact
   * uniform one (`hokm.sampler` / `hoc.sampler`) and the 2-player Hokm
   * opponent model: a belief, a learned model, a sampler that reads a
   * bidding history. Called once per iteration with the view and the
   * player's generator (draw from it to stay deterministic). Each world is
   * checked as `restore` checks a state, and must fit the view — its view
   * for the seat is the view itself (same seat to act, same hand, same
   * table): anything else is `BAD_OPTIONS`.
   */
  sample?(view: HokmView | HocView, rng: Rng): HokmState | HocState;
  /**
   * What a playout is worth (Hokm): `'hand'` (the default) the points the
   * seat's side gains in the hand against the best other side; `'match'`
   * its chance to win the match from the score at the end of the hand,
   * each later hand taken as one point to a side drawn uniformly (an
   * exact table of that race): the hand's margin counts only as far as it brings
   * the match closer. Hoc counts chips, not matches: `'match'` is
   * `BAD_OPTIONS` for a Hoc view.
   */
  objective?: 'hand' | 'match';
}

/** One root move of a searched decision, in {@link IsmctsStats.policy}. */
export interface PolicyEntry {
  /** The move's action id (the engine's `encodeAction`). */
  id: number;
  /** The move. */
  action: HokmAction | HocAction;
  /** Iterations that played this move at the root. */
  visits: number;
  /** `visits` ÷ the iterations: the search's policy (the shares sum to 1; 1 for a move not searched). */
  share: number;
  /** The mean reward in [0, 1] of the playouts through the move, for the seat to act, or `null` when it was not visited. */
  meanReward: number | null;
}

/** Search statistics of the last decision, for tests and tuning. */
export interface IsmctsStats {
  /** Iterations run (0: the decision was not searched — one legal move, or left to a ready-made bot by `heuristics`). */
  iterations: number;
  /** Visits of each root move, by action id. */
  visits: Map<number, number>;
  /**
   * The search's policy: each root move the tree tried, by ascending id,
   * with its visits, its share of them and its mean reward — a training
   * target for a learning agent. A decision not searched has one entry,
   * the move played, with share 1. Deterministic for a seed and a budget.
   */
  policy: readonly PolicyEntry[];
}

/** A player for one game: picks an action from a view, and tells how it searched. */
export interface SearchPlayer<V, A> {
  (view: V): A;
  /** Statistics of the last decision. */
  readonly last: IsmctsStats | null;
}

/** The options once read: the exploration constant filled in. */
export type ReadOptions = IsmctsOptions & { exploration: number };

/**
 * One decision as the game prepares it for the search (internal to the
 * bots): how to sample a world, when a playout ends and what it earned.
 */
export interface Plan<S> {
  /** The root's moves the tree considers (after pruning), ascending. */
  legal: readonly number[];
  /** The number of seats. */
  players: number;
  /** A fresh mutable world consistent with the view. */
  draw(rng: Rng): S;
  /** Records each seat's score in `before` and makes the world stop at the horizon (its hand or deal is its last). */
  start(s: S, before: Float64Array): void;
  /** Whether the playout has reached the horizon. */
  done(s: S): boolean;
  /** The seat to act. */
  actor(s: S): number;
  /** The legal ids of `s` (the engine's). */
  legalIds(s: S): readonly number[];
  /** The moves the tree considers among `ids` (may return `ids` itself). */
  prune(ids: readonly number[]): readonly number[];
  /** Whether the seat to act moves by the rollout policy rather than by the tree (`root`: at the tree's root). */
  byPolicy(s: S, actor: number, root: boolean): boolean;
  /** Applies id `id` to `s` in place (the engine's `applyMutable`). */
  apply(s: S, id: number): void;
  /** The rollout policy. */
  policy: RolloutPolicy<S>;
  /**
   * The rollout policy's move in `s` (`policy(s, legalIds(s), rng)`: the
   * same move and the same draws), from a game that can tell it without
   * the list of ids; absent: the search asks `policy`.
   */
  choose?: (s: S, rng: Rng) => number;
  /**
   * Plays the rollout policy in `s` to the horizon, at most `budget`
   * moves, and returns how many it made: the moves and draws of `choose`
   * and `apply` one by one, from a game that can run them in one loop;
   * absent: the search runs them.
   */
  playout?: (s: S, rng: Rng, budget: number) => number;
  /** Each seat's reward in [0, 1] for the playout, into `out`. */
  reward(s: S, before: Float64Array, out: Float64Array): void;
  /** Moves a sampled world towards a belief about the hidden cards, or `null`. */
  belief: ((s: S, rng: Rng) => void) | null;
  /** A key of seat `seat`'s hand in `s`, a safe integer (option `opponents: 'observers'`: a seat's tree is rooted at its hand). */
  hand(s: S, seat: number): number;
  /** Whether seat `observer` cannot tell move `id` of the seat to act in `s` from its other moves (before it is applied). */
  hidden(s: S, id: number, observer: number): boolean;
}

/**
 * A key of the hand of `seat` in four 13-bit rank masks per seat
 * (`hands[4 * seat + suit]`, as both engines keep them): the 52 bits as one
 * safe integer.
 */
export function handKey(hands: readonly number[], seat: number): number {
  const at = 4 * seat;
  return hands[at]! + hands[at + 1]! * 0x2000 + hands[at + 2]! * 0x4000000 + hands[at + 3]! * 0x8000000000;
}

/** What the search needs of a game (internal to the bots). */
export interface SearchGame<V, A, S> {
  /** `'hokm'` or `'hoc'`. */
  readonly game: 'hokm' | 'hoc';
  /** Number of action ids. */
  readonly numActions: number;
  /** The view's legal ids, checked (`BAD_STATE` for anything that is no view of this game with the seat to act). */
  legalIds(view: unknown, who: string): number[];
  /** The id to play without a search (a decision left to a ready-made bot), or `-1`. */
  fixed(view: V, o: ReadOptions): number;
  /** The plan of a searched decision. */
  plan(view: V, legal: readonly number[], o: ReadOptions): Plan<S>;
  /** The action of an id. */
  decode(id: number): A;
}

/** Reads and checks the options (throws `OptionsError`). */
export function readOptions(options: IsmctsOptions): ReadOptions {
  if (typeof options !== 'object' || options === null) throw new OptionsError('ismcts needs options with a seed');
  const { iterations, timeMs, now } = options;
  if (iterations !== undefined && (!Number.isInteger(iterations) || iterations < 1)) throw new OptionsError('iterations must be a positive integer');
  if (timeMs !== undefined && (typeof timeMs !== 'number' || !(timeMs > 0) || typeof now !== 'function')) {
    throw new OptionsError('timeMs needs a positive number and a clock: now: () => milliseconds (the library has none)');
  }
  if (options.sample !== undefined && typeof options.sample !== 'function') throw new OptionsError('sample must be a function (view, rng) => state');
  if (options.objective !== undefined && options.objective !== 'hand' && options.objective !== 'match') throw new OptionsError("objective must be 'hand' or 'match'");
  if (options.final !== undefined && options.final !== 'visits' && options.final !== 'reward') throw new OptionsError("final must be 'visits' or 'reward'");
  const { opponents } = options;
  if (opponents !== undefined && opponents !== 'tree' && opponents !== 'policy' && opponents !== 'observers') {
    throw new OptionsError("opponents must be 'tree', 'policy' or 'observers'");
  }
  const exploration = options.exploration ?? 0.7;
  if (typeof exploration !== 'number' || !(exploration >= 0) || exploration === Infinity) throw new OptionsError('exploration must be a finite number ≥ 0');
  return { ...options, exploration };
}

/**
 * A player searching with the game `pick` returns for each view (`null`:
 * a view of no game it plays, `BAD_STATE`). `who` names the player in errors.
 */
export function searchPlayer<V, A>(who: string, options: IsmctsOptions, pick: (view: unknown) => SearchGame<V, A, unknown> | null): SearchPlayer<V, A> {
  const o = readOptions(options);
  const rng = rngOf(options.seed);
  const tree = new Tree();
  // Option opponents 'observers': one tree per seat, made when first needed and reused.
  const trees: Observer[] = [];
  let last: IsmctsStats | null = null;
  const player = ((view: V): A => {
    const game = pick(view);
    if (game === null) throw new StateError(`${who}: not a view of a game it plays`);
    const legal = game.legalIds(view, who);
    const fixed = legal.length === 1 ? legal[0]! : game.fixed(view, o);
    const decode = game.decode as (id: number) => HokmAction | HocAction;
    if (fixed >= 0) {
      last = unsearched(fixed, decode);
      return game.decode(fixed);
    }
    let r: { choice: number; stats: IsmctsStats };
    try {
      const plan = game.plan(view, legal, o);
      const seat = (view as { seat: number }).seat;
      r =
        plan.legal.length === 1
          ? { choice: plan.legal[0]!, stats: unsearched(plan.legal[0]!, decode) }
          : o.opponents === 'observers'
            ? searchObservers(trees, seat, game.numActions, plan, o, rng, decode)
            : search(tree, game.numActions, plan, o, rng, decode);
    } catch (e) {
      // A view that passed the checks may still hold something the search trips on: BAD_STATE, not a TypeError.
      if (e instanceof HocHokmError) throw e;
      throw new StateError(`${who}: not a valid view (${e instanceof Error ? e.name : 'an exception'} while searching it)`);
    }
    last = r.stats;
    return game.decode(r.choice);
  }) as SearchPlayer<V, A>;
  Object.defineProperty(player, 'last', { get: () => last });
  Object.defineProperty(player, TREES, { value: { tree, trees } });
  return player;
}

/**
 * The draw of a plan with the caller's sampler (option `sample`): each
 * world checked by the engine's `restore`, on a copy of its own (the search
 * changes it in place), and refused unless the seat's view of it is `view`.
 */
export function customDraw<S>(
  view: { seat: number },
  sample: (view: never, rng: Rng) => unknown,
  restore: (data: unknown) => S,
  viewOf: (s: S, seat: number) => unknown,
): (rng: Rng) => S {
  return (rng) => {
    const world = sample(view as never, rng);
    let s: S;
    let fits: boolean;
    try {
      s = restore(JSON.parse(JSON.stringify(world)) as unknown);
      fits = deepEqual(viewOf(s, view.seat), view);
    } catch (e) {
      throw new OptionsError(`sample: returned no valid state (${e instanceof Error ? e.message : 'not JSON'})`);
    }
    if (!fits) throw new OptionsError("sample: returned a state that does not fit the view (the seat's view of it must be the view: the seat to act, its hand, the table)");
    return s;
  };
}

/** The statistics of a decision not searched: move `id`, share 1. */
function unsearched(id: number, decode: (id: number) => HokmAction | HocAction): IsmctsStats {
  return { iterations: 0, visits: new Map([[id, 0]]), policy: [{ id, action: decode(id), visits: 0, share: 1, meanReward: null }] };
}

/** One search: the root move chosen by `final`, and the statistics. */
function search<S>(
  tree: Tree,
  numActions: number,
  plan: Plan<S>,
  o: ReadOptions,
  rng: Rng,
  decode: (id: number) => HokmAction | HocAction,
): { choice: number; stats: IsmctsStats } {
  tree.reset(numActions);
  const c = o.exploration;
  const deadline = o.timeMs !== undefined ? o.now!() + o.timeMs : Infinity;
  const budget = o.iterations ?? (o.timeMs !== undefined ? Infinity : 400);
  // The nodes of an iteration's path: path[0 … depth - 1] (never shortened: V8 drops a list's storage at `length = 0`).
  const path: number[] = [];
  const before = new Float64Array(plan.players);
  const rewards = new Float64Array(plan.players);
  const { belief } = plan;
  const choose = policyMove(plan);
  let it = 0;
  for (; it < budget; it++) {
    if (deadline !== Infinity && it > 0 && o.now!() >= deadline) break;
    const s = plan.draw(rng);
    if (belief !== null) belief(s, rng);
    plan.start(s, before);
    let node = 0;
    let moves = 0;
    let depth = 0;
    // Selection and expansion.
    while (!plan.done(s)) {
      if (++moves > MAX_MOVES) endless();
      const actor = plan.actor(s);
      if (plan.byPolicy(s, actor, node === 0)) {
        plan.apply(s, choose(s, rng));
        continue;
      }
      const ids = plan.prune(plan.legalIds(s));
      const best = tree.select(node, ids, c);
      if (tree.seen < ids.length) {
        // Expand one move not tried yet in this position, uniformly among them.
        const pick = tree.drawUntried(ids, rng);
        const child = tree.add(node, pick, actor);
        plan.apply(s, pick);
        path[depth++] = child;
        break;
      }
      plan.apply(s, tree.id[best]!);
      path[depth++] = best;
      node = best;
    }
    rollout(plan, s, rng, choose, moves);
    plan.reward(s, before, rewards);
    tree.visits[0]!++;
    for (let i = 0; i < depth; i++) {
      const k = path[i]!;
      tree.visits[k]!++;
      tree.total[k]! += rewards[tree.actor[k]!]!;
    }
  }
  return finish(tree, plan, o, it, decode);
}
