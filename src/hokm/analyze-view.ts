/**
 * Exact analysis from one seat's view (`analyzeView`): what every legal
 * play of the viewer is worth on average over the deals it cannot tell
 * apart. Each world is an exact uniform determinization of the view
 * (`sampler`: every deal consistent with the counts, the played cards and
 * the voids shown, HOKM-5.3, equally likely), solved exactly by `analyze`
 * (best play by everybody with every card known, HOKM-D18; with 3 players
 * paranoid, HOKM-D19). The mean over the worlds is the perfect-information
 * Monte Carlo (PIMC) value: a guess, not a guarantee, since in each world
 * the players are credited with knowing all the cards.
 *
 * The budget is a number of worlds, and optionally a time in milliseconds
 * measured with a clock the caller passes (`now`; the library has none):
 * the time is checked between worlds, so one world's solve is never cut
 * short, and at least one world is always solved.
 */
import type { Seat } from '../core/engine.js';
import type { NodeBudget } from '../core/cut.js';
import { HocHokmError, StateError, asStateError } from '../core/errors.js';
import type { Sampler } from '../core/engine.js';
import { readWorlds } from '../core/worlds.js';
export { MAX_WORLDS } from '../core/worlds.js';
import type { Rng, Seed } from '../rng/index.js';
import { checkView } from './shape.js';
import { samplerOf } from './sample.js';
import { analyzeWithin } from './solve.js';
import type { HokmState, HokmView, PlayAction } from './types.js';

/** Options of {@link analyzeView}. */
export interface AnalyzeViewOptions {
  /** How many worlds to sample and solve (default 20; at most 100,000). */
  worlds?: number;
  /** Seed of the sampling (or a generator, used and advanced as given): the same seed gives the same worlds and values. */
  seed: Seed | Rng;
  /**
   * A time budget in milliseconds, measured with `now` (both needed together):
   * no new world is started once it is spent (at least one world is solved).
   * With it, how many worlds are solved depends on the machine.
   */
  timeMs?: number;
  /** The clock for `timeMs`, in milliseconds (e.g. `() => performance.now()`). */
  now?: () => number;
}

/** One legal play of the viewer, averaged over the sampled worlds. */
export interface ViewActionValue {
  /** The play. */
  action: PlayAction;
  /** The mean exact score of the hand after this play, signed for the viewer's side (as `solve`'s `score`). */
  score: number;
  /** The share of the worlds in which the viewer's side wins the hand after this play. */
  win: number;
  /** The mean final trick margin: the viewer's side's tricks minus the most another side ends with. */
  margin: number;
  /** Mean points lost against the best play: the best mean `score` minus this one's (0 for a best play). */
  loss: number;
}

/** The PIMC analysis of a view: every legal play with its mean value. */
export interface ViewAnalysis {
  /** The viewing seat (the seat to act). */
  seat: Seat;
  /** How many worlds were sampled and solved. */
  worlds: number;
  /** Every legal play, in card-id order. */
  actions: ViewActionValue[];
  /** The plays with the best mean score, and among them the best mean margin (HOKM-D18), in card-id order. */
  best: PlayAction[];
}

/**
 * Where the worlds come from, when not straight from the exact uniform
 * sampler: called once per world with the sampler, the generator and the
 * number of worlds asked for; returns a mutable state consistent with the
 * view (internal: PIMC's inference, src/bots/hokm-infer.ts, draws by weight).
 */
export type WorldSource = (draw: Sampler<HokmState>, rng: Rng, worlds: number) => HokmState;

/** Running sums for one card. */
interface Sum {
  action: PlayAction;
  score: number;
  win: number;
  margin: number;
}

/**
 * The expected value of every legal play of the viewing seat: the mean,
 * over `worlds` exact uniform determinizations of the view (seeded by
 * `seed`), of each play's exact value with every card known (`analyze`).
 * Deterministic for a seed and a number of worlds. The view must be the
 * view of the seat to act in phase `play`: another phase is
 * `WRONG_PHASE`, a seat not to act or anything that is no consistent view
 * is `BAD_STATE`; bad options are `BAD_OPTIONS`. Early in a 4-player hand
 * one world can take the solver long (docs/analysis.md "Speed"); `timeMs`
 * bounds the number of worlds, not one world's solve.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.apply(hokm.setup({ players: 2, seed: 'table-17' }), { type: 'trump', suit: 'S' });
 * while (state.phase !== 'play') state = hokm.apply(state, hokm.legalActions(state)[0]!); // the 2-player draws
 * while (state.winners.length < 4) state = hokm.apply(state, hokm.legalActions(state)[0]!);
 * const seat = hokm.toAct(state)!;
 * const a = hokm.analyzeView(hokm.view(state, seat), { worlds: 16, seed: 'hint' });
 * for (const { action, score, win } of a.actions) console.log(action.card, score.toFixed(2), `${(100 * win).toFixed(0)}%`);
 * console.log('best:', a.best.map((x) => x.card).join(' '));
 * ```
 */
