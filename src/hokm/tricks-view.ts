/**
 * The paranoid trick count from one seat's view (internal, for PIMC with 3
 * players): the mean, over worlds consistent with the view (the exact
 * uniform sampler, HOKM-5.3, or PIMC's weighted source), of the tricks the
 * seat makes sure of by the 17th after each legal play, against the two
 * others combined (solve-tricks.ts). Earlier in a hand than the hand's
 * paranoid value (HOKM-D19) can be solved within a player's budget, this
 * count is: it is a race of tricks, which the 4-player searches answer.
 */
import type { NodeBudget } from '../core/cut.js';
import { StateError } from '../core/errors.js';
import { readWorlds } from '../core/worlds.js';
import type { AnalyzeViewOptions, WorldSource } from './analyze-view.js';
import { samplerOf } from './sample.js';
import { checkView } from './shape.js';
import { MAX_TRICKS_LEFT, paranoidTricks, tricksWithin } from './solve-tricks.js';
import type { HokmState, HokmView, PlayAction } from './types.js';

/** Every legal play of the viewer with its mean paranoid trick count. */
export interface ViewTricks {
  /** How many worlds were sampled and solved. */
  worlds: number;
  /** The legal plays, in the view's order, each with its mean count. */
  actions: { action: PlayAction; tricks: number }[];
}

/**
 * The mean paranoid trick count of every legal play of the viewer over
 * sampled worlds (budget as `analyzeView`'s), counting the tricks up to the
 * 17th or, with `horizon`, the next `horizon` (at most
 * {@link MAX_TRICKS_LEFT}, see `paranoidTricks`). A 3-player view in phase
 * `play` of the seat to act; anything else is `BAD_STATE`. With a `budget`
 * of searched positions (PIMC's cap), as `analyzeWorlds`: no world is
 * started once it is spent, a world it cuts short is dropped, and
 * `worlds` may then be 0. `kept`, when given, receives the worlds counted.
 */
export function viewTricks(
  view: HokmView,
  options: AnalyzeViewOptions,
  source?: WorldSource,
  horizon = MAX_TRICKS_LEFT,
  budget: NodeBudget | null = null,
  kept?: HokmState[],
): ViewTricks {
  const o = readWorlds(options, 'viewTricks');
  checkView(view);
  if (view.phase !== 'play' || view.toAct !== view.seat || view.options.players !== 3) throw new StateError('viewTricks: a 3-player view of the seat to act in play');
  const plays = view.legal.filter((a): a is PlayAction => a.type === 'play');
  const draw = samplerOf(view);
  const sums = plays.map(() => 0);
  const start = o.now === null ? 0 : o.now();
  let worlds = 0;
  while (worlds < o.worlds && (worlds === 0 || o.now === null || o.now() - start < o.timeMs) && (budget === null || budget.left > 0)) {
    const world = source !== undefined ? source(draw, o.rng, o.worlds) : draw(o.rng, { mutable: true });
    const counts = budget === null ? paranoidTricks(world, plays, horizon) : tricksWithin(world, plays, horizon, budget);
    if (counts === null) break;
    counts.forEach((t, i) => (sums[i]! += t));
    kept?.push(world);
    worlds++;
  }
  return { worlds, actions: worlds === 0 ? [] : plays.map((action, i) => ({ action, tricks: sums[i]! / worlds })) };
}
