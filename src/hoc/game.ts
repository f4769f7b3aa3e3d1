/**
 * Hoc Mazarin's rule table for the engine skeleton (src/core/define.ts):
 * what only Hoc knows — reading a Hoc action (actions.ts), the checks of
 * its rules (legal.ts, shuffle.ts for the host's deal), the rule functions
 * (rules.ts), its states' shape checks (shape.ts), views, samplers and
 * observations. Everything generic (the order of checks, coded errors,
 * immer, freezing) is the skeleton's. Rules: docs/rules/hoc.md; decisions:
 * docs/rules/hoc-decisions.md.
 */
import type { Failure, GameRules } from '../core/define.js';
import { fail } from '../core/errors.js';
import { NUM_ACTIONS, decodeAction, moveOf, encodeAction, readHocAction, type HocAction } from './actions.js';
import { newGame, openingEvents } from './deal.js';
import { describe, type HocEvent } from './events.js';
import { applyById } from './fast.js';
import { checkRules, fillLegalIds, legalActions, legalIds } from './legal.js';
import { layoutOf, observeView, shapeFor } from './observe.js';
import { resolveOptions, type HocOptions } from './options.js';
import { outcomeOf, type HocOutcome } from './outcome.js';
import { restore } from './restore.js';
import { fillMask, reseedState, returnsOf } from './rollout.js';
import { run, type HocMove } from './rules.js';
import { sampleHidden, samplerOf } from './sample.js';
import { assertFullHocState, assertWritable, checkHocView, looksLikeHocState } from './shape.js';
import { checkDeal, pending } from './shuffle.js';
import { freezeRoot, freezeState, readable, settleWorking, workingState } from './pure.js';
import { copyState, copyStateInto, type HocState } from './state.js';
import { viewOf, type HocView } from './views.js';

// The line describe gives for anything that is not a Hoc event.
const NOT_AN_EVENT = '(not a Hoc event)';

/** The Hoc rule table. */
export const hocRules: GameRules<'hoc', HocState, HocAction, HocMove, HocView, HocEvent, HocOutcome, HocOptions> = {
  game: 'hoc',
  title: 'Hoc',
  numActions: NUM_ACTIONS,
  looks: looksLikeHocState,
  full: assertFullHocState,
  // Frozen here by the freeze that knows the shape (the skeleton's deep freeze then finds it frozen): a new game per rollout is common.
  create: (options) => freezeState(newGame(resolveOptions(options))),
  restore,
  copy: copyState,
  copyInto: copyStateInto,
  writable: assertWritable,
  players: (s) => s.options.players,
  toAct: (s) => (s.phase === 'over' || s.phase === 'shuffle' ? null : s.turn),
  isOver: (s) => s.phase === 'over',
  pending,
  legalActions: (s) => legalActions(readable(s)),
  legalIds,
  legalIdsInto: fillLegalIds,
  legalMask: (s, out) => fillMask(readable(s), out ?? new Uint8Array(NUM_ACTIONS)),
  read(action) {
    const a = readHocAction(action);
    return 'code' in a ? (fail(a.code, a.message) as Failure) : a;
  },
  fromId: moveOf,
  isDeal: (m) => m.type === 'deal',
  check(s, m) {
    const v = m.type === 'deal' ? checkDeal(s, m) : checkRules(readable(s), m);
    return v.ok ? null : v;
  },
  // The pure path's speed hooks: the rules run on a plain working state, what changed goes into immer's draft (each part frozen), then the root is frozen (pure.ts).
  prepare: workingState,
  // The working state holds the base's values: apply and step check the move on it, not on the frozen base.
  checkWorking: true,
  settle: settleWorking,
  freeze: freezeRoot,
  applyId: applyById,
  run,
  encode: encodeAction,
  decode: decodeAction,
  view: (s, seat) => viewOf(readable(s), seat),
  outcome: outcomeOf,
  opening: openingEvents,
  describe(event) {
    try {
      return (typeof event === 'object' && event !== null && describe(event)) || NOT_AN_EVENT;
    } catch {
      return NOT_AN_EVENT;
    }
  },
  checkView: checkHocView,
  // The sampler asks the rules whether a principal hoc laid on an open run is a claim (sample.ts).
  sample: (v, seed, options, engine) => sampleHidden(v, seed, options, engine),
  sampler: (v, engine) => samplerOf(v, engine),
  reseed: reseedState,
  returns: returnsOf,
  observe: observeView,
  shape: shapeFor,
  layout: layoutOf,
};
