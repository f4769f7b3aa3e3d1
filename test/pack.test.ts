/**
 * The package as npm publishes it: `npm pack` (of the dist/ that `npm test`
 * has just built), the tarball checked by publint and Are the Types Wrong,
 * then installed into a scratch project as an app would install it and used
 * from ESM, CommonJS, TypeScript (`node16` and `bundler` resolution) and the
 * `hoc-hokm` binary.
 *
 * The install runs `npm install --prefer-offline`: the dependency (pure-rand)
 * comes from the npm cache that installing this repository filled,
 * and from the registry only when it is not there.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  files: string[];
  scripts: Record<string, string>;
  exports: Record<string, unknown>;
};
const SUBPATHS = Object.keys(pkg.exports)
  .filter((k) => k !== './package.json')
  .map((k) => (k === '.' ? 'hoc-hokm' : `hoc-hokm/${k.slice(2)}`));

let tmp = '';
let tarball = '';
let files: string[] = [];
let packed = 0;
let consumer = '';

/** Runs a program, returning its standard output; throws with its output when it fails. */
function run(file: string, args: string[], cwd: string): string {
  try {
    return execFileSync(file, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${err.stdout ?? ''}\n${err.stderr ?? ''}\n${err.message}`);
  }
}

/** {@link run}, without waiting: for programs that can run side by side. */
async function runAsync(file: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(file, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    return stdout;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${err.stdout ?? ''}\n${err.stderr ?? ''}\n${err.message}`);
  }
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(() => {
  expect(existsSync(join(root, 'dist/index.js')), 'run `npm run build` first').toBe(true);
  tmp = mkdtempSync(join(tmpdir(), 'hoc-hokm-pack-'));
  // dist/ is fresh (npm test builds first): skip prepack's second build.
  const [info] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], root)) as {
    filename: string;
    size: number;
    files: { path: string }[];
  }[];
  tarball = join(tmp, info!.filename);
  files = info!.files.map((f) => f.path);
  packed = info!.size;
  consumer = join(tmp, 'app');
  write(join(consumer, 'package.json'), JSON.stringify({ name: 'app', private: true, version: '1.0.0' }));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', tarball], consumer);
}, 180_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the tarball', () => {
  it('holds the build, the licence, the changelog, the guides and the rulebook; no sources, tests, examples or maps', () => {
    console.log(`tarball: ${(packed / 1000).toFixed(1)} kB packed, ${files.length} files`);
    for (const f of [
      'LICENSE',
      'README.md',
      'CHANGELOG.md',
      'CONTRIBUTING.md',
      'package.json',
      'dist/cli/main.js',
      'dist/cli/worker.js',
      'dist/cli/entry/worker.js',
      'dist/cli/THIRD-PARTY-LICENSES.txt',
    ]) {
      expect(files).toContain(f);
    }
    for (const sub of SUBPATHS.map((s) => s.replace(/^hoc-hokm\/?/, ''))) {
      const base = sub ? `dist/${sub}/index` : 'dist/index';
      for (const ext of ['.js', '.cjs', '.d.ts', '.d.cts']) expect(files).toContain(base + ext);
    }
    expect(files.filter((f) => f.startsWith('docs/rules/')).length).toBeGreaterThan(1);
    expect(files.filter((f) => /\.map$|^src\/|^test\/|^examples\/|\.test\./.test(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith('docs/images/'))).toEqual(['docs/images/web-table.png']); // the README's screenshot
    // About 364 kB after the security and bots work (was 250 kB before it):
    // unpacked, declarations 317 KB (.d.ts and the .d.cts copy, only those an
    // app can reach), CommonJS 285 KB, ESM 257 KB, the CLI 79 KB, the guides
    // and rulebook 164 KB, the README's screenshot 42 KB (64 colours). Then
    // about 390 kB with the CLI's arena, simulate and replay: the CLI 159 KB
    // unpacked (main.js 148 KB, of which its own code 39 KB, commander 56 KB,
    // the worker pool tinypool 22 KB, the progress bar cli-progress with
    // string-width 29 KB; the worker modules 10 KB). Then 401 kB with Hoc's
    // host-supplied deals (the Hoc engine about 10 kB larger in each build).
    // Then 411 kB with the engine skeleton (src/core/define.ts), the games'
    // rule tables and registry, their declarations, and docs/adding-a-game.md
    // (immer is a dependency, not in the tarball).
    // Then 415 kB when the bots began to check their views and ISMCTS was
    // split into a game-free search and one module per game (more, smaller
    // modules in each build, and their declarations).
    // Then 424 kB with the tuned
    // Hokm fast path and sampler (the deal's object-free shuffle, legalIdsInto,
    // the sampler's recorded splits: about 3 kB over every build; the merged
    // main measured 421 kB before it).
    // Then 429 kB with Hokm's exact solver (solve, analyze): its modules in
    // the ESM build 34 KB unpacked, the same again in the CommonJS chunk, its
    // declarations 11 KB and the guide docs/analysis.md 6 KB.
    // All of the above in one build (the merge of the engine core, the bots'
    // split, the Hokm fast path and the solver): 460 kB measured.
    // Then 479 kB with the event lines in Persian, French and German (six
    // text modules in both builds, their declarations, the guides' sections).
    // Then 506 kB with analyzeView and the PIMC player (their modules and
    // declarations in both builds, the Hokm solver now in the bots' CommonJS
    // chunk too, the guides' sections), about 26 kB more with the CLI in
    // four languages (src/cli/texts: its own lines and its help in Persian,
    // French and German, Persian text taking two bytes a letter), and about
    // 41 kB more with hoc-hokm/records (the text record format and its
    // analysis, ESM and CommonJS, declarations in both forms, docs/records.md,
    // the CLI's analyze command). With Hoc's solver, both compact states and
    // the guides that describe them, the merged build measured 593 kB
    // (1.95 MB unpacked: dist/cli/main.js 220 KB, the two CommonJS chunks
    // 310 KB, the declarations in both forms 485 KB). With hoc.analyzeView,
    // the records' Hoc and view values, the CLI's error texts in four
    // languages and the guides' new sections: 627 kB. With ISMCTS's
    // multiple-observer trees, Hokm's copyInto, Hoc's working state, PIMC's
    // opponent model and their guides' sections: 653 kB. Main at a2aa8f9
    // measured 669 kB; then, merged in one build: the Hoc sampler's flat
    // tables (src/hoc/kept.ts, fits.ts, template.ts), copyInto in the engine
    // contract and Hoc's copy into a reused state, the reading copy of a
    // frozen Hoc state, setup's shape-aware freeze, the faster Hokm solver,
    // PIMC's inference, in both builds and their declarations, and their
    // design notes and guides: 699.5 kB. Then the Hokm sampler's typed deal
    // lists and the search's kept path, the solver table's lists split by
    // trumps, the test kit's fast-path check, and the guides' sections on the
    // 3-player and Hoc PIMC arenas and the 20-world runs (docs/bots.md
    // +≈ 8 kB packed): 714.2 kB. Then hokmBot's mask form for PIMC's
    // inference, the trump share counted suit by suit, and the guides' section
    // on the 2,000-candidate run: 721.6 kB. Then PIMC's 3-player paranoid
    // trick count (src/hokm/solve-tricks.ts, tricks-view.ts in both builds,
    // their declarations, the guides' sections), PIMC's cap on searched
    // positions, its calibration and the 3-player Hoc arena run again with
    // it: 733.2 kB. Then the Hokm sampler's prepared view in one block
    // (src/hokm/sample.ts in both builds) and the notes on it and on what
    // was tried for Hoc in the guides: 741.2 kB. Then PIMC's tricksFallback
    // and the guides' three 3-player suites over 10 tricks: 747.9 kB.
    expect(packed).toBeLessThan(754_000);
  });

  it('every relative link in its Markdown files leads to a file in the tarball', () => {
    const md = files.filter((f) => f.endsWith('.md'));
    expect(md).toContain('docs/hokm.md');
    const broken: string[] = [];
    for (const f of md) {
      const text = readFileSync(join(root, f), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:|^#/.test(target!)) continue;
        const path = normalize(join(dirname(f), target!.split('#')[0]!)).replace(/\\/g, '/');
        if (!files.includes(path)) broken.push(`${f} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('is built before every pack and publish', () => {
    // npm runs prepack for `npm pack`, `npm publish` and git installs.
    expect(pkg.scripts.prepack).toBe('npm run build');
    expect(pkg.scripts.build).toMatch(/^tsup && node scripts\/types.mjs$/);
    expect(pkg.files).toContain('dist');
  });

  it('passes publint (strict) and Are the Types Wrong (node16 profile)', async () => {
    await Promise.all([runAsync(bin('publint'), ['run', tarball, '--strict'], root), runAsync(bin('attw'), [tarball, '--profile', 'node16', '--format', 'ascii'], root)]);
  }, 120_000);
});

describe('installed in an app', () => {
  it('works from ESM: every subpath imports, and a game plays through', () => {
    const imports = SUBPATHS.map((s, i) => `import * as m${i} from '${s}';`).join('\n');
    write(
      join(consumer, 'esm.mjs'),
      `${imports}
import { hokm, formatCard } from 'hoc-hokm';
import { setup, legalActions, apply, isOver, outcome } from 'hoc-hokm/hoc';
const all = [${SUBPATHS.map((_, i) => `m${i}`).join(', ')}];
if (all.some((m) => Object.keys(m).length === 0)) throw new Error('an empty subpath');
let s = hokm.setup({ seed: 1 });
while (!hokm.isOver(s)) s = hokm.apply(s, hokm.legalActions(s)[0]);
let h = setup({ players: 2, seed: 2 });
while (!isOver(h)) h = apply(h, legalActions(h)[0]);
console.log(formatCard('TD'), hokm.outcome(s).points.length, outcome(h).balances.length);
`,
    );
    expect(run(process.execPath, ['esm.mjs'], consumer).trim()).toBe('10♦ 2 2');
  }, 60_000);

  it('works from CommonJS: every subpath requires', () => {
    write(
      join(consumer, 'cjs.cjs'),
      `const mods = ${JSON.stringify(SUBPATHS)}.map((s) => require(s));
if (mods.some((m) => Object.keys(m).length === 0)) throw new Error('an empty subpath');
const { hokm, formatCard } = require('hoc-hokm');
const { simulate } = require('hoc-hokm/testkit');
const r = simulate(hokm.engine, { games: 2, seed: 'cjs', validateAll: false });
console.log(formatCard('QS'), r.games);
`,
    );
    expect(run(process.execPath, ['cjs.cjs'], consumer).trim()).toBe('Q♠ 2');
  }, 60_000);

  it('has one error identity across ESM and CJS: instanceof, isHocHokmError and e.code agree', () => {
    write(
      join(consumer, 'errors.mjs'),
      `import { createRequire } from 'node:module';
import * as esm from 'hoc-hokm';
const cjs = createRequire(import.meta.url)('hoc-hokm');
if (esm.HocHokmError === cjs.HocHokmError) throw new Error('expected two copies of the classes');
const thrown = (m, f) => { try { f(); } catch (e) { return e; } throw new Error(m + ' did not throw'); };
const fromCjs = thrown('cjs', () => cjs.hokm.setup({ players: 9 }));
const fromEsm = thrown('esm', () => esm.hoc.restore(null));
const illegal = thrown('apply', () => cjs.hokm.apply(cjs.hokm.setup({ seed: 1 }), { type: 'play', card: 'AS' }));
const out = [
  fromCjs instanceof esm.HocHokmError, fromCjs instanceof esm.OptionsError, esm.isHocHokmError(fromCjs), fromCjs.code,
  fromEsm instanceof cjs.HocHokmError, fromEsm instanceof cjs.StateError, cjs.isHocHokmError(fromEsm), fromEsm.code,
  illegal instanceof esm.IllegalActionError, illegal instanceof esm.StateError, illegal.code,
  new Error('x') instanceof esm.HocHokmError, esm.isHocHokmError({ code: 'BAD_STATE' }),
];
console.log(out.join(' '));
`,
    );
    expect(run(process.execPath, ['errors.mjs'], consumer).trim()).toBe('true true true BAD_OPTIONS true true true BAD_STATE true false WRONG_PHASE false false');
  }, 60_000);

  it('type-checks a consumer under node16 (ESM and CJS files) and bundler resolution, against the published types', async () => {
    const program = `
import { hokm, hoc, isHocHokmError, type Card, type Engine, type Seat } from 'hoc-hokm';
import * as hokmOnly from 'hoc-hokm/hokm';
import { HocHokmError, type HocState, type HocView } from 'hoc-hokm/hoc';
import { formatCard } from 'hoc-hokm/cards';
import { Rng, seedRng } from 'hoc-hokm/rng';
import { hokmBot } from 'hoc-hokm/bots';
import { simulate } from 'hoc-hokm/testkit';
const s: hokmOnly.HokmState = hokm.setup({ players: 3, seed: 'x' });
const seat: Seat = hokm.toAct(s)!;
const card: Card = 'QS';
const view: hokmOnly.HokmView = hokm.view(s, seat);
const action: hokmOnly.HokmAction = hokmBot(view);
const e: Engine<HocState, unknown, HocView, unknown, unknown, unknown> = hoc.engine as never;
const rng = new Rng(seedRng('r'));
try { hokm.apply(s, action); } catch (err) { if (err instanceof HocHokmError && isHocHokmError(err)) console.log(err.code); }
console.log(formatCard(card), e.game, rng.int(3), simulate(hokm.engine, { games: 1, seed: 1 }).games);
// @ts-expect-error a card code is checked
const bad: Card = 'ZZ';
void bad;
`;
    write(join(consumer, 'node16/app.mts'), program);
    write(join(consumer, 'node16/app.cts'), program);
    write(join(consumer, 'bundler/app.ts'), program);
    const common = { strict: true, noEmit: true, target: 'es2022', lib: ['es2022', 'dom'], types: [], skipLibCheck: false };
    write(join(consumer, 'tsconfig.node16.json'), JSON.stringify({ compilerOptions: { ...common, module: 'node16', moduleResolution: 'node16' }, include: ['node16'] }));
    write(join(consumer, 'tsconfig.bundler.json'), JSON.stringify({ compilerOptions: { ...common, module: 'esnext', moduleResolution: 'bundler' }, include: ['bundler'] }));
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    await Promise.all([runAsync(process.execPath, [tsc, '-p', 'tsconfig.node16.json'], consumer), runAsync(process.execPath, [tsc, '-p', 'tsconfig.bundler.json'], consumer)]);
  }, 120_000);

  it('installs the hoc-hokm binary, which runs from the installed package', () => {
    const hocHokm = join(consumer, 'node_modules', '.bin', 'hoc-hokm');
    expect(run(hocHokm, ['--version'], consumer).trim()).toBe(pkg.version);
    expect(run(hocHokm, ['hokm', '--quiet', '--seed', '3'], consumer)).toMatch(/^Hokm: Seats (0 and 2|1 and 3) win the match/);
    // Worker threads from the installed package: the pool's thread entry and
    // the worker module ship beside the binary (dist/cli/entry/, dist/cli/worker.js).
    const sim = JSON.parse(run(hocHokm, ['simulate', '--games', '4', '--target', '1', '--workers', '2', '--json'], consumer)) as { summary: { games: number; sides: unknown[] } };
    expect(sim.summary.games).toBe(4);
    expect(sim.summary.sides).toHaveLength(2);
    // The binary imports the installed library rather than carrying a copy of it.
    const main = readFileSync(join(consumer, 'node_modules/hoc-hokm/dist/cli/main.js'), 'utf8');
    expect(main).toMatch(/from\s*"\.\.\/hokm\/index\.js"/);
    expect(main).not.toMatch(/function\s+legalActions\b/);
  }, 60_000);
});
