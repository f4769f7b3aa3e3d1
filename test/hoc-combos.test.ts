import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, RANKS, SUITS, hocStrength, parseCards, rankOf, suitOf, type Card } from '../src/cards/index.js';
import { HocHokmError } from '../src/core/errors.js';
import {
  PRIZES,
  all,
  best,
  bestPoint,
  bestSequence,
  bestTricon,
  compare,
  countedLength,
  isCarteBlanche,
  pointValue,
  points,
  sequences,
  tricons,
  type Combination,
  type Point,
  type Sequence,
  type Tricon,
} from '../src/hoc/combos.js';

/** Cards written for people, e.g. `J♠ 8♠ 7♠ A♠`. */
function h(text: string): Card[] {
  const cards = parseCards(text);
  if (!cards) throw new Error(`bad test hand: ${text}`);
  return cards;
}

const hands = (maxLength = 15) => fc.shuffledSubarray(DECK as Card[], { minLength: 0, maxLength });
const RUNS = { numRuns: 500 };

describe('card values and order (HOC-2.1, HOC-2.2)', () => {
  it('counts K Q J as 10, 2–10 at face, A as 1', () => {
    expect(h('K♠ Q♥ J♦ 10♣ 9♠ 2♥ A♦').map(pointValue)).toEqual([10, 10, 10, 10, 9, 2, 1]);
  });
});

describe('point', () => {
  it('worked example: J♠ 8♠ 7♠ A♠ is a point of four worth 26', () => {
    const p = bestPoint(h('J♠ 8♠ 7♠ A♠ K♥ Q♥ 2♣'));
    expect(p).toEqual({ kind: 'point', length: 4, value: 26, suit: 'S', cards: ['JS', '8S', '7S', 'AS'] });
  });

  it('every suit held is a point, longest first, then higher value', () => {
    const ps = points(h('2♣ 3♣ 4♣ K♦ Q♦ 9♦ K♥'));
    expect(ps.map((p) => [p.suit, p.length, p.value])).toEqual([
      ['D', 3, 29],
      ['C', 3, 9],
      ['H', 1, 10],
    ]);
  });

  it('length beats value', () => {
    const long = bestPoint(h('A♣ 2♣ 3♣ 4♣'))!;
    const rich = bestPoint(h('K♥ Q♥ J♥'))!;
    expect(long.value).toBeLessThan(rich.value);
    expect(compare(long, rich)).toBe(1);
    expect(compare(rich, long)).toBe(-1);
  });

  it('equal length and value compare equal (nearness to first in hand decides, HOC-4.2)', () => {
    expect(compare(bestPoint(h('K♠ 5♠'))!, bestPoint(h('Q♥ 5♥'))!)).toBe(0);
  });

  it('HOC-D2: two equal suits in one hand are ordered clubs, diamonds, hearts, spades', () => {
    const ps = points(h('K♠ 5♠ Q♥ 5♥ J♦ 5♦'));
    expect(ps.map((p) => p.suit)).toEqual(['D', 'H', 'S']);
    expect(bestPoint(h('K♠ 5♠ Q♥ 5♥'))!.suit).toBe('H');
  });

  it('an empty hand has no point', () => {
    expect(points([])).toEqual([]);
    expect(bestPoint([])).toBeNull();
  });
});

