/**
 * Determinization for bots: a full state consistent with one seat's view,
 * each consistent deal equally likely (docs/bots.md "Determinization").
 *
 * What a Hokm seat knows about the cards it cannot see: how many each
 * other hand, each 2-player discard pile and the stock hold; the cards
 * played; its own hand and discards; the suits a player lacks because they
 * did not follow suit (HOKM-5.3; a void lasts the hand, as nobody
 * gains cards during play); and, when drawing in 2-player Hokm, the stock's
 * top card. Nothing else about the hidden cards is public (the draw for the
 * first hakem and every deal come from separate shuffles).
 *
 * So a consistent deal puts each hidden card in a hidden place with room,
 * never a suit into a hand that showed it void. All cards of one suit are
 * interchangeable for these rules, so the sampler groups suits with the
 * same allowed places into types, and counts the deals of each way to
 * split every type's cards among the places: `Π (type size)! / Π n!`
 * (places without voids are merged into one, then split at random). It
 * draws a split with probability proportional to its count, then deals
 * each type's cards at random: exactly uniform over consistent deals.
 * A prepared view (`sampler`) walks the splits once and keeps their
 * running totals, so later draws find theirs by binary search; the draws
 * use unsigned 32-bit arithmetic. Neither changes a sample.
 */
import { SUITS } from '../cards/index.js';
import { INV_FACT } from '../core/count.js';
import type { SampleOptions, Sampler } from '../core/engine.js';
import { StateError } from '../core/errors.js';
import { freshState, freshStateInto, rngOf, seedOf, uniform } from '../core/random.js';
import type { Rng, Seed } from '../rng/index.js';
import { BIT_OF, SUIT_OF, idOf } from './places.js';
import { NO_CARDS } from './lists.js';
import { SUIT_BITS } from './sets.js';
import { PHASES, type HokmConfig, type HokmMatch, type HokmState, type HokmView } from './types.js';

const HAND = 0;
const DISCARDS = 1;
const STOCK = 2;

/** A place a hidden card can go: another seat's hand or discards, or the stock. */
interface Place {
  kind: number;
  seat: number;
  cap: number;
  /** Suits (bit per suit index) this place may not hold. */
  ban: number;
}

/** A group of suits whose hidden cards may go to the same counting places. */
interface Type {
  /** Bit per counting place. */
  mask: number;
  /** Bit per suit index. */
  suits: number;
  /** How many hidden cards the type has. */
  size: number;
}

/** The recorded splits of a prepared view (see {@link Prepared.splits}). */
interface Splits {
  /** The walk's running totals, one per split, in its order. */
  cum: number[];
  /** Where in `Prepared.deal` the first split's counts start (`types.length * nc` per split). */
  at: number;
}

/**
 * Everything a view says, read once; sampling then only deals. What every
 * draw reads sits in few places (see "the deal's block" below and the
 * fields after it): a search's prepared views outnumber a core's cache,
 * and a draw that chased some thirty small objects per view waited on
 * memory for about a third of its time.
 */
