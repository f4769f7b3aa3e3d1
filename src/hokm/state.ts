/**
 * A new match: options, the first hakem (face-up draw or fixed by options),
 * the first dealer and the first stage of the first deal (rulings K2, K3).
 */
import { Rng, seedRng } from '../rng/index.js';
import { drawHakem, shuffleDeck, startHand } from './deal.js';
import { normalize } from './options.js';
import { dealerOf, sideCount } from './places.js';
import type { HokmOptions, HokmState } from './types.js';

/** A new match from options, before freezing. */
export function createState(options?: HokmOptions): HokmState {
  const cfg = normalize(options);
  const n = cfg.players;
  const rng = new Rng(seedRng(cfg.seed));
  let hakem: number;
  let seating: number[];
  let hakemDraw = null;
  if (cfg.hakem !== null) {
    hakem = cfg.hakem;
    seating = cfg.seating?.slice() ?? Array.from({ length: n }, (_, k) => k);
  } else {
    const d = drawHakem(cfg, rng);
    hakem = d.hakem;
    seating = d.seating;
    hakemDraw = d.faceUp;
  }
  const s: HokmState = {
    game: 'hokm',
    players: n,
    phase: 'trump',
    turn: hakem,
    hakem,
    dealer: dealerOf(n, hakem),
    trump: null,
    cards: '',
    stock: '',
    played: '',
    winners: '',
    handNo: 1,
    points: new Array<number>(sideCount(n)).fill(0),
    seating,
    hakemDraw,
    lastHand: null,
    options: cfg,
    rng: rng.state(),
  };
  startHand(s, cfg.deck ?? shuffleDeck(s), null);
  return s;
}

/** A mutable deep copy of a state (plain data all the way down). */
export function copyState(s: HokmState): HokmState {
  const o = s.options;
  return {
    ...s,
    points: s.points.slice(),
    seating: s.seating.slice(),
    hakemDraw: s.hakemDraw === null ? null : s.hakemDraw.map((f) => ({ ...f })),
    lastHand: s.lastHand === null ? null : { ...s.lastHand, winners: s.lastHand.winners.slice(), tricks: s.lastHand.tricks.slice() },
    options: { ...o, deck: o.deck === null ? null : o.deck.slice(), seating: o.seating === null ? null : o.seating.slice() },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}
