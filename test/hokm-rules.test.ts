import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as hokm from '../src/hokm/index.js';
import { decide, pointsFor } from '../src/hokm/scoring.js';
import { IllegalActionError, OptionsError, StateError } from '../src/core/errors.js';
import { checkSample } from '../src/core/testkit.js';
import { DECK, type Card } from '../src/cards/index.js';
import { deckFor, suitCards } from './hokm-helpers.js';

const play = (card: Card) => ({ type: 'play', card }) as const;
const trump = (suit: 'C' | 'D' | 'H' | 'S') => ({ type: 'trump', suit }) as const;

/** Plays the first legal action until `stop` says so. */
function playUntil(s: hokm.HokmState, stop: (s: hokm.HokmState) => boolean): hokm.HokmState {
  let guard = 0;
  while (!stop(s) && !hokm.isOver(s)) {
    s = hokm.apply(s, hokm.legalActions(s)[0]!);
    if (++guard > 100_000) throw new Error('no end');
  }
  return s;
}

describe('hokm: choosing the hakem (HOKM-3.1 to HOKM-3.4)', () => {
  it('4 players: face up from seat 0 to the right until an ace, then a second ace skipping the hakem; partners opposite', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const s = hokm.setup({ seed });
        const d = s.match.hakemDraw!;
        const aces = d.filter((f) => f.card[0] === 'A');
        expect(aces.length).toBe(2);
        expect(d[d.length - 1]!.card[0]).toBe('A');
        const first = d.findIndex((f) => f.card[0] === 'A');
        // One card at a time to the right from seat 0.
        d.slice(0, first + 1).forEach((f, i) => expect(f.player).toBe(i % 4));
        const hakemId = d[first]!.player;
        // The hakem keeps their seat; the second ace's player sits opposite.
        expect(s.hakem).toBe(hakemId);
        expect(s.match.seating[s.hakem]).toBe(hakemId);
        expect(s.match.seating[(s.hakem + 2) % 4]).toBe(d[d.length - 1]!.player);
        for (const f of d.slice(first + 1)) expect(f.player).not.toBe(hakemId);
        expect(hokm.view(s, 0).dealer).toBe((s.hakem + 3) % 4);
      }),
      { seed: 11, numRuns: 200 },
    );
  });

  it('3 and 2 players: the first ace makes the hakem; 3p the left neighbour deals, 2p the other player', () => {
    for (const players of [2, 3] as const) {
      for (let seed = 0; seed < 50; seed++) {
        const s = hokm.setup({ players, seed });
        const d = s.match.hakemDraw!;
        expect(d.filter((f) => f.card[0] === 'A').length).toBe(1);
        expect(d[d.length - 1]!.player).toBe(s.hakem);
        expect(hokm.view(s, 0).dealer).toBe((s.hakem + players - 1) % players);
        expect(s.match.seating).toEqual(players === 2 ? [0, 1] : [0, 1, 2]);
        if (players === 3) expect(d.some((f) => f.card === '2C')).toBe(false);
      }
    }
  });

  it('options hakem and seating fix them (no face-up draw)', () => {
    const s = hokm.setup({ seed: 1, hakem: 2, seating: [3, 1, 0, 2] });
    expect(s.match.hakemDraw).toBeNull();
    expect(s.hakem).toBe(2);
    expect(hokm.view(s, 0).dealer).toBe(1);
    expect(s.match.seating).toEqual([3, 1, 0, 2]);
    expect(hokm.openingEvents(s).map((e) => e.type)).toEqual(['dealt']);
    expect(hokm.openingEvents(hokm.setup({ seed: 1 })).map((e) => e.type)).toEqual(['hakemChosen', 'dealt']);
  });
});