export interface Prepared {
  n: number;
  me: number;
  /** Every seat's hand and discards as the state's masks (4 per seat), the viewer's filled in, the others empty: each sample starts from copies. */
  hand: number[];
  discards: number[];
  /** The stock's size in the view: 0 means every sample shares one empty (frozen) stock. */
  stockCount: number;
  drawTop: number;
  // What the walk over the splits reads (once per view, or per draw beyond MAX_SPLITS).
  /** Counting places' capacities: the constrained places, then (when there are any) all free places merged. */
  countCaps: number[];
  types: Type[];
  rem: number[];
  assign: number[];
  chosen: number[];
  /**
   * The deal's block, one byte each (cards, counts and seats are all below
   * 64): each type's size ({@link Prepared.nTypes} of them), then every
   * type's hidden cards, suit by suit, each suit by rank index (the order
   * every deal starts its shuffle from), then for each counting place the
   * kind and `seat * 4` of its place ({@link FREE} for the merged free
   * places), then for each free place its kind, `seat * 4` and capacity,
   * then a split's counts for a walked draw (`nTypes * nc`), the shuffle's
   * two lists (a type's cards and the free places' cards), and the recorded splits' counts.
   */
  deal: Int8Array;
  nTypes: number;
  /** How many counting places. */
  nc: number;
  nFree: number;
  /** Offsets into `deal`: the counting places, the free places, a walked split, the two shuffle lists. */
  targetsAt: number;
  freeAt: number;
  chosenAt: number;
  bufAt: number;
  freeBufAt: number;
  /** The total weight of the splits (the walk, once per view, when there are two counting places or more); -1 before. */
  total: number;
  /**
   * The splits the walk met, in its order: their running totals and (in
   * `deal`) their counts per place, so each draw finds its split by binary
   * search instead of walking again; `null` when there were more than
   * {@link MAX_SPLITS} (each draw then walks), or with one counting place.
   */
  splits: Splits | null;
  // The public parts every sample copies or shares, read once per draw.
  phase: HokmState['phase'];
  hakem: number;
  trump: HokmState['trump'];
  /** The cards played and the winners: copied into each sample (the rules append to them in place). */
  played: number[];
  winners: number[];
  handNo: number;
  /** Copies of the view's parts, shared by every state this view samples (no rule changes them in place; a frozen sample freezes them). */
  points: number[];
  lastHand: HokmMatch['lastHand'];
  seating: number[];
  hakemDraw: HokmMatch['hakemDraw'];
  /** The options of every sample (seed 0: a sampled state's seed means nothing, its generator is fresh); see draw. */
  options: HokmConfig;
}

/** A counting place's kind for the merged free places. */
const FREE = -1;

function bad(msg: string): never {
  throw new StateError(`sampleHidden: not a valid Hokm view: ${msg}`);
}

function isInt(x: unknown, lo: number, hi: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
}

function counts(x: unknown, n: number, hi: number, what: string): number[] {
  if (!Array.isArray(x) || x.length !== n) bad(what);
  for (let k = 0; k < n; k++) if (!isInt(x[k], 0, hi)) bad(what);
  return x as number[];
}

