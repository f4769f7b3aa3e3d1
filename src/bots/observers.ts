/**
 * Multiple-observer ISMCTS (option `opponents: 'observers'`; Cowling,
 * Powley and Whitehouse 2012): a tree per seat, keyed by what that seat
 * can see, so every seat chooses from its own cards rather than blind.
 * The single-tree search and the player are search.ts; the tree itself is
 * tree.ts.
 */
import type { HocAction } from '../hoc/index.js';
import type { HokmAction } from '../hokm/index.js';
import type { Rng } from '../rng/rng.js';
import type { IsmctsStats, Plan, ReadOptions } from './search.js';
import { endless, finish, MAX_MOVES, policyMove, rollout, Tree } from './tree.js';

/**
 * Where a search player keeps its trees, for {@link treeNodes} (a
 * non-enumerable property of the player: no module-level table).
 */
export const TREES: unique symbol = Symbol('hoc-hokm ismcts trees');

/**
 * The roots of an observer's tree by hand key (open addressing in typed
 * arrays, reused from search to search; a slot is live when its stamp is
 * the search's).
 */
class Roots {
  keys = new Float64Array(1024);
  vals = new Int32Array(1024);
  stamps = new Int32Array(1024);
  stamp = 0;
  count = 0;

  reset(): void {
    if (this.stamp >= 0x3fffffff) {
      this.stamps.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
    this.count = 0;
  }

  /** The root of `tree` for hand `key`, made when first met. */
  get(tree: Tree, key: number): number {
    if (2 * (this.count + 1) > this.keys.length) this.rehash();
    const mask = this.keys.length - 1;
    // The key's 52 bits folded to a slot (integer multiply: the same everywhere).
    let i = Math.imul((key % 0x4000000) ^ ((key / 0x4000000) | 0), 0x9e3779b1) >>> 0;
    for (i &= mask; this.stamps[i] === this.stamp; i = (i + 1) & mask) if (this.keys[i] === key) return this.vals[i]!;
    this.stamps[i] = this.stamp;
    this.keys[i] = key;
    this.count++;
    return (this.vals[i] = tree.addRoot());
  }

  private rehash(): void {
    const { keys, vals, stamps, stamp } = this;
    const cap = 2 * keys.length;
    this.keys = new Float64Array(cap);
    this.vals = new Int32Array(cap);
    this.stamps = new Int32Array(cap);
    this.stamp = 1;
    const mask = cap - 1;
    for (let j = 0; j < keys.length; j++) {
      if (stamps[j] !== stamp) continue;
      const key = keys[j]!;
      let i = Math.imul((key % 0x4000000) ^ ((key / 0x4000000) | 0), 0x9e3779b1) >>> 0;
      for (i &= mask; this.stamps[i] === 1; i = (i + 1) & mask);
      this.stamps[i] = 1;
      this.keys[i] = key;
      this.vals[i] = vals[j]!;
    }
  }
}

/** One observer's tree and its roots. */
export interface Observer {
  tree: Tree;
  roots: Roots;
  path: number[];
}

/**
 * One multiple-observer search (option `opponents: 'observers'`): a tree
 * per seat. The searcher's is rooted at slot 0 (its hand is the view's);
 * another seat's has one root per hand it holds in the sampled worlds, so
 * a node of its tree is one of its information sets: its hand, and the
 * moves since as it saw them. The seat to act chooses by UCB with
 * availability in its own tree; the move is then the same edge in every
 * tree (a move an observer cannot see, its one "unknown" edge, id
 * `numActions`); an iteration expands one new node of the actor's tree, as
 * single-observer ISMCTS does, and each tree is credited with its own
 * seat's reward. The move a node expands first is the rollout policy's,
 * when it is not tried yet (else one drawn uniformly among the untried,
 * as {@link search} does): measured against uniform expansion, which
 * makes a seat at a new information set answer at random (docs/bots.md).
 * The searcher's root gives the move, as {@link search}.
 */
export function searchObservers<S>(
  trees: Observer[],
  me: number,
  numActions: number,
  plan: Plan<S>,
  o: ReadOptions,
  rng: Rng,
  decode: (id: number) => HokmAction | HocAction,
): { choice: number; stats: IsmctsStats } {
  const n = plan.players;
  for (let j = 0; j < n; j++) {
    const ob = (trees[j] ??= { tree: new Tree(), roots: new Roots(), path: [] });
    ob.tree.reset(numActions);
    ob.roots.reset();
  }
  const obs = trees;
  const unknown = numActions;
  const c = o.exploration;
  const deadline = o.timeMs !== undefined ? o.now!() + o.timeMs : Infinity;
  const budget = o.iterations ?? (o.timeMs !== undefined ? Infinity : 400);
  const cur = new Int32Array(n);
  const root = new Int32Array(n);
  const before = new Float64Array(plan.players);
  const rewards = new Float64Array(plan.players);
  const { policy, belief } = plan;
  const choose = policyMove(plan);
  let it = 0;
  for (; it < budget; it++) {
    if (deadline !== Infinity && it > 0 && o.now!() >= deadline) break;
    const s = plan.draw(rng);
    if (belief !== null) belief(s, rng);
    plan.start(s, before);
    for (let j = 0; j < n; j++) {
      const ob = obs[j]!;
      cur[j] = root[j] = j === me ? 0 : ob.roots.get(ob.tree, plan.hand(s, j));
      ob.path.length = 0;
    }
    let moves = 0;
    let top = true;
    // Selection and expansion, in every tree at once.
    while (!plan.done(s)) {
      if (++moves > MAX_MOVES) endless();
      const all = plan.legalIds(s);
      const actor = plan.actor(s);
      if (plan.byPolicy(s, actor, top)) {
        plan.apply(s, choose(s, rng));
        continue;
      }
      top = false;
      const ids = plan.prune(all);
      const tree = obs[actor]!.tree;
      const node = cur[actor]!;
      const best = tree.select(node, ids, c);
      const expand = tree.seen < ids.length;
      // A new move is the one the rollout policy plays from the actor's cards, if not tried yet: a seat
      // whose information set is new (another seat's, nearly always, early in a hand) would otherwise
      // answer at random, and the iteration ends there.
      const want = expand ? policy(s, all, rng) : -1;
      const id = !expand ? tree.id[best]! : tree.untried(want) ? want : tree.drawUntried(ids, rng);
      for (let j = 0; j < n; j++) {
        const ob = obs[j]!;
        const k = j === actor ? (expand ? tree.add(node, id, actor) : best) : ob.tree.childOf(cur[j]!, plan.hidden(s, id, j) ? unknown : id, actor);
        ob.path.push(k);
        cur[j] = k;
      }
      plan.apply(s, id);
      if (expand) break;
    }
    rollout(plan, s, rng, choose, moves);
    plan.reward(s, before, rewards);
    for (let j = 0; j < n; j++) {
      const { tree, path } = obs[j]!;
      const r = rewards[j]!;
      tree.visits[root[j]!]!++;
      for (let i = 0; i < path.length; i++) {
        const k = path[i]!;
        tree.visits[k]!++;
        tree.total[k]! += r;
      }
    }
  }
  return finish(obs[me]!.tree, plan, o, it, decode);
}

/** One node of a searched tree, as {@link treeNodes} lists it. */
export interface TreeNode {
  /** Whose tree: the seat (option `opponents: 'observers'`), or −1 for the single tree. */
  tree: number;
  /** The hand key of the node's root ({@link handKey}), or `null` under the searcher's own root (slot 0). */
  hand: number | null;
  /** The move (action id; the game's number of ids for an "unknown" edge). */
  id: number;
  /** The seat that moved. */
  actor: number;
  /** Moves from the root. */
  depth: number;
  /** The number of children of its parent (itself included). */
  siblings: number;
}

/**
 * Every node of a search player's trees after its last search (internal,
 * for tests: the observers' trees are keyed as they should be).
 */
export function treeNodes(player: object): TreeNode[] {
  const t = (player as { [TREES]?: { tree: Tree; trees: Observer[] } })[TREES];
  if (t === undefined) return [];
  const out: TreeNode[] = [];
  const walk = (seat: number, tree: Tree, root: number, hand: number | null) => {
    const go = (node: number, depth: number) => {
      let count = 0;
      for (let k = tree.first[node]!; k >= 0; k = tree.next[k]!) count++;
      for (let k = tree.first[node]!; k >= 0; k = tree.next[k]!) {
        out.push({ tree: seat, hand, id: tree.id[k]!, actor: tree.actor[k]!, depth, siblings: count });
        go(k, depth + 1);
      }
    };
    go(root, 1);
  };
  if (t.trees.length === 0) {
    walk(-1, t.tree, 0, null);
    return out;
  }
  t.trees.forEach(({ tree, roots }, seat) => {
    walk(seat, tree, 0, null);
    for (let i = 0; i < roots.keys.length; i++) if (roots.stamps[i] === roots.stamp) walk(seat, tree, roots.vals[i]!, roots.keys[i]!);
  });
  return out;
}
