/**
 * The part of a Hoc sample every sample of one view shares, read out of the
 * view once (src/hoc/sample.ts draws many deals of the same view), and the
 * sample built from it and a drawn deal: the public part of the state, the
 * hands' cards every sample has (the viewer's hand, the others' shown
 * cards), and the claims of the play that are lies when the seat holds the
 * rank (HOC-8.4 – HOC-8.9, HOC-11.2).
 *
 * Why flat lists: a sampler that cycles through many views (a search does,
 * and the bench) waits on memory. A template kept as a state, about thirty
 * small lists, cost a cache miss or two per list on every sample; here the
 * numbers are one list and the other values (strings, flags, `null`s)
 * another, each list of the state a `slice` of one of them, so a sample
 * reads two stretches of neighbouring memory. Every value is copied as the
 * view has it, as before: the samples are the same.
 */
import { RANKS, type Card } from '../cards/cards.js';
import { freshState } from '../core/random.js';
import { StateError } from '../core/errors.js';
import type { Rng, Seed } from '../rng/rng.js';
import { PRIZES } from './combos.js';
import type { Deal } from './deals.js';
import type { Knowledge } from './knowledge.js';
import { PRINCIPAL_MASKS, idOf, list, type Announcement, type BidStatus, type HocState, type Lie, type Phase, type Stage } from './state.js';
import type { HocView } from './views.js';

/** The view's options without `seed` and `deck` (each sample's options copy them). */
export type PublicOptions = Omit<HocView['options'], 'seed' | 'deck'>;

/** What every sample of one view shares (see the module summary). */
export interface Template {
  /**
   * The numbers: the scalars at fixed places (`I_DEAL` …), then the lists
   * one after another, list `x` at `ints[at[x]…at[x + 1])`.
   */
  ints: number[];
  /** Where each list of `ints` starts (`L_HANDS` …, then the rows of `bets`), and where the last ends. */
  at: Int32Array;
  /** The other values: phase, stage and three options at fixed places, then lists as `ints`'s. */
  vals: unknown[];
  /** Where each list of `vals` starts (`V_STATUS` …, then the rows of `announced` and of `draws`), and where the last ends. */
  vat: Int32Array;
  /** Players. */
  n: number;
  /** Rows of the first-dealer draw. */
  draws: number;
}

// The scalars of `ints`.
const I_DEAL = 0;
const I_DEALER = 1;
const I_FIRST = 2;
const I_TURN = 3;
const I_PRIZE = 4;
const I_HIGH = 5;
const I_RAISER = 6;
const I_PASSES = 7;
const I_BEST = 8;
const I_TOP = 9;
const I_LAST = 10;
const I_PLAYERS = 11;
const I_DEALS = 12;
const I_CHIPS = 13;
const I_MAX_BET = 14;
const I_RAISE_LIMIT = 15;
// The bonus table, in its keys' order.
const I_BONUS = 16;
// The lists of `ints`, then one per row of `bets`.
const L_HANDS = 0;
const L_CARDS_LEFT = 1;
const L_BALANCES = 2;
const L_POOLS = 3;
const L_UNWON = 4;
const L_QUEUE = 5;
const L_PAID = 6;
const L_SHOWN = 7;
const L_RUNS = 8;
const L_LAID = 9;
const L_LAID_BY = 10;
const L_WITHOUT = 11;
/** Each claim that is a lie when its seat holds an ordinary card of its rank: seat, rank, in order. */
const L_CLAIMS = 12;
const L_BETS = 13;
// The scalars of `vals`.
const V_PHASE = 0;
const V_STAGE = 1;
const V_TRIPLE = 2;
const V_FALSE_WITHOUT = 3;
const V_FIRST_DEALER = 4;
// The lists of `vals`, then one per row of `announced` (four values per announcement: present, length, value, rank), then per row of `draws`.
const V_STATUS = 0;
const V_WINNERS = 1;
const V_BLANCHE = 2;
const V_ANNOUNCED = 3;

/** Appends `lists` to `into`, recording where each starts (and where the last ends) in a new offsets array. */
function laidOut<T>(into: T[], lists: readonly (readonly T[])[]): Int32Array {
  const at = new Int32Array(lists.length + 1);
  lists.forEach((xs, i) => {
    at[i] = into.length;
    for (const x of xs) into.push(x);
  });
  at[lists.length] = into.length;
  return at;
}

/**
 * Reads the public part of a view into a {@link Template}. Throws
 * `StateError` when the viewer's own lies do not match the runs (they do
 * not depend on the deal drawn, so every sample would).
 */
