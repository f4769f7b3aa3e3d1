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
 * trump choice say (hokm-infer.ts); with 3 players, options `tricks`
 * and `tricksAfter` grade the plays by the paranoid trick count
 * (src/hokm/solve-tricks.ts, src/hokm/tricks-view.ts).
 */
import type { NodeBudget } from '../core/cut.js';
import { analyzeWorlds } from '../hokm/analyze-view.js';
import type { ViewAnalysis } from '../hokm/analyze-view.js';
import { decodeAction, encodeAction, type HokmAction, type HokmState, type HokmView, type PlayAction } from '../hokm/index.js';
import { MAX_TRICKS_LEFT, tricksWithin } from '../hokm/solve-tricks.js';
import { viewTricks } from '../hokm/tricks-view.js';
import type { Rng } from '../rng/rng.js';
import { keepBelief } from './belief.js';
import { hokmBot } from './hokm.js';
import { playInference, trumpInference, weightedSource, type WorldWeight } from './hokm-infer.js';
import type { InferenceOptions } from './pimc-core.js';
import { hokmLegalIds } from './hokm-view.js';
import { pimcPlayer, type PimcGame, type PimcOptions, type PimcPlayerOf, type PimcReadOptions, type PimcValue } from './pimc-core.js';

/** The Hokm side of PIMC (internal to the bots). */
export const hokmPimcGame: PimcGame<HokmView, HokmAction> = {
  game: 'hokm',
  legalIds: hokmLegalIds,
  fixed(view, o) {
    if (view.phase === 'play' && (view.history.length >= o.solveAfter || countsTricks(view, o))) return -1;
    return encodeAction(hokmBot(view));
  },
  analyze(view, o, rng, budget) {
    if (view.history.length < o.solveAfter) return byTricks(view, o, rng, budget);
    const belief = o.opponentModel ? keepBelief(view) : null;
    const inf = o.inference;
    const n = view.options.players;
    const weight = inf === null || n === 2 ? null : inferenceOf(view, inf);
    const source = weight === null ? undefined : weightedSource(weight, inf!.candidates);
    const graded = o.tricks && n === 3 && 17 - view.history.length <= MAX_TRICKS_LEFT;
    const kept: HokmState[] | undefined = graded ? [] : undefined;
    const a = analyzeWorlds(view, { worlds: o.worlds, seed: rng, ...(o.timeMs === undefined ? {} : { timeMs: o.timeMs, now: o.now! }) }, belief, source, kept, budget);
    return {
      worlds: a.worlds,
      values: a.actions.map((x) => ({ id: encodeAction(x.action), value: x.score })),
      best: (kept === undefined ? a.best : mostTricks(a, kept, budget)).map((x) => encodeAction(x)),
    };
  },
  decode: decodeAction,
  bot: (view) => encodeAction(hokmBot(view)),
};

/** Whether option `tricksAfter` has this 3-player view, before `solveAfter`, played by the paranoid trick count. */
function countsTricks(view: HokmView, o: PimcReadOptions): boolean {
  const done = view.history.length;
  return o.tricksAfter !== null && view.options.players === 3 && done >= o.tricksAfter;
}

/**
 * A decision of option `tricksAfter`: every legal play by its mean paranoid
 * trick count over the worlds, the most best. With `tricksFallback`, the
 * shorter count first, and it stands when the cap cut the longer one short
 * of the worlds it solved (a time budget is shared by both counts). With
 * `tricksTieBreak`, several best plays are told apart by the longer count
 * over the same worlds.
 */
