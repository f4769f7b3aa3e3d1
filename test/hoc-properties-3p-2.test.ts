/** Hoc properties, 3 players: the second half of the games (see hoc-properties-3p.test.ts). */
import { describe, it } from 'vitest';
import { GAMES, limitFor, propertyRun } from './support/hoc-properties.js';

const half = Math.floor(GAMES / 2);

describe(`3 players: the other ${half} of ${GAMES} random games`, () => {
  it('every property holds after every action', () => propertyRun(3, half, '/2'), limitFor(half));
});
