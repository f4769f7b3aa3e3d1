/**
 * Choosing the first hakem and dealing (HOKM-3.1 to HOKM-3.4, HOKM-4.2 to
 * HOKM-4.5, HOKM-8.2, HOKM-8.3, HOKM-9.1, HOKM-9.2; decisions HOKM-D2,
 * HOKM-D3, HOKM-D5, HOKM-D16).
 *
 * - Hakem: cards are dealt face up from a shuffled deck, one at a time to
 *   the right starting at seat 0, until an ace; with 4 players dealing goes
 *   on, skipping the hakem, until a second ace: the hakem's partner, who
 *   then changes seats with the player opposite the hakem (the hakem keeps
 *   their seat; HOKM-D2).
 * - Deal, 4 players: 5 cards to the hakem, who names trumps seeing only
 *   those; then 5 to each other player in turn to the right, then two
 *   rounds of 4 starting with the hakem (13 each).
 * - Deal, 3 players: 5 cards to every player, from the hakem to the right;
 *   the hakem names trumps; then three rounds of 4 from the hakem (17
 *   each). The cards go to the same players as in the 4-player order: only
 *   the moment the others see their five changes.
 * - Deal, 2 players: 5 to the hakem, then 5 to the dealer; the other 42
 *   cards are the face-down stock.
 * - Host mode (`shuffle: 'host'`): each of those shuffles is the host's
 *   `deal` action; until it comes the match waits in phase `shuffle`.
 */
import type { Card } from '../cards/index.js';
import type { PendingDeal } from '../core/engine.js';
import type { RngState } from '../rng/index.js';
import { CODES, dealerOf, idOf } from './places.js';
import { addCard, countsOf } from './sets.js';
import { fillPlayIds, playDeck, playIds } from './options.js';
import { shuffleInPlace } from './shuffle.js';
import { emptyList, owns } from './lists.js';
import type { FaceUp, HokmConfig, HokmEvent, HokmState } from './types.js';
/** The result of the face-up draw for the first hakem. */
export interface HakemDraw {
  /** The face-up cards in order. */
  faceUp: FaceUp[];
  /** The hakem's seat. */
  hakem: number;
  /** The partner's seat after changing seats (4 players), else `null`. */
  partner: number | null;
  /** Player id per seat. */
  seating: number[];
}

/**
 * Deals face up from a shuffled deck until an ace (and, with 4 players, a
 * second ace), shuffling with generator state `rng`; returns the draw and
 * the generator state after it.
 */
export function drawHakem(cfg: HokmConfig, rng: Readonly<RngState>): { draw: HakemDraw; rng: RngState; deck: number[] } {
  const { deck, rng: after } = shuffled(cfg, rng);
  return { draw: drawFrom(cfg, deck), rng: after, deck };
}

/** Whether card id `id` is an ace (rank index 0). */
const isAce = (id: number): boolean => id % 13 === 0;

/** The face-up draw from `deck` (card ids, top card first: a shuffle of the cards in play, or the host's). */
export function drawFrom(cfg: Pick<HokmConfig, 'players'>, deck: readonly number[]): HakemDraw {
  const n = cfg.players;
  // The cards dealt face up: up to the first ace, and with 4 players the second; a list of exactly that
  // length (grown by pushes from empty, a list of twenty regrows its storage twice).
  let count = 0;
  while (!isAce(deck[count]!)) count++;
  count++;
  if (n === 4) {
    while (!isAce(deck[count]!)) count++;
    count++;
  }
  const faceUp = new Array<FaceUp>(count);
  let i = 0;
  let seat = 0;
  let hakem = -1;
  while (hakem < 0) {
    const id = deck[i]!;
    faceUp[i++] = { player: seat, card: CODES[id]! };
    if (isAce(id)) hakem = seat;
    seat = seat + 1 === n ? 0 : seat + 1;
  }
  const seating = Array.from({ length: n }, (_, k) => k);
  if (n !== 4) return { faceUp, hakem, partner: null, seating };
  let partner = -1;
  while (partner < 0) {
    if (seat !== hakem) {
      const id = deck[i]!;
      faceUp[i++] = { player: seat, card: CODES[id]! };
      if (isAce(id)) partner = seat;
    }
    seat = seat + 1 === n ? 0 : seat + 1;
  }
  const opposite = (hakem + 2) % 4;
  seating[partner] = opposite;
  seating[opposite] = partner;
  return { faceUp, hakem, partner: opposite, seating };
}

