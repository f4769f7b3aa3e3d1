import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCards, type Card } from '../src/cards/index.js';
import { bestPoint, bestSequence, bestTricon, type Sequence, type Tricon } from '../src/hoc/combos.js';
import {
  BONUS_TABLE_KEYS,
  CARDS_LEFT_TABLE_LENGTH,
  DEFAULT_BONUS_TABLE,
  DEFAULT_CARDS_LEFT_TABLE,
  MAX_TABLE_ENTRY,
  bonus,
  cardsLeftPayment,
  checkBonusTable,
  checkCardsLeftTable,
  type BonusTable,
} from '../src/hoc/tables.js';

function h(text: string): Card[] {
  const cards = parseCards(text);
  if (!cards) throw new Error(`bad test hand: ${text}`);
  return cards;
}
const seq = (text: string): Sequence => bestSequence(h(text))!;
const tri = (text: string): Tricon => bestTricon(h(text))!;

describe('bonus table (HOC-6.7, HOC-6.8)', () => {
  it('has the defaults of HOC-6.7 and is frozen', () => {
    expect(DEFAULT_BONUS_TABLE).toEqual({ tierce: 1, quart: 2, quint: 3, three: 1, four: 2, major: 2 });
    expect(Object.isFrozen(DEFAULT_BONUS_TABLE)).toBe(true);
  });

  it('pays tierce 1, quart 2, quint 3, three 1, four 2', () => {
    expect(bonus(seq('2♠ 3♠ 4♠'))).toBe(1);
    expect(bonus(seq('2♠ 3♠ 4♠ 5♠'))).toBe(2);
    expect(bonus(seq('2♠ 3♠ 4♠ 5♠ 6♠'))).toBe(3);
    expect(bonus(tri('7♠ 7♥ 7♣'))).toBe(1);
    expect(bonus(tri('7♠ 7♥ 7♣ 7♦'))).toBe(2);
  });

  it('a run of six or more pays as a quint', () => {
    expect(bonus(seq('A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦'))).toBe(3);
  });

  it('major doubles: a major quint is 6, so 12 once the engine doubles it for a double game (HOC-6.10)', () => {
    const majorQuint = seq('K♥ Q♥ J♥ 10♥ 9♥');
    expect(majorQuint.major).toBe(true);
    expect(bonus(majorQuint)).toBe(6);
    expect(bonus(majorQuint) * 2).toBe(3 * 2 * 2);
    expect(bonus(seq('K♥ Q♥ J♥'))).toBe(2);
    expect(bonus(tri('K♠ K♥ K♣'))).toBe(2);
    expect(bonus(tri('K♠ K♥ K♣ K♦'))).toBe(4);
  });

  it('uses a given table', () => {
    const table: BonusTable = { tierce: 5, quart: 7, quint: 11, three: 13, four: 17, major: 3 };
    expect(bonus(seq('2♠ 3♠ 4♠'), table)).toBe(5);
    expect(bonus(seq('2♠ 3♠ 4♠ 5♠'), table)).toBe(7);
    expect(bonus(seq('K♥ Q♥ J♥ 10♥ 9♥ 8♥'), table)).toBe(33);
    expect(bonus(tri('7♠ 7♥ 7♣'), table)).toBe(13);
    expect(bonus(tri('K♠ K♥ K♣ K♦'), table)).toBe(51);
  });

  it('rejects a point and malformed combinations', () => {
    expect(() => bonus(bestPoint(h('2♠ 3♠ 4♠'))! as never)).toThrow(TypeError);
    expect(() => bonus({ ...seq('2♠ 3♠ 4♠'), length: 2 })).toThrow(RangeError);
    expect(() => bonus({ ...tri('7♠ 7♥ 7♣'), size: 2 as never })).toThrow(RangeError);
  });
});

describe('cards-left table (HOC-9.2)', () => {
  it('has the defaults of HOC-9.2, 16 entries, index 0 = 0, frozen', () => {
    expect(DEFAULT_CARDS_LEFT_TABLE).toEqual([0, 5, 4, 3, 4, 5, 6, 7, 8, 9, 20, 22, 24, 26, 28, 30]);
    expect(DEFAULT_CARDS_LEFT_TABLE).toHaveLength(CARDS_LEFT_TABLE_LENGTH);
    expect(Object.isFrozen(DEFAULT_CARDS_LEFT_TABLE)).toBe(true);
  });

  it('worked example: Anna with 2 cards pays 4, Ben with 10 cards pays 20', () => {
    expect(cardsLeftPayment(2)).toBe(4);
    expect(cardsLeftPayment(10)).toBe(20);
  });

  it('has the stated shape: 3 cards cost less than 1 or 2; 10 far more than 9', () => {
    expect(cardsLeftPayment(3)).toBeLessThan(cardsLeftPayment(1));
    expect(cardsLeftPayment(3)).toBeLessThan(cardsLeftPayment(2));
    expect(cardsLeftPayment(10)).toBeGreaterThanOrEqual(2 * cardsLeftPayment(9));
    for (let n = 3; n <= 9; n++) expect(cardsLeftPayment(n)).toBe(n);
    for (let n = 10; n <= 15; n++) expect(cardsLeftPayment(n)).toBe(2 * n);
    expect(cardsLeftPayment(0)).toBe(0);
  });

  it('throws RangeError outside 0..table.length-1', () => {
    for (const n of [-1, 16, 1.5, Number.NaN, Infinity]) expect(() => cardsLeftPayment(n)).toThrow(RangeError);
    expect(cardsLeftPayment(15)).toBe(30);
    const short = [0, 1, 2];
    expect(cardsLeftPayment(2, short)).toBe(2);
    expect(() => cardsLeftPayment(3, short)).toThrow(RangeError);
  });
});

