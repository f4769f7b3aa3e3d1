/**
 * No input hangs or kills the engine. States that were never restored
 * (damaged, oversized, half-frozen) given to every entry point of both
 * games: each answers a result or a coded error in bounded time, and
 * `applyMutable` changes all or nothing.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as hokm from '../../src/hokm/index.js';
import * as hoc from '../../src/hoc/index.js';
import { SCALE, answer, codeOf, copy, samples, walk, type GameName } from './support.js';

type Engine = typeof hokm;
const engineOf = (game: GameName) => (game === 'hokm' ? hokm : (hoc as unknown as Engine));

/** Every entry point that takes a state, called on `s` (a damaged copy) with an action and a view from `base`. */
function callAll(game: GameName, base: unknown, s: unknown): void {
  const e = engineOf(game);
  const legal = e.legalActions(base as never)[0];
  const id = e.legalIds(base as never)[0] ?? 0;
  const calls: [string, () => unknown][] = [
    ['players', () => e.players(s as never)],
    ['toAct', () => e.toAct(s as never)],
    ['pendingDeal', () => e.pendingDeal(s as never)],
    ['legalActions', () => e.legalActions(s as never)],
    ['legalIds', () => e.legalIds(s as never)],
    ['legalActionMask', () => e.legalActionMask(s as never)],
    ['validate', () => e.validate(s as never, legal ?? { type: 'pass' }, 0)],
    ['apply', () => e.apply(s as never, (legal ?? { type: 'pass' }) as never)],
    ['step', () => e.step(s as never, (legal ?? { type: 'pass' }) as never)],
    ['view', () => e.view(s as never, 0)],
    ['isOver', () => e.isOver(s as never)],
    ['outcome', () => e.outcome(s as never)],
    ['openingEvents', () => e.openingEvents(s as never)],
    ['clone', () => e.clone(s as never)],
    ['applyMutable', () => e.applyMutable(copy(s) as never, id)],
    ['restore', () => e.restore(s)],
  ];
  for (const [name, f] of calls) answer(`${game} ${name}`, f, 1000);
}

/** A copy of `x` with the value at a path (chosen by `pick`) replaced by `value`. */
function mutate(x: unknown, pick: number, value: unknown): unknown {
  const c = copy(x);
  const slots: [Record<string | number, unknown>, string | number][] = [];
  for (const v of walk(c)) {
    if (typeof v === 'object' && v !== null) for (const k of Object.keys(v)) slots.push([v as Record<string, unknown>, Array.isArray(v) ? Number(k) : k]);
  }
  const [o, k] = slots[pick % slots.length]!;
  o[k] = value;
  return c;
}

const pool = samples();

