/**
 * The typed-array tree that both ISMCTS searches grow (search.ts: one tree,
 * observers.ts: a tree per seat), and what they share: the move chosen at
 * the root once the budget is spent, and the bound on a playout's length.
 * Everything that decides is computed with `+ − × ÷` and `Math.sqrt`, or
 * with exact.ts (search.ts's summary says why).
 */
import { StateError } from '../core/errors.js';
import type { HocAction } from '../hoc/index.js';
import type { HokmAction } from '../hokm/index.js';
import type { Rng } from '../rng/rng.js';
import { lnExact } from './exact.js';
import type { IsmctsStats, Plan, PolicyEntry, ReadOptions } from './search.js';

/**
 * The most moves one playout may take: far more than any hand or deal has
 * (a Hokm hand has at most 17 tricks of 3 cards and 2-player draws; a Hoc
 * deal a few hundred moves), so only a damaged view reaches it.
 */
export const MAX_MOVES = 5000;

/** The tree of one information set, in typed arrays reused from search to search (slot 0: the root). */
export class Tree {
  size = 0;
  id = new Int16Array(0);
  actor = new Int8Array(0);
  first = new Int32Array(0);
  next = new Int32Array(0);
  visits = new Int32Array(0);
  avail = new Int32Array(0);
  total = new Float64Array(0);
  /** ln of 0 … its length − 1 (slot 0 unused), filled as availability counts grow. */
  ln = new Float64Array(0);
  /** Per action id, the stamp of the step that last marked it legal. */
  mark = new Int32Array(0);
  stamp = 0;

  reset(numActions: number): void {
    if (this.id.length === 0) this.grow(1024);
    if (this.mark.length < numActions) this.mark = new Int32Array(numActions);
    this.size = 1;
    this.first[0] = -1;
    this.visits[0] = 0;
  }

  /** A new child of `parent` for move `id` by seat `actor`. */
  add(parent: number, id: number, actor: number): number {
    if (this.size === this.id.length) this.grow(2 * this.size);
    const k = this.size++;
    this.id[k] = id;
    this.actor[k] = actor;
    this.first[k] = -1;
    this.next[k] = this.first[parent]!;
    this.first[parent] = k;
    this.visits[k] = 0;
    this.avail[k] = 1;
    this.total[k] = 0;
    return k;
  }

  /** A new node with no parent (a root of an observer's tree: one per hand the seat may hold). */
  addRoot(): number {
    if (this.size === this.id.length) this.grow(2 * this.size);
    const k = this.size++;
    this.id[k] = -1;
    this.actor[k] = -1;
    this.first[k] = -1;
    this.next[k] = -1;
    this.visits[k] = 0;
    this.avail[k] = 0;
    this.total[k] = 0;
    return k;
  }

  /** The child of `parent` for move `id`, added (by seat `actor`) if there is none. */
  childOf(parent: number, id: number, actor: number): number {
    for (let k = this.first[parent]!; k >= 0; k = this.next[k]!) if (this.id[k] === id) return k;
    return this.add(parent, id, actor);
  }

  /** ln a, from the table (exact.ts: the same bits everywhere), grown as needed (a few hundred entries for a few hundred iterations). */
  lnOf(a: number): number {
    if (a >= this.ln.length) {
      const t = new Float64Array(Math.max(64, 2 * a));
      t.set(this.ln);
      for (let i = Math.max(1, this.ln.length); i < t.length; i++) t[i] = lnExact(i);
      this.ln = t;
    }
    return this.ln[a]!;
  }