/** Reads a view into the places, types and fixed parts of the states to sample. */
export function prepare(v: HokmView): Prepared {
  if (typeof v !== 'object' || v === null || v.game !== 'hokm') bad('game must be "hokm"');
  const o = v.options;
  if (typeof o !== 'object' || o === null) bad('options');
  const n = o.players;
  if (n !== 2 && n !== 3 && n !== 4) bad('options.players');
  const me = v.seat;
  if (!isInt(me, 0, n - 1)) bad('seat');
  if (!(PHASES as readonly unknown[]).includes(v.phase)) bad('phase');
  if (!isInt(v.hakem, 0, n - 1)) bad('hakem');
  if (v.trump !== null && !(SUITS as readonly unknown[]).includes(v.trump)) bad('trump');
  const handCounts = counts(v.handCounts, n, 17, 'handCounts');
  const discardCounts = counts(v.discardCounts, n, 52, 'discardCounts');
  if (!isInt(v.stockCount, 0, 52)) bad('stockCount');
  if (n !== 2 && discardCounts.some((c) => c !== 0)) bad('only 2 players discard');
  // The cards in play and the known cards, as rank masks by suit.
  const inPlay = [SUIT_BITS, SUIT_BITS, SUIT_BITS, SUIT_BITS];
  if (o.removedTwo !== null) {
    const two = idOf(o.removedTwo);
    if (two === undefined || two % 13 !== 1 || n !== 3) bad('removedTwo');
    inPlay[SUIT_OF[two]!]! &= ~BIT_OF[two]!;
  }
  // A card known twice or out of play is a forgery.
  const known = [0, 0, 0, 0];
  const know = (c: unknown): number => {
    const id = idOf(c);
    if (id === undefined || (inPlay[SUIT_OF[id]!]! & BIT_OF[id]!) === 0 || (known[SUIT_OF[id]!]! & BIT_OF[id]!) !== 0)
      bad(`${String(c)} is not a card in play, or is listed twice`);
    known[SUIT_OF[id]!]! |= BIT_OF[id]!;
    return id;
  };
  const list = (x: unknown, what: string): unknown[] => (Array.isArray(x) && x.length <= 52 ? x : bad(what));
  const hand = [0, 0, 0, 0];
  for (const c of list(v.hand, 'hand')) {
    const id = know(c);
    hand[SUIT_OF[id]!]! |= BIT_OF[id]!;
  }
  const own = [0, 0, 0, 0];
  for (const c of list(v.discards, 'discards')) {
    const id = know(c);
    own[SUIT_OF[id]!]! |= BIT_OF[id]!;
  }
  if (v.hand.length !== handCounts[me] || v.discards.length !== discardCounts[me]) bad('own counts');
  // Every trick in order, and the voids its plays show (HOKM-5.3).
  const ban = [0, 0, 0, 0];
  const played: number[] = [];
  const winners: number[] = [];
  const history = list(v.history, 'history') as HokmView['history'];
  const trick = v.trick;
  if (typeof trick !== 'object' || trick === null) bad('trick');
  for (let t = 0; t <= history.length; t++) {
    const cur = t === history.length;
    const tr = cur ? trick : history[t]!;
    if (typeof tr !== 'object' || tr === null || !isInt(tr.leader, 0, n - 1)) bad('trick leader');
    const cards = list(tr.cards, 'trick cards');
    if (cur ? cards.length >= n : cards.length !== n || !isInt((tr as unknown as { winner: unknown }).winner, 0, n - 1)) bad('trick size or winner');
    let led = -1;
    for (let k = 0; k < cards.length; k++) {
      const id = know(cards[k]);
      const suit = (id / 13) | 0;
      if (k === 0) led = suit;
      else if (suit !== led) ban[(tr.leader + k) % n]! |= 1 << led;
      played.push(id);
    }
    if (!cur) winners.push((tr as unknown as { winner: number }).winner);
  }
  let drawTop = -1;
  if (v.drawCard !== null) {
    if (n !== 2 || v.phase !== 'draw') bad('drawCard');
    drawTop = know(v.drawCard);
  }
  const places: Place[] = [];
  for (let k = 0; k < n; k++) {
    if (k === me) continue;
    places.push({ kind: HAND, seat: k, cap: handCounts[k]!, ban: ban[k]! });
    if (n === 2) places.push({ kind: DISCARDS, seat: k, cap: discardCounts[k]!, ban: 0 });
  }
  places.push({ kind: STOCK, seat: -1, cap: v.stockCount - (drawTop >= 0 ? 1 : 0), ban: 0 });
  const hidden = [inPlay[0]! & ~known[0]!, inPlay[1]! & ~known[1]!, inPlay[2]! & ~known[2]!, inPlay[3]! & ~known[3]!];
  const sizes = hidden.map(bitCount);
  let cap = 0;
  for (const p of places) cap += p.cap;
  if (cap !== sizes[0]! + sizes[1]! + sizes[2]! + sizes[3]!) bad('the counts do not add up to the unseen cards');
  // Counting places: each constrained place, then the free ones merged.
  const countPlace: number[] = [];
  const free: number[] = [];
  let freeCap = 0;
  for (let i = 0; i < places.length; i++) {
    const p = places[i]!;
    if (p.ban !== 0 && p.cap > 0) countPlace.push(i);
    else {
      free.push(i);
      freeCap += p.cap;
    }
  }
  const countCaps = countPlace.map((i) => places[i]!.cap);
  if (free.length > 0) {
    countPlace.push(-1);
    countCaps.push(freeCap);
  }
  const types: Type[] = [];
  for (let s = 0; s < 4; s++) {
    if (sizes[s] === 0) continue;
    let mask = 0;
    for (let c = 0; c < countPlace.length; c++) {
      const i = countPlace[c]!;
      if (i < 0 || (places[i]!.ban & (1 << s)) === 0) mask |= 1 << c;
    }
    if (mask === 0) throw new StateError('sampleHidden: no deal is consistent with the view (a suit has no place)');
    const same = types.find((t) => t.mask === mask);
    if (same) {
      same.suits |= 1 << s;
      same.size += sizes[s]!;
    } else types.push({ mask, suits: 1 << s, size: sizes[s]! });
  }
  // The widest type last: the walk fills it in closed form.
  types.sort((a, b) => bitCount(a.mask) - bitCount(b.mask) || a.mask - b.mask);
  const nc = countPlace.length;
  const nt = types.length;
  // The deal's block (see Prepared.deal), the recorded splits' counts appended once walked.
  let hiddenCount = 0;
  let widest = 0;
  for (const t of types) {
    hiddenCount += t.size;
    widest = Math.max(widest, t.size);
  }
  const targetsAt = nt + hiddenCount;
  const freeAt = targetsAt + 2 * nc;
  const chosenAt = freeAt + 3 * free.length;
  // The shuffle's lists as long as they need be (the block then often fits in 64 bytes, which V8 keeps on its heap: a
  // larger typed array's separate storage costs about 0.3 µs to allocate): a type's cards (none with one counting place,
  // whose shuffle runs in the free list) and the free places' cards.
  const bufAt = chosenAt + nt * nc;
  const freeBufAt = bufAt + (nc > 1 ? widest : 0);
  const rowsAt = freeBufAt + freeCap;
  const r = v.lastHand;
  const p: Prepared = {
    n,
    me,
    hand: seatMasks(n, me, hand),
    // Frozen with 3 and 4 players: shared by every sample (see draw).
    discards: n === 2 ? seatMasks(n, me, own) : (Object.freeze(seatMasks(n, me, own)) as number[]),
    stockCount: v.stockCount,
    drawTop,
    countCaps,
    types,
    rem: new Array<number>(nc).fill(0),
    assign: new Array<number>(nt * nc).fill(0),
    chosen: new Array<number>(nt * nc).fill(0),
    deal: NO_BYTES,
    nTypes: nt,
    nc,
    nFree: free.length,
    targetsAt,
    freeAt,
    chosenAt,
    bufAt,
    freeBufAt,
    total: -1,
    splits: null,
    phase: v.phase,
    hakem: v.hakem,
    trump: v.trump,
    played,
    winners,
    handNo: v.handNo,
    points: [...v.points],
    lastHand: r === null ? null : { ...r, winners: [...r.winners], tricks: [...r.tricks] },
    seating: [...v.seating],
    hakemDraw: v.hakemDraw === null ? null : v.hakemDraw.map((f) => ({ player: f.player, card: f.card })),
    options: {
      players: n,
      seed: 0,
      shuffle: 'seeded',
      target: o.target,
      removedTwo: o.removedTwo,
      deck: null,
      hakem: o.hakem,
      seating: o.seating === null ? null : [...o.seating],
    },
  };
  // The splits depend on the view only: walked here, once (with one counting place there is one split).
  let rows: number[] = [];
  if (nc > 1 && nt > 0) {
    const record = { cum: [] as number[], chosen: [] as number[] };
    p.total = walk(p, -1, record);
    if (record.cum.length < MAX_SPLITS) {
      p.splits = { cum: record.cum, at: rowsAt };
      rows = record.chosen;
    }
  }
  // The block written in place at its final length (a list built first and copied cost more than the rest of reading the view).
  const d = new Int8Array(rowsAt + rows.length);
  let k = 0;
  for (const t of types) d[k++] = t.size;
  for (const t of types) {
    for (let s = 0; s < 4; s++) {
      if (((t.suits >> s) & 1) === 0) continue;
      for (let b = hidden[s]!; b !== 0; b &= b - 1) d[k++] = 13 * s + 31 - Math.clz32(b & -b);
    }
  }
  for (const i of countPlace) {
    d[k++] = i < 0 ? FREE : places[i]!.kind;
    d[k++] = i < 0 ? 0 : places[i]!.seat * 4;
  }
  for (const i of free) {
    d[k++] = places[i]!.kind;
    d[k++] = places[i]!.seat * 4;
    d[k++] = places[i]!.cap;
  }
  for (let i = 0; i < rows.length; i++) d[rowsAt + i] = rows[i]!;
  p.deal = d;
  return p;
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The counting walk over the ways to split each type among its counting
 * places. With `target < 0` it returns the total weight; otherwise it stops
 * at the split where the running total passes `target` and copies that
 * split into `p.chosen` (then returns -1).
 */
function walk(p: Prepared, target: number, record: { cum: number[]; chosen: number[] } | null = null): number {
  const { types, rem, assign, chosen } = p;
  const nc = rem.length;
  const last = types.length - 1;
  let acc = 0;
  const step = (t: number, c: number, left: number, w: number): boolean => {
    const mask = types[t]!.mask;
    if (t === last) {
      // The widest type takes exactly what is left.
      let ww = w;
      for (let q = 0; q < nc; q++) {
        const r = rem[q]!;
        if ((mask >> q) & 1) ww *= INV_FACT[r]!;
        else if (r !== 0) return false;
      }
      acc += ww;
      if (record !== null && record.cum.length < MAX_SPLITS) {
        record.cum.push(acc);
        for (let i = 0; i < t * nc; i++) record.chosen.push(assign[i]!);
        for (let q = 0; q < nc; q++) record.chosen.push((mask >> q) & 1 ? rem[q]! : 0);
      }
      if (target >= 0 && acc > target) {
        for (let i = 0; i < assign.length; i++) chosen[i] = assign[i]!;
        for (let q = 0; q < nc; q++) chosen[t * nc + q] = (mask >> q) & 1 ? rem[q]! : 0;
        return true;
      }
      return false;
    }
    // The next counting place of this type at or after c.
    let q = c;
    while (q < nc && ((mask >> q) & 1) === 0) q++;
    let more = q + 1;
    while (more < nc && ((mask >> more) & 1) === 0) more++;
    if (more >= nc) {
      // The type's last place takes the rest of its cards.
      if (left > rem[q]!) return false;
      rem[q]! -= left;
      assign[t * nc + q] = left;
      const done = step(t + 1, 0, types[t + 1]!.size, w * INV_FACT[left]!);
      rem[q]! += left;
      assign[t * nc + q] = 0;
      return done;
    }
    const top = Math.min(left, rem[q]!);
    for (let x = 0; x <= top; x++) {
      rem[q]! -= x;
      assign[t * nc + q] = x;
      const done = step(t, more, left - x, w * INV_FACT[x]!);
      rem[q]! += x;
      assign[t * nc + q] = 0;
      if (done) return true;
    }
    return false;
  };
  for (let q = 0; q < nc; q++) rem[q] = p.countCaps[q]!;
  assign.fill(0);
  const found = step(0, 0, types[0]!.size, 1);
  return found ? -1 : acc;
}

/** The most splits a prepared view keeps (beyond, each draw walks them again). */
const MAX_SPLITS = 4096;

/**
 * Where in `deal` the first recorded split whose running total passes
 * `target` has its counts: the very split the walk with that target stops
 * at (the totals are the walk's own sums, in its order).
 */
function pick(splits: Splits, target: number, width: number): number {
  const cum = splits.cum;
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return splits.at + lo * width;
}

/** `2**32 - 2**32 % n` for n < 64: where `draw32` starts rejecting (a division saved per card). */
const LIMITS: readonly number[] = Array.from({ length: 64 }, (_, n) => (n === 0 ? 0 : 4294967296 - (4294967296 % n)));

/**
 * A uniform integer in `[0, n)`: the very draws and result of
 * `below(rng, n)` from core/random.ts (reject the top `2**32 % n` values),
 * in unsigned 32-bit arithmetic, which V8 compiles to integer division:
 * written with floating-point remainders it was a third of a sample's time.
 */
export function draw32(rng: Rng, n: number): number {
  if (n <= 1) return 0;
  const u = n >>> 0;
  const limit = n < LIMITS.length ? LIMITS[n]! : 4294967296 - (4294967296 % n);
  for (;;) {
    const x = rng.next() >>> 0;
    if (x < limit) return (x % u) >>> 0;
  }
}

/**
 * The deal's own copies of {@link SUIT_OF} and {@link BIT_OF}, typed (read
 * for every hidden card of every sample: a typed array's element is one
 * load, a list's also checks for a hole).
 */
const SUIT_AT = Int8Array.from(SUIT_OF);
const BIT_AT = Int16Array.from(BIT_OF);

/** A prepared view's deal block before it is filled. */
const NO_BYTES = new Int8Array(0);

/**
 * Deals `count` cards of `d` from index `from` to the place of kind `kind`
 * and masks at `at` (the stock in order).
 */
function give(kind: number, at: number, d: Int8Array, from: number, count: number, hands: number[], discards: number[], stock: number[]): void {
  if (kind === STOCK) {
    for (let k = 0; k < count; k++) stock.push(d[from + k]!);
    return;
  }
  const masks = kind === HAND ? hands : discards;
  for (let k = 0; k < count; k++) {
    const id = d[from + k]!;
    masks[at + SUIT_AT[id]!]! |= BIT_AT[id]!;
  }
}

/** The masks of `n` seats (4 each, `seat * 4 + suit`), empty but for `seat`'s `masks`. */
function seatMasks(n: number, seat: number, masks: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < 4 * n; i++) out.push(i >> 2 === seat ? masks[i & 3]! : 0);
  return out;
}

