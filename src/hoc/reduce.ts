/**
 * Applying actions: one dispatch over the rule functions, which change a
 * plain state in place. `apply`/`step` run them on a working copy of the
 * input and freeze the result (copy.ts: the input is untouched, unchanged
 * lists are shared); `applyMutable` runs them on the caller's copy from
 * `clone` (the bot fast path). The action is checked once, before
 * anything changes, so nothing is ever half-applied.
 */
import { DECK } from '../cards/cards.js';
import { IllegalActionError, type Validation } from '../core/errors.js';
import { BAD_ID_MESSAGE, actionOf, isActionId, type DealCopy, type HocAction } from './actions.js';
import { call, declare, good, pass, raise } from './bidding.js';
import { blanche } from './blanche.js';
import { deepFreeze } from '../core/freeze.js';
import { copyState, settle, working } from './copy.js';
import type { HocEvent } from './events.js';
import { check, checkWellFormed } from './legal.js';
import type { Sink } from './ledger.js';
import { done, show } from './payments.js';
import { lay, mayLay, without } from './play.js';
import type { HocState } from './state.js';
import { assertHocState, assertWritable } from './shape.js';
import { checkDeal, dealFrom } from './shuffle.js';

/** Throws `BAD_STATE` unless `s` looks like a Hoc state (a cheap shape check that bounds the rules' loops). */
export const assertState: (s: unknown) => asserts s is HocState = assertHocState;

/** An action, or the host's deal (host mode), as read once. */
type Move = HocAction | DealCopy;

/** Runs the rule function for a checked action on `s`, in place. */
export function rules(s: HocState, a: Move, ev: Sink): void {
  switch (a.type) {
    case 'deal':
      return dealFrom(s, a.deck, ev);
    case 'lay':
      return lay(s, a.card, ev);
    case 'without':
      return without(s, ev);
    case 'pass':
      return pass(s, ev);
    case 'declare':
      return declare(s, ev);
    case 'call':
      return call(s, ev);
    case 'good':
      return good(s, ev);
    case 'raise':
      return raise(s, a.amount, ev);
    case 'show':
      return show(s, a.card, ev);
    case 'done':
      return done(s, ev);
    case 'blanche':
      return blanche(s, a.declare, ev);
  }
}

/**
 * The pure transition: the rules on a working copy of `state`, frozen. An
 * unfrozen input (say, parsed JSON) is first copied whole, so that none of
 * it is shared with, or frozen by, the result.
 */
function transition(state: HocState, a: Move, ev: Sink): HocState {
  const base = Object.isFrozen(state) ? state : deepFreeze(copyState(state));
  const s = working(base);
  rules(s, a, ev);
  return settle(s);
}

function ensure(v: Validation): void {
  if (!v.ok) throw new IllegalActionError(v.code, v.message);
}

/** Checks an action of the seat to act, or the host's deal. */
function checkMove(s: HocState, a: Move): Validation {
  return a.type === 'deal' ? checkDeal(s, a) : check(s, a);
}

/** The next state (frozen); throws `IllegalActionError` for an illegal action. */
export function apply(state: HocState, action: Move): HocState {
  assertState(state);
  ensure(checkMove(state, action));
  return transition(state, action, null);
}

/** Like {@link apply}, and also returns the events of the transition. */
export function step(state: HocState, action: Move): { state: HocState; events: HocEvent[] } {
  assertState(state);
  ensure(checkMove(state, action));
  const events: HocEvent[] = [];
  const next = transition(state, action, events);
  return { state: next, events };
}

/**
 * Applies `action` (or its integer id) in place to a mutable copy from
 * {@link clone}; throws before changing anything. An id goes through the
 * same check and rule functions as the action it decodes to.
 */
export function applyMutable(state: HocState, action: Move | number): void {
  assertState(state);
  // The commonest move of a rollout, a card id legal now, without building its action object;
  // anything else (an illegal card included) takes the general path, which says what is wrong.
  if (typeof action === 'number' && action >= 0 && action < 52 && (action | 0) === action && state.phase === 'play') {
    const card = DECK[action]!;
    if (state.hands[state.turn]!.includes(card) && mayLay(state, card)) {
      assertWritable(state);
      return lay(state, card, null);
    }
  }
  const byId = typeof action === 'number';
  const a = byId ? actionOfId(action) : action;
  // A decoded action is well formed by construction: only its legality needs checking.
  ensure(byId ? checkWellFormed(state, a as HocAction) : checkMove(state, a));
  // All or nothing: every place the rules write into must be writable (shape.ts).
  assertWritable(state);
  rules(state, a, null);
}

/**
 * The action with id `id`. Throws `IllegalActionError` (`BAD_ACTION_ID`),
 * the class the contract names for every rejected move, where
 * `decodeAction` throws the base class.
 */
function actionOfId(id: number): HocAction {
  if (!isActionId(id)) throw new IllegalActionError('BAD_ACTION_ID', BAD_ID_MESSAGE);
  return actionOf(id);
}

/** A mutable deep copy of a state. */
export function clone(state: HocState): HocState {
  assertState(state);
  return copyState(state);
}
