/**
 * TypeScript's old `node10` resolution (`moduleResolution: "node"`, the
 * default of `module: "commonjs"`) ignores package.json "exports", so it
 * finds the subpaths' types through "typesVersions": this checks that map
 * lists every subpath of "exports" with the same declarations, and that a
 * consumer type-checks under node10 against the built package.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  types: string;
  exports: Record<string, { import?: { types?: string } } | string>;
  typesVersions: Record<string, Record<string, string[]>>;
};
let dir = '';
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('node10 resolution', () => {
  it('"typesVersions" maps every subpath of "exports" to its declarations', () => {
    const fromExports = Object.fromEntries(
      Object.entries(pkg.exports)
        .filter(([key]) => key !== '.' && key !== './package.json')
        .map(([key, value]) => [key.slice(2), [typeof value === 'string' ? value : value.import?.types]]),
    );
    expect(Object.keys(pkg.typesVersions)).toEqual(['*']);
    expect(pkg.typesVersions['*']).toEqual(fromExports);
    expect(pkg.types).toBe((pkg.exports['.'] as { import: { types: string } }).import.types);
  });

  it('a consumer importing every subpath type-checks with moduleResolution node10', async () => {
    expect(existsSync(join(root, 'dist/index.d.ts')), 'run `npm run build` first').toBe(true);
    dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-node10-'));
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(root, join(dir, 'node_modules', 'hoc-hokm'), 'dir');
    writeFileSync(
      join(dir, 'app.ts'),
      `import { hokm, type Card } from 'hoc-hokm';
import * as hokmOnly from 'hoc-hokm/hokm';
import { setup } from 'hoc-hokm/hoc';
import { formatCard } from 'hoc-hokm/cards';
import { Rng, seedRng } from 'hoc-hokm/rng';
import { randomSeed } from 'hoc-hokm/host';
import { hokmBot } from 'hoc-hokm/bots';
import { simulate } from 'hoc-hokm/testkit';
import { parseRecord } from 'hoc-hokm/records';
// @ts-expect-error a subpath the package does not have is an error, so the check can fail
import { nothing } from 'hoc-hokm/nothing';
const s: hokmOnly.HokmState = hokm.setup({ seed: 1 });
const card: Card = 'QS';
const action: hokmOnly.HokmAction = hokmBot(hokm.view(s, hokm.toAct(s)!));
console.log(formatCard(card), action, setup({ players: 3 }).game, new Rng(seedRng('r')).int(3), randomSeed, simulate, parseRecord, nothing);
`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          lib: ['es2022', 'dom'],
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '5.0',
          types: [],
          skipLibCheck: false,
        },
        files: ['app.ts'],
      }),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', dir], { cwd: dir }).then(
      () => '',
      (e: { stdout?: string }) => e.stdout ?? String(e),
    );
    expect(result).toBe('');
  }, 120_000);
});
