import { describe, expect, it } from 'vitest';
import { HocHokmError, IllegalActionError, OptionsError, StateError, ERROR_CODES, fail, throwIfInvalid } from '../src/index.js';
import { TestKitError, checkSample, checkSecrecy, simulate, deepEqual, firstDifference } from '../src/testkit/index.js';
import type { Seed } from '../src/rng/index.js';
import { toy, shuffleToyHidden, type ToyState, type ToyAction, type ToyView } from './support/toy.js';

describe('test kit', () => {
  it('passes a correct engine', () => {
    const r = simulate(toy, { games: 50, seed: 'ok' });
    expect(r.games).toBe(50);
    expect(r.actions).toBe(300);
    expect(r.illegalChecked).toBeGreaterThan(300);
  });

  it('catches an apply that changes its input', () => {
    const bad = {
      ...toy,
      step(s: ToyState, a: ToyAction) {
        const out = toy.step(s, a);
        s.pile.push(a.card);
        return out;
      },
    };
    expect(() => simulate(bad, { games: 1, seed: 1 })).toThrow(/changed its input/);
  });

  it('sampled checks still catch what they sample: unchangedEvery and replayEvery', () => {
    const mutating = {
      ...toy,
      step(st: ToyState, a: ToyAction) {
        const out = toy.step(st, a);
        if (st.pile.length === 2) st.pile.push(a.card); // only at the third action of a game
        return out;
      },
    };
    expect(() => simulate(mutating, { games: 1, seed: 1, unchangedEvery: 2 })).toThrow(/changed its input/);
    expect(() => simulate(mutating, { games: 1, seed: 1, unchangedEvery: 4 })).not.toThrow(/changed its input/);
    let n = 0;
    const drifting = { ...toy, setup: (o: { seed?: string | number }) => toy.setup({ seed: `${String(o.seed)}${n++ % 3 === 2 ? 'x' : ''}` }) };
    // Setups 0, 1 (game 0 and its replay) agree; setup 2 (game 1) differs from its replay (setup 3).
    expect(() => simulate(drifting, { games: 2, seed: 1, replayEvery: 2 })).not.toThrow();
    n = 0;
    expect(() => simulate(drifting, { games: 2, seed: 1, replayEvery: 1 })).toThrow(/replay|validate|legal/);
  });

  it('catches a fast path that drifts from apply: applyMutable, copyInto, clone', () => {
    // Wrong on the fourth action of a game only, so the check's sampling shows too.
    const drift = {
      ...toy,
      applyMutable(s: ToyState, a: number | ToyAction) {
        toy.applyMutable(s, a);
        if (s.pile.length === 4) s.pile.reverse();
      },
    };
    expect(() => simulate(drift, { games: 1, seed: 1 })).toThrow(/applyMutable and apply differ at \$\.pile/);
    expect(() => simulate(drift, { games: 1, seed: 1, fastEvery: 0 })).not.toThrow();
    const badCopy = { ...toy, copyInto: (s: ToyState, t: ToyState) => Object.assign(t, toy.clone(s), { turn: 1 - s.turn }) };
    expect(() => simulate(badCopy, { games: 3, seed: 1 })).toThrow(/copyInto and clone differ at \$\.turn/);
    const badClone = { ...toy, clone: (s: ToyState) => ({ ...toy.clone(s), pile: ['AS'] }) };
    expect(() => simulate(badClone, { games: 1, seed: 1 })).toThrow(/clone differs at \$\.pile/);
  });

  it('catches a validate that accepts garbage', () => {
    const bad = { ...toy, validate: () => ({ ok: true as const }) };
    expect(() => simulate(bad, { games: 1, seed: 1 })).toThrow(TestKitError);
  });

  it('catches a game that never ends', () => {
    const bad = { ...toy, isOver: () => false, toAct: () => 0, legalActions: () => [{ type: 'play', card: 'AS' }] };
    expect(() => simulate(bad as typeof toy, { games: 1, seed: 1, maxActions: 20, validateAll: false })).toThrow();
  });

  it('catches a non-deterministic replay', () => {
    let n = 0;
    const bad = { ...toy, setup: (o: { seed?: Seed }) => toy.setup({ seed: `${String(o.seed)}${n++}` }) };
    expect(() => simulate(bad, { games: 1, seed: 1 })).toThrow(/replay|validate|legal/);
  });

  it('catches a leaky view', () => {
    const s = toy.setup({ seed: 3 });
    expect(() => checkSecrecy(toy, s, 0, shuffleToyHidden, 9)).not.toThrow();
    const leaky = { ...toy, view: (st: ToyState, seat: number) => ({ ...toy.view(st, seat), other: st.hands[1 - seat] }) };
    expect(() => checkSecrecy(leaky, s, 0, shuffleToyHidden, 9)).toThrow(/view changed/);
  });

  it('checks that a sampled state matches the view it came from', () => {
    const s = toy.setup({ seed: 4 });
    expect(() => checkSample(toy, s, 1, 'x')).not.toThrow();
    const wrong = { ...toy, sampleHidden: (v: ToyView, seed: Seed) => toy.setup({ seed }) };
    expect(() => checkSample(wrong, s, 1, 'x')).toThrow(/sampled state differs/);
  });
});

describe('errors and equality', () => {
  it('carries stable codes', () => {
    expect(new IllegalActionError('MUST_FOLLOW_SUIT', 'x').code).toBe('MUST_FOLLOW_SUIT');
    expect(new OptionsError('x').code).toBe('BAD_OPTIONS');
    expect(new StateError('x').code).toBe('BAD_STATE');
    expect(new StateError('x')).toBeInstanceOf(HocHokmError);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(() => throwIfInvalid(fail('GAME_OVER', 'done'))).toThrow(IllegalActionError);
  });

  it('compares JSON-like data structurally', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(firstDifference({ a: [1, 2] }, { a: [1, 3] })).toMatch(/^\$\.a\.1/);
    expect(firstDifference({ a: 1 }, { a: 1 })).toBeNull();
  });
});
