/**
 * The rule functions' dispatch: each checked action (or the host's deal)
 * runs its rule function on a plain state in place — an immer draft for
 * `apply`/`step`, the caller's copy from `clone` for `applyMutable` (the
 * engine skeleton, src/core/define.ts: one set of rule functions for both
 * paths). The same job as Hokm's rules.ts.
 */
import type { DealCopy, HocAction } from './actions.js';
import { call, declare, good, pass, raise } from './bidding.js';
import { blanche } from './blanche.js';
import type { Sink } from './ledger.js';
import { done, show } from './payments.js';
import { lay, without } from './play.js';
import { idOf, type HocState } from './state.js';
import { dealFrom } from './shuffle.js';

/** A Hoc move: an action as read once (or decoded from its id), or the host's deal. */
export type HocMove = HocAction | DealCopy;

/** Runs the rule function for a checked move on `s`, in place. */
export function run(s: HocState, a: HocMove, ev: Sink): void {
  switch (a.type) {
    case 'deal':
      return dealFrom(s, a.deck, ev);
    case 'lay':
      return lay(s, idOf(a.card), ev);
    case 'without':
      return without(s, ev);
    case 'pass':
      return pass(s, ev);
    case 'declare':
      return declare(s, ev);
    case 'call':
      return call(s, ev);
    case 'good':
      return good(s, ev);
    case 'raise':
      return raise(s, a.amount, ev);
    case 'show':
      return show(s, a.card, ev);
    case 'done':
      return done(s, ev);
    case 'blanche':
      return blanche(s, a.declare, ev);
  }
}