describe('sequence', () => {
  it('A 2 3 is a run (the Ace is below the 2)', () => {
    expect(sequences(h('3♥ A♥ 2♥'))).toEqual([{ kind: 'sequence', length: 3, top: '3', suit: 'H', major: false, cards: ['3H', '2H', 'AH'] }]);
  });

  it('K A does not wrap: Q K A 2 is no run, and K Q J is a major tierce', () => {
    expect(sequences(h('Q♠ K♠ A♠ 2♠'))).toEqual([]);
    const s = bestSequence(h('J♣ K♣ Q♣'))!;
    expect(s).toMatchObject({ length: 3, top: 'K', major: true, cards: ['KC', 'QC', 'JC'] });
  });

  it('a run of two is not a sequence; runs need one suit', () => {
    expect(sequences(h('5♠ 6♠ 8♠ 9♠'))).toEqual([]);
    expect(sequences(h('5♠ 6♥ 7♠'))).toEqual([]);
  });

  it('a run of six counts as a quint but keeps its real length', () => {
    const six = bestSequence(h('4♦ 5♦ 6♦ 7♦ 8♦ 9♦'))!;
    expect(six.length).toBe(6);
    expect(countedLength(six)).toBe(5);
    const quint = bestSequence(h('5♠ 6♠ 7♠ 8♠ 9♠'))!;
    expect(compare(six, quint)).toBe(0);
    const higherQuint = bestSequence(h('6♠ 7♠ 8♠ 9♠ 10♠'))!;
    expect(compare(higherQuint, six)).toBe(1);
  });

  it('one run is one combination, whatever its length', () => {
    expect(sequences(h('A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣'))).toHaveLength(1);
  });

  it('two runs in one suit separated by a gap are two combinations', () => {
    const ss = sequences(h('K♥ Q♥ J♥ 9♥ 8♥ 7♥ 6♥'));
    expect(ss.map((s) => [s.top, s.length, s.major])).toEqual([
      ['9', 4, false],
      ['K', 3, true],
    ]);
  });

  it('longer wins, then the higher top card; equal ones compare 0', () => {
    const quart = bestSequence(h('2♠ 3♠ 4♠ 5♠'))!;
    const kingTierce = bestSequence(h('K♥ Q♥ J♥'))!;
    expect(compare(quart, kingTierce)).toBe(1);
    expect(compare(bestSequence(h('8♦ 9♦ 10♦'))!, bestSequence(h('7♣ 8♣ 9♣'))!)).toBe(1);
    expect(compare(bestSequence(h('8♦ 9♦ 10♦'))!, bestSequence(h('8♣ 9♣ 10♣'))!)).toBe(0);
  });

  it('HOC-D2: equal sequences in one hand are ordered by suit', () => {
    const ss = sequences(h('8♠ 9♠ 10♠ 8♣ 9♣ 10♣'));
    expect(ss.map((s) => s.suit)).toEqual(['C', 'S']);
  });
});

describe('tricon', () => {
  it('a rank held 3 or 4 times, cards in suit order', () => {
    expect(tricons(h('7♠ 7♣ 7♥ 2♦'))).toEqual([{ kind: 'tricon', size: 3, rank: '7', major: false, cards: ['7C', '7H', '7S'] }]);
    expect(tricons(h('7♠ 7♣ 2♦'))).toEqual([]);
  });

  it('four of a kind beats three of a higher rank', () => {
    const aces = bestTricon(h('A♠ A♣ A♥ A♦'))!;
    const kings = bestTricon(h('K♠ K♣ K♥'))!;
    expect(aces.size).toBe(4);
    expect(compare(aces, kings)).toBe(1);
    expect(bestTricon(h('K♠ K♣ K♥ A♠ A♣ A♥ A♦'))!.rank).toBe('A');
  });

  it('several tricons are ordered fours first, then by rank (K high, A low)', () => {
    const ts = tricons(h('A♠ A♣ A♥ 5♠ 5♣ 5♥ 5♦ K♠ K♣ K♥ 9♠ 9♣ 9♥'));
    expect(ts.map((t) => `${t.size}${t.rank}`)).toEqual(['45', '3K', '39', '3A']);
  });

  it('Kings are major; other ranks are not', () => {
    expect(bestTricon(h('K♠ K♣ K♥'))!.major).toBe(true);
    expect(bestTricon(h('Q♠ Q♣ Q♥'))!.major).toBe(false);
  });

  it('tricons of different ranks never compare equal', () => {
    const q = bestTricon(h('Q♠ Q♣ Q♥'))!;
    const j = bestTricon(h('J♠ J♣ J♥'))!;
    expect(compare(q, j)).toBe(1);
    expect(compare(j, q)).toBe(-1);
  });
});

