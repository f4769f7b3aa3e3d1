/**
 * Hoc properties, 3 players: the first half of the games (the second half
 * is hoc-properties-3p-2.test.ts, so the halves run side by side; see
 * hoc-properties.test.ts).
 */
import { describe, it } from 'vitest';
import { GAMES, limitFor, propertyRun } from './support/hoc-properties.js';

const half = Math.ceil(GAMES / 2);

describe(`3 players: ${half} of ${GAMES} random games`, () => {
  it('every property holds after every action', () => propertyRun(3, half, '/1'), limitFor(half));
});