/**
 * Copies the `m` cards at `from` to `to` (both in `d`) and shuffles them
 * there with the partial shuffle of {@link split} drawing all of them (the
 * same draws, the same order); returns how many.
 */
function shuffleInto(d: Int8Array, from: number, m: number, to: number, rng: Rng): number {
  for (let i = 0; i < m; i++) d[to + i] = d[from + i]!;
  for (let pos = 0; pos < m; pos++) {
    const j = to + pos + draw32(rng, m - pos);
    const id = d[j]!;
    d[j] = d[to + pos]!;
    d[to + pos] = id;
  }
  return m;
}

/**
 * Each type's cards to its counting places by the split whose counts are
 * at `row` in the deal block: a partial shuffle, each place taking the
 * next share; the merged free places' shares go to the free list, whose
 * length it returns.
 */
function split(p: Prepared, row: number, rng: Rng, hands: number[], discards: number[], stock: number[]): number {
  const d = p.deal;
  const nc = p.nc;
  const nt = p.nTypes;
  const buf = p.bufAt;
  const freeBuf = p.freeBufAt;
  let nFree = 0;
  let cards = nt;
  for (let t = 0; t < nt; t++) {
    const m = d[t]!;
    for (let i = 0; i < m; i++) d[buf + i] = d[cards + i]!;
    cards += m;
    let pos = 0;
    for (let c = 0; c < nc; c++) {
      const want = d[row + t * nc + c]!;
      const from = pos;
      for (let k = 0; k < want; k++, pos++) {
        const j = buf + pos + draw32(rng, m - pos);
        const id = d[j]!;
        d[j] = d[buf + pos]!;
        d[buf + pos] = id;
      }
      const kind = d[p.targetsAt + 2 * c]!;
      if (kind !== FREE) give(kind, d[p.targetsAt + 2 * c + 1]!, d, buf + from, want, hands, discards, stock);
      else for (let k = from; k < pos; k++) d[freeBuf + nFree++] = d[buf + k]!;
    }
  }
  return nFree;
}

