/**
 * A new match: options, the first hakem (face-up draw or fixed by options),
 * the first dealer and the first stage of the first deal (HOKM-3.1 to
 * HOKM-3.4, HOKM-4.2, HOKM-8.3, HOKM-9.2).
 */
import { seedRng } from '../rng/index.js';
import { awaitDeal, drawHakem, firstDeck, startHand } from './deal.js';
import { normalize } from './options.js';
import { sideCount } from './places.js';
import { NO_CARDS, emptyList, owns } from './lists.js';
import { emptyMasks, zeroMasks } from './sets.js';
import type { HokmOptions, HokmState } from './types.js';

/**
 * A new match from options, deeply frozen ({@link freezeState}: the
 * skeleton's `setup` then finds it frozen and walks nothing). Seeded mode
 * draws for the hakem and deals from the generator; host mode waits in
 * phase `shuffle` for the host's deck unless options fix both (`hakem`
 * and `deck`).
 */
export function createState(options?: HokmOptions): HokmState {
  const cfg = normalize(options);
  const n = cfg.players;
  const host = cfg.shuffle === 'host';
  // The generator's words, advanced by each shuffle (the draws of `Rng.shuffle`).
  let rng = seedRng(cfg.seed);
  let hakem = 0;
  let seating: number[] | null = null;
  let hakemDraw = null;
  // The face-up draw's deck, shuffled again for the first deal (the same draws as a new list: no second deck).
  let spare: number[] | null = null;
  if (cfg.hakem !== null) {
    hakem = cfg.hakem;
    if (cfg.seating !== null) seating = [...cfg.seating];
  } else if (!host) {
    const r = drawHakem(cfg, rng);
    const d = r.draw;
    rng = r.rng;
    hakem = d.hakem;
    seating = d.seating;
    hakemDraw = d.faceUp;
    spare = r.deck;
  }
  seating ??= Array.from({ length: n }, (_, k) => k);
  // Host mode waits for the host's deck unless options fix both the hakem and the deck.
  const first = host && (cfg.hakem === null || cfg.deck === null) ? null : firstDeck(cfg, rng, spare);
  const s: HokmState = {
    game: 'hokm',
    players: n,
    phase: 'trump',
    hakem,
    trump: null,
    hands: emptyMasks(n),
    // 3 and 4 players never discard: one shared list of zeros, as clone and the samples share it.
    discards: n === 2 ? emptyMasks(n) : zeroMasks(n),
    // Replaced by the deal (or by awaitDeal's own empty stock).
    stock: NO_CARDS as number[],
    played: [],
    winners: [],
    match: {
      handNo: 1,
      points: new Array<number>(sideCount(n)).fill(0),
      lastHand: null,
      seating,
      hakemDraw,
      options: cfg,
      rng: first === null ? [rng[0], rng[1], rng[2], rng[3]] : first.rng,
    },
  };
  if (first === null) awaitDeal(s);
  else startHand(s, first.deck, 1, null);
  return freezeState(s);
}

/**
 * Deep-freezes a new match from {@link createState} knowing its shape: every list
 * and record of the state, its match record, the face-up draw and the
 * options. A generic deep freeze lists every object's keys, which was
 * about a twentieth of the fast path's time in a loop that starts a new
 * match every few hands.
 */
export function freezeState(s: HokmState): HokmState {
  Object.freeze(s.hands);
  Object.freeze(s.discards);
  Object.freeze(s.stock);
  Object.freeze(s.played);
  Object.freeze(s.winners);
  const m = s.match;
  Object.freeze(m.points);
  Object.freeze(m.seating);
  Object.freeze(m.rng);
  const r = m.lastHand;
  if (r !== null) {
    Object.freeze(r.winners);
    Object.freeze(r.tricks);
    Object.freeze(r);
  }
  const d = m.hakemDraw;
  if (d !== null) {
    for (let i = 0; i < d.length; i++) Object.freeze(d[i]);
    Object.freeze(d);
  }
  const o = m.options;
  if (typeof o.seed === 'object') Object.freeze(o.seed);
  if (o.deck !== null) Object.freeze(o.deck);
  if (o.seating !== null) Object.freeze(o.seating);
  Object.freeze(o);
  Object.freeze(m);
  return Object.freeze(s);
}

