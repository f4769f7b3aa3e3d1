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
import { seedRng, type RngState } from '../rng/rng.js';
import { shuffleInPlace } from '../rng/shuffle.js';
import { PRIZES } from './combos.js';
import type { HocEvent } from './events.js';
import { pay, stake, type Sink } from './ledger.js';
import type { HocConfig } from './options.js';
import { emptied, filled, handCount, handSize, idOf, list, multiplier, next, type HocState } from './state.js';
import { cardsLeftPayment } from './tables.js';

/** Chips each player pays a false "without" liar's victims: 5 each (HOC-8.6, HOC-11.2). */
export const FALSE_WITHOUT_PENALTY = 5;

// The card ids 0 … 51 in deck order.
const IDS: readonly number[] = /* @__PURE__ */ Object.freeze(DECK.map((_, i) => i));

/**
 * The card ids 0 … 51 in deck order, shuffled with generator state `rng`
 * into `deck` (a copy of {@link IDS}, or a state's own list refilled, so a
 * deal allocates no deck): the draws and permutation of
 * `new Rng(rng).shuffle(DECK.slice())`, so every seeded game is the same.
 * Returns the generator state after the shuffle.
 */
function shuffleIds(deck: number[], rng: RngState): RngState {
  if (deck.length !== IDS.length) {
    emptied(deck);
    for (let id = 0; id < IDS.length; id++) deck.push(id);
  } else for (let id = 0; id < IDS.length; id++) deck[id] = id;
  // The state's own generator words are advanced in place (a list per deal spared); a frozen one (the pure path's working
  // state shares the base's) is replaced.
  return shuffleInPlace(deck, rng, Object.isExtensible(rng) ? rng : undefined);
}

/**
 * The draw for the first dealer (HOC-3.1, HOC-D10) from `deck` (card ids,
 * top card first: the generator's shuffle, or the host's): returns the
 * dealer and the rounds of draws.
 */
export function drawFrom(deck: readonly number[], n: number): { dealer: number; draws: (Card | null)[][] } {
  const draws: (Card | null)[][] = [];
  // The seats still drawing, a bit each, and the rank each drew last.
  let drawing = (1 << n) - 1;
  const rank = [0, 0, 0];
  let k = 0;
  for (;;) {
    const round: (Card | null)[] = [];
    let low = 99;
    for (let s = 0; s < n; s++) {
      if ((drawing & (1 << s)) === 0) {
        round.push(null);
        continue;
      }
      const id = deck[k++]!;
      round.push(DECK[id]!);
      rank[s] = id % 13;
      if (rank[s]! < low) low = rank[s]!;
    }
    draws.push(round);
    for (let s = 0; s < n; s++) if (rank[s] !== low) drawing &= ~(1 << s);
    // Ties draw again from the rest of the same deck; 52 cards always suffice
    // since at most 3 players draw and each round removes at least 2 cards.
    if ((drawing & (drawing - 1)) === 0) return { dealer: 31 - Math.clz32(drawing), draws };
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
  let rng = seedRng(cfg.seed);
  // Host mode before the draw: seat 0 stands in as dealer until the host's deck names one.
  let dealer = 0;
  let draws: (Card | null)[][] = [];
  // The deck of the draw is the new state's list of cards laid, which the first deal then shuffles again.
  const laid = list(IDS);
  if (cfg.firstDealer !== null) dealer = cfg.firstDealer;
  else if (!host) {
    rng = shuffleIds(laid, rng);
    ({ dealer, draws } = drawFrom(laid, n));
  }
  const s: HocState = {
    game: 'hoc',
    options: cfg,
    rng,
    draws,
    deal: 0,
    dealer,
    first: next(dealer, n),
    phase: 'bid',
    turn: next(dealer, n),
    // Every list at the length the first deal fills in place (resetDeal, dealIds), or empty.
    hands: Array<number>(4 * n).fill(0),
    stock: [0, 0, 0, 0],
    balances: Array<number>(n).fill(cfg.chips),
    pools: [0, 0, 0],
    unwon: [0, 0, 0],
    bets:
      n === 2
        ? [
            [0, 0, 0],
            [0, 0, 0],
          ]
        : [
            [0, 0, 0],
            [0, 0, 0],
            [0, 0, 0],
          ],
    prize: 0,
    stage: 'open',
    status: Array(n).fill('in'),
    high: 0,
    raiser: -1,
    passes: 0,
    queue: [],
    best: -1,
    announced:
      n === 2
        ? [
            [null, null, null],
            [null, null, null],
          ]
        : [
            [null, null, null],
            [null, null, null],
            [null, null, null],
          ],
    winners: [null, null, null],
    paid: [],
    shown: Array<number>(4 * n).fill(0),
    blanche: Array<boolean | null>(n).fill(null),
    runs: [],
    laid,
    laidBy: [],
    top: -1,
    last: -1,
    without: Array<number>(n).fill(0),
    lies: [],
  };
  if (host && (cfg.firstDealer === null || cfg.deck === null)) awaitDeal(s);
  else dealCards(s, cfg.deck, null);
  return s;
}

/**
 * Shuffles with the generator (or takes `order`) and deals. The shuffled
 * deck is the state's own list of cards laid, emptied (a deal starts with
 * none laid): no deck is allocated per deal.
 */
function dealCards(s: HocState, order: readonly Card[] | null, ev: Sink): void {
  if (order) return dealIds(s, order.map(idOf), ev);
  const deck = s.laid.length > IDS.length ? [] : s.laid;
  s.laid = deck;
  s.rng = shuffleIds(deck, s.rng);
  // dealIds reads the whole deck before its resetDeal empties the list again.
  dealIds(s, deck, ev);
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
  const hands = filled(s.hands, 4 * n, 0);
  const stock = filled(s.stock, 4, 0);
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

/**
 * Empties what a deal fills (announcements, shown cards, carte blanche,
 * runs, "without"s) for a new deal: in place, keeping the lists' storage
 * for the next deal, when a list has its proper length (every list the
 * rules run on is the state's own: `clone`'s copy, a sample, the pure
 * path's working state); otherwise a new list.
 */
function resetDeal(s: HocState): void {
  const n = s.options.players;
  s.prize = 0;
  s.winners = filled(s.winners, 3, null);
  let announced = s.announced;
  if (announced.length !== n) announced = [];
  for (let p = 0; p < n; p++) {
    if (p < announced.length) announced[p] = filled(announced[p]!, 3, null);
    else announced.push([null, null, null]);
  }
  s.announced = announced;
  s.shown = filled(s.shown, 4 * n, 0);
  s.blanche = filled(s.blanche, n, null);
  s.runs = emptied(s.runs);
  s.laid = emptied(s.laid);
  s.laidBy = emptied(s.laidBy);
  s.top = -1;
  s.last = -1;
  s.without = filled(s.without, n, 0);
  s.lies = emptied(s.lies);
}

/**
 * Host mode: clears the table and waits in phase `shuffle` for the host's
 * deck: no hands, no stock, nobody to act (the cards of the deal just
 * finished leave the table, so nothing of them stays in any view).
 */
export function awaitDeal(s: HocState): void {
  const n = s.options.players;
  s.hands = filled(s.hands, 4 * n, 0);
  s.stock = filled(s.stock, 4, 0);
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
  // A loop, not `fill`: V8 runs Array.prototype.fill in C++ (a runtime call per prize of every deal).
  const status = s.status;
  for (let i = 0; i < status.length; i++) status[i] = 'in';
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
  s.lies = emptied(s.lies);
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
