/**
 * Actions are read once. Hostile action objects, as code in the same
 * process could build them: getters and proxies whose fields change from
 * one read to the next, values JSON cannot hold (BigInt, cycles, a throwing
 * `toJSON`, symbols, revoked proxies), huge strings and 100,000 extra keys.
 * Every entry point answers a coded error, or applies exactly what it
 * checked; messages stay short; a big object costs no more than a small one.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as hokm from '../../src/hokm/index.js';
import * as hoc from '../../src/hoc/index.js';
import { HocHokmError } from '../../src/core/errors.js';
import { SCALE, answer, copy, samples, type GameName } from './support.js';

type Engine = typeof hokm;
const engines: [GameName, Engine][] = [
  ['hokm', hokm],
  ['hoc', hoc as unknown as Engine],
];

/** The entry points that take an action, each given a fresh copy of the state where it writes. */
function entryPoints(e: Engine, s: unknown): [string, (a: unknown) => unknown][] {
  return [
    ['validate', (a) => e.validate(s as never, a)],
    ['validate with seat', (a) => e.validate(s as never, a, e.toAct(s as never) ?? 0)],
    ['apply', (a) => e.apply(s as never, a as never)],
    ['step', (a) => e.step(s as never, a as never)],
    ['applyMutable', (a) => e.applyMutable(e.clone(s as never), a as never)],
    ['encodeAction', (a) => e.encodeAction(a as never)],
  ];
}

/** States where some seat is to act. */
function acting(): { game: GameName; state: unknown }[] {
  return samples().filter(({ game, state }) => (game === 'hokm' ? hokm : (hoc as unknown as Engine)).toAct(state as never) !== null);
}

/** An illegal action of the same shape as `a` (another card, suit, amount or flag), or `null`. */
function illegalTwin(e: Engine, s: unknown, a: Record<string, unknown>): Record<string, unknown> | null {
  for (let id = 0; id < e.numActions; id++) {
    const b = e.decodeAction(id) as unknown as Record<string, unknown>;
    if (b.type === a.type && !e.validate(s as never, b).ok) return { ...b };
  }
  return null;
}

/** A proxy over `legal` whose field reads alternate between `legal`'s and `illegal`'s values, starting with `first`. */
function flipping(legal: Record<string, unknown>, illegal: Record<string, unknown>, first: number) {
  let reads = first;
  const pick = (k: string | symbol) => ((reads++ % 2 === 0 ? legal : illegal) as Record<string | symbol, unknown>)[k];
  return new Proxy(
    { ...legal },
    {
      get: (_, k) => pick(k),
      getOwnPropertyDescriptor: (t, k) => {
        const d = Reflect.getOwnPropertyDescriptor(t, k);
        return d && { ...d, value: pick(k) };
      },
    },
  );
}

