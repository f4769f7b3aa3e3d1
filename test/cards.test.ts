import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, cardFromId, cardId, formatCard, hocStrength, hokmStrength, isCard, parseCard, parseCards, rankOf, sortCards, suitOf } from '../src/cards/index.js';

describe('cards', () => {
  it('has 52 distinct cards with ids 0–51 in suit-major order', () => {
    expect(DECK).toHaveLength(52);
    expect(new Set(DECK).size).toBe(52);
    expect(DECK[0]).toBe('AC');
    expect(DECK[51]).toBe('KS');
    DECK.forEach((c, i) => {
      expect(cardId(c)).toBe(i);
      expect(cardFromId(i)).toBe(c);
    });
    expect(cardFromId(52)).toBeUndefined();
    expect(cardFromId(-1)).toBeUndefined();
  });

  it('rejects non-cards', () => {
    for (const x of ['', 'QX', '1S', 'qs', 'QSS', 10, null, {}, 'T']) expect(isCard(x)).toBe(false);
    expect(isCard('QS')).toBe(true);
  });

  it('formats for people and parses back', () => {
    expect(formatCard('QS')).toBe('Q♠');
    expect(formatCard('TD')).toBe('10♦');
    expect(parseCard('10♦')).toBe('TD');
    expect(parseCard(' q♠ ')).toBe('QS');
    expect(parseCard('qs')).toBe('QS');
    expect(parseCard('11S')).toBeUndefined();
    expect(parseCard('QX')).toBeUndefined();
    expect(parseCard(5)).toBeUndefined();
    expect(parseCards('Q♦ K♦ 4♠ 7♦')).toEqual(['QD', 'KD', '4S', '7D']);
    expect(parseCards('Q♦ K♦ nope')).toBeUndefined();
    fc.assert(
      fc.property(fc.constantFrom(...DECK), (c) => parseCard(formatCard(c)) === c),
      { seed: 1 },
    );
  });

  it('orders ranks per game: Hokm ace high, Hoc ace low', () => {
    expect(hokmStrength('AS')).toBeGreaterThan(hokmStrength('KS'));
    expect(hokmStrength('2S')).toBe(0);
    expect(hocStrength('AS')).toBe(0);
    expect(hocStrength('KS')).toBe(12);
    expect(rankOf('TD')).toBe('T');
    expect(suitOf('TD')).toBe('D');
    expect(sortCards(['2S', 'AS', 'KC'])).toEqual(['KC', 'AS', '2S']);
    expect(sortCards(['2S', 'AS', 'KS'], 'hoc')).toEqual(['KS', '2S', 'AS']);
  });
});