  /** A new stamp for the legal ids of one step. */
  nextStamp(): number {
    if (this.stamp >= 0x3fffffff) {
      this.mark.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** After {@link select}: how many of the step's ids were children of the node. */
  seen = 0;

  /**
   * One selection step at `node` among the legal ids `ids` (ISMCTS with
   * availability): each child whose move is legal now counts one more
   * availability, and the child with the best UCB score (exploration `c`)
   * is returned, -1 when none is legal; {@link seen} says how many were.
   * The ids that are no child stay marked for {@link untried}.
   */
  select(node: number, ids: readonly number[], c: number): number {
    const mark = this.mark;
    const stamp = this.nextStamp();
    for (let i = 0; i < ids.length; i++) mark[ids[i]!] = stamp;
    let seen = 0;
    let best = -1;
    let bestScore = -Infinity;
    for (let k = this.first[node]!; k >= 0; k = this.next[k]!) {
      const id = this.id[k]!;
      if (mark[id] !== stamp) continue;
      mark[id] = stamp - 1; // a child: not a candidate for expansion
      seen++;
      const a = ++this.avail[k]!;
      const v = this.visits[k]!;
      const score = this.total[k]! / v + c * Math.sqrt(this.lnOf(a) / v);
      if (score > bestScore) {
        bestScore = score;
        best = k;
      }
    }
    this.seen = seen;
    return best;
  }

  /** After {@link select}: whether legal move `id` is not yet a child of the node. */
  untried(id: number): boolean {
    return this.mark[id] === this.stamp;
  }

  /** After {@link select}: one of the legal moves not yet tried at the node, uniformly (`ids` as given to it). */
  drawUntried(ids: readonly number[], rng: Rng): number {
    let k = rng.int(ids.length - this.seen);
    for (let i = 0; i < ids.length; i++) if (this.mark[ids[i]!] === this.stamp && k-- === 0) return ids[i]!;
    return -1;
  }

  private grow(cap: number): void {
    const copy = <T extends Int8Array | Int16Array | Int32Array | Float64Array>(a: T, b: T): T => {
      b.set(a);
      return b;
    };
    this.id = copy(this.id, new Int16Array(cap));
    this.actor = copy(this.actor, new Int8Array(cap));
    this.first = copy(this.first, new Int32Array(cap));
    this.next = copy(this.next, new Int32Array(cap));
    this.visits = copy(this.visits, new Int32Array(cap));
    this.avail = copy(this.avail, new Int32Array(cap));
    this.total = copy(this.total, new Float64Array(cap));
  }
}

/** The root move chosen by `final` once the budget is spent, and the statistics of the search. */
export function finish<S>(tree: Tree, plan: Plan<S>, o: ReadOptions, it: number, decode: (id: number) => HokmAction | HocAction): { choice: number; stats: IsmctsStats } {
  const byReward = o.final === 'reward';
  let choice = plan.legal[0]!;
  let most = -Infinity;
  let sum = 0;
  const visits = new Map<number, number>();
  // Children were added at the head of the list: walk them in the order they were tried.
  const order: number[] = [];
  for (let k = tree.first[0]!; k >= 0; k = tree.next[k]!) order.push(k);
  for (let i = order.length - 1; i >= 0; i--) {
    const k = order[i]!;
    const id = tree.id[k]!;
    const v = tree.visits[k]!;
    visits.set(id, v);
    sum += v;
    const value = byReward ? (v > 0 ? tree.total[k]! / v : -Infinity) : v;
    if (plan.legal.includes(id) && value > most) {
      most = value;
      choice = id;
    }
  }
  const shares: PolicyEntry[] = [];
  for (let i = order.length - 1; i >= 0; i--) {
    const k = order[i]!;
    const v = tree.visits[k]!;
    shares.push({ id: tree.id[k]!, action: decode(tree.id[k]!), visits: v, share: sum > 0 ? v / sum : 0, meanReward: v > 0 ? tree.total[k]! / v : null });
  }
  shares.sort((a, b) => a.id - b.id);
  return { choice, stats: { iterations: it, visits, policy: shares } };
}

/** The rollout policy's move in a world: the plan's own `choose`, or its policy given the legal ids. */
export function policyMove<S>(plan: Plan<S>): (s: S, rng: Rng) => number {
  if (plan.choose !== undefined) return plan.choose;
  const { policy, legalIds } = plan;
  return (s, rng) => policy(s, legalIds(s), rng);
}

/**
 * The rollout: the policy's moves (`choose`) from `s` to the plan's
 * horizon, `moves` made already in the playout (at most {@link MAX_MOVES}
 * in all). The plan's own loop when it has one.
 */
export function rollout<S>(plan: Plan<S>, s: S, rng: Rng, choose: (s: S, rng: Rng) => number, moves: number): void {
  if (plan.playout !== undefined) {
    plan.playout(s, rng, MAX_MOVES - moves);
    if (!plan.done(s)) endless();
    return;
  }
  while (!plan.done(s)) {
    if (++moves > MAX_MOVES) endless();
    plan.apply(s, choose(s, rng));
  }
}

export function endless(): never {
  throw new StateError(`ismcts: a playout of this view did not end in ${MAX_MOVES} moves: not a valid view`);
}
