/**
 * `analyzeRecord`: every decision of a game annotated with its value, the
 * best choice's and the loss, as chess tools annotate a game record: `?`
 * for a choice that loses value, `??` for one that turns a won hand into
 * a lost one, `!` for the only choice that kept the value. Values come
 * from a {@link ValueSource}: exact values with every card known
 * (`hokm.analyze`, `hoc.analyze`: docs/analysis.md) by default, and
 * values from the mover's own view (`analyzeView`, PIMC:
 * {@link viewValues}) beside them.
 *
 * The exact solvers are slow early in a 4-player or 3-player hand and
 * early in a 3-player Hoc deal, so the default sources start where they
 * are quick (see {@link HOKM_FROM_TRICK} and {@link HOC_FROM_CARD}); a
 * caller who wants every decision says so.
 */
import type { GameRecord } from '../bots/record.js';
import { record as copyRecord, replay } from '../bots/record.js';
import type { AnyEngine } from '../core/engine.js';
import * as hoc from '../hoc/index.js';
import * as hokm from '../hokm/index.js';
import { wordOf, type RecordGame } from './notation.js';
import type { Mark, RecordNote, RecordValue, TextRecord } from './types.js';

/** A state of either game. */
export type AnyState = hokm.HokmState | hoc.HocState;

/** One legal choice and its value. */
export interface ChoiceValue {
  /** The action. */
  action: unknown;
  /** Its value, from the side of the seat to act. */
  value: number;
}

/** The values of one decision, each from the side of the seat to act (positive: it wins). */
export interface DecisionValues {
  /** The seat to act. */
  seat: number;
  /** The value of the position: that of the best choice. */
  best: number;
  /** Every legal choice with its value (the one played among them). */
  actions: ChoiceValue[];
  /** What the values are, for a reader: `'exact'` (every card known) or `'view'` (the mover's knowledge). */
  kind: 'exact' | 'view';
  /** The unit of the values: `'points'` (Hokm hand points) or `'chips'` (Hoc). */
  unit: 'points' | 'chips';
}

/**
 * Where values come from: the values of the decision at `state` (the seat
 * to act's), or `null` when the source has none there (another game, a
 * phase it does not value, too early for it). `at`, the decision's index
 * in the record, lets a sampling source seed each decision apart
 * ({@link viewValues}), whatever order the decisions are valued in.
 */
export type ValueSource = (state: AnyState, at?: number) => DecisionValues | null;

/**
 * The first trick the default source values, by player count: from there
 * on a decision takes well under a second on one core (measured on a
 * shared machine: 4 players after the third trick, median 5 ms, 99 % 1.6 s;
 * 3 players after the sixth, median 0.26 s; 2 players from the first trick,
 * at most about 60 ms). Earlier tricks of a 4-player deal can take minutes.
 */
export const HOKM_FROM_TRICK: Readonly<Record<2 | 3 | 4, number>> = Object.freeze({ 2: 1, 3: 7, 4: 4 });

/**
 * The exact source for Hokm: `hokm.analyze` at every play from trick
 * `from` on (default {@link HOKM_FROM_TRICK} by player count; 1 for every
 * trick); `null` for Hoc, for the choice of trumps and the 2-player
 * discards and draws (the solver values the play only).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { hokmValues } from 'hoc-hokm/records';
 *
 * let s = hokm.apply(hokm.setup({ seed: 7 }), { type: 'trump', suit: 'S' });
 * while (s.winners.length < 9) s = hokm.apply(s, hokm.legalActions(s)[0]!);
 * const v = hokmValues()(s)!;
 * console.log(v.seat, v.best, v.actions.map((a) => `${(a.action as hokm.PlayAction).card} ${a.value}`)); // the seat to act, its value and each card's
 * ```
 */
export function hokmValues(options: { from?: number } = {}): ValueSource {
  return (state) => {
    if (!hokmValued(state, options.from)) return null;
    const a = hokm.analyze(state as hokm.HokmState);
    return { seat: a.seat, best: a.score, actions: a.actions.map((x) => ({ action: x.action, value: x.score })), kind: 'exact', unit: 'points' };
  };
}

/** Whether {@link hokmValues} values `state`: a Hokm play from trick `from` on (default by player count). */
export function hokmValued(state: AnyState, from?: number): boolean {
  return state.game === 'hokm' && state.phase === 'play' && state.winners.length + 1 >= (from ?? HOKM_FROM_TRICK[state.players]);
}

