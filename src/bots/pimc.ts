/**
 * The PIMC players (perfect-information Monte Carlo, as GIB plays bridge):
 * every decision samples worlds consistent with the player's view, solves
 * each exactly and plays the best action on average. The search is
 * pimc-core.ts, the games plug in through its `PimcGame` interface:
 * Hokm (pimc-hokm.ts) and Hoc Mazarin (pimc-hoc.ts).
 */
import { StateError } from '../core/errors.js';
import type { HocAction, HocView } from '../hoc/index.js';
import type { HokmAction, HokmView } from '../hokm/index.js';
import { pimcPlayer, type PimcGame } from './pimc-core.js';
import { hocPimcGame } from './pimc-hoc.js';
import { hokmPimcGame } from './pimc-hokm.js';
import type { PimcOptions, PimcStats } from './pimc-core.js';

export type { InferenceOptions, PimcOptions, PimcStats, PimcPlayerOf } from './pimc-core.js';
export { PIMC_MAX_NODES } from './pimc-core.js';
export { hokmPimc, type HokmPimcPlayer } from './pimc-hokm.js';
export { hocPimc, type HocPimcPlayer } from './pimc-hoc.js';

/** A PIMC player for the games it plays: picks an action from a view. */
export interface PimcPlayer {
  (view: HokmView): HokmAction;
  (view: HocView): HocAction;
  /** Statistics of the last decision. */
  readonly last: PimcStats | null;
}

/**
 * A PIMC player that picks the game from the view: Hokm, every variant
 * (see {@link hokmPimc}), and Hoc Mazarin (see {@link hocPimc}). It
 * bundles both engines and both solvers: for one game, `hokmPimc` or
 * `hocPimc` make the same decisions. Anything that is not a view of the
 * seat to act throws `BAD_STATE`.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { pimc } from 'hoc-hokm/bots';
 *
 * const player = pimc({ worlds: 4, seed: 'east' });
 * let state = hokm.setup({ players: 2, seed: 9 });
 * while (!hokm.isOver(state) && state.winners.length < 2) state = hokm.apply(state, player(hokm.view(state, hokm.toAct(state)!)));
 * console.log(player.last); // { worlds: 4, values: Map { card id => mean points } } after a solved play
 * ```
 */
export function pimc(options: PimcOptions): PimcPlayer {
  return pimcPlayer<unknown, unknown>('pimc', options, (view) => {
    let game: unknown;
    try {
      game = (view as { game?: unknown } | null)?.game;
    } catch {
      throw new StateError('pimc: not a valid view (its game could not be read)');
    }
    return game === 'hokm' ? (hokmPimcGame as PimcGame<unknown, unknown>) : game === 'hoc' ? (hocPimcGame as PimcGame<unknown, unknown>) : null;
  }) as PimcPlayer;
}
