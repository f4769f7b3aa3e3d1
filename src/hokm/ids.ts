/**
 * Stable integer ids for actions (for bots): play = card id 0–51,
 * discard = 52 + card id, trump = 104 + suit index (C D H S), draw keep =
 * 108, draw pass = 109. The canonical action objects are shared and frozen,
 * so `legalActions` allocates no action objects and `validate` recognises
 * them by identity.
 */
import { SUITS } from '../cards/index.js';
import { IllegalActionError } from '../core/errors.js';
import { CODES, idOf, suitNo } from './places.js';
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

/** Canonical play actions by card id. */
export const PLAYS: readonly PlayAction[] = CODES.map((card) => Object.freeze({ type: 'play' as const, card }));
/** Canonical discard actions by card id. */
export const DISCARDS: readonly DiscardAction[] = CODES.map((card) =>
  Object.freeze({ type: 'discard' as const, card }),
);
/** Canonical trump actions by suit index. */
export const TRUMPS: readonly TrumpAction[] = SUITS.map((suit) => Object.freeze({ type: 'trump' as const, suit }));
/** The canonical draw actions: keep, pass. */
export const DRAWS: readonly DrawAction[] = [
  Object.freeze({ type: 'draw' as const, keep: true }),
  Object.freeze({ type: 'draw' as const, keep: false }),
];

/** Every canonical action, by id. */
export const BY_ID: readonly HokmAction[] = [...PLAYS, ...DISCARDS, ...TRUMPS, ...DRAWS];

function bad(action: unknown): never {
  throw new IllegalActionError('BAD_ACTION', `not a Hokm action: ${JSON.stringify(action) ?? String(action)}`);
}

/** The integer id of an action; throws `BAD_ACTION` for a malformed one. */
export function encodeAction(action: HokmAction): number {
  if (typeof action !== 'object' || action === null) bad(action);
  switch (action.type) {
    case 'play':
    case 'discard': {
      const id = idOf(action.card);
      if (id === undefined) bad(action);
      return action.type === 'play' ? id : DISCARD_BASE + id;
    }
    case 'trump':
      if (!SUITS.includes(action.suit)) bad(action);
      return TRUMP_BASE + suitNo(action.suit);
    case 'draw':
      if (typeof action.keep !== 'boolean') bad(action);
      return action.keep ? KEEP_ID : PASS_ID;
    default:
      return bad(action);
  }
}

/** The action with integer id `id`; throws `BAD_ACTION_ID` when out of range. */
export function decodeAction(id: number): HokmAction {
  const a = Number.isInteger(id) ? BY_ID[id] : undefined;
  if (a === undefined) throw new IllegalActionError('BAD_ACTION_ID', `no Hokm action has id ${String(id)}`);
  return a;
}
