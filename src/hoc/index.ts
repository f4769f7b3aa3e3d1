/**
 * Hoc Mazarin, for 2 or 3 players: the three prizes (point, sequence,
 * tricon) with their bidding, payments and carte blanche, then the play of
 * runs and hocs (hoc-seed-en.txt; rulings.md H1–H7; decisions in
 * docs/rules/hoc.md). Guide for app developers: docs/hoc.md.
 *
 * @example
 * ```ts
 * import { setup, legalActions, apply, isOver, outcome } from 'hoc-hokm/hoc';
 * let s = setup({ players: 3, seed: 'table 1' });
 * while (!isOver(s)) s = apply(s, legalActions(s)[0]!);
 * outcome(s); // { balances, winners, unclaimed }
 * ```
 * @module hoc
 */
import { freeze } from 'immer';
import type { Engine, Seat, StepResult } from '../core/engine.js';
import { HocHokmError, fail, type Validation } from '../core/errors.js';
import type { Seed } from '../rng/rng.js';
import { decodeAction as decodeId, encodeAction as encodeId, NUM_ACTIONS, type HocAction } from './actions.js';
import { newGame, openingEvents as opening } from './deal.js';
import type { HocEvent } from './events.js';
import { check, legalActions as legal, legalIds as legalIdList } from './legal.js';
import { resolveOptions, type HocOptions } from './options.js';
import { outcomeOf, type HocOutcome } from './outcome.js';
import { apply as applyAction, applyMutable as applyInPlace, assertState, clone as cloneState, step as stepAction } from './reduce.js';
import { restore as restoreState } from './restore.js';
import { sampleHidden as sample } from './sample.js';
import type { HocState } from './state.js';
import { viewOf, type HocView } from './views.js';

// The errors and core types, so that one subpath is all a game's user imports.
export { HocHokmError, IllegalActionError, StateError, OptionsError, isHocHokmError, ERROR_CODES, type ErrorCode, type Validation } from '../core/errors.js';
export type { Seat, Engine, StepResult } from '../core/engine.js';
export * from './combos.js';
export * from './tables.js';
export type { HocAction, LayAction, WithoutAction, RaiseAction, SimpleBidAction, ShowAction, DoneAction, BlancheAction } from './actions.js';
export { ACTION_TYPES } from './actions.js';
export * from './events.js';
export { MAX_RAISE, type HocOptions, type HocConfig } from './options.js';
export type { HocOutcome } from './outcome.js';
export {
  PHASES,
  STAGES,
  BID_STATUSES,
  isPrincipal,
  type Phase,
  type Stage,
  type BidStatus,
  type Announcement,
  type Run,
  type Lie,
  type HocState,
} from './state.js';
export type { HocView, SeatView, PublicOptions } from './views.js';
export { stackDeck, FALSE_WITHOUT_PENALTY } from './deal.js';
export { CARTE_BLANCHE_PAYMENT } from './blanche.js';
export { HOC_PAYMENT } from './play.js';
export { shuffleHidden } from './sample.js';
export { totalChips } from './ledger.js';

/** Which game this module plays. */
export const game = 'hoc' as const;

/** The number of integer action ids: 0–51 lay a card, then without, bids, carte blanche, shows and raises 1–20. */
export const numActions: number = NUM_ACTIONS;

/** A new game (options validated; throws `OptionsError`); the first dealer is drawn and the first deal dealt. */
export function setup(options?: HocOptions): HocState {
  return freeze(newGame(resolveOptions(options)), true);
}

/** Checks stored data (for example parsed JSON) and returns it as a Hoc state; throws `StateError`. */
export function restore(data: unknown): HocState {
  // A frozen copy: the caller's object is neither kept nor frozen.
  return freeze(JSON.parse(JSON.stringify(restoreState(data))) as HocState, true);
}

/** The number of players. */
export function players(state: HocState): number {
  assertState(state);
  return state.options.players;
}

/** The seat to act, or `null` when the game is over. */
export function toAct(state: HocState): Seat | null {
  assertState(state);
  return state.phase === 'over' ? null : state.turn;
}

/** Every legal action of the seat to act, in id order (every raise amount listed). */
export function legalActions(state: HocState): HocAction[] {
  assertState(state);
  return legal(state);
}

/** Whether `action` is legal now (with `seat`: from that seat). Never throws. */
export function validate(state: HocState, action: unknown, seat?: Seat): Validation {
  try {
    assertState(state);
  } catch {
    return fail('BAD_STATE', 'Hoc: not a Hoc game state.');
  }
  try {
    return check(state, action, seat);
  } catch {
    // Only a hostile object (say, a throwing getter) gets here: never throw.
    return fail('BAD_ACTION', 'Hoc: the action could not be read.');
  }
}

/** The next state (frozen); throws `IllegalActionError` with the code `validate` gives. */
export function apply(state: HocState, action: HocAction): HocState {
  return applyAction(state, action);
}

/** Like {@link apply}, and also returns the events (every chip movement included). */
export function step(state: HocState, action: HocAction): StepResult<HocState, HocEvent> {
  return stepAction(state, action);
}

/** What `seat` may know, with its legal actions when it is to act. */
export function view(state: HocState, seat: Seat): HocView {
  assertState(state);
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.options.players) {
    throw new HocHokmError('BAD_SEAT', `Hoc: seat must be 0 to ${state.options.players - 1}.`);
  }
  return viewOf(state, seat);
}

/** Whether the game is over (all deals played). */
export function isOver(state: HocState): boolean {
  assertState(state);
  return state.phase === 'over';
}

/** Balances and winners once the game is over; `null` before. */
export function outcome(state: HocState): HocOutcome | null {
  assertState(state);
  return outcomeOf(state);
}

/** The integer id of an action (throws `BAD_ACTION` for a malformed one). */
export function encodeAction(action: HocAction): number {
  return encodeId(action);
}

/** The action with an integer id (throws `BAD_ACTION_ID`). */
export function decodeAction(id: number): HocAction {
  return decodeId(id);
}

/** A 0/1 mask over all {@link numActions} ids: 1 where legal now. */
export function legalActionMask(state: HocState): Uint8Array {
  const mask = new Uint8Array(NUM_ACTIONS);
  for (const id of legalIds(state)) mask[id] = 1;
  return mask;
}

/**
 * The ids of every legal action, ascending (the ids of {@link legalActions}),
 * computed without building action objects; for bots, with
 * {@link applyMutable}, which takes an id.
 */
export function legalIds(state: HocState): number[] {
  assertState(state);
  return legalIdList(state);
}

/** A full state consistent with a seat's view, hidden cards dealt at random (for bots). */
export function sampleHidden(view: HocView, seed: Seed): HocState {
  return sample(view, seed);
}

/** A mutable deep copy, for {@link applyMutable}. */
export function clone(state: HocState): HocState {
  return cloneState(state);
}

/**
 * The events of `setup` itself: the draw for the first dealer and the first
 * deal's stakes, so that a ledger built from events is complete.
 */
export function openingEvents(state: HocState): HocEvent[] {
  assertState(state);
  return opening(state);
}

/**
 * The bot fast path: applies `action`, or its integer id, in place to a copy
 * from {@link clone}, with the checks of {@link apply}; throws before
 * changing anything (an id that is not an integer from 0 to
 * {@link numActions} − 1 is `BAD_ACTION_ID`).
 */
export function applyMutable(state: HocState, action: HocAction | number): void {
  applyInPlace(state, action);
}

/** The Hoc engine: every function above behind the common {@link Engine} contract. */
export const engine: Engine<HocState, HocAction, HocView, HocEvent, HocOutcome, HocOptions> = {
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
