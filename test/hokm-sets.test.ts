/**
 * Card sets as 52-bit integers (src/hokm/sets.ts), checked against a
 * BigInt model of the same sets: the float arithmetic must be exact for
 * every card id, including the bits above 32.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, has, idsOf, isSet, remove, setOf, size, suitBits } from '../src/hokm/sets.js';

const ids = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { maxLength: 52 });
const RUNS = { seed: 52, numRuns: 2000 };

function model(list: readonly number[]): bigint {
  return list.reduce((m, id) => m | (1n << BigInt(id)), 0n);
}

describe('hokm card sets', () => {
  it('setOf agrees with the BigInt model and is a safe integer', () => {
    fc.assert(
      fc.property(ids, (list) => {
        const set = setOf(list);
        expect(BigInt(set)).toBe(model(list));
        expect(isSet(set)).toBe(true);
      }),
      RUNS,
    );
  });

  it('has, size, idsOf and suitBits read every card id exactly', () => {
    fc.assert(
      fc.property(ids, (list) => {
        const set = setOf(list);
        const m = model(list);
        for (let id = 0; id < 52; id++) expect(has(set, id)).toBe(((m >> BigInt(id)) & 1n) === 1n);
        expect(size(set)).toBe(list.length);
        expect(idsOf(set)).toEqual([...list].sort((a, b) => a - b));
        for (let suit = 0; suit < 4; suit++) expect(suitBits(set, suit)).toBe(Number((m >> BigInt(13 * suit)) & 0x1fffn));
      }),
      RUNS,
    );
  });

  it('add and remove change exactly one card', () => {
    fc.assert(
      fc.property(ids, fc.integer({ min: 0, max: 51 }), (list, id) => {
        const without = setOf(list.filter((x) => x !== id));
        const withIt = add(without, id);
        expect(BigInt(withIt)).toBe(model([...list.filter((x) => x !== id), id]));
        expect(remove(withIt, id)).toBe(without);
        expect(has(withIt, id)).toBe(true);
        expect(has(without, id)).toBe(false);
      }),
      RUNS,
    );
  });

  it('isSet rejects anything but an integer from 0 to 2 ** 52 - 1', () => {
    expect(isSet(0)).toBe(true);
    expect(isSet(2 ** 52 - 1)).toBe(true);
    for (const bad of [-1, 2 ** 52, 1.5, NaN, Infinity, '3', null, [1]]) expect(isSet(bad)).toBe(false);
  });
});