describe('hokm: deal and trump (HOKM-4.1 to HOKM-4.5, HOKM-8.1 to HOKM-8.3, HOKM-9.2)', () => {
  it('4 players: the hakem sees 5 cards and names trump; then 13 each, dealt 5-4-4 from the hakem', () => {
    const hands = [suitCards('C'), suitCards('D'), suitCards('H'), suitCards('S')];
    const s = hokm.setup({ seed: 1, hakem: 1, deck: deckFor(hands, 1) });
    expect(s.phase).toBe('trump');
    const v = hokm.view(s, 1);
    expect(v.hand).toEqual(['AD', '5D', '4D', '3D', '2D']);
    expect(v.handCounts).toEqual([0, 5, 0, 0]);
    expect(v.legal).toEqual(['C', 'D', 'H', 'S'].map((x) => trump(x as 'C')));
    expect(hokm.view(s, 0).hand).toEqual([]);
    const { state, events } = hokm.step(s, trump('D'));
    expect(state.phase).toBe('play');
    expect(hokm.toAct(state)).toBe(1);
    for (let k = 0; k < 4; k++) expect(hokm.view(state, k).hand.length).toBe(13);
    expect(hokm.view(state, 2).hand.every((c) => c[1] === 'H')).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['trumpNamed', 'dealt']);
    expect(events[1]).toMatchObject({ counts: [13, 13, 13, 13], stock: 0 });
  });

  it('3 players: 51 cards without the removed 2 (default 2C, option), 17 each', () => {
    const s = hokm.apply(hokm.setup({ players: 3, seed: 4 }), trump('H'));
    const all = [0, 1, 2].flatMap((k) => hokm.view(s, k).hand);
    expect(all.length).toBe(51);
    expect(all).not.toContain('2C');
    const t = hokm.apply(hokm.setup({ players: 3, seed: 4, removedTwo: '2S' }), trump('H'));
    const all2 = [0, 1, 2].flatMap((k) => hokm.view(t, k).hand);
    expect(all2).toContain('2C');
    expect(all2).not.toContain('2S');
    expect([0, 1, 2].map((k) => hokm.view(t, k).hand.length)).toEqual([17, 17, 17]);
  });

  it('3 players: 5 cards to every player from the hakem to the right, then trump, then 4, 4 and 4; everyone sees their five while trumps are named', () => {
    // The 2♣ is out (default): seat 2 gets the other 12 clubs and five spades.
    const hands = [
      [...suitCards('D'), ...suitCards('S').slice(0, 4)],
      [...suitCards('H'), ...suitCards('S').slice(4, 8)],
      [...suitCards('C').filter((c) => c !== '2C'), ...suitCards('S').slice(8)],
    ];
    const deck = deckFor(hands, 1);
    const s = hokm.setup({ players: 3, seed: 1, hakem: 1, deck });
    expect(s.phase).toBe('trump');
    // Dealt from the hakem (seat 1) to the right: seat 1, seat 2, seat 0, five each.
    expect(new Set(hokm.view(s, 1).hand)).toEqual(new Set(deck.slice(0, 5)));
    expect(new Set(hokm.view(s, 2).hand)).toEqual(new Set(deck.slice(5, 10)));
    expect(new Set(hokm.view(s, 0).hand)).toEqual(new Set(deck.slice(10, 15)));
    for (let k = 0; k < 3; k++) expect(hokm.view(s, k).handCounts).toEqual([5, 5, 5]);
    expect(hokm.view(s, 0).stockCount).toBe(36);
    expect(hokm.view(s, 0).legal).toEqual([]);
    expect(hokm.openingEvents(s).at(-1)).toMatchObject({ type: 'dealt', counts: [5, 5, 5], stock: 36 });
    const { state, events } = hokm.step(s, trump('S'));
    expect(events.map((e) => e.type)).toEqual(['trumpNamed', 'dealt']);
    expect(events[1]).toMatchObject({ counts: [17, 17, 17], stock: 0 });
    for (let k = 0; k < 3; k++) expect(new Set(hokm.view(state, k).hand)).toEqual(new Set(hands[k]));
    // A stored state in the trump phase restores.
    expect(hokm.restore(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('the deck option fixes only the first deal; the face-up draw is unaffected (HOKM-D3, HOKM-D4)', () => {
    const deck = [...suitCards('S'), ...suitCards('H'), ...suitCards('D'), ...suitCards('C')];
    const a = hokm.setup({ seed: 77 });
    const b = hokm.setup({ seed: 77, deck });
    expect(b.match.hakemDraw).toEqual(a.match.hakemDraw);
    expect(b.hakem).toBe(a.hakem);
    expect(new Set(hokm.view(b, b.hakem).hand)).toEqual(new Set(deck.slice(0, 5)));
    expect(hokm.view(a, a.hakem).hand).not.toEqual(hokm.view(b, b.hakem).hand);
  });

  it('2 players: deal order is 5 to the hakem, 5 to the dealer, the rest the stock (HOKM-D5)', () => {
    const deck = [...suitCards('S'), ...suitCards('H'), ...suitCards('D'), ...suitCards('C')];
    const s = hokm.setup({ players: 2, seed: 1, hakem: 1, deck });
    expect(new Set(hokm.view(s, 1).hand)).toEqual(new Set(deck.slice(0, 5)));
    expect(new Set(hokm.view(s, 0).hand)).toEqual(new Set(deck.slice(5, 10)));
    expect(s.stock).toEqual(deck.slice(10).map((c) => DECK.indexOf(c)));
    expect(hokm.view(s, 0).stockCount).toBe(42);
  });

  it('views show no seed, deck or generator state; without a seed the seed is 0 (HOKM-D14, HOKM-D15)', () => {
    const deck = [...suitCards('S'), ...suitCards('H'), ...suitCards('D'), ...suitCards('C')];
    const s = hokm.setup({ seed: 'very-secret-seed', deck, hakem: 0 });
    for (let k = 0; k < 4; k++) {
      const text = JSON.stringify(hokm.view(s, k));
      expect(text).not.toContain('very-secret-seed');
      expect(text).not.toContain('rng');
      expect(text).not.toContain(deck.slice(5).join(''));
    }
    expect(hokm.setup().match.options.seed).toBe(0);
    expect(hokm.setup()).toEqual(hokm.setup({ seed: 0 }));
  });

  it('the hakem leads the first trick', () => {
    for (const players of [2, 3, 4] as const) {
      const s = playUntil(hokm.setup({ players, seed: 9 }), (x) => x.phase === 'play');
      expect(hokm.toAct(s)).toBe(s.hakem);
    }
  });
});

describe('hokm: play (HOKM-5.1 to HOKM-5.8)', () => {
  it('worked example: spades trump, North leads Q♦, West K♦, South trumps 4♠, East 7♦: South wins and leads', () => {
    // Seats to the right: North 0, West 1, South 2, East 3; North is hakem and leads.
    const north: Card[] = ['QD' as Card, ...suitCards('C')].slice(0, 13);
    const west: Card[] = ['KD' as Card, ...suitCards('H')].slice(0, 13);
    const south: Card[] = ['4S' as Card, ...suitCards('S').filter((c) => c !== '4S'), 'AC' as Card].slice(0, 13);
    const used = new Set([...north, ...west, ...south]);
    const east = ['7D', ...hokmRest(used).filter((c) => c !== '7D')] as Card[];
    expect(east.length).toBe(13);
    expect(south.some((c) => c[1] === 'D')).toBe(false);
    let s = hokm.setup({ seed: 1, hakem: 0, deck: deckFor([north, west, south, east], 0) });
    s = hokm.apply(s, trump('S'));
    s = hokm.apply(s, play('QD'));
    s = hokm.apply(s, play('KD'));
    s = hokm.apply(s, play('4S'));
    const r = hokm.step(s, play('7D'));
    expect(r.events[1]).toMatchObject({ type: 'trickWon', seat: 2, cards: ['QD', 'KD', '4S', '7D'], leader: 0 });
    expect(hokm.toAct(r.state)).toBe(2);
    expect(hokm.view(r.state, 0).history).toEqual([{ leader: 0, cards: ['QD', 'KD', '4S', '7D'], winner: 2 }]);
  });

  it('following suit is compulsory; a player void in the suit led may play any card', () => {
    const hands = [suitCards('C'), [...suitCards('D').slice(0, 12), 'AC' as Card].reverse(), suitCards('H'), suitCards('S')];
    hands[0] = hands[0]!.filter((c) => c !== 'AC').concat('KD');
    hands[1] = hands[1]!.filter((c) => c !== 'KD');
    let s = hokm.setup({ seed: 1, hakem: 0, deck: deckFor(hands as Card[][], 0) });
    s = hokm.apply(s, trump('H'));
    s = hokm.apply(s, play('2C'));
    // Seat 1 holds the A♣ and must play it.
    expect(hokm.legalActions(s)).toEqual([play('AC')]);
    const v = hokm.validate(s, play('AD'));
    expect(v).toMatchObject({ ok: false, code: 'MUST_FOLLOW_SUIT' });
    expect(() => hokm.apply(s, play('AD'))).toThrow(IllegalActionError);
    s = hokm.apply(s, play('AC'));
    // Seat 2 has only hearts (no clubs): every card is legal.
    expect(hokm.legalActions(s).length).toBe(13);
  });

  it('the trick winner leads next; without a trump the highest card of the suit led wins', () => {
    const hands: Card[][] = [[...suitCards('C').filter((c) => c !== 'KC'), 'AD'], [...suitCards('D').filter((c) => c !== 'AD'), 'KC'], suitCards('H'), suitCards('S')];
    let s = hokm.setup({ seed: 1, hakem: 0, deck: deckFor(hands, 0) });
    s = hokm.apply(s, trump('D'));
    for (const c of ['5C', 'KC', 'AH', 'AS'] as Card[]) s = hokm.apply(s, play(c));
    expect(hokm.toAct(s)).toBe(1);
    expect(hokm.view(s, 3).tricks).toEqual([0, 1, 0, 0]);
    expect(hokm.view(s, 3).sideTricks).toEqual([0, 1]);
  });
});

describe('hokm: end of hand and scoring (HOKM-5.7, HOKM-6.1, HOKM-6.2, HOKM-7.1 to HOKM-7.4)', () => {
  const suitsDeal = (hakemSuitSeat: number) => {
    const order = ['C', 'D', 'H', 'S'] as const;
    const hands = [0, 1, 2, 3].map((k) => suitCards(k === hakemSuitSeat ? 'S' : order[k === 3 ? hakemSuitSeat : k]!));
    return hands;
  };

  it("a kot by the hakem's side scores 2; the hand ends at the 7th trick with no card played after", () => {
    const hands = suitsDeal(0); // seat 0 (hakem) holds every spade
    let s = hokm.setup({ seed: 2, hakem: 0, deck: deckFor(hands, 0) });
    s = hokm.apply(s, trump('S'));
    const all: hokm.HokmEvent[] = [];
    let tricks = 0;
    while (s.match.handNo === 1) {
      const r = hokm.step(s, hokm.legalActions(s)[0]!);
      all.push(...r.events);
      s = r.state;
      tricks += r.events.filter((e) => e.type === 'trickWon').length;
    }
    expect(tricks).toBe(7);
    expect(all.filter((e) => e.type === 'played').length).toBe(28);
    const won = all.find((e) => e.type === 'handWon')!;
    expect(won).toMatchObject({ result: { side: 0, kind: 'kot', points: 2, winners: [0, 2], tricks: [7, 0, 0, 0] }, score: [2, 0] });
    // The hakem's side won: same hakem, same dealer.
    expect(all.find((e) => e.type === 'nextHand')).toMatchObject({ hakem: 0, dealer: 3, hakemChanged: false });
    expect(s.phase).toBe('trump');
    expect(hokm.view(s, 0).handCounts).toEqual([5, 0, 0, 0]);
  });

  it("a kot against the hakem's side scores 3 and moves the hakem to the right", () => {
    const hands = [suitCards('C'), suitCards('S'), suitCards('D'), suitCards('H')];
    let s = hokm.setup({ seed: 2, hakem: 0, deck: deckFor(hands, 0) });
    s = hokm.apply(s, trump('S'));
    s = playUntil(s, (x) => x.match.handNo === 2);
    expect(s.match.lastHand).toMatchObject({ side: 1, kind: 'kot', points: 3 });
    expect(s.match.points).toEqual([0, 3]);
    expect([s.hakem, hokm.view(s, 0).dealer]).toEqual([1, 0]);
  });

  it('first to 7 tricks (not a kot) scores 1', () => {
    const s = playUntil(hokm.setup({ seed: 5 }), (x) => x.match.handNo === 2);
    const r = s.match.lastHand!;
    expect(r.kind).toBe('tricks');
    expect(r.points).toBe(1);
    const side = [r.tricks[0]! + r.tricks[2]!, r.tricks[1]! + r.tricks[3]!];
    expect(side[r.side]).toBe(7);
    expect(side[1 - r.side]).toBeGreaterThan(0);
    expect(side[1 - r.side]).toBeLessThan(7);
  });

  it("worked example: Anna hakem, Ben (her left) deals; Anna's side loses: Anna deals, Dan (her right) is hakem", () => {
    // Anna seat 0, Dan seat 1 (her right), Carla seat 2, Ben seat 3 (her left).
    let found = false;
    for (let seed = 0; seed < 50 && !found; seed++) {
      const s0 = hokm.setup({ seed, hakem: 0 });
      expect([s0.hakem, hokm.view(s0, 0).dealer]).toEqual([0, 3]);
      const s = playUntil(s0, (x) => x.match.handNo === 2);
      if (s.match.lastHand!.side !== 1) continue;
      found = true;
      expect([s.hakem, hokm.view(s, 0).dealer]).toEqual([1, 0]);
    }
    expect(found).toBe(true);
  });

  it('the match ends at the target (option), not before', () => {
    const s = playUntil(hokm.setup({ seed: 3, target: 2 }), () => false);
    const o = hokm.outcome(s)!;
    expect(Math.max(...o.points)).toBeGreaterThanOrEqual(2);
    expect(o.points[o.side]).toBe(Math.max(...o.points));
    expect(o.points[1 - o.side]).toBeLessThan(2);
    expect(o.winners).toEqual([o.side, o.side + 2]);
    expect(hokm.toAct(s)).toBeNull();
    expect(hokm.validate(s, play('AS'))).toMatchObject({ ok: false, code: 'GAME_OVER' });
  });
});

describe('hokm for three: the end rule (HOKM-8.5 to HOKM-8.8)', () => {
  const w = (counts: number[], last: number) => {
    // A winners list with the given counts whose last trick went to `last`.
    const seq: number[] = [];
    counts.forEach((c, k) => {
      for (let i = 0; i < c - (k === last ? 1 : 0); i++) seq.push(k);
    });
    seq.push(last);
    return seq;
  };
  const seats = (digits: string) => [...digits].map(Number);
  it('7–4–4 wins (nobody can reach 7), 7–4–3 not yet', () => {
    expect(decide(3, w([7, 4, 4], 2), 2)).toEqual({ side: 0, kind: 'tricks' });
    expect(decide(3, w([7, 4, 3], 0), 0)).toBeNull();
  });
  it('the first 7 tricks to one player win at once: 2 for the hakem, 3 for another', () => {
    expect(decide(3, seats('1111111'), 1)).toEqual({ side: 1, kind: 'kot' });
    expect(decide(3, seats('1111110'), 0)).toBeNull();
    expect(pointsFor('kot', true)).toBe(2);
    expect(pointsFor('kot', false)).toBe(3);
  });
  it('two leaders level after 17 tricks: the third player wins 1 point', () => {
    expect(decide(3, w([7, 7, 3], 1), 1)).toEqual({ side: 2, kind: 'tie' });
    expect(decide(3, w([6, 6, 5], 2), 2)).toEqual({ side: 2, kind: 'tie' });
    expect(pointsFor('tie', false)).toBe(1);
  });
  it('a lead nobody can catch wins early (9–1–0 after 10 tricks)', () => {
    expect(decide(3, seats('1' + '000000000'), 0)).toEqual({ side: 0, kind: 'tricks' });
  });
  it('if the hakem loses, the right neighbour becomes hakem and the old hakem deals', () => {
    let found = false;
    for (let seed = 0; seed < 30 && !found; seed++) {
      const s = playUntil(hokm.setup({ players: 3, seed, hakem: 0 }), (x) => x.match.handNo === 2);
      if (s.match.lastHand!.side === 0) {
        expect([s.hakem, hokm.view(s, 0).dealer]).toEqual([0, 2]);
        continue;
      }
      found = true;
      expect([s.hakem, hokm.view(s, 0).dealer]).toEqual([1, 0]);
    }
    expect(found).toBe(true);
  });
});

describe('hokm for two (HOKM-9.1 to HOKM-9.8)', () => {
  it('trump, 3 + 2 discards, 21 draw turns hakem first, 13 cards each; drawer sees the top card', () => {
    let s = hokm.setup({ players: 2, seed: 8, hakem: 0 });
    expect(hokm.view(s, 0).handCounts).toEqual([5, 5]);
    expect(hokm.view(s, 0).stockCount).toBe(42);
    s = hokm.apply(s, trump('C'));
    expect(s.phase).toBe('discard');
    for (let i = 0; i < 3; i++) {
      expect(hokm.toAct(s)).toBe(0);
      s = hokm.apply(s, hokm.legalActions(s)[0]!);
    }
    expect(hokm.view(s, 1).discards).toEqual([]);
    expect(hokm.view(s, 1).discardCounts).toEqual([3, 0]);
    expect(hokm.view(s, 0).discards.length).toBe(3);
    for (let i = 0; i < 2; i++) {
      expect(hokm.toAct(s)).toBe(1);
      s = hokm.apply(s, hokm.legalActions(s)[0]!);
    }
    expect(s.phase).toBe('draw');
    let turns = 0;
    while (s.phase === 'draw') {
      const seat = hokm.toAct(s)!;
      expect(seat).toBe(turns % 2 === 0 ? 0 : 1);
      const v = hokm.view(s, seat);
      expect(v.drawCard).not.toBeNull();
      expect(hokm.view(s, 1 - seat).drawCard).toBeNull();
      const keep = turns % 3 === 0;
      const next = DECK[s.stock[1]!]!;
      const { state, events } = hokm.step(s, { type: 'draw', keep });
      const after = hokm.view(state, seat);
      expect(after.hand.includes(keep ? v.drawCard! : next)).toBe(true);
      expect(after.discards.includes(keep ? next : v.drawCard!)).toBe(true);
      expect(events[0]).toEqual({ type: 'drew', seat, keep, stock: 40 - 2 * turns });
      s = state;
      turns++;
    }
    expect(turns).toBe(21);
    expect(hokm.view(s, 0).handCounts).toEqual([13, 13]);
    expect(hokm.view(s, 0).discardCounts).toEqual([14, 12]);
    expect(hokm.toAct(s)).toBe(0);
  });

  it('first to 7 tricks scores; 2p events never show the drawn or discarded cards', () => {
    let s = hokm.setup({ players: 2, seed: 3 });
    while (s.match.handNo === 1) {
      const r = hokm.step(s, hokm.legalActions(s)[0]!);
      for (const e of r.events) if (e.type === 'discarded' || e.type === 'drew') expect(Object.keys(e).sort()).not.toContain('card');
      s = r.state;
    }
    const t = s.match.lastHand!.tricks;
    expect(Math.max(...t)).toBe(7);
  });
});

describe('hokm: options, validation, ids', () => {
  it('rejects bad options with OptionsError', () => {
    const bad: unknown[] = [
      { player: 4 },
      { players: 5 },
      { seed: 1.5 },
      { target: 0 },
      { removedTwo: '2C' },
      { players: 3, removedTwo: '3C' },
      { deck: ['AS'] },
      { hakem: 4 },
      { seating: [0, 1, 2, 3] },
      { hakem: 0, seating: [0, 0, 1, 2] },
      'x',
    ];
    for (const o of bad) expect(() => hokm.setup(o as hokm.HokmOptions)).toThrow(OptionsError);
    // A key set to undefined counts as absent.
    expect(hokm.setup({ seed: 1, target: undefined })).toEqual(hokm.setup({ seed: 1 }));
  });

  it('validate reports exact codes and never throws', () => {
    const s = hokm.setup({ seed: 1, hakem: 0 });
    expect(hokm.validate(s, { type: 'play', card: 'AS', extra: true })).toMatchObject({ code: 'BAD_ACTION' });
    expect(hokm.validate(s, { type: 'play', card: 'ZZ' })).toMatchObject({ code: 'BAD_CARD' });
    expect(hokm.validate(s, { type: 'trump', suit: 'X' })).toMatchObject({ code: 'BAD_ACTION' });
    expect(hokm.validate(s, null)).toMatchObject({ code: 'BAD_ACTION' });
    expect(hokm.validate(s, trump('S'), 1)).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(hokm.validate(s, trump('S'), 9)).toMatchObject({ code: 'BAD_SEAT' });
    expect(hokm.validate(s, play('AS'))).toMatchObject({ code: 'WRONG_PHASE' });
    expect(hokm.validate({} as hokm.HokmState, play('AS'))).toMatchObject({ code: 'BAD_STATE' });
    const p = hokm.apply(s, trump('S'));
    const notMine = hokm.view(p, 1).hand[0]!;
    expect(hokm.validate(p, play(notMine))).toMatchObject({ code: 'CARD_NOT_IN_HAND' });
    expect(hokm.validate(p, { type: 'play', card: hokm.legalActions(p)[0]!.type === 'play' ? (hokm.legalActions(p)[0] as { card: Card }).card : 'AS' })).toEqual({ ok: true });
  });

  it('action ids: cards 0–51, discards 52–103, trumps 104–107, draw 108/109', () => {
    expect(hokm.numActions).toBe(110);
    expect(hokm.encodeAction(play('AC'))).toBe(0);
    expect(hokm.encodeAction(play('KS'))).toBe(51);
    expect(hokm.encodeAction({ type: 'discard', card: 'AC' })).toBe(52);
    expect(hokm.encodeAction(trump('S'))).toBe(107);
    expect(hokm.encodeAction({ type: 'draw', keep: true })).toBe(108);
    expect(hokm.decodeAction(109)).toEqual({ type: 'draw', keep: false });
    for (let id = 0; id < 110; id++) expect(hokm.encodeAction(hokm.decodeAction(id))).toBe(id);
    expect(() => hokm.decodeAction(110)).toThrow(IllegalActionError);
  });

  it('restore accepts a JSON round trip and rejects broken states with StateError', () => {
    let s = hokm.apply(hokm.setup({ seed: 1 }), trump('S'));
    for (let i = 0; i < 6; i++) s = hokm.apply(s, hokm.legalActions(s)[0]!);
    expect(hokm.restore(JSON.parse(JSON.stringify(s)))).toEqual(s);
    const broken = (patch: Record<string, unknown>, match: Record<string, unknown> = {}) =>
      expect(() => hokm.restore({ ...s, ...patch, match: { ...s.match, ...match } })).toThrow(StateError);
    broken({ extra: 1 });
    broken({ hands: s.hands.slice(1) });
    broken({ phase: 'draw' });
    broken({ winners: '' });
    broken({ winners: [] });
    broken({ played: s.played.slice(1) });
    broken({ stock: [1] });
    broken({}, { points: [9, 0] });
    broken({}, { rng: [0, 0, 0, 0] });
    broken({}, { options: { ...s.match.options, target: 0 } });
    // Hands are rank masks: integers from 0 to 2 ** 13 - 1.
    for (const bad of [-1, 1.5, 2 ** 13, NaN, '3', null]) broken({ hands: s.hands.map((h, k) => (k === 0 ? bad : h)) });
    const seat = (s.hakem + 1) % 4;
    const suit = [0, 1, 2, 3].find((x) => s.hands[seat * 4 + x] !== 0)!;
    const at = seat * 4 + suit;
    const next = ((seat + 1) % 4) * 4 + suit;
    const mask = s.hands[at]!;
    const top = 2 ** (31 - Math.clz32(mask));
    const low = mask - top; // the suit without its highest card
    const hands = (changes: Record<number, number>) => s.hands.map((h, i) => changes[i] ?? h);
    // A card in no place, a card in two places (a hand and the played cards, or two hands).
    broken({ hands: hands({ [at]: low }) });
    const firstPlayed = s.played[0]!;
    const there = seat * 4 + Math.floor(firstPlayed / 13);
    broken({ hands: hands({ [there]: s.hands[there]! | (1 << (firstPlayed % 13)) }) });
    broken({ hands: hands({ [next]: s.hands[next]! | top }) });
    // A card moved from one hand to another: every card is somewhere once, but the counts are wrong.
    broken({ hands: hands({ [at]: low, [next]: s.hands[next]! | top }) });
    // Discards exist only with 2 players; the table holds less than a trick.
    broken({ discards: s.discards.map((d, i) => (i === at ? top : d)), hands: hands({ [at]: low }) });
    expect(s.played.length).toBe(6);
    expect(s.winners.length).toBe(1);
    broken({ winners: [...s.winners, s.winners[0]] });
    broken({ played: [...s.played, ...s.played.slice(0, 2)] });
    expect(() => hokm.restore('nonsense')).toThrow(StateError);
  });

  it('apply never changes its input; applyMutable needs a clone and matches apply', () => {
    const s = hokm.apply(hokm.setup({ seed: 1 }), trump('S'));
    const before = JSON.stringify(s);
    const next = hokm.apply(s, hokm.legalActions(s)[0]!);
    expect(JSON.stringify(s)).toBe(before);
    expect(Object.isFrozen(s)).toBe(true);
    // Structural sharing: a play copies the hands and shares the match record.
    expect(next.match).toBe(s.match);
    expect(next.hands).not.toBe(s.hands);
    expect(() => hokm.applyMutable(s, hokm.legalActions(s)[0]!)).toThrow(StateError);
    const c = hokm.clone(s);
    hokm.applyMutable(c, hokm.legalActions(c)[0]!);
    expect(c).toEqual(hokm.apply(s, hokm.legalActions(s)[0]!));
    expect(() => hokm.applyMutable(c, play('ZZ' as Card))).toThrow(IllegalActionError);
    // Ids are for the fast path: apply and validate take action objects only.
    const id = hokm.legalIds(s)[0]!;
    expect(() => hokm.apply(s, id as unknown as hokm.HokmAction)).toThrow(expect.objectContaining({ code: 'BAD_ACTION' }));
    expect(hokm.validate(s, id)).toMatchObject({ ok: false, code: 'BAD_ACTION' });
    expect(() => hokm.view({} as hokm.HokmState, 0)).toThrow(StateError);
    expect(() => hokm.view(s, 4)).toThrow(expect.objectContaining({ code: 'BAD_SEAT' }));
  });

  it('sampleHidden also works on a finished match, and rejects a non-view', () => {
    for (const players of [2, 3, 4] as const) {
      const s = playUntil(hokm.setup({ players, seed: 3, target: 1 }), () => false);
      expect(hokm.isOver(s)).toBe(true);
      for (let k = 0; k < players; k++) checkSample(hokm.engine, s, k, `over-${k}`);
    }
    expect(() => hokm.sampleHidden({} as hokm.HokmView, 1)).toThrow(StateError);
  });

  it('describe renders every event as one English line', () => {
    let s = hokm.setup({ seed: 12 });
    const lines = hokm.openingEvents(s).map(hokm.describe);
    while (s.match.handNo === 1) {
      const r = hokm.step(s, hokm.legalActions(s)[0]!);
      lines.push(...r.events.map(hokm.describe));
      s = r.state;
    }
    expect(lines[0]).toMatch(/^Dealt face up: .* is hakem; partner in seat \d/);
    expect(lines.some((l) => /names (clubs|diamonds|hearts|spades) trumps/.test(l))).toBe(true);
    expect(lines.some((l) => /^Hand 1 to seat \d and seat \d: first to win, 1 point/.test(l))).toBe(true);
    for (const l of lines) expect(l).not.toMatch(/undefined|\n/);
  });
});

function hokmRest(used: Set<Card>): Card[] {
  return [...suitCards('C'), ...suitCards('D'), ...suitCards('H'), ...suitCards('S')].filter((c) => !used.has(c));
}
