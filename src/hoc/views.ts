/**
 * What one seat may know (HOC-D32; shown cards HOC-6.11, announcements
 * HOC-5.7): its own hand; for every seat the card count, balance, bets,
 * announcements, shown cards (still in hand), bidding standing and the ranks
 * it said "without"; pools and multipliers; the runs on the table; the
 * phase; and its legal actions when it is to act. Never another hand, the
 * undealt cards, other players' false "without"s, the seed, the deck option
 * or the generator state.
 */
import { DECK, RANKS, type Card, type Rank } from '../cards/cards.js';
import { PRIZES, type Prize } from './combos.js';
import type { HocAction } from './actions.js';
import { legalActions } from './legal.js';
import type { HocConfig } from './options.js';
import { cardsAt, countAt, handCards, handCount, list, multiplier, runsOf, type Announcement, type BidStatus, type HocState, type Phase, type Run, type Stage } from './state.js';

/** The options as a player sees them: everything but the seed and the deck order. */
export type PublicOptions = Omit<HocConfig, 'seed' | 'deck'>;

/** What a seat may know about one seat (itself included). */
export interface SeatView {
  /** Cards in hand. */
  cards: number;
  /** Chip balance. */
  balance: number;
  /** Chips bet on each prize (point, sequence, tricon) this deal, not yet settled. */
  bets: number[];
  /** What the seat announced for each prize, or `null`. */
  announced: (Announcement | null)[];
  /** Cards the seat has shown (a prize's combination or carte blanche) and still holds. */
  shown: Card[];
  /** Standing in the bidding for the current prize. */
  status: BidStatus;
  /** Ranks the seat said "without" this deal, or showed it lacked by laying a principal hoc in their place. */
  without: Rank[];
  /** Carte blanche this deal: `null` not asked yet, else whether declared. */
  blanche: boolean | null;
}

/**
 * One seat's view of a Hoc game.
 *
 * @example
 * ```ts
 * import { formatCards, hoc } from 'hoc-hokm';
 *
 * const view: hoc.HocView = hoc.view(hoc.setup({ seed: 'table 7' }), 1);
 * console.log(view.phase, view.prize, formatCards(view.hand), view.pools); // 'bid' 'point', seat 1's hand, [3, 3, 3]
 * ```
 */
export interface HocView {
  /** Always `'hoc'`. */
  game: 'hoc';
  /** Whose view this is. */
  seat: number;
  /** The public options. */
  options: PublicOptions;
  /** The first-dealer draw (face-up cards, public). */
  draws: (Card | null)[][];
  /** The current deal, 0-based. */
  deal: number;
  /** The dealer (in host mode, 0 until the draw for the first dealer is dealt). */
  dealer: number;
  /** First in hand. */
  first: number;
  /** The phase. */
  phase: Phase;
  /** The seat to act, or `null` when the game is over or the host is to deal (phase `shuffle`). */
  toAct: number | null;
  /** This seat's hand (Hoc order within suits). */
  hand: Card[];
  /** Every seat, by seat number. */
  seats: SeatView[];
  /** Undealt cards (face down; the count only). */
  stock: number;
  /** Chips in each pool (point, sequence, tricon). */
  pools: number[];
  /** Deals in a row each prize went unwon before this one. */
  unwon: number[];
  /** Double/triple-game multiplier of each prize's bonuses this deal. */
  multipliers: number[];
  /** The prize being bid for or shown, else `null`. */
  prize: Prize | null;
  /** The bidding stage. */
  stage: Stage;
  /** The highest bet on the current prize. */
  high: number;
  /** The last raiser, or `null`. */
  raiser: number | null;
  /** Passes in a row before any raise. */
  passes: number;
  /** Seats still to declare or say good, in order. */
  queue: number[];
  /** The seat with the best declaration so far, or `null`. */
  best: number | null;
  /** Each prize's winner this deal (`null`: nobody or not yet). */
  winners: (number | null)[];
  /** Show phase: the naming cards of combinations already shown. */
  paid: Card[];
  /** The runs laid this deal, the last being the current one. */
  runs: Run[];
  /** The rank on top of the current run, or `null` when a new run must be started. */
  top: Rank | null;
  /** The rank needed next (`null` when a new run must be started). */
  needed: Rank | null;
  /** Who laid the last card of the current run, or `null`. */
  last: number | null;
  /** This seat's own false "without"s not found out yet (falseWithout variant). */
  lies: Rank[];
  /** This seat's legal actions when it is to act, else empty. */
  legal: HocAction[];
}

function ranksOf(mask: number): Rank[] {
  const out: Rank[] = [];
  for (let r = 0; r < 13; r++) if (mask & (1 << r)) out.push(RANKS[r]!);
  return out;
}

/** The view of `seat`. */
export function viewOf(s: HocState, seat: number): HocView {
  const n = s.options.players;
  const { seed: _seed, deck: _deck, ...pub } = s.options;
  const seats: SeatView[] = [];
  for (let p = 0; p < n; p++) {
    seats.push({
      cards: handCount(s, p),
      balance: s.balances[p]!,
      bets: s.bets[p]!.slice(),
      announced: s.announced[p]!.map((a) => (a ? { ...a } : null)),
      shown: cardsAt(s.shown, 4 * p),
      status: s.status[p]!,
      without: ranksOf(s.without[p]!),
      blanche: s.blanche[p]!,
    });
  }
  // Nobody acts once the game is over, or while the host is to deal (phase shuffle, nothing dealt).
  const over = s.phase === 'over' || s.phase === 'shuffle';
  return {
    game: 'hoc',
    seat,
    options: { ...pub, bonusTable: { ...pub.bonusTable }, cardsLeftTable: list(pub.cardsLeftTable) },
    draws: s.draws.map((r) => r.slice()),
    deal: s.deal,
    dealer: s.dealer,
    first: s.first,
    phase: s.phase,
    toAct: over ? null : s.turn,
    hand: handCards(s, seat),
    seats,
    stock: countAt(s.stock, 0),
    pools: s.pools.slice(),
    unwon: s.unwon.slice(),
    multipliers: [0, 1, 2].map((p) => multiplier(s, p)),
    prize: s.phase === 'bid' || s.phase === 'show' ? PRIZES[s.prize]! : null,
    stage: s.stage,
    high: s.high,
    raiser: s.raiser < 0 ? null : s.raiser,
    passes: s.passes,
    queue: s.queue.slice(),
    best: s.best < 0 ? null : s.best,
    winners: s.winners.slice(),
    paid: s.paid.map((id) => DECK[id]!),
    runs: runsOf(s),
    top: s.top < 0 ? null : RANKS[s.top]!,
    needed: s.top < 0 || s.top >= 12 ? null : RANKS[s.top + 1]!,
    last: s.last < 0 ? null : s.last,
    lies: s.lies.filter((l) => l.seat === seat).map((l) => RANKS[l.rank]!),
    legal: !over && s.turn === seat ? legalActions(s) : [],
  };
}
