/**
 * Hokm's two paths run the same rule functions: `apply` on a fresh copy it
 * then freezes, `applyMutable` in place on a copy from `clone`. Whole
 * matches in every variant, played along both paths at once, must give
 * equal states at every step, and neither path may change what the other
 * shares with it (the pure states share their match record; the clone
 * shares options and the face-up draw).
 */
import { describe, expect, it } from 'vitest';
import * as hokm from '../src/hokm/index.js';
import { Rng, seedRng } from '../src/rng/index.js';

function deepFrozen(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return true;
  return Object.isFrozen(x) && Object.values(x).every(deepFrozen);
}

describe.each([2, 3, 4] as const)('hokm %i players: pure and fast paths agree', (players) => {
  it('over whole matches, step by step, with one clone played along', () => {
    for (let m = 0; m < 4; m++) {
      const rng = new Rng(seedRng(`fast-${players}-${m}`));
      let pure = hokm.setup({ players, seed: `fast-${players}-${m}`, target: 3 });
      const fast = hokm.clone(pure);
      const history: [hokm.HokmState, string][] = [];
      let steps = 0;
      while (!hokm.isOver(pure)) {
        const ids = hokm.legalIds(fast);
        expect(ids).toEqual(hokm.legalActions(pure).map(hokm.encodeAction));
        const id = ids[rng.int(ids.length)]!;
        const before = pure;
        pure = hokm.apply(pure, hokm.decodeAction(id));
        hokm.applyMutable(fast, id);
        expect(fast).toEqual(pure);
        expect(deepFrozen(pure)).toBe(true);
        if (steps++ % 7 === 0) history.push([before, JSON.stringify(before)]);
      }
      expect(hokm.isOver(fast)).toBe(true);
      // No earlier state changed while both paths went on.
      for (const [s, json] of history) expect(JSON.stringify(s)).toBe(json);
    }
  });
});
