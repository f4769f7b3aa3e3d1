/**
 * A new match: options, the first hakem (face-up draw or fixed by options),
 * the first dealer and the first stage of the first deal (rulings K2, K3).
 */
import { Rng, seedRng } from '../rng/index.js';
import { drawHakem, startHand } from './deal.js';
import { normalize, playIds } from './options.js';
import { idOf, sideCount } from './places.js';
import type { FaceUp, HokmOptions, HokmState } from './types.js';

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
    seating = (cfg.seating === null ? null : [...cfg.seating]) ?? Array.from({ length: n }, (_, k) => k);
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
  const deck = cfg.deck === null ? rng.shuffle(playIds(cfg)) : cfg.deck.map((c) => idOf(c)!);
  s.match.rng = rng.state();
  startHand(s, deck, 1, null);
  return s;
}

/**
 * A mutable deep copy of a state (plain data all the way down). Written out
 * field by field: spreading or slicing frozen objects is slow in V8.
 */
export function copyState(s: HokmState): HokmState {
  const m = s.match;
  const o = m.options;
  const r = m.lastHand;
  return {
    game: s.game,
    players: s.players,
    phase: s.phase,
    hakem: s.hakem,
    trump: s.trump,
    cards: s.cards,
    stock: s.stock,
    played: s.played,
    winners: s.winners,
    match: {
      handNo: m.handNo,
      points: [...m.points],
      lastHand:
        r === null
          ? null
          : { hand: r.hand, hakem: r.hakem, side: r.side, winners: [...r.winners], kind: r.kind, points: r.points, tricks: [...r.tricks] },
      seating: [...m.seating],
      hakemDraw: m.hakemDraw === null ? null : copyDraw(m.hakemDraw),
      options: {
        players: o.players,
        seed: o.seed,
        target: o.target,
        removedTwo: o.removedTwo,
        deck: o.deck === null ? null : [...o.deck],
        hakem: o.hakem,
        seating: o.seating === null ? null : [...o.seating],
      },
      rng: [m.rng[0], m.rng[1], m.rng[2], m.rng[3]],
    },
  };
}

function copyDraw(draw: readonly FaceUp[]): FaceUp[] {
  const out: FaceUp[] = [];
  for (const f of draw) out.push({ player: f.player, card: f.card });
  return out;
}
