/**
 * The built command line on hostile files (issue 17): `hoc-hokm replay`
 * answers every malformed record with `BAD_RECORD` and exit code 1, never
 * a stack trace or 'Maximum call stack size exceeded'; `arena --merge`
 * joins shards of 16,000 entrants in well under a second, and refuses a
 * shard file nested too deep without crashing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, type Run } from './support/cli.js';

let tmp = '';
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'hoc-hokm-records-'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A failure with a coded message on one line and no stack trace. */
function failedWith(r: Run, code: string, what: string): void {
  expect(r.code, `${what}: ${r.err}`).toBe(1);
  expect(r.err, what).toMatch(new RegExp(`^error: ${code}: `));
  expect(r.err, what).not.toMatch(/\n\s+at |Maximum call stack|TypeError|RangeError/);
  expect(r.err.trimEnd().split('\n'), what).toHaveLength(1);
}

const deep = (levels: number, inner: string) => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

/** Hostile record files, as JSON text (what a file can hold). */
const HOSTILE: [string, string][] = [
  ['an action nested 1,000,000 levels deep', `{"game":"hokm","options":{"seed":7},"actions":[${deep(1_000_000, '1')}]}`],
  ['a second action nested 1,000,000 levels deep', `{"game":"hokm","options":{"seed":7},"actions":[{"type":"trump","suit":"S"},${deep(1_000_000, '{}')}]}`],
  ['options nested 1,000,000 levels deep', `{"game":"hokm","options":{"seed":${deep(1_000_000, '1')}},"actions":[]}`],
  ['an action object nested 100,000 levels deep', `{"game":"hokm","options":{"seed":7},"actions":[${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}]}`],
  ['a million and one actions', `{"game":"hokm","options":{"seed":7},"actions":[${Array<string>(1_000_001).fill('0').join(',')}]}`],
  ['a 20 MB seed', `{"game":"hokm","options":{"seed":"${'x'.repeat(20_000_000)}"},"actions":[]}`],
  ['a 20 MB action type', `{"game":"hokm","options":{"seed":7},"actions":[{"type":"${'x'.repeat(20_000_000)}"}]}`],
  ['a __proto__ option', '{"game":"hokm","options":{"seed":7,"__proto__":{"target":1}},"actions":[]}'],
  ['a constructor action', '{"game":"hokm","options":{"seed":7},"actions":[{"type":"constructor"}]}'],
  ['a __proto__ key in an action', '{"game":"hokm","options":{"seed":7},"actions":[{"type":"trump","suit":"S","__proto__":{"x":1}}]}'],
  ['a game named __proto__', '{"game":"__proto__","options":{},"actions":[]}'],
  ['a number too big for a double', '{"game":"hokm","options":{"seed":1e400},"actions":[]}'],
  ['actions that are a string', '{"game":"hokm","options":{"seed":7},"actions":"trump"}'],
  ['options that are a list', '{"game":"hokm","options":[7],"actions":[]}'],
  ['a record that is a list', '[{"game":"hokm"}]'],
  ['a record that is null', 'null'],
  ['an action of 200,000 keys', `{"game":"hokm","options":{"seed":7},"actions":[{${Array.from({ length: 200_000 }, (_, i) => `"k${i}":${i}`).join(',')}}]}`],
];

describe('hoc-hokm replay on hostile records', () => {
  it('answers each with BAD_RECORD, exit code 1, one line and no stack trace', async () => {
    for (const [what, text] of HOSTILE) {
      const file = join(tmp, 'hostile.json');
      writeFileSync(file, text);
      const r = await cli(['replay', file]);
      failedWith(r, 'BAD_RECORD', what);
      // The record was read from standard input as well as from a file.
      if (text.length < 100_000) failedWith(await cli(['replay', '-', '--json'], text), 'BAD_RECORD', `${what} (stdin, --json)`);
    }
  }, 300_000);

  it('a record with an unreadable action after good ones prints the transcript of the good ones first', async () => {
    const file = join(tmp, 'late.json');
    writeFileSync(file, `{"game":"hokm","options":{"seed":7,"target":1},"actions":[{"type":"trump","suit":"S"},${deep(1_000_000, '1')}]}`);
    const r = await cli(['replay', file]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^Hokm · 4 players · seed 7 · /);
    expect(r.err).toMatch(/^error: BAD_RECORD: action 1 cannot be read: nested deeper than \d+ levels/);
  }, 60_000);
});

describe('hoc-hokm arena --merge of hostile or huge shards', () => {
  let files: string[] = [];
  beforeAll(async () => {
    const shards = await Promise.all([1, 2].map((i) => cli(['arena', '--matches', '2', '--target', '1', '--seed', 'wide', '--workers', '1', '--shard', `${i}/2`])));
    files = shards.map((r, i) => {
      expect(r.code, r.err).toBe(0);
      // 16,000 entrants in the arena (two of them played): what a wide tournament's shards hold.
      const data = JSON.parse(r.out) as { arena: { entrants: string[] }; result: { names: string[] } };
      const names = [...data.arena.entrants, ...Array.from({ length: 16_000 - data.arena.entrants.length }, (_, e) => `bot ${e}`)];
      data.arena.entrants = names;
      data.result.names = names;
      const file = join(tmp, `wide-${i}.json`);
      writeFileSync(file, JSON.stringify(data));
      return file;
    });
  }, 120_000);

  it('joins shards of 16,000 entrants in about a second, two process starts included (bound 10 s for a busy machine; main took 18 s)', async () => {
    const t0 = performance.now();
    const [table, json] = await Promise.all([cli(['arena', '--merge', ...files]), cli(['arena', '--merge', ...files, '--json'])]);
    const ms = performance.now() - t0;
    console.log(`hoc-hokm arena --merge, 16,000 entrants, two processes at once: ${ms.toFixed(0)} ms`);
    expect(table.code, table.err).toBe(0);
    expect(json.code, json.err).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(table.out).toMatch(/^hokmBot ahead of random: \d+\.\d% \[\d+\.\d%, \d+\.\d%\] of 2 matches$/m);
    const merged = JSON.parse(json.out) as { result: { entrants: { matches: number }[]; results: unknown[] } };
    expect(merged.result.entrants).toHaveLength(16_000);
    expect(merged.result.entrants.slice(0, 3).map((e) => e.matches)).toEqual([2, 2, 0]);
    expect(merged.result.results).toHaveLength(2);
  }, 120_000);

  it('refuses a shard nested a million levels deep as no arena result (exit 1, no stack overflow)', async () => {
    const data = JSON.parse(readFileSync(files[0]!, 'utf8')) as { arena: { options: Record<string, unknown> } };
    const text = JSON.stringify(data).replace('"options":{', `"options":{"deep":${deep(1_000_000, '1')},`);
    const file = join(tmp, 'deep.json');
    writeFileSync(file, text);
    const r = await cli(['arena', '--merge', file, files[1]!]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error: \S+ is not an arena result/);
    expect(r.err).not.toMatch(/Maximum call stack|\n\s+at /);
  }, 60_000);
});