export function templateOf(v: HocView, k: Knowledge, pub: PublicOptions): Template {
  const n = k.n;
  const hands = new Array<number>(4 * n).fill(0);
  const put = (seat: number, id: number) => (hands[4 * seat + ((id / 13) | 0)]! |= 1 << (id % 13));
  for (const c of v.hand) put(k.me, idOf(c));
  k.seats.forEach((seat, i) => {
    for (const c of k.shown[i]!) put(seat, idOf(c));
  });
  // The table and the shown cards as the state keeps them.
  const runs: number[] = [];
  const laid: number[] = [];
  const laidBy: number[] = [];
  for (let r = 0; r < v.runs.length; r++) {
    const { cards, by } = v.runs[r]!;
    runs.push(cards.length);
    for (let i = 0; i < cards.length; i++) {
      laid.push(idOf(cards[i]!));
      laidBy.push(by[i]!);
    }
  }
  const shown = new Array<number>(4 * n).fill(0);
  for (let q = 0; q < n; q++) {
    const cards = v.seats[q]!.shown;
    for (let i = 0; i < cards.length; i++) {
      const id = idOf(cards[i]!);
      shown[4 * q + ((id / 13) | 0)]! |= 1 << (id % 13);
    }
  }
  // The claims that are lies if the seat holds the rank: made while it held no card of the rank laid since (knowledge.ts).
  // Every lie still hidden is found out when the deal ends (HOC-11.2): outside the play there are none.
  const claims: number[] = [];
  if (v.phase === 'play') for (const c of k.claims) if (c.rank <= 11 && c.time > k.lastLay[c.seat]![c.rank]!) claims.push(c.seat, c.rank);
  // The viewer's own lies depend on its hand only: they must be the ones its view lists.
  const mine: number[] = [];
  for (let i = 0; i < claims.length; i += 2) if (claims[i] === k.me && holds(hands, k.me, claims[i + 1]!)) mine.push(claims[i + 1]!);
  if (mine.length !== k.myLies.length || mine.some((r, i) => r !== k.myLies[i])) throw new StateError('sampleHidden: not a valid Hoc view: its lies do not match its runs');
  const b = pub.bonusTable;
  const ints: number[] = [
    v.deal,
    v.dealer,
    v.first,
    v.toAct ?? -1,
    v.prize === null ? 2 : PRIZES.indexOf(v.prize),
    v.high,
    v.raiser ?? -1,
    v.passes,
    v.best ?? -1,
    v.top === null ? -1 : RANKS.indexOf(v.top),
    v.last ?? -1,
    pub.players,
    pub.deals,
    pub.chips,
    pub.maxBet,
    pub.raiseLimit,
    b.tierce,
    b.quart,
    b.quint,
    b.three,
    b.four,
    b.major,
  ];
  const at = laidOut(ints, [
    hands,
    [...pub.cardsLeftTable],
    v.seats.map((sv) => sv.balance),
    v.pools,
    v.unwon,
    v.queue,
    v.paid.map(idOf),
    shown,
    runs,
    laid,
    laidBy,
    v.seats.map((sv) => sv.without.reduce((m, r) => m | (1 << RANKS.indexOf(r)), 0)),
    claims,
    ...v.seats.map((sv) => sv.bets),
  ]);
  const vals: unknown[] = [v.phase, v.stage, pub.tripleGame, pub.falseWithout, pub.firstDealer];
  // Each announcement as four values (whether there is one, then its fields as a copy of it reads them).
  const announced = v.seats.map((sv) =>
    sv.announced.flatMap((a) => {
      const c = a ? { ...a } : null;
      return c ? [true, c.length, c.value, c.rank] : [false, null, null, null];
    }),
  );
  const vat = laidOut(vals, [v.seats.map((sv) => sv.status), v.winners, v.seats.map((sv) => sv.blanche), ...announced, ...v.draws]);
  return { ints, at, vals, vat, n, draws: v.draws.length };
}

/** Whether `seat` holds an ordinary (non-principal) card of `rank` in `hands` (four rank masks per seat). */
function holds(hands: readonly number[], seat: number, rank: number): boolean {
  for (let suit = 0; suit < 4; suit++) if ((hands[4 * seat + suit]! & ~PRINCIPAL_MASKS[suit]! & (1 << rank)) !== 0) return true;
  return false;
}

/**
 * A sample: the template's state with the cards of deal `d` added to the
 * hands of `seats` (the other seats, by place; the stock is the deal's),
 * a fresh generator state drawn from `rng`, and `seed` as the options' seed.
 * Plain and mutable: every list is the sample's own.
 */
