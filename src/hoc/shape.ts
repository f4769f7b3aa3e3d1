/**
 * Shape checks for states and views that were not restored (the thorough
 * check is `restore`): they bound everything the rules count or loop with
 * (the player count, the raise limit, the phase, the prize), so that every
 * entry point answers any object in bounded time; whatever else is wrong
 * then surfaces as a coded `BAD_STATE`. The cheap one runs on every call of
 * the hot path; the full one (every list short) off it.
 */
import { isCard } from '../cards/cards.js';
import { StateError } from '../core/errors.js';
import { isInt } from '../core/numbers.js';
import { MAX_RAISE } from './options.js';
import { BID_STATUSES, PHASES, STAGES, type HocState, type Lie } from './state.js';
import type { HocView } from './views.js';

const isList = (x: unknown, max: number): x is unknown[] => Array.isArray(x) && x.length <= max;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const rows = (x: unknown, n: number, max: number): boolean => Array.isArray(x) && x.length === n && x.every((r) => isList(r, max));

/**
 * The cheap check of the hot path: the tag, the player count and the raise
 * limit (which bound every allocation and loop of the rules), the phase,
 * the hands, and every index the rules write at (the prize; the seat to
 * act, the best declarer, the raiser, first in hand, the liars).
 * Few reads on purpose: it runs on every call, on states whose hidden
 * classes vary.
 */
export function looksLikeHocState(s: unknown): s is HocState {
  const o = s as Partial<HocState> | null;
  if (typeof o !== 'object' || o === null || o.game !== 'hoc') return false;
  const c = o.options;
  if (typeof c !== 'object' || c === null) return false;
  const n = c.players;
  const r = c.raiseLimit;
  const p = o.phase;
  if (!(
    (n === 2 || n === 3) &&
    typeof r === 'number' &&
    r <= MAX_RAISE &&
    (p === 'play' || p === 'bid' || p === 'show' || p === 'blanche' || p === 'over' || p === 'shuffle') &&
    (o.prize === 0 || o.prize === 1 || o.prize === 2) &&
    seatOrNone(o.turn, n) &&
    seatOrNone(o.best, n) &&
    seatOrNone(o.raiser, n) &&
    seatOrNone(o.first, n) &&
    Array.isArray(o.hands) &&
    o.hands.length === 4 * n &&
    Array.isArray(o.shown) &&
    o.shown.length === 4 * n &&
    Array.isArray(o.lies)
  )) {
    return false;
  }
  // Seats the rules pay to or from: a huge index would grow a list to a billion holes.
  const lies = o.lies;
  for (let i = 0; i < lies.length; i++) if (!seatOrNone((lies[i] as Partial<Lie> | null)?.seat, n)) return false;
  return true;
}

/** Whether `x` is a seat of an `n`-player table, or -1. */
function seatOrNone(x: unknown, n: number): boolean {
  return typeof x === 'number' && (x | 0) === x && x >= -1 && x < n;
}

/** Throws `StateError` unless `s` passes {@link looksLikeHocState}. */
export function assertHocState(s: unknown): asserts s is HocState {
  if (!looksLikeHocState(s)) throw new StateError('Hoc: not a Hoc game state (use setup or restore).');
}

const short = (x: unknown, max: number): boolean => Array.isArray(x) && x.length <= max;

/** Whether `x` is a list of `n` lists of at most `max` items each. */
function table(x: unknown, n: number, max: number): boolean {
  if (!Array.isArray(x) || x.length !== n) return false;
  for (let i = 0; i < n; i++) if (!short(x[i], max)) return false;
  return true;
}

/** Whether `x` is a list of `len` 13-bit rank masks. */
function masks(x: unknown, len: number): boolean {
  if (!Array.isArray(x) || x.length !== len) return false;
  for (let i = 0; i < len; i++) {
    const m: unknown = x[i];
    if (typeof m !== 'number' || (m & 8191) !== m) return false;
  }
  return true;
}

/**
 * The cheap check, and every list bounded (for `clone`, `view`,
 * `openingEvents`, `outcome`): only lengths and scalars are read, so it
 * costs well under a microsecond; the items are `restore`'s business.
 */
export function assertFullHocState(s: unknown): asserts s is HocState {
  assertHocState(s);
  const n = s.options.players;
  let ok =
    isInt(s.prize, 0, 2) &&
    isInt(s.turn, -1, n - 1) &&
    isInt(s.top, -1, 12) &&
    isInt(s.last, -1, n - 1) &&
    (s.stage === 'open' || s.stage === 'raised' || s.stage === 'declare') &&
    masks(s.hands, 4 * n) &&
    table(s.bets, n, 3) &&
    masks(s.shown, 4 * n) &&
    table(s.announced, n, 3) &&
    short(s.balances, n) &&
    short(s.status, n) &&
    short(s.blanche, n) &&
    short(s.without, n) &&
    short(s.pools, 3) &&
    short(s.unwon, 3) &&
    short(s.winners, 3) &&
    short(s.queue, 3) &&
    masks(s.stock, 4) &&
    short(s.paid, 52) &&
    short(s.lies, 52 * 13) &&
    short(s.rng, 4) &&
    short(s.runs, 52) &&
    short(s.laid, 52) &&
    short(s.laidBy, 52) &&
    short(s.draws, 52) &&
    typeof s.options.bonusTable === 'object' &&
    short(s.options.cardsLeftTable, 16) &&
    (s.options.deck === null || short(s.options.deck, 52));
  for (let i = 0; ok && i < s.draws.length; i++) ok = short(s.draws[i], n);
  for (let i = 0; ok && i < s.runs.length; i++) ok = isInt(s.runs[i], 1, 52);
  for (let i = 0; ok && i < s.lies.length; i++) ok = isInt((s.lies[i] as { rank?: unknown } | null)?.rank, 0, 12);
  if (!ok) throw new StateError('Hoc: not a Hoc game state: a list is missing or too long (use setup or restore).');
}

