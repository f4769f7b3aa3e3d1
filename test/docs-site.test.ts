/**
 * The citable API site, without building it (`npm run docs` builds it and
 * runs the link check over it; .ci/run runs that after `npm test`):
 *
 * - the link check (scripts/check-links.mjs) passes a small correct site
 *   and fails on each kind of broken link, on purposely broken pages;
 * - the TypeDoc plugin (scripts/typedoc-plugin.mjs) names the Markdown
 *   documents' pages after their files, puts an anchor on each rulebook id
 *   where the rulebook defines it and links every other mention;
 * - the release workflow publishes the site into a folder per version
 *   (scripts/publish-docs.mjs), never replacing one already published.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkSite } from '../scripts/check-links.mjs';
import { newestFirst, publish } from '../scripts/publish-docs.mjs';
import { documentPageName, linkIds } from '../scripts/typedoc-plugin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sites: string[] = [];
afterAll(() => {
  for (const s of sites) rmSync(s, { recursive: true, force: true });
});

/** Writes a site of `files` (path → text) into a fresh folder; returns the folder. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hoc-hokm-site-'));
  sites.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** TypeDoc's encoding of its navigation and search data: deflated JSON in base64. */
const data = (name: string, value: unknown) => `window.${name} = "${deflateSync(JSON.stringify(value)).toString('base64')}"`;

// Ids the rulebook does not have, built so that test/citations.test.ts
// (which fails on a cited id the rulebook lacks) does not read them as citations.
const NO_RULE = ['HOKM', '5.99'].join('-');
const SUB_RULE = ['HOKM', '5.3.1'].join('-');
const NO_DECISION = ['HOC', 'D999'].join('-');

const page = (body: string) => `<!DOCTYPE html><html><head><title>HOKM-5.3</title><link rel="stylesheet" href="../assets/style.css"/></head><body>${body}</body></html>`;

/** A small site in TypeDoc's shape whose every link resolves. */
const GOOD: Record<string, string> = {
  'index.html': page(
    '<a href="rules/hokm.html#HOKM-5.3">follow suit</a> <a href="rules/">rules</a> <a href="https://example.org/x#y">out</a> <a href="#top" id="top">top</a>',
  ).replace('../assets', 'assets'),
  'rules/index.html': page('<a href="hokm.html">Hokm</a>'),
  'rules/hokm.html': page(
    '<p><strong id="HOKM-5.3"><a href="#HOKM-5.3">HOKM-5.3</a></strong> Follow suit; see <a href="../functions/x.html#setup.options">setup</a>.</p><svg><use href="../assets/icons.svg#icon-anchor"></use></svg>',
  ),
  'functions/x.html': page('<section><a id="setup.options" class="tsd-anchor"></a><code>a &amp; b</code></section><img src="../media/p%20q.png">'),
  'media/p q.png': 'png',
  'assets/style.css': 'body {}',
  'assets/icons.svg': '<svg><g id="icon-anchor"></g></svg>',
  'assets/navigation.js': data('navigationData', [{ text: 'Rules', path: 'rules/index.html', children: [{ text: 'Hokm', path: 'rules/hokm.html#HOKM-5.3' }] }]),
  'assets/search.js': data('searchData', { rows: [{ name: 'x', url: 'functions/x.html' }] }),
};

describe('the link check', () => {
  it('passes a site whose every internal link and anchor resolves', () => {
    expect(checkSite(site(GOOD))).toEqual([]);
  });

  it('counts the pages and the internal links it checked', () => {
    const counts: { pages?: number; links?: number } = {};
    checkSite(site(GOOD), counts);
    const pages = Object.keys(GOOD).filter((f) => f.endsWith('.html')).length;
    expect(counts.pages).toBe(pages);
    // Every page links at least its stylesheet, so there are more links than pages.
    expect(counts.links).toBeGreaterThan(pages);
  });

  it.each([
    ['a missing page', 'index.html', '<a href="guides/nowhere.html">x</a>', 'index.html: href guides/nowhere.html: no file guides/nowhere.html'],
    ['a missing anchor', 'index.html', `<a href="rules/hokm.html#${NO_RULE}">x</a>`, `index.html: href rules/hokm.html#${NO_RULE}: no anchor #${NO_RULE} in rules/hokm.html`],
    ['a missing anchor on the same page', 'rules/index.html', '<a href="#nothing">x</a>', 'rules/index.html: href #nothing: no anchor #nothing in rules/index.html'],
    ['a missing image', 'functions/x.html', '<img src="../media/gone.png">', 'functions/x.html: src ../media/gone.png: no file media/gone.png'],
    ['an absolute path', 'index.html', '<a href="/rules/hokm.html">x</a>', 'index.html: href /rules/hokm.html: an absolute path (the site lives in a sub-folder)'],
    ['a link out of the site', 'rules/hokm.html', '<a href="../../other/index.html">x</a>', 'rules/hokm.html: href ../../other/index.html: leaves the site'],
    ['an id in the text that is no link', 'rules/index.html', '<p>You must follow suit (HOKM-5.3).</p>', 'rules/index.html: HOKM-5.3 is not a link to the rulebook'],
  ])('fails on %s', (_, file, html, problem) => {
    const files = { ...GOOD, [file]: GOOD[file]!.replace('</body>', `${html}</body>`) };
    expect(checkSite(site(files))).toEqual([problem]);
  });

  it('fails on a broken entry of the navigation or the search data', () => {
    const files = {
      ...GOOD,
      'assets/navigation.js': data('navigationData', [{ text: 'Rules', path: 'rules/index.html', children: [{ text: 'Hoc', path: 'rules/hoc.html' }] }]),
      'assets/search.js': data('searchData', { rows: [{ name: 'x', url: 'functions/x.html#gone' }] }),
    };
    expect(checkSite(site(files))).toEqual([
      'index.html: navigation entry rules/hoc.html: no file rules/hoc.html',
      'index.html: search entry functions/x.html#gone: no anchor #gone in functions/x.html',
    ]);
  });

  it('fails on a missing or empty site', () => {
    expect(checkSite(join(tmpdir(), 'hoc-hokm-no-such-site'))).toHaveLength(1);
    expect(checkSite(site({ 'a.txt': 'x' }))).toEqual([expect.stringMatching(/no HTML pages$/)]);
  });
});

