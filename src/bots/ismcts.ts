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
 * The move played is the root's most visited.
 *
 * Rewards, in [0, 1] for each seat: Hokm, ½ + (points its side gained −
 * the most another side gained) ÷ 6; Hoc, ½ + ½·tanh(chips won ÷ 10),
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
 */
import type { AnyEngine } from '../core/engine.js';
import { OptionsError } from '../core/errors.js';
import { rngOf } from '../core/random.js';
import * as hoc from '../hoc/index.js';
import * as hokm from '../hokm/index.js';
import type { Rng, Seed } from '../rng/rng.js';
import { keepBelief } from './belief.js';
import { hocBot } from './hoc.js';
import { hokmBot } from './hokm.js';
import { hocRollout, hokmRollout, type RolloutPolicy } from './policy.js';

/** Options of {@link ismcts}. */
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
  hokmRollout?: RolloutPolicy<hokm.HokmState>;
  /** The rollout policy for Hoc (default {@link hocRollout}). */
  hocRollout?: RolloutPolicy<hoc.HocState>;
  /**
   * How the other seats move inside the tree: `'tree'` (they choose by UCB
   * in the one tree, as in single-observer ISMCTS) or `'policy'` (they play
   * the rollout policy from their own sampled hands, and the tree holds the
   * player's own decisions only). Default: `'tree'` for 4- and 3-player
   * Hokm; `'policy'` for 2-player Hokm and for Hoc, where a tree opponent
   * answers without regard to its own hand (a bid, a draw).
   */
  opponents?: 'tree' | 'policy';
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
}

/** Search statistics of the last decision, for tests and tuning. */
export interface IsmctsStats {
  /** Iterations run (0: the decision was not searched — one legal move, or left to a ready-made bot by `heuristics`). */
  iterations: number;
  /** Visits of each root move, by action id. */
  visits: Map<number, number>;
}

/** A player: picks an action from a view. */
export interface IsmctsPlayer {
  (view: hokm.HokmView): hokm.HokmAction;
  (view: hoc.HocView): hoc.HocAction;
  /** Statistics of the last decision. */
  readonly last: IsmctsStats | null;
}

class Node {
  readonly children: Node[] = [];
  visits = 0;
  avail = 1;
  total = 0;
  constructor(
    readonly id: number,
    readonly actor: number,
  ) {}
}

function rewardsOf(game: 'hokm' | 'hoc', before: number[], after: number[], players: number, scale: number): number[] {
  const gain = after.map((x, k) => x - before[k]!);
  if (game === 'hoc') return gain.map((g) => 0.5 + 0.5 * Math.tanh(g / scale));
  const side = (k: number) => (players === 4 ? k & 1 : k);
  return gain.map((g, k) => {
    let other = 0;
    for (let j = 0; j < players; j++) if (side(j) !== side(k)) other = Math.max(other, gain[j]!);
    return 0.5 + (g - other) / 6;
  });
}

/** Hoc raise ids (112–131, by 1–20): the tree considers raises of 1 to 3 only (see the module summary). */
const HOC_RAISE_BASE = 112;
const HOC_MAX_TREE_RAISE = 3;

/** A principal hoc: the Kings, Q♠ (50), J♦ (23). */
function principal(id: number): boolean {
  return id % 13 === 12 || id === 50 || id === 23;
}

/**
 * The Hoc moves the tree considers: raises of 1 to 3 chips; and while an
 * ordinary card may be laid, no principal hoc and no "without" (which would
 * throw away a hoc or tell a lie).
 */
function pruneHoc(ids: number[]): number[] {
  const ordinary = ids.some((id) => id < 52 && !principal(id));
  return ids.filter((id) => (id >= 52 ? id !== 52 || !ordinary : !ordinary || !principal(id)) && id < HOC_RAISE_BASE + HOC_MAX_TREE_RAISE);
}

/**
 * The ready-made bot's action for the decisions left to it (option
 * `heuristics`), or `null` for a decision to search: 2-player Hokm discards
 * and draws, whose single card the search cannot value at these budgets
 * (measured: searched draws lost 8–35 % of the matches where the bot's won
 * half); and Hoc bids, where the search, not knowing what a raise says
 * about the raiser's hand, bluffs and calls into stronger hands (measured:
 * −84 chips per 3-player game against `hocBot` for searched bids).
 */
function byHeuristic(view: { game: 'hokm' | 'hoc' }): hokm.HokmAction | hoc.HocAction | null {
  if (view.game === 'hokm') {
    const v = view as hokm.HokmView;
    return v.options.players === 2 && (v.phase === 'discard' || v.phase === 'draw') ? hokmBot(v) : null;
  }
  const v = view as hoc.HocView;
  return v.phase === 'bid' ? hocBot(v) : null;
}

