/**
 * Host mode (`shuffle: 'host'`, HOC-D13; docs/security.md): every shuffle
 * comes from the host. Where seeded mode shuffles with its generator — the
 * draw for the first dealer and every deal (deal.ts) — the game waits in
 * phase `shuffle` for the host's `{ type: 'deal', deck }`, a permutation of
 * the 52 cards, top card first. The deck is used exactly as seeded mode
 * uses its own shuffle (the draw: HOC-3.1, HOC-D10; the deal: HOC-3.2), so
 * the same decks give the same game and the same events. A deal never
 * comes from a seat.
 */
import { DECK, type Card } from '../cards/cards.js';
import type { PendingDeal } from '../core/engine.js';
import { OK, fail, type Validation } from '../core/errors.js';
import type { DealCopy } from './actions.js';
import { awaitDeal, dealDeck, drawFrom } from './deal.js';
import type { Sink } from './ledger.js';
import { idOf, next, type HocState } from './state.js';

/** Whether the pending shuffle is the draw for the first dealer (no dealer drawn yet and none fixed). */
function drawPending(s: HocState): boolean {
  return s.options.firstDealer === null && s.draws.length === 0;
}

/** What the host must shuffle now (phase `shuffle`), else `null`: all 52 cards, in id order. */
export function pending(s: HocState): PendingDeal | null {
  if (s.phase !== 'shuffle') return null;
  return { kind: drawPending(s) ? 'draw' : 'deal', cards: DECK.slice() };
}

/**
 * A deal must be pending and shuffle exactly the 52 cards (that it comes
 * from the host, never a seat, and not after the end is the engine's
 * generic check: src/core/define.ts).
 */
export function checkDeal(s: HocState, d: DealCopy): Validation {
  if (s.phase !== 'shuffle') {
    const why = s.options.shuffle === 'host' ? 'a seat is to act' : 'this game deals from its seeded generator';
    return fail('WRONG_PHASE', `Hoc: no deal is pending (${why}).`);
  }
  // The read copy holds distinct card codes: 52 of them are the whole deck.
  if (d.deck.length !== DECK.length) return fail('BAD_DECK', `Hoc: the deck must hold each of the ${DECK.length} cards exactly once.`);
  return OK;
}

/**
 * Applies the host's checked `deck` (top card first) in phase `shuffle`:
 * the draw for the first dealer (then the first deal from the `deck`
 * option if given, else the next shuffle is awaited), or the deal.
 */
export function dealFrom(s: HocState, deck: readonly Card[], ev: Sink): void {
  if (!drawPending(s)) {
    dealDeck(s, deck, ev);
    return;
  }
  const n = s.options.players;
  const d = drawFrom(deck.map(idOf), n);
  s.draws = d.draws;
  s.dealer = d.dealer;
  s.first = next(d.dealer, n);
  if (ev) d.draws.forEach((cards, i) => ev.push({ type: 'draw', cards: cards.slice(), dealer: i === d.draws.length - 1 ? d.dealer : null }));
  if (s.options.deck !== null) dealDeck(s, s.options.deck, ev);
  else awaitDeal(s);
}
