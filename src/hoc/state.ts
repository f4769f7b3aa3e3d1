/**
 * The Hoc game state: plain JSON, flat and small. The rule functions
 * change it in place: `applyMutable` on the caller's copy from `clone`
 * (copyState, below), `apply` on an immer draft (src/core/define.ts).
 *
 * The cards a place holds are integers, not card codes (docs/design-notes.md,
 * "The representation"): a place is four 13-bit rank masks, one per suit
 * in the order C D H S, the bit of rank r (Ace 0 … King 12, which is also
 * the card's Hoc strength) set when the card `suit * 13 + r` (its id, as
 * in src/cards) is there. `hands` and `shown` hold four masks per seat
 * (`hands[4 * seat + suit]`), `stock` four; `paid` holds card ids. The
 * table is three flat lists: `laid` (card ids in the order laid),
 * `laidBy` (who laid each) and `runs` (the runs' lengths), so a lay is
 * three pushes and no new object. A hand
 * read as card codes (views, events, combinations) comes out in the order
 * hands are shown: suits C D H S, King down to Ace (HOC-2.1), {@link handCards}.
 *
 * Hidden parts: `hands` (each seat sees only its own), `stock` (the undealt
 * cards, HOC-3.3), `rng`,
 * `lies` (false "without"s not yet found out) and the `seed`/`deck`
 * options. Everything else is public and appears in views.
 */
import { DECK, RANKS, cardId, type Card, type Rank } from '../cards/cards.js';
import type { RngState, Seed } from '../rng/rng.js';
import type { HocConfig } from './options.js';

/** The phases of a deal (HOC-5.1 – HOC-8.13; `shuffle`: HOC-D13). */
export const PHASES = ['bid', 'show', 'blanche', 'play', 'over', 'shuffle'] as const;
/**
 * A phase: bidding for a prize, the prize winner showing combinations,
 * carte blanche, the play, game over, or (host mode only) waiting for the
 * host's shuffled deck.
 */
export type Phase = (typeof PHASES)[number];

/** Stages of the bidding for one prize (HOC-5.2 – HOC-5.5). */
export const STAGES = ['open', 'raised', 'declare'] as const;
/** `open`: nobody has raised or declared; `raised`: someone raised; `declare`: declarations in turn. */
export type Stage = (typeof STAGES)[number];

/** A player's standing in the bidding for the current prize. */
export const BID_STATUSES = ['in', 'passed', 'out'] as const;
/** `in`: still in; `passed`: passed before any raise (may come back in); `out`: dropped out after a raise. */
export type BidStatus = (typeof BID_STATUSES)[number];

/**
 * What a player announced for a prize (HOC-5.7 says what is public):
 * the point's count (and its value when counts tie), a sequence's length
 * (as it counts, at most 5) and top card, a tricon's size and rank.
 */
export interface Announcement {
  /** The point's length, the sequence's counted length (3–5) or the tricon's size (3–4). */
  length: number;
  /** The point's value, announced only when two point counts tied; otherwise `null`. */
  value: number | null;
  /** The sequence's top rank or the tricon's rank; `null` for the point. */
  rank: Rank | null;
}

/** A run of cards laid on the table, and who laid each. */
export interface Run {
  /** The cards in the order laid. */
  cards: Card[];
  /** The seat that laid each card. */
  by: number[];
}

/** A false "without" not yet found out (falseWithout variant, HOC-11.2, HOC-D29). */
export interface Lie {
  /** Who lied. */
  seat: number;
  /** The rank they said they were without (Hoc strength 0 = Ace … 12 = King). */
  rank: number;
}

/**
 * The complete state of a Hoc game. Plain JSON; treat as immutable outside the rule functions.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const state: hoc.HocState = hoc.setup({ seed: 'table 7' });
 * const stored = JSON.stringify(state);                 // plain JSON: store it, send it between servers
 * console.log(hoc.restore(JSON.parse(stored)).phase);   // 'bid'
 * ```
 */
