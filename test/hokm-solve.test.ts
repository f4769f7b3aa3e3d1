/**
 * hokm.solve and hokm.analyze (issue 17): equal to a plain exhaustive
 * minimax over the engine on random endings of each variant (HOKM-D18,
 * HOKM-D19), invariant under renaming the non-trump suits, and coded errors
 * for what cannot be solved. The 10,000-per-variant sweep is
 * `npm run sweep:solve` (bench/solve-sweep.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as hokm from '../src/hokm/index.js';
import { Board, moveBase } from '../src/hokm/solve-board.js';
import { sureTrumps, trumpGuard } from '../src/hokm/solve-search.js';
import { randomEnding, relabel, relabelCard } from './support/hokm-minimax.js';
import { ENDING_TRICKS, checkEnding, endingFrom } from './support/hokm-solve-check.js';

const RUNS = 150;
const seeds = fc.integer({ min: 1, max: 2 ** 30 });

describe('hokm.solve and hokm.analyze agree with a plain minimax', () => {
  for (const players of [4, 3, 2] as const) {
    it(`${players} players: ${RUNS} random endings of ≤ ${ENDING_TRICKS[players]} tricks`, () => {
      fc.assert(
        fc.property(seeds, (seed) => {
          const errors = checkEnding(endingFrom(players, seed, ENDING_TRICKS[players]));
          expect(errors).toEqual([]);
        }),
        { seed: 1701 + players, numRuns: RUNS },
      );
    });
  }
});

describe('hokm.solve: positions the long sweep found', () => {
  it('a partner void in the suit led with only trumps left must ruff, and the lead moves (4 players, seed 6349)', () => {
    // Seat 0 leads JS 9S, the top spades; partner 2 holds only hearts (trumps), so it ruffs and must lead into JH.
    const s = randomEnding(4, 6349, 3)!;
    expect(hokm.view(s, 2).hand).toEqual(['9H', '8H', '3H']);
    expect(checkEnding(s)).toEqual([]);
    expect(hokm.solve(s)).toMatchObject({ side: 1, tricks: [5, 7] });
  });
});

describe('hokm.solve: a run of equivalent cards that another position splits', () => {
  it('values every play of a first trick as the position one card later does (4 players, a PIMC world)', () => {
    // A table entry stood for positions differing below its relevant cards, where another hand's card may split a run
    // of equivalent cards the search had tried as one move; before the fix three of these four plays were worth 6–7.
    const s = hokm.restore(JSON.parse(readFileSync(new URL('./fixtures/hokm-split-run.json', import.meta.url), 'utf8')) as unknown);
    const a = hokm.analyze(s);
    expect(a.actions.map((x) => x.action.card)).toEqual(['2C', '3C', '4C', '8C']);
    for (const x of a.actions) {
      expect(x.tricks, x.action.card).toEqual([7, 6]);
      expect(hokm.solve(hokm.apply(s, x.action)).tricks, `after ${x.action.card}`).toEqual([7, 6]);
    }
    // One card further, where the table's wrong answer was first made: 12 tricks to play.
    const later = hokm.apply(hokm.apply(s, { type: 'play', card: '2C' }), { type: 'play', card: '4H' });
    expect(hokm.solve(later).tricks).toEqual([7, 6]);
  });
});

describe('hokm.solve, 3 players: a low card is worth keeping to duck with', () => {
  it('giving a trick away makes a tie that the third player wins (seed 657; a table by relevant ranks only got it wrong)', () => {
    // Seats 0 and 2 lead the trick counts; seat 1 may let seat 0 take a trick so that they tie and seat 1 wins (HOKM-8.8).
    for (const seed of [657, 6459, 9786, 11204, 11384]) expect(checkEnding(endingFrom(3, seed, ENDING_TRICKS[3]))).toEqual([]);
  });
});

/** A board of `per` cards a hand, rich in trumps: k of them (from one a hand to all), the rest from the other suits, shuffled by `seed`. */
function trumpRichBoard(n: number, trump: number, leader: number, seed: number, per: number): Board {
  let x = seed;
  const next = (k: number) => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8) % k;
  const shuffle = (cards: number[]) => {
    for (let i = cards.length - 1; i > 0; i--) {
      const j = next(i + 1);
      [cards[i], cards[j]] = [cards[j]!, cards[i]!];
    }
    return cards;
  };
  const trumps = shuffle(Array.from({ length: 13 }, (_, r) => trump * 16 + r));
  const others = shuffle(Array.from({ length: 39 }, (_, i) => ((trump + 1 + Math.floor(i / 13)) % 4) * 16 + (i % 13)));
  const k = n + next(n * per - n + 1);
  const deck = shuffle([...trumps.slice(0, k), ...others.slice(0, n * per - k)]);
  const b = new Board(n, trump, leader);
  for (let c = 0; c < n * per; c++) {
    const card = deck[c]!;
    b.hand[(c % n) * 4 + (card >> 4)]! |= 1 << (card & 15);
    b.live[card >> 4]! |= 1 << (card & 15);
  }
  b.countLengths();
  return b;
}

