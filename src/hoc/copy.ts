/**
 * Copying and freezing Hoc states: the one place that knows how a pure
 * transition is built, so that the rule functions only change a plain
 * state.
 *
 * A pure `apply` or `step` runs the rule functions on {@link working}, a
 * stand-in for the input state whose lists are copied from the input the
 * first time a rule touches them (by a getter: the rules just read and
 * write `s.hands`, `s.pools`…). {@link settle} then builds the next state:
 * every touched list that came out with the same elements as the input's
 * is replaced by the input's own, every untouched one is the input's own,
 * and whatever is new is frozen. So a result shares every unchanged list
 * with its input, is deeply frozen, and the input is never written.
 *
 * What the rules may change in place: `hands`, `balances`, `pools`,
 * `unwon`, `bets`, `status`, `queue`, `announced`, `winners`, `paid`,
 * `shown`, `blanche`, `runs` and the current (last) run, `without`,
 * `lies`, and every number or string at the top level. Everything else is
 * only ever replaced: the options, the draws (new ones at host mode's
 * draw), `rng` and `stock` (new ones at each deal), the runs before the current one, and the objects inside
 * the lists (an announcement, a lie). A rule that broke this would write
 * into a frozen value and throw in strict mode, never change an earlier
 * state.
 *
 * Why this and not immer, and not a copy of everything: see
 * docs/design-notes.md ("Hoc: one way to write a rule") for the figures.
 * In short, immer cost a proxy per touched list and a copy and walk of the
 * 33-key root on every transition, and made the rules read around its
 * proxies; an eager copy of every list cost about as much; copying only
 * the lists a transition touches (two to five of them) halves the cost of
 * a pure `apply`.
 *
 * V8 runs `slice`, `map`, spreads and `for…of` on frozen arrays on a slow
 * path, several times slower than on plain ones: the copies here use
 * index loops.
 */
import type { Card } from '../cards/cards.js';
import { deepFreeze } from '../core/freeze.js';
import type { Announcement, HocState, Lie, Run } from './state.js';

/** A plain copy of a list (index loop: fast on frozen arrays too). */
function list<T>(xs: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < xs.length; i++) out.push(xs[i]!);
  return out;
}

/** A plain copy of a list of lists, rows copied too. */
function rows<T>(xs: readonly (readonly T[])[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i++) out.push(list(xs[i]!));
  return out;
}

/** The runs, with the current (last) run copied so a rule may extend it; earlier runs shared. */
function runs(xs: readonly Run[]): Run[] {
  const out = list(xs);
  const last = out.length - 1;
  if (last >= 0) out[last] = { cards: list(out[last]!.cards), by: list(out[last]!.by) };
  return out;
}

/**
 * The working state of a pure transition over `b` (deeply frozen): the
 * numbers and strings of the top level are plain fields; each list a rule
 * may change is copied from `b` the first time a rule touches it, so a
 * transition copies only the lists it reads or writes. The rest is shared
 * with `b` (see the module comment). {@link settle} turns it into the next
 * state.
 */
class Work implements HocState {
  readonly game: 'hoc';
  readonly options: HocState['options'];
  rng: HocState['rng'];
  draws: HocState['draws'];
  deal: number;
  dealer: number;
  first: number;
  phase: HocState['phase'];
  turn: number;
  stock: Card[];
  prize: number;
  stage: HocState['stage'];
  high: number;
  raiser: number;
  passes: number;
  best: number;
  top: number;
  last: number;
  // The lists, once copied (or replaced by a rule); `undefined`: still `b`'s.
  _hands?: Card[][];
  _balances?: number[];
  _pools?: number[];
  _unwon?: number[];
  _bets?: number[][];
  _status?: HocState['status'];
  _queue?: number[];
  _announced?: (Announcement | null)[][];
  _winners?: (number | null)[];
  _paid?: Card[];
  _shown?: Card[][];
  _blanche?: (boolean | null)[];
  _runs?: Run[];
  _without?: number[];
  _lies?: Lie[];

  constructor(readonly b: HocState) {
    this.game = b.game;
    this.options = b.options;
    this.rng = b.rng;
    this.draws = b.draws;
    this.deal = b.deal;
    this.dealer = b.dealer;
    this.first = b.first;
    this.phase = b.phase;
    this.turn = b.turn;
    this.stock = b.stock;
    this.prize = b.prize;
    this.stage = b.stage;
    this.high = b.high;
    this.raiser = b.raiser;
    this.passes = b.passes;
    this.best = b.best;
    this.top = b.top;
    this.last = b.last;
  }

  get hands() { return (this._hands ??= rows(this.b.hands)); }
  set hands(v) { this._hands = v; }
  get balances() { return (this._balances ??= list(this.b.balances)); }
  set balances(v) { this._balances = v; }
  get pools() { return (this._pools ??= list(this.b.pools)); }
  set pools(v) { this._pools = v; }
  get unwon() { return (this._unwon ??= list(this.b.unwon)); }
  set unwon(v) { this._unwon = v; }
  get bets() { return (this._bets ??= rows(this.b.bets)); }
  set bets(v) { this._bets = v; }
  get status() { return (this._status ??= list(this.b.status)); }
  set status(v) { this._status = v; }
  get queue() { return (this._queue ??= list(this.b.queue)); }
  set queue(v) { this._queue = v; }
  get announced() { return (this._announced ??= rows(this.b.announced)); }
  set announced(v) { this._announced = v; }
  get winners() { return (this._winners ??= list(this.b.winners)); }
  set winners(v) { this._winners = v; }
  get paid() { return (this._paid ??= list(this.b.paid)); }
  set paid(v) { this._paid = v; }
  get shown() { return (this._shown ??= rows(this.b.shown)); }
  set shown(v) { this._shown = v; }
  get blanche() { return (this._blanche ??= list(this.b.blanche)); }
  set blanche(v) { this._blanche = v; }
  get runs() { return (this._runs ??= runs(this.b.runs)); }
  set runs(v) { this._runs = v; }
  get without() { return (this._without ??= list(this.b.without)); }
  set without(v) { this._without = v; }
  get lies() { return (this._lies ??= list(this.b.lies)); }
  set lies(v) { this._lies = v; }
}

