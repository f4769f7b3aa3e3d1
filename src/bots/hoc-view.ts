/**
 * The Hoc bots' check of a view (see guard.ts): the engine's shape check
 * of views (the one `sampleHidden` uses), the seat to act with as many
 * cards as its count says, the prize being bid for, and legal actions
 * that are actions of the view's phase, each once, laid cards from the
 * seat's hand. Returns their ids.
 */
import { encodeAction } from '../hoc/actions.js';
import { PRIZES } from '../hoc/combos.js';
import type { HocView } from '../hoc/index.js';
import { checkHocView } from '../hoc/shape.js';
import { badView, guarded, legalOf } from './guard.js';

/**
 * The action ids each phase allows (src/hoc/actions.ts): lay 0–51 and
 * without 52 in the play; pass 53, declare 54, call 55, good 56 and raises
 * 112–131 in the bidding; carte blanche 57/58; done 59 and shows 60–111.
 */
function allowed(phase: string, id: number): boolean {
  switch (phase) {
    case 'play':
      return id <= 52;
    case 'bid':
      return (id >= 53 && id <= 56) || id >= 112;
    case 'blanche':
      return id === 57 || id === 58;
    case 'show':
      return id >= 59 && id <= 111;
    default:
      return false;
  }
}

/** The legal ids of a Hoc view whose seat is to act; throws `BAD_STATE` for anything else. */
export function hocLegalIds(view: unknown, who: string): number[] {
  const legal = legalOf(view, who);
  return guarded(who, () => {
    checkHocView(view);
    const v = view as HocView;
    if (v.toAct !== v.seat) badView(who, 'this seat is not to act');
    // The engine's view check does not bound the deal number; a search's playouts count on it.
    if (!Number.isInteger(v.deal) || !Number.isInteger(v.options.deals) || v.deal < 0 || v.deal >= v.options.deals) badView(who, 'deal');
    if (v.seats[v.seat]!.cards !== v.hand.length) badView(who, 'the hand does not match its count');
    if (v.phase === 'bid' && !PRIZES.includes(v.prize!)) badView(who, 'no prize is bid for');
    const ids: number[] = [];
    for (const a of legal) {
      const id = encodeAction(a as never);
      if (!allowed(v.phase, id) || ids.includes(id)) badView(who, 'a legal action that is not one of this phase');
      if (id < 52 && !v.hand.includes((a as { card: HocView['hand'][number] }).card)) badView(who, 'a laid card that is not in the hand');
      ids.push(id);
    }
    return ids;
  });
}