/**
 * Deals the hidden cards of one consistent deal into `hands`, `discards`
 * and `stock` (which hold the view's own cards already): the split, then
 * each type's cards, with the draws of the module summary.
 */
function deal(p: Prepared, rng: Rng, hands: number[], discards: number[], stock: number[]): void {
  const nt = p.nTypes;
  if (nt === 0) return;
  const d = p.deal;
  const nc = p.nc;
  const freeBuf = p.freeBufAt;
  let nFree: number;
  // One counting place (the merged free places, always present: the stock is one) means one type: with no
  // void shown, the partial shuffle runs in the free places' list (the same draws).
  if (nc === 1) nFree = shuffleInto(d, nt, d[0]!, freeBuf, rng);
  else {
    const total = p.total;
    if (!(total > 0)) throw new StateError('sampleHidden: no deal is consistent with the view');
    const target = uniform(rng) * total;
    let row: number;
    if (p.splits !== null) row = pick(p.splits, target, nt * nc);
    else {
      walk(p, target);
      row = p.chosenAt;
      for (let i = 0; i < nt * nc; i++) d[row + i] = p.chosen[i]!;
    }
    nFree = split(p, row, rng, hands, discards, stock);
  }
  // The merged free places: one shuffle, then each takes its count (the stock in order).
  for (let i = nFree - 1; i > 0; i--) {
    const j = freeBuf + draw32(rng, i + 1);
    const x = d[freeBuf + i]!;
    d[freeBuf + i] = d[j]!;
    d[j] = x;
  }
  let k = freeBuf;
  for (let i = 0, at = p.freeAt; i < p.nFree; i++, at += 3) {
    const cap = d[at + 2]!;
    give(d[at]!, d[at + 1]!, d, k, cap, hands, discards, stock);
    k += cap;
  }
}

