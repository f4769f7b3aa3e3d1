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

/**
 * Which game this is: `'hokm'`.
 */
export const game = 'hokm';
/**
 * Number of integer action ids (0–109): plays 0–51, discards 52–103, trumps 104–107, draw keep 108 and pass 109.
 */
export const numActions = NUM;

/**
 * A new match; the first hakem is chosen and the first 5 cards are dealt
 * (phase `trump`). Options are checked: a bad one throws `OptionsError`
 * (`BAD_OPTIONS`). Without a `seed` every match deals the same cards: a
 * server passes a secret seed.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ players: 4, seed: 'table-17', target: 7 });
 * console.log(state.phase, hokm.toAct(state)); // 'trump', the hakem's seat
 * ```
 */
export function setup(options?: HokmOptions): HokmState {
  return freezeState(createState(options));
}

/**
 * Checks stored data (e.g. parsed JSON) and returns it as a frozen state;
 * throws `StateError` (`BAD_STATE`) for anything that is not a state a
 * match could reach.
 *
 * @example
 * ```ts
 * import { hokm, isHocHokmError } from 'hoc-hokm';
 *
 * const saved = JSON.stringify(hokm.setup({ seed: 'table-17' })); // e.g. from a database
 * const state = hokm.restore(JSON.parse(saved));
 * try {
 *   hokm.restore({ ...JSON.parse(saved), phase: 'lunch' });
 * } catch (e) {
 *   if (isHocHokmError(e)) console.log(e.code); // BAD_STATE
 * }
 * console.log(hokm.isOver(state)); // false
 * ```
 */
export function restore(data: unknown): HokmState {
  // A frozen copy: the caller's object is neither kept nor frozen.
  return deepFreeze(JSON.parse(JSON.stringify(restoreState(data))) as HokmState);
}

/**
 * The number of seats.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * console.log(hokm.players(hokm.setup({ players: 3 }))); // 3
 * ```
 */
export function players(state: HokmState): number {
  assertState(state);
  return state.players;
}

/**
 * The seat to act, or `null` when the match is over.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const seat = hokm.toAct(state); // the hakem, who names trumps first
 * console.log(seat === hokm.view(state, 0).hakem); // true
 * ```
 */
export function toAct(state: HokmState): number | null {
  assertState(state);
  return turnOf(state);
}

/**
 * Every legal action of the seat to act, by id order; empty when over.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * console.log(hokm.legalActions(state)); // the four trump suits: [{ type: 'trump', suit: 'C' }, …]
 * ```
 */
export function legalActions(state: HokmState): HokmAction[] {
  assertState(state);
  return legal(state);
}

/**
 * Whether `action` is legal now (from `seat`, when given). Never throws:
 * use it on anything received from a network.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const hakem = hokm.toAct(state)!;
 * console.log(hokm.validate(state, { type: 'trump', suit: 'S' }, hakem)); // { ok: true }
 * console.log(hokm.validate(state, { type: 'play', card: 'AS' }, hakem).ok); // false: WRONG_PHASE
 * console.log(hokm.validate(state, { type: 'trump', suit: 'S' }, (hakem + 1) % 4).ok); // false: NOT_YOUR_TURN
 * console.log(hokm.validate(state, 'garbage').ok); // false: BAD_ACTION
 * ```
 */
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

/**
 * The next state (frozen; `state` is left as it was); throws
 * `IllegalActionError` with the code {@link validate} gives.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.setup({ seed: 5 });
 * state = hokm.apply(state, { type: 'trump', suit: 'H' });
 * console.log(state.phase, state.trump); // 'play' 'H'
 * ```
 */
export function apply(state: HokmState, action: HokmAction): HokmState {
  const id = checked(state, action);
  return nextState(state, (s) => run(s, id, null));
}

/**
 * Like {@link apply}, and also returns the events of the transition, safe to send to every player.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const { state, events } = hokm.step(hokm.setup({ seed: 5 }), { type: 'trump', suit: 'H' });
 * for (const e of events) console.log(hokm.describe(e)); // "Seat … names hearts trumps.", then the deal
 * console.log(hokm.view(state, 0).hand.length); // 13
 * ```
 */
export function step(state: HokmState, action: HokmAction): StepResult<HokmState, HokmEvent> {
  const id = checked(state, action);
  const events: HokmEvent[] = [];
  const next = nextState(state, (s) => run(s, id, events));
  return { state: next, events };
}

/**
 * What `seat` may know, with its legal actions when it is to act: send
 * each player their own view, never the state.
 *
 * @example
 * ```ts
 * import { formatCards, hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const v = hokm.view(state, hokm.toAct(state)!);
 * console.log(formatCards(v.hand), v.legal.length); // the hakem's five cards, 4 trump choices
 * ```
 */
export function view(state: HokmState, seat: number): HokmView {
  assertState(state);
  return viewOf(state, seat);
}

/**
 * Whether the match is over.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.setup({ seed: 5, target: 1 });
 * while (!hokm.isOver(state)) state = hokm.apply(state, hokm.legalActions(state)[0]!);
 * console.log(hokm.toAct(state)); // null
 * ```
 */
