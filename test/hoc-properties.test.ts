/**
 * Hoc properties over thousands of seeded random games, 2 players (the
 * 3-player run is hoc-properties-3p.test.ts, so the two run side by side);
 * the checks are in support/hoc-properties.ts. Then full checks, every legal
 * action validated and a JSON round trip at every step, on fewer games.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../src/core/testkit.js';
import { engine, type HocAction, type HocState } from '../src/hoc/index.js';
import { GAMES, limitFor, options, propertyRun } from './support/hoc-properties.js';

describe(`2 players: ${GAMES} random games`, () => {
  it('every property holds after every action', () => propertyRun(2, GAMES), limitFor(GAMES));
});

describe('full checks on fewer games', () => {
  it('validate accepts every legal action at every step, and every state survives a JSON round trip', () => {
    for (const players of [2, 3] as const) {
      const r = simulate<HocState, HocAction>(engine, {
        games: 100,
        seed: `hoc-full-${players}`,
        options: options(players),
        validateAll: true,
        jsonEvery: 1,
        unchangedEvery: 5, // as in the long run: the snapshots are the kit's dearest check
      });
      expect(r.actions).toBeGreaterThan(100 * 100);
    }
  }, 120_000);
});