describe('damaged states that were never restored', () => {
  it('Hoc with a huge player count: clone refuses it, and nothing hangs or dies', () => {
    const base = pool.find((x) => x.game === 'hoc')!.state as hoc.HocState;
    for (const players of [1e9, 2 ** 53, 2 ** 32 + 5, 4, 1, -1, 1.5, '3']) {
      const s = { ...copy(base), options: { ...copy(base).options, players } };
      expect(
        codeOf('hoc clone', () => hoc.clone(s as never)),
        String(players),
      ).toBe('BAD_STATE');
      callAll('hoc', base, s);
      const view = { ...hoc.view(base, 0), options: { ...hoc.view(base, 0).options, players } };
      expect(codeOf('hoc sampleHidden', () => hoc.sampleHidden(view as never, 1))).toBe('BAD_STATE');
    }
  });

  it('Hokm views with a huge player count: sampleHidden refuses them', () => {
    const base = pool.find((x) => x.game === 'hokm')!.state as hokm.HokmState;
    for (const players of [2 ** 32 + 5, 1e9, 2 ** 53, 5, 0, '4']) {
      const view = { ...hokm.view(base, 0), options: { ...hokm.view(base, 0).options, players } };
      expect(
        codeOf('hokm sampleHidden', () => hokm.sampleHidden(view as never, 1)),
        String(players),
      ).toBe('BAD_STATE');
      callAll('hokm', base, { ...copy(base), players });
    }
  });

  it('a Hoc raise limit far above the rules does not list a billion raises', () => {
    const base = pool.find((x) => x.game === 'hoc' && (x.state as hoc.HocState).phase === 'bid')!.state as hoc.HocState;
    const s = { ...copy(base), options: { ...copy(base).options, raiseLimit: 1e9, chips: 1e9 } };
    expect(codeOf('hoc clone', () => hoc.clone(s as never))).toBe('BAD_STATE');
    expect(codeOf('hoc legalIds', () => hoc.legalIds(s as never))).toBe('BAD_STATE');
    callAll('hoc', base, s);
  });

  it('an index of a billion (a seat, the prize, the hakem) never grows a list to a billion holes', () => {
    // Found by a long fuzz run: apply wrote at such an index, then froze the list item by item.
    for (const { game, state } of pool.filter((_, i) => i % 5 === 0)) {
      const fields = game === 'hoc' ? ['turn', 'best', 'raiser', 'first', 'prize'] : ['hakem'];
      for (const f of fields) {
        const s = { ...copy(state as object), [f]: 1e9 };
        expect(
          codeOf(`${game} legalIds`, () => engineOf(game).legalIds(s as never)),
          f,
        ).toBe('BAD_STATE');
        callAll(game, state, s);
      }
      if (game === 'hoc') callAll(game, state, { ...copy(state as object), lies: [{ seat: 1e9, rank: 3 }] });
    }
  });

  it('a frozen state with any list of 100,000 holes: apply and step answer BAD_STATE at once, never share or copy it', () => {
    // A frozen state had only the cheap shape check before a pure transition: Hoc copied such a list hole by hole
    // and returned a state holding it; Hokm shared a huge list of the match record into its result.
    const deepFreeze = (x: unknown): void => {
      if (typeof x !== 'object' || x === null) return;
      for (const v of Object.values(x)) deepFreeze(v);
      Object.freeze(x);
    };
    let checked = 0;
    for (const { game, state } of pool.filter((_, i) => i % 11 === 0)) {
      const e = engineOf(game);
      if (e.isOver(state as never)) continue;
      const action = e.legalActions(state as never)[0];
      if (action === undefined) continue;
      const lists: (string | number)[][] = [];
      const find = (x: unknown, path: (string | number)[]): void => {
        if (Array.isArray(x)) lists.push(path);
        if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) find(v, [...path, k]);
      };
      find(state, []);
      for (const path of lists) {
        const s = copy(state) as Record<string | number, unknown>;
        let parent = s;
        for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
        (parent[path.at(-1)!] as unknown[]).length = 1e5;
        deepFreeze(s);
        expect(
          codeOf(`${game} apply ${path.join('.')}`, () => e.apply(s as never, action as never)),
          path.join('.'),
        ).toBe('BAD_STATE');
        expect(
          codeOf(`${game} step ${path.join('.')}`, () => e.step(s as never, action as never)),
          path.join('.'),
        ).toBe('BAD_STATE');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('any JSON value anywhere in any state: a result or a coded error from every entry point (fast-check)', () => {
    const special = fc.constantFrom<unknown>(1e9, 2 ** 53, -1, 0, 1.5, null, '', 'constructor', '__proto__', [], {}, 'play', 'over', 'shuffle', 'AS', 99);
    fc.assert(
      fc.property(fc.nat(pool.length - 1), fc.nat(), fc.oneof(special, fc.jsonValue({ maxDepth: 2 })), (k, pick, value) => {
        const { game, state } = pool[k]!;
        callAll(game, state, mutate(state, pick, value));
      }),
      { seed: 4242, numRuns: 250 * SCALE },
    );
  });

  it('Hoc: a view naming a prize winner who is no seat is refused at once (found by npm run fuzz:long: it searched 100,000 proposals)', () => {
    const state = pool.find((x) => x.game === 'hoc' && (x.state as hoc.HocState).phase === 'play')!.state as hoc.HocState;
    for (const w of [1e9, -1, 1.5, 3, '0']) {
      const v = copy(hoc.view(state, 0)) as { winners: unknown[] };
      v.winners[2] = w;
      expect(codeOf('hoc sampleHidden', () => hoc.sampleHidden(v as never, 'x'))).toBe('BAD_STATE');
      expect(() => hoc.sampleHidden(v as never, 'x')).toThrow(/winners/); // the view is read, not searched
    }
  });

  it('any JSON value anywhere in a view: sampleHidden answers a state or a coded error (fast-check)', () => {
    fc.assert(
      fc.property(fc.nat(pool.length - 1), fc.nat(), fc.oneof(fc.constantFrom<unknown>(1e9, -1, null, 'constructor', []), fc.jsonValue({ maxDepth: 2 })), (k, pick, value) => {
        const { game, state } = pool[k]!;
        const e = engineOf(game);
        if ((state as { phase: string }).phase === 'shuffle') return;
        const v = mutate(e.view(state as never, 0), pick, value);
        answer(`${game} sampleHidden`, () => e.sampleHidden(v as never, 'x'), 1000);
      }),
      { seed: 99, numRuns: 200 * SCALE },
    );
  });
});

describe('applyMutable on a half-frozen state changes all or nothing', () => {
  it('one part frozen: it either applies exactly as on a mutable copy, or refuses with BAD_STATE and changes nothing (fast-check)', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.nat(pool.length - 1), fc.nat(), fc.nat(), (k, part, choice) => {
        const { game, state } = pool[k]!;
        const e = engineOf(game);
        const ids = e.legalIds(state as never);
        const p = e.pendingDeal(state as never);
        const action: unknown = p ? { type: 'deal', deck: p.cards } : ids[choice % ids.length];
        if (action === undefined) return;
        const expected = e.clone(state as never);
        e.applyMutable(expected, action as never);
        const s = e.clone(state as never);
        const parts = [...walk(s)].filter((v) => typeof v === 'object' && v !== null && !Object.isFrozen(v));
        Object.freeze(parts[part % parts.length]);
        const before = JSON.stringify(s);
        const code = codeOf(`${game} applyMutable`, () => e.applyMutable(s, action as never));
        if (code === 'ok') expect(JSON.stringify(s)).toBe(JSON.stringify(expected));
        else {
          refused++;
          expect(code).toBe('BAD_STATE');
          expect(JSON.stringify(s)).toBe(before);
        }
      }),
      { seed: 31337, numRuns: 300 * SCALE },
    );
    expect(refused).toBeGreaterThan(0);
  });

  it('a shallow copy of a frozen state is refused before any write', () => {
    for (const { game, state } of pool) {
      const e = engineOf(game);
      const id = e.legalIds(state as never)[0];
      if (id === undefined) continue;
      const s = { ...(state as object) };
      const before = JSON.stringify(s);
      expect(codeOf(`${game} applyMutable`, () => e.applyMutable(s as never, id))).toBe('BAD_STATE');
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});
