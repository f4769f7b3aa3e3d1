/**
 * Rollout helpers for bots: a new future for a mutable state (`reseed`),
 * the score of every seat (`returns`) and the legal-action mask written
 * into the caller's array (`fillMask`).
 */
import type { Returns } from '../core/engine.js';
import { OptionsError, StateError } from '../core/errors.js';
import { freshState, freshStateInto, rngOf } from '../core/random.js';
import type { Rng, Seed } from '../rng/rng.js';
import { NUM_ACTIONS } from './actions.js';
import { legalIds } from './legal.js';
import type { HocState } from './state.js';

/**
 * A new generator from `seed`, in place: the next deals are drawn from it.
 * The undealt stock of the current deal is never dealt (HOC-3.3) and
 * kept sorted, so no card needs moving.
 */
export function reseedState(s: HocState, seed: Seed | Rng): void {
  if (Object.isFrozen(s)) throw new StateError('reseed needs a mutable state (from clone or a mutable sample)');
  // Written into the state's own words when it owns them (no list per rollout), else a new list.
  const own = Array.isArray(s.rng) && s.rng.length === 4 && Object.isExtensible(s.rng);
  s.rng = own ? freshStateInto(s.rng, rngOf(seed)) : freshState(rngOf(seed));
}

/** Chips won or lost per seat, deals finished and, once over, each seat's share of the win. */
export function returnsOf(s: HocState): Returns {
  const chips = s.options.chips;
  const score = s.balances.map((b) => b - chips);
  let result: number[] | null = null;
  if (s.phase === 'over') {
    const top = Math.max(...s.balances);
    const k = s.balances.filter((b) => b === top).length;
    result = s.balances.map((b) => (b === top ? 1 / k : 0));
  }
  return { finished: s.deal, score, result };
}

/** Writes the legal-action mask into `out` (zeroed first) and returns it. */
export function fillMask(s: HocState, out: Uint8Array): Uint8Array {
  if (!(out instanceof Uint8Array) || out.length !== NUM_ACTIONS) throw new OptionsError(`out must be a Uint8Array of length ${NUM_ACTIONS}`);
  out.fill(0);
  const ids = legalIds(s);
  for (let i = 0; i < ids.length; i++) out[ids[i]!] = 1;
  return out;
}
