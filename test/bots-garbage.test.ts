/**
 * The ready-made bots read views that may come from a network or a file:
 * like the engines, they answer garbage with a coded error (`BAD_STATE`),
 * never a TypeError or RangeError from deep inside, and in bounded time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bots, hoc, hokm, isHocHokmError } from '../src/index.js';

type AnyBot = (view: never) => unknown;

/** Every bot, fresh (ISMCTS with a tiny budget so the property runs fast). */
function everyBot(): [string, AnyBot][] {
  return [
    ['randomBot', bots.randomBot('garbage') as AnyBot],
    ['hokmBot', bots.hokmBot as AnyBot],
    ['hocBot', bots.hocBot as AnyBot],
    ['ismcts', bots.ismcts({ iterations: 4, seed: 'garbage' }) as AnyBot],
    ['hokmIsmcts', bots.hokmIsmcts({ iterations: 4, seed: 'garbage' }) as AnyBot],
    ['hocIsmcts', bots.hocIsmcts({ iterations: 4, seed: 'garbage' }) as AnyBot],
  ];
}

/** A real view of the seat to act, after `moves` moves of the rule-of-thumb bots. */
function hokmView(players: 2 | 3 | 4, moves: number): hokm.HokmView {
  let s = hokm.setup({ players, seed: `g${players}` });
  for (let i = 0; i < moves; i++) s = hokm.apply(s, bots.hokmBot(hokm.view(s, hokm.toAct(s)!)));
  return hokm.view(s, hokm.toAct(s)!);
}

function hocView(players: 2 | 3, moves: number): hoc.HocView {
  let s = hoc.setup({ players, seed: `g${players}` });
  for (let i = 0; i < moves; i++) s = hoc.apply(s, bots.hocBot(hoc.view(s, hoc.toAct(s)!)));
  return hoc.view(s, hoc.toAct(s)!);
}

/** Throws unless `f()` returns or throws a coded error (BAD_STATE for garbage views). */
function codedOnly(name: string, what: string, f: () => unknown): void {
  try {
    f();
  } catch (e) {
    if (!isHocHokmError(e)) throw new Error(`${name} on ${what}: uncoded ${(e as Error)?.name}: ${(e as Error)?.message}`);
  }
}

/** The code `f` throws, or 'returned'. */
function codeOf(f: () => unknown): string {
  try {
    f();
    return 'returned';
  } catch (e) {
    return isHocHokmError(e) ? e.code : `uncoded ${(e as Error)?.name}`;
  }
}

/** Whether `view.legal` is a non-empty, short list (all randomBot reads). */
function legalLooksFine(view: unknown): boolean {
  try {
    const legal = (view as { legal?: unknown }).legal;
    return Array.isArray(legal) && legal.length > 0 && legal.length <= 256;
  } catch {
    return false;
  }
}

const hokm4 = hokmView(4, 6);
const hokm2 = hokmView(2, 3);
const hoc3 = hocView(3, 0);
const hocPlay = (() => {
  let s = hoc.setup({ players: 3, seed: 'g-play' });
  while (s.phase !== 'play') s = hoc.apply(s, bots.hocBot(hoc.view(s, hoc.toAct(s)!)));
  return hoc.view(s, hoc.toAct(s)!);
})();

