/**
 * The Hokm deal's object-free shuffle (src/hokm/shuffle.ts) must give the
 * very permutation and generator state of `Rng.shuffle`, or every seeded
 * game would change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../src/rng/index.js';
import { shuffleInPlace } from '../src/hokm/shuffle.js';

describe('hokm shuffleInPlace', () => {
  it('matches Rng.shuffle: same permutation, same state after, for any state and length', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 4, maxLength: 4 }), fc.integer({ min: 0, max: 60 }), (words, n) => {
        const state = words as [number, number, number, number];
        if (state.every((w) => w === 0)) state[0] = 1;
        const ids = Array.from({ length: n }, (_, i) => i);
        const rng = new Rng(state);
        const expected = rng.shuffle(ids.slice());
        const mine = ids.slice();
        const after = shuffleInPlace(mine, state);
        expect(mine).toEqual(expected);
        expect(after).toEqual(rng.state());
      }),
      { seed: 20261201, numRuns: 500 },
    );
  });

  it('matches on typed arrays and leaves the given state alone', () => {
    const state = seedRng('deal');
    const copy = [...state];
    const u8 = Uint8Array.from({ length: 52 }, (_, i) => i);
    const after = shuffleInPlace(u8, state);
    const rng = new Rng(state);
    expect([...u8]).toEqual(rng.shuffle(Array.from({ length: 52 }, (_, i) => i)));
    expect(after).toEqual(rng.state());
    expect(state).toEqual(copy);
  });

  it("writes the state after into `out` when given, the given state itself included (Hoc advances a state's own words)", () => {
    const state = seedRng('deal');
    const expected = shuffleInPlace(
      Array.from({ length: 52 }, (_, i) => i),
      state,
    );
    const out: [number, number, number, number] = [0, 0, 0, 0];
    const ids = Array.from({ length: 52 }, (_, i) => i);
    expect(shuffleInPlace(ids, state, out)).toBe(out);
    expect(out).toEqual(expected);
    const own = [...state] as [number, number, number, number];
    const again = Array.from({ length: 52 }, (_, i) => i);
    expect(shuffleInPlace(again, own, own)).toBe(own);
    expect(own).toEqual(expected);
    expect(again).toEqual(ids);
  });
});