/** Draws one consistent deal and builds the state. */
export function draw(p: Prepared, rng: Rng, seed: Seed, mutable: boolean): HokmState {
  // Copies (slice: one block copy) of the view's own cards, to which the hidden cards are added.
  const hands = p.hand.slice();
  // Only 2-player hands have discards (HOKM-9.3): the others' are zeros no rule writes, shared by every
  // sample of the view (frozen), as clone shares them; an empty stock is shared likewise (no rule writes
  // into a frozen list: a new hand deals from a new one).
  const discards = p.n === 2 ? p.discards.slice() : p.discards;
  const stock: number[] = p.stockCount === 0 ? (NO_CARDS as number[]) : [];
  if (p.drawTop >= 0) stock.push(p.drawTop);
  deal(p, rng, hands, discards, stock);
  // Written out, not spread: a spread copies through a slow path.
  const s: HokmState = {
    game: 'hokm',
    players: p.n as HokmState['players'],
    phase: p.phase,
    hakem: p.hakem,
    trump: p.trump,
    hands,
    discards,
    stock,
    played: p.played.slice(),
    winners: p.winners.slice(),
    match: {
      handNo: p.handNo,
      points: p.points,
      lastHand: p.lastHand,
      seating: p.seating,
      hakemDraw: p.hakemDraw,
      options: seed === 0 ? p.options : withSeed(p.options, seed),
      rng: freshState(rng),
    },
  };
  return mutable ? s : freezeSample(s);
}

