/**
 * The solver benches' deals and positions (bench/solve.ts, solve-compare.ts,
 * solve-ab.ts, solve-profile.ts): a 4-player Hokm deal of seed `seed` just
 * after trumps are named (by the seed), and a hand of seeded random play
 * stopped after some completed tricks. Every bench draws the same deals and
 * positions for a seed, so their figures compare.
 */
import type * as built from '../dist/hokm/index.js';

/** The part of a built Hokm module the positions are played with (this build's, or another's loaded beside it). */
export type HokmBuild = Pick<typeof built, 'apply' | 'clone' | 'setup' | 'applyMutable' | 'legalIds'>;

/** The trump named in the hand of seed `seed` is `SUITS[seed % 4]`. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;

/** The 4-player deal of seed `seed` just after its trumps are named. */
export function dealAfterTrumps(h: HokmBuild, seed: number): built.HokmState {
  return h.apply(h.setup({ seed }), { type: 'trump', suit: SUITS[seed % 4]! });
}

/** The position after `tricks` completed tricks of the seeded random hand `seed` with `players` players. */
export function positionAfter(h: HokmBuild, players: 2 | 3 | 4, seed: number, tricks: number): built.HokmState {
  const s = h.clone(h.setup({ players, seed }));
  h.applyMutable(s, { type: 'trump', suit: SUITS[seed % 4]! });
  let x = seed + 1;
  while (s.phase !== 'play' || s.winners.length < tricks) {
    const ids = h.legalIds(s);
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    h.applyMutable(s, ids[x % ids.length]!);
  }
  return s;
}