export interface HocState {
  /** Always `'hoc'`: a cheap tag. */
  game: 'hoc';
  /** The options, complete. */
  options: HocConfig;
  /** The generator state (hidden). */
  rng: RngState;
  /** The first-dealer draw, round by round (cards by seat; `null` for a seat not drawing in a tie round). Empty when fixed by option. */
  draws: (Card | null)[][];
  /** The current deal, 0-based. */
  deal: number;
  /** The dealer of the current deal. */
  dealer: number;
  /** First in hand: the dealer's right neighbour (`dealer + 1`). */
  first: number;
  /** The phase. */
  phase: Phase;
  /** The seat to act (-1 when the game is over or the host is to deal). */
  turn: number;
  /**
   * The hands (hidden except one's own): four 13-bit rank masks per seat,
   * `hands[4 * seat + suit]` (suits C D H S; bit r = rank r, Ace 0 … King 12;
   * card id `13 * suit + r`).
   */
  hands: number[];
  /** The undealt cards (hidden): four 13-bit rank masks, one per suit, as a seat's in `hands`. */
  stock: number[];
  /** Chip balances (may go negative, HOC-3.7). */
  balances: number[];
  /** The three pools: point, sequence, tricon. */
  pools: number[];
  /** Per prize, how many deals in a row before this one nobody won it (double/triple game). */
  unwon: number[];
  /** Chips bet, `[seat][prize]`; emptied into the winner's balance when the prize is settled. */
  bets: number[][];
  /** The prize being bid for (0 point, 1 sequence, 2 tricon). */
  prize: number;
  /** The bidding stage. */
  stage: Stage;
  /** Each player's standing in the current prize's bidding. */
  status: BidStatus[];
  /** The highest bet on the current prize. */
  high: number;
  /** The last raiser, or -1. */
  raiser: number;
  /** Passes in a row in the open stage. */
  passes: number;
  /** Declaration stage: seats still to declare or say good, in order. */
  queue: number[];
  /** Declaration stage: the seat with the best declaration so far, or -1. */
  best: number;
  /** Announcements, `[seat][prize]`. */
  announced: (Announcement | null)[][];
  /** The winner of each prize this deal (`null`: nobody, or not settled yet). */
  winners: (number | null)[];
  /** Show phase: the ids of the canonical cards of the combinations already shown and paid. */
  paid: number[];
  /** Cards shown and still in hand (public): four rank masks per seat, as `hands`. */
  shown: number[];
  /** Carte blanche: `null` not asked yet, else whether the seat declared it. */
  blanche: (boolean | null)[];
  /** The runs laid this deal, as their lengths in order (the last is the current run); their cards are `laid`, run after run. */
  runs: number[];
  /** The ids of the cards laid this deal, in the order laid ({@link runsOf} reads them as runs of card codes). */
  laid: number[];
  /** The seat that laid each card of `laid`. */
  laidBy: number[];
  /** Hoc strength of the current run's top card, or -1 when a new run must be started. */
  top: number;
  /** The seat that laid the last card of the current run, or -1. */
  last: number;
  /** Per seat, a 13-bit mask of ranks they said "without" this deal (a principal hoc laid in place of the needed rank counts as saying it). */
  without: number[];
  /** False "without"s not yet found out (hidden). */
  lies: Lie[];
}

/** The next seat to the right (HOC-1.4). */
export function next(s: number, n: number): number {
  return s + 1 === n ? 0 : s + 1;
}

/** Distance from first in hand: 0 for first in hand; smaller is nearer. */
export function nearness(state: HocState, seat: number): number {
  const n = state.options.players;
  return (seat - state.first + n) % n;
}

/** Whether a card is a principal hoc: the four Kings, Q♠ and J♦ (HOC-8.8). */
export function isPrincipal(card: Card): boolean {
  return card[0] === 'K' || card === 'QS' || card === 'JD';
}

/** Hoc strength of a card's rank, 0 = Ace … 12 = King. */
export function strength(card: Card): number {
  return STRENGTH[card.charCodeAt(0)]!;
}

