/**
 * Shape checks for states and views that were not restored (the thorough
 * check is `restore`): the cheap one of every call ({@link looksLikeState}),
 * the ones of the entry points off the hot path (`clone`, `view`,
 * `openingEvents`, `outcome`, `pendingDeal`), the fast path's write probe,
 * and the check of views given to `sampleHidden`. They only make sure
 * every list the code walks is a real, short list and every number it
 * counts with or writes at is in range, so any input answers in bounded
 * time (anything else wrong then surfaces as a coded `BAD_STATE`).
 * The same job as Hoc's `src/hoc/shape.ts`.
 */
import { isCard, isSuit } from '../cards/index.js';
import { StateError } from '../core/errors.js';
import { isInt } from '../core/numbers.js';
import { PHASES, type HokmState, type HokmView } from './types.js';

/**
 * A cheap tag-and-shape check for every public entry point (the thorough
 * one is `restore`), so garbage gets `BAD_STATE` instead of a crash, and
 * nothing the rules loop over or write at per call (players, the hand
 * masks, the seat to act) is out of bounds: the seat to act comes from the
 * hakem, the last trick's winner and the cards on the table; the hakem and
 * the count on the table are checked here, the last winner where the seat
 * is worked out (`playSeat`, turn.ts). No list element is read here: this
 * check runs on frozen states too (the pure path), and in V8 a code site
 * that reads a frozen list's element reads every list slowly from then on.
 */
export function looksLikeState(s: unknown): s is HokmState {
  const o = s as Partial<HokmState> | null;
  if (typeof o !== 'object' || o === null || o.game !== 'hokm') return false;
  const n = o.players;
  const p = o.phase;
  const m = o.match;
  const w = o.winners;
  const played = o.played;
  const hakem = o.hakem;
  if (!(
    // The commonest first: 4 players, phase play.
    (n === 4 || n === 3 || n === 2) &&
    // Compared one by one: Array.prototype.includes costs more on this hot path.
    (p === 'play' || p === 'trump' || p === 'discard' || p === 'draw' || p === 'over' || p === 'shuffle') &&
    // The hakem is a seat the rules write at: a huge one would grow a list to a billion holes.
    // `>>> 0` keeps exactly the integers from 0 to 2**32 - 1 (after typeof, so no valueOf is called).
    typeof hakem === 'number' &&
    hakem >>> 0 === hakem &&
    hakem < n &&
    Array.isArray(o.hands) &&
    o.hands.length === 4 * n &&
    Array.isArray(o.discards) &&
    o.discards.length === 4 * n &&
    Array.isArray(o.stock) &&
    Array.isArray(played) &&
    Array.isArray(w) &&
    typeof m === 'object' &&
    m !== null &&
    typeof m.options === 'object' &&
    m.options !== null &&
    Array.isArray(m.points)
  )) {
    return false;
  }
  // The seat to act: the last winner (a seat) plus the cards on the table (fewer than a trick).
  const t = w.length;
  const down = played.length - t * n;
  return down >= 0 && down < n;
}

function bad(what: string): never {
  throw new StateError(`not a Hokm state: ${what} (use setup or restore)`);
}

const isList = (x: unknown, max: number): x is unknown[] => Array.isArray(x) && x.length <= max;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * What `clone` needs: the cheap check plus bounds on every list the copy
 * walks (`copyState`) or the rules read by position (the stock), and on
 * the lists of the match record the rules read. The face-up draw
 * (`hakemDraw`, up to 52 entries) is shared by the copy, not read, so only
 * its length is bounded here; its entries are checked by {@link assertFull}
 * on the way out (views, events), not on every `clone` of a rollout.
 */
export function assertCopyable(s: unknown): asserts s is HokmState {
  if (!looksLikeState(s)) bad('wrong shape');
  const n = s.players;
  const m = s.match;
  if (!isInt(s.hakem, 0, n - 1)) bad('hakem');
  // The lists the copy walks, and the stock the rules deal from: at most one of each card.
  if (s.played.length > 52 || s.winners.length > 17 || s.stock.length > 52) bad('played, winners or stock');
  if (!isList(m.seating, 4) || m.seating.length !== n) bad('seating');
  if (!isList(m.points, 4)) bad('points');
  if (m.hakemDraw !== null && !isList(m.hakemDraw, 52)) bad('hakemDraw');
  const r = m.lastHand as unknown;
  if (r !== null && !(isObject(r) && isList(r.winners, 2) && isList(r.tricks, 4))) bad('lastHand');
  const o = m.options as unknown as Record<string, unknown>;
  if (o.players !== n || (o.seating !== null && !isList(o.seating, 4))) bad('options');
  if (!isList(m.rng, 4)) bad('rng');
}

