/** The rulebook's worked examples (HOC-4.3, HOC-5.10, HOC-8.14, HOC-9.3) as scenario tests. */
import { describe, expect, it } from 'vitest';
import { bestPoint, engine, type HocState } from '../src/hoc/index.js';
import { A, cards, chips, game, places, run, setPlaces, setRuns, toPlay } from './fixtures/hoc-helpers.js';

// Seats: Anna 0 (first in hand), Ben 1, Carla 2; Carla deals.
const ANNA = 0;
const BEN = 1;
const CARLA = 2;

describe('the point (HOC-4.2, HOC-4.3; HOC-D19)', () => {
  it('J♠ 8♠ 7♠ A♠ is a point of four worth 26', () => {
    const p = bestPoint(cards('JS 8S 7S AS'))!;
    expect(p.length).toBe(4);
    expect(p.value).toBe(26);
  });

  it('two points of four: both values are announced and 26 beats 19', () => {
    const s = game(
      [
        'JS 8S 7S AS KH QH 4H 3D 2D 6D 5C 4C', // spades 4 (26), hearts 3, diamonds 3, clubs 2
        '9H 5H 3H 2H KD QD JD 9C 8C 7C 6S 5S', // hearts 4 (19), diamonds 3, clubs 3, spades 2
        'KC QC JC TC 3C 2C TS 9S KS QS JH TH',
      ],
      CARLA,
    );
    const { state, events } = run(s, [
      [ANNA, A.declare],
      [BEN, A.declare],
      [CARLA, A.good],
    ]);
    expect(state.announced[ANNA]![0]).toEqual({ length: 4, value: 26, rank: null });
    expect(state.announced[BEN]![0]).toEqual({ length: 4, value: 19, rank: null });
    expect(state.winners[0]).toBe(ANNA);
    expect(events).toContainEqual({ type: 'prize', prize: 'point', winner: ANNA, how: 'declared' });
  });
});

describe('the bidding example (HOC-5.10)', () => {
  // Anna: six hearts; Ben: seven spades; Carla: nothing better than six.
  const hands = ['KH QH 9H 7H 5H 2H AC 3C 5D 7D 9D JD', 'KS QS JS 9S 7S 5S 3S 2C 4C 6C 8D TD', 'AS 4S 6S 8S TS AH 3H 4H 6H 8H TH JH'];
  let s: HocState;
  it('Anna passes, Ben raises 2, Carla calls, Anna comes back in and calls; declarations; Ben takes 3 + 6', () => {
    s = game(hands, CARLA);
    const before = s.balances.slice();
    const r = run(s, [
      [ANNA, A.pass],
      [BEN, A.raise(2)],
      [CARLA, A.call],
      [ANNA, A.call],
    ]);
    // Nobody raised again: the turn came back to Ben, bidding ends, declarations from first in hand.
    expect(r.state.stage).toBe('declare');
    expect(engine.toAct(r.state)).toBe(ANNA);
    expect(engine.legalActions(r.state)).toEqual([{ type: 'declare' }, { type: 'good' }]);
    const d = run(r.state, [
      [ANNA, A.declare],
      [BEN, A.declare],
      [CARLA, A.good],
    ]);
    expect(d.state.announced[ANNA]![0]).toEqual({ length: 6, value: null, rank: null });
    expect(d.state.announced[BEN]![0]).toEqual({ length: 7, value: null, rank: null });
    expect(d.state.winners[0]).toBe(BEN);
    const all = [...r.events, ...d.events];
    expect(chips(all)).toEqual([
      { type: 'chips', from: BEN, to: 'bets:point', amount: 2, reason: 'bet' },
      { type: 'chips', from: CARLA, to: 'bets:point', amount: 2, reason: 'bet' },
      { type: 'chips', from: ANNA, to: 'bets:point', amount: 2, reason: 'bet' },
      { type: 'chips', from: 'pool:point', to: BEN, amount: 3, reason: 'pool' },
      { type: 'chips', from: 'bets:point', to: BEN, amount: 6, reason: 'bet' },
    ]);
    expect(d.state.balances).toEqual([before[0]! - 2, before[1]! - 2 + 9, before[2]! - 2]);
    // Ben shows his seven spades: public in every view.
    expect(engine.view(d.state, ANNA).seats[BEN]!.shown.sort()).toEqual(cards('KS QS JS 9S 7S 5S 3S').sort());
    expect(d.state.prize).toBe(1);
  });
});