// What the write probes say when part of a state is frozen.
const FROZEN = 'applyMutable needs a mutable copy from clone(): part of this state is frozen';

/**
 * Throws `BAD_STATE` unless every place the rules write into on the mutable
 * path can be written, before any change: a field of the state is assigned
 * its own value (a frozen state throws), and every list the rules change in
 * place gets an empty `push()`, which changes nothing but throws on a
 * frozen list. About 2 ns a list; it replaces an `Object.isFrozen` of the
 * state alone (about 15 ns).
 */
export function assertWritable(s: HocState): void {
  try {
    // A frozen state throws at its first field; the rules assign its other fields the same way.
    s.turn = s.turn;
    s.hands.push();
    s.stock.push();
    s.shown.push();
    s.balances.push();
    s.pools.push();
    s.unwon.push();
    s.status.push();
    s.queue.push();
    s.winners.push();
    s.blanche.push();
    s.without.push();
    s.paid.push();
    s.lies.push();
    s.runs.push();
    const { bets, announced } = s;
    bets.push();
    announced.push();
    for (let i = 0; i < bets.length; i++) bets[i]!.push();
    for (let i = 0; i < announced.length; i++) announced[i]!.push();
    s.laid.push();
    s.laidBy.push();
  } catch {
    throw new StateError(FROZEN);
  }
}

/**
 * {@link assertWritable} for a lay that does not end the deal, or a
 * "without": only what such a move writes (play.ts: the hands and shown
 * cards, the runs and the cards laid, "without"s and lies, the balances
 * for a hoc, and the state's own fields). A lay of the last card settles the deal and deals again,
 * which writes nearly everything: it takes the full probe.
 */
export function assertWritableLay(s: HocState): void {
  try {
    s.turn = s.turn;
    s.hands.push();
    s.shown.push();
    s.without.push();
    s.lies.push();
    s.balances.push();
    s.runs.push();
    s.laid.push();
    s.laidBy.push();
  } catch {
    throw new StateError(FROZEN);
  }
}

/**
 * {@link assertWritable} for a pass before any raise (bidding.ts): the
 * standings and passes, and, when it is the last pass, the prize's winner
 * (none) and the next prize's bidding or carte blanche (the declaration
 * queue and the shows paid are emptied).
 */
export function assertWritablePass(s: HocState): void {
  try {
    s.turn = s.turn;
    s.status.push();
    s.winners.push();
    s.queue.push();
    s.paid.push();
  } catch {
    throw new StateError(FROZEN);
  }
}

/** {@link assertWritable} for an answer to carte blanche (blanche.ts): the answers, the shown cards of a declarer, the balances when the last answer pays a lone declarer. */
export function assertWritableBlanche(s: HocState): void {
  try {
    s.turn = s.turn;
    s.blanche.push();
    s.shown.push();
    s.balances.push();
  } catch {
    throw new StateError(FROZEN);
  }
}

/** Throws `StateError` unless `v` has the shape of a Hoc view with bounded lists (for `sampleHidden`). */
export function checkHocView(v: unknown): asserts v is HocView {
  const fail = (what: string): never => {
    throw new StateError(`Hoc: sampleHidden needs a Hoc view (${what}).`);
  };
  if (!isObject(v) || v.game !== 'hoc') fail('wrong shape');
  const view = v as Record<string, unknown>;
  const given = view.options;
  if (!isObject(given) || !(given.players === 2 || given.players === 3)) fail('options.players');
  const o = given as Record<string, unknown>;
  const n = o.players as number;
  if (!isList(o.cardsLeftTable, 16) || !isObject(o.bonusTable) || !isInt(o.raiseLimit, 1, MAX_RAISE)) fail('options');
  const seat = (x: unknown) => isInt(x, 0, n - 1);
  const cards = (x: unknown) => isList(x, 52) && x.every(isCard);
  if (!seat(view.seat) || !seat(view.dealer) || !seat(view.first)) fail('seat');
  if (!(PHASES as readonly unknown[]).includes(view.phase) || !(STAGES as readonly unknown[]).includes(view.stage)) fail('phase');
  if (view.phase === 'shuffle') fail('phase shuffle: nothing is dealt yet, so there is nothing to sample');
  if (!(view.toAct === null || seat(view.toAct))) fail('toAct');
  if (!cards(view.hand) || !cards(view.paid) || !isInt(view.stock, 0, 52)) fail('cards');
  const seats = view.seats;
  if (!Array.isArray(seats) || seats.length !== n) fail('seats');
  for (const sv of seats as unknown[]) {
    if (!isObject(sv) || !isInt(sv.cards, 0, 52) || !cards(sv.shown) || !isList(sv.bets, 3) || !isList(sv.announced, 3)) fail('seats');
    const x = sv as Record<string, unknown>;
    if (!isList(x.without, 13) || !(x.without as unknown[]).every((r) => typeof r === 'string' && r.length === 1)) fail('without');
    if (!(BID_STATUSES as readonly unknown[]).includes(x.status)) fail('status');
  }
  const runs = view.runs;
  if (!isList(runs, 52) || !runs.every((r) => isObject(r) && cards(r.cards) && isList(r.by, 52) && r.by.every(seat))) fail('runs');
  if (!rows(view.draws, (view.draws as unknown[] | undefined)?.length ?? -1, n) || !isList(view.draws, 52)) fail('draws');
  for (const k of ['pools', 'unwon', 'winners', 'queue'] as const) if (!isList(view[k], 3)) fail(k);
  if (!isList(view.lies, 52)) fail('lies');
}
