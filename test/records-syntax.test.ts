/**
 * Bad and hostile text records (issue 17): every one is answered with a
 * RecordSyntaxError (`BAD_RECORD`) pointing at the line and column of the
 * first wrong character — never a TypeError, a RangeError or a stack
 * overflow, whatever the text (huge, deeply nested, control characters,
 * prototype keys, random bytes, a valid record damaged anywhere). JSON
 * records keep working beside them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReplayError, record, replay } from '../src/bots/record.js';
import { isHocHokmError } from '../src/core/errors.js';
import { MAX_RECORD_TEXT, RecordSyntaxError, formatRecord, parseRecord } from '../src/records/index.js';
import { randomGame } from './support/records.js';

/** The error `parseRecord(text)` throws (failing the test when it returns). */
function errorOf(text: unknown): RecordSyntaxError {
  try {
    parseRecord(text);
  } catch (e) {
    expect(e).toBeInstanceOf(RecordSyntaxError);
    return e as RecordSyntaxError;
  }
  throw new Error('parsed');
}

describe('parseRecord: coded errors with line and column', () => {
  it.each([
    ['an unknown word', '[Game "hokm"]\n1. T:S QS ZZ', 2, 11, /"ZZ" is no Hokm action/],
    ['a Hoc word in Hokm', '[Game "hokm"]\nPass', 2, 1, /no Hokm action/],
    ['a Hokm word in Hoc', '[Game "hoc"]\n  T:S', 2, 3, /no Hoc action/],
    ['no Game tag', '[Seed 7]', 1, 1, /starts with its \[Game/],
    ['moves before the Game tag', 'QS', 1, 1, /starts with its \[Game/],
    ['an empty text', '', 1, 1, /starts with its \[Game/],
    ['an unknown game', '[Game "chess"]', 1, 7, /"hokm" or "hoc"/],
    ['a second Game tag', '[Game "hokm"]\n[Game "hoc"]', 2, 1, /second Game/],
    ['a repeated option', '[Game "hokm"]\n[Seed 1]\n[Seed 2]', 3, 1, /second Seed/],
    ['a tag after the moves', '[Game "hokm"]\nT:S\n[Seed 1]', 3, 1, /before the actions/],
    ['a tag value that is not JSON', '[Game "hokm"]\n[Seed seven]', 2, 7, /not JSON/],
    ['a non-option tag that is no string', '[Game "hokm"]\n[Round 3]', 2, 8, /is not an option of hokm/],
    ['a tag without its "]"', '[Game "hokm"\nT:S', 1, 7, /ends with "\]" on its line/],
    ['a string across lines', '[Game "hokm"]\n[Event "a\nb"]', 2, 10, /ends on its line/],
    ['a comment without its "}"', '[Game "hokm"]\nT:S {open', 2, 5, /ends with "\}"/],
    ['a stray "}"', '[Game "hokm"]\nT:S }', 2, 5, /unexpected "\}"/],
    ['a stray "("', '[Game "hokm"]\n(QS)', 2, 1, /unexpected "\("/],
    ['a bad mark', '[Game "hokm"]\nT:S QS!!!', 2, 5, /no such mark/],
    ['a deal of a non-card', '[Game "hoc"]\nDeal(AS XX)', 2, 9, /card codes/],
    ['a deal without ")"', '[Game "hoc"]\nDeal(AS KS', 2, 11, /ends with "\)"/],
    ['an empty deal', '[Game "hoc"]\nDeal()', 2, 6, /lists its cards/],
    ['a comment before the Game tag', '{hello}\n[Game "hokm"]', 1, 1, /starts with its \[Game/],
    ['a raise too big', '[Game "hoc"]\n+21', 2, 1, /no Hoc action/],
    ['a control character', '[Game "hokm"]\nT:S\u0007', 2, 4, /control character \(U\+0007\)/],
    ['a NUL in a comment', '[Game "hokm"]\nT:S {a\u0000b}', 2, 7, /control character/],
    ['DEL', '[Game "hokm"]\n\u007f', 2, 1, /U\+007F/],
  ])('%s', (_, text, line, column, message) => {
    const e = errorOf(text);
    expect(e.code).toBe('BAD_RECORD');
    expect([e.line, e.column]).toEqual([line, column]);
    expect(e.message).toMatch(message);
    expect(e.message.startsWith(`${line}:${column}: `)).toBe(true);
    expect(isHocHokmError(e)).toBe(true);
  });

  it('counts lines of CRLF text as an editor does', () => {
    const e = errorOf('[Game "hokm"]\r\n1. T:S\r\n  ZZ');
    expect([e.line, e.column]).toEqual([3, 3]);
  });
});

describe('parseRecord: hostile text', () => {
  const deep = (n: number, open: string) => open.repeat(n);
  it.each([
    ['not a string', 42],
    ['null', null],
    ['an object', { game: 'hokm' }],
    ['a text longer than the bound', 'x'.repeat(MAX_RECORD_TEXT + 1)],
    ['a tag value nested a million levels', `[Game "hokm"]\n[Seed ${deep(1_000_000, '[')}1${']'.repeat(1_000_000)}]`],
    ['an object value nested 100,000 levels', `[Game "hoc"]\n[BonusTable ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}]`],
    ['a million opening braces', `[Game "hokm"]\n${deep(1_000_000, '{')}`],
    ['a million opening brackets', deep(1_000_000, '[')],
    ['a million parentheses', `[Game "hoc"]\nDeal${deep(1_000_000, '(')}`],
    ['a 20 MB tag value', `[Game "hokm"]\n[Seed "${'x'.repeat(20_000_000)}"]`],
    ['a 20 MB comment', `[Game "hokm"]\nT:S {${'x'.repeat(20_000_000)}}`],
    ['a 20 MB word', `[Game "hokm"]\n${'Q'.repeat(20_000_000)}`],
    ['a million and one actions', `[Game "hokm"]\n${'QS '.repeat(1_000_001)}`],
    ['a thousand tags', `[Game "hokm"]\n${Array.from({ length: 1000 }, (_, i) => `[T${i} "x"]`).join('\n')}`],
    ['a huge tag name', `[Game "hokm"]\n[${'A'.repeat(100_000)} "x"]`],
    ['a deal of 53 cards', `[Game "hoc"]\nDeal(${'AS '.repeat(53)})`],
    ['a word "constructor"', '[Game "hokm"]\nconstructor'],
    ['a word "__proto__"', '[Game "hoc"]\n__proto__'],
    ['a word "toString"', '[Game "hoc"]\ntoString'],
  ])('%s: BAD_RECORD, no crash', (_, text) => {
    expect(errorOf(text).code).toBe('BAD_RECORD');
  });

  it('keeps prototype keys as plain data: a constructor tag is a tag, a __proto__ option key never the prototype', () => {
    expect(errorOf('[Game "hokm"]\n[__proto__ "x"]').column).toBe(2);
    const r = parseRecord('[Game "hokm"]\n[constructor "x"]\n[hasOwnProperty "y"]\n[Seed {"__proto__": {"target": 1}}]');
    expect(r.tags).toEqual([
      { name: 'constructor', value: 'x' },
      { name: 'hasOwnProperty', value: 'y' },
    ]);
    expect(Object.getPrototypeOf(r.options)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(r.options.seed)).toBe(Object.prototype);
    expect(Object.hasOwn(r.options.seed as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).target).toBeUndefined();
    // The engine refuses such a seed with a coded error.
    expect(() => replay(r)).toThrow(ReplayError);
  });

  it('answers any text with a record or a RecordSyntaxError', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '(', ')', '%', '"', '\\', ' ', '\n', 'Game', ' "hokm"', 'QS', 'Deal', '!', '?', '1.'), maxLength: 60 }),
        ),
        (text) => {
          try {
            parseRecord(text);
          } catch (e) {
            expect(e).toBeInstanceOf(RecordSyntaxError);
          }
        },
      ),
      { seed: 19, numRuns: 2000 },
    );
  });

  it('answers a valid record damaged anywhere with a record or a RecordSyntaxError', () => {
    const text = formatRecord(randomGame({ game: 'hokm', players: 4, host: true }, 5, 30));
    fc.assert(
      fc.property(fc.nat(text.length), fc.nat(10), fc.string({ unit: 'binary', maxLength: 4 }), (at, cut, insert) => {
        const damaged = text.slice(0, at) + insert + text.slice(at + cut);
        try {
          parseRecord(damaged);
        } catch (e) {
          expect(e).toBeInstanceOf(RecordSyntaxError);
        }
      }),
      { seed: 20, numRuns: 2000 },
    );
  });
});

