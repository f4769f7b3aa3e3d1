/** Hoc properties over thousands of seeded random games, 3 players (see hoc-properties.test.ts). */
import { describe, it } from 'vitest';
import { GAMES, limitFor, propertyRun } from './support/hoc-properties.js';

describe(`3 players: ${GAMES} random games`, () => {
  it('every property holds after every action', () => propertyRun(3, GAMES), limitFor(GAMES));
});
