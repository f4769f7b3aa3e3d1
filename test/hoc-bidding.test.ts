/** Rules of the three prizes: bidding (HOC-5.1 to HOC-5.10), stakes and payments (HOC-3.5 to HOC-3.7, HOC-6.1 to HOC-6.10), carte blanche (HOC-7.1 to HOC-7.3). */
import { describe, expect, it } from 'vitest';
import { engine, type HocState } from '../src/hoc/index.js';
import { A, chips, game, places, run } from './fixtures/hoc-helpers.js';

// Three players: seat 2 deals, seat 0 is first in hand.
const HANDS3 = [
  '6C 7C 9C TC QC KC 2D 3D 4D 6D 7D 9D', // clubs 6; tierce 4♦; no tricon
  '4C TD QD KD AH 2H 4H 6H 7H AS 2S QS', // nothing but points
  '2C 8H 9H TH QH KH 4S 6S 7S 9S TS KS', // tierce 10♥
];
// Two players: seat 1 deals, seat 0 first in hand.
const HANDS2 = [
  'KH QH JH 5S 4S 3S 2S 9C 8C 7C 9D 9H AD AC 2D', // quart to 5♠, major tierce K♥, tierce 9♣; three 9s
  'KS QS TS 8S 6S TH 8H 6H 4H TD 8D 6D 4D TC 6C', // no sequence; four 10s, four 6s, three 8s
];

const legalTypes = (s: HocState) => engine.legalActions(s).map((a) => (a.type === 'raise' ? `raise${a.amount}` : a.type));

describe('stakes and pools (HOC-3.5, HOC-3.6)', () => {
  it('each player stakes 1 chip per pool each deal', () => {
    const s = game(HANDS3, 2);
    expect(s.pools).toEqual([3, 3, 3]);
    expect(s.balances).toEqual([97, 97, 97]);
  });
});

describe('bidding before any raise (HOC-5.2, HOC-5.5)', () => {
  it('first in hand may declare, raise 1–20 or pass', () => {
    const s = game(HANDS3, 2);
    expect(engine.toAct(s)).toBe(0);
    expect(legalTypes(s)).toEqual(['pass', 'declare', ...Array.from({ length: 20 }, (_, i) => `raise${i + 1}`)]);
  });
  it('all pass: nobody wins the prize and its pool stays', () => {
    const { state, events } = run(game(HANDS3, 2), [
      [0, A.pass],
      [1, A.pass],
      [2, A.pass],
    ]);
    expect(events).toContainEqual({ type: 'prize', prize: 'point', winner: null, how: 'none' });
    expect(state.pools[0]).toBe(3);
    expect(state.prize).toBe(1);
    expect(chips(events)).toEqual([]);
  });
  it('a declaration ends the bidding; the others declare or say good; the best wins and shows', () => {
    const { state, events } = run(game(HANDS3, 2), [
      [0, A.pass],
      [1, A.declare],
    ]);
    expect(state.stage).toBe('declare');
    expect(state.queue).toEqual([2, 0]);
    expect(legalTypes(state)).toEqual(['declare', 'good']); // Carla's 6 spades beat Ben's 5 hearts
    const r = run(state, [
      [2, A.declare],
      [0, A.good],
    ]);
    expect(r.state.winners[0]).toBe(2);
    expect(r.events.find((e) => e.type === 'show')).toMatchObject({ seat: 2, prize: 'point', bonus: 0 });
    expect(events.length).toBeGreaterThan(0);
  });
  it('a declaration must beat the best so far; "good" is always allowed', () => {
    const { state } = run(game(HANDS3, 2), [[0, A.declare]]); // six clubs
    expect(legalTypes(state)).toEqual(['good']); // Ben's best is five cards
    const r = run(state, [[1, A.good]]);
    expect(legalTypes(r.state)).toEqual(['declare', 'good']); // Carla: six spades worth more? equal count, value unknown
    const v = engine.validate(state, A.declare, 1);
    expect(v).toMatchObject({ ok: false, code: 'ILLEGAL_ACTION' });
  });
  it('a lower combination, or none, may only say good; the announcement is public', () => {
    const { state } = run(game(HANDS3, 2), [
      [0, A.pass],
      [1, A.pass],
      [2, A.pass],
      [0, A.pass],
      [1, A.pass],
      [2, A.declare],
    ]);
    expect(state.prize).toBe(1);
    expect(state.announced[2]![1]).toEqual({ length: 3, value: null, rank: 'T' });
    expect(legalTypes(state)).toEqual(['good']); // Anna's tierce to 4♦ cannot beat a tierce to 10
    const r = run(state, [[0, A.good]]);
    expect(legalTypes(r.state)).toEqual(['good']); // Ben holds no sequence
    const w = run(r.state, [[1, A.good]]);
    expect(w.events).toContainEqual({ type: 'prize', prize: 'sequence', winner: 2, how: 'declared' });
    expect(chips(w.events).filter((e) => e.reason === 'bonus')).toEqual([
      { type: 'chips', from: 0, to: 2, amount: 1, reason: 'bonus' },
      { type: 'chips', from: 1, to: 2, amount: 1, reason: 'bonus' },
    ]);
  });
});

