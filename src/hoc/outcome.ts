/**
 * The end of the game (HOC-10.2, HOC-10.3; HOC-D31):
 * after the agreed number of deals, the most chips wins; equal balances
 * share the win; chips left in pools belong to nobody.
 */
import type { HocState } from './state.js';

/**
 * The result of a finished game.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ players: 2, seed: 'table 7', deals: 2 });
 * while (!hoc.isOver(state)) state = hoc.apply(state, hoc.legalActions(state)[0]!);
 * const result: hoc.HocOutcome = hoc.outcome(state)!;
 * console.log(result.balances, result.winners, result.unclaimed);
 * ```
 */
export interface HocOutcome {
  /** Final balances by seat. */
  balances: number[];
  /** The seats with the most chips (several when tied: they share the win). */
  winners: number[];
  /** Chips left in the pools, which belong to nobody. */
  unclaimed: number;
}

/** The outcome once the game is over, else `null`. */
export function outcomeOf(s: HocState): HocOutcome | null {
  if (s.phase !== 'over') return null;
  const top = Math.max(...s.balances);
  return {
    balances: s.balances.slice(),
    winners: s.balances.flatMap((b, i) => (b === top ? [i] : [])),
    unclaimed: s.pools.reduce((a, b) => a + b, 0),
  };
}
