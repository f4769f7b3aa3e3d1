/**
 * The internal, allocation-free `legalIdsInto` (for loops inside the
 * library) against the rules' own definition of a legal action: at every
 * step of random matches in every variant it writes exactly the ids that
 * `validate` accepts, ascending, and `legalIds` returns the same ids in an
 * array of exactly that length.
 */
import { describe, expect, it } from 'vitest';
import * as hokm from '../src/hokm/index.js';
import { legalCount, legalIds, legalIdsInto, MAX_LEGAL } from '../src/hokm/legal.js';
import { Rng, seedRng } from '../src/rng/index.js';

describe.each([2, 3, 4] as const)('hokm %i players: legalIdsInto', (players) => {
  it('writes exactly the ids validate accepts, and legalIds agrees', () => {
    const rng = new Rng(seedRng(`into-${players}`));
    const buf = new Int32Array(MAX_LEGAL + 1).fill(-7);
    const s = hokm.clone(hokm.setup({ players, seed: `into-${players}`, target: 2 }));
    let steps = 0;
    while (s.phase !== 'over') {
      const n = legalIdsInto(s, buf);
      const written = [...buf.subarray(0, n)];
      const accepted: number[] = [];
      for (let id = 0; id < hokm.numActions; id++) if (hokm.validate(s, hokm.decodeAction(id)).ok) accepted.push(id);
      expect(written).toEqual(accepted);
      expect(buf[MAX_LEGAL]).toBe(-7);
      expect(legalCount(s)).toBe(n);
      const list = legalIds(s);
      expect(list).toEqual(accepted);
      expect(list.length).toBe(n);
      hokm.applyMutable(s, written[rng.int(n)]!);
      steps++;
    }
    expect(legalIdsInto(s, buf)).toBe(0);
    expect(legalIds(s)).toEqual([]);
    expect(steps).toBeGreaterThan(50);
  });
});
