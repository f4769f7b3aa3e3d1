/**
 * Exact analysis of the play from one seat's view (`hoc.analyzeView`):
 * what every legal action of the viewer (a card, or "without") is worth on
 * average over the deals it cannot tell apart. Each world is an exact
 * uniform determinization of the view (the engine's `sampler`: every deal
 * consistent with the counts, the runs, the shown cards and the "without"s
 * said, equally likely), solved exactly by `analyze` (the chips to the end
 * of the deal with every card known; with 3 players paranoid, HOC-D35).
 * The mean over the worlds is the perfect-information Monte Carlo (PIMC)
 * value: a guess, not a guarantee, since in each world the players are
 * credited with knowing all the cards.
 *
 * As `hokm.analyzeView`, the budget is a number of worlds, and optionally
 * a time measured with the caller's clock, checked between worlds.
 */
import type { Sampler, Seat } from '../core/engine.js';
import { HocHokmError, StateError, asStateError } from '../core/errors.js';
import { readWorlds } from '../core/worlds.js';
import type { Rng, Seed } from '../rng/index.js';
import { encodeAction } from './actions.js';
import { checkHocView } from './shape.js';
import { analyze, type PlayAction } from './solve.js';
import type { HocState } from './state.js';
import type { HocView } from './views.js';

/** Options of `hoc.analyzeView`. */
export interface HocAnalyzeViewOptions {
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

/** One legal action of the viewer, averaged over the sampled worlds. */
export interface HocViewActionValue {
  /** The action: a card to lay, or "without". */
  action: PlayAction;
  /** The mean chips the viewer wins (+) or pays (−) from here to the end of the deal after this action (as `analyze`'s `score`). */
  score: number;
  /** The share of the worlds in which the viewer goes out first after this action (in the solver's line of best play). */
  out: number;
  /** Mean chips lost against the best action: the best mean `score` minus this one's (0 for a best action). */
  loss: number;
}

/** The PIMC analysis of a Hoc view: every legal action with its mean value. */
export interface HocViewAnalysis {
  /** The viewing seat (the seat to act). */
  seat: Seat;
  /** How many worlds were sampled and solved. */
  worlds: number;
  /** Every legal action, in action-id order (cards by id, then "without"). */
  actions: HocViewActionValue[];
  /** The actions with the best mean score, and among them the best share of going out, in action-id order. */
  best: PlayAction[];
}

/** Running sums for one action. */
interface Sum {
  action: PlayAction;
  score: number;
  out: number;
}

/**
 * `hoc.analyzeView` with the engine's sampler passed in (`hoc/index.ts`
 * passes `engine.sampler`, so that this module needs no engine: no import
 * cycle). See `hoc.analyzeView` for what it returns and throws.
 */
export function analyzeViewWith(sampler: (view: HocView) => Sampler<HocState>, view: HocView, options: HocAnalyzeViewOptions): HocViewAnalysis {
  const o = readWorlds(options, 'hoc.analyzeView');
  try {
    checkHocView(view);
    if (view.phase !== 'play')
      throw new HocHokmError('WRONG_PHASE', `hoc.analyzeView: only the play of a deal can be analysed, not phase ${JSON.stringify(String(view.phase)).slice(0, 40)}`);
    if (view.toAct !== view.seat) throw new StateError('hoc.analyzeView: not a valid view (this seat is not to act)');
    const me = view.seat;
    const draw = sampler(view);
    const start = o.now === null ? 0 : o.now();
    // Keyed by action id in a Map: nothing keyed by a card reaches an object's prototype.
    const sums = new Map<number, Sum>();
    let worlds = 0;
    while (worlds < o.worlds && (worlds === 0 || o.now === null || o.now() - start < o.timeMs)) {
      const a = analyze(draw(o.rng, { mutable: true }));
      if (a.seat !== me) throw new StateError('hoc.analyzeView: not a valid view (its seat is not the one to act)');
      for (const v of a.actions) {
        const id = encodeAction(v.action);
        let s = sums.get(id);
        if (s === undefined) {
          if (worlds > 0) throw new StateError('hoc.analyzeView: not a valid view (the legal actions differ between worlds)');
          s = { action: v.action, score: 0, out: 0 };
          sums.set(id, s);
        }
        s.score += v.score;
        if (v.out === me) s.out += 1;
      }
      if (sums.size !== a.actions.length) throw new StateError('hoc.analyzeView: not a valid view (the legal actions differ between worlds)');
      worlds++;
    }
    // The solver lists the actions in action-id order, so the map's order is that order.
    const actions: HocViewActionValue[] = [...sums.values()].map((s) => ({ action: s.action, score: s.score / worlds, out: s.out / worlds, loss: 0 }));
    let top = actions[0]!;
    for (const a of actions) if (a.score > top.score || (a.score === top.score && a.out > top.out)) top = a;
    for (const a of actions) a.loss = top.score - a.score;
    const best = actions.filter((a) => a.score === top.score && a.out === top.out).map((a) => a.action);
    return { seat: me, worlds, actions, best };
  } catch (e) {
    if (e instanceof HocHokmError) throw e.code === 'BAD_STATE' || e.code === 'WRONG_PHASE' ? e : new StateError(`hoc.analyzeView: not a valid view (${e.message})`);
    throw asStateError(e, 'Hoc');
  }
}
