/**
 * Hokm, Iran's national trick-taking game, for 4 players in partnerships
 * and the 3- and 2-player variants (rules: docs/rules/hokm.md; the guide:
 * docs/hokm.md).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * let s = hokm.setup({ seed: 7 });
 * while (!hokm.isOver(s)) s = hokm.apply(s, hokm.legalActions(s)[0]!);
 * hokm.outcome(s); // { side, winners, points, … }
 * ```
 * @module hokm
 */
import { deepFreeze } from '../core/freeze.js';
import { IllegalActionError, StateError, type Validation, OK, fail } from '../core/errors.js';
import type { Engine, StepResult } from '../core/engine.js';
import type { Seed } from '../rng/index.js';
import { check, checkIdOf, assertState } from './validate.js';
import { run } from './rules.js';
import { legal, legalIds as ids, mask } from './legal.js';
import { copyState, createState, freezeState, nextState } from './state.js';
import { viewOf } from './views.js';
import { describeEvent, openingEvents as opening } from './events.js';
import { sample } from './sample.js';
import { restoreState } from './restore.js';
import { sideSeats } from './places.js';
import { turnOf } from './turn.js';
import { decodeAction as decodeId, encodeAction as encodeId, numActions as NUM } from './ids.js';
import type { HokmAction, HokmEvent, HokmOptions, HokmOutcome, HokmState, HokmView } from './types.js';

// The errors and core types, so that one subpath is all a game's user imports.
export { HocHokmError, IllegalActionError, StateError, OptionsError, isHocHokmError, ERROR_CODES, type ErrorCode, type Validation } from '../core/errors.js';
export type { Seat, Engine, StepResult } from '../core/engine.js';
export * from './types.js';

/** Which game this is. */
export const game = 'hokm';
/** Number of integer action ids (0–109). */
export const numActions = NUM;

/** A new match; the first hakem is chosen and the first 5 cards are dealt (phase `trump`). */
export function setup(options?: HokmOptions): HokmState {
  return freezeState(createState(options));
}

/** Checks stored data (e.g. parsed JSON) and returns it as a frozen state; throws `StateError`. */
export function restore(data: unknown): HokmState {
  // A frozen copy: the caller's object is neither kept nor frozen.
  return deepFreeze(JSON.parse(JSON.stringify(restoreState(data))) as HokmState);
}

/** The number of seats. */
export function players(state: HokmState): number {
  assertState(state);
  return state.players;
}

/** The seat to act, or `null` when the match is over. */
export function toAct(state: HokmState): number | null {
  assertState(state);
  return turnOf(state);
}

/** Every legal action of the seat to act, by id order; empty when over. */
export function legalActions(state: HokmState): HokmAction[] {
  assertState(state);
  return legal(state);
}

/** Whether `action` is legal now (for `seat`, when given). Never throws. */
export function validate(state: HokmState, action: unknown, seat?: number): Validation {
  try {
    const r = check(state, action, seat);
    return typeof r === 'number' ? OK : r;
  } catch {
    // Only a hostile object (say, a throwing getter) gets here: never throw.
    return fail('BAD_ACTION', 'the action could not be read');
  }
}

/** The id of a legal action, or throws `IllegalActionError`; ids are accepted only when `ids` is true (the fast path). */
function checked(state: HokmState, action: unknown, ids = false): number {
  const r = ids && typeof action === 'number' ? checkIdOf(state, action) : check(state, action);
  if (typeof r !== 'number') throw new IllegalActionError(r.code, r.message);
  return r;
}

/** The next state (frozen); throws `IllegalActionError`. */
export function apply(state: HokmState, action: HokmAction): HokmState {
  const id = checked(state, action);
  return nextState(state, (s) => run(s, id, null));
}

/** Like {@link apply}, and also returns the events of the transition. */
export function step(state: HokmState, action: HokmAction): StepResult<HokmState, HokmEvent> {
  const id = checked(state, action);
  const events: HokmEvent[] = [];
  const next = nextState(state, (s) => run(s, id, events));
  return { state: next, events };
}

/** What `seat` may know, with its legal actions when it is to act. */
export function view(state: HokmState, seat: number): HokmView {
  assertState(state);
  return viewOf(state, seat);
}

/** Whether the match is over. */
export function isOver(state: HokmState): boolean {
  assertState(state);
  return state.phase === 'over';
}

/** The winners and final points once over; `null` before. */
export function outcome(state: HokmState): HokmOutcome | null {
  assertState(state);
  if (state.phase !== 'over' || state.match.lastHand === null) return null;
  const side = state.match.lastHand.side;
  const winners = sideSeats(state.players, side);
  return {
    side,
    winners,
    winnerIds: winners.map((s) => state.match.seating[s]!),
    points: [...state.match.points],
    hands: state.match.handNo,
  };
}

/** The integer id of an action (throws `BAD_ACTION` for a malformed one). */
export function encodeAction(action: HokmAction): number {
  return encodeId(action);
}

/** The action with an integer id (throws `BAD_ACTION_ID`). */
export function decodeAction(id: number): HokmAction {
  return decodeId(id);
}

/** A 0/1 mask of length {@link numActions}: 1 where the id is legal now. */
export function legalActionMask(state: HokmState): Uint8Array {
  assertState(state);
  return mask(state);
}

/**
 * The ids of every legal action, ascending (the ids of {@link legalActions});
 * for bots, with {@link applyMutable}.
 *
 * @example
 * ```ts
 * const s = hokm.clone(hokm.setup({ seed: 1 }));
 * while (!hokm.isOver(s)) {
 *   const ids = hokm.legalIds(s);
 *   hokm.applyMutable(s, ids[0]!);
 * }
 * ```
 */
export function legalIds(state: HokmState): number[] {
  assertState(state);
  return ids(state);
}

/** A full state consistent with a seat's view (voids, played cards, counts, known draw cards respected). */
export function sampleHidden(view: HokmView, seed: Seed): HokmState {
  return freezeState(sample(view, seed));
}

/**
 * A mutable copy, for {@link applyMutable}: every part an action can change
 * is copied; the match options and the face-up draw for the first hakem,
 * which no action changes, stay shared (and frozen).
 */
export function clone(state: HokmState): HokmState {
  assertState(state);
  return copyState(state);
}

/**
 * The bot fast path: applies `action` (an action or its integer id) in
 * place on a copy from {@link clone}, with the same rules and checks as
 * {@link apply} (throws before changing anything; an unknown id is
 * `BAD_ACTION_ID`).
 */
export function applyMutable(state: HokmState, action: HokmAction | number): void {
  const id = checked(state, action, true);
  if (Object.isFrozen(state)) throw new StateError('applyMutable needs a mutable copy from clone()');
  run(state, id, null);
}

/** One event as an English line. */
export function describe(event: HokmEvent): string {
  return describeEvent(event);
}

/**
 * The events of the setup itself (the face-up draw for the hakem, when
 * there was one, and the first deal), for a UI starting a match.
 */
export function openingEvents(state: HokmState): HokmEvent[] {
  assertState(state);
  return opening(state);
}

/** The Hokm engine, bundling the functions above. */
export const engine: Engine<HokmState, HokmAction, HokmView, HokmEvent, HokmOutcome, HokmOptions> = {
  game,
  numActions,
  setup,
  openingEvents,
  restore,
  players,
  toAct,
  legalActions,
  validate,
  apply,
  step,
  view,
  isOver,
  outcome,
  encodeAction,
  decodeAction,
  legalActionMask,
  legalIds,
  sampleHidden,
  clone,
  applyMutable,
};
