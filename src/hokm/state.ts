/**
 * A new match: options, the first hakem (face-up draw or fixed by options),
 * the first dealer and the first stage of the first deal (rulings K2, K3).
 */
import { Rng, seedRng } from '../rng/index.js';
import { drawHakem, startHand } from './deal.js';
import { normalize, playDeck } from './options.js';
import { sideCount } from './places.js';
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
    hakem,
    trump: null,
    cards: '',
    stock: '',
    played: '',
    winners: '',
    match: {
      handNo: 1,
      points: new Array<number>(sideCount(n)).fill(0),
      lastHand: null,
      seating,
      hakemDraw,
      options: cfg,
      rng: rng.state(),
    },
  };
  const deck = cfg.deck ?? rng.shuffle(playDeck(cfg));
  s.match.rng = rng.state();
  startHand(s, deck, 1, null);
  return s;
}

/** A mutable deep copy of a state (plain data all the way down). */
export function copyState(s: HokmState): HokmState {
  const m = s.match;
  const o = m.options;
  const r = m.lastHand;
  return {
    ...s,
    match: {
      handNo: m.handNo,
      points: m.points.slice(),
      lastHand: r === null ? null : { ...r, winners: r.winners.slice(), tricks: r.tricks.slice() },
      seating: m.seating.slice(),
      hakemDraw: m.hakemDraw === null ? null : m.hakemDraw.map((f) => ({ ...f })),
      options: { ...o, deck: o.deck === null ? null : o.deck.slice(), seating: o.seating === null ? null : o.seating.slice() },
      rng: [m.rng[0], m.rng[1], m.rng[2], m.rng[3]],
    },
  };
}
