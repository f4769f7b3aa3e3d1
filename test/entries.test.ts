/**
 * The public entry points agree everywhere they are listed: package.json
 * "exports" (which the build reads), the folders of src/ with an index.ts,
 * the API reference's entry points (typedoc.json) and the size budgets
 * (test/size.test.ts checks its own list against "exports"). The root
 * re-exports the subpaths, except the test kit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as rootEntry from '../src/index.js';
import * as hokm from '../src/hokm/index.js';
import * as hoc from '../src/hoc/index.js';
import * as cards from '../src/cards/index.js';
import * as rng from '../src/rng/index.js';
import * as bots from '../src/bots/index.js';
import * as errors from '../src/core/errors.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** The subpaths: `hokm`, `hoc`, … (without the root). */
const subpaths = Object.keys(json('package.json').exports as Record<string, unknown>)
  .filter((k) => k !== '.' && k !== './package.json')
  .map((k) => k.slice(2));

/**
 * Folders of src/ that are not subpaths: shared code and the CLI. `host`
 * (`hoc-hokm/host`: randomSeed and randomDeck from Web Crypto) is planned:
 * when src/host/index.ts arrives, it goes into package.json "exports",
 * typedoc.json and the size budgets, and this test says so until it does.
 */
const INTERNAL = ['core', 'cli'];

describe('entry points', () => {
  it('every subpath is a folder of src/ with an index.ts, and every such folder is a subpath', () => {
    for (const sub of subpaths) expect(existsSync(join(root, 'src', sub, 'index.ts')), sub).toBe(true);
    const folders = ['hokm', 'hoc', 'cards', 'rng', 'bots', 'testkit', 'host', 'records', ...INTERNAL].filter((f) => existsSync(join(root, 'src', f, 'index.ts')));
    expect(folders.filter((f) => !INTERNAL.includes(f)).sort()).toEqual([...subpaths].sort());
  });

  it('the API reference documents the root and every subpath', () => {
    const entryPoints = json('typedoc.json').entryPoints as string[];
    expect(entryPoints.sort()).toEqual(['src/index.ts', ...subpaths.map((s) => `src/${s}/index.ts`)].sort());
  });

  it('the root has the games and bots as namespaces, cards, generator and errors by name, and no test kit', () => {
    for (const [name, ns] of [
      ['hokm', hokm],
      ['hoc', hoc],
      ['bots', bots],
    ] as const) {
      expect(Object.keys(rootEntry[name]).sort(), name).toEqual(Object.keys(ns).sort());
    }
    for (const ns of [cards, rng, errors]) {
      for (const [k, v] of Object.entries(ns)) expect(rootEntry[k as keyof typeof rootEntry], k).toBe(v);
    }
    for (const name of ['simulate', 'checkReplay', 'checkSecrecy', 'checkSample', 'deepEqual', 'TestKitError']) {
      expect(name in rootEntry, name).toBe(false);
    }
  });

  it('each game subpath exports the errors', () => {
    for (const game of [hokm, hoc]) {
      for (const name of ['HocHokmError', 'IllegalActionError', 'StateError', 'OptionsError', 'isHocHokmError', 'ERROR_CODES'] as const) {
        expect(game[name], name).toBe(errors[name]);
      }
    }
  });
});