describe('best, all, compare', () => {
  const hand = h('K♥ Q♥ J♥ 10♥ 9♥ 9♣ 9♦ 9♠ 2♠ 3♠ 4♠');

  it('best and all dispatch on the prize', () => {
    expect(best('point', hand)).toEqual(bestPoint(hand));
    expect(best('sequence', hand)).toEqual(bestSequence(hand));
    expect(best('tricon', hand)).toEqual(bestTricon(hand));
    expect(all('sequence', hand)).toEqual(sequences(hand));
    expect(bestSequence(hand)).toMatchObject({ top: 'K', length: 5, major: true });
    expect(bestTricon(hand)).toMatchObject({ rank: '9', size: 4 });
    expect(best('tricon', h('2♠ 3♠'))).toBeNull();
  });

  it('rejects an unknown prize and combinations of different kinds', () => {
    expect(() => all('bogus' as never, hand)).toThrow(TypeError);
    expect(() => compare(bestPoint(hand)!, bestSequence(hand)!)).toThrow(TypeError);
    expect(() => compare(bestTricon(hand)!, bestPoint(hand)!)).toThrow(TypeError);
  });

  it('rejects what no hand can be with a coded error', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof HocHokmError ? e.code : 'other';
      }
      return 'none';
    };
    expect(code(() => points(['QS', 'XX' as Card]))).toBe('BAD_CARD');
    expect(code(() => sequences(['QS', 'QS']))).toBe('BAD_CARD');
    expect(code(() => tricons('QS' as unknown as Card[]))).toBe('BAD_CARD');
    expect(code(() => isCarteBlanche([null as unknown as Card]))).toBe('BAD_CARD');
    expect(code(() => bestPoint([10n as unknown as Card]))).toBe('BAD_CARD');
  });
});

describe('carte blanche (HOC-7.1)', () => {
  it('no King, Queen or Jack', () => {
    expect(isCarteBlanche(h('10♠ 9♥ A♣ 2♦ 5♠'))).toBe(true);
    expect(isCarteBlanche(h('10♠ 9♥ J♣'))).toBe(false);
    expect(isCarteBlanche(h('10♠ Q♥'))).toBe(false);
    expect(isCarteBlanche(h('K♦ 2♦'))).toBe(false);
  });

  it('HOC-D26: an empty hand counts as carte blanche', () => {
    expect(isCarteBlanche([])).toBe(true);
  });
});

/** A naive oracle: the ranks (as Hoc strengths) held in one suit. */
function held(hand: readonly Card[], suit: string): Set<number> {
  return new Set(hand.filter((c) => suitOf(c) === suit).map(hocStrength));
}