/**
 * The first card of a Hoc deal's play the default source values (counted
 * from 1: 1 is the first card laid), by player count: from there on a
 * decision takes well under a second on one core, as with
 * {@link HOKM_FROM_TRICK} (CPU time of `hoc.analyze` on a shared machine,
 * deals of seeded random play, bench/hoc-from.ts and
 * `npm run bench:hoc-solve`). 3 players, paranoid: at the first card
 * median 0.24 s but 90 % 14 s; once 6 cards are laid median 28 ms, 90 %
 * 1.0 s, at most 2.4 s; once 9 are laid median 21 ms, 90 % 0.26 s, at
 * most 0.8 s. 2 players: at the first card median 0.1 to 0.2 s, 90 % 0.3
 * to 1.8 s (a few deals rich in principal hocs take seconds), once 4 cards
 * are laid median 14 ms, at most 0.2 s; the first cards are where a
 * 2-player deal is often decided, so they are valued, and a time budget
 * (the CLI's `--budget`) catches the rare slow one.
 */
export const HOC_FROM_CARD: Readonly<Record<2 | 3, number>> = Object.freeze({ 2: 1, 3: 10 });

/**
 * The exact source for Hoc: `hoc.analyze` (chips to the end of the deal,
 * every card known; with 3 players paranoid, HOC-D35) at every decision
 * of the play from card `from` of the deal on (default
 * {@link HOC_FROM_CARD} by player count; 1 for every card); `null` for
 * Hokm and for the bidding, the shows and carte blanche (the solver
 * values the play only).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 * import { hocValues } from 'hoc-hokm/records';
 *
 * let s = hoc.setup({ players: 2, seed: 5 });
 * while (s.phase !== 'play' || s.laid.length < 4) s = hoc.apply(s, hoc.legalActions(s)[0]!); // the bidding, 4 cards laid
 * const v = hocValues()(s)!;
 * console.log(v.seat, v.best, v.unit, v.actions.length); // the seat to act, its chips with best play, 'chips', its legal actions
 * ```
 */
export function hocValues(options: { from?: number } = {}): ValueSource {
  return (state) => {
    if (!hocValued(state, options.from)) return null;
    const a = hoc.analyze(state as hoc.HocState);
    return { seat: a.seat, best: a.score, actions: a.actions.map((x) => ({ action: x.action, value: x.score })), kind: 'exact', unit: 'chips' };
  };
}

/** Whether {@link hocValues} values `state`: a decision of a Hoc deal's play from card `from` on (default by player count). */
export function hocValued(state: AnyState, from?: number): boolean {
  return state.game === 'hoc' && state.phase === 'play' && state.laid.length + 1 >= (from ?? HOC_FROM_CARD[state.options.players]);
}

/** Options of {@link exactValues}. */
export interface ExactOptions {
  /** Hokm: the first trick valued (default {@link HOKM_FROM_TRICK}). */
  from?: number;
  /** Hoc: the first card of a deal's play valued (default {@link HOC_FROM_CARD}). */
  fromCard?: number;
}

/** The exact source of both games: {@link hokmValues} for Hokm (from trick `from`), {@link hocValues} for Hoc (from card `fromCard`). */
export function exactValues(options: ExactOptions = {}): ValueSource {
  const hokmSource = hokmValues({ from: options.from });
  const hocSource = hocValues({ from: options.fromCard });
  return (state) => (state.game === 'hokm' ? hokmSource(state) : hocSource(state));
}

/** Whether {@link exactValues} values `state` (cheap: nothing is searched). */
export function exactValued(state: AnyState, options: ExactOptions = {}): boolean {
  return state.game === 'hokm' ? hokmValued(state, options.from) : hocValued(state, options.fromCard);
}

/** Options of {@link viewValues}. */
export interface ViewValuesOptions extends ExactOptions {
  /** Worlds sampled and solved per decision (default 16). */
  worlds?: number;
  /** Seed of the sampling; each decision draws from `seed` and its index in the record (default `'view'`). */
  seed?: string;
}

/**
 * Values from the mover's own view: at each decision {@link exactValues}
 * would value, `analyzeView` of the view of the seat to act
 * (`hokm.analyzeView`, `hoc.analyzeView`: the mean exact value over
 * `worlds` deals it cannot tell from the real one, PIMC), the value of
 * each choice as the mover could know it. `kind` `'view'`. Deterministic:
 * decision `at` samples with the seed `` `${seed}/${at}` ``. About `worlds`
 * times the exact source's work.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 * import { viewValues } from 'hoc-hokm/records';
 *
 * let s = hoc.setup({ players: 2, seed: 5 });
 * while (s.phase !== 'play' || s.laid.length < 6) s = hoc.apply(s, hoc.legalActions(s)[0]!);
 * const v = viewValues({ worlds: 2, seed: 'review' })(s, 0)!;
 * console.log(v.kind, v.best.toFixed(2)); // 'view', the best mean chips seen from seat v.seat
 * ```
 */
