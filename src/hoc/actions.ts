/**
 * Hoc actions as plain JSON objects, and their stable integer ids for bots.
 *
 * Ids: 0–51 lay that card (its card id); 52 without; 53 pass; 54 declare;
 * 55 call; 56 good; 57 carte blanche; 58 no carte blanche; 59 done showing;
 * 60–111 show the combination named by that card (id − 60); 112–131 raise
 * by 1–20.
 */
import { DECK, cardId, isCard, type Card } from '../cards/cards.js';
import { HocHokmError, type ErrorCode } from '../core/errors.js';
import { excerpt, readAction, readList } from '../core/input.js';
import { MAX_RAISE } from './options.js';

/** Lay a card (start or continue a run, or a principal hoc). */
export interface LayAction {
  /** `'lay'`. */
  type: 'lay';
  /** The card. */
  card: Card;
}
/** Say "without N" and pass the turn (HOC-8.4). */
export interface WithoutAction {
  /** `'without'`. */
  type: 'without';
}
/** Raise the current prize by `amount` chips above the highest bet (HOC-5.2, HOC-5.3; cost: HOC-D14). */
export interface RaiseAction {
  /** `'raise'`. */
  type: 'raise';
  /** 1 to the raise limit. */
  amount: number;
}
/** A bid without an amount: pass, declare, call, or say good (HOC-5.2 – HOC-5.5). */
export interface SimpleBidAction {
  /** The bid. */
  type: 'pass' | 'declare' | 'call' | 'good';
}
/** The prize winner shows one more combination of the prize's kind and is paid its bonus (HOC-6.4; HOC-D21). */
export interface ShowAction {
  /** `'show'`. */
  type: 'show';
  /** Names the combination: a sequence's top card, or a tricon's first card in suit order. */
  card: Card;
}
/** The prize winner shows nothing more. */
export interface DoneAction {
  /** `'done'`. */
  type: 'done';
}
/** Declare carte blanche or not (HOC-7.1; HOC-D25). */
export interface BlancheAction {
  /** `'blanche'`. */
  type: 'blanche';
  /** Whether to declare it (only with no King, Queen or Jack). */
  declare: boolean;
}

/**
 * Any Hoc action.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const actions: hoc.HocAction[] = [
 *   { type: 'declare' },
 *   { type: 'raise', amount: 3 },
 *   { type: 'lay', card: 'KS' },
 *   { type: 'blanche', declare: false },
 * ];
 * console.log(actions.map(hoc.encodeAction));
 * ```
 */
export type HocAction = LayAction | WithoutAction | RaiseAction | SimpleBidAction | ShowAction | DoneAction | BlancheAction;

/** The action types. */
export const ACTION_TYPES = ['lay', 'without', 'pass', 'declare', 'call', 'good', 'raise', 'show', 'done', 'blanche'] as const;

/**
 * The fixed ids (see the module comment). Named here so that encoding,
 * decoding and the legal-id generator (legal.ts) read one table.
 */
export const ID = {
  without: 52,
  pass: 53,
  declare: 54,
  call: 55,
  good: 56,
  blancheYes: 57,
  blancheNo: 58,
  done: 59,
} as const;

/** The id of showing the combination named by card id 0: show ids are this plus the card id. */
export const SHOW_BASE = 60;
/** The id of a raise by 1: raise ids are this plus the amount minus 1. */
export const RAISE_BASE = 112;

/** The number of integer action ids. */
export const NUM_ACTIONS = RAISE_BASE + MAX_RAISE;

/**
 * Hoc's action space, named once for code outside the rules (bots,
 * learning agents): `lay` + card id, the fixed ids of the other actions,
 * `show` + the card id naming the combination, `raise` + amount − 1;
 * `size` ids in all.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const { raise, done, size } = hoc.ACTION_SPACE;
 * console.log(hoc.decodeAction(raise + 4), hoc.decodeAction(done), size === hoc.numActions); // { type: 'raise', amount: 5 } { type: 'done' } true
 * ```
 */