describe('properties', () => {
  it('every card of every sequence is in the hand; sequences are disjoint, consecutive and maximal', () => {
    fc.assert(
      fc.property(hands(52), (hand) => {
        const inHand = new Set(hand);
        const seen = new Set<Card>();
        for (const s of sequences(hand)) {
          expect(s.length).toBe(s.cards.length);
          expect(s.length).toBeGreaterThanOrEqual(3);
          expect(rankOf(s.cards[0]!)).toBe(s.top);
          expect(s.major).toBe(s.top === 'K');
          s.cards.forEach((c, i) => {
            expect(inHand.has(c)).toBe(true);
            expect(seen.has(c)).toBe(false);
            seen.add(c);
            expect(suitOf(c)).toBe(s.suit);
            expect(hocStrength(c)).toBe(hocStrength(s.cards[0]!) - i);
          });
          const ranks = held(hand, s.suit);
          expect(ranks.has(hocStrength(s.cards[0]!) + 1)).toBe(false);
          expect(ranks.has(hocStrength(s.cards.at(-1)!) - 1)).toBe(false);
        }
        // Conversely, every card with two held neighbours in a run of 3+ is covered.
        for (const c of hand) {
          const ranks = held(hand, suitOf(c));
          let lo = hocStrength(c);
          let hi = lo;
          while (ranks.has(lo - 1)) lo--;
          while (ranks.has(hi + 1)) hi++;
          expect(seen.has(c)).toBe(hi - lo + 1 >= 3);
        }
      }),
      { seed: 101, ...RUNS },
    );
  });

  it('points cover every card exactly once, each suit sorted high to low with the right value', () => {
    fc.assert(
      fc.property(hands(52), (hand) => {
        const ps = points(hand);
        expect(ps.flatMap((p) => p.cards).sort()).toEqual(hand.slice().sort());
        expect(new Set(ps.map((p) => p.suit)).size).toBe(ps.length);
        for (const p of ps) {
          expect(p.length).toBe(p.cards.length);
          expect(p.value).toBe(p.cards.reduce((v, c) => v + pointValue(c), 0));
          expect(p.cards.every((c) => suitOf(c) === p.suit)).toBe(true);
          expect(p.cards.map(hocStrength)).toEqual(p.cards.map(hocStrength).sort((a, b) => b - a));
        }
      }),
      { seed: 102, ...RUNS },
    );
  });

  it("a hand's tricons match its rank counts", () => {
    fc.assert(
      fc.property(hands(52), (hand) => {
        const ts = tricons(hand);
        for (const r of RANKS) {
          const cards = hand.filter((c) => rankOf(c) === r);
          const t = ts.filter((x) => x.rank === r);
          if (cards.length >= 3) {
            expect(t).toHaveLength(1);
            expect(t[0]!.size).toBe(cards.length);
            expect(t[0]!.cards).toEqual(SUITS.map((s) => `${r}${s}` as Card).filter((c) => cards.includes(c)));
            expect(t[0]!.major).toBe(r === 'K');
          } else {
            expect(t).toHaveLength(0);
          }
        }
      }),
      { seed: 103, ...RUNS },
    );
  });

  it('best() equals all()[0], and all() is sorted best first', () => {
    fc.assert(
      fc.property(hands(), fc.constantFrom(...PRIZES), (hand, prize) => {
        const list = all(prize, hand);
        expect(best(prize, hand)).toEqual(list[0] ?? null);
        for (let i = 1; i < list.length; i++) expect(compare(list[i - 1]!, list[i]!)).toBeGreaterThanOrEqual(0);
      }),
      { seed: 104, ...RUNS },
    );
  });

  it('the order does not depend on the order of the cards in the hand', () => {
    fc.assert(
      fc.property(hands(), (hand) => {
        const reversed = hand.slice().reverse();
        for (const prize of PRIZES) expect(all(prize, reversed)).toEqual(all(prize, hand));
      }),
      { seed: 105, ...RUNS },
    );
  });

  it('compare is antisymmetric and transitive on combinations of one kind', () => {
    const combosOf = (prize: (typeof PRIZES)[number]) => fc.array(hands(), { minLength: 3, maxLength: 3 }).map((hs) => hs.flatMap((x) => all(prize, x)));
    fc.assert(
      fc.property(fc.constantFrom(...PRIZES).chain(combosOf), (cs: Combination[]) => {
        for (const a of cs) {
          expect(compare(a, a)).toBe(0);
          for (const b of cs) {
            const ab = compare(a, b);
            expect([-1, 0, 1]).toContain(ab);
            expect(ab).toBe(-compare(b, a) || 0);
            for (const c of cs) if (ab >= 0 && compare(b, c) >= 0) expect(compare(a, c)).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { seed: 106, numRuns: 200 },
    );
  });

  it('carte blanche is exactly "no K, Q or J"', () => {
    fc.assert(
      fc.property(hands(), (hand) => {
        expect(isCarteBlanche(hand)).toBe(!hand.some((c) => ['K', 'Q', 'J'].includes(rankOf(c))));
      }),
      { seed: 107, ...RUNS },
    );
  });
});

// Keep the public types in use so a signature change breaks this file.
const typed: [Point | null, Sequence | null, Tricon | null] = [bestPoint([]), bestSequence([]), bestTricon([])];
void typed;
