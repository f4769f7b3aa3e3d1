/**
 * Card sets as rank masks per seat and suit (src/hokm/sets.ts, the form of
 * a Hokm state's hands and discards), checked against a plain model: a
 * list of card ids per seat.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addCard, cardsOf, countOf, countsOf, holds, idsOf, isMask, masksOf, removeCard } from '../src/hokm/sets.js';
import { DECK } from '../src/cards/index.js';

/** Up to 4 seats, each a set of card ids; no card in two seats. */
const seats = fc
  .tuple(fc.integer({ min: 2, max: 4 }), fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { maxLength: 52 }))
  .map(([n, ids]) => Array.from({ length: n }, (_, k) => ids.filter((_, i) => i % n === k)));
const RUNS = { seed: 52, numRuns: 1000 };

describe('hokm card sets', () => {
  it('masksOf puts card id suit * 13 + r at bit r of mask seat * 4 + suit, and every mask is 13 bits', () => {
    fc.assert(
      fc.property(seats, (list) => {
        const m = masksOf(list);
        expect(m.length).toBe(4 * list.length);
        m.forEach((x) => expect(isMask(x)).toBe(true));
        list.forEach((ids, seat) => {
          let expected = [0, 0, 0, 0];
          for (const id of ids) expected[Math.floor(id / 13)]! += 2 ** (id % 13);
          expect(m.slice(seat * 4, seat * 4 + 4)).toEqual(expected);
          expected = [];
        });
      }),
      RUNS,
    );
  });

  it('holds, countOf, countsOf, idsOf and cardsOf read every card exactly', () => {
    fc.assert(
      fc.property(seats, (list) => {
        const m = masksOf(list);
        list.forEach((ids, seat) => {
          for (let id = 0; id < 52; id++) expect(holds(m, seat, id)).toBe(ids.includes(id));
          expect(countOf(m, seat)).toBe(ids.length);
          const sorted = [...ids].sort((a, b) => a - b);
          expect(idsOf(m, seat)).toEqual(sorted);
          expect(cardsOf(m, seat)).toEqual(sorted.map((id) => DECK[id]));
        });
        expect(countsOf(m, list.length)).toEqual(list.map((ids) => ids.length));
      }),
      RUNS,
    );
  });

  it('addCard and removeCard change exactly one card of one seat', () => {
    fc.assert(
      fc.property(seats, fc.integer({ min: 0, max: 51 }), (list, id) => {
        const without = list.map((ids) => ids.filter((x) => x !== id));
        const m = masksOf(without);
        addCard(m, 0, id);
        expect(m).toEqual(masksOf([[...without[0]!, id], ...without.slice(1)]));
        removeCard(m, 0, id);
        expect(m).toEqual(masksOf(without));
      }),
      RUNS,
    );
  });

  it('isMask rejects anything but an integer from 0 to 2 ** 13 - 1', () => {
    expect(isMask(0)).toBe(true);
    expect(isMask(2 ** 13 - 1)).toBe(true);
    for (const bad of [-1, 2 ** 13, 2 ** 52, 1.5, NaN, Infinity, '3', null, [1]]) expect(isMask(bad)).toBe(false);
  });
});