export function viewValues(options: ViewValuesOptions = {}): ValueSource {
  const worlds = options.worlds ?? 16;
  const seed = options.seed ?? 'view';
  return (state, at = 0) => {
    if (!exactValued(state, options)) return null;
    const key = `${seed}/${at}`;
    if (state.game === 'hokm') {
      const a = hokm.analyzeView(hokm.view(state, hokm.toAct(state)!), { worlds, seed: key });
      const best = Math.max(...a.actions.map((x) => x.score));
      return { seat: a.seat, best, actions: a.actions.map((x) => ({ action: x.action, value: x.score })), kind: 'view', unit: 'points' };
    }
    const a = hoc.analyzeView(hoc.view(state, hoc.toAct(state)!), { worlds, seed: key });
    const best = Math.max(...a.actions.map((x) => x.score));
    return { seat: a.seat, best, actions: a.actions.map((x) => ({ action: x.action, value: x.score })), kind: 'view', unit: 'chips' };
  };
}

/** One decision of a record: the state before it, who chose, and where it stands. */
export interface Decision {
  /** The action's index in the record. */
  index: number;
  /** The seat that chose. */
  seat: number;
  /** The state it chose in. */
  state: AnyState;
  /** The action chosen. */
  action: unknown;
  /** Its place, as the text record numbers it: `2.5` (hand or deal 2, trick or run 5), `2.` before the play. */
  label: string;
  /** The hand (Hokm) or deal (Hoc) it belongs to, from 1. */
  unit: number;
}

/**
 * Every decision of a record (chance actions, the host's deals, left out),
 * replayed once. Throws `ReplayError` (`BAD_RECORD`) as `replay` does.
 */
export function decisions(rec: GameRecord): Decision[] {
  const copy = copyRecord(rec.game, rec.options, rec.actions);
  replay(copy);
  const engine = (copy.game === 'hokm' ? hokm.engine : hoc.engine) as unknown as AnyEngine;
  let s = engine.setup(copy.options) as AnyState;
  let run = 1;
  const out: Decision[] = [];
  copy.actions.forEach((action, index) => {
    const seat = engine.toAct(s) as number | null;
    if (seat !== null) {
      const unit = s.game === 'hokm' ? s.match.handNo : s.deal + 1;
      const play = s.phase === 'play';
      const label = s.game === 'hokm' ? `${unit}.${play ? s.winners.length + 1 : ''}` : `${unit}.${play ? run : ''}`;
      out.push({ index, seat, state: s, action, label, unit });
    }
    const next = engine.step(s, action);
    for (const e of next.events as { type: string }[]) {
      if (e.type === 'hoc') run++;
      else if (e.type === 'deal') run = 1;
    }
    s = next.state as AnyState;
  });
  return out;
}

/** What the analysis says about one decision. */
export interface DecisionReview {
  /** The decision's index in the record. */
  index: number;
  /** Its place (`2.5`). */
  label: string;
  /** The hand or deal, from 1. */
  unit: number;
  /** The seat that chose. */
  seat: number;
  /** The choice, in the record's notation. */
  word: string;
  /** The value of the choice made, from the mover's side. */
  value: number;
  /** The best value it had. */
  best: number;
  /** `best - value`: what the choice gave away (0 for a best choice). */
  loss: number;
  /** The best choices, in the notation. */
  bestWords: string[];
  /** The mark: `??` won into lost, `?` a loss, `!` the only choice that kept the value, or none. */
  mark: Mark | null;
  /** Where the values come from: `'exact'` or `'view'` (see {@link DecisionValues}). */
  kind: 'exact' | 'view';
}

/** Where a hand (Hokm) or deal (Hoc) was decided. */
export interface UnitSummary {
  /** The hand or deal, from 1. */
  unit: number;
  /** Decisions valued in it. */
  valued: number;
  /** The first label valued (`4.4`), or `null` when none was. */
  from: string | null;
  /** Choices marked `?` or `??` in it. */
  mistakes: number;
  /** The choices that turned a won hand into a lost one (`??`), in order: the last is where it was lost. */
  turns: DecisionReview[];
  /** One sentence for people. */
  text: string;
}

/** One seat's choices over the whole game (the game's summary). */
export interface SeatSummary {
  /** The seat. */
  seat: number;
  /** Its decisions valued. */
  valued: number;
  /** Its choices marked `?` or `??`. */
  mistakes: number;
  /** Of those, the ones marked `??` (a won hand or deal turned into a lost one). */
  turns: number;
  /** What its choices gave away in all, by the values that marked them (points or chips). */
  loss: number;
  /** What its choices gave away in all as it could see them (the sum of the view's losses; 0 without a view). */
  viewLoss: number;
}