describe('the play example (HOC-8.14)', () => {
  const hands = [
    '6C 7C 9C TC QC KC 2D 3D 4D 6D 7D 9D', // Anna
    '4C TD QD KD AH 2H 4H 6H 7H AS 2S QS', // Ben
    '2C 8H 9H TH QH KH 4S 6S 7S 9S TS KS', // Carla
  ];
  it('6 7 "7 without 8", "without 8", 8 9 10, hoc, a new run with a 2; later Q♠ in place of a missing 5', () => {
    const p = toPlay(game(hands, CARLA));
    expect(p.state.phase).toBe('play');
    const start = p.state.balances.slice();
    const r1 = run(p.state, [
      [ANNA, A.lay('6C')],
      [ANNA, A.lay('7C')],
      [ANNA, A.without],
      [BEN, A.without],
      [CARLA, A.lay('8H')],
      [CARLA, A.lay('9H')],
      [CARLA, A.lay('TH')],
      [CARLA, A.without],
      [ANNA, A.without],
    ]);
    // Anna holds no 8 but a 7♦ after 6♣: she had to go on with a 7 (either one).
    // Ben says without Jack: the turn comes back to Carla, the run is stuck.
    const r2 = run(r1.state, [[BEN, A.without]]);
    expect(r2.events.filter((e) => e.type === 'hoc')).toEqual([{ type: 'hoc', seat: CARLA, kind: 'accidental', card: 'TH' }]);
    expect(chips(r2.events)).toEqual([
      { type: 'chips', from: ANNA, to: CARLA, amount: 1, reason: 'hoc' },
      { type: 'chips', from: BEN, to: CARLA, amount: 1, reason: 'hoc' },
    ]);
    expect(engine.toAct(r2.state)).toBe(CARLA);
    expect(engine.view(r2.state, CARLA).needed).toBeNull();
    const r3 = run(r2.state, [
      [CARLA, A.lay('2C')],
      [CARLA, A.without],
      [ANNA, A.lay('3D')],
      [ANNA, A.lay('4D')],
      [ANNA, A.without],
    ]);
    // Ben is stuck at "without 5": he lays the Q♠ instead.
    expect(engine.view(r3.state, BEN).needed).toBe('5');
    expect(engine.legalActions(r3.state)).toContainEqual({ type: 'without' });
    const r4 = run(r3.state, [[BEN, A.lay('QS')]]);
    expect(r4.events.filter((e) => e.type === 'hoc')).toEqual([{ type: 'hoc', seat: BEN, kind: 'principal', card: 'QS' }]);
    expect(engine.toAct(r4.state)).toBe(BEN);
    expect(r4.state.top).toBe(-1); // he starts a new run
    expect(r4.state.balances).toEqual([start[ANNA]! - 1 - 1, start[BEN]! - 1 + 2, start[CARLA]! + 2 - 1]);
  });
});

describe('the end of a deal example (HOC-9.3)', () => {
  it('Carla goes out; Anna with 2 cards pays 4, Ben with 10 pays 20', () => {
    const p = toPlay(game(['6C 7C 9C TC QC KC 2D 3D 4D 6D 7D 9D', '4C TD QD KD AH 2H 4H 6H 7H AS 2S QS', '2C 8H 9H TH QH KH 4S 6S 7S 9S TS KS'], CARLA)).state;
    // Move cards to the table so that Anna holds 2, Ben 10 and Carla 1, Carla to lead.
    const d = JSON.parse(JSON.stringify(p)) as HocState;
    const keep = [cards('6C 7C'), cards('4C TD QD KD AH 2H 4H 6H 7H AS'), cards('2C')];
    const laid = places(d).hands.flatMap((h, seat) => h.filter((c) => !keep[seat]!.includes(c)).map((c) => ({ c, seat })));
    setRuns(d, [{ cards: laid.map((x) => x.c), by: laid.map((x) => x.seat) }]);
    setPlaces(d, { hands: keep });
    d.turn = CARLA;
    const s = engine.restore(d);
    const { events } = run(s, [[CARLA, A.lay('2C')]]);
    expect(events).toContainEqual({ type: 'dealEnd', deal: 0, seat: CARLA, cardsLeft: [2, 10, 0] });
    expect(chips(events).filter((e) => e.reason === 'cards left')).toEqual([
      { type: 'chips', from: ANNA, to: CARLA, amount: 4, reason: 'cards left' },
      { type: 'chips', from: BEN, to: CARLA, amount: 20, reason: 'cards left' },
    ]);
  });
});
