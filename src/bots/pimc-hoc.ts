/**
 * PIMC for Hoc Mazarin ({@link hocPimc}): `hoc.analyze` over the exact
 * sampler's worlds behind the {@link PimcGame} interface. The play of a
 * deal is solved (its value in chips to the end of the deal: the hocs,
 * HOC-8.12, the false "without"s, HOC-11.2 and HOC-D29, the cards-left
 * payments, HOC-9.1 and HOC-9.2; paranoid with 3 players, HOC-D35); the
 * bidding, the shows and carte blanche, which come before the play the
 * solver starts from, are `hocBot`'s, and so are the first `solveAfter`
 * cards of a deal's play (the solver is slow from the first card with 3
 * players).
 */
import { StateError } from '../core/errors.js';
import { decodeAction, encodeAction, sampler, type HocAction, type HocView } from '../hoc/index.js';
import { analyzeWithin } from '../hoc/solve.js';
import { hocBot } from './hoc.js';
import { hocLegalIds } from './hoc-view.js';
import { pimcPlayer, type PimcGame, type PimcOptions, type PimcPlayerOf, type PimcValue } from './pimc-core.js';

/** The Hoc side of PIMC (internal to the bots). */
export const hocPimcGame: PimcGame<HocView, HocAction> = {
  game: 'hoc',
  legalIds: hocLegalIds,
  fixed(view, o) {
    if (view.phase !== 'play') return encodeAction(hocBot(view));
    // solveAfter counts the cards laid this deal (the runs are bounded by the view check).
    let laid = 0;
    for (const r of view.runs) laid += r.cards.length;
    return laid < o.solveAfter ? encodeAction(hocBot(view)) : -1;
  },
  analyze(view, o, rng, budget) {
    const draw = sampler(view);
    const sums = new Map<number, number>();
    const start = o.now === undefined ? 0 : o.now();
    let worlds = 0;
    while (worlds < o.worlds && (worlds === 0 || o.now === undefined || o.now() - start < o.timeMs!) && budget.left > 0) {
      const a = analyzeWithin(draw(rng, { mutable: true }), budget);
      if (a === null) break;
      for (const v of a.actions) {
        const id = encodeAction(v.action);
        if (worlds === 0) sums.set(id, 0);
        else if (!sums.has(id)) throw new StateError('hocPimc: not a valid view (the legal actions differ between worlds)');
        sums.set(id, sums.get(id)! + v.score);
      }
      worlds++;
    }
    if (worlds === 0) return { worlds, values: [], best: [] };
    const values: PimcValue[] = [...sums].map(([id, sum]) => ({ id, value: sum / worlds }));
    let top = -Infinity;
    for (const v of values) if (v.value > top) top = v.value;
    return { worlds, values, best: values.filter((v) => v.value === top).map((v) => v.id) };
  },
  decode: decodeAction,
  bot: (view) => encodeAction(hocBot(view)),
};

/** A PIMC player: picks a Hoc action from a view, and tells what it solved. */
export type HocPimcPlayer = PimcPlayerOf<HocView, HocAction>;

/**
 * A perfect-information Monte Carlo player for Hoc Mazarin (2 and 3
 * players): each action of the play samples `worlds` deals consistent with
 * its view and takes the one with the best mean chips to the end of the
 * deal, each world solved exactly (`hoc.analyze`; with 3 players paranoid);
 * the bids, shows and carte blanche are `hocBot`'s. A decision searches
 * at most `maxNodes` positions (default `PIMC_MAX_NODES.hoc`, by table
 * size), or it is `hocBot`'s. Deterministic for a seed and a number of
 * worlds. A view that is not a Hoc view of the seat
 * to act throws `StateError` (`BAD_STATE`).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 * import { hocPimc } from 'hoc-hokm/bots';
 *
 * const player = hocPimc({ worlds: 4, seed: 'north' });
 * let state = hoc.setup({ players: 2, seed: 3 });
 * while (state.phase !== 'play') state = hoc.apply(state, player(hoc.view(state, hoc.toAct(state)!))); // the bidding: hocBot's
 * const action = player(hoc.view(state, hoc.toAct(state)!)); // the first card, solved in 4 worlds
 * console.log(action.type, player.last!.worlds); // 'lay' 4
 * ```
 */
export function hocPimc(options: PimcOptions): HocPimcPlayer {
  return pimcPlayer('hocPimc', options, () => hocPimcGame);
}