describe('raises and calls (HOC-5.3, HOC-5.4): chips and turns', () => {
  it('a raise of a puts the bet at highest + a; a call matches the highest bet', () => {
    const r = run(game(HANDS3, 2), [
      [0, A.raise(3)],
      [1, A.raise(5)],
    ]);
    expect(r.state.bets.map((b) => b[0])).toEqual([3, 8, 0]);
    expect(r.state.high).toBe(8);
    const c = run(r.state, [
      [2, A.call],
      [0, A.call],
    ]);
    expect(chips(c.events)).toEqual([
      { type: 'chips', from: 2, to: 'bets:point', amount: 8, reason: 'bet' },
      { type: 'chips', from: 0, to: 'bets:point', amount: 5, reason: 'bet' },
    ]);
    // Back to Ben, the last raiser: no raising your own raise, the bidding ends.
    expect(c.state.stage).toBe('declare');
    expect(c.state.queue).toEqual([0, 1, 2]);
  });
  it('after a raise: call, raise or pass — no declaring', () => {
    const r = run(game(HANDS3, 2), [[0, A.raise(1)]]);
    expect(legalTypes(r.state).slice(0, 2)).toEqual(['pass', 'call']);
    expect(engine.validate(r.state, A.declare)).toMatchObject({ ok: false, code: 'ILLEGAL_ACTION' });
  });
  it('a player who passed before the raise comes back in when the turn comes', () => {
    const r = run(game(HANDS3, 2), [
      [0, A.pass],
      [1, A.raise(2)],
      [2, A.pass],
    ]);
    expect(engine.toAct(r.state)).toBe(0);
    expect(r.state.status).toEqual(['passed', 'in', 'out']);
    const c = run(r.state, [[0, A.call]]);
    expect(c.state.stage).toBe('declare');
    expect(c.state.queue).toEqual([0, 1]);
  });
  it('passing after a raise drops out and forfeits the bets; one player left wins uncontested', () => {
    const r = run(game(HANDS3, 2), [
      [0, A.raise(4)],
      [1, A.call],
      [2, A.raise(1)],
      [0, A.pass],
      [1, A.pass],
    ]);
    expect(r.events).toContainEqual({ type: 'prize', prize: 'point', winner: 2, how: 'uncontested' });
    expect(chips(r.events).slice(-2)).toEqual([
      { type: 'chips', from: 'pool:point', to: 2, amount: 3, reason: 'pool' },
      { type: 'chips', from: 'bets:point', to: 2, amount: 4 + 4 + 5, reason: 'bet' },
    ]);
    expect(r.state.balances).toEqual([97 - 4, 97 - 4, 97 - 5 + 16]);
    expect(r.state.bets.flat().every((b) => b === 0)).toBe(true);
  });
  it('the raise limit option lowers the most a raise adds', () => {
    const s = game(HANDS3, 2, { raiseLimit: 5 });
    expect(legalTypes(s).filter((t) => t.startsWith('raise'))).toHaveLength(5);
    expect(engine.validate(s, A.raise(6))).toMatchObject({ ok: false, code: 'BAD_AMOUNT' });
    expect(engine.validate(s, A.raise(0))).toMatchObject({ ok: false, code: 'BAD_AMOUNT' });
  });
  it('nobody may bet more than the starting chips on one prize (HOC-D15): bidding always ends', () => {
    const s = game(HANDS3, 2, { chips: 30 });
    const r = run(s, [[0, A.raise(20)]]);
    expect(legalTypes(r.state).filter((t) => t.startsWith('raise'))).toHaveLength(10);
    const m = run(r.state, [[1, A.raise(10)]]);
    expect(legalTypes(m.state)).toEqual(['pass', 'call']);
    expect(engine.validate(m.state, A.raise(1))).toMatchObject({ ok: false, code: 'BAD_AMOUNT' });
  });
  it('nothing to show: nobody left declares, the one nearest first in hand wins without bonus', () => {
    // Tricon: nobody holds one.
    const toTricon: [number, ReturnType<typeof A.raise>][] = [
      [0, A.pass],
      [1, A.pass],
      [2, A.pass],
      [0, A.pass],
      [1, A.pass],
      [2, A.pass],
    ];
    const r = run(game(HANDS3, 2), [...toTricon, [0, A.pass], [1, A.raise(2)], [2, A.call], [0, A.pass]]);
    expect(r.state.stage).toBe('declare');
    expect(r.state.queue).toEqual([1, 2]);
    expect(legalTypes(r.state)).toEqual(['good']);
    const g = run(r.state, [
      [1, A.good],
      [2, A.good],
    ]);
    expect(g.events).toContainEqual({ type: 'prize', prize: 'tricon', winner: 1, how: 'nothing' });
    // An uncontested winner (HOC-5.9, revised) who holds nothing to show can only say "done".
    expect(g.state.phase).toBe('show');
    expect(legalTypes(g.state)).toEqual(['done']);
    const d = run(g.state, [[1, A.done]]);
    expect(d.state.phase).toBe('blanche');
    expect(chips([...g.events, ...d.events]).filter((e) => e.reason === 'bonus')).toEqual([]);
  });
  it('everyone says good after a raise: the winner, nearest first in hand, wins uncontested and may show and be paid (HOC-5.9, HOC-D20)', () => {
    const toSequence: [number, ReturnType<typeof A.raise>][] = [
      [0, A.pass],
      [1, A.pass],
      [2, A.pass],
    ];
    const r = run(game(HANDS3, 2), [...toSequence, [0, A.raise(2)], [1, A.call], [2, A.call], [0, A.good], [1, A.good], [2, A.good]]);
    expect(r.events).toContainEqual({ type: 'prize', prize: 'sequence', winner: 0, how: 'nothing' });
    expect(chips(r.events).slice(-2)).toEqual([
      { type: 'chips', from: 'pool:sequence', to: 0, amount: 3, reason: 'pool' },
      { type: 'chips', from: 'bets:sequence', to: 0, amount: 6, reason: 'bet' },
    ]);
    expect(r.state.phase).toBe('show');
    expect(engine.toAct(r.state)).toBe(0);
    expect(engine.legalActions(r.state)).toEqual([A.done, A.show('4D')]); // Anna's tierce 2♦ 3♦ 4♦
    const w = run(r.state, [
      [0, A.show('4D')],
      [0, A.done],
    ]);
    expect(w.events).toContainEqual({ type: 'show', seat: 0, prize: 'sequence', cards: ['4D', '3D', '2D'], bonus: 1 });
    expect(chips(w.events).filter((e) => e.reason === 'bonus')).toEqual([
      { type: 'chips', from: 1, to: 0, amount: 1, reason: 'bonus' },
      { type: 'chips', from: 2, to: 0, amount: 1, reason: 'bonus' },
    ]);
    expect(w.state.prize).toBe(2);
    expect(w.state.phase).toBe('bid');
  });
  it("maxBet caps one player's bet on one prize, whatever the starting chips", () => {
    const s = game(HANDS3, 2, { maxBet: 30 });
    expect(s.options.chips).toBe(100);
    const r = run(s, [[0, A.raise(20)]]);
    expect(legalTypes(r.state).filter((t) => t.startsWith('raise'))).toHaveLength(10);
    const m = run(r.state, [[1, A.raise(10)]]);
    expect(legalTypes(m.state)).toEqual(['pass', 'call']);
    const v = engine.validate(m.state, A.raise(1));
    expect(v).toMatchObject({ ok: false, code: 'BAD_AMOUNT' });
    expect(v.ok ? '' : v.message).toMatch(/30/);
    // Above the starting chips: balances may go negative (HOC-3.7).
    const big = run(game(HANDS3, 2, { chips: 10, maxBet: 50 }), [
      [0, A.raise(20)],
      [1, A.raise(20)],
      [2, A.raise(10)],
    ]);
    expect(big.state.bets.map((b) => b[0])).toEqual([20, 40, 50]);
    expect(big.state.balances[2]).toBe(10 - 3 - 50);
    expect(engine.restore(JSON.parse(JSON.stringify(big.state)))).toEqual(big.state);
  });
  it('maxBet defaults to the starting chips', () => {
    expect(game(HANDS3, 2).options.maxBet).toBe(100);
    expect(game(HANDS3, 2, { chips: 30 }).options.maxBet).toBe(30);
    expect(game(HANDS3, 2, { chips: 30, maxBet: 7 }).options.maxBet).toBe(7);
  });
});

