/**
 * Every TypeScript example in the documentation is a complete program that
 * compiles and runs: the ```ts blocks of README.md and the guides in docs/,
 * and the ```ts blocks of the `@example` tags in src/ (the API reference).
 *
 * They run against the built package, as a reader would run them: each
 * block is compiled to its own module in a scratch project whose
 * `node_modules/hoc-hokm` links to this repository, so `import … from
 * 'hoc-hokm/hokm'` goes through package.json "exports" to dist/ (which
 * `npm test` has just built), and every block is type-checked against the
 * published declarations. A block that is not a program belongs in a
 * ```text block.
 *
 * Two kinds of block are not run here:
 * - docs/bots.md's blocks are run by test/docs-bots.test.ts, which also
 *   compares what they print with the guide; here they are only
 *   type-checked, so each runs once.
 * - A block whose info string names a source file (```ts src/hoc/bidding.ts)
 *   quotes the sources for contributors; it must appear in that file word for
 *   word, so it cannot drift from the code.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

interface Snippet {
  /** Where it is, `file:line`. */
  where: string;
  /** Its TypeScript. */
  code: string;
  /** The module's file name in the scratch project. */
  name: string;
  /** Whether this test runs it (docs/bots.md's blocks run in docs-bots.test.ts). */
  run: boolean;
}

/** A ```ts block quoting a source file, for contributors. */
interface Quote {
  /** Where it is, `file:line`. */
  where: string;
  /** The quoted source file. */
  source: string;
  /** The quoted text. */
  code: string;
}

/**
 * The ```ts blocks of a Markdown text; `line` is the line of the opening
 * fence, `source` the file a quotation names after the language.
 */
function blocks(text: string): { line: number; code: string; source?: string }[] {
  const out: { line: number; code: string; source?: string }[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const fence = /^\s*```(?:ts|typescript)(?:\s+(\S+))?\s*$/.exec(lines[i]!);
    if (!fence) continue;
    const start = i;
    const indent = /^\s*/.exec(lines[i]!)![0].length;
    const body: string[] = [];
    while (++i < lines.length && !/^\s*```\s*$/.test(lines[i]!)) body.push(lines[i]!.slice(indent));
    out.push({ line: start + 1, code: body.join('\n'), ...(fence[1] ? { source: fence[1] } : {}) });
  }
  return out;
}

/** The text of the doc comments of a source file, with the leading ` * ` taken off, line numbers kept. */
function docComments(source: string): string {
  return source
    .split('\n')
    .map((l) => (/^\s*\/?\*+\/?( |$)/.test(l) ? l.replace(/^\s*\/?\*+\/? ?/, '') : ''))
    .join('\n');
}

function files(dir: string, ext: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => join(dir, f));
}

/** Run by test/docs-bots.test.ts (which checks their output too): type-checked here, not run. */
const RUN_ELSEWHERE = new Set(['docs/bots.md']);

function collect(): { snippets: Snippet[]; quotes: Quote[] } {
  const snippets: Snippet[] = [];
  const quotes: Quote[] = [];
  const add = (file: string, text: string) => {
    for (const b of blocks(text)) {
      const where = `${file}:${b.line}`;
      if (b.source !== undefined) quotes.push({ where, source: b.source, code: b.code });
      else snippets.push({ where, code: b.code, name: `${file.replace(/[^a-z0-9]+/gi, '_')}_${b.line}`, run: !RUN_ELSEWHERE.has(file) });
    }
  };
  for (const f of ['README.md', ...files('docs', '.md').filter((f) => !f.startsWith('docs/api'))]) add(f, readFileSync(join(root, f), 'utf8'));
  for (const f of files('src', '.ts').filter((f) => !f.startsWith('src/cli'))) add(f, docComments(readFileSync(join(root, f), 'utf8')));
  return { snippets, quotes };
}

const { snippets, quotes } = collect();
const runHere = snippets.filter((s) => s.run);
let dir = '';
/** Each example's failure (its error), or `null` when it ran. */
const results = new Map<string, string | null>();