describe('checking user tables', () => {
  it('accepts the defaults and valid tables', () => {
    expect(checkBonusTable(DEFAULT_BONUS_TABLE)).toBeNull();
    expect(checkBonusTable({ ...DEFAULT_BONUS_TABLE })).toBeNull();
    expect(checkBonusTable(JSON.parse(JSON.stringify(DEFAULT_BONUS_TABLE)))).toBeNull();
    expect(checkBonusTable({ tierce: 0, quart: 0, quint: 0, three: 0, four: 0, major: 1 })).toBeNull();
    expect(checkCardsLeftTable(DEFAULT_CARDS_LEFT_TABLE)).toBeNull();
    expect(checkCardsLeftTable(new Array(16).fill(0))).toBeNull();
  });

  it('rejects a bad bonus table with a clear message', () => {
    const d = DEFAULT_BONUS_TABLE;
    const cases: [unknown, RegExp][] = [
      [null, /must be an object/],
      [[1, 2], /must be an object.*array/],
      ['x', /must be an object/],
      [new (class {})(), /must be an object/],
      [{ ...d, quints: 3 }, /unknown key "quints"/],
      [{ ...d, __proto__: null, extra: 1 }, /unknown key "extra"/],
      [JSON.parse('{"__proto__": 1, "tierce": 1}'), /unknown key "__proto__"/],
      [{ tierce: 1 }, /"quart" is missing/],
      [{ ...d, quint: 2.5 }, /"quint" must be an integer, not 2.5/],
      [{ ...d, three: '1' }, /"three" must be an integer, not "1"/],
      [{ ...d, four: -1 }, /"four" must be from 0/],
      [{ ...d, major: 0 }, /"major" must be from 1/],
      [{ ...d, tierce: MAX_TABLE_ENTRY + 1 }, /"tierce" must be from 0 to 1000000/],
      [{ ...d, quart: Number.NaN }, /"quart" must be an integer/],
      [{ ...d, quart: undefined }, /"quart" must be an integer, not undefined/],
    ];
    for (const [table, message] of cases) expect(checkBonusTable(table)).toMatch(message);
  });

  it('rejects a bad cards-left table with a clear message', () => {
    const d = DEFAULT_CARDS_LEFT_TABLE;
    const cases: [unknown, RegExp][] = [
      [{}, /must be an array of 16 integers/],
      [null, /must be an array/],
      [d.slice(0, 15), /must have 16 entries.*not 15/],
      [[...d, 32], /must have 16 entries.*not 17/],
      [[1, ...d.slice(1)], /entry 0 \(no cards left\) must be 0/],
      [[...d.slice(0, 5), -1, ...d.slice(6)], /entry 5 must be from 0/],
      [[...d.slice(0, 5), 1.5, ...d.slice(6)], /entry 5 must be an integer/],
      [[...d.slice(0, 15), '30'], /entry 15 must be an integer, not "30"/],
      [new Array(16), /entry 0 must be an integer, not undefined/],
    ];
    for (const [table, message] of cases) expect(checkCardsLeftTable(table)).toMatch(message);
  });

  it('property: any table of in-range integers passes, and spoiling one entry fails', () => {
    const entry = fc.integer({ min: 0, max: MAX_TABLE_ENTRY });
    const bad = fc.oneof(fc.integer({ min: -MAX_TABLE_ENTRY, max: -1 }), fc.integer({ min: MAX_TABLE_ENTRY + 1 }), fc.double({ noInteger: true }), fc.string(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(entry, { minLength: 15, maxLength: 15 }), fc.nat(15), bad, (rest, i, spoil) => {
        const table = [0, ...rest];
        expect(checkCardsLeftTable(table)).toBeNull();
        table[i] = spoil as number;
        expect(checkCardsLeftTable(table)).toMatch(new RegExp(`entry ${i} `));
      }),
      { seed: 201, numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.record({ tierce: entry, quart: entry, quint: entry, three: entry, four: entry, major: fc.integer({ min: 1, max: 9 }) }),
        fc.constantFrom(...BONUS_TABLE_KEYS),
        bad,
        (table, key, spoil) => {
          expect(checkBonusTable(table)).toBeNull();
          expect(checkBonusTable({ ...table, [key]: spoil })).toMatch(new RegExp(`"${key}"`));
        },
      ),
      { seed: 202, numRuns: 300 },
    );
  });
});