export function stateOf(t: Template, d: Deal, seats: readonly number[], rng: Rng, seed: Seed): HocState {
  const I = t.ints;
  const at = t.at;
  const V = t.vals;
  const vat = t.vat;
  const n = t.n;
  const hands = I.slice(at[L_HANDS]!, at[L_HANDS + 1]!);
  for (let i = 0; i < seats.length; i++) {
    const h = 4 * seats[i]!;
    for (let suit = 0; suit < 4; suit++) hands[h + suit]! |= d[4 * i + suit]!;
  }
  const lies: Lie[] = [];
  for (let i = at[L_CLAIMS]!; i < at[L_CLAIMS + 1]!; i += 2) if (holds(hands, I[i]!, I[i + 1]!)) lies.push({ seat: I[i]!, rank: I[i + 1]! });
  const bets: number[][] = [];
  for (let q = 0; q < n; q++) bets.push(I.slice(at[L_BETS + q]!, at[L_BETS + q + 1]!));
  const announced: (Announcement | null)[][] = [];
  for (let q = 0; q < n; q++) {
    const row: (Announcement | null)[] = [];
    for (let j = vat[V_ANNOUNCED + q]!; j < vat[V_ANNOUNCED + q + 1]!; j += 4) {
      row.push(V[j] === true ? { length: V[j + 1] as number, value: V[j + 2] as number | null, rank: V[j + 3] as Announcement['rank'] } : null);
    }
    announced.push(row);
  }
  const draws: (Card | null)[][] = [];
  for (let r = V_ANNOUNCED + n; r < V_ANNOUNCED + n + t.draws; r++) draws.push(V.slice(vat[r]!, vat[r + 1]!) as (Card | null)[]);
  const B = I_BONUS;
  return {
    game: 'hoc',
    // In the order of copyConfig (state.ts), as every state's options.
    options: {
      players: I[I_PLAYERS] as 2 | 3,
      seed: (Array.isArray(seed) ? list(seed as unknown as unknown[]) : seed) as Seed,
      shuffle: 'seeded',
      deals: I[I_DEALS]!,
      chips: I[I_CHIPS]!,
      maxBet: I[I_MAX_BET]!,
      raiseLimit: I[I_RAISE_LIMIT]!,
      bonusTable: { tierce: I[B]!, quart: I[B + 1]!, quint: I[B + 2]!, three: I[B + 3]!, four: I[B + 4]!, major: I[B + 5]! },
      cardsLeftTable: I.slice(at[L_CARDS_LEFT]!, at[L_CARDS_LEFT + 1]!),
      tripleGame: V[V_TRIPLE] as boolean,
      falseWithout: V[V_FALSE_WITHOUT] as boolean,
      firstDealer: V[V_FIRST_DEALER] as number | null,
      deck: null,
    },
    rng: freshState(rng),
    draws,
    deal: I[I_DEAL]!,
    dealer: I[I_DEALER]!,
    first: I[I_FIRST]!,
    phase: V[V_PHASE] as Phase,
    turn: I[I_TURN]!,
    hands,
    stock: [d[8]!, d[9]!, d[10]!, d[11]!],
    balances: I.slice(at[L_BALANCES]!, at[L_BALANCES + 1]!),
    pools: I.slice(at[L_POOLS]!, at[L_POOLS + 1]!),
    unwon: I.slice(at[L_UNWON]!, at[L_UNWON + 1]!),
    bets,
    prize: I[I_PRIZE]!,
    stage: V[V_STAGE] as Stage,
    status: V.slice(vat[V_STATUS]!, vat[V_STATUS + 1]!) as BidStatus[],
    high: I[I_HIGH]!,
    raiser: I[I_RAISER]!,
    passes: I[I_PASSES]!,
    queue: I.slice(at[L_QUEUE]!, at[L_QUEUE + 1]!),
    best: I[I_BEST]!,
    announced,
    winners: V.slice(vat[V_WINNERS]!, vat[V_WINNERS + 1]!) as (number | null)[],
    paid: I.slice(at[L_PAID]!, at[L_PAID + 1]!),
    shown: I.slice(at[L_SHOWN]!, at[L_SHOWN + 1]!),
    blanche: V.slice(vat[V_BLANCHE]!, vat[V_BLANCHE + 1]!) as (boolean | null)[],
    runs: I.slice(at[L_RUNS]!, at[L_RUNS + 1]!),
    laid: I.slice(at[L_LAID]!, at[L_LAID + 1]!),
    laidBy: I.slice(at[L_LAID_BY]!, at[L_LAID_BY + 1]!),
    top: I[I_TOP]!,
    last: I[I_LAST]!,
    without: I.slice(at[L_WITHOUT]!, at[L_WITHOUT + 1]!),
    lies,
  };
}
