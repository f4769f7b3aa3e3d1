/**
 * hoc.solve and hoc.analyze (issue 17): equal to a plain exhaustive
 * minimax over the engine on random endings of both variants (with and
 * without false "without"s, with the default and random cards-left
 * tables), lines of best play the engine accepts, invariance under the
 * relabellings of suits the rules make symmetric (HOC-8.8: only the Q♠ and
 * the J♦ single out a suit), the paranoid guarantee with 3 players
 * (HOC-D35) and coded errors for what cannot be solved. The
 * 10,000-per-variant sweep is `npm run sweep:solve` (bench/hoc-solve-sweep.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as hoc from '../src/hoc/index.js';
import { cardId, type Card } from '../src/cards/index.js';
import { lcg } from './support/hoc-minimax.js';
import { checkEnding, endingFrom, replayLine } from './support/hoc-solve-check.js';

const RUNS = 150;
const seeds = fc.integer({ min: 1, max: 2 ** 30 });
/** Cards left in the endings of the fast test (the sweep goes further). */
const FAST_CARDS = { 2: 6, 3: 8 } as const;

/** A position at the first card of the play, after random bidding. */
function firstCard(players: 2 | 3, seed: number): hoc.HocState {
  const rnd = lcg(seed + 1);
  const s = hoc.clone(hoc.setup({ players, seed }));
  while (s.phase !== 'play') {
    const ids = hoc.legalIds(s);
    hoc.applyMutable(s, ids[Math.floor(rnd() * ids.length)]!);
  }
  return hoc.restore(JSON.parse(JSON.stringify(s)));
}

/** Every seat's hand as card codes. */
const handsOf = (s: hoc.HocState): Card[][] => Array.from({ length: s.options.players }, (_, seat) => hoc.handCards(s, seat));

/** The hands' rank masks (`hands[4 * seat + suit]`, bit = rank index) of per-seat card lists. */
function masksOf(hands: readonly (readonly Card[])[]): number[] {
  const masks = new Array<number>(4 * hands.length).fill(0);
  hands.forEach((h, seat) => {
    for (const c of h) masks[4 * seat + Math.floor(cardId(c) / 13)]! |= 1 << (cardId(c) % 13);
  });
  return masks;
}

/** `s` with its hands' cards renamed by `rename`; nothing else changes, as the solver reads only the play. */
function relabel(s: hoc.HocState, rename: (c: Card) => Card): hoc.HocState {
  return { ...s, hands: masksOf(handsOf(s).map((h) => h.map(rename))) };
}

const swapSuits = (a: string, b: string) => (c: Card) => (c[1] === a ? c[0] + b : c[1] === b ? c[0] + a : c) as Card;
const card = (a: hoc.PlayAction) => (a.type === 'lay' ? a.card : 'without');

describe('hoc.solve and hoc.analyze agree with a plain minimax', () => {
  for (const players of [2, 3] as const) {
    it(`${players} players: ${RUNS} random endings of ≤ ${FAST_CARDS[players]} cards`, () => {
      fc.assert(
        fc.property(seeds, (seed) => {
          expect(checkEnding(endingFrom(players, seed, FAST_CARDS[players]))).toEqual([]);
        }),
        { seed: 1717 + players, numRuns: RUNS },
      );
    });
  }
});

describe('hoc.solve is invariant under the relabellings of suits the rules allow', () => {
  for (const players of [2, 3] as const) {
    it(`${players} players: swapping clubs and hearts (no principal hoc but Kings among them) changes nothing but the names`, () => {
      fc.assert(
        fc.property(seeds, (seed) => {
          const s = endingFrom(players, seed, 14);
          const rename = swapSuits('C', 'H');
          const a = hoc.analyze(s);
          const b = hoc.analyze(relabel(s, rename));
          // The line (and so who goes out, and with 3 players how the others share) may follow other cards: the value may not change.
          expect([b.seat, b.score]).toEqual([a.seat, a.score]);
          if (players === 2) expect(b.chips).toEqual(a.chips);
          const named = (xs: hoc.PlayAction[]) => new Set(xs.map(card));
          expect(named(b.best)).toEqual(new Set(a.best.map((x) => (x.type === 'lay' ? rename(x.card) : 'without'))));
          const byCard = new Map(b.actions.map((x) => [card(x.action), x.score]));
          for (const x of a.actions) expect(byCard.get(x.action.type === 'lay' ? rename(x.action.card) : 'without')).toBe(x.score);
        }),
        { seed: 77 + players, numRuns: 30 },
      );
    });
  }

  it('swapping two ordinary cards of one rank between suits changes nothing either', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 8 }), (seed, rank) => {
        const s = endingFrom(2, seed, 14);
        const r = 'A23456789'[rank]!;
        // Two ordinary cards of rank r, e.g. 7C and 7S, trade places wherever they are.
        const rename = (c: Card) => (c === `${r}C` ? `${r}S` : c === `${r}S` ? `${r}C` : c) as Card;
        expect(hoc.solve(relabel(s, rename)).score).toBe(hoc.solve(s).score);
      }),
      { seed: 5, numRuns: 30 },
    );
  });

  it('the Q♠ and the J♦ break the symmetry: renaming spades or diamonds can change the value', () => {
    // Not every ending: one is enough to show that the solver knows which Queen and Jack are principal hocs (HOC-8.8).
    let changed = 0;
    for (let seed = 1; seed <= 60 && changed === 0; seed++) {
      const s = endingFrom(2, seed, 12);
      const held = handsOf(s).flat();
      if (!held.includes('QS') && !held.includes('JD')) continue;
      const v = hoc.solve(s).score;
      if (hoc.solve(relabel(s, swapSuits('S', 'H'))).score !== v || hoc.solve(relabel(s, swapSuits('D', 'C'))).score !== v) changed++;
    }
    expect(changed).toBe(1);
  });
});

