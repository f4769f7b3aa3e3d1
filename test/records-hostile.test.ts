/**
 * `record` and `replay` read records from files, servers and other code:
 * hostile input (cycles, BigInts, getters, proxies, sparse or huge lists,
 * deep nesting, throwing `toJSON`, prototype names, wrong types, huge
 * strings) gets a coded `BAD_RECORD` in bounded time, never a `TypeError`
 * or a stack overflow, and no getter is ever called (issue 17).
 */
import { describe, expect, it } from 'vitest';
import { bots, hokm, isHocHokmError } from '../src/index.js';
import type { ReplayError as ReplayErrorType } from '../src/bots/index.js';

const { record, replay, ReplayError, MAX_RECORD_ACTIONS } = bots;

/** A short legal Hokm game's start: the hakem names trumps. */
const OPTIONS = { seed: 7, target: 1 };
const TRUMP = { type: 'trump', suit: 'S' };

/** Set by every getter and trap below: reading must never call one. */
let called: string[] = [];
function getter<T>(name: string, value: T): PropertyDescriptor {
  return { enumerable: true, configurable: true, get: () => (called.push(name), value) };
}

function nested(levels: number, inner: unknown): unknown {
  let x = inner;
  for (let i = 0; i < levels; i++) x = [x];
  return x;
}

/** The kinds of hostile options and actions, each built fresh (some are mutable or stateful). */
function hostile(): [string, () => { options: unknown; actions: unknown }][] {
  return [
    [
      'a cycle in the options',
      () => {
        const o: Record<string, unknown> = { seed: 1 };
        o.self = o;
        return { options: o, actions: [] };
      },
    ],
    [
      'a cycle in an action',
      () => {
        const a: Record<string, unknown> = { type: 'trump' };
        a.suit = a;
        return { options: OPTIONS, actions: [a] };
      },
    ],
    [
      'actions that hold themselves',
      () => {
        const list: unknown[] = [];
        list.push(list);
        return { options: OPTIONS, actions: list };
      },
    ],
    ['a BigInt seed', () => ({ options: { seed: 10n }, actions: [] })],
    ['a BigInt in an action', () => ({ options: OPTIONS, actions: [{ type: 'trump', suit: 1n }] })],
    ['a getter in the options', () => ({ options: Object.defineProperty({}, 'seed', getter('seed', 7)), actions: [] })],
    ['a getter as an action', () => ({ options: OPTIONS, actions: Object.defineProperty([], 0, getter('action 0', TRUMP)) })],
    ['a getter in an action', () => ({ options: OPTIONS, actions: [Object.defineProperty({ type: 'trump' }, 'suit', getter('suit', 'S'))] })],
    [
      'a proxy whose every trap throws',
      () => ({
        options: OPTIONS,
        actions: new Proxy([], {
          get: () => {
            throw new TypeError('trap');
          },
          getOwnPropertyDescriptor: () => {
            throw new TypeError('trap');
          },
        }),
      }),
    ],
    [
      'a proxy that counts its reads',
      () => ({
        options: new Proxy({ seed: 7 }, { get: (t, k) => (called.push(`get ${String(k)}`), Reflect.get(t, k)) }),
        actions: [new Proxy(TRUMP, { get: (t, k) => (called.push(`get ${String(k)}`), Reflect.get(t, k)) })],
        proxyOk: true,
      }),
    ],
    [
      'a revoked proxy',
      () => {
        const p = Proxy.revocable({}, {});
        p.revoke();
        return { options: p.proxy, actions: [] };
      },
    ],
    [
      'a sparse list of 10 million actions',
      () => {
        const list: unknown[] = [];
        list.length = 10_000_000;
        return { options: OPTIONS, actions: list };
      },
    ],
    ['a list of a million and one actions', () => ({ options: OPTIONS, actions: new Array<unknown>(MAX_RECORD_ACTIONS + 1).fill(TRUMP) })],
    // eslint-disable-next-line no-sparse-arrays -- the hole is the hostile input under test
    ['an action with a hole', () => ({ options: OPTIONS, actions: [TRUMP, , TRUMP] })],
    ['an action nested 1,000,000 levels deep', () => ({ options: OPTIONS, actions: [nested(1_000_000, TRUMP)] })],
    ['options nested 1,000,000 levels deep', () => ({ options: { seed: nested(1_000_000, 1) }, actions: [] })],
    [
      'options whose toJSON throws',
      () => ({
        options: {
          seed: 1,
          toJSON: () => {
            throw new Error('toJSON');
          },
        },
        actions: [],
      }),
    ],
    [
      'an action whose toJSON throws',
      () => ({
        options: OPTIONS,
        actions: [
          {
            ...TRUMP,
            toJSON: () => {
              throw new Error('toJSON');
            },
          },
        ],
      }),
    ],
    ['a Date in the options', () => ({ options: { seed: new Date(0) }, actions: [] })],
    ['a Map as the actions', () => ({ options: OPTIONS, actions: new Map([[0, TRUMP]]) })],
    ['NaN in an action', () => ({ options: OPTIONS, actions: [{ type: 'raise', amount: NaN }] })],
    ['a function as an action', () => ({ options: OPTIONS, actions: [() => TRUMP] })],
    ['a symbol in the options', () => ({ options: { seed: Symbol('seed') }, actions: [] })],
    ['options that are a list', () => ({ options: [7], actions: [] })],
    ['options that are a number', () => ({ options: 7, actions: [] })],
    ['actions that are a string', () => ({ options: OPTIONS, actions: 'trump S' })],
    ['a huge string seed', () => ({ options: { seed: 'x'.repeat(20_000_000) }, actions: [] })],
    ['a huge string in an action', () => ({ options: OPTIONS, actions: [{ type: 'x'.repeat(20_000_000) }] })],
    ['an object of 200,000 keys as an action', () => ({ options: OPTIONS, actions: [Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, i]))] })],
  ];
}