/** {@link assertCopyable} plus every face-up draw entry an object (for the entry points that read them: views, events, outcome). */
export function assertFull(s: unknown): asserts s is HokmState {
  assertCopyable(s);
  const d = s.match.hakemDraw;
  if (d !== null && !d.every(isObject)) bad('hakemDraw');
}

/**
 * Throws `BAD_STATE` unless every place the rules write into can be written
 * (the state's own fields, its `hands`, `played` and `winners`, and with 2
 * players its `discards`;
 * the deck, the match record and everything else nested is replaced, never
 * written into), before any change, so `applyMutable` is all or nothing. A
 * frozen part of a state (frozen whole or a shallow copy of a frozen one)
 * is one of these five containers, and a frozen object refuses every
 * write: so one probe each, a field assigned its own value and an empty
 * `push()` (it changes nothing but throws on a frozen list). Measured on
 * Node 20, a probe write costs about 2 ns and `Object.isFrozen` about 8 ns,
 * so probes they stay; one per container instead of one per field.
 */
export function assertWritable(s: HokmState): void {
  try {
    s.phase = s.phase;
    s.hands.push();
    // Only 2-player hands write discards (HOKM-9.3); clone shares the others' (all zeros).
    if (s.players === 2) s.discards.push();
    s.played.push();
    s.winners.push();
  } catch {
    throw new StateError('applyMutable needs a mutable copy from clone(): part of this state is frozen');
  }
}

/** Throws `StateError` unless `v` has the shape of a Hokm view (sizes bounded), for `sampleHidden`. */
export function checkView(v: unknown): asserts v is HokmView {
  const fail = (what: string): never => {
    throw new StateError(`not a Hokm view: ${what}`);
  };
  if (!isObject(v) || v.game !== 'hokm') fail('wrong shape');
  const view = v as Record<string, unknown>;
  const given = view.options;
  if (!isObject(given) || !(given.players === 2 || given.players === 3 || given.players === 4)) fail('options.players');
  const o = given as Record<string, unknown>;
  const n = o.players as number;
  const seat = (s: unknown) => isInt(s, 0, n - 1);
  const cards = (x: unknown, max: number) => isList(x, max) && x.every(isCard);
  const counts = (x: unknown, max: number) => Array.isArray(x) && x.length === n && x.every((c) => isInt(c, 0, max));
  if (!seat(view.seat) || !seat(view.hakem)) fail('seat or hakem');
  if (!(PHASES as readonly unknown[]).includes(view.phase)) fail('phase');
  if (view.phase === 'shuffle') fail('phase shuffle: nothing is dealt yet, so there is nothing to sample');
  if (view.toAct !== null && !seat(view.toAct)) fail('toAct');
  if (view.trump !== null && !isSuit(view.trump)) fail('trump');
  if (!isInt(view.handNo, 1, 1e9)) fail('handNo');
  if (!(o.removedTwo === null || isCard(o.removedTwo)) || !isInt(o.target, 1, 1000)) fail('options');
  if (!(o.hakem === null || seat(o.hakem)) || !(o.seating === null || isList(o.seating, 4))) fail('options');
  if (!cards(view.hand, 17) || !cards(view.discards, 26)) fail('hand or discards');
  if (!counts(view.handCounts, 17) || !counts(view.discardCounts, 26) || !isInt(view.stockCount, 0, 52)) fail('counts');
  if (view.drawCard !== null && !isCard(view.drawCard)) fail('drawCard');
  const trick = (t: unknown, full: boolean) =>
    isObject(t) && seat(t.leader) && cards(t.cards, n) && (full ? (t.cards as unknown[]).length === n && seat(t.winner) : (t.cards as unknown[]).length < n);
  if (!trick(view.trick, false)) fail('trick');
  if (!isList(view.history, 17) || !view.history.every((t) => trick(t, true))) fail('history');
  if (!isList(view.seating, 4) || view.seating.length !== n || !isList(view.points, 4)) fail('seating or points');
  const draw = view.hakemDraw;
  if (draw !== null && !(isList(draw, 52) && draw.every((f) => isObject(f) && seat(f.player) && isCard(f.card)))) fail('hakemDraw');
  const last = view.lastHand;
  if (last !== null && !(isObject(last) && isList(last.winners, 2) && isList(last.tricks, 4))) fail('lastHand');
}
