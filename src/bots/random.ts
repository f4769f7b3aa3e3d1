/**
 * The random player: any legal action, drawn from its own seeded generator.
 * A baseline for bots and the players of the CLI demo.
 */
import { rngOf } from '../core/random.js';
import type { Rng, Seed } from '../rng/rng.js';
import { legalOf } from './guard.js';

/** What every bot reads: a seat's view with its legal actions. */
export interface ViewWithLegal<A> {
  /** The seat's legal actions (empty when it is not to act). */
  legal: readonly A[];
}

/** A bot: picks one of the view's legal actions. */
export type Bot<V extends ViewWithLegal<A>, A> = (view: V) => A;

/**
 * A bot that plays a uniformly random legal action. Its generator is its
 * own (from a seed, or a generator used as given), so a game between
 * random bots replays exactly. A view without a list of legal actions
 * (or with none) throws `StateError` (`BAD_STATE`).
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { randomBot } from 'hoc-hokm/bots';
 *
 * const bot = randomBot('table 1');
 * const state = hokm.setup({ seed: 1 });
 * console.log(bot(hokm.view(state, hokm.toAct(state)!))); // one of the four trump suits
 * ```
 */
export function randomBot(seed: Seed | Rng): <A>(view: ViewWithLegal<A>) => A {
  const rng = rngOf(seed);
  return <A>(view: ViewWithLegal<A>): A => {
    const legal = legalOf(view, 'randomBot', true) as readonly A[];
    return legal[rng.int(legal.length)]!;
  };
}
