/**
 * The engine contract, checked the same way on both games: frozen states,
 * restore's copy, coded errors for garbage states and options, and the
 * namespace exports matching the `engine` objects.
 */
import { describe, expect, it } from 'vitest';
import { HocHokmError, hoc, hokm, type AnyEngine } from '../src/index.js';

const games: [string, AnyEngine, Record<string, unknown>][] = [
  ['hokm', hokm.engine, hokm],
  ['hoc', hoc.engine, hoc],
];

function deepFrozen(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return true;
  return Object.isFrozen(x) && Object.values(x).every(deepFrozen);
}

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return e instanceof HocHokmError ? e.code : `not coded: ${String(e)}`;
  }
  return undefined;
}

describe.each(games)('%s engine contract', (name, engine, ns) => {
  it('the module namespace exports every member of the engine object', () => {
    // The namespace's `describe` is the engine's (English) plus `{ locale }`:
    // a function of its own, so that only an app calling it bundles the translations.
    for (const [key, value] of Object.entries(engine)) if (key !== 'describe') expect(ns[key], key).toBe(value);
    const describeIn = ns.describe as (e: unknown, o?: object) => string;
    for (const e of engine.openingEvents(engine.setup({ seed: 1 }))) {
      expect(describeIn(e)).toBe(engine.describe(e));
      expect(describeIn(e, { locale: 'en' })).toBe(engine.describe(e));
      expect(describeIn(e, { locale: 'de' })).not.toBe(engine.describe(e));
    }
    expect(engine.game).toBe(name);
  });

  it('setup, apply and restore return deeply frozen states', () => {
    const s = engine.setup({ seed: 1 });
    expect(deepFrozen(s)).toBe(true);
    const next = engine.apply(s, engine.legalActions(s)[0]);
    expect(deepFrozen(next)).toBe(true);
    const input = JSON.parse(JSON.stringify(next));
    const restored = engine.restore(input);
    expect(deepFrozen(restored)).toBe(true);
    expect(Object.isFrozen(input)).toBe(false);
    expect(restored).toEqual(next);
    // An unfrozen input (say, parsed JSON) still gives a deeply frozen state.
    const fromJson = engine.apply(JSON.parse(JSON.stringify(s)), engine.legalActions(s)[0]);
    expect(deepFrozen(fromJson)).toBe(true);
    expect(fromJson).toEqual(next);
  });

  it('garbage in place of a state gets a coded error, not a crash deep inside', () => {
    const s = engine.setup({ seed: 2 });
    const a = engine.legalActions(s)[0];
    for (const bad of [null, undefined, 42, 'state', [], {}, { game: name }]) {
      expect(
        codeOf(() => engine.restore(bad)),
        JSON.stringify(bad),
      ).toBe('BAD_STATE');
      expect(
        codeOf(() => engine.apply(bad, a)),
        JSON.stringify(bad),
      ).toBe('BAD_STATE');
      expect(
        codeOf(() => engine.view(bad, 0)),
        JSON.stringify(bad),
      ).toBe('BAD_STATE');
      expect(
        codeOf(() => engine.legalActions(bad)),
        JSON.stringify(bad),
      ).toBe('BAD_STATE');
      expect(
        codeOf(() => engine.toAct(bad)),
        JSON.stringify(bad),
      ).toBe('BAD_STATE');
      const v = engine.validate(bad, a);
      expect(v.ok).toBe(false);
      expect(
        codeOf(() => engine.copyInto(bad, engine.clone(s))),
        JSON.stringify(bad),
      ).toBe('BAD_STATE');
      expect(
        codeOf(() => engine.copyInto(s, bad)),
        JSON.stringify(bad),
      ).toBe('BAD_STATE');
    }
  });

  it('copyInto makes a reused mutable state equal to clone(source), refuses a frozen target, and copies a state into itself as a no-op', () => {
    const s = engine.setup({ seed: 3 });
    const scratch = engine.clone(engine.setup({ seed: 4 }));
    expect(engine.copyInto(s, scratch)).toBe(scratch);
    expect(scratch).toEqual(engine.clone(s));
    expect(Object.isFrozen(scratch)).toBe(false);
    expect(codeOf(() => engine.copyInto(engine.clone(s), s))).toBe('BAD_STATE');
    expect(engine.copyInto(scratch, scratch)).toBe(scratch);
    expect(scratch).toEqual(engine.clone(s));
  });

  it('bad options get BAD_OPTIONS', () => {
    for (const bad of [42, 'x', [], { players: 9 }, { seed: 1.5 }, { nonsense: true }]) {
      expect(
        codeOf(() => engine.setup(bad)),
        JSON.stringify(bad),
      ).toBe('BAD_OPTIONS');
    }
  });

  it('a seat out of range gets BAD_SEAT', () => {
    const s = engine.setup({ seed: 3 });
    for (const seat of [-1, 7, 1.5, NaN]) expect(codeOf(() => engine.view(s, seat))).toBe('BAD_SEAT');
  });

  it('the fast path takes integer ids: legalIds, then applyMutable(id) matches apply(decodeAction(id))', () => {
    let s = engine.setup({ seed: 4 });
    for (let i = 0; i < 60 && !engine.isOver(s); i++) {
      const ids = engine.legalIds(s);
      const id = ids[(i * 7) % ids.length]!;
      const c = engine.clone(s);
      engine.applyMutable(c, id);
      s = engine.apply(s, engine.decodeAction(id));
      expect(c).toEqual(s);
    }
  });

  it('applyMutable refuses a frozen state with BAD_STATE: clone first', () => {
    const s = engine.setup({ seed: 6 });
    expect(codeOf(() => engine.applyMutable(s, engine.legalIds(s)[0]!))).toBe('BAD_STATE');
    expect(codeOf(() => engine.applyMutable(s, engine.legalActions(s)[0]))).toBe('BAD_STATE');
  });

  it('ids are for the fast path only: apply, step and validate take action objects', () => {
    const s = engine.setup({ seed: 7 });
    const id = engine.legalIds(s)[0]!;
    expect(codeOf(() => engine.apply(s, id))).toBe('BAD_ACTION');
    expect(codeOf(() => engine.step(s, id))).toBe('BAD_ACTION');
    expect(engine.validate(s, id)).toMatchObject({ ok: false, code: 'BAD_ACTION' });
  });

  it('applyMutable rejects a bad or illegal id with a code, changing nothing', () => {
    const s = engine.setup({ seed: 5 });
    const c = engine.clone(s);
    for (const id of [-1, engine.numActions, 1.5, NaN]) expect(codeOf(() => engine.applyMutable(c, id))).toBe('BAD_ACTION_ID');
    const legal = new Set(engine.legalIds(s));
    const illegal = Array.from({ length: engine.numActions }, (_, i) => i).find((i) => !legal.has(i))!;
    const v = engine.validate(s, engine.decodeAction(illegal));
    expect(v.ok).toBe(false);
    expect(codeOf(() => engine.applyMutable(c, illegal))).toBe(v.ok ? 'accepted' : v.code);
    expect(c).toEqual(s);
  });

  it('decodeAction rejects ids out of range with BAD_ACTION_ID', () => {
    for (const id of [-1, engine.numActions, 1.5, NaN]) expect(codeOf(() => engine.decodeAction(id))).toBe('BAD_ACTION_ID');
  });
});
