/** Test-only helpers for the Hokm suites: building decks and moving hidden cards. */
import { DECK, type Card } from '../src/cards/index.js';
import { Rng, seedRng, type Seed } from '../src/rng/index.js';
import * as hokm from '../src/hokm/index.js';
type HokmState = hokm.HokmState;

/**
 * The deck order (top first) that deals `hands` (13 or 17 cards per seat)
 * with the given hakem: 5 to the hakem, 5 to each other seat to the right,
 * then rounds of 4 from the hakem (rulings K3).
 */
export function deckFor(hands: Card[][], hakem: number): Card[] {
  const n = hands.length;
  const left = hands.map((h) => h.slice());
  const out: Card[] = [];
  const take = (seat: number, k: number) => out.push(...left[seat]!.splice(0, k));
  take(hakem, 5);
  for (let k = 1; k < n; k++) take((hakem + k) % n, 5);
  const rounds = n === 4 ? 2 : 3;
  for (let r = 0; r < rounds; r++) for (let k = 0; k < n; k++) take((hakem + k) % n, 4);
  return out;
}

/** The cards of a suit, Ace first. */
export function suitCards(suit: 'C' | 'D' | 'H' | 'S'): Card[] {
  return DECK.filter((c) => c[1] === suit);
}

/**
 * Moves the cards hidden from `seat` among their hidden places (other
 * hands, other discards, the stock), keeping every count; the 2-player
 * drawer's seen top card stays on top.
 */
export function shuffleHidden(s: HokmState, seat: number, seed: Seed): HokmState {
  const rng = new Rng(seedRng(seed));
  const places = s.cards.split('');
  const mine = new Set([String(seat), String.fromCharCode(97 + seat), 'x']);
  const fixedTop = s.phase === 'draw' && hokm.toAct(s) === seat ? s.stock.slice(0, 2) : '';
  const ids: number[] = [];
  // Played cards are public (they keep the place of the seat that played them).
  for (let i = 0; i < 52; i++) if (!mine.has(places[i]!) && DECK[i] !== fixedTop && !s.played.includes(DECK[i]!)) ids.push(i);
  const slots = ids.map((i) => places[i]!);
  rng.shuffle(ids).forEach((id, k) => (places[id] = slots[k]!));
  const stock = rng.shuffle(ids.filter((i) => places[i] === 's').map((i) => DECK[i]!));
  return { ...s, cards: places.join(''), stock: fixedTop + stock.join('') };
}
