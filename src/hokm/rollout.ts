/**
 * Rollout helpers for bots: a new future for a mutable state (`reseed`),
 * the score of every seat (`returns`) and the legal-action mask written
 * into the caller's array (`mask`), which allocates nothing.
 */
import type { Returns } from '../core/engine.js';
import { OptionsError, StateError } from '../core/errors.js';
import { freshState, rngOf } from '../core/random.js';
import type { Rng, Seed } from '../rng/index.js';
import { DISCARD_BASE, KEEP_ID, PASS_ID, TRUMP_BASE, numActions } from './ids.js';
import { sideOf } from './places.js';
import { ledSuit } from './tricks.js';
import { turnOf } from './turn.js';
import type { HokmState } from './types.js';

/**
 * A new generator from `seed` and the unseen stock shuffled again, in
 * place. Seen cards keep their place: in the 2-player draw, the top card
 * the drawer is looking at.
 */
export function reseedState(s: HokmState, seed: Seed | Rng): void {
  if (Object.isFrozen(s)) throw new StateError('reseed needs a mutable state (from clone or a mutable sample)');
  const rng = rngOf(seed);
  const keep = s.phase === 'draw' ? 1 : 0;
  const count = s.stock.length - keep;
  if (count > 1) {
    const ids = s.stock.slice(keep);
    rng.shuffle(ids);
    // A new list: the old one may be shared with other states (the rules never write into it).
    const stock = s.stock.slice(0, keep);
    for (let i = 0; i < ids.length; i++) stock.push(ids[i]!);
    s.stock = stock;
  }
  // A new match record: its other parts may be shared with other states.
  s.match = { ...s.match, rng: freshState(rng) };
}

/** The seats' scores (their side's points), finished hands and, once over, the result. */
export function returnsOf(s: HokmState): Returns {
  const n = s.players;
  const m = s.match;
  const over = s.phase === 'over';
  const score: number[] = [];
  for (let k = 0; k < n; k++) score.push(m.points[sideOf(n, k)]!);
  let result: number[] | null = null;
  if (over && m.lastHand !== null) {
    const side = m.lastHand.side;
    result = score.map((_, k) => (sideOf(n, k) === side ? 1 : 0));
  }
  return { finished: over ? m.handNo : m.handNo - 1, score, result };
}

/** Writes the legal-action mask into `out` (zeroed first) and returns it. */
export function fillMask(s: HokmState, out: Uint8Array): Uint8Array {
  if (!(out instanceof Uint8Array) || out.length !== numActions) throw new OptionsError(`out must be a Uint8Array of length ${numActions}`);
  out.fill(0);
  switch (s.phase) {
    case 'trump':
      for (let k = 0; k < 4; k++) out[TRUMP_BASE + k] = 1;
      break;
    case 'draw':
      out[KEEP_ID] = 1;
      out[PASS_ID] = 1;
      break;
    case 'discard':
      held(s.hands, turnOf(s)! * 4, -1, DISCARD_BASE, out);
      break;
    case 'play':
      held(s.hands, turnOf(s)! * 4, ledSuit(s), 0, out);
      break;
    default:
  }
  return out;
}

/** Marks `base` + each card of the seat whose masks start at `hands[at]` (only suit `led` when held: following suit). */
function held(hands: readonly number[], at: number, led: number, base: number, out: Uint8Array): void {
  if (led >= 0) {
    const m = hands[at + led]! & 0x1fff;
    if (m !== 0) return bits(m, base + 13 * led, out);
  }
  for (let suit = 0; suit < 4; suit++) bits(hands[at + suit]! & 0x1fff, base + 13 * suit, out);
}

function bits(m: number, base: number, out: Uint8Array): void {
  for (; m !== 0; m &= m - 1) out[base + 31 - Math.clz32(m & -m)] = 1;
}
