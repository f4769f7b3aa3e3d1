/**
 * `npm run test:long`: the property runs at 20,000 games per variant (Hoc 2
 * and 3 players, Hokm 4, 3 and 2 players), for a release; their time limits
 * grow with the game count.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/hoc-properties*.test.ts', 'test/hokm-sim*.test.ts'],
    env: { HOC_GAMES: process.env.HOC_GAMES ?? '20000', HOKM_GAMES: process.env.HOKM_GAMES ?? '20000' },
  },
});