/** One search from a view; returns the chosen id. */
function search(engine: AnyEngine, view: { game: 'hokm' | 'hoc'; legal: unknown[] }, o: Required<Pick<IsmctsOptions, 'exploration'>> & IsmctsOptions, rng: Rng, stats: { last: IsmctsStats | null }): number {
  const prune = (ids: number[]): number[] => (view.game === 'hoc' ? pruneHoc(ids) : ids);
  const legal = prune(view.legal.map((a) => engine.encodeAction(a)));
  const heuristic = o.heuristics !== false ? byHeuristic(view) : null;
  if (legal.length === 1 || heuristic !== null) {
    const id = heuristic === null ? legal[0]! : engine.encodeAction(heuristic);
    stats.last = { iterations: 0, visits: new Map([[id, 0]]) };
    return id;
  }
  const two = view.game === 'hokm' && (view as unknown as hokm.HokmView).options.players === 2;
  const belief = two && o.opponentModel !== false ? keepBelief(view as unknown as hokm.HokmView) : null;
  const policy = (view.game === 'hokm' ? (o.hokmRollout ?? hokmRollout) : (o.hocRollout ?? hocRollout)) as RolloutPolicy<unknown>;
  const draw = engine.sampler(view);
  // Hoc before the play: the prizes are settled in chips by the time the play starts, so the
  // search looks that far only, and the play's far larger swings do not drown the bids.
  const bidding = view.game === 'hoc' && (view as unknown as hoc.HocView).phase !== 'play';
  // Hands or deals finished (as returns().finished, without building the object): the horizon.
  const finished = (view.game === 'hokm'
    ? (s: hokm.HokmState) => (s.phase === 'over' ? s.match.handNo : s.match.handNo - 1)
    : (s: hoc.HocState) => s.deal) as (s: unknown) => number;
  const root = new Node(-1, -1);
  const me = (view as unknown as { seat: number }).seat;
  const byPolicy = (o.opponents ?? (view.game === 'hoc' || two ? 'policy' : 'tree')) === 'policy';
  const c = o.exploration;
  const deadline = o.timeMs !== undefined ? o.now!() + o.timeMs : Infinity;
  const budget = o.iterations ?? (o.timeMs !== undefined ? Infinity : 400);
  let it = 0;
  const path: Node[] = [];
  for (; it < budget; it++) {
    if (deadline !== Infinity && it > 0 && o.now!() >= deadline) break;
    const s = draw(rng, { mutable: true });
    if (belief !== null) belief(s as hokm.HokmState, rng);
    const before = engine.returns(s);
    const done = bidding ? () => (s as hoc.HocState).phase === 'play' || finished(s) !== before.finished : () => finished(s) !== before.finished;
    let node = root;
    path.length = 0;
    // Selection and expansion.
    while (!done()) {
      const ids: number[] = prune(engine.legalIds(s));
      const actor = engine.toAct(s) as number;
      if ((byPolicy && actor !== me) || (two && node !== root && (s as hokm.HokmState).phase === 'draw')) {
        // Another seat moves as the rollout policy plays it, from its own sampled hand; so does
        // a later 2-player draw, which turns on a card the tree cannot tell apart.
        engine.applyMutable(s, policy(s, ids, rng));
        continue;
      }
      let fresh = 0;
      let best: Node | null = null;
      let bestScore = -Infinity;
      for (const id of ids) {
        const child = node.children.find((x) => x.id === id);
        if (child === undefined) {
          fresh++;
          continue;
        }
        child.avail++;
        const score = child.total / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (fresh > 0) {
        // Expand one move not tried yet in this position.
        let k = rng.int(fresh);
        let pickId = -1;
        for (const id of ids) {
          if (node.children.some((x) => x.id === id)) continue;
          if (k-- === 0) {
            pickId = id;
            break;
          }
        }
        const child = new Node(pickId, actor);
        node.children.push(child);
        engine.applyMutable(s, pickId);
        path.push(child);
        break;
      }
      engine.applyMutable(s, best!.id);
      path.push(best!);
      node = best!;
    }
    // Rollout to the end of the hand or deal.
    while (!done()) engine.applyMutable(s, policy(s, engine.legalIds(s), rng));
    const rewards = rewardsOf(view.game, before.score, engine.returns(s).score, before.score.length, bidding ? 4 : 10);
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.total += rewards[n.actor]!;
    }
  }
  let choice = legal[0]!;
  let most = -1;
  const visits = new Map<number, number>();
  for (const child of root.children) {
    visits.set(child.id, child.visits);
    if (legal.includes(child.id) && child.visits > most) {
      most = child.visits;
      choice = child.id;
    }
  }
  stats.last = { iterations: it, visits };
  return choice;
}

/**
 * An ISMCTS player for both games (it picks the engine from the view):
 * reads only the view it is given, samples worlds with `sampler`, plays
 * them out with the rollout policy. Deterministic for a given seed and
 * iteration budget.
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
  if (typeof options !== 'object' || options === null) throw new OptionsError('ismcts needs options with a seed');
  const { iterations, timeMs, now } = options;
  if (iterations !== undefined && (!Number.isInteger(iterations) || iterations < 1)) throw new OptionsError('iterations must be a positive integer');
  if (timeMs !== undefined && (typeof timeMs !== 'number' || !(timeMs > 0) || typeof now !== 'function')) {
    throw new OptionsError('timeMs needs a positive number and a clock: now: () => milliseconds (the library has none)');
  }
  const exploration = options.exploration ?? 0.7;
  if (typeof exploration !== 'number' || !(exploration >= 0)) throw new OptionsError('exploration must be a number ≥ 0');
  const rng = rngOf(options.seed);
  const stats: { last: IsmctsStats | null } = { last: null };
  const o = { ...options, exploration };
  const player = ((view: hokm.HokmView | hoc.HocView) => {
    const engine: AnyEngine | null = view?.game === 'hokm' ? hokm.engine : view?.game === 'hoc' ? hoc.engine : null;
    if (engine === null) throw new OptionsError('ismcts plays Hokm and Hoc views');
    if (!Array.isArray(view.legal) || view.legal.length === 0) throw new RangeError('the view has no legal action: this seat is not to act');
    return engine.decodeAction(search(engine, view, o, rng, stats));
  }) as IsmctsPlayer;
  Object.defineProperty(player, 'last', { get: () => stats.last });
  return player;
}