/** Throws unless `f` throws a coded BAD_RECORD ReplayError, in bounded time, without calling a getter. */
function badRecord(what: string, f: () => unknown): ReplayErrorType {
  called = [];
  const t0 = performance.now();
  let error: unknown = null;
  try {
    f();
  } catch (e) {
    error = e;
  }
  const ms = performance.now() - t0;
  expect(error, what).toBeInstanceOf(ReplayError);
  expect(isHocHokmError(error) && error.code, what).toBe('BAD_RECORD');
  expect(
    called.filter((c) => !c.startsWith('get ')),
    `${what}: no getter called`,
  ).toEqual([]);
  expect(ms, `${what}: ${ms.toFixed(0)} ms`).toBeLessThan(5000);
  return error as ReplayErrorType;
}

describe('replay answers hostile records with BAD_RECORD', () => {
  for (const [name, make] of hostile()) {
    it(name, () => {
      const { options, actions, proxyOk } = make() as { options: unknown; actions: unknown; proxyOk?: boolean };
      if (proxyOk === true) {
        // A proxy with honest traps is data: read once, field by field, into copies (no `get` trap is used).
        called = [];
        const r = replay({ game: 'hokm', options, actions });
        expect(r.steps.map((s) => s.action)).toEqual([TRUMP]);
        expect(called).toEqual([]);
        return;
      }
      const e = badRecord(name, () => replay({ game: 'hokm', options, actions }));
      expect(e.message).not.toMatch(/Maximum call stack|TypeError/);
      expect(e.message.length).toBeLessThan(400);
    });
  }

  it('records that are not objects, or of no known game, or whose own fields are getters', () => {
    for (const data of [null, undefined, 42, 'hokm', [], [OPTIONS], new Date(), 1n]) badRecord(String(data), () => replay(data));
    for (const game of ['chess', '__proto__', 'constructor', 'toString', 1, null, ['hokm'], { toString: () => 'hokm' }]) {
      badRecord(`game ${String(game)}`, () => replay({ game, options: OPTIONS, actions: [] }));
    }
    const sneaky = Object.defineProperty({ game: 'hokm', options: OPTIONS }, 'actions', getter('actions', [TRUMP]));
    expect(badRecord('actions getter', () => replay(sneaky)).index).toBe(-1);
  });

  it('prototype names: own keys of the data, refused by the engine, Object.prototype untouched', () => {
    const proto = JSON.parse('{"game":"hokm","options":{"seed":7,"__proto__":{"target":1}},"actions":[]}') as unknown;
    expect(badRecord('__proto__ option', () => replay(proto)).message).toMatch(/unknown option "__proto__"/);
    badRecord('constructor option', () => replay({ game: 'hokm', options: { seed: 7, constructor: 1 }, actions: [] }));
    for (const action of [{ type: 'constructor' }, { type: '__proto__' }, JSON.parse('{"type":"trump","suit":"S","__proto__":{}}')]) {
      const e = badRecord(JSON.stringify(action), () => replay({ game: 'hokm', options: OPTIONS, actions: [action] }));
      expect(e.index).toBe(0);
      expect(e.message).toMatch(/is illegal: BAD_ACTION/);
    }
    expect(({} as Record<string, unknown>).target).toBeUndefined();
  });

  it('names the first bad action: a readable action before an unreadable one, and the other way round', () => {
    const late = badRecord('late', () => replay({ game: 'hokm', options: OPTIONS, actions: [TRUMP, { type: 'play', card: 'XX' }, nested(100, 1)] }));
    expect(late.index).toBe(1);
    expect(late.message).toMatch(/^action 1 \{"type":"play","card":"XX"\} is illegal: BAD_CARD/);
    const early = badRecord('early', () => replay({ game: 'hokm', options: OPTIONS, actions: [TRUMP, nested(1_000_000, 1), { type: 'play', card: 'XX' }] }));
    expect(early.index).toBe(1);
    expect(early.message).toMatch(/^action 1 cannot be read: nested deeper than/);
    // A long action is quoted short.
    const long = badRecord('long', () => replay({ game: 'hokm', options: OPTIONS, actions: [{ type: 'deal', deck: Array<string>(52).fill('AS') }] }));
    expect(long.message).toMatch(/^action 0 \{"type":"deal","deck":\["AS",.{0,100}…/);
  });

  it('a good record still replays, and its steps hold plain copies', () => {
    const actions: unknown[] = [];
    for (let s = hokm.setup(OPTIONS); !hokm.isOver(s) && actions.length < 10;) {
      const a = hokm.legalActions(s)[0]!;
      actions.push({ ...a });
      s = hokm.apply(s, a);
    }
    const r = replay({ game: 'hokm', options: OPTIONS, actions });
    expect(r.steps.map((s) => s.action)).toEqual(actions);
    expect(r.steps[0]!.action).not.toBe(actions[0]);
  });
});

describe('record copies plain data and answers the rest with BAD_RECORD', () => {
  for (const [name, make] of hostile()) {
    it(name, () => {
      const { options, actions, proxyOk } = make() as { options: unknown; actions: unknown; proxyOk?: boolean };
      if (proxyOk === true) {
        called = [];
        const r = record('hokm', options as never, actions as never);
        expect(JSON.parse(JSON.stringify(r))).toEqual({ game: 'hokm', options: { seed: 7 }, actions: [TRUMP] });
        expect(called).toEqual([]);
        return;
      }
      const e = badRecord(name, () => record('hokm', options as never, actions as never));
      expect(e.message).not.toMatch(/Maximum call stack|TypeError/);
    });
  }

  it('refuses an unknown game; keeps prototype names as own keys, never as prototypes', () => {
    for (const game of ['chess', '__proto__', 'constructor', 1, null]) badRecord(String(game), () => record(game as never, OPTIONS, []));
    const options = JSON.parse('{"seed":7,"__proto__":{"polluted":true},"constructor":{"name":"x"}}') as Record<string, unknown>;
    const r = record('hokm', options, [{ type: 'constructor' }]);
    expect(Object.getPrototypeOf(r.options)).toBe(Object.prototype);
    expect(Object.hasOwn(r.options, '__proto__')).toBe(true);
    expect((r.options as { polluted?: unknown }).polluted).toBeUndefined();
    expect(JSON.stringify(r)).toBe('{"game":"hokm","options":{"seed":7,"__proto__":{"polluted":true},"constructor":{"name":"x"}},"actions":[{"type":"constructor"}]}');
  });

  it('leaves out keys set to undefined, as JSON does, and copies (later changes do not reach the record)', () => {
    const actions = [{ ...TRUMP }];
    const r = record('hokm', { seed: 7, target: undefined }, actions);
    actions[0]!.suit = 'H';
    expect(r).toEqual({ game: 'hokm', options: { seed: 7 }, actions: [TRUMP] });
    expect(Object.keys(r.options)).toEqual(['seed']);
  });
});
