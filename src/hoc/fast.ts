/**
 * Hoc's speed hook for the fast path (`applyMutable(state, id)` on a state
 * from `clone` or a mutable sample, src/core/define.ts): the commonest
 * moves of a rollout by id, checked and run without building their action
 * objects or taking the skeleton's general path, which probes every list
 * the rules could write and reads the move again. Nothing here decides:
 * the checks are the rules' own (the same tests as `checkRules`, legal.ts)
 * and the moves run the rule functions (play.ts, bidding.ts, blanche.ts).
 * Anything else, an illegal move included, answers `false` and takes the
 * general path, which says what is wrong.
 *
 * All or nothing: each move first probes exactly what its rule function
 * writes (shape.ts), before any write.
 */
import { ID } from './actions.js';
import { pass } from './bidding.js';
import { blanche } from './blanche.js';
import { blancheHand } from './legal.js';
import { holdsObligatory, lay, mayLayId, without } from './play.js';
import { assertWritable, assertWritableBlanche, assertWritableLay, assertWritablePass } from './shape.js';
import { countAt, hasAt, type HocState } from './state.js';

/**
 * Runs move `id` on `s` when it is one of the commonest and legal now: a
 * card (HOC-8.1 to HOC-8.5), "without" (HOC-8.4, HOC-8.6), a pass before
 * any raise (HOC-5.3), an answer to carte blanche (HOC-7.1). Returns
 * whether it did; `false` changes nothing.
 */
export function applyById(s: HocState, id: number): boolean {
  switch (s.phase) {
    case 'play':
      return playById(s, id);
    case 'bid':
      // A pass is legal in every stage but the declarations' (checkRules); after a raise it may settle the prize, which writes more.
      if (id !== ID.pass || s.stage === 'declare') return false;
      if (s.stage === 'open') assertWritablePass(s);
      else assertWritable(s);
      pass(s, null);
      return true;
    case 'blanche':
      if (id !== ID.blancheNo && !(id === ID.blancheYes && blancheHand(s, s.turn))) return false;
      assertWritableBlanche(s);
      blanche(s, id === ID.blancheYes, null);
      return true;
    default:
      return false;
  }
}

/** A card or "without" in the play. */
function playById(s: HocState, id: number): boolean {
  if (id === ID.without) {
    if (s.top < 0 || (!s.options.falseWithout && holdsObligatory(s, s.turn))) return false;
    // A "without" writes what a lay that does not end the deal writes, or less (play.ts).
    assertWritableLay(s);
    without(s, null);
    return true;
  }
  if (id >= 52 || !hasAt(s.hands, 4 * s.turn, id) || !mayLayId(s, id)) return false;
  // The probe of what this lay writes (all of it when it is the last card: the deal ends and the next is dealt).
  if (countAt(s.hands, 4 * s.turn) === 1) assertWritable(s);
  else assertWritableLay(s);
  lay(s, id, null);
  return true;
}