/** The card's id 0–51 (as `cardId`), by table lookup on its two character codes: sorting legal moves calls it often. */
export function idOf(card: Card): number {
  return ID[(card.charCodeAt(0) << 7) | card.charCodeAt(1)]!;
}

// Indexed by character code (a typed-array read beats a string-keyed lookup on the hot paths).
const STRENGTH = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (STRENGTH[r.charCodeAt(0)] = i));
const ID = new Int8Array(128 * 128).fill(-1);
for (const c of DECK) ID[(c.charCodeAt(0) << 7) | c.charCodeAt(1)] = cardId(c);

/**
 * The cards with ids `ids` (distinct) in the order hands are kept —
 * suits C D H S, King down to Ace within a suit (HOC-2.1), what
 * `sortCards(cards, 'hoc')` gives — read out of a 13-bit mask per suit
 * instead of sorted (dealing and sampling build many hands).
 */
export function inHandOrder(ids: readonly number[]): Card[] {
  const m = [0, 0, 0, 0];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    m[(id / 13) | 0]! |= 1 << (id % 13);
  }
  const out: Card[] = [];
  for (let suit = 0; suit < 4; suit++) {
    for (let x = m[suit]!; x !== 0;) {
      const r = 31 - Math.clz32(x);
      out.push(DECK[13 * suit + r]!);
      x ^= 1 << r;
    }
  }
  return out;
}

/** The Hoc strength (rank index, Ace 0 … King 12) of card id `id`. */
export function strengthOf(id: number): number {
  return id % 13;
}

/** The principal hocs of each suit as a rank mask (HOC-8.8): every King, and J♦, Q♠. */
export const PRINCIPAL_MASKS: readonly number[] = [1 << 12, (1 << 12) | (1 << 10), 1 << 12, (1 << 12) | (1 << 11)];

/** Whether card id `id` is a principal hoc (HOC-8.8). */
export function isPrincipalId(id: number): boolean {
  return ((PRINCIPAL_MASKS[(id / 13) | 0]! >> (id % 13)) & 1) === 1;
}

/** Set bits of a 13-bit mask (a table: the hot paths count hands often). */
export const POP13: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(8192);
  for (let m = 1; m < 8192; m++) t[m] = t[m >> 1]! + (m & 1);
  return t;
})();

/**
 * Whether `seat` holds an ordinary card (not a principal hoc, HOC-8.8) of
 * rank `rank`: one it must lay on a run that needs that rank (HOC-8.3).
 * One expression over the seat's four masks, each with its principal hocs
 * masked out (every King; J♦ and Q♠): the play asks it on most moves.
 */
export function holdsOrdinary(s: HocState, seat: number, rank: number): boolean {
  const h = s.hands;
  const at = 4 * seat;
  return ((((h[at]! & ORDINARY_C) | (h[at + 1]! & ORDINARY_D) | (h[at + 2]! & ORDINARY_H) | (h[at + 3]! & ORDINARY_S)) >> rank) & 1) === 1;
}

// The ordinary ranks of each suit (all 13 but its principal hocs, PRINCIPAL_MASKS), as constants for the hot path.
const ORDINARY_C = 0x0fff;
const ORDINARY_D = 0x0bff;
const ORDINARY_H = 0x0fff;
const ORDINARY_S = 0x07ff;

/** How many cards the four masks of `masks` from index `at` hold (a seat's: `at = 4 * seat`). */
export function countAt(masks: readonly number[], at: number): number {
  return POP13[masks[at]!]! + POP13[masks[at + 1]!]! + POP13[masks[at + 2]!]! + POP13[masks[at + 3]!]!;
}

/** Whether the four masks of `masks` from `at` hold card id `id`. */
export function hasAt(masks: readonly number[], at: number, id: number): boolean {
  return ((masks[at + ((id / 13) | 0)]! >> (id % 13)) & 1) === 1;
}

/** The cards of the four masks of `masks` from `at`, as codes in hand order (suits C D H S, King down to Ace, HOC-2.1). */
export function cardsAt(masks: readonly number[], at: number): Card[] {
  const out: Card[] = [];
  for (let suit = 0; suit < 4; suit++) {
    for (let x = masks[at + suit]!; x !== 0;) {
      const r = 31 - Math.clz32(x);
      out.push(DECK[13 * suit + r]!);
      x ^= 1 << r;
    }
  }
  return out;
}