describe('announcing point values (HOC-5.7, HOC-D19)', () => {
  // Three points of four cards: Anna's spades worth 19, Ben's hearts 22, Carla's diamonds 40.
  const FOURS = ['2S 3S 4S KS AH 2H 3H AD 2D 3D AC 2C', '4H 5H 6H 7H 5S 6S 7S 4D 5D 6D 3C 4C', 'KD QD JD TD 8S 9S TS 8H 9H 5C 6C 7C'];
  it('a point value already public is not announced a second time', () => {
    const a = run(game(FOURS, 2), [
      [0, A.declare],
      [1, A.declare],
    ]);
    const first = a.events.filter((e) => e.type === 'bid');
    expect(first.map((b) => [b.seat, b.bid, b.announcement?.value])).toEqual([
      [0, 'declare', null],
      [1, 'declare', 22],
      [0, 'value', 19],
    ]);
    expect(engine.toAct(a.state)).toBe(2);
    // Carla ties Ben's count; Ben's value (22) is public already: only Carla's is announced.
    const c = run(a.state, [[2, A.declare]]);
    const bids = c.events.filter((e) => e.type === 'bid');
    expect(bids.map((b) => [b.seat, b.bid, b.announcement?.value])).toEqual([[2, 'declare', 40]]);
    expect(c.events).toContainEqual({ type: 'prize', prize: 'point', winner: 2, how: 'declared' });
    expect(c.state.announced.map((row) => row[0])).toEqual([
      { length: 4, value: 19, rank: null },
      { length: 4, value: 22, rank: null },
      { length: 4, value: 40, rank: null },
    ]);
  });
});