/**
 * A sampler for a search that is done with each world before it draws the
 * next (internal to the bots): every draw deals into one mutable state of
 * its own and returns it, so a draw allocates nothing. Its draws and
 * samples are those of {@link samplerOf} with a generator (seed 0 in the
 * options), except that the match target is `target` (a search that stops
 * at the end of the hand lowers it to 1). The world must not be kept
 * across draws: the next draw overwrites it.
 */
export function reusingSampler(v: HokmView, target: number): (rng: Rng) => HokmState {
  const p = safely(() => prepare(v));
  // The match record every draw installs (the rules replace it, never write into it), its generator state rewritten per draw.
  const match: HokmMatch = {
    handNo: p.handNo,
    points: p.points,
    lastHand: p.lastHand,
    seating: p.seating,
    hakemDraw: p.hakemDraw,
    options: { ...p.options, target },
    rng: [0, 0, 0, 0],
  };
  let world: HokmState | null = null;
  return (rng) => {
    if (world === null) {
      world = draw(p, rng, 0, true);
      const fresh = world.match.rng;
      for (let i = 0; i < 4; i++) match.rng[i] = fresh[i]!;
      world.match = match;
      // A stock of its own from now on (the rules then refill it in place).
      if (world.stock === NO_CARDS) world.stock = [];
      return world;
    }
    const s = world;
    const hands = s.hands;
    for (let i = 0; i < hands.length; i++) hands[i] = p.hand[i]!;
    if (p.n === 2) {
      const discards = s.discards;
      for (let i = 0; i < discards.length; i++) discards[i] = p.discards[i]!;
    }
    const stock = s.stock;
    while (stock.length > 0) stock.pop();
    if (p.drawTop >= 0) stock.push(p.drawTop);
    deal(p, rng, hands, s.discards, stock);
    s.phase = p.phase;
    s.hakem = p.hakem;
    s.trump = p.trump;
    refill(s.played, p.played);
    refill(s.winners, p.winners);
    // The draws of freshState, into the record's own generator state.
    freshStateInto(match.rng, rng);
    s.match = match;
    return s;
  };
}

