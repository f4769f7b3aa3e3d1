/** The public API: options, ids, validation codes, restore, views (secrecy), sampling, events and describe. */
import fc from 'fast-check';
import { describe as group, expect, it } from 'vitest';
import { DECK, type Card } from '../src/cards/cards.js';
import { sortCards } from '../src/cards/order.js';
import { DEFAULT_BONUS_TABLE, DEFAULT_CARDS_LEFT_TABLE } from '../src/hoc/tables.js';
import { Rng, seedRng } from '../src/rng/rng.js';
import { bestPoint, describe, engine, handCards, numActions, openingEvents as hocOpeningEvents, type HocEvent, type HocState } from '../src/hoc/index.js';
import { A, game, places, run, setPlaces, toPlay } from './fixtures/hoc-helpers.js';

const HANDS = ['6C 7C 9C TC QC KC 2D 3D 4D 6D 7D 9D', '4C TD QD KD AH 2H 4H 6H 7H AS 2S QS', '2C 8H 9H TH QH KH 4S 6S 7S 9S TS KS'];

group('setup and options', () => {
  it('deals 15 each to two players and 12 each to three; the rest stays hidden', () => {
    const two = engine.setup({ players: 2, seed: 5 });
    expect(places(two).hands.map((h) => h.length)).toEqual([15, 15]);
    expect(places(two).stock).toHaveLength(22);
    const three = engine.setup({ seed: 5 });
    expect(places(three).hands.map((h) => h.length)).toEqual([12, 12, 12]);
    expect(places(three).stock).toHaveLength(16);
    expect(engine.view(three, 0).stock).toBe(16);
  });
  it('first dealer by drawing: the lowest card deals (Ace lowest), ties draw again', () => {
    let ties = 0;
    for (let seed = 0; seed < 300; seed++) {
      const s = engine.setup({ seed, players: 3 });
      const last = s.draws.at(-1)!;
      const rank = (c: string | null) => (c === null ? 99 : 'A23456789TJQK'.indexOf(c[0]!));
      const low = Math.min(...last.map(rank));
      expect(rank(last[s.dealer]!)).toBe(low);
      expect(last.filter((c) => rank(c) === low)).toHaveLength(1);
      for (const round of s.draws.slice(0, -1)) {
        const lows = round.map(rank);
        expect(lows.filter((r) => r === Math.min(...lows)).length).toBeGreaterThan(1);
      }
      if (s.draws.length > 1) ties++;
      expect(s.first).toBe((s.dealer + 1) % 3);
      expect(engine.toAct(s)).toBe(s.first);
    }
    expect(ties).toBeGreaterThan(0);
  });
  it('firstDealer fixes the dealer; deck deals the first deal from a given order, one at a time from first in hand', () => {
    const s = engine.setup({ players: 3, firstDealer: 1, deck: DECK.slice() });
    expect(s.dealer).toBe(1);
    expect(s.draws).toEqual([]);
    expect(handCards(s, 2)).toContain('AC'); // first card to first in hand (seat 2)
    expect(handCards(s, 0)).toContain('2C');
    expect(handCards(s, 1)).toContain('3C');
  });
  it('rejects bad options with a clear OptionsError', () => {
    const bad = [
      { players: 4 },
      { seed: 1.5 },
      { deals: 0 },
      { deals: 5 },
      { chips: -1 },
      { maxBet: 0 },
      { maxBet: 1.5 },
      { maxBet: '10' },
      { maxBet: 1_000_001 },
      { chips: 0, maxBet: 10 },
      { raiseLimit: 21 },
      { raiseLimit: 0 },
      { bonusTable: { tierce: 1 } },
      { cardsLeftTable: [1, 2, 3] },
      { tripleGame: 'yes' },
      { falseWithout: 1 },
      { firstDealer: 3 },
      { deck: DECK.slice(1) },
      { deck: [...DECK.slice(1), '2C'] },
      { colour: 'red' },
    ];
    for (const o of bad) expect(() => engine.setup(o as never), JSON.stringify(o)).toThrow(/Hoc:/);
    for (const o of bad) {
      try {
        engine.setup(o as never);
      } catch (e) {
        expect((e as { code: string }).code).toBe('BAD_OPTIONS');
      }
    }
  });
  it('same options, same game (determinism); states are frozen plain JSON', () => {
    const a = engine.setup({ seed: 'x' });
    const b = engine.setup({ seed: 'x' });
    expect(a).toEqual(b);
    expect(Object.isFrozen(a.hands)).toBe(true);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    const next = engine.apply(a, engine.legalActions(a)[0]!);
    expect(Object.isFrozen(next.balances)).toBe(true);
  });
  it('hands and the face-down rest are kept sorted by suit, then rank high to low, whatever the order dealt (HOC-D12)', () => {
    const sorted = (cs: readonly Card[]) => expect(cs).toEqual(sortCards(cs, 'hoc'));
    let checked = 0;
    for (const players of [2, 3] as const) {
      for (let seed = 0; seed < 8; seed++) {
        const rng = new Rng(seedRng(`sorted-${seed}`));
        let s = engine.setup({ players, seed, deals: players * 2 });
        for (let step = 0; step < 1500 && !engine.isOver(s); step++) {
          places(s).hands.forEach(sorted);
          sorted(places(s).stock);
          checked++;
          const acts = engine.legalActions(s);
          s = engine.apply(s, acts[rng.int(acts.length)]!);
        }
        expect(engine.isOver(s)).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // A first deal from a fixed order (here the pack in reverse) is sorted too.
    const fixed = engine.setup({ firstDealer: 0, deck: DECK.slice().reverse() });
    places(fixed).hands.forEach(sorted);
    sorted(places(fixed).stock);
    expect(handCards(fixed, 1)).not.toEqual(
      DECK.slice()
        .reverse()
        .filter((c) => handCards(fixed, 1).includes(c)),
    );
  });
  it('seeded mode (the default) shuffles with the generator in the state: no pending deal, no shuffle phase, a deal action is NOT_YOUR_TURN (HOC-D13)', () => {
    expect(engine.setup().options.shuffle).toBe('seeded');
    expect(() => engine.setup({ shuffle: 'dealer' } as never)).toThrow(/shuffle/);
    const rng = new Rng(seedRng('no-host'));
    let s = engine.setup({ players: 2, seed: 11, deals: 2 });
    const deals = new Set<number>();
    while (!engine.isOver(s)) {
      deals.add(s.deal);
      expect(engine.pendingDeal(s)).toBeNull();
      expect(s.phase).not.toBe('shuffle');
      expect(engine.validate(s, { type: 'deal', deck: DECK.slice() } as never, engine.toAct(s)!)).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
      const acts = engine.legalActions(s);
      s = engine.apply(s, acts[rng.int(acts.length)]!);
    }
    expect(deals.size).toBe(2); // the second deal was shuffled without waiting for anybody
  });
  it('defaults: three players, seed 0, 6 deals, 100 chips, a bet ceiling of 100, raise limit 20, the reconstructed tables, no variants, the dealer drawn (HOC-D34)', () => {
    const s = engine.setup();
    expect(s.options).toEqual({
      players: 3,
      seed: 0,
      deals: 6,
      chips: 100,
      maxBet: 100,
      raiseLimit: 20,
      bonusTable: DEFAULT_BONUS_TABLE,
      cardsLeftTable: DEFAULT_CARDS_LEFT_TABLE,
      tripleGame: false,
      falseWithout: false,
      firstDealer: null,
      deck: null,
      shuffle: 'seeded',
    });
    expect(s.balances).toEqual([97, 97, 97]); // 100 each, less the first stakes
    expect(s.draws.length).toBeGreaterThan(0);
    // Seed 0 by default: every game set up without a seed deals the same cards.
    expect(engine.setup({ seed: 0 })).toEqual(s);
    expect(engine.setup({ seed: 1 }).hands).not.toEqual(s.hands);
  });
});

group('ids', () => {
  it('every id decodes to an action that encodes back to it', () => {
    expect(numActions).toBe(132);
    for (let id = 0; id < numActions; id++) expect(engine.encodeAction(engine.decodeAction(id))).toBe(id);
    expect(engine.decodeAction(0)).toEqual({ type: 'lay', card: 'AC' });
    expect(engine.decodeAction(112)).toEqual({ type: 'raise', amount: 1 });
    expect(engine.decodeAction(131)).toEqual({ type: 'raise', amount: 20 });
    expect(() => engine.decodeAction(132)).toThrow(expect.objectContaining({ code: 'BAD_ACTION_ID' }));
    expect(() => engine.encodeAction({ type: 'raise', amount: 21 })).toThrow(expect.objectContaining({ code: 'BAD_ACTION' }));
  });
  it('the mask marks exactly the legal actions', () => {
    const s = engine.setup({ seed: 9 });
    const mask = engine.legalActionMask(s);
    expect([...mask].reduce((a, b) => a + b, 0)).toBe(engine.legalActions(s).length);
  });
});

group('validate and apply', () => {
  const s = game(HANDS, 2);
  it('rejects malformed actions with BAD_ACTION / BAD_CARD, never throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const v = engine.validate(s, x);
        return v.ok === false ? ['BAD_ACTION', 'BAD_CARD', 'WRONG_PHASE', 'ILLEGAL_ACTION', 'BAD_AMOUNT'].includes(v.code) : true;
      }),
      { seed: 42, numRuns: 500 },
    );
    expect(engine.validate(s, { type: 'lay', card: 'ZZ' })).toMatchObject({ code: 'BAD_CARD' });
    expect(engine.validate(s, { type: 'pass', extra: 1 })).toMatchObject({ code: 'BAD_ACTION' });
    expect(engine.validate(s, { type: 'raise', amount: '2' })).toMatchObject({ code: 'BAD_ACTION' });
    expect(engine.validate(s, { type: 'lay', card: '6C' })).toMatchObject({ code: 'WRONG_PHASE' });
    expect(engine.validate(s, A.pass, 1)).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(engine.validate(s, A.pass, 7)).toMatchObject({ code: 'BAD_SEAT' });
    expect(engine.validate({} as HocState, A.pass)).toMatchObject({ code: 'BAD_STATE' });
  });
  it('apply throws the same code and changes nothing; non-states get a coded error', () => {
    const before = JSON.stringify(s);
    expect(() => engine.apply(s, A.call)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(JSON.stringify(s)).toBe(before);
    const c = engine.clone(s);
    expect(() => engine.applyMutable(c, A.good)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(c).toEqual(s);
    expect(() => engine.toAct({} as HocState)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    expect(() => engine.view(s, 3)).toThrow(expect.objectContaining({ code: 'BAD_SEAT' }));
  });
});

group('restore', () => {
  const s = toPlay(game(HANDS, 2)).state;
  const mutate = (f: (d: HocState) => void) => {
    const d = JSON.parse(JSON.stringify(s)) as HocState;
    f(d);
    return () => engine.restore(d);
  };
  it('accepts a valid state unchanged', () => {
    expect(engine.restore(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });
  it('rejects broken states with BAD_STATE', () => {
    const broken = [
      mutate((d) => {
        const p = places(d);
        p.hands[0]!.push(p.stock.pop()!);
        setPlaces(d, p);
      }),
      mutate((d) => {
        const p = places(d);
        p.hands[0]![0] = p.hands[1]![0]!;
        setPlaces(d, p);
      }),
      mutate((d) => (d.balances[0]! += 1)),
      mutate((d) => ((d as unknown as Record<string, unknown>).extra = 1)),
      mutate((d) => ((d as unknown as Record<string, unknown>).rng = [0, 0, 0, 0])),
      mutate((d) => (d.phase = 'nope' as never)),
      mutate((d) => (d.turn = 5)),
      mutate((d) => (d.options.players = 2)),
      mutate((d) => setPlaces(d, { shown: [['KS'], [], []] })),
      mutate((d) => (d.top = 12)),
      mutate((d) => {
        const p = places(d);
        p.hands[1]!.push(p.hands[0]!.pop()!);
        setPlaces(d, p);
      }),
      // The rank masks themselves: out of range, not integers, wrong lengths, a card twice.
      mutate((d) => (d.hands[0] = NaN)),
      mutate((d) => (d.hands[0] = 8192)),
      mutate((d) => (d.hands[0] = -1)),
      mutate((d) => (d.hands[0] = 1.5)),
      mutate((d) => ((d.hands as unknown[])[0] = '1')),
      mutate((d) => d.hands.pop()),
      mutate((d) => d.hands.push(0)),
      mutate((d) => (d.stock = [0, 0, 0])),
      mutate((d) => (d.stock[0] = d.stock[0]! | d.hands[0]!)),
      mutate((d) => (d.shown = [0, 0, 0])),
      mutate((d) => (d.shown[4] = 1 << 13)),
      mutate((d) => (d.paid = [3, 3])),
      mutate((d) => (d.paid = [52])),
      mutate((d) => ((d as unknown as { paid: unknown }).paid = ['KS'])),
      mutate((d) => (d.lies = [{ seat: 0, rank: 3 }])),
      () => engine.restore(null),
      () => engine.restore('hoc'),
    ];
    for (const f of broken) expect(f).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });
  it('rejects a top card, last layer or turn the runs contradict (HOC-8.2 – HOC-8.9)', () => {
    // Anna (seat 0) lays 6C and 7C: the run is open at 7 (strength 6), laid by her, and she is to go on.
    const open = run(s, [
      [0, A.lay('6C')],
      [0, A.lay('7C')],
    ]).state;
    expect([open.top, open.last, open.turn]).toEqual([6, 0, 0]);
    const broken = (base: HocState, f: (d: HocState) => void) => {
      const d = JSON.parse(JSON.stringify(base)) as HocState;
      f(d);
      return () => engine.restore(d);
    };
    expect(broken(open, () => {})).not.toThrow();
    for (const f of [
      (d: HocState) => (d.top = 3), // a Four on the table says the next card is a Five: it is an Eight
      (d: HocState) => (d.top = 11), // would offer a King on a Seven
      (d: HocState) => (d.last = 1), // Ben did not lay the Seven
      (d: HocState) => Object.assign(d, { top: -1, last: -1, turn: 1 }), // nothing ended the run, and Ben did not lay last
      (d: HocState) => (d.turn = 2), // the turn went past Anna and Ben, who never said "without"
      (d: HocState) => d.laid.reverse(), // the run's last card is the Six
    ]) {
      expect(broken(open, f)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    }
    // Ben lays a principal hoc (Q♠) after Anna's "without": the run ends and he starts the next.
    const ended = run(open, [
      [0, A.without],
      [1, A.lay('QS')],
    ]).state;
    expect([ended.top, ended.last, ended.turn]).toEqual([-1, -1, 1]);
    expect(broken(ended, (d) => (d.turn = 2))).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    expect(broken(ended, (d) => Object.assign(d, { top: 11, last: 1 }))).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });
  it('rejects a finished game whose top card and last layer are not those before the last card', () => {
    let over = s;
    const rng = new Rng(seedRng('over'));
    while (!engine.isOver(over)) {
      const legal = engine.legalActions(over);
      over = engine.apply(over, legal[rng.int(legal.length)]!);
    }
    expect(engine.restore(JSON.parse(JSON.stringify(over)))).toEqual(over);
    const d = JSON.parse(JSON.stringify(over)) as HocState;
    [d.top, d.last] = d.top >= 0 ? [-1, -1] : [3, 0];
    expect(() => engine.restore(d)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });
  it('rejects an announcement the hand dealt does not hold (declarations are true, HOC-5.7)', () => {
    // First in hand (seat 0) declares the point: six cards; then the play starts and cards leave the hand.
    const declared = run(game(HANDS, 2), [[0, A.declare]]).state;
    expect(declared.announced[0]![0]).toMatchObject({ length: 6 });
    const json = JSON.parse(JSON.stringify(declared)) as HocState;
    expect(engine.restore(json)).toEqual(declared);
    for (const change of [{ length: 7 }, { length: 5 }, { rank: 'K' }, { value: 99 }]) {
      const d = JSON.parse(JSON.stringify(declared)) as HocState;
      Object.assign(d.announced[0]![0]!, change);
      expect(() => engine.restore(d), JSON.stringify(change)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    }
  });
});

group('views and secrecy', () => {
  it('a view shows only the own hand; shown and laid cards are public', () => {
    const s = toPlay(game(HANDS, 2)).state;
    for (let seat = 0; seat < 3; seat++) {
      const v = engine.view(s, seat);
      const text = JSON.stringify(v);
      for (let other = 0; other < 3; other++) {
        if (other === seat) continue;
        for (const c of handCards(s, other)) expect(text.includes(`"${c}"`)).toBe(false);
      }
      for (const c of places(s).stock) expect(text.includes(`"${c}"`)).toBe(false);
      expect(text).not.toMatch(/rng|"seed"|"deck"/);
      expect(v.hand).toEqual(handCards(s, seat));
    }
  });
  it('views carry legal actions only for the seat to act', () => {
    const s = game(HANDS, 2);
    expect(engine.view(s, 0).legal).toEqual(engine.legalActions(s));
    expect(engine.view(s, 1).legal).toEqual([]);
  });
  it('sampleHidden keeps what "without" revealed (falseWithout off)', () => {
    let s = toPlay(game(HANDS, 2)).state;
    // Anna 6 7 "without 8"; Ben "without 8": neither may get an 8 in any sample.
    s = run(s, [
      [0, A.lay('6C')],
      [0, A.lay('7C')],
      [0, A.without],
      [1, A.without],
    ]).state;
    const v = engine.view(s, 2);
    for (let seed = 0; seed < 200; seed++) {
      const t = engine.sampleHidden(v, seed);
      expect(
        handCards(t, 0)
          .concat(handCards(t, 1))
          .some((c) => c[0] === '8'),
      ).toBe(false);
      expect(engine.view(t, 2)).toEqual(v);
      expect(handCards(t, 2)).toEqual(handCards(s, 2));
    }
  });
});

group('sampling with false "without" on', () => {
  it("keeps the viewer's own hidden lies and still gives the same view", () => {
    let s = toPlay(game(HANDS, 2, { falseWithout: true })).state;
    s = run(s, [
      [0, A.lay('6C')],
      [0, A.without],
    ]).state; // a lie: Anna holds 7♣ and 7♦
    const v = engine.view(s, 0);
    expect(v.lies).toEqual(['7']);
    const t = engine.sampleHidden(v, 1);
    expect(t.lies).toEqual([{ seat: 0, rank: 6 }]);
    expect(engine.view(t, 0)).toEqual(v);
    expect(engine.sampleHidden(engine.view(s, 1), 1).lies).toEqual([]);
  });
});

group('events and describe', () => {
  it('every event kind renders as an English line', () => {
    const events: HocEvent[] = [
      { type: 'chips', from: 1, to: 'pool:point', amount: 1, reason: 'stake' },
      { type: 'chips', from: 'bets:tricon', to: 0, amount: 6, reason: 'bet' },
      { type: 'deal', deal: 0, dealer: 2, first: 0, multipliers: [1, 2, 1] },
      { type: 'bid', seat: 1, prize: 'point', bid: 'raise', amount: 2, announcement: null },
      { type: 'bid', seat: 1, prize: 'point', bid: 'declare', amount: 0, announcement: { length: 7, value: null, rank: null } },
      { type: 'bid', seat: 1, prize: 'sequence', bid: 'declare', amount: 0, announcement: { length: 4, value: null, rank: 'K' } },
      { type: 'bid', seat: 1, prize: 'tricon', bid: 'declare', amount: 0, announcement: { length: 3, value: null, rank: 'T' } },
      { type: 'bid', seat: 2, prize: 'point', bid: 'good', amount: 0, announcement: null },
      { type: 'bid', seat: 2, prize: 'point', bid: 'call', amount: 0, announcement: null },
      { type: 'prize', prize: 'point', winner: 1, how: 'declared' },
      { type: 'prize', prize: 'point', winner: null, how: 'none' },
      { type: 'show', seat: 1, prize: 'sequence', cards: ['KH', 'QH', 'JH'], bonus: 2 },
      { type: 'show', seat: 1, prize: null, cards: ['2C'], bonus: 0 },
      { type: 'showEnd', seat: 1, prize: 'tricon' },
      { type: 'blanche', seat: 0, declare: true },
      { type: 'lay', seat: 0, card: 'TD' },
      { type: 'without', seat: 0, rank: '8' },
      { type: 'hoc', seat: 2, kind: 'accidental', card: 'TH' },
      { type: 'falseWithout', seat: 0, rank: '7' },
      { type: 'dealEnd', deal: 0, seat: 2, cardsLeft: [2, 10, 0] },
      { type: 'gameEnd', balances: [90, 110, 100], winners: [1] },
    ];
    const lines = events.map(describe);
    expect(lines).toContain('Seat 1 raises 2 on the point.');
    expect(lines).toContain('Seat 1 declares 7 cards for the point.');
    expect(lines).toContain('Seat 1 declares quart to the K for the sequence.');
    expect(lines).toContain('Seat 1 declares three 10s for the tricon.');
    expect(lines).toContain('Seat 0: "without 8".');
    expect(lines).toContain('Seat 1 puts 1 chip in the point pool (stake).');
    expect(lines).toContain('Seat 0 takes the 6 chips bet on the tricon.');
    expect(describe({ type: 'chips', from: 2, to: 0, amount: 1, reason: 'hoc' })).toBe('Seat 2 pays Seat 0 1 chip (hoc).');
    expect(describe({ type: 'chips', from: 2, to: 'bets:point', amount: 2, reason: 'bet' })).toBe('Seat 2 bets 2 chips on the point.');
    expect(describe({ type: 'chips', from: 'pool:sequence', to: 1, amount: 3, reason: 'pool' })).toBe('Seat 1 takes the sequence pool: 3 chips.');
    expect(lines).toContain('Seat 1 shows nothing more for the tricon.');
    for (const l of lines) expect(l.length).toBeGreaterThan(10);
  });
});

group('openingEvents', () => {
  it('gives the first deal and its stakes, so the ledger adds up from the start', () => {
    const s = engine.setup({ players: 2, seed: 4 });
    const ev = hocOpeningEvents(s);
    expect(ev.filter((e) => e.type === 'draw')).toHaveLength(s.draws.length);
    expect(ev[s.draws.length - 1]).toMatchObject({ type: 'draw', dealer: s.dealer });
    expect(ev[s.draws.length]).toEqual({ type: 'deal', deal: 0, dealer: s.dealer, first: s.first, multipliers: [1, 1, 1] });
    expect(describe(ev[0]!)).toMatch(/^Seat \d draws /);
    const paid = ev.filter((e) => e.type === 'chips').reduce((a, e) => a + (e as { amount: number }).amount, 0);
    expect(paid).toBe(200 - s.balances[0]! - s.balances[1]!);
  });
});

group('sampling honours announcements', () => {
  it('a player who announced "six cards" (not shown) gets a best point of six in every sample', () => {
    const hands = ['KH QH 9H 7H 5H 2H AC 3C 5D 7D 9D JD', 'KS QS JS 9S 7S 5S 3S 2C 4C 6C 8D TD', 'AS 4S 6S 8S TS AH 3H 4H 6H 8H TH JH'];
    const s = run(game(hands, 2), [
      [0, A.pass],
      [1, A.raise(2)],
      [2, A.call],
      [0, A.call],
      [0, A.declare],
      [1, A.declare],
      [2, A.good],
    ]).state;
    const v = engine.view(s, 2);
    for (let seed = 0; seed < 20; seed++) {
      const t = engine.sampleHidden(v, seed);
      expect(bestPoint(handCards(t, 0))!.length).toBe(6);
      expect(engine.view(t, 2)).toEqual(v);
    }
  });
});