describe('two players (HOC-5.1 to HOC-5.6)', () => {
  it('raise and re-raise until one calls; then both declare from first in hand', () => {
    const r = run(game(HANDS2, 1), [
      [0, A.raise(2)],
      [1, A.raise(3)],
      [0, A.raise(1)],
      [1, A.call],
    ]);
    expect(r.state.bets.map((b) => b[0])).toEqual([6, 6]);
    expect(r.state.stage).toBe('declare');
    expect(r.state.queue).toEqual([0, 1]);
    const d = run(r.state, [
      [0, A.declare],
      [1, A.good],
    ]);
    expect(d.events).toContainEqual({ type: 'prize', prize: 'point', winner: 0, how: 'declared' });
    expect(d.state.balances).toEqual([97 - 6 + 2 + 12, 97 - 6]);
  });
  it('an uncontested point winner shows nothing and the sequence bidding starts', () => {
    const r = run(game(HANDS2, 1), [
      [0, A.raise(2)],
      [1, A.pass],
    ]);
    expect(r.events).toContainEqual({ type: 'prize', prize: 'point', winner: 0, how: 'uncontested' });
    expect(r.events.some((e) => e.type === 'show')).toBe(false);
    expect(r.state.phase).toBe('bid');
    expect(r.state.prize).toBe(1);
    expect(engine.toAct(r.state)).toBe(0);
  });
  it('a player who dropped out is not asked in the declaration round', () => {
    const r = run(game(HANDS3, 2), [
      [0, A.raise(2)],
      [1, A.pass],
      [2, A.call],
    ]);
    expect(r.state.queue).toEqual([0, 2]);
    const d = run(r.state, [[0, A.good]]);
    expect(engine.toAct(d.state)).toBe(2);
  });
});

