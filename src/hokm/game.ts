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
import { copyState, createState, freezeState, shareOrFreeze } from './state.js';
import { turnOf } from './turn.js';
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
  const seat = turnOf(s)!;
  if (!mayPlay(s, seat, id)) return false;
  assertWritable(s);
  playCard(s, id, null, seat);
  return true;
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
  // The pure path runs the rules on a plain copy (the four lists they write into copied, the rest shared), not on
  // an immer draft: no proxy traps, and the rule functions see plain states only, as on the fast path.
  draft: (base) => copyState(base),
  // Every action changes a hand; a list that came out equal is the base's (shared), the rest frozen here so that
  // freezeState need not walk them.
  settle(d, base) {
    Object.freeze(d.hands);
    d.discards = shareOrFreeze(d.discards, base.discards);
    d.played = shareOrFreeze(d.played, base.played);
    d.winners = shareOrFreeze(d.winners, base.winners);
  },
  freeze: freezeState,
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
