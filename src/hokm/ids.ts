/**
 * Stable integer ids for actions (for bots): play = card id 0–51,
 * discard = 52 + card id, trump = 104 + suit index (C D H S), draw keep =
 * 108, draw pass = 109. The canonical action objects are shared and frozen,
 * so `legalActions` allocates no action objects and `validate` recognises
 * them by identity. The host's `deal` has no id.
 */
import { SUITS } from '../cards/index.js';
import { IllegalActionError } from '../core/errors.js';
import { excerpt } from '../core/input.js';
import { CODES } from './places.js';
import type { DiscardAction, DrawAction, HokmAction, PlayAction, TrumpAction } from './types.js';

/** Number of action ids. */
export const numActions = 110;
/** First discard id. */
export const DISCARD_BASE = 52;
/** First trump id. */
export const TRUMP_BASE = 104;
/** Id of `{ type: 'draw', keep: true }`. */
export const KEEP_ID = 108;
/** Id of `{ type: 'draw', keep: false }`. */
export const PASS_ID = 109;

/**
 * Hokm's action space, named once for code outside the rules (bots,
 * learning agents): `play` + card id, `discard` + card id, `trump` + suit
 * index (C D H S), `keep`, `pass`; `size` ids in all.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const { trump, size } = hokm.ACTION_SPACE;
 * console.log(hokm.decodeAction(trump + 3), size === hokm.numActions); // { type: 'trump', suit: 'S' } true
 * ```
 */
export const ACTION_SPACE = /* @__PURE__ */ Object.freeze({
  /** The number of ids. */
  size: numActions,
  /** The first play id (play = card id). */
  play: 0,
  /** The first discard id. */
  discard: DISCARD_BASE,
  /** The first trump id. */
  trump: TRUMP_BASE,
  /** Keep the drawn card (2 players). */
  keep: KEEP_ID,
  /** Pass the drawn card (2 players). */
  pass: PASS_ID,
});

/** Canonical play actions by card id. */
export const PLAYS: readonly PlayAction[] = CODES.map((card) => Object.freeze({ type: 'play' as const, card }));
/** Canonical discard actions by card id. */
export const DISCARDS: readonly DiscardAction[] = CODES.map((card) => Object.freeze({ type: 'discard' as const, card }));
/** Canonical trump actions by suit index. */
export const TRUMPS: readonly TrumpAction[] = SUITS.map((suit) => Object.freeze({ type: 'trump' as const, suit }));
/** The canonical draw actions: keep, pass. */
export const DRAWS: readonly DrawAction[] = [Object.freeze({ type: 'draw' as const, keep: true }), Object.freeze({ type: 'draw' as const, keep: false })];

/** Every canonical action, by id. */
export const BY_ID: readonly HokmAction[] = [...PLAYS, ...DISCARDS, ...TRUMPS, ...DRAWS];

/** The action with integer id `id`; throws `BAD_ACTION_ID` when out of range. */
export function decodeAction(id: number): HokmAction {
  const a = Number.isInteger(id) ? BY_ID[id] : undefined;
  if (a === undefined) throw new IllegalActionError('BAD_ACTION_ID', `no Hokm action has id ${excerpt(id)}`);
  return a;
}