/**
 * A mutable copy of a state for the fast path: every list the rules change
 * in place is copied (hands, the cards played, the trick winners, the
 * stock and, with 2 players, the discards), so the copy owns them and a
 * new hand reuses them (see {@link owns}); the match record, which the
 * rules replace and never write into, is shared (frozen in any state from
 * `setup`, `apply` or `restore`), and so are the discards of 3 and 4
 * players, which stay zeros (only 2-player hands have discards, HOKM-9.3,
 * and a new hand's clearing leaves zeros unwritten), as on the pure path.
 * The lists are copied by spreading (see {@link copyNumbers}); an empty
 * stock (during play with 3 and 4 players) is shared as {@link NO_CARDS}.
 * `stock` replaces the stock's copy (a reading copy shares the state's own).
 */
export function copyState(s: HokmState, stock: number[] = s.stock.length === 0 ? (NO_CARDS as number[]) : copyNumbers(s.stock)): HokmState {
  return {
    game: s.game,
    players: s.players,
    phase: s.phase,
    hakem: s.hakem,
    trump: s.trump,
    hands: copyNumbers(s.hands),
    discards: s.players === 2 ? copyNumbers(s.discards) : s.discards,
    stock,
    played: copyNumbers(s.played),
    winners: copyNumbers(s.winners),
    match: s.match,
  };
}

/**
 * A plain copy of a list of numbers. Spread: measured on Node 20, it copies
 * a frozen list of 16 in about 55 ns, where an index loop takes 150–270 ns
 * (each read of a frozen array's element is a slow generic load) and
 * `slice` about 2 µs; on a plain list all three are close.
 */
export function copyNumbers(list: readonly number[]): number[] {
  return [...list];
}

/** `old` when `list` holds the same numbers (so a result shares it), else `list` frozen. */
export function shareOrFreeze(list: number[], old: number[]): number[] {
  if (list.length === old.length) {
    let i = 0;
    while (i < list.length && list[i] === old[i]) i++;
    if (i === list.length) return old;
  }
  Object.freeze(list);
  return list;
}

/**
 * Copies `src` into the mutable state `dst` and returns `dst`: the same
 * result as {@link copyState}, but the lists `dst` owns are overwritten in
 * place (their storage kept), so a bot that copies one state into the same
 * scratch state again and again allocates no list; a list `dst` does not
 * own (frozen: shared with a frozen state) is replaced by a copy. Shares
 * the match record, as `copyState` does, and the discards of 3 and 4
 * players (zeros no rule writes).
 */
export function copyStateInto(src: HokmState, dst: HokmState): HokmState {
  // A frozen source (from setup, apply or restore) has frozen lists: copied without an index loop (see copyInto).
  const frozen = Object.isFrozen(src);
  dst.game = src.game;
  dst.players = src.players;
  dst.phase = src.phase;
  dst.hakem = src.hakem;
  dst.trump = src.trump;
  dst.hands = copyInto(src.hands, dst.hands, frozen);
  dst.discards = src.players === 2 ? copyInto(src.discards, dst.discards, frozen) : src.discards;
  dst.stock = copyInto(src.stock, dst.stock, frozen);
  dst.played = copyInto(src.played, dst.played, frozen);
  dst.winners = copyInto(src.winners, dst.winners, frozen);
  dst.match = src.match;
  return dst;
}

/**
 * `src`'s numbers written into `dst` in place when `dst` is owned (and not
 * `src` itself), else a new copy; returns the list to keep. A `frozen`
 * source is pushed in one spread call rather than read by the index loop:
 * in V8 a code site that has read one frozen list reads every list slowly
 * from then on (see `readable` in game.ts), and this loop copies the
 * mutable states of every rollout.
 */
function copyInto(src: readonly number[], dst: number[], frozen: boolean): number[] {
  if (dst === src || !owns(dst)) return copyNumbers(src);
  if (frozen) {
    emptyList(dst);
    dst.push(...src);
    return dst;
  }
  // Pops, not `length =`, which may drop the storage (lists.ts).
  if (dst.length > src.length) {
    while (dst.length > src.length) dst.pop();
  }
  const k = dst.length;
  for (let i = 0; i < k; i++) dst[i] = src[i]!;
  for (let i = k; i < src.length; i++) dst.push(src[i]!);
  return dst;
}
