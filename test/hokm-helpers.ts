/** Test-only helpers for the Hokm suites: building decks and moving hidden cards. */
import { DECK, type Card } from '../src/cards/index.js';
import { Rng, seedRng, type Seed } from '../src/rng/index.js';
import * as hokm from '../src/hokm/index.js';
import { idsOf, masksOf } from '../src/hokm/sets.js';
type HokmState = hokm.HokmState;

/**
 * The deck order (top first) that deals `hands` (13 or 17 cards per seat)
 * with the given hakem: 5 to the hakem, 5 to each other seat to the right,
 * then rounds of 4 from the hakem (HOKM-D5). The cards reach the same
 * players with 3 players, who see their first five earlier (HOKM-8.3).
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
  const n = s.players;
  const fixedTop = s.phase === 'draw' && hokm.toAct(s) === seat ? s.stock.slice(0, 1) : [];
  const stock = s.stock.slice(fixedTop.length);
  const seats = Array.from({ length: n }, (_, k) => k);
  const others = seats.filter((k) => k !== seat);
  // Each hidden place with its cards; then the same counts refilled from a shuffle of them all.
  const hidden = [...others.map((k) => idsOf(s.hands, k)), ...others.map((k) => idsOf(s.discards, k)), stock];
  const pool = rng.shuffle(hidden.flat());
  const refilled = hidden.map((ids) => pool.splice(0, ids.length));
  const handIds = seats.map((k) => idsOf(s.hands, k));
  const discardIds = seats.map((k) => idsOf(s.discards, k));
  others.forEach((k, i) => {
    handIds[k] = refilled[i]!;
    discardIds[k] = refilled[others.length + i]!;
  });
  return { ...s, hands: masksOf(handIds), discards: masksOf(discardIds), stock: [...fixedTop, ...refilled[refilled.length - 1]!] };
}
