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
  /** Its hidden cards, suit by suit, each suit by rank index: the order every deal starts its shuffle from. */
  cards: Int8Array;
}

/** Everything a view says, read once; sampling then only deals. */
export interface Prepared {
  n: number;
  me: number;
  /** Every seat's hand and discards as the state's masks (4 per seat), the viewer's filled in, the others empty: each sample starts from copies. */
  hand: number[];
  discards: number[];
  /** The stock's size in the view: 0 means every sample shares one empty (frozen) stock. */
  stockCount: number;
  drawTop: number;
  /** The hidden cards of each suit, as 13-bit rank masks. */
  hidden: number[];
  places: Place[];
  /** Counting places: the constrained places, then (when there are any) all free places merged. */
  countCaps: number[];
  /** For each counting place, the index of its place, or -1 for the merged free places. */
  countPlace: number[];
  free: number[];
  types: Type[];
  fixed: Omit<HokmState, 'hands' | 'discards' | 'stock' | 'match'>;
  match: Omit<HokmMatch, 'rng'>;
  // Scratch for the walk and the deal, reused by every draw (the deal's card lists typed: see deal).
  rem: number[];
  assign: number[];
  chosen: number[];
  buf: Int8Array;
  freeBuf: Int8Array;
  /** The total weight of the splits (the first walk), once a draw has needed it; -1 before. */
  total: number;
  /**
   * The splits the first walk met, in its order: their running totals and
   * (flat, `types.length * nc` each) their counts per place, so later draws
   * find theirs by binary search instead of walking again; `null` when
   * there were more than {@link MAX_SPLITS} (each draw then walks).
   */
  splits: { cum: number[]; chosen: number[] } | null;
}

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
    } else types.push({ mask, suits: 1 << s, size: sizes[s]!, cards: NO_IDS });
  }
  for (const t of types) {
    const cards: number[] = [];
    for (let s = 0; s < 4; s++) {
      if (((t.suits >> s) & 1) === 0) continue;
      for (let b = hidden[s]!; b !== 0; b &= b - 1) cards.push(13 * s + 31 - Math.clz32(b & -b));
    }
    t.cards = Int8Array.from(cards);
  }
  // The widest type last: the walk fills it in closed form.
  types.sort((a, b) => bitCount(a.mask) - bitCount(b.mask) || a.mask - b.mask);
  const nc = countPlace.length;
  const r = v.lastHand;
  return {
    n,
    me,
    hand: seatMasks(n, me, hand),
    // Frozen with 3 and 4 players: shared by every sample (see draw).
    discards: n === 2 ? seatMasks(n, me, own) : (Object.freeze(seatMasks(n, me, own)) as number[]),
    stockCount: v.stockCount,
    drawTop,
    hidden,
    places,
    countCaps,
    countPlace,
    free,
    types,
    // The cards played and the winners: copied into each sample (the rules append to them in place).
    fixed: { game: 'hokm', players: n, phase: v.phase, hakem: v.hakem, trump: v.trump, played, winners },
    // Copies of the view's parts, shared by every state this view samples
    // (no rule changes them in place; a frozen sample freezes them).
    match: {
      handNo: v.handNo,
      points: [...v.points],
      lastHand: r === null ? null : { ...r, winners: [...r.winners], tricks: [...r.tricks] },
      seating: [...v.seating],
      hakemDraw: v.hakemDraw === null ? null : v.hakemDraw.map((f) => ({ player: f.player, card: f.card })),
      // Seed 0: a sampled state's seed means nothing (its generator is fresh); see draw.
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
    },
    rem: new Array<number>(nc).fill(0),
    assign: new Array<number>(types.length * nc).fill(0),
    chosen: new Array<number>(types.length * nc).fill(0),
    buf: new Int8Array(52),
    freeBuf: new Int8Array(52),
    total: -1,
    splits: null,
  };
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
 * Copies into `out` the first recorded split whose running total passes
 * `target`: the very split the walk with that target stops at (the totals
 * are the walk's own sums, in its order).
 */
function pick(splits: { cum: number[]; chosen: number[] }, target: number, width: number, out: number[]): void {
  const cum = splits.cum;
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  const from = lo * width;
  for (let i = 0; i < width; i++) out[i] = splits.chosen[from + i]!;
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

/** A type's cards before the view is read. */
const NO_IDS = new Int8Array(0);

/** Deals `count` cards of `cards` from index `from` to place `place` (the stock in order). */
function give(place: Place, cards: Int8Array, from: number, count: number, hands: number[], discards: number[], stock: number[]): void {
  if (place.kind === STOCK) {
    for (let k = 0; k < count; k++) stock.push(cards[from + k]!);
    return;
  }
  const masks = place.kind === HAND ? hands : discards;
  const at = place.seat * 4;
  for (let k = 0; k < count; k++) {
    const id = cards[from + k]!;
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
 * Copies `cards` into `out` and shuffles them there with the partial
 * shuffle of {@link split} drawing all of them (the same draws, the same
 * order); returns how many.
 */
function shuffleInto(cards: Int8Array, out: Int8Array, rng: Rng): number {
  const m = cards.length;
  out.set(cards);
  for (let pos = 0; pos < m; pos++) {
    const j = pos + draw32(rng, m - pos);
    const id = out[j]!;
    out[j] = out[pos]!;
    out[pos] = id;
  }
  return m;
}

/**
 * Each type's cards to its counting places by the split in `p.chosen`: a
 * partial shuffle, each place taking the next share; the merged free
 * places' shares go to `p.freeBuf`, whose length it returns.
 */
function split(p: Prepared, rng: Rng, hands: number[], discards: number[], stock: number[]): number {
  const { places, types, countPlace, buf, freeBuf } = p;
  const nc = countPlace.length;
  let nFree = 0;
  for (let t = 0; t < types.length; t++) {
    const cards = types[t]!.cards;
    const m = cards.length;
    buf.set(cards);
    let pos = 0;
    for (let c = 0; c < nc; c++) {
      const want = p.chosen[t * nc + c]!;
      const from = pos;
      for (let k = 0; k < want; k++, pos++) {
        const j = pos + draw32(rng, m - pos);
        const id = buf[j]!;
        buf[j] = buf[pos]!;
        buf[pos] = id;
      }
      const to = countPlace[c]!;
      if (to >= 0) give(places[to]!, buf, from, want, hands, discards, stock);
      else for (let k = from; k < pos; k++) freeBuf[nFree++] = buf[k]!;
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
  const { places, types, countPlace, free, freeBuf } = p;
  if (types.length === 0) return;
  const nc = countPlace.length;
  // One counting place (the merged free places, always present: the stock is one) means one type.
  if (nc > 1) {
    // The splits depend on the view only: walked once per prepared view.
    if (p.total < 0) {
      const record = { cum: [] as number[], chosen: [] as number[] };
      p.total = walk(p, -1, record);
      p.splits = record.cum.length < MAX_SPLITS ? record : null;
    }
    const total = p.total;
    if (!(total > 0)) throw new StateError('sampleHidden: no deal is consistent with the view');
    const target = uniform(rng) * total;
    if (p.splits === null) walk(p, target);
    else pick(p.splits, target, types.length * nc, p.chosen);
  }
  // Deal each type: a partial shuffle hands each counting place its share (with no void shown, one type
  // and one counting place: the merged free places, so the shuffle runs in their list; the same draws).
  const nFree = nc === 1 ? shuffleInto(types[0]!.cards, freeBuf, rng) : split(p, rng, hands, discards, stock);
  // The merged free places: one shuffle, then each takes its count (the stock in order).
  for (let i = nFree - 1; i > 0; i--) {
    const j = draw32(rng, i + 1);
    const x = freeBuf[i]!;
    freeBuf[i] = freeBuf[j]!;
    freeBuf[j] = x;
  }
  let k = 0;
  for (let i = 0; i < free.length; i++) {
    const place = places[free[i]!]!;
    give(place, freeBuf, k, place.cap, hands, discards, stock);
    k += place.cap;
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
  const m = p.match;
  const f = p.fixed;
  // Written out, not spread: a spread copies through a slow path.
  const s: HokmState = {
    game: 'hokm',
    players: f.players,
    phase: f.phase,
    hakem: f.hakem,
    trump: f.trump,
    hands,
    discards,
    stock,
    played: f.played.slice(),
    winners: f.winners.slice(),
    match: {
      handNo: m.handNo,
      points: m.points,
      lastHand: m.lastHand,
      seating: m.seating,
      hakemDraw: m.hakemDraw,
      options: seed === 0 ? m.options : withSeed(m.options, seed),
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
  const m = p.match;
  // The match record every draw installs (the rules replace it, never write into it), its generator state rewritten per draw.
  const match: HokmMatch = { ...m, options: { ...m.options, target }, rng: [0, 0, 0, 0] };
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
    const f = p.fixed;
    s.phase = f.phase;
    s.hakem = f.hakem;
    s.trump = f.trump;
    refill(s.played, f.played);
    refill(s.winners, f.winners);
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