describe('what hoc.solve answers', () => {
  it('2 players, from the first card of the play: best actions keep the value to the end of the deal, and the line is legal', () => {
    let s = firstCard(2, 11);
    const first = hoc.solve(s);
    const replay = replayLine(s, first.line);
    expect(replay).toEqual({ chips: first.chips, out: first.out, cardsLeft: first.cardsLeft });
    for (let k = 0; k < 8; k++) {
      const before = hoc.solve(s);
      expect(before.seat).toBe(hoc.toAct(s));
      const next = hoc.apply(s, before.best[0]!);
      if (next.deal !== s.deal) break;
      const after = hoc.solve(next);
      // Chips counted from each position: the best action's own payment (a hoc, a lie) moves between the two.
      const paid = next.balances[before.seat]! - s.balances[before.seat]!;
      expect(paid + (after.seat === before.seat ? after.score : -after.score)).toBe(before.score);
      s = next;
    }
  });

  it('HOC-D35: with 3 players the value is a guarantee: the seat playing its best actions gets at least it against any play of the others', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const start = endingFrom(3, seed, 14);
      const me = hoc.toAct(start)!;
      const promised = hoc.solve(start).score;
      const rnd = lcg(seed);
      let s = start;
      while (s.deal === start.deal && s.phase === 'play') {
        const ids = hoc.legalIds(s);
        s = hoc.apply(s, hoc.toAct(s) === me ? hoc.solve(s).best[0]! : hoc.decodeAction(ids[Math.floor(rnd() * ids.length)]!));
      }
      const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
      const got = s.balances[me]! - start.balances[me]! + (sum(s.pools) - sum(start.pools)) / 3;
      expect(got).toBeGreaterThanOrEqual(promised);
    }
  });

  it('counts a false "without" still hidden: it is paid before the deal ends whatever is played (HOC-D29)', () => {
    for (let seed = 1; ; seed += 4) {
      const s = endingFrom(2, seed, 10);
      if (s.lies.length === 0) continue;
      const liar = s.lies[0]!.seat;
      const honest = { ...s, lies: [] };
      const diff = hoc.solve(s).chips[liar]! - hoc.solve(honest).chips[liar]!;
      // Two players: the liar pays 5 per own lie and is paid 5 per lie of the other.
      const own = s.lies.filter((l) => l.seat === liar).length;
      expect(diff).toBe(hoc.FALSE_WITHOUT_PENALTY * (s.lies.length - 2 * own));
      break;
    }
  });

  it('throws WRONG_PHASE outside the play and BAD_STATE for damaged states', () => {
    const bid = hoc.setup({ players: 2, seed: 2 });
    expect(() => hoc.solve(bid)).toThrow(expect.objectContaining({ code: 'WRONG_PHASE' }));
    expect(() => hoc.analyze(bid)).toThrow(expect.objectContaining({ code: 'WRONG_PHASE' }));
    const s = endingFrom(2, 4, 12);
    expect(s.options.falseWithout).toBe(false);
    const bad = (x: unknown) => {
      expect(() => hoc.solve(x as hoc.HocState)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
      expect(() => hoc.analyze(x as hoc.HocState)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    };
    bad(null);
    bad('hoc');
    const [h0, h1] = handsOf(s) as [Card[], Card[]];
    bad({ ...s, hands: masksOf([h0, h0]) }); // a card twice
    bad({ ...s, hands: masksOf([[], h1]) }); // the deal would be over
    bad({ ...s, hands: [...masksOf([h0, h1]).slice(0, 7), 8192] }); // a mask out of range
    bad({ ...s, hands: masksOf([h0, h1]).slice(0, 7) }); // too few masks
    bad({ ...s, hands: [['constructor'], h1] });
    bad({ ...s, turn: 2 });
    bad({ ...s, top: 12, last: 0 });
    bad({ ...s, top: 3, last: -1 });
    bad({ ...s, options: { ...s.options, cardsLeftTable: [0, 1] } });
    bad({ ...s, options: { ...s.options, players: 4 } });
    bad({ ...s, lies: [{ seat: 0, rank: 3 }] }); // lies need the falseWithout variant
  });

  it('leaves the state as it was', () => {
    const s = hoc.clone(endingFrom(3, 5, 12));
    const copy = JSON.stringify(s);
    hoc.analyze(s);
    hoc.solve(s);
    expect(JSON.stringify(s)).toBe(copy);
  });
});
