/**
 * `copyInto` and the lists a mutable state owns: a state copied into a
 * reused scratch state equals its `clone`, plays on exactly as the pure
 * path does across hands (the lists emptied and refilled in place, the
 * deck shuffled into the state's own stock with the very draws of
 * `Rng.shuffle`), never changes its source, stays plain JSON that
 * `restore` accepts, and bad input gets `BAD_STATE`.
 */
import { describe, expect, it } from 'vitest';
import * as hokm from '../src/hokm/index.js';
import { Rng, seedRng } from '../src/rng/index.js';

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
};

describe.each([2, 3, 4] as const)('hokm %i players: copyInto', (players) => {
  it('gives clone(source) in a reused state, which then plays as the pure path does, across hands', () => {
    const rng = new Rng(seedRng(`copy-into-${players}`));
    let pure = hokm.setup({ players, seed: `copy-into-${players}`, target: 4 });
    const scratch = hokm.clone(pure);
    const other = hokm.clone(pure);
    const lists = { hands: scratch.hands, played: scratch.played, winners: scratch.winners };
    let steps = 0;
    while (!hokm.isOver(pure)) {
      // Every few actions, copy the pure state into the scratch state (frozen source) or the other
      // scratch state into it (mutable source), and check the copy is a clone and the source unchanged.
      if (steps % 5 === 0) {
        if (steps % 10 === 0) hokm.copyInto(pure, scratch);
        else {
          hokm.copyInto(hokm.copyInto(pure, other), scratch);
          const json = JSON.stringify(other);
          hokm.applyMutable(scratch, hokm.legalIds(scratch)[0]!);
          expect(JSON.stringify(other)).toBe(json);
          hokm.copyInto(other, scratch);
        }
        expect(scratch).toEqual(hokm.clone(pure));
      }
      const ids = hokm.legalIds(scratch);
      expect(ids).toEqual(hokm.legalActions(pure).map(hokm.encodeAction));
      const id = ids[rng.int(ids.length)]!;
      pure = hokm.apply(pure, hokm.decodeAction(id));
      hokm.applyMutable(scratch, id);
      expect(scratch).toEqual(pure);
      steps++;
    }
    expect(pure.match.handNo).toBeGreaterThan(2);
    // The scratch state's own lists were written in place, never replaced.
    expect(scratch.hands).toBe(lists.hands);
    expect(scratch.played).toBe(lists.played);
    expect(scratch.winners).toBe(lists.winners);
    // Plain JSON that restore accepts.
    expect(hokm.restore(JSON.parse(JSON.stringify(scratch)))).toEqual(pure);
  });

  it('a clone played through several hands reuses its lists and keeps every earlier state as it was', () => {
    const rng = new Rng(seedRng(`reuse-${players}`));
    const start = hokm.setup({ players, seed: `reuse-${players}`, target: 5 });
    const s = hokm.clone(start);
    const startJson = JSON.stringify(start);
    const snapshots: [hokm.HokmState, string][] = [];
    let pure = start;
    let played = s.played;
    let reused = 0;
    while (!hokm.isOver(s)) {
      const hand = s.match.handNo;
      if (rng.int(4) === 0) {
        const c = hokm.clone(s);
        snapshots.push([c, JSON.stringify(c)]);
      }
      const ids = hokm.legalIds(s);
      const id = ids[rng.int(ids.length)]!;
      hokm.applyMutable(s, id);
      pure = hokm.apply(pure, hokm.decodeAction(id));
      expect(s).toEqual(pure);
      if (s.match.handNo !== hand && !hokm.isOver(s)) {
        if (s.played === played) reused++;
        played = s.played;
      }
    }
    expect(reused).toBeGreaterThan(0);
    expect(JSON.stringify(start)).toBe(startJson);
    for (const [c, json] of snapshots) expect(JSON.stringify(c)).toBe(json);
  });
});

describe('hokm copyInto: bad input', () => {
  const state = hokm.setup({ seed: 1 });
  it('a frozen target, or anything that is not a Hokm state, is BAD_STATE', () => {
    expect(codeOf(() => hokm.copyInto(hokm.clone(state), state))).toBe('BAD_STATE');
    expect(codeOf(() => hokm.copyInto(state, { game: 'hokm' } as never))).toBe('BAD_STATE');
    expect(codeOf(() => hokm.copyInto({ game: 'hoc' } as never, hokm.clone(state)))).toBe('BAD_STATE');
    expect(codeOf(() => hokm.copyInto(null as never, hokm.clone(state)))).toBe('BAD_STATE');
    const huge = { ...hokm.clone(state), played: new Array<number>(1e6).fill(0) };
    expect(codeOf(() => hokm.copyInto(huge, hokm.clone(state)))).toBe('BAD_STATE');
  });
  it('a damaged mutable state with a sparse list of a billion holes answers at once', () => {
    const sparse = (): number[] => {
      const l: number[] = [];
      l.length = 1e9;
      return l;
    };
    const start = Date.now();
    // The stock is emptied at the rest of the deal: a list that long is replaced, not popped.
    const s = hokm.clone(state);
    s.stock = sparse();
    expect(['BAD_STATE', undefined]).toContain(codeOf(() => hokm.applyMutable(s, hokm.legalIds(s)[0]!)));
    const t = hokm.clone(state);
    t.stock = sparse();
    hokm.copyInto(state, t);
    expect(t).toEqual(hokm.clone(state));
    t.played = sparse();
    expect(codeOf(() => hokm.copyInto(state, t))).toBe('BAD_STATE');
    expect(Date.now() - start).toBeLessThan(2000);
  });
  it('copying a state into itself changes nothing', () => {
    const s = hokm.clone(state);
    const json = JSON.stringify(s);
    expect(hokm.copyInto(s, s)).toBe(s);
    expect(JSON.stringify(s)).toBe(json);
  });
  it('a target whose lists are frozen gets copies of them', () => {
    const t = { ...state } as hokm.HokmState;
    hokm.copyInto(state, t);
    expect(t).toEqual(hokm.clone(state));
    expect(Object.isFrozen(t.hands)).toBe(false);
    hokm.applyMutable(t, hokm.legalIds(t)[0]!);
    expect(state.phase).toBe('trump');
  });
});
