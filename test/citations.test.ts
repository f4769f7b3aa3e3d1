/**
 * Every citation points inside the repository (docs/rules/README.md, "The
 * ids"). Four checks, reading files only:
 *
 * - src/, docs/ (not the generated docs/api/), README.md and CONTRIBUTING.md
 *   name only files the repository holds: a path-looking name (`foo/bar.ts`,
 *   `rules.md`, `notes.txt`) or a relative markdown link, resolved from the
 *   citing file's folder, the repository root or src/ (a `.js` import
 *   specifier may name its `.ts` source);
 * - nothing in src/, docs/, test/, bench/, examples/, .changeset/ (the next
 *   changelog), README.md or CONTRIBUTING.md cites the rules texts and the
 *   design brief kept outside the repository, or the old ids (H1–H7, K1–K6)
 *   that pointed into them;
 * - every rulebook id cited there (HOKM-5.3, HOC-D15) is defined once in
 *   docs/rules/;
 * - every decision of docs/rules/*-decisions.md names at least one test by
 *   file and name, and every test it names exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split('\\')
  .join('/');
/** Where file names must resolve. */
const FILE_SCOPE = ['src', 'docs', 'README.md', 'CONTRIBUTING.md'];
/** Where no outside source or unknown rulebook id may be cited. */
const ID_SCOPE = [...FILE_SCOPE, 'test', 'bench', 'examples', '.changeset'];
/** Generated or installed output: not scanned, and may be named before it exists. */
const GENERATED = [/(^|\/)dist\//, /^docs\/api\//, /(^|\/)node_modules\//, /^coverage\//, /^bench\/results\//, /(^|\/)\.vitest-report\.json$/];
/** A file name (or a glob such as `test/hoc-*.test.ts`): a path ending in one of these extensions. */
const FILE_NAME = /(?<![\w.@/-])(?:\.{1,2}\/)*[\w@*][\w./@*-]*\.(?:md|txt|ts|mts|cts|js|mjs|cjs|json)\b/g;
/** A relative markdown link's target (`[text](target)`). */
const LINK = /\]\(([^)\s]+)\)/g;
/**
 * Words that look like file names but are not: a product name, the files a
 * user names in command-line examples, and the CLI's `--json` flag read as
 * a property.
 */
const NOT_FILES = new Set(['Node.js', 'a.json', 'b.json', 'game.json', 'opts.json', 'ctx.opts.json']);
/** The rules texts and the design brief kept outside the repository. */
const OUTSIDE_FILES = /hoc-seed-(?:en|de)|hokm-seed-(?:en|de)|\brulings\b|\bDESIGN\.md\b/gi;
/** The old ids of those rules texts. */
const OLD_IDS = /\b(?:H[1-7]|K[1-6])\b/g;
/** A rulebook id as cited; `HOKM-D<n>` (the scheme itself) is not one. */
const CITED_ID = /\b(?:HOKM|HOC)-(?:D\d+|\d+\.\d+)[\w.]*/g;

function rel(path: string): string {
  return relative(ROOT, path).split('\\').join('/');
}

function textFiles(path: string, ext: RegExp): string[] {
  if (!existsSync(path)) return [];
  const r = rel(path);
  if (GENERATED.some((g) => g.test(`${r}/`) || g.test(r))) return [];
  if (statSync(path).isFile()) return ext.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => textFiles(join(path, name), ext));
}

const SOURCES = /\.(?:md|ts|mts|js|mjs|html|css|json)$/;
const FILES = FILE_SCOPE.flatMap((p) => textFiles(join(ROOT, p), /\.(?:md|ts)$/));
const ID_FILES = ID_SCOPE.flatMap((p) => textFiles(join(ROOT, p), SOURCES)).filter((f) => rel(f) !== SELF);

/** Each line of the files, with where it is. */
function* lines(files: string[]): Generator<{ where: string; dir: string; text: string }> {
  for (const file of files) {
    const text = readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < text.length; i++) yield { where: `${rel(file)}:${i + 1}`, dir: dirname(file), text: text[i]! };
  }
}

