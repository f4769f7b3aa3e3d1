/**
 * Hoc's speed hooks for the pure path (`apply`/`step` run the rule
 * functions inside immer's `produce`, src/core/define.ts): the working
 * state ({@link workingState}, {@link settleWorking}), the reading copy of
 * a frozen state ({@link readable}) and the freezes ({@link freezeState}
 * for `setup`, {@link freezeRoot} for a result). None decides anything:
 * the rules are the same rule functions the fast path runs (rules.ts).
 *
 * Why: every write into a list through an immer proxy costs a trap (and a
 * read of a method such as `push` a prototype walk), the result's generic
 * deep freeze lists every key of the 33-field state, and, the largest
 * cost, rule functions that ran on proxies or read frozen lists kept that
 * in their inline caches, which made the fast path of the same process
 * about half as fast. So the rules run on a plain working state read from
 * the frozen base, `settle` writes into immer's draft only what changed
 * (each new part frozen), the result is frozen at its root, and entry
 * points given a frozen state read plain copies of its card masks. Hokm's
 * pure path does the same (docs/design-notes.md).
 */
import type { HocMove } from './rules.js';
import { deepFreeze } from '../core/freeze.js';
import { list, type HocState } from './state.js';

/** A plain copy of a list of rows, each row copied (the rules write into `bets` and `announced` rows by index). */
function rowsCopy<T>(xs: readonly (readonly T[])[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i++) out.push(list(xs[i]!));
  return out;
}

/**
 * The pure path's working state (the skeleton's `prepare` may return one):
 * read from the frozen `base` (never through immer's draft), every list
 * the rules may change in place a fresh plain copy, every part they only
 * ever replace shared (the options, the first-dealer draws, the generator
 * state, the announcements and lies themselves, which are replaced, never
 * changed). The rules then run on plain objects only, as on the fast path:
 * no proxy reaches a rule function, so V8's inline caches of the rule
 * functions hold the plain states of the fast path only (before, a process
 * that had run `apply` ran the fast path about half as fast).
 */
export function workingState(_d: HocState, b: HocState, _m: HocMove): HocState {
  return plainState(b, WORKING);
}

/**
 * The state the rules read for an entry point that may be given a frozen
 * state and runs rule code the fast path shares (`legalActions`,
 * `legalActionMask`, `view`, the checks of `validate`): when `s` is frozen,
 * a plain copy of its root with plain copies of its card masks (the hands,
 * the shown cards, the stock), every other part shared; else `s` itself.
 * Why: in Node 20's V8 a read of a frozen array's element is a slow
 * generic load, and a code site that has read one reads every array slowly
 * from then on; the masks are what the shared rule helpers read by index
 * (`holdsOrdinary`, `countAt`, the play's legal ids), so without this the
 * pure path, run once in a process, slows every rollout in it (as for
 * Hokm: docs/design-notes.md, "Hokm's fast path: no frozen list in the
 * rules"). The hands and shown cards are `4 × players` long by the cheap
 * shape check; a stock of another length than four is shared, read as it
 * is (bounded: `view` checks it first).
 */
export function readable(s: HocState): HocState {
  return Object.isFrozen(s) ? plainState(s, READABLE) : s;
}

/** What {@link plainState} copies besides the root: nothing, the card masks, or every list the rules change in place too. */
const ROOT = 0;
const READABLE = 1;
const WORKING = 2;

/**
 * A plain copy of the root of `b`, in the field order of every state (one
 * hidden class for the rule functions and the shape check), with fresh
 * copies of its card masks (`READABLE`) and, for a `WORKING` state, of
 * every list the rules change in place.
 */
function plainState(b: HocState, mode: typeof ROOT | typeof READABLE | typeof WORKING): HocState {
  const w = mode === WORKING;
  const m = mode !== ROOT;
  return {
    game: b.game,
    options: b.options,
    rng: b.rng,
    draws: b.draws,
    deal: b.deal,
    dealer: b.dealer,
    first: b.first,
    phase: b.phase,
    turn: b.turn,
    hands: m ? list(b.hands) : b.hands,
    stock: w || (m && b.stock.length === 4) ? list(b.stock) : b.stock,
    balances: w ? list(b.balances) : b.balances,
    pools: w ? list(b.pools) : b.pools,
    unwon: w ? list(b.unwon) : b.unwon,
    bets: w ? rowsCopy(b.bets) : b.bets,
    prize: b.prize,
    stage: b.stage,
    status: w ? list(b.status) : b.status,
    high: b.high,
    raiser: b.raiser,
    passes: b.passes,
    queue: w ? list(b.queue) : b.queue,
    best: b.best,
    announced: w ? rowsCopy(b.announced) : b.announced,
    winners: w ? list(b.winners) : b.winners,
    paid: w ? list(b.paid) : b.paid,
    shown: m ? list(b.shown) : b.shown,
    blanche: w ? list(b.blanche) : b.blanche,
    runs: w ? list(b.runs) : b.runs,
    laid: w ? list(b.laid) : b.laid,
    laidBy: w ? list(b.laidBy) : b.laidBy,
    top: b.top,
    last: b.last,
    without: w ? list(b.without) : b.without,
    lies: w ? list(b.lies) : b.lies,
  };
}