describe('formatRecord: bad records', () => {
  const good = randomGame({ game: 'hokm', players: 4, host: false }, 3, 10);
  it.each([
    ['no record', null],
    ['an unknown game', { ...good, game: 'chess' }],
    ['an illegal action', { ...good, actions: [{ type: 'play', card: 'AS' }] }],
    [
      'a cycle in the options',
      (() => {
        const o: Record<string, unknown> = {};
        o.self = o;
        return { ...good, options: o };
      })(),
    ],
    ['a BigInt action', { ...good, actions: [10n] }],
    ['tags that are no list', { ...good, tags: 'x' }],
    ['a tag named Game', { ...good, tags: [{ name: 'Game', value: 'x' }] }],
    ['a tag named as an option', { ...good, tags: [{ name: 'Seed', value: 'x' }] }],
    ['a tag with a bad name', { ...good, tags: [{ name: 'a b', value: 'x' }] }],
    ['a tag value that is no string', { ...good, tags: [{ name: 'Event', value: 1 }] }],
    ['two notes on one action', { ...good, notes: [{ after: 0 }, { after: 0 }] }],
    ['a note after no action', { ...good, notes: [{ after: 99 }] }],
    ['a mark at the start', { ...good, notes: [{ after: -1, mark: '?' }] }],
    ['an unknown mark', { ...good, notes: [{ after: 0, mark: '?!?' }] }],
    ['a comment with a control character', { ...good, notes: [{ after: 0, comment: 'a\u0001' }] }],
    ['a value with a "]"', { ...good, notes: [{ after: 0, values: [{ name: 'v', value: 'a]' }] }] }],
    ['a value name in capitals', { ...good, notes: [{ after: 0, values: [{ name: 'V', value: '1' }] }] }],
    ['a getter tag', { ...good, tags: [Object.defineProperty({ value: 'x' }, 'name', { get: () => 'Event', enumerable: true })] }],
  ])('%s: BAD_RECORD', (_, rec) => {
    let thrown: unknown;
    try {
      formatRecord(rec as never);
    } catch (e) {
      thrown = e;
    }
    expect(isHocHokmError(thrown), String(thrown)).toBe(true);
    expect((thrown as { code: string }).code).toBe('BAD_RECORD');
  });

  it('writes JSON records made by record() and replays them the same', () => {
    const json = JSON.parse(JSON.stringify(record(good.game, good.options, good.actions))) as typeof good;
    expect(replay(parseRecord(formatRecord(json))).state).toEqual(replay(json).state);
  });
});
