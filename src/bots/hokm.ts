/**
 * A rule-of-thumb Hokm player, reading only its own view (so it never sees
 * what a player may not know). It counts the cards played and knows who is
 * void, and plays the classic way (docs/rules/hokm.md,
 * "Tips for beginners", HOKM-5.2, HOKM-5.3):
 * - trumps from the whole first-five picture: length first, then honours;
 * - leads: draw trumps when long in them, cash sure winners, give the
 *   partner a ruff, else lead low from a long suit, not away from a bare
 *   honour and not into a known ruff;
 * - second hand low (but cover an honour), third hand high, never overtake
 *   a partner who is sure to win, win cheaply last;
 * - void: trump (overtrump) when an opponent is winning, else throw the
 *   smallest loser;
 * - 2 players (HOKM-9.4): keep a drawn trump or a Queen or better.
 * A baseline opponent for apps and a yardstick for stronger bots. The card
 * play (leads, following, discards) is worked out on bit masks in
 * hokm-bot-masks.ts; the choices before the play are here.
 */
import { hokmStrength, suitOf, type Card, type Suit } from '../cards/index.js';
import type { HokmAction, HokmView } from '../hokm/index.js';
import { guarded } from './guard.js';
import { botPlay, botTable, strengthMask } from './hokm-bot-masks.js';
import { hokmLegalIds } from './hokm-view.js';
import { CODES } from '../hokm/places.js';

/** Honour points of a would-be trump (A K Q J T), on top of its length. */
const HONOUR = [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 5, 8];

/**
 * What one card of a suit adds to that suit's claim to be trumps, by its
 * Hokm strength (2 = 0 … Ace = 12): 7 for the length, its honour points and
 * a sixteenth of its strength (every sum exact in floating point). Internal
 * to the bots: PIMC's inference (hokm-infer.ts) reads the hakem's choice
 * with it.
 */
export function trumpPoints(strength: number): number {
  return 7 + HONOUR[strength]! + strength / 16;
}

function trumpWeight(hand: readonly Card[], suit: Suit): number {
  let w = 0;
  for (const c of hand) if (suitOf(c) === suit) w += trumpPoints(hokmStrength(c));
  return w;
}

/** The cheapest card: lowest rank, non-trumps before trumps. */
function cheapest(cards: readonly Card[], trump: Suit | null): Card {
  const key = (c: Card) => (suitOf(c) === trump ? 100 : 0) + hokmStrength(c);
  return cards.reduce((a, b) => (key(b) < key(a) ? b : a));
}

/**
 * Picks an action for the seat whose view this is (it must be to act).
 * Anything that is not such a view — garbage from a network, the other
 * game's view, a seat not to act — throws `StateError` (`BAD_STATE`).
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { hokmBot } from 'hoc-hokm/bots';
 *
 * let state = hokm.setup({ players: 4, seed: 'bots' });
 * while (!hokm.isOver(state)) {
 *   const seat = hokm.toAct(state)!;
 *   state = hokm.apply(state, hokmBot(hokm.view(state, seat)));
 * }
 * console.log(hokm.outcome(state)!.points);
 * ```
 */
export function hokmBot(view: HokmView): HokmAction {
  hokmLegalIds(view, 'hokmBot');
  return guarded('hokmBot', () => decide(view));
}

/**
 * {@link hokmBot}'s choice without the checks of the view (internal to the
 * bots): for views the package builds itself, such as PIMC's inference
 * (hokm-infer.ts), which asks it about thousands of imagined past views.
 */
export function hokmBotUnchecked(view: HokmView): HokmAction {
  return decide(view);
}

function decide(view: HokmView): HokmAction {
  const legal = view.legal;
  const first = legal[0]!;
  switch (first.type) {
    case 'trump': {
      const suits = legal.map((a) => (a as { suit: Suit }).suit);
      const best = suits.reduce((a, b) => (trumpWeight(view.hand, b) > trumpWeight(view.hand, a) ? b : a));
      return { type: 'trump', suit: best };
    }
    case 'discard': {
      const cards = legal.map((a) => (a as { card: Card }).card);
      return { type: 'discard', card: cheapest(cards, view.trump) };
    }
    case 'draw': {
      const c = view.drawCard;
      const keep = c !== null && (suitOf(c) === view.trump || hokmStrength(c) >= 10);
      return { type: 'draw', keep };
    }
    default: {
      // On bit masks, in the form PIMC's inference asks in many imagined worlds (hokm-bot-masks.ts).
      const rank = [0, 0, 0, 0];
      for (const c of view.hand) {
        const id = CODES.indexOf(c);
        rank[(id / 13) | 0]! |= 1 << (id % 13);
      }
      return { type: 'play', card: CODES[botPlay(botTable(view), rank.map(strengthMask))]! };
    }
  }
}