describe('bonuses and showing (HOC-6.3 to HOC-6.10)', () => {
  const toSequence: [number, ReturnType<typeof A.raise>][] = [
    [0, A.pass],
    [1, A.pass],
  ];
  it('the declared best is shown and paid; smaller ones may be shown too, each paid', () => {
    const r = run(game(HANDS2, 1), [...toSequence, [0, A.declare], [1, A.good]]);
    expect(r.events).toContainEqual({ type: 'show', seat: 0, prize: 'sequence', cards: ['5S', '4S', '3S', '2S'], bonus: 2 });
    expect(chips(r.events).filter((e) => e.reason === 'bonus')).toEqual([{ type: 'chips', from: 1, to: 0, amount: 2, reason: 'bonus' }]);
    expect(r.state.phase).toBe('show');
    expect(engine.legalActions(r.state)).toEqual([{ type: 'done' }, A.show('9C'), A.show('KH')]);
    const s = run(r.state, [[0, A.show('KH')]]);
    expect(chips(s.events)).toEqual([{ type: 'chips', from: 1, to: 0, amount: 2, reason: 'bonus' }]); // major tierce 1 × 2
    // Shown cards are listed in hand order (suits C D H S, King down to Ace).
    expect(engine.view(s.state, 1).seats[0]!.shown).toEqual(['KH', 'QH', 'JH', '5S', '4S', '3S', '2S']);
    expect(engine.legalActions(s.state)).toEqual([{ type: 'done' }, A.show('9C')]);
    const d = run(s.state, [[0, A.done]]);
    expect(d.state.prize).toBe(2);
    expect(d.state.phase).toBe('bid');
  });
  it('an uncontested winner may show for bonuses (four 10s: 2), or not', () => {
    const none = run(game(HANDS2, 1), [...toSequence, [0, A.pass], [1, A.pass], [0, A.pass], [1, A.raise(3)], [0, A.pass], [1, A.done]]);
    expect(chips(none.events).filter((e) => e.reason === 'bonus')).toEqual([]);
    expect(places(none.state).shown[1]).toEqual([]);
    const s = run(game(HANDS2, 1), [...toSequence, [0, A.pass], [1, A.pass], [0, A.pass], [1, A.raise(3)], [0, A.pass]]);
    expect(s.events).toContainEqual({ type: 'prize', prize: 'tricon', winner: 1, how: 'uncontested' });
    expect(engine.legalActions(s.state)).toEqual([{ type: 'done' }, A.show('6C'), A.show('TC'), A.show('8D')]);
    const r = run(s.state, [
      [1, A.show('TC')],
      [1, A.show('8D')],
      [1, A.done],
    ]);
    expect(chips(r.events)).toEqual([
      { type: 'chips', from: 0, to: 1, amount: 2, reason: 'bonus' },
      { type: 'chips', from: 0, to: 1, amount: 1, reason: 'bonus' },
    ]);
    expect(r.state.phase).toBe('blanche');
  });
  it('double game doubles bonuses; triple game (option) triples after two unwon deals', () => {
    const base = run(game(HANDS2, 1), toSequence).state;
    const withUnwon = (u: number, tripleGame: boolean) => {
      const d = JSON.parse(JSON.stringify(base)) as HocState;
      d.unwon[1] = u;
      d.options.tripleGame = tripleGame;
      return engine.restore(d);
    };
    const pay = (s: HocState) =>
      chips(
        run(s, [
          [0, A.declare],
          [1, A.good],
          [0, A.show('KH')],
        ]).events,
      )
        .filter((e) => e.reason === 'bonus')
        .map((e) => e.amount);
    expect(pay(withUnwon(0, false))).toEqual([2, 2]);
    expect(pay(withUnwon(1, false))).toEqual([4, 4]); // quart 2 × 2; major tierce 1 × 2 × 2
    expect(pay(withUnwon(2, false))).toEqual([4, 4]);
    expect(pay(withUnwon(2, true))).toEqual([6, 6]);
    expect(engine.view(withUnwon(2, true), 0).multipliers).toEqual([1, 3, 1]);
  });
  it('an unwon pool carries over to the next deal (double game) and the bonus table is an option', () => {
    const s = game(HANDS2, 1, { bonusTable: { tierce: 5, quart: 7, quint: 9, three: 1, four: 2, major: 3 } });
    const r = run(s, [...toSequence, [0, A.declare], [1, A.good], [0, A.show('KH')]]);
    expect(
      chips(r.events)
        .filter((e) => e.reason === 'bonus')
        .map((e) => e.amount),
    ).toEqual([7, 15]);
  });
});

