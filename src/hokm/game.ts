/**
 * Hokm's rule table for the engine skeleton (src/core/define.ts): what
 * only Hokm knows — reading a Hokm action into its integer id, the checks
 * of its rules (validate.ts), the rule functions (rules.ts), its states'
 * shape checks (shape.ts), views, samplers and observations. Everything
 * generic (the order of checks, coded errors, immer, freezing) is the
 * skeleton's. Rules: docs/rules/hokm.md; decisions: docs/rules/hokm-decisions.md.
 */
import type { GameRules } from '../core/define.js';
import { IllegalActionError } from '../core/errors.js';
import { deepFreeze } from '../core/freeze.js';
import { assertCopyable, assertFull, assertWritable, checkView, looksLikeState } from './shape.js';
import { DISCARD_BASE, TRUMP_BASE, decodeAction, numActions } from './ids.js';
import { legal, legalIds, legalIdsInto, mask } from './legal.js';
import { describeEvent, openingEvents } from './events.js';
import { dealFrom, pending } from './deal.js';
import { layoutOf, observeView, shapeFor } from './observe.js';
import { outcomeOf } from './outcome.js';
import { restoreState } from './restore.js';
import { fillMask, reseedState, returnsOf } from './rollout.js';
import { playCard, run } from './rules.js';
import { sample, samplerOf } from './sample.js';
import { copyNumbers, copyState, copyStateInto, createState, shareOrFreeze } from './state.js';
import { playSeat, turnOf } from './turn.js';
import { ledSuit } from './tricks.js';
import { checkMove, mayPlay, parseAction, type DealCopy } from './validate.js';
import { viewOf } from './views.js';
import type { HokmAction, HokmEvent, HokmOptions, HokmOutcome, HokmState, HokmView } from './types.js';

/**
 * The fast path's shortcut for a play by id (nearly every action): the
 * seat to act is worked out once, for the check (HOKM-5.3) and the rule
 * alike; anything else, or an illegal play, takes the general path and
 * its messages.
 */
function playById(s: HokmState, id: number): boolean {
  if (id >= DISCARD_BASE || s.phase !== 'play') return false;
  const seat = playSeat(s);
  if (!mayPlay(s.hands, seat, ledSuit(s), id)) return false;
  assertWritable(s);
  playCard(s, id, null, seat);
  return true;
}

/**
 * The pure path's working state for move `m` (src/core/define.ts,
 * `prepare`): a plain copy of the frozen `base` with fresh copies of the
 * lists the rules write into for this move, the rest shared. The rules run
 * on it, not on immer's draft, so no proxy reaches them. Every move changes
 * a hand; only a play appends to the cards played and the winners; only
 * 2-player hands have discards (HOKM-9.3; a new hand's clearing leaves
 * zeros unwritten). Anything else the rules replace, never write into.
 */
function working(base: HokmState, m: HokmMove): HokmState {
  const play = typeof m === 'number' && m < DISCARD_BASE;
  // Naming trumps deals the rest from the stock, a 2-player draw takes its top cards: both read it by index.
  const readsStock = typeof m === 'number' && m >= TRUMP_BASE && base.stock.length > 0;
  return {
    game: base.game,
    players: base.players,
    phase: base.phase,
    hakem: base.hakem,
    trump: base.trump,
    hands: copyNumbers(base.hands),
    discards: base.players === 2 ? copyNumbers(base.discards) : base.discards,
    stock: readsStock ? copyNumbers(base.stock) : base.stock,
    played: play ? copyNumbers(base.played) : base.played,
    winners: play ? copyNumbers(base.winners) : base.winners,
    match: base.match,
  };
}

/**
 * After the rules ran on the working state `w`: writes into immer's draft
 * `d` what differs from `base`, each new part frozen first (immer then
 * does not walk it element by element); a list that came out equal stays
 * the base's, so the result shares it. The cards played and the winners
 * are only appended to or replaced by an empty list, so an equal length
 * means equal lists (no element read: reading a frozen array's elements
 * is slow in V8).
 */
function writeBack(d: HokmState, base: HokmState, w: HokmState): void {
  if (w.phase !== base.phase) d.phase = w.phase;
  if (w.hakem !== base.hakem) d.hakem = w.hakem;
  if (w.trump !== base.trump) d.trump = w.trump;
  d.hands = Object.freeze(w.hands) as number[];
  if (w.discards !== base.discards) {
    const discards = shareOrFreeze(w.discards, base.discards);
    if (discards !== base.discards) d.discards = discards;
  }
  if (w.stock !== base.stock) d.stock = Object.freeze(w.stock) as number[];
  if (w.played.length !== base.played.length) d.played = Object.freeze(w.played) as number[];
  if (w.winners.length !== base.winners.length) d.winners = Object.freeze(w.winners) as number[];
  if (w.match !== base.match) d.match = deepFreeze(w.match);
}