/** Makes `list` a copy of `from` in place (pops, not `length =`, which may drop the storage). */
function refill(list: number[], from: readonly number[]): void {
  while (list.length > from.length) list.pop();
  for (let i = 0; i < from.length; i++) list[i] = from[i]!;
}

/** The options with the sample's seed (a copy of an array seed: freezing must not reach the caller's array). Written out: a spread is slower. */
function withSeed(o: HokmConfig, seed: Seed): HokmConfig {
  return {
    players: o.players,
    seed: (Array.isArray(seed) ? [...(seed as unknown[])] : seed) as Seed,
    shuffle: o.shuffle,
    target: o.target,
    removedTwo: o.removedTwo,
    deck: o.deck,
    hakem: o.hakem,
    seating: o.seating,
  };
}

/**
 * Freezes a sample: its own arrays and records, and the parts it shares
 * with the other samples of the view (frozen once, by the first). Cheaper
 * than a generic deep freeze, which walks everything every time.
 */
function freezeSample(s: HokmState): HokmState {
  const m = s.match;
  if (!Object.isFrozen(m.options)) {
    Object.freeze(m.points);
    Object.freeze(m.seating);
    if (m.lastHand) Object.freeze(Object.freeze(m.lastHand).winners) && Object.freeze(m.lastHand.tricks);
    if (m.hakemDraw) for (const f of Object.freeze(m.hakemDraw)) Object.freeze(f);
    if (m.options.seating) Object.freeze(m.options.seating);
    if (Array.isArray(m.options.seed)) Object.freeze(m.options.seed);
    Object.freeze(m.options);
  }
  Object.freeze(m.rng);
  Object.freeze(m);
  Object.freeze(s.hands);
  Object.freeze(s.discards);
  Object.freeze(s.stock);
  Object.freeze(s.played);
  Object.freeze(s.winners);
  return Object.freeze(s);
}

/** A state consistent with `v`, each consistent deal equally likely (see the module summary). */
export function sample(v: HokmView, seed: Seed | Rng, options?: SampleOptions): HokmState {
  const p = safely(() => prepare(v));
  return draw(p, rngOf(seed), seedOf(seed), options?.mutable === true);
}

/** A sampler for many samples of one view. */
export function samplerOf(v: HokmView): Sampler<HokmState> {
  const p = safely(() => prepare(v));
  return (seed, options) => draw(p, rngOf(seed), seedOf(seed), options?.mutable === true);
}

/** Runs `f`, turning a crash on a malformed view into a coded error. */
function safely<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof StateError) throw e;
    throw new StateError(`sampleHidden: not a valid Hokm view (${(e as Error)?.message ?? String(e)})`);
  }
}