/** Whether two lists hold the same items (by identity). */
function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two lists of rows hold the same items row by row. */
function sameRows(a: readonly (readonly unknown[])[], b: readonly (readonly unknown[])[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!same(a[i]!, b[i]!)) return false;
  return true;
}

// The state's fields by kind, for settle (a test checks that together they are every field of a state).
/** Fields holding a number or a string. */
export const SCALAR_FIELDS = ['deal', 'dealer', 'first', 'phase', 'turn', 'prize', 'stage', 'high', 'raiser', 'passes', 'best', 'top', 'last'] as const;
/** Fields holding a list of numbers, strings, booleans, `null` or shared objects (the lies). */
export const LIST_FIELDS = [
  'hands',
  'stock',
  'balances',
  'pools',
  'unwon',
  'status',
  'queue',
  'winners',
  'paid',
  'shown',
  'blanche',
  'runs',
  'laid',
  'laidBy',
  'without',
  'lies',
] as const;
/** Fields holding a list of rows. */
export const ROW_FIELDS = ['bets', 'announced'] as const;
/** Fields the rules only ever replace (shared by the working state). */
export const SHARED_FIELDS = ['game', 'options', 'rng', 'draws'] as const;

/**
 * The end of the pure path's recipe: writes into immer's draft `d` of
 * `base` only what the rules changed in the working state `w`, each new
 * part frozen first (immer then walks none of it), so immer builds the
 * result and it shares every unchanged list with `base`.
 */
export function settleWorking(d: HocState, base: HocState, _m: HocMove, w: HocState): void {
  const dd = d as unknown as Record<string, unknown>;
  const bb = base as unknown as Record<string, unknown>;
  const ww = w as unknown as Record<string, unknown>;
  for (const k of SCALAR_FIELDS) if (ww[k] !== bb[k]) dd[k] = ww[k];
  for (const k of LIST_FIELDS) {
    const x = ww[k] as unknown[];
    if (!same(x, bb[k] as unknown[])) dd[k] = deepFreeze(x);
  }
  for (const k of ROW_FIELDS) {
    const x = ww[k] as unknown[][];
    if (!sameRows(x, bb[k] as unknown[][])) dd[k] = deepFreeze(x);
  }
  for (const k of SHARED_FIELDS) if (ww[k] !== bb[k]) dd[k] = deepFreeze(ww[k]);
}

/** Freezes every row of a list of lists, then the list. */
function freezeRows(xs: readonly (readonly unknown[])[]): void {
  for (let i = 0; i < xs.length; i++) Object.freeze(xs[i]);
  Object.freeze(xs);
}

/** Freezes every object of a list (announcements, lies; `null` skipped), then the list. */
function freezeObjects(xs: readonly unknown[]): void {
  for (let i = 0; i < xs.length; i++) if (xs[i] !== null) Object.freeze(xs[i]);
  Object.freeze(xs);
}

/**
 * The deep freeze of a Hoc state, field by field, knowing its shape (for
 * `setup`, once per game): every list of numbers, strings, booleans or
 * `null` frozen as it is, without walking its items; the rows of `bets`,
 * `draws` and `announced`, the announcements and lies, and the options
 * (the seed's words, the tables, the deck). A generic walk listed every
 * key and read every item of lists it had just frozen (a slow read in V8),
 * about half of a `setup`. Freezing what is frozen already changes nothing.
 */
export function freezeState(s: HocState): HocState {
  if (Object.isFrozen(s)) return s;
  const o = s.options;
  if (typeof o.seed === 'object') Object.freeze(o.seed);
  Object.freeze(o.bonusTable);
  Object.freeze(o.cardsLeftTable);
  if (o.deck !== null) Object.freeze(o.deck);
  Object.freeze(o);
  Object.freeze(s.rng);
  freezeRows(s.draws);
  Object.freeze(s.hands);
  Object.freeze(s.stock);
  Object.freeze(s.balances);
  Object.freeze(s.pools);
  Object.freeze(s.unwon);
  freezeRows(s.bets);
  Object.freeze(s.status);
  Object.freeze(s.queue);
  for (let i = 0; i < s.announced.length; i++) freezeObjects(s.announced[i]!);
  Object.freeze(s.announced);
  Object.freeze(s.winners);
  Object.freeze(s.paid);
  Object.freeze(s.shown);
  Object.freeze(s.blanche);
  Object.freeze(s.runs);
  Object.freeze(s.laid);
  Object.freeze(s.laidBy);
  Object.freeze(s.without);
  freezeObjects(s.lies);
  return Object.freeze(s);
}

/**
 * The pure path's freeze of a result: only the root. {@link settleWorking}
 * froze every part it put into immer's draft, and every other part is the
 * frozen base's, so walking the state again would only re-check what is
 * frozen already (as Hokm's). The root is first rebuilt in the field order
 * of every state: immer's copy of it (`Object.create` and `Object.assign`)
 * has hidden classes of its own, and the shape check every fast-path call
 * makes (`looksLikeHocState`) then met so many kinds of state in a process
 * that had run `apply` that it cost 100 times as much (0.1 µs → 9 µs per
 * game measured; the 3-player fast path about 3.5× → 4.2× the yardstick).
 */
export function freezeRoot(s: HocState): HocState {
  return Object.freeze(plainState(s, ROOT));
}
