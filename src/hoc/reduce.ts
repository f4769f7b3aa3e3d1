/**
 * Applying actions: one dispatch over the rule functions, run under immer
 * `produce` for `apply`/`step` (frozen results, input untouched) and on a
 * plain mutable copy for `applyMutable` (the bot fast path). The action is
 * checked once, before anything changes, so nothing is ever half-applied.
 */
import { Immer } from 'immer';

// A private immer instance: an app changing immer's global settings (say,
// turning autofreeze off) must not make our states mutable.
const { produce } = new Immer({ autoFreeze: true });
import { IllegalActionError, type Validation } from '../core/errors.js';
import { BAD_ID_MESSAGE, actionOf, isActionId, type HocAction } from './actions.js';
import { call, declare, good, pass, raise } from './bidding.js';
import { blanche } from './blanche.js';
import type { HocEvent } from './events.js';
import { check, checkWellFormed } from './legal.js';
import { done, show } from './payments.js';
import { lay, without } from './play.js';
import type { HocState } from './state.js';
import { seal, tx, type Tx } from './tx.js';
import { assertHocState, assertWritable } from './shape.js';

/** Throws `BAD_STATE` unless `s` looks like a Hoc state (a cheap shape check that bounds the rules' loops). */
export const assertState: (s: unknown) => asserts s is HocState = assertHocState;

/** Runs the rule function for a checked action in transition `t`. */
export function rules(t: Tx, a: HocAction): void {
  switch (a.type) {
    case 'lay':
      return lay(t, a.card);
    case 'without':
      return without(t);
    case 'pass':
      return pass(t);
    case 'declare':
      return declare(t);
    case 'call':
      return call(t);
    case 'good':
      return good(t);
    case 'raise':
      return raise(t, a.amount);
    case 'show':
      return show(t, a.card);
    case 'done':
      return done(t);
    case 'blanche':
      return blanche(t, a.declare);
  }
}

/** The recipe of `apply` and `step`: the rules, then the new arrays frozen ahead of immer (see {@link seal}). */
function transition(t: Tx, a: HocAction): void {
  rules(t, a);
  seal(t);
}

function ensure(v: Validation): void {
  if (!v.ok) throw new IllegalActionError(v.code, v.message);
}

/** The next state (frozen); throws `IllegalActionError` for an illegal action. */
export function apply(state: HocState, action: HocAction): HocState {
  assertState(state);
  ensure(check(state, action));
  return produce(state, (d) => transition(tx(d as HocState, state, null), action));
}

/** Like {@link apply}, and also returns the events of the transition. */
export function step(state: HocState, action: HocAction): { state: HocState; events: HocEvent[] } {
  assertState(state);
  ensure(check(state, action));
  const events: HocEvent[] = [];
  const next = produce(state, (d) => transition(tx(d as HocState, state, events), action));
  return { state: next, events };
}

/**
 * Applies `action` (or its integer id) in place to a mutable copy from
 * {@link clone}; throws before changing anything. An id goes through the
 * same check and rule functions as the action it decodes to.
 */
export function applyMutable(state: HocState, action: HocAction | number): void {
  assertState(state);
  const byId = typeof action === 'number';
  const a = byId ? actionOfId(action) : action;
  // A decoded action is well formed by construction: only its legality needs checking.
  ensure(byId ? checkWellFormed(state, a) : check(state, a));
  // All or nothing: every place the rules write into must be writable (shape.ts).
  assertWritable(state);
  rules(tx(state, state, null), a);
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
  return structuredCloneState(state);
}

// Spreads rather than slice/map: the input is usually a frozen state from
// `apply`, and V8 runs slice and map some 20 times slower on frozen arrays.
function structuredCloneState(s: HocState): HocState {
  return {
    ...s,
    options: {
      ...s.options,
      bonusTable: { ...s.options.bonusTable },
      cardsLeftTable: [...s.options.cardsLeftTable],
      deck: s.options.deck ? [...s.options.deck] : null,
    },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    draws: rows(s.draws),
    hands: rows(s.hands),
    stock: [...s.stock],
    balances: [...s.balances],
    pools: [...s.pools],
    unwon: [...s.unwon],
    bets: rows(s.bets),
    status: [...s.status],
    queue: [...s.queue],
    announced: [...s.announced].map((row) => [...row].map((a) => (a ? { ...a } : null))),
    winners: [...s.winners],
    paid: [...s.paid],
    shown: rows(s.shown),
    blanche: [...s.blanche],
    runs: [...s.runs].map((r) => ({ cards: [...r.cards], by: [...r.by] })),
    without: [...s.without],
    lies: [...s.lies].map((l) => ({ ...l })),
  };
}

function rows<T>(xs: readonly (readonly T[])[]): T[][] {
  const out: T[][] = [];
  for (const x of [...xs]) out.push([...x]);
  return out;
}