/** The ids of the four masks of `masks` from `at`, ascending. */
export function idsAt(masks: readonly number[], at: number): number[] {
  const out: number[] = [];
  for (let suit = 0; suit < 4; suit++) for (let x = masks[at + suit]!; x !== 0; x &= x - 1) out.push(13 * suit + 31 - Math.clz32(x & -x));
  return out;
}

/** The four rank masks of a list of card ids (distinct). */
export function masksOfIds(ids: readonly number[]): number[] {
  const m = [0, 0, 0, 0];
  for (let i = 0; i < ids.length; i++) m[(ids[i]! / 13) | 0]! |= 1 << (ids[i]! % 13);
  return m;
}

/** The four rank masks of a list of cards (distinct). */
export function masksOf(cards: readonly Card[]): number[] {
  const m = [0, 0, 0, 0];
  for (let i = 0; i < cards.length; i++) {
    const id = idOf(cards[i]!);
    m[(id / 13) | 0]! |= 1 << (id % 13);
  }
  return m;
}

/** A seat's hand as card codes in hand order (HOC-2.1): what views, events and combinations read. */
export function handCards(s: HocState, seat: number): Card[] {
  return cardsAt(s.hands, 4 * seat);
}

/** The runs laid this deal as card codes and seats, the last being the current one (what views show). */
export function runsOf(s: HocState): Run[] {
  const out: Run[] = [];
  let at = 0;
  for (let r = 0; r < s.runs.length; r++) {
    const cards: Card[] = [];
    const by: number[] = [];
    // Bounded by the cards laid, whatever a damaged length says.
    for (let k = 0; k < s.runs[r]! && at < s.laid.length; k++, at++) {
      cards.push(DECK[s.laid[at]!]!);
      by.push(s.laidBy[at]!);
    }
    out.push({ cards, by });
  }
  return out;
}

/** How many cards `seat` holds. */
export function handCount(s: HocState, seat: number): number {
  return countAt(s.hands, 4 * seat);
}

/** Hand size by player count: 15 with two players, 12 with three (HOC-3.2). */
export function handSize(players: number): number {
  return players === 2 ? 15 : 12;
}

/** The double/triple-game multiplier of a prize this deal (HOC-6.9, HOC-11.1; HOC-D22). */
export function multiplier(state: HocState, prize: number): number {
  const u = state.unwon[prize]!;
  if (u === 0) return 1;
  return u >= 2 && state.options.tripleGame ? 3 : 2;
}

/**
 * A plain copy of a list, by spreading: on Node 20 the fastest copy of a
 * small list, frozen or not (`slice` takes a slow path on frozen arrays),
 * and exactly as long as the list (a copy grown by `push` has room for 17).
 */
export function list<T>(xs: readonly T[]): T[] {
  return [...xs];
}

// The longest list a state holds: the cards laid in a deal (or a deck being dealt).
const MAX_LIST = 52;

/**
 * `xs` emptied in place, its storage kept for the next deal (`pop`:
 * `length = 0` drops the storage in V8), or a new list when `xs` is longer
 * than any list of a state (a damaged state's sparse list of a billion
 * holes would not empty in bounded time).
 */
export function emptied<T>(xs: T[]): T[] {
  if (xs.length > MAX_LIST) return [];
  while (xs.length > 0) xs.pop();
  return xs;
}

/** `xs` with each of its `len` items set to `v`, in place when it has length `len`, else a new list. */
export function filled<T>(xs: T[], len: number, v: T): T[] {
  if (xs.length !== len) return Array<T>(len).fill(v);
  for (let i = 0; i < len; i++) xs[i] = v;
  return xs;
}

/**
 * A mutable copy of a state's options, every key written out in
 * `OPTION_KEYS` order (an object spread of the 13 keys and the bonus table
 * cost about a fifth of a sample); `seed` replaces the seed when given.
 * The seed is shared (never changed in place), the tables are copied.
 */