function byTricks(view: HokmView, o: PimcReadOptions, rng: Rng, budget: NodeBudget): { worlds: number; values: PimcValue[]; best: number[] } {
  const inf = o.inference;
  const weight = inf === null ? null : inferenceOf(view, inf);
  const source = weight === null ? undefined : weightedSource(weight, inf!.candidates);
  const start = o.timeMs === undefined ? 0 : o.now!();
  const left = () => (o.timeMs === undefined ? Infinity : o.timeMs - (o.now!() - start));
  const within = (ms: number) => ({ worlds: o.worlds, seed: rng, ...(o.timeMs === undefined ? {} : { timeMs: ms, now: o.now! }) });
  const shortWorlds: HokmState[] = [];
  const longWorlds: HokmState[] = [];
  const short = o.tricksFallback === null ? null : viewTricks(view, within(o.timeMs ?? Infinity), source, o.tricksFallback, budget, shortWorlds);
  const rest = left();
  const long = short === null || rest > 0 ? viewTricks(view, within(rest), source, o.tricksHorizon, budget, longWorlds) : null;
  const useShort = long === null || (short !== null && long.worlds < short.worlds);
  const t = useShort ? short! : long!;
  const most = Math.max(...t.actions.map((x) => x.tricks));
  let best = t.actions.filter((x) => x.tricks === most).map((x) => x.action);
  // The longer count only tells plays apart while it reaches further than the count it breaks the ties of.
  const counted = useShort ? o.tricksFallback! : o.tricksHorizon;
  if (best.length > 1 && o.tricksTieBreak !== null && 17 - view.history.length > counted) {
    best = mostCounted(useShort ? shortWorlds : longWorlds, best, o.tricksTieBreak, budget, () => left() <= 0) ?? best;
  }
  return {
    worlds: t.worlds,
    values: t.actions.map((x) => ({ id: encodeAction(x.action), value: x.tricks })),
    best: best.map((x) => encodeAction(x)),
  };
}

/**
 * Of `tied` plays, those with the most paranoid tricks summed over `worlds`
 * (`paranoidTricks`, over `horizon` tricks), within what is left of the
 * decision's `budget`: a world it cuts short, or one reached once `expired`
 * says the time is up, ends the sums; `null` when no world was counted.
 */
function mostCounted(worlds: readonly HokmState[], tied: PlayAction[], horizon: number, budget: NodeBudget, expired: () => boolean = () => false): PlayAction[] | null {
  const sums = tied.map(() => 0);
  let counted = 0;
  for (const w of worlds) {
    if (budget.left <= 0 || expired()) break;
    const counts = tricksWithin(w, tied, horizon, budget);
    if (counts === null) break;
    counts.forEach((t, i) => (sums[i]! += t));
    counted++;
  }
  if (counted === 0) return null;
  const most = Math.max(...sums);
  return tied.filter((_, i) => sums[i] === most);
}

/**
 * The tie-break of option `tricks` (3 players): of the plays with the best
 * mean value, those with the most paranoid tricks summed over the worlds
 * solved (`paranoidTricks`: the seat against the two others, all 17
 * tricks counted). Searched only when several plays share the best value,
 * within what is left of the decision's `budget`: a world it cuts short is
 * left out of the sums, and when none was counted the analysis's own best
 * (by value, then margin) stands.
 */
function mostTricks(a: ViewAnalysis, worlds: readonly HokmState[], budget: NodeBudget): PlayAction[] {
  let top = -Infinity;
  for (const x of a.actions) if (x.score > top) top = x.score;
  const tied = a.actions.filter((x) => x.score === top).map((x) => x.action);
  if (tied.length === 1) return tied;
  return mostCounted(worlds, tied, MAX_TRICKS_LEFT, budget) ?? a.best;
}

/** The weight of a world under the inference's options: the plays' likelihood times the trump choice's. */
function inferenceOf(view: HokmView, inf: Required<InferenceOptions>): WorldWeight | null {
  const n = view.options.players;
  const partner = inf.partner === false ? null : inf.partner;
  const plays = playInference(view, 'hokmBot', n === 4 ? (seat) => (seat === (view.seat + 2) % 4 ? partner : inf.epsilon) : inf.epsilon);
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
 * plays `hokmBot`'s card among equal best ones. With 3 players,
 * `tricks: true` breaks the paranoid value's ties by the paranoid trick
 * count, and `tricksAfter` (with `tricksHorizon`) plays the tricks before
 * `solveAfter` by that count instead of `hokmBot`. A decision's value
 * searches stop after `maxNodes` positions (default
 * `PIMC_MAX_NODES.hokm`, by table size; the trick counts' searches
 * count against it too), and if not even one world was solved the
 * decision is `hokmBot`'s. Deterministic for a seed and a
 * number of worlds (a time budget, `timeMs` with the caller's clock `now`,
 * makes it depend on the machine). A view that is not a Hokm view of the seat to act throws
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
