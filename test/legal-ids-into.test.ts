/**
 * The public `legalIdsInto` of both engines (the skeleton's, src/core/define.ts):
 * along random games it writes exactly `legalIds` into a reused buffer and
 * leaves the rest alone; a buffer without room, or a frozen list, is refused
 * with `BAD_OPTIONS` before anything is written; a state that is none gets
 * `BAD_STATE`. Also the fast path's cheaper checks (Issue 14): `clone`
 * bounds the face-up draw without reading its entries, the entry points
 * that read them still refuse a damaged one, and a play by id on the fast
 * path still says why it is illegal.
 */
import { describe, expect, it } from 'vitest';
import { HocHokmError } from '../src/core/errors.js';
import * as hoc from '../src/hoc/index.js';
import * as hokm from '../src/hokm/index.js';
import { Rng, seedRng } from '../src/rng/index.js';

function codeOf(f: () => unknown): string {
  try {
    f();
    return 'ok';
  } catch (e) {
    if (e instanceof HocHokmError) return e.code;
    throw e;
  }
}

const games = [
  { name: 'hokm', e: hokm.engine as unknown as typeof hokm.engine, start: () => hokm.setup({ players: 4, seed: 'into', target: 2 }) },
  { name: 'hoc', e: hoc.engine as unknown as typeof hokm.engine, start: () => hoc.setup({ players: 3, seed: 'into', deals: 3 }) as never },
];

describe.each(games)('$name: legalIdsInto', ({ e, start }) => {
  it('writes legalIds into a reused Int32Array or number[] and leaves what follows untouched', () => {
    const rng = new Rng(seedRng('legal-into'));
    const typed = new Int32Array(e.numActions + 1).fill(-7);
    const list: number[] = [];
    const s = e.clone(start());
    let steps = 0;
    while (!e.isOver(s) && steps < 400) {
      const ids = e.legalIds(s);
      const n = e.legalIdsInto(s, typed);
      expect(n).toBe(ids.length);
      expect([...typed.subarray(0, n)]).toEqual(ids);
      expect(typed[e.numActions]).toBe(-7);
      expect(e.legalIdsInto(s, list)).toBe(n);
      expect(list.slice(0, n)).toEqual(ids);
      const p = e.pendingDeal(s);
      if (p !== null) e.applyMutable(s, { type: 'deal', deck: p.cards } as never);
      else e.applyMutable(s, ids[rng.int(n)]!);
      steps++;
    }
    expect(steps).toBeGreaterThan(30);
  });

  it('refuses a buffer without room or a frozen list with BAD_OPTIONS, writing nothing', () => {
    const s = start();
    const short = new Int32Array(e.numActions - 1);
    expect(codeOf(() => e.legalIdsInto(s, short))).toBe('BAD_OPTIONS');
    expect(short.every((x) => x === 0)).toBe(true);
    expect(codeOf(() => e.legalIdsInto(s, new Float64Array(e.numActions) as never))).toBe('BAD_OPTIONS');
    expect(codeOf(() => e.legalIdsInto(s, Object.freeze([]) as never))).toBe('BAD_OPTIONS');
    expect(codeOf(() => e.legalIdsInto(s, null as never))).toBe('BAD_OPTIONS');
  });

  it('answers BAD_STATE for what is not a state', () => {
    const out = new Int32Array(e.numActions);
    for (const bad of [null, 7, {}, { game: 'hokm' }, { game: 'hoc' }]) expect(codeOf(() => e.legalIdsInto(bad as never, out))).toBe('BAD_STATE');
  });
});

describe('hokm: the cheaper checks of the fast path', () => {
  /** A state whose hakem was drawn face up (no fixed hakem), so `hakemDraw` is a list. */
  const drawn = () => {
    const s = hokm.setup({ seed: 3 });
    expect(s.match.hakemDraw).not.toBeNull();
    return s;
  };

  it('clone bounds the face-up draw without reading its entries; view, outcome and openingEvents still refuse bad entries', () => {
    const s = JSON.parse(JSON.stringify(drawn())) as hokm.HokmState;
    (s.match.hakemDraw as unknown[])[0] = 'not an entry';
    expect(codeOf(() => hokm.clone(s))).toBe('ok');
    expect(codeOf(() => hokm.view(s, 0))).toBe('BAD_STATE');
    expect(codeOf(() => hokm.outcome(s))).toBe('BAD_STATE');
    expect(codeOf(() => hokm.openingEvents(s))).toBe('BAD_STATE');
    const long = JSON.parse(JSON.stringify(drawn())) as hokm.HokmState;
    (long.match as { hakemDraw: unknown[] }).hakemDraw = Array.from({ length: 53 }, () => ({ player: 0, card: 'AS' }));
    expect(codeOf(() => hokm.clone(long))).toBe('BAD_STATE');
  });

  it('a play by id on the fast path: legal plays agree with apply, illegal ones keep their codes and change nothing', () => {
    let s = hokm.apply(drawn(), hokm.legalActions(drawn())[0]!); // trumps named: play
    const rng = new Rng(seedRng('fast-play'));
    let checked = 0;
    while (s.phase === 'play' && checked < 30) {
      const legal = new Set(hokm.legalIds(s));
      for (let id = 0; id < 52; id++) {
        if (legal.has(id)) continue;
        const m = hokm.clone(s);
        const before = JSON.stringify(m);
        const want = hokm.validate(s, hokm.decodeAction(id));
        expect(want.ok).toBe(false);
        expect(codeOf(() => hokm.applyMutable(m, id))).toBe(want.ok ? 'ok' : want.code);
        expect(JSON.stringify(m)).toBe(before);
      }
      const id = [...legal][rng.int(legal.size)]!;
      const m = hokm.clone(s);
      hokm.applyMutable(m, id);
      s = hokm.apply(s, hokm.decodeAction(id));
      expect(JSON.stringify(m)).toBe(JSON.stringify(s));
      checked++;
    }
    expect(checked).toBe(30);
  });
});