describe('the TypeDoc plugin', () => {
  it('names the pages of the Markdown documents after their files', () => {
    expect(documentPageName('docs/rules/hokm.md')).toBe('rules/hokm');
    expect(documentPageName('docs/rules/hoc-decisions.md')).toBe('rules/hoc-decisions');
    expect(documentPageName('docs/rules/README.md')).toBe('rules/index');
    expect(documentPageName('docs/security.md')).toBe('guides/security');
    expect(documentPageName('CONTRIBUTING.md')).toBe('contributing');
    expect(documentPageName('src/hokm/index.ts')).toBeUndefined();
  });

  const where = (id: string) => ({ 'HOKM-5.3': 'rules/hokm.html', 'HOKM-D4': 'rules/hokm-decisions.html', 'HOC-8.9': 'rules/hoc.html' })[id];

  it('anchors a rule and a decision where the rulebook defines them', () => {
    const unknown: string[] = [];
    const rule = linkIds('<p><strong>HOKM-5.3</strong> Follow suit.</p>', 'rules/hokm.html', where, (id) => unknown.push(id));
    expect(rule).toBe('<p><strong id="HOKM-5.3"><a href="#HOKM-5.3" class="hh-rule-id">HOKM-5.3</a></strong> Follow suit.</p>');
    const decision = linkIds('<h3 id="hokm-d4-options" class="tsd-anchor-link">HOKM-D4 Options<a href="#hokm-d4-options">#</a></h3>', 'rules/hokm-decisions.html', where, (id) =>
      unknown.push(id),
    );
    expect(decision).toBe(
      '<h3 id="hokm-d4-options" class="tsd-anchor-link"><a id="HOKM-D4" href="#HOKM-D4" class="hh-rule-id">HOKM-D4</a> Options<a href="#hokm-d4-options">#</a></h3>',
    );
    expect(unknown).toEqual([]);
  });

  it('links every other mention, relative to the page, and leaves links, scripts and the head alone', () => {
    const unknown: string[] = [];
    const html =
      '<html><head><title>HOKM-5.3</title><meta name="description" content="HOKM-5.3"></head><body>' +
      '<p>See HOKM-5.3 and <code>HOC-8.9</code>; <a href="x.html">HOKM-D4</a>. HOKM-5.3.</p>' +
      `<script>const s = "HOKM-5.3";</script><p>${SUB_RULE} is no id.</p></body></html>`;
    expect(linkIds(html, 'functions/hokm.setup.html', where, (id) => unknown.push(id))).toBe(
      '<html><head><title>HOKM-5.3</title><meta name="description" content="HOKM-5.3"></head><body>' +
        '<p>See <a href="../rules/hokm.html#HOKM-5.3" class="hh-rule-ref">HOKM-5.3</a> and <code><a href="../rules/hoc.html#HOC-8.9" class="hh-rule-ref">HOC-8.9</a></code>; <a href="x.html">HOKM-D4</a>. <a href="../rules/hokm.html#HOKM-5.3" class="hh-rule-ref">HOKM-5.3</a>.</p>' +
        `<script>const s = "HOKM-5.3";</script><p>${SUB_RULE} is no id.</p></body></html>`,
    );
    // On the defining page a mention links to the anchor; a definition elsewhere is only a mention.
    expect(linkIds('<p>HOKM-5.3</p><p><strong>HOKM-5.3</strong></p>', 'rules/hokm.html', where, (id) => unknown.push(id))).toBe(
      '<p><a href="#HOKM-5.3" class="hh-rule-ref">HOKM-5.3</a></p><p><strong id="HOKM-5.3"><a href="#HOKM-5.3" class="hh-rule-id">HOKM-5.3</a></strong></p>',
    );
    expect(linkIds('<p><strong>HOKM-5.3</strong></p>', 'index.html', where, (id) => unknown.push(id))).toBe(
      '<p><strong><a href="rules/hokm.html#HOKM-5.3" class="hh-rule-ref">HOKM-5.3</a></strong></p>',
    );
    expect(unknown).toEqual([]);
  });

  it('reports an id the rulebook does not define, and leaves it as text', () => {
    const unknown: string[] = [];
    expect(linkIds(`<p>${NO_DECISION}</p>`, 'index.html', where, (id) => unknown.push(id))).toBe(`<p>${NO_DECISION}</p>`);
    expect(unknown).toEqual([NO_DECISION]);
  });

  it('is what typedoc.json loads, with its router, and the site shows the version', () => {
    const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({ plugin: ['./scripts/typedoc-plugin.mjs'], router: 'citable', includeVersion: true, treatWarningsAsErrors: true });
  });
});