/**
 * The pure path's freeze of a result: only the root. {@link writeBack}
 * froze every part it put into the draft, and every other part is the
 * frozen base's, so walking the five lists and the match record again (as
 * a deep freeze does) would only re-check what is frozen already. The root
 * is first rebuilt in the field order of every state (as `copyState`):
 * immer's copy of it has hidden classes of its own, and the shape check
 * that every fast-path call makes then meets more kinds of state in a
 * process that has run `apply` (design-notes, "The shape check's kinds of
 * state").
 */
function freezeRoot(s: HokmState): HokmState {
  return Object.freeze({
    game: s.game,
    players: s.players,
    phase: s.phase,
    hakem: s.hakem,
    trump: s.trump,
    hands: s.hands,
    discards: s.discards,
    stock: s.stock,
    played: s.played,
    winners: s.winners,
    match: s.match,
  });
}

/**
 * The state the rules read for an entry point that may be given a frozen
 * state (the pure API's `legalActions`, the checks of `apply` and
 * `validate`, `view`, `toAct`): a plain copy of its lists when the state
 * is frozen, else the state itself. Why: in Node 20's V8 a read of a frozen
 * array's element is a slow generic load, and once one code site has read
 * a frozen array, every later read at that site is slow too, plain arrays
 * included (measured: 16 reads 8 ns, then 86 ns on the same plain array).
 * The rule functions are shared with the fast path, so without this the
 * pure path, run once in a process, slows every bot's rollouts in it
 * (docs/design-notes.md, "Hokm's fast path: no frozen list in the rules").
 * The fast path's own entries (`legalIds`, `legalIdsInto`, `applyMutable`)
 * take the caller's mutable state as it is.
 */
function readable(s: HokmState): HokmState {
  // Only lists of a state's lengths are copied (a forged frozen state's huge list is read as it is, in bounded time).
  if (!Object.isFrozen(s) || s.played.length > 52 || s.winners.length > 17) return s;
  // The lists the turn, the legal plays and the checks read by index; the stock is shared (no rule the
  // fast path shares reads it here).
  return copyState(s, s.stock as number[]);
}

/** A Hokm move: an action's integer id, or the host's deck read into card ids. */
export type HokmMove = number | DealCopy;

/** The Hokm rule table. */
export const hokmRules: GameRules<'hokm', HokmState, HokmAction, HokmMove, HokmView, HokmEvent, HokmOutcome, HokmOptions> = {
  game: 'hokm',
  title: 'Hokm',
  numActions,
  looks: looksLikeState,
  full: assertFull,
  copyable: assertCopyable,
  create: createState,
  restore: restoreState,
  copy: copyState,
  copyInto: copyStateInto,
  writable: assertWritable,
  players: (s) => s.players,
  toAct: (s) => turnOf(readable(s)),
  isOver: (s) => s.phase === 'over',
  pending,
  legalActions: (s) => legal(readable(s)),
  legalIds,
  legalIdsInto,
  legalMask: (s, out) => (out === undefined ? mask(readable(s)) : fillMask(readable(s), out)),
  read: parseAction,
  fromId: (id) => id,
  isDeal: (m) => typeof m !== 'number',
  check: (s, m) => checkMove(readable(s), m),
  prepare: (_d, base, m) => working(base, m),
  // The working state copies what a move's check reads too (the hands; the cards played and winners of a play; 2-player discards).
  checkWorking: true,
  settle: (d, base, _m, w) => writeBack(d, base, w),
  freeze: freezeRoot,
  applyId: playById,
  run(s, m, ev) {
    if (typeof m === 'number') run(s, m, ev);
    else dealFrom(s, m.deck, ev);
  },
  encode(action) {
    const r = parseAction(action);
    if (typeof r === 'number') return r;
    if ('deck' in r) throw new IllegalActionError('BAD_ACTION', 'a deal has no action id');
    throw new IllegalActionError(r.code, r.message);
  },
  decode: decodeAction,
  view: (s, seat) => viewOf(readable(s), seat),
  outcome: outcomeOf,
  opening: openingEvents,
  describe: describeEvent,
  checkView,
  sample: (v, seed, options) => sample(v, seed, options),
  sampler: (v) => samplerOf(v),
  reseed: reseedState,
  returns: returnsOf,
  observe: observeView,
  shape: shapeFor,
  layout: layoutOf,
};