describe.each(engines)('%s: actions read once', (game, e) => {
  const states = acting().filter((x) => x.game === game);

  it('a getter is never called and never accepted, so validate and apply cannot disagree', () => {
    for (const { state } of states.slice(0, 20)) {
      const legal = e.legalActions(state as never)[0] as unknown as Record<string, unknown>;
      const field = Object.keys(legal).find((k) => k !== 'type');
      const twin = illegalTwin(e, state, legal);
      if (!field || !twin) continue;
      let calls = 0;
      const hostile = { ...legal };
      Object.defineProperty(hostile, field, { enumerable: true, get: () => (calls++ % 2 === 0 ? legal[field] : twin[field]) });
      for (const [name, f] of entryPoints(e, state)) {
        const a = answer(`${game} ${name}`, () => f(hostile));
        const code = 'code' in a ? a.code : (a.value as { code?: string }).code;
        expect(code, `${game} ${name}`).toBe('BAD_ACTION');
      }
      expect(calls).toBe(0);
    }
  });

  it('a proxy that answers differently on every read: whatever is applied was checked (fast-check)', () => {
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.nat(), fc.nat(1), (k, pickLegal, first) => {
        const state = states[k]!.state;
        const legal = e.legalActions(state as never);
        const a = legal[pickLegal % legal.length] as unknown as Record<string, unknown>;
        const twin = illegalTwin(e, state, a);
        if (!twin) return;
        const proxy = flipping(a, twin, first);
        let result: unknown;
        try {
          result = e.apply(state as never, proxy as never);
        } catch (err) {
          expect(err).toBeInstanceOf(HocHokmError);
          return;
        }
        // It applied something: exactly one legal action, and the result is a state restore accepts.
        const matches = legal.filter((l) => JSON.stringify(e.apply(state as never, l)) === JSON.stringify(result));
        expect(matches.length).toBeGreaterThan(0);
        e.restore(copy(result));
      }),
      { seed: 77, numRuns: 150 * SCALE },
    );
  });

  it('the mutable path copies the action too: a proxy never yields an illegal state', () => {
    for (const { state } of states) {
      const legal = e.legalActions(state as never)[0] as unknown as Record<string, unknown>;
      const twin = illegalTwin(e, state, legal);
      if (!twin) continue;
      for (const first of [0, 1]) {
        const c = e.clone(state as never);
        const a = answer(`${game} applyMutable`, () => e.applyMutable(c, flipping(legal, twin, first) as never));
        if ('value' in a) e.restore(copy(c));
        else expect(c).toEqual(e.clone(state as never));
      }
    }
  });

  it('BigInt, cycles, a throwing toJSON, symbols and revoked proxies are coded BAD_ACTION or BAD_CARD', () => {
    const state = states[0]!.state;
    const legal = e.legalActions(state as never)[0] as unknown as Record<string, unknown>;
    const field = Object.keys(legal).find((k) => k !== 'type') ?? 'card';
    const cycle: Record<string, unknown> = { ...legal };
    cycle.self = cycle;
    const revocable = Proxy.revocable({ ...legal }, {});
    revocable.revoke();
    const hostile: unknown[] = [
      { ...legal, [field]: 10n },
      { type: 10n },
      cycle,
      {
        ...legal,
        [field]: {
          toJSON: () => {
            throw new Error('boom');
          },
        },
      },
      {
        ...legal,
        toJSON: () => {
          throw new Error('boom');
        },
      },
      { ...legal, [field]: Symbol('x') },
      { type: Symbol('x') },
      { ...legal, [Symbol('x')]: 1, extra: 1 },
      revocable.proxy,
      Object.create({ ...legal }),
      Object.assign(Object.create({ evil: true }), legal),
      [legal],
      () => legal,
    ];
    for (const a of hostile) {
      for (const [name, f] of entryPoints(e, state)) {
        const r = answer(`${game} ${name}`, () => f(a));
        const code = 'code' in r ? r.code : (r.value as { code?: string }).code;
        expect(['BAD_ACTION', 'BAD_CARD'], `${game} ${name}: ${code}`).toContain(code);
      }
    }
  });

  it('a 10 MB string comes back as a short escaped excerpt, quickly', () => {
    const state = states[0]!.state;
    const huge = `"\u0000<script>${'x'.repeat(10_000_000)}`;
    const cardType = game === 'hokm' ? 'play' : 'lay';
    for (const a of [{ type: huge }, { type: cardType, card: huge }, { [huge]: 1, type: cardType, card: 'AS' }]) {
      for (const [name, f] of entryPoints(e, state)) {
        let message = '';
        const t = performance.now();
        try {
          const v = f(a) as { message?: string };
          message = v?.message ?? '';
        } catch (err) {
          message = (err as Error).message;
        }
        expect(performance.now() - t, `${game} ${name}`).toBeLessThan(500);
        expect(message.length, `${game} ${name}`).toBeLessThan(300);
        expect(message).not.toContain('<script>xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx');
        expect(message).not.toContain('\u0000');
      }
    }
  });

  it('extra keys cost no more than a legal action: a few reads of a proxy, and BAD_ACTION', () => {
    const state = states[0]!.state;
    const legal = e.legalActions(state as never)[0] as unknown as Record<string, unknown>;
    const keys = [...Object.keys(legal), ...Array.from({ length: 10_000 }, (_, i) => `k${i}`)];
    let traps = 0;
    const proxy = new Proxy(
      { ...legal },
      {
        ownKeys: () => {
          traps++;
          return keys;
        },
        getOwnPropertyDescriptor: (_, k) => {
          traps++;
          return { value: legal[k as string] ?? 1, enumerable: true, configurable: true, writable: true };
        },
        get: (_, k) => {
          traps++;
          return legal[k as string] ?? 1;
        },
      },
    );
    for (const [name, f] of entryPoints(e, state)) {
      traps = 0;
      const r = answer(`${game} ${name}`, () => f(proxy));
      const code = 'code' in r ? r.code : (r.value as { code?: string }).code;
      expect(code, `${game} ${name}`).toBe('BAD_ACTION');
      expect(traps, `${game} ${name}: proxy traps`).toBeLessThan(20);
    }
  });

  it('an action of 100,000 extra keys, as JSON.parse builds it, is refused without serialising it', () => {
    const state = states[0]!.state;
    const legal = e.legalActions(state as never)[0] as unknown as Record<string, unknown>;
    const extra = Array.from({ length: 100_000 }, (_, i) => `"k${i}":${i}`).join(',');
    const big = JSON.parse(`{${JSON.stringify(legal).slice(1, -1)},${extra}}`) as unknown;
    for (const [name, f] of entryPoints(e, state)) {
      const t = performance.now();
      const r = answer(`${game} ${name}`, () => f(big));
      const code = 'code' in r ? r.code : (r.value as { code?: string; message?: string }).code;
      expect(code, `${game} ${name}`).toBe('BAD_ACTION');
      expect(performance.now() - t, `${game} ${name}`).toBeLessThan(1000);
    }
  });
});
