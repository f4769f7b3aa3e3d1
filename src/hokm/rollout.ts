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
import { CODES, idAt, sideOf } from './places.js';
import { suitBits } from './sets.js';
import { ledSuit } from './tricks.js';
import { turnOf } from './turn.js';
import type { HokmState } from './types.js';

/**
 * A new generator from `seed` and the unseen stock shuffled again, in
 * place. Seen cards keep their place: in the 2-player draw, the top card
 * the drawer is looking at.
 */
export function reseedState(s: HokmState, seed: Seed | Rng): void {
  if (Object.isFrozen(s) || Object.isFrozen(s.match)) throw new StateError('reseed needs a mutable state (from clone or a mutable sample)');
  const rng = rngOf(seed);
  const keep = s.phase === 'draw' ? 1 : 0;
  const count = (s.stock.length >> 1) - keep;
  if (count > 1) {
    const ids: number[] = [];
    for (let i = keep; i < keep + count; i++) ids.push(idAt(s.stock, 2 * i));
    rng.shuffle(ids);
    s.stock = s.stock.slice(0, 2 * keep) + ids.map((id) => CODES[id]!).join('');
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
      held(s.hands[turnOf(s)!]!, -1, DISCARD_BASE, out);
      break;
    case 'play':
      held(s.hands[turnOf(s)!]!, ledSuit(s), 0, out);
      break;
    default:
  }
  return out;
}

/** Marks `base` + each card of `hand` (only suit `led` when held: following suit). */
function held(hand: number, led: number, base: number, out: Uint8Array): void {
  if (led >= 0) {
    const m = suitBits(hand, led);
    if (m !== 0) return bits(m, base + 13 * led, out);
  }
  for (let suit = 0; suit < 4; suit++) bits(suitBits(hand, suit), base + 13 * suit, out);
}

function bits(m: number, base: number, out: Uint8Array): void {
  for (; m !== 0; m &= m - 1) out[base + 31 - Math.clz32(m & -m)] = 1;
}