export const ACTION_SPACE = /* @__PURE__ */ Object.freeze({
  /** The number of ids. */
  size: NUM_ACTIONS,
  /** The first lay id (lay = card id). */
  lay: 0,
  /** `{ type: 'without' }`. */
  without: ID.without,
  /** `{ type: 'pass' }`. */
  pass: ID.pass,
  /** `{ type: 'declare' }`. */
  declare: ID.declare,
  /** `{ type: 'call' }`. */
  call: ID.call,
  /** `{ type: 'good' }`. */
  good: ID.good,
  /** `{ type: 'blanche', declare: true }`. */
  blancheYes: ID.blancheYes,
  /** `{ type: 'blanche', declare: false }`. */
  blancheNo: ID.blancheNo,
  /** `{ type: 'done' }`: done showing. */
  done: ID.done,
  /** The first show id. */
  show: SHOW_BASE,
  /** The id of a raise by 1. */
  raise: RAISE_BASE,
});

const SIMPLE: readonly HocAction['type'][] = ['without', 'pass', 'declare', 'call', 'good'];

/** The message of `BAD_ACTION_ID`, shared by {@link decodeAction} and the id path of `applyMutable`. */
export const BAD_ID_MESSAGE = `Hoc: action id must be an integer from 0 to ${NUM_ACTIONS - 1}`;

/** Whether `id` is an action id: an integer from 0 to {@link NUM_ACTIONS} − 1. */
export function isActionId(id: unknown): id is number {
  return Number.isInteger(id) && (id as number) >= 0 && (id as number) < NUM_ACTIONS;
}

/**
 * Checks an action's exact shape (not its legality). Returns a message or
 * `null`; `card` is `true` when the problem is a bad card code.
 */
export function shapeProblem(a: unknown): { message: string; card: boolean } | null {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return { message: 'an action must be an object', card: false };
  const o = a as Record<string, unknown>;
  const keys = Object.keys(o);
  const t = o.type;
  switch (t) {
    case 'without':
    case 'pass':
    case 'declare':
    case 'call':
    case 'good':
    case 'done':
      return keys.length === 1 ? null : { message: `a "${t}" action has no other fields`, card: false };
    case 'raise':
      if (!exactly(keys, 'amount')) return { message: 'a "raise" action has exactly the field amount', card: false };
      return typeof o.amount === 'number' && Number.isInteger(o.amount) ? null : { message: 'amount must be an integer', card: false };
    case 'lay':
    case 'show':
      if (!exactly(keys, 'card')) return { message: `a "${t}" action has exactly the field card`, card: false };
      return isCard(o.card) ? null : { message: `${excerpt(o.card)} is not a card code`, card: true };
    case 'blanche':
      if (!exactly(keys, 'declare')) return { message: 'a "blanche" action has exactly the field declare', card: false };
      return typeof o.declare === 'boolean' ? null : { message: 'declare must be a boolean', card: false };
    default:
      return { message: `unknown action type ${excerpt(t)} (known: ${ACTION_TYPES.join(', ')})`, card: false };
  }
}

/** The fields of each action type (a Map: a type such as "constructor" has none); `deal` is host mode's. */
const FIELDS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['lay', ['card']],
  ['show', ['card']],
  ['raise', ['amount']],
  ['blanche', ['declare']],
  ['without', []],
  ['pass', []],
  ['declare', []],
  ['call', []],
  ['good', []],
  ['done', []],
  ['deal', ['deck']],
]);
const fieldsOf = (type: string) => FIELDS.get(type);

/** Why an input is not a Hoc action. */
export interface ActionProblem {
  /** `BAD_ACTION`, or `BAD_CARD` for a card field that is not a card code. */
  code: ErrorCode;
  /** For people (quotes at most a short excerpt of the input). */
  message: string;
}

/** Host mode's deal, read once: the deck as card codes, top card first (which cards is checked against the state later). */
export interface DealCopy {
  /** `'deal'`. */
  type: 'deal';
  /** At most 52 distinct card codes, top card first. */
  deck: Card[];
}

/**
 * Reads an action once into a fresh plain copy (every field read once, from
 * own data properties; see core/input.ts), or says why it is not an action
 * of a known shape. The engine checks and applies only the copy, so an
 * input that changes between reads cannot make them disagree. A raise's
 * amount is only checked to be an integer here (its range is a rule:
 * `BAD_AMOUNT`); a deal's deck only to be at most 52 distinct card codes
 * (`BAD_DECK`; which cards, against the state). Never throws.
 */
