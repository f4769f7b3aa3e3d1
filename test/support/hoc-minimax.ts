/**
 * A plain exhaustive minimax over the Hoc engine itself, the reference
 * `hoc.solve` is checked against: every legal action of the play is tried
 * with the engine's own `clone` and `applyMutable` until the deal ends, and
 * the chips each seat won or paid are read off the balances — no pruning,
 * no table, no shortcut, nothing of the solver. Small endings only.
 *
 * The value maximised is the chips of `me` from here to the end of the
 * deal. With 2 players the other seat minimises it (the game is zero-sum,
 * so that is also its own best play); with 3 players both others minimise
 * it together (paranoid).
 */
import * as hoc from '../../src/hoc/index.js';

/** What one line of best play ends with. */
export interface Leaf {
  /** The chips of `me`, the value maximised. */
  value: number;
  /** The chips of every seat from the position to the end of the deal. */
  chips: number[];
}

/** Chips every seat won or paid between `from` and `to`, a state just after the deal ended. */
function chipsBetween(from: hoc.HocState, to: hoc.HocState): number[] {
  const n = from.options.players;
  // The next deal (seeded mode) takes its stakes at once: give them back, they belong to the next deal.
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const stake = (sum(to.pools) - sum(from.pools)) / n;
  return to.balances.map((b, i) => b - from.balances[i]! + stake);
}

/** The leaf after `id`, or the minimax below it. */
function after(root: hoc.HocState, s: hoc.HocState, id: number, me: number): Leaf {
  const c = hoc.clone(s);
  hoc.applyMutable(c, id);
  if (c.deal !== root.deal || c.phase === 'over') {
    const chips = chipsBetween(root, c);
    return { value: chips[me]!, chips };
  }
  return search(root, c, me);
}

function search(root: hoc.HocState, s: hoc.HocState, me: number): Leaf {
  const max = hoc.toAct(s) === me;
  let best: Leaf | null = null;
  for (const id of hoc.legalIds(s)) {
    const leaf = after(root, s, id, me);
    if (best === null || (max ? leaf.value > best.value : leaf.value < best.value)) best = leaf;
  }
  return best!;
}

/** The minimax value of `s` (phase `play`) for `me`. */
export function minimax(s: hoc.HocState, me: number): Leaf {
  return search(s, s, me);
}

/** The minimax value for `me` after each legal action of the seat to act, by action id. */
export function childValues(s: hoc.HocState, me: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const id of hoc.legalIds(s)) out.set(id, after(s, s, id, me).value);
  return out;
}

/** A small deterministic generator (the tests' positions only). */
export function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** The kinds of ending {@link randomEnding} makes, by `seed % 4`: default rules, false "without"s allowed, a random cards-left table, both. */
export function optionsFor(players: 2 | 3, seed: number): hoc.HocOptions {
  const rnd = lcg(seed ^ 0x5bd1e995);
  const kind = seed % 4;
  const options: hoc.HocOptions = { players, seed, falseWithout: kind === 1 || kind === 3 };
  if (kind >= 2) options.cardsLeftTable = [0, ...Array.from({ length: 15 }, () => Math.floor(rnd() * 30))];
  return options;
}

/**
 * A random position of the play from `seed` (options by {@link optionsFor}),
 * reached by random actions, with at most `left` cards in all the hands
 * together, or `null` when the game ended first. A few more random actions
 * are played once the count is reached, so positions stop anywhere in a run.
 */
export function randomEnding(players: 2 | 3, seed: number, left: number): hoc.HocState | null {
  const rnd = lcg(seed);
  const s = hoc.clone(hoc.setup(optionsFor(players, seed)));
  const extra = Math.floor(rnd() * 4);
  const cards = () => Array.from({ length: s.options.players }, (_, p) => hoc.handCards(s, p).length).reduce((a, b) => a + b, 0);
  const random = () => {
    const ids = hoc.legalIds(s);
    hoc.applyMutable(s, ids[Math.floor(rnd() * ids.length)]!);
  };
  for (;;) {
    if (s.phase === 'over') return null;
    if (s.phase === 'play' && cards() <= left) break;
    random();
  }
  const deal = s.deal;
  for (let k = 0; k < extra; k++) {
    const copy = hoc.clone(s);
    random();
    if (s.deal !== deal || s.phase !== 'play') return hoc.restore(JSON.parse(JSON.stringify(copy)));
  }
  return hoc.restore(JSON.parse(JSON.stringify(s)));
}
