/**
 * One transition, as the rule functions see it: where they write, where
 * they read, and where events go.
 *
 * Why not simply mutate an immer draft everywhere: reading through a draft
 * goes through proxy traps and creates a child draft for every nested
 * array or object touched, and immer copies each drafted array with
 * `slice`, which V8 runs some 50 times slower on the frozen arrays of a
 * previous state than on plain ones. So a rule that changes a nested array
 * takes a plain copy of it once per transition (`own`, `row`: a spread,
 * fast even on frozen arrays), assigns it to the draft and mutates the
 * copy; immer then sees a plain new array and neither proxies nor slices
 * it. Nested arrays are read through `cur`, which returns that copy once
 * made and the base array before; every list left alone stays shared with
 * the previous state. `seal` freezes the new lists before immer's
 * autofreeze, which then skips them.
 *
 * Scalars are written on `s` and read there (one trap each on a draft), or
 * on `b` while this transition has not written them yet: `b` is the state
 * before the action and never sees the writes on the immer path (on the
 * mutable path it does, so reading `b` after a write would make the two
 * paths disagree). The options never change and are read from `b`.
 *
 * On the mutable path (`applyMutable`, `setup`) `s` and `b` are the same
 * plain object, which the caller owns: nothing is copied.
 */
import type { Sink } from './ledger.js';
import type { HocState } from './state.js';

/** The state's nested arrays: changed only through {@link own}, {@link row} and {@link put}. */
export type ListKey =
  | 'rng' | 'draws' | 'hands' | 'stock' | 'balances' | 'pools' | 'unwon' | 'bets' | 'status' | 'queue'
  | 'announced' | 'winners' | 'paid' | 'shown' | 'blanche' | 'runs' | 'without' | 'lies';

/** The scalar part of a state, which rule functions read and write directly. */
export type Scalars = Omit<HocState, ListKey | 'options' | 'game'>;

/** One transition (see the module comment). */
export interface Tx {
  /** Where scalars are read and written: the immer draft, or the mutable state itself. */
  readonly s: Scalars;
  /** The state before the transition (never written on the immer path): options, and scalars not yet written. */
  readonly b: HocState;
  /** Events of the transition, or `null` when nobody asked for them. */
  readonly ev: Sink;
  /** The nested arrays replaced in `s` this transition, by key. */
  readonly lists: Partial<Record<ListKey, unknown>>;
}

/** A transition that writes into `s` (a draft of `base`, or `base` itself). */
export function tx(s: HocState, base: HocState, ev: Sink): Tx {
  return { s, b: base, ev, lists: {} };
}

/** The current value of a nested array, for reading. */
export function cur<K extends ListKey>(t: Tx, key: K): HocState[K] {
  return (t.lists[key] as HocState[K] | undefined) ?? t.b[key];
}

/** A nested array this transition may mutate (copied into the draft once; the array itself on the mutable path). */
export function own<K extends ListKey>(t: Tx, key: K): HocState[K] {
  const got = t.lists[key] as HocState[K] | undefined;
  if (got) return got;
  if (t.s === t.b) return t.b[key];
  return put(t, key, [...t.b[key]] as HocState[K]);
}

/** Replaces a nested array wholesale with `value` (a fresh plain array). */
export function put<K extends ListKey>(t: Tx, key: K, value: HocState[K]): HocState[K] {
  SET[key](t.s as HocState, value);
  if (t.s !== t.b) t.lists[key] = value;
  return value;
}

// One setter per key: a store with a fixed property name through the draft's
// proxy is much cheaper in V8 than a store with a computed key.
const SET: { readonly [K in ListKey]: (s: HocState, v: HocState[K]) => void } = {
  rng: (s, v) => (s.rng = v),
  draws: (s, v) => (s.draws = v),
  hands: (s, v) => (s.hands = v),
  stock: (s, v) => (s.stock = v),
  balances: (s, v) => (s.balances = v),
  pools: (s, v) => (s.pools = v),
  unwon: (s, v) => (s.unwon = v),
  bets: (s, v) => (s.bets = v),
  status: (s, v) => (s.status = v),
  queue: (s, v) => (s.queue = v),
  announced: (s, v) => (s.announced = v),
  winners: (s, v) => (s.winners = v),
  paid: (s, v) => (s.paid = v),
  shown: (s, v) => (s.shown = v),
  blanche: (s, v) => (s.blanche = v),
  runs: (s, v) => (s.runs = v),
  without: (s, v) => (s.without = v),
  lies: (s, v) => (s.lies = v),
};

type RowKey = 'hands' | 'bets' | 'shown' | 'announced';

/** Row `i` of a two-level array, ready to mutate (a copy the first time on the immer path). */
export function row<K extends RowKey>(t: Tx, key: K, i: number): HocState[K][number] {
  const rows = own(t, key) as HocState[K][number][];
  const r = rows[i]!;
  // A row still identical to the base's row is shared with the frozen base.
  if (t.s === t.b || r !== t.b[key][i]) return r;
  return (rows[i] = [...r] as HocState[K][number]);
}

/**
 * Freezes the arrays this transition put into the draft, and every new
 * object inside them. immer's autofreeze skips a value that is already
 * frozen, and this plain walk is cheaper than its generic one (which
 * checks every element for drafts). Only for the immer path.
 */
export function seal(t: Tx): void {
  const lists = t.lists;
  for (const key in lists) freezeValue(lists[key as ListKey]);
}

function deepFreeze(x: object): void {
  if (Object.isFrozen(x)) return;
  Object.freeze(x);
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) freezeValue(x[i]);
  } else for (const k in x) freezeValue((x as Record<string, unknown>)[k]);
}

function freezeValue(v: unknown): void {
  if (typeof v === 'object' && v !== null) deepFreeze(v);
}