export function readHocAction(a: unknown): HocAction | DealCopy | ActionProblem {
  const r = readAction(a, fieldsOf);
  if (typeof r === 'string') return { code: 'BAD_ACTION', message: `Hoc: ${r}.` };
  const v = r.values[0];
  switch (r.type) {
    case 'lay':
    case 'show':
      return isCard(v) ? { type: r.type, card: v } : { code: 'BAD_CARD', message: `Hoc: ${excerpt(v)} is not a card code.` };
    case 'raise':
      return typeof v === 'number' && Number.isInteger(v) ? { type: 'raise', amount: v } : { code: 'BAD_ACTION', message: 'Hoc: amount must be an integer.' };
    case 'blanche':
      return typeof v === 'boolean' ? { type: 'blanche', declare: v } : { code: 'BAD_ACTION', message: 'Hoc: declare must be a boolean.' };
    case 'deal':
      return readDeck(v);
    default:
      return { type: r.type } as HocAction;
  }
}

/** A deal's deck read once: at most 52 card codes, each once. */
function readDeck(v: unknown): DealCopy | ActionProblem {
  const list = readList(v, 52);
  if (typeof list === 'string') return { code: 'BAD_DECK', message: `Hoc: deck: ${list}.` };
  const seen = new Set<Card>();
  for (const c of list) {
    if (!isCard(c)) return { code: 'BAD_DECK', message: `Hoc: deck: ${excerpt(c)} is not a card code.` };
    if (seen.has(c)) return { code: 'BAD_DECK', message: `Hoc: deck: ${c} appears twice.` };
    seen.add(c);
  }
  return { type: 'deal', deck: list as Card[] };
}

/** Whether `keys` are `type` and `field` (no closure: this runs on every `apply`). */
function exactly(keys: string[], field: string): boolean {
  return keys.length === 2 && keys.includes(field);
}

/** The integer id of an action; throws `BAD_ACTION` for a malformed one (or a raise outside 1–20, or a deal, which has no id). */
export function encodeAction(input: HocAction): number {
  const action = readHocAction(input);
  if ('code' in action) throw new HocHokmError(action.code, action.message);
  if (action.type === 'deal') throw new HocHokmError('BAD_ACTION', 'Hoc: a deal has no action id.');
  switch (action.type) {
    case 'lay':
      return cardId(action.card);
    case 'show':
      return SHOW_BASE + cardId(action.card);
    case 'raise':
      if (action.amount < 1 || action.amount > MAX_RAISE) throw new HocHokmError('BAD_ACTION', `Hoc: a raise is 1 to ${MAX_RAISE}`);
      return RAISE_BASE + action.amount - 1;
    case 'blanche':
      return action.declare ? ID.blancheYes : ID.blancheNo;
    case 'done':
      return ID.done;
    default:
      return ID.without + SIMPLE.indexOf(action.type);
  }
}

/** The action with an integer id; throws `BAD_ACTION_ID`. */
export function decodeAction(id: number): HocAction {
  if (!isActionId(id)) throw new HocHokmError('BAD_ACTION_ID', BAD_ID_MESSAGE);
  return actionOf(id);
}

/** The action with an id already known to be valid (see {@link isActionId}): no check, for the hot paths. */
export function actionOf(id: number): HocAction {
  return makeAction(id);
}

// Every id's move, built once and frozen: the fast path reads a move per non-lay id without allocating one.
const MOVES: readonly HocAction[] = /* @__PURE__ */ Object.freeze(Array.from({ length: NUM_ACTIONS }, (_, id) => Object.freeze(makeAction(id))));

/** The move of a valid id for the rules (shared and frozen: never handed to a caller, who gets {@link actionOf}'s fresh object). */
export function moveOf(id: number): HocAction {
  return MOVES[id]!;
}

function makeAction(id: number): HocAction {
  if (id < ID.without) return { type: 'lay', card: DECK[id]! };
  if (id < ID.blancheYes) return { type: SIMPLE[id - ID.without]! } as HocAction;
  if (id === ID.blancheYes) return { type: 'blanche', declare: true };
  if (id === ID.blancheNo) return { type: 'blanche', declare: false };
  if (id === ID.done) return { type: 'done' };
  if (id < RAISE_BASE) return { type: 'show', card: DECK[id - SHOW_BASE]! };
  return { type: 'raise', amount: id - RAISE_BASE + 1 };
}