/** Hand-picked garbage: every bot must answer each with BAD_STATE. */
const GARBAGE: [string, unknown][] = [
  ['null', null],
  ['undefined', undefined],
  ['a number', 42],
  ['a string', 'hokm'],
  ['{}', {}],
  ['an array', []],
  ['a wrong game', { ...hokm4, game: 'poker' }],
  ['a Hokm view named Hoc', { ...hokm4, game: 'hoc' }],
  ['a Hoc view named Hokm', { ...hoc3, game: 'hokm' }],
  ['no legal actions', { ...hokm4, legal: [] }],
  ['legal is not a list', { ...hokm4, legal: 'all' }],
  ['legal holds null', { ...hokm4, legal: [null] }],
  ['legal holds a prototype name', { ...hokm4, legal: [{ type: '__proto__' }] }],
  ['a card named constructor', { ...hokm4, legal: [{ type: 'play', card: 'constructor' }] }],
  ['a hand named toString', { ...hokm4, hand: ['toString'] }],
  ['a truncated hand', { ...hokm4, hand: hokm4.hand.slice(0, 1) }],
  ['a truncated trick', { ...hokm4, trick: { leader: hokm4.trick.leader } }],
  ['a huge legal list', { ...hokm4, legal: new Array(1_000_000).fill(hokm4.legal[0]) }],
  ['a huge hand', { ...hokm4, hand: new Array(1_000_000).fill('AS') }],
  ['no options', { ...hokm4, options: undefined }],
  ['a seat out of range', { ...hokm4, seat: 9 }],
  ['a seat not to act', { ...hokm4, seat: (hokm4.seat + 1) % 4 }],
  ['a Hoc view with no seats', { ...hoc3, seats: null }],
  ['a Hoc view with a prize named valueOf', { ...hoc3, prize: 'valueOf' }],
  ['a Hoc view with a truncated hand', { ...hoc3, hand: [] }],
  ['a Hoc play view with a huge run', { ...hocPlay, runs: new Array(1_000_000).fill({ cards: [], by: [] }) }],
  ['a Hoc play view with legal actions of the bidding', { ...hocPlay, legal: [{ type: 'pass' }] }],
  [
    'a getter that throws',
    Object.defineProperty({ ...hokm4 }, 'hand', {
      get() {
        throw new TypeError('boom');
      },
    }),
  ],
  [
    'a Hoc getter that throws',
    Object.defineProperty({ ...hoc3 }, 'legal', {
      get() {
        throw new RangeError('boom');
      },
    }),
  ],
];

describe('the bots answer garbage views with coded errors', () => {
  it.each(GARBAGE)('%s: BAD_STATE from every bot', (_what, view) => {
    for (const [name, bot] of everyBot()) {
      // randomBot reads only `legal`: a view with a real list of actions is no garbage to it.
      const want = name === 'randomBot' && legalLooksFine(view) ? 'returned' : 'BAD_STATE';
      expect(`${name}: ${codeOf(() => bot(view as never))}`).toBe(`${name}: ${want}`);
    }
  });

  it('each bot still plays the real views these were made from', () => {
    for (const [name, bot] of everyBot()) {
      if (name !== 'hocBot' && name !== 'hocIsmcts') {
        for (const v of [hokm4, hokm2]) expect(hokm.encodeAction(bot(v as never) as hokm.HokmAction)).toBeGreaterThanOrEqual(0);
      }
      if (name !== 'hokmBot' && name !== 'hokmIsmcts') {
        for (const v of [hoc3, hocPlay]) expect(hoc.encodeAction(bot(v as never) as hoc.HocAction)).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("a bot for one game answers the other game's view with BAD_STATE", () => {
    expect(codeOf(() => bots.hokmBot(hoc3 as never))).toBe('BAD_STATE');
    expect(codeOf(() => bots.hocBot(hokm4 as never))).toBe('BAD_STATE');
    expect(codeOf(() => bots.hokmIsmcts({ iterations: 2, seed: 1 })(hoc3 as never))).toBe('BAD_STATE');
    expect(codeOf(() => bots.hocIsmcts({ iterations: 2, seed: 1 })(hokm4 as never))).toBe('BAD_STATE');
  });

  it('random damage to real views: never an uncoded error (property, fixed seed)', () => {
    const views: Record<string, unknown>[] = [hokm4, hokm2, hoc3, hocPlay] as never;
    const junk = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'AS', 'KH', 'play', 'lay'),
      fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
      fc.dictionary(fc.constantFrom('type', 'card', 'suit', 'cards', 'leader', 'amount', 'keep'), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
    );
    fc.assert(
      fc.property(fc.nat(views.length - 1), fc.array(fc.tuple(fc.nat(40), junk), { minLength: 1, maxLength: 3 }), (k, edits) => {
        const base = views[k]!;
        const keys = Object.keys(base);
        const v: Record<string, unknown> = { ...base };
        for (const [i, x] of edits) v[keys[i % keys.length]!] = x;
        for (const [name, bot] of everyBot()) codedOnly(name, JSON.stringify(edits), () => bot(v as never));
      }),
      { seed: 20261201, numRuns: 150 },
    );
  });
});