/**
 * The cards in play (ids) shuffled with generator state `rng`, in a new
 * array, and the state after it: the draws of `new Rng(rng).shuffle(ids)`.
 */
export function shuffled(cfg: Pick<HokmConfig, 'removedTwo'>, rng: Readonly<RngState>): { deck: number[]; rng: RngState } {
  const deck = playIds(cfg);
  return { deck, rng: shuffleInPlace(deck, rng) };
}

/**
 * Puts the next hand's deck into `s.stock`: the cards in play shuffled with
 * generator state `rng` (the draws of {@link shuffled}, so the same deal),
 * written into the state's own stock when it owns it (refilled in id
 * order: a mutable state allocates no deck per hand), else into a new
 * list. Returns the generator state after it.
 */
export function shuffledFor(s: HokmState, rng: Readonly<RngState>): RngState {
  const stock = s.stock;
  if (!owns(stock)) {
    const next = shuffled(s.match.options, rng);
    s.stock = next.deck;
    return next.rng;
  }
  fillPlayIds(s.match.options, stock);
  return shuffleInPlace(stock, rng);
}

/**
 * Empties `s`'s hands and discards in place, and its cards played and
 * winners: in place too when the state owns them (a mutable state: the
 * storage is kept for the next hand), else new empty lists (frozen lists
 * of the pure path's base).
 */
function clearCards(s: HokmState): void {
  const hands = s.hands;
  const discards = s.discards;
  for (let i = 0; i < hands.length; i++) hands[i] = 0;
  // Only 2-player hands have discards (HOKM-9.3): the others' stay zeros, shared and never read here
  // (clone and the pure path share them); zeros are left unwritten, so the pure path may share the list.
  if (s.players === 2) for (let i = 0; i < discards.length; i++) if (discards[i] !== 0) discards[i] = 0;
  const played = s.played;
  const winners = s.winners;
  if (owns(played)) emptyList(played);
  else s.played = [];
  if (owns(winners)) emptyList(winners);
  else s.winners = [];
}

/**
 * Starts a hand from `deck` (card ids, top card first, a new array: what
 * is left of it after the first stage of the deal becomes the stock): the
 * first stage of the deal, then phase `trump` with the hakem to act.
 */
export function startHand(s: HokmState, deck: number[], handNo: number, ev: HokmEvent[] | null): void {
  const n = s.players;
  const hakem = s.hakem;
  const dealer = dealerOf(n, hakem);
  clearCards(s);
  // Five each before trumps: the hakem only (4 players), the hakem and the
  // dealer (2), everyone from the hakem to the right (3).
  const first = n === 4 ? 5 : 5 * n;
  const hands = s.hands;
  for (let i = 0; i < first; i++) addCard(hands, i < 5 ? hakem : n === 2 ? dealer : (hakem + Math.floor(i / 5)) % n, deck[i]!);
  // The rest is the stock, moved down in place (no new list; a plain loop: copyWithin takes a slow generic path;
  // pops, not `length =`, which may drop the storage the next hand reuses).
  const left = deck.length - first;
  for (let i = 0; i < left; i++) deck[i] = deck[i + first]!;
  while (deck.length > left) deck.pop();
  s.stock = deck;
  s.trump = null;
  s.phase = 'trump';
  if (ev) ev.push(dealtEvent(s, handNo));
}

/**
 * What the host must shuffle now (host mode, phase `shuffle`): the deck for
 * the face-up draw while no hakem is chosen, else the next deal's.
 */