/**
 * Runs every example in one Node process, one after the other (a process
 * each would cost more than the examples), their output silenced; writes
 * each one's error, or null, to results.json.
 */
const RUNNER = `
const names = JSON.parse(process.argv[2]);
const results = {};
for (const key of ['log', 'info', 'warn', 'error', 'table', 'dir']) console[key] = () => {};
for (const name of names) {
  try {
    await import('./' + name + '.mjs');
    results[name] = null;
  } catch (e) {
    results[name] = String((e && e.stack) || e);
  }
}
(await import('node:fs')).writeFileSync('results.json', JSON.stringify(results));
`;

beforeAll(async () => {
  expect(existsSync(join(root, 'dist/index.js')), 'run `npm run build` first').toBe(true);
  dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-docs-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(root, join(dir, 'node_modules', 'hoc-hokm'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'docs', private: true, type: 'module' }));
  for (const s of snippets) {
    writeFileSync(join(dir, `${s.name}.ts`), `${s.code}\nexport {};\n`);
    const { code } = await transform(s.code, { loader: 'ts', format: 'esm', target: 'node20', sourcefile: s.where });
    writeFileSync(join(dir, `${s.name}.mjs`), code);
  }
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        lib: ['es2022'],
        module: 'esnext',
        moduleResolution: 'bundler',
        types: ['node'],
        typeRoots: [join(root, 'node_modules/@types')],
        skipLibCheck: true,
      },
      include: ['*.ts'],
    }),
  );
  writeFileSync(join(dir, 'run.mjs'), RUNNER);
  await run(process.execPath, ['run.mjs', JSON.stringify(runHere.map((s) => s.name))], { cwd: dir, timeout: 60_000 });
  const out = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as Record<string, string | null>;
  for (const [name, failure] of Object.entries(out)) results.set(name, failure);
}, 90_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('documentation examples', () => {
  it('there are examples: in the README, the guides and on every engine function', () => {
    const where = (prefix: string) => snippets.filter((s) => s.where.startsWith(prefix)).length;
    expect(where('README.md')).toBeGreaterThanOrEqual(3);
    expect(where('docs/hokm.md')).toBeGreaterThanOrEqual(1);
    expect(where('docs/hoc.md')).toBeGreaterThanOrEqual(1);
    expect(where('docs/bots.md')).toBeGreaterThanOrEqual(3);
    // Every function of the engine contract has an example in both games.
    for (const game of ['hokm', 'hoc']) {
      const source = readFileSync(join(root, `src/${game}/index.ts`), 'utf8');
      const missing = [...source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export function (\w+)/g)]
        .filter(([, doc]) => !/@example\s*\n\s*\*\s*```ts/.test(doc!))
        .map(([, , name]) => name);
      expect(missing, `functions of src/${game}/index.ts without a \`\`\`ts @example`).toEqual([]);
    }
  });

  it('type-check against the published declarations', async () => {
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    try {
      await run(process.execPath, [tsc, '-p', dir], { cwd: dir });
    } catch (e) {
      const out = (e as { stdout?: string }).stdout ?? String(e);
      // Name each error by the example's place in the documentation.
      const named = out.replace(/^(\w+)\.ts\((\d+),\d+\)/gm, (_, name: string, line: string) => {
        const s = snippets.find((x) => x.name === name);
        return s ? `${s.where} (+${Number(line) - 1} lines)` : `${name}.ts:${line}`;
      });
      expect.fail(`the examples do not type-check:\n${named}`);
    }
  }, 120_000);

  it('quotations of the sources are word for word', () => {
    for (const q of quotes) {
      const source = join(root, q.source);
      expect(existsSync(source), `${q.where} quotes ${q.source}, which does not exist`).toBe(true);
      expect(readFileSync(source, 'utf8'), `${q.where} differs from ${q.source}`).toContain(q.code);
    }
  });

  it.each(runHere.map((s) => [s.where, s] as const))('%s runs', (_, s) => {
    const failure = results.get(s.name);
    expect(failure, `${s.where} did not run`).not.toBeUndefined();
    if (failure) expect.fail(`${s.where} failed:\n${failure}`);
  });
});
