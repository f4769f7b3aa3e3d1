/**
 * Setup, the draw for the first dealer, dealing, and the end of a deal
 * (HOC-3.1 – HOC-3.6, HOC-9.1 – HOC-9.4, HOC-10.1 – HOC-10.3, HOC-11.2;
 * decisions HOC-D10 – HOC-D13).
 *
 * - First dealer: everyone draws from the shuffled deck; the lowest card
 *   (Ace lowest) deals; players tied for lowest draw again from the same
 *   deck (HOC-3.1, HOC-D10). An option may fix the dealer.
 * - The dealer deals one card at a time to the right, starting with first in
 *   hand (`dealer + 1`): 15 each with two players, 12 with three; the rest
 *   stays face down (the stock) the whole deal.
 * - Stakes: each player puts 1 chip in each of the three pools. A pool
 *   nobody won stays and grows (double game, HOC-3.6, HOC-6.9).
 * - The deal ends when a player lays their last card: false "without"s still
 *   hidden are found out (HOC-11.2, HOC-D29), and each other player pays
 *   for the cards left in hand (HOC-9.2, the cards-left table). The deal then passes to the right.
 * - Host mode (`shuffle: 'host'`): the draw and every deal take their deck
 *   from the host's `deal` action (shuffle.ts); until it comes the game
 *   waits in phase `shuffle`.
 */
import { DECK, RANKS, type Card } from '../cards/cards.js';
import { Rng, seedRng } from '../rng/rng.js';
import { PRIZES } from './combos.js';
import type { HocEvent } from './events.js';
import { pay, stake, type Sink } from './ledger.js';
import type { HocConfig } from './options.js';
import { handCount, handSize, idOf, list, multiplier, next, strength, type Announcement, type HocState } from './state.js';
import { cardsLeftPayment } from './tables.js';

/** Chips each player pays a false "without" liar's victims: 5 each (HOC-8.6, HOC-11.2). */
export const FALSE_WITHOUT_PENALTY = 5;

// The card ids 0 … 51 in deck order: a deal shuffles a copy (the same draws as shuffling the cards themselves).
const IDS: readonly number[] = /* @__PURE__ */ Object.freeze(DECK.map((_, i) => i));

/** Draws for the first dealer (HOC-3.1, HOC-D10) from the generator's shuffle. */
function drawDealer(rng: Rng, n: number): { dealer: number; draws: (Card | null)[][] } {
  return drawFrom(rng.shuffle(DECK.slice()), n);
}

/**
 * The draw for the first dealer (HOC-3.1, HOC-D10) from `deck` (top card first: the
 * generator's shuffle, or the host's): returns the dealer and the rounds of
 * draws.
 */
export function drawFrom(deck: readonly Card[], n: number): { dealer: number; draws: (Card | null)[][] } {
  const draws: (Card | null)[][] = [];
  let drawing = Array.from({ length: n }, (_, i) => i);
  let k = 0;
  for (;;) {
    const round: (Card | null)[] = Array(n).fill(null);
    for (const s of drawing) round[s] = deck[k++]!;
    draws.push(round);
    let low = 99;
    for (const s of drawing) low = Math.min(low, strength(round[s]!));
    drawing = drawing.filter((s) => strength(round[s]!) === low);
    // Ties draw again from the rest of the same deck; 52 cards always suffice
    // since at most 3 players draw and each round removes at least 2 cards.
    if (drawing.length === 1) return { dealer: drawing[0]!, draws };
  }
}

/**
 * A new game (and no events: nothing has happened yet). Seeded mode draws
 * for the first dealer and deals the first deal from the generator; host
 * mode waits in phase `shuffle` for the host's deck, unless the options fix
 * both the first dealer and the first deal's order.
 */
