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
import { MAX_RAISE } from './options.js';
import { BID_STATUSES, PHASES, STAGES, type HocState } from './state.js';
import type { HocView } from './views.js';

const isInt = (x: unknown, lo: number, hi: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
const isList = (x: unknown, max: number): x is unknown[] => Array.isArray(x) && x.length <= max;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const rows = (x: unknown, n: number, max: number): boolean =>
  Array.isArray(x) && x.length === n && x.every((r) => isList(r, max));

/** The cheap check of the hot path: tag, player count, raise limit, phase, prize, and the per-seat lists. */
export function looksLikeHocState(s: unknown): s is HocState {
  const o = s as Partial<HocState> | null;
  if (typeof o !== 'object' || o === null || o.game !== 'hoc') return false;
  const c = o.options;
  if (typeof c !== 'object' || c === null) return false;
  const n = c.players;
  const p = o.phase;
  const r = c.raiseLimit;
  return (
    (n === 2 || n === 3) &&
    typeof r === 'number' &&
    r <= MAX_RAISE &&
    (p === 'play' || p === 'bid' || p === 'show' || p === 'blanche' || p === 'over') &&
    (o.prize === 0 || o.prize === 1 || o.prize === 2) &&
    typeof o.turn === 'number' &&
    Array.isArray(o.hands) &&
    o.hands.length === n &&
    Array.isArray(o.status) &&
    Array.isArray(o.balances) &&
    Array.isArray(o.bets) &&
    Array.isArray(o.runs) &&
    Array.isArray(o.stock)
  );
}

/** Throws `StateError` unless `s` passes {@link looksLikeHocState}. */
export function assertHocState(s: unknown): asserts s is HocState {
  if (!looksLikeHocState(s)) throw new StateError('Hoc: not a Hoc game state (use setup or restore).');
}

/** The cheap check, and every list bounded (for `clone`, `view`, `openingEvents`, `outcome`). */
export function assertFullHocState(s: unknown): asserts s is HocState {
  assertHocState(s);
  const n = s.options.players;
  const ok =
    rows(s.hands, n, 52) &&
    rows(s.bets, n, 3) &&
    rows(s.shown, n, 52) &&
    rows(s.announced, n, 3) &&
    rows(s.draws, s.draws?.length ?? -1, n) &&
    isList(s.draws, 52) &&
    isList(s.stock, 52) &&
    [s.balances, s.status, s.blanche, s.without].every((l) => isList(l, n)) &&
    [s.pools, s.unwon, s.winners, s.queue].every((l) => isList(l, 3)) &&
    isList(s.paid, 52) &&
    isList(s.lies, 52 * 13) &&
    isList(s.rng, 4) &&
    isList(s.runs, 52) &&
    s.runs.every((r) => isObject(r) && isList(r.cards, 52) && isList(r.by, 52)) &&
    isObject(s.options.bonusTable) &&
    isList(s.options.cardsLeftTable, 16) &&
    (s.options.deck === null || isList(s.options.deck, 52));
  if (!ok) throw new StateError('Hoc: not a Hoc game state: a list is missing or too long (use setup or restore).');
}

/**
 * Throws `BAD_STATE` unless every place the rules write into on the mutable
 * path can be written: each is assigned its own value, so a frozen (or
 * read-only) part throws here, before any change. Costs about as much as
 * one `Object.isFrozen`.
 */
export function assertWritable(s: HocState): void {
  try {
    s.turn = s.turn;
    s.phase = s.phase;
    s.prize = s.prize;
    s.stage = s.stage;
    s.high = s.high;
    s.raiser = s.raiser;
    s.passes = s.passes;
    s.best = s.best;
    s.top = s.top;
    s.last = s.last;
    s.deal = s.deal;
    s.dealer = s.dealer;
    s.first = s.first;
    s.rng = s.rng;
    // Lists the rules change in place: an array's own length, assigned to itself, throws when it is frozen.
    for (const l of [s.hands, s.balances, s.pools, s.unwon, s.status, s.winners, s.paid, s.blanche, s.without, s.lies, s.runs, s.queue, s.stock]) {
      l.length = l.length;
    }
    for (const t of [s.bets, s.shown, s.announced]) {
      t.length = t.length;
      for (const r of t) r.length = r.length;
    }
    const run = s.runs[s.runs.length - 1];
    if (run !== undefined) {
      run.cards.length = run.cards.length;
      run.by.length = run.by.length;
    }
  } catch {
    throw new StateError('applyMutable needs a mutable copy from clone(): part of this state is frozen');
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
