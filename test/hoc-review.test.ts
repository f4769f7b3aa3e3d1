/**
 * Cases found in review: the earlier declarer's point value must appear in
 * the events when counts tie (HOC-5.7, HOC-D19), and with falseWithout the
 * sampler assumes the others told the truth (HOC-D33).
 */
import { describe, expect, it } from 'vitest';
import { hoc, parseCards, type Card } from '../src/index.js';

const cards = (t: string) => parseCards(t) as Card[];

describe('Hoc review cases', () => {
  it('the earlier value is an event', () => {
    const hands = [cards('KS QS JS TS 2S AC 3C 5C AH 8H 2D 3D'), cards('6H 5H 4H 3H 2H 4C 6C 8C TC 4D 5D 6D'), cards('3S 4S 5S 6S 7S 8S 9S AS 2C 7C 9C JC')];
    let s = hoc.setup({ players: 3, firstDealer: 2, deck: hoc.stackDeck(hands, 2) });
    expect(hoc.toAct(s)).toBe(0);
    s = hoc.apply(s, { type: 'declare' });
    const { events } = hoc.step(s, { type: 'declare' });
    const bids = events.filter((e): e is hoc.BidEvent => e.type === 'bid');
    expect(bids.map((b) => [b.seat, b.bid, b.announcement?.value])).toEqual([
      [1, 'declare', 20],
      [0, 'value', 42],
    ]);
    expect(hoc.describe(bids[1]!)).toMatch(/Seat 0 .*42/);
  });

  it('sampling assumes truthful words with falseWithout', () => {
    const hands = [cards('AC 2C 3C 4C 5C 6C 7C 9C TC 2D 3D 4D 5D 6D 7D'), cards('AH 2H 3H 4H 5H 6H 7H 9H TH 2S 3S 4S 5S 6S 7S')];
    for (const falseWithout of [false, true]) {
      let s = hoc.setup({ players: 2, firstDealer: 1, deck: hoc.stackDeck(hands, 1), falseWithout });
      // Everybody passes every prize and carte blanche, then seat 0 lays 7♣ and
      // says "without"; seat 1 says "without 8" (true: it holds no 8).
      while (hoc.view(s, 0).phase !== 'play') {
        const legal = hoc.legalActions(s);
        s = hoc.apply(s, legal.find((a) => a.type === 'pass' || a.type === 'done' || (a.type === 'blanche' && !a.declare)) ?? legal[0]!);
      }
      s = hoc.apply(s, { type: 'lay', card: '7C' });
      s = hoc.apply(s, { type: 'without' });
      s = hoc.apply(s, { type: 'without' });
      const view = hoc.view(s, 0);
      expect(view.seats[1]!.without).toContain('8');
      let eights = 0;
      for (let k = 0; k < 100; k++) {
        const sample = hoc.sampleHidden(view, `s${k}`);
        if (hoc.handCards(sample, 1).some((c) => c[0] === '8')) eights++;
      }
      expect(eights, `falseWithout ${falseWithout}`).toBe(0);
    }
  });
});