export function copyConfig(o: HocConfig, seed: Seed = o.seed): HocConfig {
  const b = o.bonusTable;
  return {
    players: o.players,
    seed,
    shuffle: o.shuffle,
    deals: o.deals,
    chips: o.chips,
    maxBet: o.maxBet,
    raiseLimit: o.raiseLimit,
    bonusTable: { tierce: b.tierce, quart: b.quart, quint: b.quint, three: b.three, four: b.four, major: b.major },
    cardsLeftTable: list(o.cardsLeftTable),
    tripleGame: o.tripleGame,
    falseWithout: o.falseWithout,
    firstDealer: o.firstDealer,
    deck: o.deck ? list(o.deck) : null,
  };
}

/** A plain copy of a list of lists, rows copied too. */
function rows<T>(xs: readonly (readonly T[])[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i++) out.push(list(xs[i]!));
  return out;
}

/**
 * A mutable deep copy of a state, for `clone`: nothing shared, nothing
 * frozen. Written out field by field with index loops: spreading, slicing
 * or iterating frozen arrays takes a slow path in V8.
 */
export function copyState(s: HocState): HocState {
  const o = s.options;
  return {
    game: s.game,
    options: copyConfig(o),
    rng: list(s.rng) as HocState['rng'],
    draws: rows(s.draws),
    deal: s.deal,
    dealer: s.dealer,
    first: s.first,
    phase: s.phase,
    turn: s.turn,
    hands: list(s.hands),
    stock: list(s.stock),
    balances: list(s.balances),
    pools: list(s.pools),
    unwon: list(s.unwon),
    bets: rows(s.bets),
    prize: s.prize,
    stage: s.stage,
    status: list(s.status),
    high: s.high,
    raiser: s.raiser,
    passes: s.passes,
    queue: list(s.queue),
    best: s.best,
    announced: copyEach(s.announced, (row) => copyEach(row, (a) => (a ? { length: a.length, value: a.value, rank: a.rank } : null))),
    winners: list(s.winners),
    paid: list(s.paid),
    shown: list(s.shown),
    blanche: list(s.blanche),
    runs: list(s.runs),
    laid: list(s.laid),
    laidBy: list(s.laidBy),
    top: s.top,
    last: s.last,
    without: list(s.without),
    lies: copyEach(s.lies, (l) => ({ seat: l.seat, rank: l.rank })),
  };
}

function copyEach<T, U>(xs: readonly T[], f: (x: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]!));
  return out;
}

/**
 * Copies `src` into the mutable state `dst` and returns `dst`: the same
 * result as {@link copyState}, but every list, row and the options object
 * `dst` owns is overwritten in place (its storage kept), so a bot that
 * copies one state into the same scratch state again and again allocates
 * nothing, and the deals it then plays reuse the lists too. A part `dst`
 * does not own (frozen or sealed: shared with a frozen state; or longer than
 * any list of a state) is replaced by a copy. The announcements and lies
 * are shared with `src` (the rules replace them, never change them).
 */
export function copyStateInto(src: HocState, dst: HocState): HocState {
  // A frozen source (from setup, apply or restore) has frozen lists: copied without an index loop (into, below).
  const frozen = Object.isFrozen(src);
  dst.game = src.game;
  dst.options = configInto(src.options, dst.options, frozen);
  dst.rng = into(src.rng, dst.rng, frozen) as HocState['rng'];
  dst.draws = rowsInto(src.draws, dst.draws, frozen);
  dst.deal = src.deal;
  dst.dealer = src.dealer;
  dst.first = src.first;
  dst.phase = src.phase;
  dst.turn = src.turn;
  dst.hands = into(src.hands, dst.hands, frozen);
  dst.stock = into(src.stock, dst.stock, frozen);
  dst.balances = into(src.balances, dst.balances, frozen);
  dst.pools = into(src.pools, dst.pools, frozen);
  dst.unwon = into(src.unwon, dst.unwon, frozen);
  dst.bets = rowsInto(src.bets, dst.bets, frozen);
  dst.prize = src.prize;
  dst.stage = src.stage;
  dst.status = into(src.status, dst.status, frozen);
  dst.high = src.high;
  dst.raiser = src.raiser;
  dst.passes = src.passes;
  dst.queue = into(src.queue, dst.queue, frozen);
  dst.best = src.best;
  dst.announced = rowsInto(src.announced, dst.announced, frozen);
  dst.winners = into(src.winners, dst.winners, frozen);
  dst.paid = into(src.paid, dst.paid, frozen);
  dst.shown = into(src.shown, dst.shown, frozen);
  dst.blanche = into(src.blanche, dst.blanche, frozen);
  dst.runs = into(src.runs, dst.runs, frozen);
  dst.laid = into(src.laid, dst.laid, frozen);
  dst.laidBy = into(src.laidBy, dst.laidBy, frozen);
  dst.top = src.top;
  dst.last = src.last;
  dst.without = into(src.without, dst.without, frozen);
  dst.lies = into(src.lies, dst.lies, frozen);
  return dst;
}