/** Whether `path` exists; a `*` in its last part matches any characters. */
function found(path: string): boolean {
  if (!path.includes('*')) return existsSync(path);
  const dir = dirname(path);
  const pattern = new RegExp(
    `^${basename(path)
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return existsSync(dir) && readdirSync(dir).some((f) => pattern.test(f));
}

function exists(name: string, dir: string): boolean {
  const bare = name.replace(/^\.\//, '');
  if (GENERATED.some((g) => g.test(bare))) return true;
  const tries = [join(dir, name), join(ROOT, bare), join(ROOT, 'src', bare)];
  if (/\.js$/.test(name)) tries.push(...tries.map((t) => t.replace(/\.js$/, '.ts')));
  return tries.some(found);
}

/** The file names and relative links of one line that name no file of the repository. */
function missingNames(text: string, dir: string): string[] {
  const plain = text.replace(/\bhttps?:\/\/\S+/g, '');
  const names = (plain.match(FILE_NAME) ?? []).filter((n) => !NOT_FILES.has(n));
  const links = [...plain.matchAll(LINK)].map((m) => m[1]!.replace(/#.*$/, '')).filter((t) => t !== '' && !/^[a-z]+:/i.test(t));
  return [...new Set([...names, ...links])].filter((n) => !exists(n, dir));
}

/** What one line cites from outside the repository. */
function outsideCitations(text: string): string[] {
  return [...text.matchAll(OUTSIDE_FILES), ...text.matchAll(OLD_IDS)].map((m) => m[0]);
}

/** Every id the rulebook defines (`**HOKM-5.3**`, `### HOC-D15 …`), with how often. */
function definedIds(): Map<string, number> {
  const ids = new Map<string, number>();
  for (const f of readdirSync(join(ROOT, 'docs', 'rules')).filter((n) => n.endsWith('.md'))) {
    const text = readFileSync(join(ROOT, 'docs', 'rules', f), 'utf8');
    for (const m of text.matchAll(/^\*\*((?:HOKM|HOC)-\d+\.\d+)\*\*|^### ((?:HOKM|HOC)-D\d+)\b/gm)) {
      const id = m[1] ?? m[2]!;
      ids.set(id, (ids.get(id) ?? 0) + 1);
    }
  }
  return ids;
}

/** The names given to `it(…)` / `test(…)` in `source`; a `${…}` in a template name matches anything. */
function testNames(source: string): RegExp[] {
  const out: RegExp[] = [];
  for (const m of source.matchAll(/\b(?:it|test)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
    const raw = m[2]!.replace(/\\(['"`\\])/g, '$1');
    const parts = m[1] === '`' ? raw.split(/\$\{[^}]*\}/) : [raw];
    out.push(new RegExp(`^${parts.map((p) => p.replace(/\s+/g, ' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`));
  }
  return out;
}

/** The test names of a test file, including those of the test/support modules it imports. */
function namesOf(file: string): RegExp[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const support = [...source.matchAll(/from '\.\/(support\/[\w-]+)\.js'/g)].map((m) => join(ROOT, 'test', `${m[1]}.ts`));
  return [source, ...support.filter(existsSync).map((s) => readFileSync(s, 'utf8'))].flatMap(testNames);
}

/** A decision's id, and the tests its "Test:" paragraphs name: `file › name; name`, or a whole file. */
interface Decision {
  id: string;
  withdrawn: boolean;
  named: { file: string; name: string }[];
  files: string[];
  problems: string[];
}

/** Reads the decisions of one decisions page. */
function decisions(text: string): Decision[] {
  const out: Decision[] = [];
  for (const section of text.split(/^(?=### )/m)) {
    const id = /^### ((?:HOKM|HOC)-D\d+)\b/.exec(section)?.[1];
    if (id === undefined) continue;
    const d: Decision = { id, withdrawn: /\bwithdrawn\b/i.test(section.split('\n')[0]!), named: [], files: [], problems: [] };
    for (const para of section.split(/\n\s*\n/).filter((p) => /^Tests?:/.test(p))) {
      const parts = para.replace(/\s*\n\s*/g, ' ').split('`');
      let file: string | null = null;
      let depth = 0;
      for (let i = 0; i < parts.length; i++) {
        if (i % 2 === 0) {
          for (const ch of parts[i]!) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
          continue;
        }
        if (depth > 0) continue; // code in a parenthetical remark, not a citation
        const token = parts[i]!;
        if (/^test\/\S+\.ts$/.test(token)) {
          const named = /^\s*›/.test(parts[i + 1] ?? '');
          file = named ? token : null;
          if (!named) d.files.push(token);
        } else if (file === null) d.problems.push(`${id}: a test name without its file: ${token}`);
        else d.named.push({ file, name: token });
      }
    }
    out.push(d);
  }
  return out;
}

describe('citations stay inside the repository', () => {
  it('scans the sources, the guides, the rulebook and the tests', () => {
    // A guard against a scan that silently finds nothing.
    expect(FILES.some((f) => rel(f) === 'docs/rules/README.md')).toBe(true);
    expect(FILES.some((f) => rel(f) === 'README.md')).toBe(true);
    expect(FILES.filter((f) => f.endsWith('.ts')).length).toBeGreaterThan(50);
    expect(ID_FILES.filter((f) => rel(f).startsWith('test/')).length).toBeGreaterThan(30);
    expect(FILES.some((f) => rel(f).startsWith('docs/api/'))).toBe(false);
  });

  it('the checks catch what they are meant to catch', () => {
    const src = join(ROOT, 'src', 'hokm');
    expect(missingNames('see hoc-seed-en.txt and rulings.md', src)).toEqual(['hoc-seed-en.txt', 'rulings.md']);
    expect(missingNames('(DESIGN.md, "The engine contract")', src)).toEqual(['DESIGN.md']);
    expect(missingNames('[the rules](rules/nowhere.md#top)', join(ROOT, 'docs'))).toEqual(['rules/nowhere.md']);
    expect(missingNames('[the rules](rules/hokm.md#2-the-cards) and [web](https://example.org/x.md)', join(ROOT, 'docs'))).toEqual([]);
    expect(missingNames("import { x } from './tricks.js'; see docs/rules/hokm.md", src)).toEqual([]);
    expect(outsideCitations('(rulings K3); H6 revised; hokm-seed-de "Play"')).toEqual(['rulings', 'hokm-seed-de', 'K3', 'H6']);
    expect(outsideCitations('HOKM-5.3 and HOC-D15, a <h1> and HANDS3')).toEqual([]);
    const page = '### HOC-D1 One\n\nTests: `test/a.test.ts` › `x (y)`; `z`; `test/b.test.ts` (with `opt`).\n\n### HOC-D2 Two\n\nTest: `name only`.\n';
    const [one, two] = decisions(page);
    expect(one).toMatchObject({
      id: 'HOC-D1',
      named: [
        { file: 'test/a.test.ts', name: 'x (y)' },
        { file: 'test/a.test.ts', name: 'z' },
      ],
      files: ['test/b.test.ts'],
      problems: [],
    });
    expect(two).toMatchObject({ id: 'HOC-D2', named: [], problems: ['HOC-D2: a test name without its file: name only'] });
  });

  it('every file name in src/, docs/, README.md and CONTRIBUTING.md is a file of the repository', () => {
    const missing: string[] = [];
    for (const { where, dir, text } of lines(FILES)) for (const name of missingNames(text, dir)) missing.push(`${where}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('nothing cites the rules texts or the design brief outside the repository, nor their old ids', () => {
    const cited: string[] = [];
    for (const { where, text } of lines(ID_FILES)) for (const c of outsideCitations(text)) cited.push(`${where}: ${c}`);
    expect(cited).toEqual([]);
  });

  it('every rulebook id cited exists, and each is defined once', () => {
    const ids = definedIds();
    expect(ids.size).toBeGreaterThan(150);
    expect([...ids].filter(([, n]) => n > 1).map(([id]) => id)).toEqual([]);
    const unknown: string[] = [];
    for (const { where, text } of lines([...ID_FILES, ...FILES.filter((f) => rel(f).startsWith('docs/rules/'))])) {
      for (const m of text.matchAll(CITED_ID)) {
        const id = m[0].replace(/\.+$/, '');
        if (!ids.has(id)) unknown.push(`${where}: ${id}`);
      }
    }
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('every decision names a test, and every test it names exists', () => {
    const problems: string[] = [];
    let named = 0;
    let count = 0;
    const names = new Map<string, RegExp[]>();
    for (const page of ['hokm-decisions.md', 'hoc-decisions.md']) {
      for (const d of decisions(readFileSync(join(ROOT, 'docs', 'rules', page), 'utf8'))) {
        count++;
        problems.push(...d.problems);
        if (!d.withdrawn && d.named.length === 0) problems.push(`${d.id}: names no test by file and name`);
        for (const f of d.files) if (!existsSync(join(ROOT, f))) problems.push(`${d.id}: no file ${f}`);
        for (const { file, name } of d.named) {
          named++;
          if (!existsSync(join(ROOT, file))) {
            problems.push(`${d.id}: no file ${file}`);
            continue;
          }
          if (!names.has(file)) names.set(file, namesOf(file));
          const wanted = name.replace(/\s+/g, ' ');
          if (!names.get(file)!.some((re) => re.test(wanted))) problems.push(`${d.id}: no test in ${file} named: ${name}`);
        }
      }
    }
    expect(count).toBeGreaterThan(45);
    expect(named).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