export function pending(s: HokmState): PendingDeal | null {
  if (s.phase !== 'shuffle') return null;
  const draw = s.match.hakemDraw === null && s.match.options.hakem === null;
  return { kind: draw ? 'draw' : 'deal', cards: playDeck(s.match.options) };
}

/** Host mode: clears the table and waits in phase `shuffle` for the host's deck. */
export function awaitDeal(s: HokmState): void {
  clearCards(s);
  s.stock = [];
  s.trump = null;
  s.phase = 'shuffle';
}

/**
 * Applies the host's checked `deck` (card ids, top first) in phase
 * `shuffle`: the face-up draw for the first hakem (then the first hand is
 * dealt from the `deck` option if given, else the next shuffle is awaited),
 * or the deal of the current hand.
 */
export function dealFrom(s: HokmState, deck: readonly number[], ev: HokmEvent[] | null): void {
  const m = s.match;
  if (pending(s)?.kind !== 'draw') {
    startHand(s, [...deck], m.handNo, ev);
    return;
  }
  const d = drawFrom(m.options, deck);
  s.hakem = d.hakem;
  s.match = { handNo: m.handNo, points: m.points, lastHand: m.lastHand, seating: d.seating, hakemDraw: d.faceUp, options: m.options, rng: m.rng };
  if (ev) ev.push({ type: 'hakemChosen', faceUp: d.faceUp.map((f) => ({ ...f })), hakem: d.hakem, partner: d.partner, seating: [...d.seating] });
  if (m.options.deck !== null) startHand(s, fixedDeck(m.options.deck), m.handNo, ev);
}

/** The `deck` option's cards as ids, in a new array. */
function fixedDeck(deck: readonly Card[]): number[] {
  return deck.map((c) => idOf(c)!);
}

/**
 * The first hand's deck in card ids: the `deck` option, or a shuffle of
 * the cards in play with generator state `rng` (into `spare` when given, a
 * list of the cards in play no longer needed: the same draws as a new
 * list); and the state after it.
 */
export function firstDeck(cfg: HokmConfig, rng: Readonly<RngState>, spare: number[] | null = null): { deck: number[]; rng: RngState } {
  if (cfg.deck !== null) return { deck: fixedDeck(cfg.deck), rng: [rng[0], rng[1], rng[2], rng[3]] };
  if (spare === null) return shuffled(cfg, rng);
  fillPlayIds(cfg, spare);
  return { deck: spare, rng: shuffleInPlace(spare, rng) };
}

/** 4 and 3 players, after trump: the rest of the deal (4 players: 5 to each other player; then rounds of 4). */
export function dealRest(s: HokmState, ev: HokmEvent[] | null): void {
  const n = s.players;
  const hakem = s.hakem;
  const stock = s.stock;
  const hands = s.hands;
  // The stock in dealing order: (4 players) 5 to each seat after the hakem,
  // then rounds of 4 from the hakem.
  // Seats from the hakem to the right, wrapped by a subtraction (no integer division per seat).
  let pos = 0;
  for (let k = 1; k < n && n === 4; k++) {
    const seat = hakem + k < n ? hakem + k : hakem + k - n;
    for (let j = 0; j < 5; j++) addCard(hands, seat, stock[pos++]!);
  }
  const rounds = n === 4 ? 2 : 3;
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < n; k++) {
      const seat = hakem + k < n ? hakem + k : hakem + k - n;
      for (let j = 0; j < 4; j++) addCard(hands, seat, stock[pos++]!);
    }
  }
  // Emptied in place when the state owns it (its storage holds the next hand's deck), else a new list.
  if (owns(stock)) emptyList(stock);
  else s.stock = [];
  if (ev) ev.push(dealtEvent(s, s.match.handNo));
}

/** The counts-only event of a deal. */
export function dealtEvent(s: HokmState, handNo: number): HokmEvent {
  return { type: 'dealt', hand: handNo, hakem: s.hakem, dealer: dealerOf(s.players, s.hakem), counts: countsOf(s.hands, s.players), stock: s.stock.length };
}
