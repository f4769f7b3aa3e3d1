/**
 * Cards are cards: every name of `Object.prototype` (and `__proto__`), put
 * wherever a card code, suit, rank, action type, seat, option, state field,
 * view field or event field goes, reaches no prototype: each entry point of
 * both games answers a coded error (or, where the name is a valid value,
 * such as a string seed, a plain result), never a function, a native
 * code string or an uncoded exception.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardId, formatCard, isCard, isRank, isSuit, parseCard } from '../../src/cards/index.js';
import { isSeed } from '../../src/rng/index.js';
import * as hokm from '../../src/hokm/index.js';
import * as hoc from '../../src/hoc/index.js';
import { SCALE, answer, copy, leaksPrototype, samples, type GameName } from './support.js';

const NAMES = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])];

/** `{ ...base, [key]: value }` as JSON would give it: `__proto__` is then an own key, not the prototype. */
function withKey(base: object, key: string, value: unknown): Record<string, unknown> {
  const rest = JSON.stringify(base).slice(1, -1);
  return JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}${rest ? `,${rest}` : ''}}`) as Record<string, unknown>;
}

/** Sets `path` (keys) in a deep copy of `x`. */
function set(x: unknown, path: (string | number)[], value: unknown): unknown {
  const c = copy(x) as Record<string | number, unknown>;
  let o = c;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  o[path[path.length - 1]!] = value;
  return c;
}

type Probe = [string, () => unknown, (a: ReturnType<typeof answer>) => boolean];
const coded =
  (...codes: string[]) =>
  (a: ReturnType<typeof answer>) =>
    'code' in a && codes.includes(a.code);
const invalid =
  (...codes: string[]) =>
  (a: ReturnType<typeof answer>) =>
    'value' in a && (a.value as { ok: boolean; code: string }).ok === false && codes.includes((a.value as { code: string }).code);
const anything = () => true;

function probes(game: GameName, state: unknown, name: string): Probe[] {
  const e = (game === 'hokm' ? hokm : hoc) as unknown as typeof hokm;
  const s = state as hokm.HokmState;
  const cardField = game === 'hokm' ? 'play' : 'lay';
  const legal = e.legalActions(s)[0];
  const v = e.view(s, 0) as unknown as Record<string, unknown>;
  const list: Probe[] = [
    ['validate type', () => e.validate(s, { type: name }), invalid('BAD_ACTION')],
    ['validate card', () => e.validate(s, { type: cardField, card: name }), invalid('BAD_CARD')],
    ['validate deal', () => e.validate(s, { type: 'deal', deck: [name] }), invalid('BAD_DECK', 'WRONG_PHASE', 'GAME_OVER')],
    ['validate own key', () => e.validate(s, withKey({ type: cardField, card: 'AS' }, name, 1)), invalid('BAD_ACTION')],
    ['validate seat', () => e.validate(s, legal ?? { type: cardField, card: 'AS' }, name as never), invalid('BAD_SEAT', 'GAME_OVER', 'NOT_YOUR_TURN')],
    ['apply type', () => e.apply(s, { type: name } as never), coded('BAD_ACTION')],
    ['step card', () => e.step(s, { type: cardField, card: name } as never), coded('BAD_CARD')],
    ['applyMutable card', () => e.applyMutable(e.clone(s), { type: cardField, card: name } as never), coded('BAD_CARD')],
    ['applyMutable id', () => e.applyMutable(e.clone(s), name as never), coded('BAD_ACTION')],
    ['encodeAction type', () => e.encodeAction({ type: name } as never), coded('BAD_ACTION')],
    ['encodeAction card', () => e.encodeAction({ type: cardField, card: name } as never), coded('BAD_CARD')],
    ['decodeAction', () => e.decodeAction(name as never), coded('BAD_ACTION_ID')],
    ['view seat', () => e.view(s, name as never), coded('BAD_SEAT')],
    ['setup own key', () => e.setup(withKey({}, name, 1) as never), coded('BAD_OPTIONS')],
    ['setup players', () => e.setup({ players: name } as never), coded('BAD_OPTIONS')],
    ['setup seed', () => e.setup({ seed: name } as never), (a) => 'value' in a],
    ['restore own key', () => e.restore(withKey(s, name, 1)), coded('BAD_STATE')],
    ['restore game', () => e.restore(set(s, ['game'], name)), coded('BAD_STATE')],
    ['restore phase', () => e.restore(set(s, ['phase'], name)), coded('BAD_STATE')],
    ['damaged phase, toAct', () => e.toAct(set(s, ['phase'], name) as never), coded('BAD_STATE')],
    ['damaged phase, legalIds', () => e.legalIds(set(s, ['phase'], name) as never), coded('BAD_STATE')],
    ['damaged phase, view', () => e.view(set(s, ['phase'], name) as never, 0), coded('BAD_STATE')],
    ['damaged phase, clone', () => e.clone(set(s, ['phase'], name) as never), coded('BAD_STATE')],
    ['damaged phase, openingEvents', () => e.openingEvents(set(s, ['phase'], name) as never), coded('BAD_STATE')],
    ['damaged phase, outcome', () => e.outcome(set(s, ['phase'], name) as never), coded('BAD_STATE')],
    ['damaged phase, pendingDeal', () => e.pendingDeal(set(s, ['phase'], name) as never), coded('BAD_STATE')],
    ['sampleHidden phase', () => e.sampleHidden(set(v, ['phase'], name) as never, 1), coded('BAD_STATE')],
    ['sampleHidden hand', () => e.sampleHidden(set(v, ['hand'], [name]) as never, 1), coded('BAD_STATE')],
    ['sampleHidden seed', () => e.sampleHidden(v as never, name), anything],
    ['describe type', () => e.describe({ type: name } as never), (a) => 'value' in a && typeof a.value === 'string'],
  ];
  if (game === 'hokm') {
    list.push(
      ['validate suit', () => e.validate(s, { type: 'trump', suit: name }), invalid('BAD_ACTION')],
      ['validate keep', () => e.validate(s, { type: 'draw', keep: name }), invalid('BAD_ACTION')],
      ['setup removedTwo', () => e.setup({ players: 3, removedTwo: name } as never), coded('BAD_OPTIONS')],
      ['setup shuffle', () => e.setup({ shuffle: name } as never), coded('BAD_OPTIONS')],
      ['restore trump', () => e.restore(set(s, ['trump'], name)), coded('BAD_STATE')],
      ['restore removedTwo', () => e.restore(set(s, ['match', 'options', 'removedTwo'], name)), coded('BAD_STATE')],
      ['damaged removedTwo, clone', () => e.pendingDeal(set(s, ['match', 'options', 'removedTwo'], name) as never), anything],
      ['describe suit', () => e.describe({ type: 'trumpNamed', seat: 0, suit: name } as never), anything],
      ['describe kind', () => e.describe({ type: 'handWon', result: { hand: 1, winners: [0], kind: name, points: 1, tricks: [0] }, score: [1] } as never), anything],
    );
  } else {
    const h = hoc as unknown as Record<string, (...a: unknown[]) => unknown>;
    list.push(
      ['validate show', () => h.validate!(s, { type: 'show', card: name }), invalid('BAD_CARD')],
      ['validate raise', () => h.validate!(s, { type: 'raise', amount: name }), invalid('BAD_ACTION')],
      ['validate blanche', () => h.validate!(s, { type: 'blanche', declare: name }), invalid('BAD_ACTION')],
      // A hand is four rank masks a seat: the name in place of one.
      ['restore hand card', () => h.restore!(set(s, ['hands', 0], name)), coded('BAD_STATE')],
      ['restore stock', () => h.restore!(set(s, ['stock', 0], name)), coded('BAD_STATE')],
      ['restore paid', () => h.restore!(set(s, ['paid'], [name])), coded('BAD_STATE')],
      ['restore prize', () => h.restore!(set(s, ['prize'], name)), coded('BAD_STATE')],
      ['restore options players', () => h.restore!(set(s, ['options', 'players'], name)), coded('BAD_STATE')],
      ['damaged hand card, legalIds', () => h.legalIds!(set(s, ['hands', 4 * Math.max(0, (s as unknown as hoc.HocState).turn)], name)), anything],
      ['damaged prize, view', () => h.view!(set(s, ['prize'], name), 0), coded('BAD_STATE')],
      ['damaged top, view', () => h.view!(set(s, ['top'], name), 0), coded('BAD_STATE')],
      ['damaged lie, view', () => h.view!(set(s, ['lies'], [{ seat: 0, rank: name }]), 0), coded('BAD_STATE')],
      ['describe how', () => h.describe!({ type: 'prize', prize: 'point', winner: 0, how: name }), anything],
      [
        'describe announcement',
        () => h.describe!({ type: 'bid', seat: 0, prize: 'sequence', bid: 'declare', amount: 0, announcement: { length: name, value: null, rank: 'K' } }),
        anything,
      ],
    );
  }
  return list;
}

describe('every Object.prototype name, at every entry point of both games', () => {
  const pool = samples();

  it('card functions know no prototype name as a card, suit or rank', () => {
    for (const name of NAMES) {
      expect(isCard(name), name).toBe(false);
      expect(isSuit(name), name).toBe(false);
      expect(isRank(name), name).toBe(false);
      expect(parseCard(name), name).toBeUndefined();
      expect(formatCard(name as never), name).toBe('?');
      expect(answer(`cardId ${name}`, () => cardId(name as never))).toEqual({ code: 'BAD_CARD' });
      expect(isSeed(name)).toBe(true);
    }
  });

  it('a fast-check property over names, entry points and reachable states', () => {
    let calls = 0;
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.nat(pool.length - 1), (name, k) => {
        const { game, state } = pool[k]!;
        for (const [label, f, ok] of probes(game, state, name)) {
          const what = `${game} ${label} with ${JSON.stringify(name)} (sample ${k}, phase ${(state as { phase: string }).phase})`;
          const a = answer(what, f);
          expect(ok(a), `${what}: ${JSON.stringify(a)?.slice(0, 200)}`).toBe(true);
          if ('value' in a) expect(leaksPrototype(a.value), `${what}: reached a prototype`).toBe(false);
          calls++;
        }
      }),
      { seed: 1707, numRuns: NAMES.length * 6 * SCALE, examples: NAMES.map((n, i) => [n, i % pool.length]) },
    );
    expect(calls).toBeGreaterThan(NAMES.length * 6 * 30);
  });
});