export function isOver(state: HokmState): boolean {
  assertState(state);
  return state.phase === 'over';
}

/**
 * The winners and final points once over; `null` before.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.setup({ players: 3, seed: 5 });
 * console.log(hokm.outcome(state)); // null
 * while (!hokm.isOver(state)) state = hokm.apply(state, hokm.legalActions(state)[0]!);
 * const { winners, points, hands } = hokm.outcome(state)!;
 * console.log(`seat ${winners[0]} wins ${points.join('–')} after ${hands} hands`);
 * ```
 */
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

/**
 * The integer id of an action (throws `BAD_ACTION` for a malformed one).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * console.log(hokm.encodeAction({ type: 'play', card: 'QS' })); // 50: the card's id
 * console.log(hokm.encodeAction({ type: 'trump', suit: 'C' })); // 104
 * ```
 */
export function encodeAction(action: HokmAction): number {
  return encodeId(action);
}

/**
 * The action with an integer id (throws `BAD_ACTION_ID`).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * console.log(hokm.decodeAction(50)); // { type: 'play', card: 'QS' }
 * console.log(hokm.decodeAction(108)); // { type: 'draw', keep: true }
 * ```
 */
export function decodeAction(id: number): HokmAction {
  return decodeId(id);
}

/**
 * A 0/1 mask of length {@link numActions}: 1 where the id is legal now.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const mask = hokm.legalActionMask(hokm.setup({ seed: 5 }));
 * console.log(mask.length, mask[104]); // 110 1: naming clubs trumps is legal
 * ```
 */
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
 * import { hokm } from 'hoc-hokm';
 *
 * const s = hokm.clone(hokm.setup({ seed: 1 }));
 * while (!hokm.isOver(s)) {
 *   const ids = hokm.legalIds(s);
 *   hokm.applyMutable(s, ids[0]!);
 * }
 * console.log(hokm.outcome(s)!.points);
 * ```
 */
export function legalIds(state: HokmState): number[] {
  assertState(state);
  return ids(state);
}

/**
 * A full state consistent with a seat's view (voids, played cards, counts,
 * known draw cards respected): a determinization for bots.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.apply(hokm.setup({ seed: 5 }), { type: 'trump', suit: 'D' });
 * const view = hokm.view(state, 0);
 * const world = hokm.sampleHidden(view, 'sample-1'); // the other hands dealt at random
 * console.log(JSON.stringify(hokm.view(world, 0)) === JSON.stringify(view)); // true: seat 0 cannot tell
 * ```
 */
export function sampleHidden(view: HokmView, seed: Seed): HokmState {
  return freezeState(sample(view, seed));
}

/**
 * A mutable copy, for {@link applyMutable}: every part an action can change
 * is copied; the match options and the face-up draw for the first hakem,
 * which no action changes, stay shared (and frozen).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const sim = hokm.clone(state);
 * hokm.applyMutable(sim, hokm.legalIds(sim)[0]!);
 * console.log(state.phase, sim.phase); // 'trump' 'play': the original is untouched
 * ```
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
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { Rng, seedRng } from 'hoc-hokm/rng';
 *
 * const rng = new Rng(seedRng('rollout'));
 * const sim = hokm.clone(hokm.setup({ seed: 5 }));
 * let plays = 0;
 * while (!hokm.isOver(sim)) {
 *   const ids = hokm.legalIds(sim);
 *   hokm.applyMutable(sim, ids[rng.int(ids.length)]!);
 *   plays++;
 * }
 * console.log(`${plays} actions, score ${hokm.outcome(sim)!.points.join('–')}`);
 * ```
 */
export function applyMutable(state: HokmState, action: HokmAction | number): void {
  const id = checked(state, action, true);
  if (Object.isFrozen(state)) throw new StateError('applyMutable needs a mutable copy from clone()');
  run(state, id, null);
}

/**
 * One event as an English line.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const { events } = hokm.step(hokm.setup({ seed: 5 }), { type: 'trump', suit: 'S' });
 * console.log(events.map(hokm.describe).join('\n'));
 * ```
 */
export function describe(event: HokmEvent): string {
  return describeEvent(event);
}

/**
 * The events of the setup itself (the face-up draw for the hakem, when
 * there was one, and the first deal), for a UI starting a match.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * for (const e of hokm.openingEvents(state)) console.log(hokm.describe(e)); // the face-up draw, then the first five cards
 * ```
 */
export function openingEvents(state: HokmState): HokmEvent[] {
  assertState(state);
  return opening(state);
}

/**
 * The Hokm engine, bundling the functions above behind the common
 * {@link Engine} contract, for code written once for both games.
 *
 * @example
 * ```ts
 * import { hoc, hokm, type AnyEngine } from 'hoc-hokm';
 *
 * function actionsToEnd(engine: AnyEngine, options: object): number {
 *   let state = engine.setup(options);
 *   let n = 0;
 *   for (; !engine.isOver(state); n++) state = engine.apply(state, engine.legalActions(state)[0]);
 *   return n;
 * }
 * console.log(actionsToEnd(hokm.engine, { seed: 1 }), actionsToEnd(hoc.engine, { seed: 1 }));
 * ```
 */
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