describe('the site is built and published per version', () => {
  it("the README's How to cite names pages the site has", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## How to cite'), readme.indexOf('\n## ', readme.indexOf('## How to cite') + 1));
    const pages = [...section.matchAll(/\/<version>\/(rules\/[\w-]+\.html)/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const rulebook = readdirSync(join(root, 'docs/rules')).map((f) => `${documentPageName(`docs/rules/${f}`)}.html`);
    for (const p of pages) expect(rulebook, p).toContain(p);
    for (const p of section.matchAll(/`(rules\/[\w-]+\.html)`/g)) expect(rulebook, p[1]).toContain(p[1]);
  });

  it('npm run docs writes docs/api/<version>/ and checks its links', () => {
    const docs = readFileSync(join(root, 'scripts/docs.mjs'), 'utf8');
    expect(docs).toContain('`docs/api/${version}`');
    expect(docs).toContain('checkSite(out, counts)');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.docs).toBe('node scripts/docs.mjs');
  });

  it('the release workflow builds the site, checks its links and publishes it with scripts/publish-docs.mjs', () => {
    const workflow = parse(readFileSync(join(root, '.github/workflows/docs.yml'), 'utf8')) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps: { run?: string; uses?: string; with?: Record<string, unknown> }[] }>;
    };
    expect(Object.keys(workflow.on)).toContain('release');
    const runs = Object.values(workflow.jobs)
      .flatMap((j) => j.steps)
      .map((s) => s.run ?? '');
    const at = (text: string) => runs.findIndex((r) => r.includes(text));
    expect(at('npm ci')).toBeGreaterThanOrEqual(0);
    expect(at('npm run docs')).toBeGreaterThan(at('npm ci'));
    expect(at('node scripts/publish-docs.mjs site')).toBeGreaterThan(at('npm run docs'));
    expect(at('git push origin HEAD:gh-pages')).toBeGreaterThan(at('node scripts/publish-docs.mjs site'));
  });

  it('publishing adds a version beside the others, moves latest/ and never replaces a published version', () => {
    const built = (text: string) => site({ ...GOOD, 'rules/hokm.html': GOOD['rules/hokm.html']!.replace('Follow suit', text) });
    const published = site({});
    expect(publish({ source: built('one'), site: published, version: '0.1.0' })).toEqual(['0.1.0']);
    expect(publish({ source: built('two'), site: published, version: '0.2.0' })).toEqual(['0.2.0', '0.1.0']);
    expect(publish({ source: built('three'), site: published, version: '0.3.0-beta.1', prerelease: true })).toEqual(['0.3.0-beta.1', '0.2.0', '0.1.0']);
    const read = (path: string) => readFileSync(join(published, path), 'utf8');
    expect(read('0.1.0/rules/hokm.html')).toContain('one');
    expect(read('0.2.0/rules/hokm.html')).toContain('two');
    expect(read('latest/rules/hokm.html')).toContain('two'); // a pre-release does not move latest/
    expect(() => publish({ source: built('again'), site: published, version: '0.1.0' })).toThrow(/published already/);
    expect(read('0.1.0/rules/hokm.html')).toContain('one');
    const index = read('index.html');
    expect([...index.matchAll(/href="([^"]+)\/"/g)].map((m) => m[1])).toEqual(['latest', '0.3.0-beta.1', '0.2.0', '0.1.0']);
    expect(checkSite(published)).toEqual([]);
  });

  it('orders versions newest first', () => {
    expect(newestFirst(['0.9.0', '0.10.0', '1.0.0-rc.2', '1.0.0', '1.0.0-rc.10', '0.10.1'])).toEqual(['1.0.0', '1.0.0-rc.10', '1.0.0-rc.2', '0.10.1', '0.10.0', '0.9.0']);
  });
});
