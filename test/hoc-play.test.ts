/** Rules of the play (HOC-8.1 to HOC-8.13), the end of a deal (HOC-9.1 to HOC-9.4) and of the game (HOC-10.1 to HOC-10.3). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CARDS_LEFT_TABLE, engine, type HocState } from '../src/hoc/index.js';
import { A, arrange, chips, game, places, run, toPlay } from './fixtures/hoc-helpers.js';

const HANDS = [
  '6C 7C 9C TC QC KC 2D 3D 4D 6D 7D 9D', // Anna, seat 0, first in hand
  '4C TD QD KD AH 2H 4H 6H 7H AS 2S QS', // Ben, seat 1
  '2C 8H 9H TH QH KH 4S 6S 7S 9S TS KS', // Carla, seat 2, dealer
];
const play = (options = {}) => toPlay(game(HANDS, 2, options)).state;
const types = (s: HocState) => engine.legalActions(s).map((a) => (a.type === 'lay' ? a.card : a.type));

describe('starting and continuing a run (HOC-8.1 to HOC-8.11)', () => {
  it('the player who starts a run may lay any card', () => {
    const s = play();
    expect(types(s)).toHaveLength(12);
    expect(engine.validate(s, A.without)).toMatchObject({ ok: false, code: 'ILLEGAL_ACTION' });
  });
  it('continuing with the next rank is obligatory (any suit); a principal hoc may not replace it', () => {
    const r = run(play(), [[0, A.lay('6C')]]);
    expect(types(r.state)).toEqual(['7C', '7D']);
    expect(engine.validate(r.state, A.lay('KC'))).toMatchObject({ ok: false, code: 'ILLEGAL_ACTION' });
    expect(engine.validate(r.state, A.without)).toMatchObject({ ok: false, code: 'ILLEGAL_ACTION' });
    expect(engine.validate(r.state, A.lay('9C'))).toMatchObject({ ok: false, code: 'ILLEGAL_ACTION' });
    expect(engine.validate(r.state, A.lay('8H'))).toMatchObject({ ok: false, code: 'CARD_NOT_IN_HAND' });
    expect(engine.validate(r.state, A.lay('7C'), 1)).toMatchObject({ ok: false, code: 'NOT_YOUR_TURN' });
  });
  it('a principal hoc is never obligatory: holding a King you may say "Queen without King"', () => {
    const s = arrange(play(), ['KC 2D', 'KD QS 2H', 'KH 4S'], { turn: 1, top: 11, last: 0 });
    expect(types(s)).toEqual(['KD', 'QS', 'without']);
    const r = run(s, [
      [1, A.without],
      [2, A.without],
    ]);
    // Back to Anna, who laid the Queen: stuck run, accidental hoc.
    expect(r.events.filter((e) => e.type === 'hoc')).toEqual([{ type: 'hoc', seat: 0, kind: 'accidental', card: engine.view(s, 0).runs[0]!.cards.at(-1) }]);
  });
  it('J♦ and Q♠ are principal hocs, other Jacks and Queens are not', () => {
    const s = arrange(play(), ['2D', 'QD QS 2H', '4S'], { turn: 1, top: 10, last: 0 });
    expect(types(s)).toEqual(['QD', 'QS']); // Q♦ is obligatory, Q♠ a principal hoc
  });
  it('a principal hoc laid in place of a missing card: hoc, 1 chip from each, and the same player starts a new run', () => {
    const s = arrange(play(), ['2D 3D', 'KD 2H 4H', '4S 6S'], { turn: 1, top: 3, last: 0 });
    const r = run(s, [[1, A.lay('KD')]]);
    expect(r.events.filter((e) => e.type === 'hoc')).toEqual([{ type: 'hoc', seat: 1, kind: 'principal', card: 'KD' }]);
    expect(chips(r.events)).toEqual([
      { type: 'chips', from: 2, to: 1, amount: 1, reason: 'hoc' },
      { type: 'chips', from: 0, to: 1, amount: 1, reason: 'hoc' },
    ]);
    expect(r.state.turn).toBe(1);
    expect(r.state.top).toBe(-1);
  });
  it('a principal hoc may start a run: hoc at once, and the player starts again', () => {
    const s = arrange(play(), ['2D 3D', 'KD 2H 4H', '4S 6S'], { turn: 1, top: -1, last: -1 });
    const r = run(s, [[1, A.lay('KD')]]);
    expect(r.events.some((e) => e.type === 'hoc')).toBe(true);
    expect(engine.toAct(r.state)).toBe(1);
    expect(types(r.state)).toEqual(['2H', '4H']);
  });
  it('a King always ends the run', () => {
    const s = arrange(play(), ['2D 3D', 'KD 2H 4H', '4S 6S'], { turn: 1, top: 11, last: 0 });
    const r = run(s, [[1, A.lay('KD')]]);
    expect(r.state.top).toBe(-1);
    expect(engine.view(r.state, 0).needed).toBeNull();
  });
});

describe('principal hocs: who can lay must lay (HOC-8.9, HOC-D28)', () => {
  it('a principal hoc may not take the place of an ordinary card of the needed rank the player holds; in its own place it may', () => {
    // Anna laid a Jack; Ben holds Q♦ (ordinary), Q♠ (a principal hoc of the needed rank) and K♦.
    const s = arrange(play(), ['2D 3D', 'QD KD QS 2H', '4S 6S'], { turn: 1, top: 10, last: 0 });
    expect(types(s)).toEqual(['QD', 'QS']);
    expect(engine.legalIds(s)).toEqual(engine.legalActions(s).map((a) => engine.encodeAction(a)));
    const v = engine.validate(s, A.lay('KD'));
    expect(v).toMatchObject({ ok: false, code: 'ILLEGAL_ACTION' });
    expect(v.ok ? '' : v.message).toMatch(/ordinary Q/);
    const c = engine.clone(s);
    expect(() => engine.applyMutable(c, A.lay('KD'))).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(c).toEqual(s);
    // Q♠ in its own place: a principal hoc, and no word about any rank.
    const r = run(s, [[1, A.lay('QS')]]);
    expect(r.events).toContainEqual({ type: 'hoc', seat: 1, kind: 'principal', card: 'QS' });
    expect(engine.view(r.state, 0).seats[1]!.without).toEqual([]);
  });
  it('laid in place of a missing card, a principal hoc tells the table the player is without that rank', () => {
    const s = arrange(play(), ['2D 3D', 'KD 2H 4H', '4S 6S'], { turn: 1, top: 3, last: 0 });
    expect(types(s)).toEqual(['KD', 'without']);
    const r = run(s, [[1, A.lay('KD')]]);
    expect(r.events.filter((e) => e.type === 'hoc')).toEqual([{ type: 'hoc', seat: 1, kind: 'principal', card: 'KD' }]);
    for (const seat of [0, 1, 2]) expect(engine.view(r.state, seat).seats[1]!.without).toEqual(['5']);
    expect(r.state.lies).toEqual([]);
  });
  it('falseWithout on: laying a principal hoc over a held ordinary card is a false "without", found out when that card is laid', () => {
    const s = arrange(play({ falseWithout: true }), ['2D 3D', 'QD KD 2H', '4S 6S'], { turn: 1, top: 10, last: 0 });
    expect(types(s)).toEqual(['QD', 'KD', 'without']);
    const r = run(s, [[1, A.lay('KD')]]);
    expect(r.state.lies).toEqual([{ seat: 1, rank: 11 }]);
    expect(engine.view(r.state, 1).lies).toEqual(['Q']);
    expect(engine.view(r.state, 0).lies).toEqual([]);
    expect(engine.view(r.state, 0).seats[1]!.without).toEqual(['Q']);
    expect(r.events.some((e) => e.type === 'falseWithout')).toBe(false);
    expect(chips(r.events).filter((e) => e.reason === 'hoc')).toHaveLength(2);
    // Ben starts the new run with his Q♦: the lie is found out, 5 chips to each other player.
    const f = run(r.state, [[1, A.lay('QD')]]);
    expect(f.events).toContainEqual({ type: 'falseWithout', seat: 1, rank: 'Q' });
    expect(chips(f.events).filter((e) => e.reason === 'penalty')).toEqual([
      { type: 'chips', from: 1, to: 2, amount: 5, reason: 'penalty' },
      { type: 'chips', from: 1, to: 0, amount: 5, reason: 'penalty' },
    ]);
    expect(f.state.lies).toEqual([]);
  });
  it("falseWithout on: a principal hoc's lie still hidden when the deal ends is found out then", () => {
    const s = arrange(play({ falseWithout: true }), ['2D 3D', 'QD KD AH', '2C'], { turn: 1, top: 10, last: 0 });
    // Ben lays K♦ over his Q♦, starts a run with A♥, is truly without a 2; Carla goes out with 2♣.
    const r = run(s, [
      [1, A.lay('KD')],
      [1, A.lay('AH')],
      [1, A.without],
      [2, A.lay('2C')],
    ]);
    expect(r.events).toContainEqual({ type: 'falseWithout', seat: 1, rank: 'Q' });
    expect(chips(r.events).filter((e) => e.reason === 'penalty')).toEqual([
      { type: 'chips', from: 1, to: 2, amount: 5, reason: 'penalty' },
      { type: 'chips', from: 1, to: 0, amount: 5, reason: 'penalty' },
    ]);
  });
});

describe('going out and the next deal (HOC-8.13, HOC-9.1 to HOC-9.4, HOC-6.9)', () => {
  it('a principal hoc as the last card still earns its chips, then the deal ends', () => {
    const s = arrange(play(), ['2D 3D', 'QS', '4S 6S 7S'], { turn: 1, top: 3, last: 0 });
    const r = run(s, [[1, A.lay('QS')]]);
    const c = chips(r.events);
    expect(c.filter((e) => e.reason === 'hoc')).toHaveLength(2);
    expect(c.filter((e) => e.reason === 'cards left')).toEqual([
      { type: 'chips', from: 0, to: 1, amount: 4, reason: 'cards left' },
      { type: 'chips', from: 2, to: 1, amount: 3, reason: 'cards left' },
    ]);
  });
  it('a last card that ends a run earns no accidental hoc', () => {
    const s = arrange(play(), ['2D 3D', '4H', '4S 6S 7S'], { turn: 1, top: 2, last: 0 });
    const r = run(s, [[1, A.lay('4H')]]);
    expect(r.events.some((e) => e.type === 'hoc')).toBe(false);
    expect(r.events).toContainEqual({ type: 'dealEnd', deal: 0, seat: 1, cardsLeft: [2, 0, 3] });
  });
  it('the deal passes to the right; unwon pools carry over and double the bonuses', () => {
    const s = arrange(play(), ['2D 3D', '4H', '4S 6S 7S'], { turn: 1, top: 2, last: 0 });
    const r = run(s, [[1, A.lay('4H')]]);
    expect(r.state.deal).toBe(1);
    expect(r.state.dealer).toBe(0);
    expect(r.state.first).toBe(1);
    expect(engine.toAct(r.state)).toBe(1);
    expect(r.state.pools).toEqual([6, 6, 6]); // nobody won any prize in deal 1
    expect(engine.view(r.state, 0).multipliers).toEqual([2, 2, 2]);
    expect(r.events).toContainEqual({ type: 'deal', deal: 1, dealer: 0, first: 1, multipliers: [2, 2, 2] });
    expect(places(r.state).hands.map((h) => h.length)).toEqual([12, 12, 12]);
  });
  it('a prize won resets its multiplier; unwon ones double', () => {
    let s = game(HANDS, 2);
    s = run(s, [
      [0, A.declare],
      [1, A.good],
      [2, A.good],
    ]).state; // Anna wins the point
    s = toPlay(s).state;
    s = arrange(s, ['2D 3D', '4H', '4S 6S 7S'], { turn: 1, top: 2, last: 0 });
    const r = run(s, [[1, A.lay('4H')]]);
    expect(r.state.unwon).toEqual([0, 1, 1]);
    expect(r.state.pools).toEqual([3, 6, 6]);
    expect(engine.view(r.state, 2).multipliers).toEqual([1, 2, 2]);
  });
  it('the cards-left table is an option (default HOC-9.2: 5 4 3 4 … 9 20 22 …)', () => {
    expect(DEFAULT_CARDS_LEFT_TABLE.slice(1, 11)).toEqual([5, 4, 3, 4, 5, 6, 7, 8, 9, 20]);
    const table = Array.from({ length: 16 }, (_, i) => i * 100);
    const s = arrange(play({ cardsLeftTable: table }), ['2D 3D', '4H', '4S 6S 7S'], { turn: 1, top: 2, last: 0 });
    const r = run(s, [[1, A.lay('4H')]]);
    expect(
      chips(r.events)
        .filter((e) => e.reason === 'cards left')
        .map((e) => e.amount),
    ).toEqual([200, 300]);
  });
});

describe('false "without" (variant falseWithout, HOC-11.2, HOC-D29)', () => {
  it('off (default): saying "without" while holding the card is refused', () => {
    const r = run(play(), [[0, A.lay('6C')]]);
    expect(engine.validate(r.state, A.without).ok).toBe(false);
  });
  it('on: the lie is allowed, found out when the card is laid later: 5 chips to each other player', () => {
    const r = run(play({ falseWithout: true }), [
      [0, A.lay('6C')],
      [0, A.without],
    ]);
    expect(r.state.lies).toEqual([{ seat: 0, rank: 6 }]);
    expect(engine.view(r.state, 0).lies).toEqual(['7']);
    expect(engine.view(r.state, 1).lies).toEqual([]);
    expect(r.events.some((e) => e.type === 'falseWithout')).toBe(false);
    // Later Anna starts a run with her 7♦: found out.
    const later = arrange(r.state, ['7D 9D', '4H 6H', '4S 6S 7S'], { turn: 0, top: -1, last: -1 });
    const f = run(later, [[0, A.lay('7D')]]);
    expect(f.events).toContainEqual({ type: 'falseWithout', seat: 0, rank: '7' });
    expect(chips(f.events).filter((x) => x.reason === 'penalty')).toEqual([
      { type: 'chips', from: 0, to: 1, amount: 5, reason: 'penalty' },
      { type: 'chips', from: 0, to: 2, amount: 5, reason: 'penalty' },
    ]);
    expect(f.state.lies).toEqual([]);
  });
  it('on: a lie still hidden at the end of the deal is found out then', () => {
    const s = arrange(play({ falseWithout: true }), ['7D 9D', '4H', '4S 6S 7S'], { turn: 1, top: 2, last: 0, lies: [{ seat: 0, rank: 6 }] });
    const r = run(s, [[1, A.lay('4H')]]);
    expect(r.events).toContainEqual({ type: 'falseWithout', seat: 0, rank: '7' });
    expect(
      chips(r.events)
        .filter((x) => x.reason === 'penalty')
        .map((x) => x.amount),
    ).toEqual([5, 5]);
  });
});

describe('the game (HOC-10.1 to HOC-10.3)', () => {
  it('ends after the agreed number of deals; the most chips wins, ties share; pools belong to nobody', () => {
    let s = engine.setup({ players: 2, seed: 3, deals: 2 });
    while (!engine.isOver(s)) s = engine.apply(s, engine.legalActions(s)[0]!);
    const o = engine.outcome(s)!;
    const top = Math.max(...s.balances);
    expect(o.winners).toEqual(s.balances.flatMap((b, i) => (b === top ? [i] : [])));
    expect(o.unclaimed).toBe(s.pools[0]! + s.pools[1]! + s.pools[2]!);
    expect(o.balances.reduce((a, b) => a + b, 0) + o.unclaimed).toBe(200);
    const tied = JSON.parse(JSON.stringify(s)) as HocState;
    tied.balances = [100 - o.unclaimed / 2, 100 - o.unclaimed / 2];
    if (o.unclaimed % 2 === 0) expect(engine.outcome(engine.restore(tied))!.winners).toEqual([0, 1]);
    expect(engine.toAct(s)).toBeNull();
    expect(engine.validate(s, { type: 'pass' })).toMatchObject({ ok: false, code: 'GAME_OVER' });
  });
  it('the number of deals must be a multiple of the player count', () => {
    expect(() => engine.setup({ players: 3, deals: 4 })).toThrow(/multiple/);
    expect(() => engine.setup({ players: 2, deals: 4 })).not.toThrow();
  });
});
