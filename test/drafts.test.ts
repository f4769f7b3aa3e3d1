/**
 * The pure edge (src/core/define.ts): `apply` and `step` take any state
 * the engine made — frozen, from `setup`/`apply`/`restore`, an app's own
 * immer draft of one, or the same data parsed from JSON — and give the same
 * next state, deeply frozen. An input that is not frozen is never changed
 * or frozen, and shares nothing with the result.
 */
import { produce } from 'immer';
import { describe as group, expect, it } from 'vitest';
import { Rng, seedRng } from '../src/rng/rng.js';
import type { AnyEngine } from '../src/core/engine.js';
import { hoc, hokm } from '../src/index.js';

function deepFrozen(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return true;
  return Object.isFrozen(x) && Object.values(x).every(deepFrozen);
}

/** Whether `a` and `b` share any object. */
function sharesWith(a: unknown, b: unknown): boolean {
  const seen = new Set<unknown>();
  const walk = (x: unknown): void => {
    if (typeof x !== 'object' || x === null) return;
    seen.add(x);
    Object.values(x).forEach(walk);
  };
  walk(a);
  let shared = false;
  const look = (x: unknown): void => {
    if (typeof x !== 'object' || x === null || shared) return;
    if (seen.has(x)) shared = true;
    else Object.values(x).forEach(look);
  };
  look(b);
  return shared;
}

/** Seeded random play: every state on the way and the action taken there. */
function* play(engine: AnyEngine, options: object, seed: string, limit: number) {
  const rng = new Rng(seedRng(seed));
  let s = engine.setup(options);
  for (let k = 0; k < limit && !engine.isOver(s); k++) {
    const legal = engine.legalActions(s);
    const a = legal[rng.int(legal.length)];
    yield { s, a };
    s = engine.apply(s, a);
  }
}

const games: [string, AnyEngine, object][] = [
  ['hokm 4p', hokm.engine, { seed: 'drafts', target: 2 }],
  ['hokm 2p', hokm.engine, { players: 2, seed: 'drafts', target: 2 }],
  ['hoc 3p', hoc.engine, { players: 3, seed: 'drafts', deals: 3 }],
];

group.each(games)('%s at the pure edge', (_name, engine, options) => {
  it('an immer draft of a state gives the same next state as the state itself', () => {
    for (const { s, a } of play(engine, options, 'draft', 150)) {
      const plain = engine.step(s, a);
      let fromDraft: unknown;
      let events: unknown;
      // The app's own immer: the engine is called inside its recipe.
      const after = produce(s, (draft: unknown) => {
        const r = engine.step(draft, a);
        fromDraft = r.state;
        events = r.events;
      });
      expect(after).toBe(s); // the draft was only read
      expect(fromDraft).toEqual(plain.state);
      expect(events).toEqual(plain.events);
      expect(deepFrozen(fromDraft)).toBe(true);
      // The draft's answer is no proxy: it outlives the recipe.
      expect(JSON.stringify(fromDraft)).toBe(JSON.stringify(plain.state));
    }
  });

  it('an app may return the next state from its recipe (the produce-and-replace pattern)', () => {
    for (const { s, a } of play(engine, options, 'replace', 40)) {
      const next = produce(s, (draft: unknown) => engine.apply(draft, a));
      expect(next).toEqual(engine.apply(s, a));
    }
  });

  it('a state parsed from JSON is never changed or frozen, and shares nothing with the result', () => {
    for (const { s, a } of play(engine, options, 'json', 150)) {
      const text = JSON.stringify(s);
      const parsed: unknown = JSON.parse(text);
      const next = engine.apply(parsed, a);
      expect(JSON.stringify(parsed)).toBe(text);
      expect(Object.values(parsed as object).some((v) => typeof v === 'object' && v !== null && Object.isFrozen(v))).toBe(false);
      expect(Object.isFrozen(parsed)).toBe(false);
      expect(next).toEqual(engine.apply(s, a));
      expect(deepFrozen(next)).toBe(true);
      expect(sharesWith(parsed, next)).toBe(false);
      const stepped = engine.step(JSON.parse(text), a);
      expect(stepped.state).toEqual(next);
    }
  });

  it('a damaged draft is a coded BAD_STATE, keeping what went wrong as its cause', () => {
    const { s, a } = play(engine, options, 'damaged', 1).next().value!;
    produce(s, (draft: Record<string, unknown>) => {
      draft.phase = 'lunch';
      expect(() => engine.apply(draft, a)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
    });
  });
});

group('a coded error keeps the underlying error', () => {
  it('BAD_STATE from deep inside the rules has the original error as cause', () => {
    const s = hoc.clone(hoc.setup({ players: 3, seed: 3 }));
    // Passes the cheap check, but the bidding stage the rules read throws.
    const boom = new RangeError('boom');
    Object.defineProperty(s, 'stage', {
      get() {
        throw boom;
      },
    });
    let caught: unknown;
    try {
      hoc.legalIds(s);
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ code: 'BAD_STATE' });
    expect((caught as Error).cause).toBe(boom);
    expect((caught as Error).message).toMatch(/RangeError/);
  });
});

group('structural sharing through immer', () => {
  it('a Hokm play shares every top-level part it does not change, and the result is deeply frozen', () => {
    let checkedPlays = 0;
    for (const { s, a } of play(hokm.engine, { seed: 'share', target: 3 }, 'share', 400)) {
      const next: hokm.HokmState = hokm.apply(s, a);
      expect(deepFrozen(next)).toBe(true);
      // A new hand deals fresh lists on purpose; within a hand nothing is copied needlessly.
      if (next.match.handNo !== s.match.handNo) continue;
      for (const key of Object.keys(s) as (keyof hokm.HokmState)[]) {
        const before = (s as hokm.HokmState)[key];
        if (typeof before !== 'object' || before === null) continue;
        // A part that came out equal is the same object (the hands change by one card).
        if (key !== 'hands' && JSON.stringify(before) === JSON.stringify(next[key])) expect(next[key], key).toBe(before);
      }
      checkedPlays++;
    }
    expect(checkedPlays).toBeGreaterThan(100);
  });
});