export function newGame(cfg: HocConfig): HocState {
  const n = cfg.players;
  const host = cfg.shuffle === 'host';
  const rng = new Rng(seedRng(cfg.seed));
  // Host mode before the draw: seat 0 stands in as dealer until the host's deck names one.
  let dealer = 0;
  let draws: (Card | null)[][] = [];
  if (cfg.firstDealer !== null) dealer = cfg.firstDealer;
  else if (!host) ({ dealer, draws } = drawDealer(rng, n));
  const s: HocState = {
    game: 'hoc',
    options: cfg,
    rng: rng.state(),
    draws,
    deal: 0,
    dealer,
    first: next(dealer, n),
    phase: 'bid',
    turn: next(dealer, n),
    hands: [],
    stock: [],
    balances: Array(n).fill(cfg.chips),
    pools: [0, 0, 0],
    unwon: [0, 0, 0],
    bets: Array.from({ length: n }, () => [0, 0, 0]),
    prize: 0,
    stage: 'open',
    status: Array(n).fill('in'),
    high: 0,
    raiser: -1,
    passes: 0,
    queue: [],
    best: -1,
    announced: [],
    winners: [null, null, null],
    paid: [],
    shown: [],
    blanche: [],
    runs: [],
    laid: [],
    laidBy: [],
    top: -1,
    last: -1,
    without: [],
    lies: [],
  };
  if (host && (cfg.firstDealer === null || cfg.deck === null)) awaitDeal(s);
  else dealCards(s, cfg.deck, null);
  return s;
}

/** Shuffles with the generator (or takes `order`) and deals. */
function dealCards(s: HocState, order: readonly Card[] | null, ev: Sink): void {
  let ids: number[];
  if (order) ids = order.map(idOf);
  else {
    const rng = new Rng(s.rng);
    // Copied by an index loop: slicing a frozen list takes a slow path in V8.
    ids = rng.shuffle(list(IDS));
    s.rng = rng.state();
  }
  dealIds(s, ids, ev);
}

/** Deals `deck` (top card first), takes the stakes and opens the bidding for the point. */
export function dealDeck(s: HocState, deck: readonly Card[], ev: Sink): void {
  dealIds(s, deck.map(idOf), ev);
}

/** {@link dealDeck} from the deck's card ids. */
function dealIds(s: HocState, deck: readonly number[], ev: Sink): void {
  const n = s.options.players;
  const dealt = n * handSize(n);
  const first = s.first;
  // Straight into the rank masks: the hands come out in hand order with no sort.
  const hands = Array<number>(4 * n).fill(0);
  const stock = [0, 0, 0, 0];
  for (let i = 0, seat = first; i < 52; i++) {
    const id = deck[i]!;
    const suit = (id / 13) | 0;
    if (i < dealt) {
      hands[4 * seat + suit]! |= 1 << (id - 13 * suit);
      seat = seat + 1 === n ? 0 : seat + 1;
    } else stock[suit]! |= 1 << (id - 13 * suit);
  }
  s.hands = hands;
  s.stock = stock;
  ev?.push({ type: 'deal', deal: s.deal, dealer: s.dealer, first, multipliers: [0, 1, 2].map((p) => multiplier(s, p)) });
  for (let p = 0; p < 3; p++) for (let seat = 0; seat < n; seat++) stake(s, seat, p, 1, ev);
  resetDeal(s);
  openBidding(s);
}

/** Empties what a deal fills (announcements, shown cards, carte blanche, runs, "without"s) for a new deal. */
function resetDeal(s: HocState): void {
  const n = s.options.players;
  s.prize = 0;
  s.winners = [null, null, null];
  const announced: (Announcement | null)[][] = [];
  for (let p = 0; p < n; p++) announced.push([null, null, null]);
  s.announced = announced;
  s.shown = Array<number>(4 * n).fill(0);
  s.blanche = Array(n).fill(null);
  s.runs = [];
  s.laid = [];
  s.laidBy = [];
  s.top = -1;
  s.last = -1;
  s.without = Array(n).fill(0);
  s.lies = [];
}

/**
 * Host mode: clears the table and waits in phase `shuffle` for the host's
 * deck: no hands, no stock, nobody to act (the cards of the deal just
 * finished leave the table, so nothing of them stays in any view).
 */
export function awaitDeal(s: HocState): void {
  const n = s.options.players;
  s.hands = Array<number>(4 * n).fill(0);
  s.stock = [0, 0, 0, 0];
  resetDeal(s);
  openBidding(s);
  s.phase = 'shuffle';
  s.turn = -1;
}

