/**
 * hokmBot's rules of thumb on hand-made deals (4 players, seat 0 the hakem,
 * spades trumps, seat 0 leads the first trick, HOKM-5.1; seats 0/2 and
 * 1/3 are partners): second hand low, covering an honour, third hand
 * high, not overtaking a partner sure to win, trumping and overtrumping
 * when void, throwing a loser under a partner's winner, and the trump
 * choice from the first five cards (HOKM-4.3).
 */
import { describe, expect, it } from 'vitest';
import { DECK, hokmStrength, type Card } from '../src/cards/index.js';
import { hokmBot } from '../src/bots/index.js';
import * as hokm from '../src/hokm/index.js';
import { deckFor } from './hokm-helpers.js';

const cards = (s: string) => (s === '' ? [] : (s.split(' ') as Card[]));

/** Seat hands from the named cards, each filled to 13 with the unnamed cards in deck order. */
function hands(named: string[]): Card[][] {
  const given = named.map(cards);
  const used = new Set(given.flat());
  const rest = DECK.filter((c) => !used.has(c));
  return given.map((h) => [...h, ...rest.splice(0, 13 - h.length)]);
}

/** The view of the seat to act after spades are named and `plays` are played. */
function after(named: string[], plays: string): hokm.HokmView {
  let s = hokm.setup({ players: 4, seed: 'hand-made', hakem: 0, deck: deckFor(hands(named), 0) });
  s = hokm.apply(s, { type: 'trump', suit: 'S' });
  for (const card of cards(plays)) s = hokm.apply(s, { type: 'play', card });
  return hokm.view(s, hokm.toAct(s)!);
}

const played = (v: hokm.HokmView) => (hokmBot(v) as { card: Card }).card;

// Every heart and spade is placed; clubs and diamonds fill the hands.
const HEARTS_SPREAD = ['5H 6H 7H QH AS KS', 'KH 3H 2S 3S 4S', 'JH 4H 2H 5S 6S 7S', 'AH TH 9H 8H 8S 9S TS JS QS'];

describe('hokmBot rules of thumb', () => {
  it('plays second hand low on a small lead', () => {
    expect(played(after(HEARTS_SPREAD, '5H'))).toBe('3H');
  });

  it('covers an honour led second hand', () => {
    expect(played(after(HEARTS_SPREAD, 'QH'))).toBe('KH');
  });

  it('plays third hand high when its partner led low', () => {
    const v = after(['5H 6H 7H AS KS', 'QH 3H 2S 3S 4S', 'KH 4H 2H 5S 6S 7S', 'AH JH TH 9H 8H 8S 9S TS JS QS'], '5H 3H');
    expect(played(v)).toBe('KH');
  });

  it('does not overtake a partner whose card is sure to win', () => {
    const v = after(['AH 6H 7H AS KS', 'QH 3H 2S 3S 4S', 'KH 4H 2H 5S 6S 7S', '5H JH TH 9H 8H 8S 9S TS JS QS'], 'AH 3H');
    expect(played(v)).toBe('2H');
  });

  it('trumps, as cheaply as will hold, when void in the suit led', () => {
    const v = after(['5H 6H 7H QH AS KS', '2S 9S 3S 4S', 'KH JH 4H 3H 2H 5S 6S 7S', 'AH TH 9H 8H 8S TS JS QS'], '5H');
    expect(played(v)).toBe('2S');
  });

  it('overtrumps an opponent who has trumped, as cheaply as it can', () => {
    const v = after(['5H 6H 7H QH AS KS', '5S 2S 3S 4S', '9S 7S 6S', 'AH KH JH TH 9H 8H 4H 3H 2H 8S TS JS QS'], '5H 5S');
    expect(v.hand).toContain('9S');
    expect(played(v)).toBe('6S');
  });

  it('throws its smallest side card, not a trump, under a partner sure to win', () => {
    const v = after(['AH 6H 7H AS KS', 'QH 3H 2S 3S 4S', '5S 6S 7S', 'KH JH TH 9H 8H 5H 4H 2H 8S 9S TS JS QS'], 'AH 3H');
    const card = played(v);
    expect(card[1]).not.toBe('S');
    const side = v.hand.filter((c) => c[1] === card[1]);
    expect(side.every((c) => hokmStrength(c) >= hokmStrength(card))).toBe(true);
  });

  it('counts the cards played: leads its King once the Ace has fallen', () => {
    const v = after(['AH KH 6H 2S 2C 3C 4C 5C 6C 2D 3D 4D 5D', '3H QH TH 3S 4S 5S 6S', '2H JH 9H 8H 7S 8S 9S', '4H 5H 7H TS JS QS KS AS'], 'AH 3H 2H 4H');
    expect(v.toAct).toBe(0);
    expect(played(v)).toBe('KH');
  });

  it('names the longest suit of its first five, honours breaking ties', () => {
    const first = (five: string) => {
      const s = hokm.setup({ players: 4, seed: 'hand-made', hakem: 0, deck: deckFor(hands([five, '', '', '']), 0) });
      return hokmBot(hokm.view(s, 0));
    };
    expect(first('4H 3H 2H AS KD')).toEqual({ type: 'trump', suit: 'H' });
    expect(first('AS 2S 9H 8H 5D')).toEqual({ type: 'trump', suit: 'S' });
  });
});
