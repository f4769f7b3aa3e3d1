/**
 * Hoc's `copyInto` (the engine contract's, as Hokm's): a state copied into
 * a reused scratch state equals its `clone`, plays on exactly as the pure
 * path does across deals (the lists and the options emptied and refilled
 * in place, never replaced), never changes its source, stays plain JSON
 * that `restore` accepts, and bad input gets `BAD_STATE` in bounded time.
 */
import { describe, expect, it } from 'vitest';
import * as hoc from '../src/hoc/index.js';
import { Rng, seedRng } from '../src/rng/index.js';

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
};

describe.each([2, 3] as const)('hoc %i players: copyInto', (players) => {
  it('gives clone(source) in a reused state, which then plays as the pure path does, across deals', () => {
    for (const falseWithout of [false, true]) {
      const rng = new Rng(seedRng(`copy-into-${players}-${falseWithout}`));
      // A table of its own, so the options are copied key by key, not only the shared defaults.
      const options = { players, seed: `copy-into-${players}`, deals: 2 * players, falseWithout, cardsLeftTable: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] };
      let pure = hoc.setup(options);
      const scratch = hoc.clone(pure);
      const other = hoc.clone(pure);
      const parts = {
        options: scratch.options,
        rng: scratch.rng,
        hands: scratch.hands,
        laid: scratch.laid,
        runs: scratch.runs,
        laidBy: scratch.laidBy,
        bets: scratch.bets,
        announced: scratch.announced,
      };
      let steps = 0;
      while (!hoc.isOver(pure)) {
        // Every few actions, copy the pure state into the scratch state (frozen source) or the other
        // scratch state into it (mutable source), and check the copy is a clone and the source unchanged.
        if (steps % 7 === 0) {
          if (steps % 14 === 0) hoc.copyInto(pure, scratch);
          else {
            hoc.copyInto(hoc.copyInto(pure, other), scratch);
            const json = JSON.stringify(other);
            hoc.applyMutable(scratch, hoc.legalIds(scratch)[0]!);
            expect(JSON.stringify(other)).toBe(json);
            hoc.copyInto(other, scratch);
          }
          expect(scratch).toEqual(hoc.clone(pure));
        }
        const ids = hoc.legalIds(scratch);
        expect(ids).toEqual(hoc.legalActions(pure).map(hoc.encodeAction));
        const id = ids[rng.int(ids.length)]!;
        pure = hoc.apply(pure, hoc.decodeAction(id));
        hoc.applyMutable(scratch, id);
        expect(scratch).toEqual(pure);
        steps++;
      }
      expect(pure.deal).toBe(2 * players);
      // The scratch state's own lists, options and generator words were written in place, never replaced.
      for (const [k, v] of Object.entries(parts)) expect(scratch[k as keyof typeof parts], k).toBe(v);
      expect(Object.isFrozen(scratch.options.cardsLeftTable)).toBe(false);
      // reseed draws the next deals' generator into the state's own words too.
      hoc.reseed(scratch, 'next');
      expect(scratch.rng).toBe(parts.rng);
      hoc.copyInto(pure, scratch);
      // Plain JSON that restore accepts.
      expect(hoc.restore(JSON.parse(JSON.stringify(scratch)))).toEqual(pure);
    }
  });
});

describe('hoc copyInto: bad input', () => {
  const state = hoc.setup({ seed: 1 });
  it('a frozen target, or anything that is not a Hoc state, is BAD_STATE', () => {
    expect(codeOf(() => hoc.copyInto(hoc.clone(state), state))).toBe('BAD_STATE');
    expect(codeOf(() => hoc.copyInto(state, { game: 'hoc' } as never))).toBe('BAD_STATE');
    expect(codeOf(() => hoc.copyInto({ game: 'hokm' } as never, hoc.clone(state)))).toBe('BAD_STATE');
    expect(codeOf(() => hoc.copyInto(null as never, hoc.clone(state)))).toBe('BAD_STATE');
    const huge = { ...hoc.clone(state), laid: new Array<number>(1e6).fill(0) };
    expect(codeOf(() => hoc.copyInto(huge, hoc.clone(state)))).toBe('BAD_STATE');
  });
  it("a target's list of a billion holes is replaced, not emptied, in bounded time; one the shape check reads is BAD_STATE", () => {
    const sparse = (): number[] => {
      const l: number[] = [];
      l.length = 1e9;
      return l;
    };
    const start = Date.now();
    const t = hoc.clone(state);
    t.laid = sparse();
    t.without = sparse();
    hoc.copyInto(state, t);
    expect(t).toEqual(hoc.clone(state));
    t.hands = sparse();
    expect(codeOf(() => hoc.copyInto(state, t))).toBe('BAD_STATE');
    expect(Date.now() - start).toBeLessThan(2000);
  });
  it('copying a state into itself changes nothing', () => {
    const s = hoc.clone(state);
    const json = JSON.stringify(s);
    expect(hoc.copyInto(s, s)).toBe(s);
    expect(JSON.stringify(s)).toBe(json);
  });
  it('a target whose lists and options are frozen gets copies of them, and then plays without touching the source', () => {
    const t = { ...state } as hoc.HocState;
    hoc.copyInto(state, t);
    expect(t).toEqual(hoc.clone(state));
    for (const k of ['hands', 'laid', 'balances', 'bets', 'announced', 'options'] as const) expect(Object.isFrozen(t[k]), k).toBe(false);
    expect(Object.isFrozen(t.options.bonusTable)).toBe(false);
    const json = JSON.stringify(state);
    while (t.deal === 0) hoc.applyMutable(t, hoc.legalIds(t)[0]!);
    expect(JSON.stringify(state)).toBe(json);
  });
});