describe('carte blanche (HOC-7.1 to HOC-7.3)', () => {
  const CB = ['AC 2C 3C 4C 5C 6C 7C 8C 9C TC AD 2D', 'JC QC KC JD QD KD JH QH KH JS QS KS', '3D 4D 5D 6D 7D 8D 9D TD AH 2H 3H 4H'];
  const toBlanche = (s: HocState) =>
    run(
      s,
      Array.from({ length: 9 }, (_, i) => [i % 3, A.pass] as [number, typeof A.pass]),
    ).state;
  it('every player is asked in turn; only a hand without K, Q, J may declare', () => {
    const s = toBlanche(game(CB, 2));
    expect(s.phase).toBe('blanche');
    expect(engine.legalActions(s)).toEqual([A.blanche(true), A.blanche(false)]);
    const r = run(s, [[0, A.blanche(true)]]);
    expect(engine.legalActions(r.state)).toEqual([A.blanche(false)]);
    expect(engine.validate(r.state, A.blanche(true))).toMatchObject({ ok: false, code: 'ILLEGAL_ACTION' });
  });
  it('a lone declarer is paid 10 by every other player and shows the hand', () => {
    const r = run(toBlanche(game(CB, 2)), [
      [0, A.blanche(true)],
      [1, A.blanche(false)],
      [2, A.blanche(false)],
    ]);
    expect(chips(r.events)).toEqual([
      { type: 'chips', from: 1, to: 0, amount: 10, reason: 'carte blanche' },
      { type: 'chips', from: 2, to: 0, amount: 10, reason: 'carte blanche' },
    ]);
    expect(engine.view(r.state, 1).seats[0]!.shown).toHaveLength(12);
    expect(r.state.phase).toBe('play');
  });
  it('two declarers: nobody is paid, not multiplied by the double game', () => {
    const r = run(toBlanche(game(CB, 2)), [
      [0, A.blanche(true)],
      [1, A.blanche(false)],
      [2, A.blanche(true)],
    ]);
    expect(chips(r.events)).toEqual([]);
  });
});