/** Whether the rules may write into `xs` in place: extensible (a frozen or sealed list belongs to a frozen state) and no longer than any list of a state. */
function owned(xs: readonly unknown[]): boolean {
  return xs.length <= MAX_LIST && Object.isExtensible(xs);
}

/**
 * `src`'s items written into `dst` in place when `dst` is owned (and not
 * `src` itself), else a new copy; returns the list to keep. Emptied by
 * `pop` (which keeps the storage). A `frozen` source is pushed in one
 * spread call rather than read by the index loop: in V8 a code site that
 * has read one frozen list reads every list slowly from then on, and this
 * loop copies the mutable states of every rollout.
 */
function into<T>(src: readonly T[], dst: T[], frozen: boolean): T[] {
  if (dst === src || !owned(dst)) return list(src);
  if (frozen) {
    while (dst.length > 0) dst.pop();
    dst.push(...src);
    return dst;
  }
  while (dst.length > src.length) dst.pop();
  const k = dst.length;
  for (let i = 0; i < k; i++) dst[i] = src[i]!;
  for (let i = k; i < src.length; i++) dst.push(src[i]!);
  return dst;
}

/** {@link into} for a list of rows: each row of `dst` reused in place. */
function rowsInto<T>(src: readonly (readonly T[])[], dst: T[][], frozen: boolean): T[][] {
  if (dst === src || !owned(dst)) return copyEach(src, (row) => list(row));
  while (dst.length > src.length) dst.pop();
  for (let i = 0; i < src.length; i++) {
    if (i < dst.length) dst[i] = into(src[i]!, dst[i]!, frozen);
    else dst.push(list(src[i]!));
  }
  return dst;
}

/** The options `src` written into `dst` in place, every key (as {@link copyConfig}, whose copy it equals), when `dst` is extensible and not `src`; else a copy. */
function configInto(src: HocConfig, dst: HocConfig, frozen: boolean): HocConfig {
  if (dst === src || !Object.isExtensible(dst) || typeof dst.bonusTable !== 'object' || dst.bonusTable === null || !Object.isExtensible(dst.bonusTable)) return copyConfig(src);
  const b = src.bonusTable;
  const d = dst.bonusTable;
  dst.players = src.players;
  dst.seed = src.seed;
  dst.shuffle = src.shuffle;
  dst.deals = src.deals;
  dst.chips = src.chips;
  dst.maxBet = src.maxBet;
  dst.raiseLimit = src.raiseLimit;
  d.tierce = b.tierce;
  d.quart = b.quart;
  d.quint = b.quint;
  d.three = b.three;
  d.four = b.four;
  d.major = b.major;
  dst.cardsLeftTable = into(src.cardsLeftTable, dst.cardsLeftTable, frozen);
  dst.tripleGame = src.tripleGame;
  dst.falseWithout = src.falseWithout;
  dst.firstDealer = src.firstDealer;
  dst.deck = src.deck === null ? null : dst.deck === null ? list(src.deck) : into(src.deck, dst.deck, frozen);
  return dst;
}