/** Resets the bidding for the prize `s.prize` (HOC-5.1, HOC-5.2). */
export function openBidding(s: HocState): void {
  s.phase = 'bid';
  s.turn = s.first;
  s.stage = 'open';
  s.status.fill('in');
  s.high = 0;
  s.raiser = -1;
  s.passes = 0;
  // Emptied only when not empty: setting a list's length is slow in V8 even when it does not change.
  if (s.queue.length !== 0) s.queue.length = 0;
  s.best = -1;
  if (s.paid.length !== 0) s.paid.length = 0;
}

/** `seat` laid their last card: settle the deal, then deal the next one or end the game. */
export function endDeal(s: HocState, seat: number, ev: Sink): void {
  const n = s.options.players;
  ev?.push({ type: 'dealEnd', deal: s.deal, seat, cardsLeft: Array.from({ length: n }, (_, p) => handCount(s, p)) });
  for (const lie of s.lies) {
    ev?.push({ type: 'falseWithout', seat: lie.seat, rank: RANKS[lie.rank]! });
    for (let k = 1; k < n; k++) pay(s, lie.seat, (lie.seat + k) % n, FALSE_WITHOUT_PENALTY, 'penalty', ev);
  }
  if (s.lies.length !== 0) s.lies.length = 0;
  for (let p = 0; p < n; p++) {
    if (p !== seat) pay(s, p, seat, cardsLeftPayment(handCount(s, p), s.options.cardsLeftTable), 'cards left', ev);
  }
  for (let p = 0; p < 3; p++) s.unwon[p] = s.winners[p] === null ? s.unwon[p]! + 1 : 0;
  s.deal++;
  if (s.deal >= s.options.deals) {
    s.phase = 'over';
    s.turn = -1;
    if (ev) {
      const top = Math.max(...s.balances);
      ev.push({ type: 'gameEnd', balances: s.balances.slice(), winners: s.balances.flatMap((x, i) => (x === top ? [i] : [])) });
    }
    return;
  }
  s.dealer = next(s.dealer, n);
  s.first = next(s.dealer, n);
  // Host mode: no shuffle here; the next deal waits for the host's deck.
  if (s.options.shuffle === 'host') awaitDeal(s);
  else dealCards(s, null, ev);
}

/**
 * A deck order that deals the given hands (for tests and tutorials, via the
 * `deck` option): `hands[seat]` must hold 15 cards each with two players, 12
 * with three; the other cards follow in id order as the stock.
 * @example setup({ players: 3, firstDealer: 2, deck: stackDeck([annaHand, benHand, carlaHand], 2) })
 */
export function stackDeck(hands: readonly (readonly Card[])[], dealer: number): Card[] {
  const n = hands.length;
  const size = handSize(n);
  const first = next(dealer, n);
  const used = new Set<Card>();
  const deck: Card[] = [];
  for (let i = 0; i < n * size; i++) {
    const seat = (first + i) % n;
    const c = hands[seat]![Math.floor(i / n)];
    if (c === undefined) throw new RangeError(`stackDeck: seat ${seat} needs ${size} cards`);
    if (used.has(c)) throw new RangeError(`stackDeck: ${c} appears twice`);
    used.add(c);
    deck.push(c);
  }
  for (const c of DECK) if (!used.has(c)) deck.push(c);
  return deck;
}

/**
 * The events of `setup`, which cannot return them (it returns only the
 * state): the draw for the first dealer, the first deal and every player's
 * stakes. Together with the events
 * of each `step`, they make the complete chip ledger of a game.
 */
export function openingEvents(s: HocState): HocEvent[] {
  const n = s.options.players;
  // Host mode: setup draws and deals nothing unless the options fix both; the host's deal actions give those events.
  if (s.options.shuffle === 'host' && (s.options.firstDealer === null || s.options.deck === null)) return [];
  const dealer = (((s.dealer - s.deal) % n) + n) % n;
  const ev: HocEvent[] = s.draws.map((cards, i) => ({
    type: 'draw' as const,
    cards: cards.slice(),
    dealer: i === s.draws.length - 1 ? dealer : null,
  }));
  ev.push({ type: 'deal', deal: 0, dealer, first: next(dealer, n), multipliers: [1, 1, 1] });
  for (let p = 0; p < 3; p++) {
    for (let seat = 0; seat < n; seat++) ev.push({ type: 'chips', from: seat, to: `pool:${PRIZES[p]!}`, amount: 1, reason: 'stake' });
  }
  return ev;
}
