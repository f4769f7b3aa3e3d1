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
import { DISCARD_BASE, decodeAction, numActions } from './ids.js';
import { legal, legalIds, legalIdsInto, mask } from './legal.js';
import { describeEvent, openingEvents } from './events.js';
import { dealFrom, pending } from './deal.js';
import { layoutOf, observeView, shapeFor } from './observe.js';
import { outcomeOf } from './outcome.js';
import { restoreState } from './restore.js';
import { fillMask, reseedState, returnsOf } from './rollout.js';
import { playCard, run } from './rules.js';
import { sample, samplerOf } from './sample.js';
import { copyNumbers, copyState, createState, shareOrFreeze } from './state.js';
import { turnOf } from './turn.js';
import { SUIT_OF } from './places.js';
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
  // The seat to act and the suit led (as turnOf and ledSuit), each field read once.
  const n = s.players;
  const played = s.played;
  const winners = s.winners;
  const t = winners.length;
  const start = t * n;
  const down = played.length - start;
  const seat = ((t === 0 ? s.hakem : winners[t - 1]!) + down) % n;
  const led = down === 0 ? -1 : SUIT_OF[played[start]!]!;
  if (!mayPlay(s.hands, seat, led, id)) return false;
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
  return {
    game: base.game,
    players: base.players,
    phase: base.phase,
    hakem: base.hakem,
    trump: base.trump,
    hands: copyNumbers(base.hands),
    discards: base.players === 2 ? copyNumbers(base.discards) : base.discards,
    stock: base.stock,
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
 * a deep freeze does) would only re-check what is frozen already.
 */
function freezeRoot(s: HokmState): HokmState {
  return Object.freeze(s);
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
  writable: assertWritable,
  players: (s) => s.players,
  toAct: turnOf,
  isOver: (s) => s.phase === 'over',
  pending,
  legalActions: legal,
  legalIds,
  legalIdsInto,
  legalMask: (s, out) => (out === undefined ? mask(s) : fillMask(s, out)),
  read: parseAction,
  fromId: (id) => id,
  isDeal: (m) => typeof m !== 'number',
  check: checkMove,
  prepare: (_d, base, m) => working(base, m),
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
  view: viewOf,
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