/** The working state of a pure transition over `b`, which must be deeply frozen (see {@link Work}). */
export function working(b: HocState): HocState {
  return new Work(b);
}

/** `mine` if it differs from `base` element by element, else `base` (frozen already); `mine` is frozen either way. */
function keep<T>(base: readonly T[] | undefined, mine: T[]): readonly T[] {
  if (base !== undefined && mine.length === base.length) {
    let i = 0;
    while (i < mine.length && mine[i] === base[i]) i++;
    if (i === mine.length) return base;
  }
  return freezeList(mine);
}

/** {@link keep} for a list of rows: each row first, then the list of rows. */
function keepRows<T>(base: readonly (readonly T[])[], mine: T[][]): readonly (readonly T[])[] {
  const out = mine as (readonly T[])[];
  for (let i = 0; i < mine.length; i++) out[i] = keep(base[i], mine[i]!);
  return keep(base, out);
}

/**
 * {@link keep} for the runs: the run {@link working} copied (the input's
 * last) first, then the list; earlier runs were never copied.
 */
function keepRuns(base: readonly Run[], mine: Run[]): readonly Run[] {
  const k = base.length - 1;
  const was = base[k];
  const run = mine[k];
  if (was !== undefined && run !== undefined && run !== was && !Object.isFrozen(run)) {
    const cards = keep(was.cards, run.cards);
    const by = keep(was.by, run.by);
    mine[k] = cards === was.cards && by === was.by ? was : Object.freeze({ cards: cards as Card[], by: by as number[] });
  }
  return keep(base, mine);
}

/**
 * The next state from a working state `w` (from {@link working}): every
 * list a rule touched is kept only if it came out different from the
 * input's (else the input's own is shared), and everything new is frozen.
 */
export function settle(w: HocState): HocState {
  const s = w as Work;
  const b = s.b;
  // Replaced at a new deal (the draws at host mode's draw), never changed in place.
  if (s.rng !== b.rng) deepFreeze(s.rng);
  if (s.stock !== b.stock) deepFreeze(s.stock);
  if (s.draws !== b.draws) deepFreeze(s.draws);
  return Object.freeze({
    game: s.game,
    options: s.options,
    rng: s.rng,
    draws: s.draws,
    deal: s.deal,
    dealer: s.dealer,
    first: s.first,
    phase: s.phase,
    turn: s.turn,
    hands: s._hands === undefined ? b.hands : (keepRows(b.hands, s._hands) as Card[][]),
    stock: s.stock,
    balances: s._balances === undefined ? b.balances : (keep(b.balances, s._balances) as number[]),
    pools: s._pools === undefined ? b.pools : (keep(b.pools, s._pools) as number[]),
    unwon: s._unwon === undefined ? b.unwon : (keep(b.unwon, s._unwon) as number[]),
    bets: s._bets === undefined ? b.bets : (keepRows(b.bets, s._bets) as number[][]),
    prize: s.prize,
    stage: s.stage,
    status: s._status === undefined ? b.status : (keep(b.status, s._status) as HocState['status']),
    high: s.high,
    raiser: s.raiser,
    passes: s.passes,
    queue: s._queue === undefined ? b.queue : (keep(b.queue, s._queue) as number[]),
    best: s.best,
    announced: s._announced === undefined ? b.announced : (keepRows(b.announced, s._announced) as (Announcement | null)[][]),
    winners: s._winners === undefined ? b.winners : (keep(b.winners, s._winners) as (number | null)[]),
    paid: s._paid === undefined ? b.paid : (keep(b.paid, s._paid) as Card[]),
    shown: s._shown === undefined ? b.shown : (keepRows(b.shown, s._shown) as Card[][]),
    blanche: s._blanche === undefined ? b.blanche : (keep(b.blanche, s._blanche) as (boolean | null)[]),
    runs: s._runs === undefined ? b.runs : (keepRuns(b.runs, s._runs) as Run[]),
    top: s.top,
    last: s.last,
    without: s._without === undefined ? b.without : (keep(b.without, s._without) as number[]),
    lies: s._lies === undefined ? b.lies : (keep(b.lies, s._lies) as Lie[]),
  });
}

/** A mutable deep copy of a state: nothing shared, nothing frozen (for `clone`, and for an unfrozen input of `apply`). */
export function copyState(s: HocState): HocState {
  const o = s.options;
  return {
    game: s.game,
    options: {
      ...o,
      bonusTable: { ...o.bonusTable },
      cardsLeftTable: list(o.cardsLeftTable),
      deck: o.deck ? list(o.deck) : null,
    },
    rng: list(s.rng) as HocState['rng'],
    draws: rows(s.draws),
    deal: s.deal,
    dealer: s.dealer,
    first: s.first,
    phase: s.phase,
    turn: s.turn,
    hands: rows(s.hands),
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
    shown: rows(s.shown),
    blanche: list(s.blanche),
    runs: copyEach(s.runs, (r) => ({ cards: list(r.cards), by: list(r.by) })),
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

function freezeList<T>(xs: T[]): readonly T[] {
  Object.freeze(xs);
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) deepFreeze(x);
  }
  return xs;
}