/** The result of {@link analyzeRecord}. */
export interface RecordAnalysis {
  /** The record with a note on every valued decision and a summary note at the end of every hand or deal. */
  record: TextRecord;
  /** Every valued decision (by its exact values where there are some, else from the mover's view). */
  reviews: DecisionReview[];
  /** Every decision valued from the mover's view ({@link AnalyzeOptions.view}). */
  views: DecisionReview[];
  /** Per hand (Hokm) or deal (Hoc) with at least one decision. */
  units: UnitSummary[];
  /** Per seat that made a valued decision, in seat order: the game's summary. */
  seats: SeatSummary[];
  /** Decisions that got no value (no source for them, or given up). */
  unvalued: number;
}

/** A value as written: signed, at most two decimals (values from a view are means). */
const sign = (v: number): string => {
  const x = Number.isInteger(v) ? v : Number(v.toFixed(2));
  return x > 0 ? `+${x}` : `${x}`;
};

/** The review of one decision from its values, or `null` when the choice made is not among them. */
export function review(game: RecordGame, d: Decision, v: DecisionValues): DecisionReview | null {
  const word = wordOf(game, d.action);
  const words = v.actions.map((a) => wordOf(game, a.action));
  const i = words.indexOf(word);
  if (word === null || i === -1) return null;
  const value = v.actions[i]!.value;
  const loss = v.best - value;
  const bestWords = words.filter((w, j): w is string => w !== null && v.actions[j]!.value === v.best);
  let mark: Mark | null = null;
  if (v.best > 0 && value < 0) mark = '??';
  else if (loss > 0) mark = '?';
  else if (v.actions.length > 1 && bestWords.length === 1) mark = '!';
  return { index: d.index, label: d.label, unit: d.unit, seat: d.seat, word, value, best: v.best, loss, bestWords, mark, kind: v.kind };
}

/** The named values of a reviewed decision's note. */
function valuesOf(r: DecisionReview): RecordValue[] {
  // `[%value …] [%best …] [%loss …]` for exact values, `[%view …] [%viewbest …] [%viewloss …]` from the mover's view.
  const [value, best, loss] = r.kind === 'view' ? ['view', 'viewbest', 'viewloss'] : ['value', 'best', 'loss'];
  const out: RecordValue[] = [{ name: value, value: sign(r.value) }];
  // The best choices are worth saying only where another was made.
  if (r.loss > 0) out.push({ name: best, value: `${sign(r.best)} ${r.bestWords.join(' ')}` }, { name: loss, value: sign(r.loss).replace('+', '') });
  return out;
}

/** The summary of one hand or deal. */
function summarize(game: RecordGame, unit: number, all: DecisionReview[]): UnitSummary {
  const mine = all.filter((r) => r.unit === unit);
  const turns = mine.filter((r) => r.mark === '??');
  const mistakes = mine.filter((r) => r.mark === '?' || r.mark === '??').length;
  const what = game === 'hokm' ? `Hand ${unit}` : `Deal ${unit}`;
  let text: string;
  if (mine.length === 0) text = `${what}: no decision valued.`;
  else {
    const first = mine[0]!;
    const start = `${what}, valued from ${first.label} (seat ${first.seat} to play, ${sign(first.best)} with best play)`;
    const lost = mistakes === 0 ? 'no choice lost value' : `${mistakes} choice${mistakes === 1 ? '' : 's'} lost value`;
    const last = turns[turns.length - 1];
    text =
      last === undefined
        ? `${start}: decided before it, never turned; ${lost}.`
        : `${start}: turned ${turns.length === 1 ? 'once' : `${turns.length} times`}, decided at ${last.label} where seat ${last.seat} played ${last.word}?? (best ${last.bestWords.join(' or ')}); ${lost}.`;
  }
  return { unit, valued: mine.length, from: mine[0]?.label ?? null, mistakes, turns, text };
}