describe('the sure trump tricks the solver counts (sureTrumps, trumpGuard)', () => {
  /** The most tricks `side` can make sure of from here to the last one (an exhaustive search over the board). */
  function sureOf(b: Board, side: number): number {
    if (b.pos === 0 && b.cardsLeft(b.toAct()) === 0) return 0;
    const max = b.side[b.toAct()] === side;
    const count = b.moves(true);
    const moves: number[] = [];
    for (let i = 0; i < count; i++) moves.push(b.moveSuit[moveBase(b.ply) + i]! * 16 + b.moveBit[moveBase(b.ply) + i]!);
    let best = max ? -1 : 99;
    for (const m of moves) {
      const before = b.sideWon[side]!;
      b.play(m >> 4, m & 15);
      const v = b.sideWon[side]! - before + sureOf(b, side);
      b.undo();
      best = max ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  /** Whether `side` takes `need` more tricks before the other side takes `other` (an exhaustive search over the board). */
  function wins(b: Board, side: number, need: number, other: number): boolean {
    if (need <= 0) return true;
    if (other <= 0) return false;
    const mine = b.side[b.toAct()] === side;
    const count = b.moves(true);
    const moves: number[] = [];
    for (let i = 0; i < count; i++) moves.push(b.moveSuit[moveBase(b.ply) + i]! * 16 + b.moveBit[moveBase(b.ply) + i]!);
    for (const m of moves) {
      const before = b.sideWon[side]!;
      const done = b.done;
      b.play(m >> 4, m & 15);
      const took = b.done > done ? (b.sideWon[side]! > before ? 1 : 0) : -1;
      const r = took < 0 ? wins(b, side, need, other) : took === 1 ? wins(b, side, need - 1, other) : wins(b, side, need, other - 1);
      b.undo();
      if (r === mine) return r;
    }
    return !mine;
  }

  it('a side with the top trumps and a hand as long takes that many tricks by the last one, whoever leads', () => {
    let claims = 0;
    fc.assert(
      fc.property(fc.constantFrom(2, 4), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 2 ** 30 }), (n, trump, leader, seed) => {
        const b = trumpRichBoard(n, trump, leader % n, seed, n === 4 ? 3 : 5);
        for (const side of [0, 1]) {
          let count = 0;
          while (sureTrumps(b, side, count + 1) !== 0) count++;
          if (count === 0) continue;
          claims++;
          expect(sureOf(b, side)).toBeGreaterThanOrEqual(count);
        }
      }),
      { seed: 1717, numRuns: 300 },
    );
    // The check is worth something only if the count often claims a trick.
    expect(claims).toBeGreaterThan(150);
  });

  it('a hand with the trumps its side needs and too few other cards for the other side wins the race (trumpGuard)', () => {
    let claims = 0;
    fc.assert(
      fc.property(fc.constantFrom(2, 4), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 2 ** 30 }), (n, trump, leader, seed) => {
        const b = trumpRichBoard(n, trump, leader % n, seed, n === 4 ? 3 : 5);
        const left = b.cardsLeft(0);
        for (const side of [0, 1]) {
          for (let need = 1; need <= left; need++) {
            for (let other = 1; need + other - 1 <= left; other++) {
              if (trumpGuard(b, side, need, other) === 0) continue;
              claims++;
              expect(wins(b, side, need, other), `side ${side} needs ${need}, the other ${other}`).toBe(true);
            }
          }
        }
      }),
      { seed: 1718, numRuns: 200 },
    );
    expect(claims).toBeGreaterThan(200);
  });
});

describe('hokm.solve is invariant under renaming the non-trump suits', () => {
  for (const players of [4, 3, 2] as const) {
    it(`${players} players`, () => {
      fc.assert(
        fc.property(seeds, fc.integer({ min: 0, max: 5 }), (seed, pick) => {
          const s = endingFrom(players, seed, players === 3 ? 4 : 6);
          const others = 'CDHS'.replace(s.trump!, '');
          // A permutation of the three non-trump suits, written as their new letters.
          const order = ['012', '021', '102', '120', '201', '210'][pick]!.replace(/\d/g, (d) => others[Number(d)]!);
          const a = hokm.analyze(s);
          const b = hokm.analyze(relabel(s, order));
          const strip = (r: hokm.Analysis) => ({ ...r, best: [], actions: [] });
          expect(strip(b)).toEqual(strip(a));
          const rename = (c: string) => relabelCard(s.trump!, order, c);
          expect(new Set(b.best.map((x) => x.card))).toEqual(new Set(a.best.map((x) => rename(x.card))));
          const byCard = new Map(b.actions.map((x) => [x.action.card as string, x.score]));
          for (const x of a.actions) expect(byCard.get(rename(x.action.card))).toBe(x.score);
        }),
        { seed: 99 + players, numRuns: 40, examples: [[1, 0]] },
      );
    });
  }
});

