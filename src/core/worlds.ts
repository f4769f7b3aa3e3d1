/**
 * The options every "average over sampled worlds" entry point reads
 * (`hokm.analyzeView`, `hoc.analyzeView`): how many worlds, the seed of
 * their draws, and an optional time budget with the caller's clock (the
 * library has none). Read once, checked, with coded errors.
 */
import { OptionsError } from './errors.js';
import { rngOf } from './random.js';
import type { Rng, Seed } from '../rng/index.js';

/** The most worlds one call may ask for (a bound on the work a request can cause). */
export const MAX_WORLDS = 100_000;

/** What a caller passes. */
export interface WorldsInput {
  worlds?: number;
  seed: Seed | Rng;
  timeMs?: number;
  now?: () => number;
}

/** The options read and checked. */
export interface WorldsOptions {
  worlds: number;
  rng: Rng;
  /** `Infinity` without a budget. */
  timeMs: number;
  now: (() => number) | null;
}

/** Reads `o` for `who` (named in the error), 20 worlds by default; throws `BAD_OPTIONS` on anything else. */
export function readWorlds(o: unknown, who: string): WorldsOptions {
  if (typeof o !== 'object' || o === null) throw new OptionsError(`${who} needs options with a seed`);
  const { worlds = 20, timeMs, now, seed } = o as WorldsInput;
  checkBudget(worlds, timeMs, now);
  return { worlds, rng: rngOf(seed), timeMs: timeMs ?? Infinity, now: timeMs === undefined ? null : now! };
}

/**
 * Checks a budget of worlds and time (`worlds` may be absent where the
 * caller has its own default); throws `BAD_OPTIONS`. Shared by the view
 * analyses and the PIMC player, so both say the same thing.
 */
export function checkBudget(worlds: unknown, timeMs: unknown, now: unknown): void {
  if (worlds !== undefined && (!Number.isInteger(worlds) || (worlds as number) < 1 || (worlds as number) > MAX_WORLDS)) {
    throw new OptionsError(`worlds must be an integer from 1 to ${MAX_WORLDS}`);
  }
  if (timeMs !== undefined && (typeof timeMs !== 'number' || !(timeMs > 0) || typeof now !== 'function')) {
    throw new OptionsError('timeMs needs a positive number and a clock: now: () => milliseconds (the library has none)');
  }
}