export function analyzeView(view: HokmView, options: AnalyzeViewOptions): ViewAnalysis {
  return analyzeWorlds(view, options, null);
}

/**
 * {@link analyzeView} with each sampled world first moved by `belief` (in
 * place, on the mutable sample), or exactly `analyzeView` when it is
 * `null`. Internal to the package: PIMC's 2-player opponent model
 * (src/bots/belief.ts) plugs in here, since the engine does not import the
 * bots. A belief must keep every world consistent with the view (it only
 * swaps hidden cards between hidden places). `kept`, when given, receives
 * every world solved (PIMC's 3-player tie-break solves them again). With a
 * `budget` of searched positions (PIMC's cap), no world is started once it
 * is spent and a world it cuts short is dropped: `worlds` may then be 0,
 * with no actions.
 */
export function analyzeWorlds(
  view: HokmView,
  options: AnalyzeViewOptions,
  belief: ((s: HokmState, rng: Rng) => void) | null,
  source?: WorldSource,
  kept?: HokmState[],
  budget: NodeBudget | null = null,
): ViewAnalysis {
  const o = readWorlds(options, 'analyzeView');
  try {
    checkView(view);
    if (view.phase !== 'play')
      throw new HocHokmError('WRONG_PHASE', `hokm.analyzeView: only a hand in play can be analysed, not phase ${JSON.stringify(String(view.phase)).slice(0, 40)}`);
    if (view.toAct !== view.seat) throw new StateError('hokm.analyzeView: not a valid view (this seat is not to act)');
    const n = view.options.players;
    const me = view.seat;
    const mine = (side: number): boolean => (n === 4 ? side === (me & 1) : side === me);
    const draw = samplerOf(view);
    const start = o.now === null ? 0 : o.now();
    const sums = new Map<string, Sum>();
    let worlds = 0;
    while (worlds < o.worlds && (worlds === 0 || o.now === null || o.now() - start < o.timeMs) && (budget === null || budget.left > 0)) {
      const world = source !== undefined ? source(draw, o.rng, o.worlds) : draw(o.rng, { mutable: true });
      if (belief !== null) belief(world, o.rng);
      const a = analyzeWithin(world, budget);
      if (a === null) break;
      kept?.push(world);
      if (a.seat !== me) throw new StateError('hokm.analyzeView: not a valid view (its seat is not the one to act)');
      for (const v of a.actions) {
        let s = sums.get(v.action.card);
        if (s === undefined) {
          if (worlds > 0) throw new StateError('hokm.analyzeView: not a valid view (the legal plays differ between worlds)');
          s = { action: v.action, score: 0, win: 0, margin: 0 };
          sums.set(v.action.card, s);
        }
        s.score += v.score;
        if (mine(v.side)) s.win += 1;
        const own = n === 4 ? v.tricks[me & 1]! : v.tricks[me]!;
        let other = 0;
        for (let k = 0; k < v.tricks.length; k++) if (k !== (n === 4 ? me & 1 : me) && v.tricks[k]! > other) other = v.tricks[k]!;
        s.margin += own - other;
      }
      if (sums.size !== a.actions.length) throw new StateError('hokm.analyzeView: not a valid view (the legal plays differ between worlds)');
      worlds++;
    }
    // A budget spent in the first world leaves nothing to average.
    if (worlds === 0) return { seat: me, worlds, actions: [], best: [] };
    // The solver lists the plays in card-id order, so the map's order is that order.
    const actions: ViewActionValue[] = [...sums.values()].map((s) => ({ action: s.action, score: s.score / worlds, win: s.win / worlds, margin: s.margin / worlds, loss: 0 }));
    let top = actions[0]!;
    for (const a of actions) if (a.score > top.score || (a.score === top.score && a.margin > top.margin)) top = a;
    for (const a of actions) a.loss = top.score - a.score;
    const best = actions.filter((a) => a.score === top.score && a.margin === top.margin).map((a) => a.action);
    return { seat: me, worlds, actions, best };
  } catch (e) {
    if (e instanceof HocHokmError) throw e.code === 'BAD_STATE' || e.code === 'WRONG_PHASE' ? e : new StateError(`hokm.analyzeView: not a valid view (${e.message})`);
    throw asStateError(e, 'Hokm');
  }
}