describe('what hokm.solve answers', () => {
  it('values a 4-player hand with 8 tricks to play, and the hint keeps the value', () => {
    let s = endingFrom(4, 11, 8);
    const r = hokm.solve(s);
    expect(r.seat).toBe(hokm.toAct(s));
    expect(r.best.length).toBeGreaterThan(0);
    expect(Math.max(...r.tricks)).toBe(7);
    // Playing best plays for both sides keeps the value, seen from the side to act.
    for (let k = 0; k < 12; k++) {
      const before = hokm.solve(s);
      const same = (hokm.toAct(s)! & 1) === (hokm.toAct(hokm.apply(s, before.best[0]!))! & 1);
      s = hokm.apply(s, before.best[0]!);
      const after = hokm.solve(s);
      expect(after.score).toBe(same ? before.score : -before.score);
      expect(after.tricks).toEqual(before.tricks);
    }
  }, 120_000);

  it('a kot on the table: 13 top cards and all trumps in one hand', () => {
    // Seat 0 (hakem) holds every spade: it takes each of the first 7 tricks whatever happens.
    // Rank masks per seat and suit (seat * 4 + suit); the other 39 cards dealt round to seats 1, 2, 3.
    const hands = new Array<number>(16).fill(0);
    const cards = [...Array(52).keys()];
    const rest = cards.filter((id) => id < 39);
    hands[3] = 2 ** 13 - 1;
    for (let i = 0; i < 39; i++) hands[(1 + (i % 3)) * 4 + Math.floor(rest[i]! / 13)]! += 2 ** (rest[i]! % 13);
    const base = hokm.apply(hokm.setup({ seed: 1, hakem: 0 }), { type: 'trump', suit: 'S' });
    const s = hokm.restore({ ...JSON.parse(JSON.stringify(base)), hands });
    const r = hokm.solve(s);
    expect(r).toMatchObject({ side: 0, kind: 'kot', points: 2, score: 2, tricks: [7, 0] });
    expect(r.best).toHaveLength(13);
  });

  it('throws WRONG_PHASE before the play and BAD_STATE for damaged states', () => {
    const trump = hokm.setup({ seed: 2 });
    expect(() => hokm.solve(trump)).toThrow(expect.objectContaining({ code: 'WRONG_PHASE' }));
    expect(() => hokm.analyze(trump)).toThrow(expect.objectContaining({ code: 'WRONG_PHASE' }));
    const s = hokm.apply(trump, { type: 'trump', suit: 'C' });
    const bad = (x: unknown) => expect(() => hokm.solve(x as hokm.HokmState)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    bad(null);
    bad('hokm');
    bad({ ...s, hands: [...s.hands.slice(0, 4), ...s.hands.slice(0, 4), ...s.hands.slice(8)] }); // a card twice
    bad({ ...s, hands: [0, 0, 0, 0, ...s.hands.slice(4)] }); // wrong sizes
    bad({ ...s, hands: [2 ** 13, ...s.hands.slice(1)] });
    bad({ ...s, hands: [NaN, ...s.hands.slice(1)] });
    bad({ ...s, trump: 'X' });
    bad({ ...s, played: [...s.played, 99] });
    bad({ ...s, winners: [9] });
    bad({ ...s, winners: '9' });
    bad({ ...s, hands: 'no' });
    // A hand already decided (the last trick's winner, who leads now, kept): 7 tricks to one side, a 3-player kot.
    for (const players of [4, 3] as const) {
      const e = endingFrom(players, 3, players === 4 ? 6 : 10);
      const last = e.winners.at(-1)!;
      const seven = players === 4 ? (last & 1 ? [1, 3, 1, 3, 1, 3, 1] : [0, 2, 0, 2, 0, 2, 0]) : new Array<number>(7).fill(last);
      const winners = [...seven, ...new Array<number>(Math.max(0, e.winners.length - 7)).fill(last)];
      expect(winners.at(-1)).toBe(last);
      expect(() => hokm.solve({ ...e, winners })).toThrow(/decided/);
    }
  });

  it('leaves the state as it was', () => {
    const s = endingFrom(4, 5, 5);
    const copy = JSON.stringify(s);
    hokm.analyze(s);
    hokm.solve(s);
    expect(JSON.stringify(s)).toBe(copy);
  });
});
