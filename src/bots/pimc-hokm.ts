/**
 * PIMC for Hokm ({@link hokmPimc}): `hokm.analyzeView` behind the
 * {@link PimcGame} interface. The play is solved (HOKM-5 to HOKM-9: the
 * solver's value in the hand's points, HOKM-D18; paranoid with 3 players,
 * HOKM-D19); naming trumps and the 2-player discards and draws, which the
 * solver does not reach (it starts at the play), are `hokmBot`'s, and so
 * are the first `solveAfter` tricks of a hand. With 2 players each world
 * is moved towards what the opponent kept (belief.ts), as ISMCTS's are,
 * unless `opponentModel` is `false`; with 3 and 4 players, option
 * `inference` draws the worlds by what the other seats' plays and the
 * trump choice say (hokm-infer.ts).
 */
import { analyzeWorlds } from '../hokm/analyze-view.js';
import { decodeAction, encodeAction, type HokmAction, type HokmView } from '../hokm/index.js';
import { keepBelief } from './belief.js';
import { hokmBot, hokmBotUnchecked } from './hokm.js';
import { playInference, trumpInference, weightedSource, type WorldWeight } from './hokm-infer.js';
import type { InferenceOptions } from './pimc-core.js';
import { hokmLegalIds } from './hokm-view.js';
import { pimcPlayer, type PimcGame, type PimcOptions, type PimcPlayerOf } from './pimc-core.js';

/** The Hokm side of PIMC (internal to the bots). */
export const hokmPimcGame: PimcGame<HokmView, HokmAction> = {
  game: 'hokm',
  legalIds: hokmLegalIds,
  fixed(view, o) {
    if (view.phase !== 'play' || view.history.length < o.solveAfter) return encodeAction(hokmBot(view));
    return -1;
  },
  analyze(view, o, rng, budget) {
    const belief = o.opponentModel ? keepBelief(view) : null;
    const inf = o.inference;
    const n = view.options.players;
    const weight = inf === null || n === 2 ? null : inferenceOf(view, inf);
    const source = weight === null ? undefined : weightedSource(weight, inf!.candidates);
    const a = analyzeWorlds(view, { worlds: o.worlds, seed: rng, ...(o.timeMs === undefined ? {} : { timeMs: o.timeMs, now: o.now! }) }, belief, source, budget);
    return {
      worlds: a.worlds,
      values: a.actions.map((x) => ({ id: encodeAction(x.action), value: x.score })),
      best: a.best.map((x) => encodeAction(x)),
    };
  },
  decode: decodeAction,
  bot: (view) => encodeAction(hokmBot(view)),
};

/** The weight of a world under the inference's options: the plays' likelihood times the trump choice's. */
function inferenceOf(view: HokmView, inf: Required<InferenceOptions>): WorldWeight | null {
  const n = view.options.players;
  const partner = inf.partner === false ? null : inf.partner;
  const plays = playInference(view, hokmBotUnchecked, n === 4 ? (seat) => (seat === (view.seat + 2) % 4 ? partner : inf.epsilon) : inf.epsilon);
  const trumps = inf.trumps ? trumpInference(view, inf.epsilon) : null;
  if (trumps === null) return plays;
  if (plays === null) return trumps;
  return (world) => plays(world) * trumps(world);
}

/** A PIMC player: picks a Hokm action from a view, and tells what it solved. */
export type HokmPimcPlayer = PimcPlayerOf<HokmView, HokmAction>;

/**
 * A perfect-information Monte Carlo player for Hokm (every variant): each
 * play samples `worlds` deals consistent with its view and plays the card
 * with the best mean exact value (`hokm.analyzeView`); trumps, the
 * 2-player discards and draws, and the first `solveAfter` tricks are
 * `hokmBot`'s. With 2 players the worlds lean towards what the opponent
 * chose to keep (`opponentModel`, default `true`); with 3 and 4 players,
 * `inference: {}` weighs them by how likely `hokmBot` would have made the
 * other seats' plays and the trump choice from each, and `ties: 'bot'`
 * plays `hokmBot`'s card among equal best ones. A decision searches at
 * most `maxNodes` positions (default `PIMC_MAX_NODES.hokm`, by table
 * size), or it is `hokmBot`'s. Deterministic for a seed and a number of
 * worlds (a time budget, `timeMs` with the caller's clock `now`, makes it
 * depend on the machine). A view that is not a Hokm view of the seat to act throws
 * `StateError` (`BAD_STATE`).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { hokmPimc } from 'hoc-hokm/bots';
 *
 * const player = hokmPimc({ worlds: 8, seed: 'north' });
 * let state = hokm.setup({ players: 2, seed: 3 });
 * while (state.phase !== 'play') state = hokm.apply(state, player(hokm.view(state, hokm.toAct(state)!))); // trumps, discards, draws: hokmBot's
 * const action = player(hokm.view(state, hokm.toAct(state)!)); // the first lead, solved in 8 worlds
 * console.log(action.type, player.last!.worlds); // 'play' 8
 * ```
 */
export function hokmPimc(options: PimcOptions): HokmPimcPlayer {
  return pimcPlayer('hokmPimc', options, () => hokmPimcGame);
}