/** Options of {@link analyzeRecord}. */
export interface AnalyzeOptions {
  /** Where exact values come from (default {@link exactValues}: Hokm plays from {@link HOKM_FROM_TRICK}, Hoc plays from {@link HOC_FROM_CARD}). */
  values?: ValueSource;
  /** Values from the mover's own view (such as {@link viewValues}), written beside the exact ones; the marks come from the exact values where there are some. */
  view?: ValueSource;
  /** Called after each decision (for a progress bar): how many are done, of how many. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Analyses a record: every decision valued by `values` gets a note (its
 * mark, `[%value …]` with the value of the choice made, `[%best …]` with
 * the best value and the best choices, `[%loss …]` when it lost some),
 * and the last action of every hand or deal a summary of where it was won
 * or lost. The record is replayed (coded errors as `replay`). Pure and
 * synchronous; the CLI's `hoc-hokm analyze` runs the same steps on worker
 * threads with a time budget per decision.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { record } from 'hoc-hokm/bots';
 * import { analyzeRecord, formatRecord } from 'hoc-hokm/records';
 *
 * const options = { players: 2 as const, seed: 11, target: 1 };
 * const actions: hokm.HokmAction[] = [];
 * for (let s = hokm.setup(options); !hokm.isOver(s); ) {
 *   const a = hokm.legalActions(s)[0]!;
 *   actions.push(a);
 *   s = hokm.apply(s, a);
 * }
 * const { record: annotated, units } = analyzeRecord(record('hokm', options, actions));
 * console.log(units[0]!.text); // Hand 1, valued from 1.1: … where it was won or lost
 * console.log(formatRecord(annotated)); // every play with {[%value …] [%best …]}, mistakes marked ? or ??
 * ```
 */
export function analyzeRecord(rec: GameRecord, options: AnalyzeOptions = {}): RecordAnalysis {
  const source = options.values ?? exactValues();
  const list = decisions(rec);
  const view = options.view;
  const views: (DecisionValues | null)[] = [];
  const values = list.map((d, i) => {
    const v = source(d.state, d.index);
    if (view !== undefined) views.push(view(d.state, d.index));
    options.onProgress?.(i + 1, list.length);
    return v;
  });
  return annotate(rec, list, values, views);
}

/**
 * The analysis of a record from the values of its decisions (one per
 * decision of {@link decisions}, `null` for none; `views` likewise, from
 * the movers' views, optional): what {@link analyzeRecord} returns, for
 * callers that compute the values elsewhere (worker threads, a server).
 */
export function annotate(rec: GameRecord, list: readonly Decision[], values: readonly (DecisionValues | null)[], views: readonly (DecisionValues | null)[] = []): RecordAnalysis {
  const game = rec.game;
  const reviews: DecisionReview[] = [];
  const viewReviews: DecisionReview[] = [];
  const notes: RecordNote[] = [];
  const noteAt = new Map<number, RecordNote>();
  let unvalued = 0;
  list.forEach((d, i) => {
    const v = values[i] ?? null;
    const w = views[i] ?? null;
    const exact = v === null ? null : review(game, d, v);
    const seen = w === null ? null : review(game, d, w);
    const r = exact ?? seen;
    if (r === null) {
      unvalued++;
      return;
    }
    reviews.push(r);
    if (seen !== null) viewReviews.push(seen);
    const note: RecordNote = { after: d.index, values: [...(exact === null ? [] : valuesOf(exact)), ...(seen === null ? [] : valuesOf(seen))] };
    if (r.mark !== null) note.mark = r.mark;
    notes.push(note);
    noteAt.set(d.index, note);
  });
  // A summary after the last decision of every hand or deal.
  const units: UnitSummary[] = [];
  const lastOf = new Map<number, number>();
  for (const d of list) lastOf.set(d.unit, d.index);
  for (const [unit, index] of lastOf) {
    const s = summarize(game, unit, reviews);
    units.push(s);
    const note = noteAt.get(index);
    if (note === undefined) notes.push({ after: index, comment: s.text });
    else note.comment = s.text;
  }
  notes.sort((a, b) => a.after - b.after);
  const seats = new Map<number, SeatSummary>();
  const seatOf = (seat: number): SeatSummary => {
    let x = seats.get(seat);
    if (x === undefined) seats.set(seat, (x = { seat, valued: 0, mistakes: 0, turns: 0, loss: 0, viewLoss: 0 }));
    return x;
  };
  for (const r of reviews) {
    const x = seatOf(r.seat);
    x.valued++;
    if (r.mark === '?' || r.mark === '??') x.mistakes++;
    if (r.mark === '??') x.turns++;
    x.loss += r.loss;
  }
  for (const r of viewReviews) seatOf(r.seat).viewLoss += r.loss;
  const copy = copyRecord(rec.game, rec.options, rec.actions);
  // The tags of a text record stay; its notes give way to the analysis.
  const tags = 'tags' in rec && Array.isArray(rec.tags) ? (rec as TextRecord).tags : [];
  const bySeat = [...seats.values()].sort((a, b) => a.seat - b.seat);
  return { record: { ...copy, tags, notes }, reviews, views: viewReviews, units, seats: bySeat, unvalued };
}
