/**
 * The Hokm bots' check of a view (see guard.ts): the engine's shape check
 * of views (the one `sampleHidden` uses), the seat to act, and legal
 * actions that are actions of the view's phase, each once, cards from the
 * seat's hand. Returns their ids.
 */
import { checkView } from '../hokm/shape.js';
import type { HokmView } from '../hokm/index.js';
import { parseAction } from '../hokm/validate.js';
import { badView, guarded, legalOf } from './guard.js';

/** Where each phase's action ids start and end (src/hokm/ids.ts: play 0–51, discard 52–103, trump 104–107, draw 108–109). */
const RANGE: Readonly<Record<string, readonly [number, number]>> = { play: [0, 51], discard: [52, 103], trump: [104, 107], draw: [108, 109] };

/** The legal ids of a Hokm view whose seat is to act; throws `BAD_STATE` for anything else. */
export function hokmLegalIds(view: unknown, who: string): number[] {
  const legal = legalOf(view, who);
  return guarded(who, () => {
    checkView(view);
    const v = view as HokmView;
    if (v.toAct !== v.seat) badView(who, 'this seat is not to act');
    if (v.handCounts[v.seat] !== v.hand.length) badView(who, 'the hand does not match its count');
    const range = Object.hasOwn(RANGE, v.phase) ? RANGE[v.phase]! : badView(who, `nothing to decide in phase ${String(v.phase)}`);
    const ids: number[] = [];
    for (const a of legal) {
      // The engine's action reader, not the engine object (which would bundle the whole engine with the bot).
      const id = parseAction(a);
      if (typeof id !== 'number') badView(who, 'a legal action that is not an action');
      if (id < range[0] || id > range[1] || ids.includes(id)) badView(who, 'a legal action that is not one of this phase');
      // Plays and discards (ids below 104) name a card of the hand.
      if (id < 104 && !v.hand.includes((a as { card: HokmView['hand'][number] }).card)) badView(who, 'a legal card that is not in the hand');
      ids.push(id);
    }
    return ids;
  });
}
