/**
 * The shortcuts of the Hokm sampler (src/hokm/sample.ts) must not change a
 * single sample: `draw32` draws exactly as core's `below`, and the splits
 * recorded at a view's first draw pick exactly the split the walk would.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as hokm from '../src/hokm/index.js';
import { below } from '../src/core/random.js';
import { draw, draw32, prepare } from '../src/hokm/sample.js';
import { Rng, seedRng } from '../src/rng/index.js';

/** Views of random seats at random points of random matches. */
function views(players: 2 | 3 | 4, count: number): hokm.HokmView[] {
  const rng = new Rng(seedRng(`fast-views-${players}`));
  const out: hokm.HokmView[] = [];
  let s = hokm.clone(hokm.setup({ players, seed: 1 }));
  let game = 1;
  while (out.length < count) {
    if (s.phase === 'over') s = hokm.clone(hokm.setup({ players, seed: ++game }));
    if (rng.int(2) === 0) out.push(hokm.view(s, rng.int(players)));
    const ids = hokm.legalIds(s);
    hokm.applyMutable(s, ids[rng.int(ids.length)]!);
  }
  return out;
}

describe('hokm sampler shortcuts', () => {
  it('draw32 draws exactly as below: same values, generator left in the same state', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 30 }), (seed, ns) => {
        const a = new Rng(seedRng(seed));
        const b = new Rng(seedRng(seed));
        for (const n of ns) expect(draw32(a, n)).toBe(below(b, n));
        expect(a.state()).toEqual(b.state());
      }),
      { seed: 1201, numRuns: 300 },
    );
  });

  it.each([2, 3, 4] as const)('%i players: recorded splits give the samples the walk gives', (players) => {
    let recordedViews = 0;
    let constrained = 0;
    for (const v of views(players, 300)) {
      const recorded = prepare(v);
      const walked = prepare(v);
      for (let k = 0; k < 4; k++) {
        const a = draw(recorded, new Rng(seedRng(`s${k}`)), 0, true);
        walked.splits = null; // every draw walks again
        const b = draw(walked, new Rng(seedRng(`s${k}`)), 0, true);
        expect(a).toEqual(b);
      }
      if (recorded.splits !== null) recordedViews++;
      if (recorded.splits !== null && recorded.splits.cum.length > 1) constrained++;
    }
    // Views with voids shown: the recorded splits were used (with one
    // hand void, as is common with 2 or 3 players, the split is forced).
    expect(recordedViews).toBeGreaterThan(5);
    if (players === 4) expect(constrained).toBeGreaterThan(5);
  });
});
