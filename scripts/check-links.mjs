#!/usr/bin/env node
/**
 * Checks a generated site (the TypeDoc output): every internal link and
 * anchor resolves, and every rulebook id in a page's text is a link.
 *
 *     node scripts/check-links.mjs docs/api/0.1.0
 *
 * Read from every HTML file: each `href` and `src` that is not an external
 * URL (`https:`, `mailto:`, …) must name a file of the site, without
 * leaving it and without an absolute path (the site is served from a
 * sub-folder per version), and its `#fragment`, if any, must be an `id`
 * or `name` in that file. The same goes for the page addresses in
 * TypeDoc's navigation and search data (assets/navigation.js,
 * assets/search.js), which the pages' scripts turn into links. Finally no
 * id such as `HOKM-5.3` may stand in a page's text outside a link: the
 * plugin (scripts/typedoc-plugin.mjs) links them all.
 *
 * Exits 1 and lists the problems, if any. Reads files only; a site of a
 * few hundred pages takes well under a second.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** A rulebook id in text, as the plugin links it. */
const ID = /\b(?:HOKM|HOC)-(?:D\d+|\d+\.\d+)\b(?![.\d]*\d)/;

/** Decodes the HTML character references of an attribute value. */
function unescape(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, ref) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? all;
  });
}

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** The ids and names a file defines (HTML or SVG), cached. */
function anchorsOf(cache, file) {
  let ids = cache.get(file);
  if (ids === undefined) {
    ids = new Set();
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<[a-zA-Z][^>]*?\s(?:id|name)="([^"]*)"/g)) ids.add(unescape(m[1]));
    cache.set(file, ids);
  }
  return ids;
}

/** The data TypeDoc's scripts decode (`window.navigationData = "…"`: deflated JSON in base64), or undefined. */
function scriptData(file) {
  if (!existsSync(file)) return undefined;
  const m = /=\s*"([A-Za-z0-9+/=]+)"/.exec(readFileSync(file, 'utf8'));
  return m ? JSON.parse(inflateSync(Buffer.from(m[1], 'base64')).toString('utf8')) : undefined;
}

/** The text of a page outside links, scripts, styles, the head and tags, for the unlinked-id check. */
function plainText(html) {
  return html
    .replace(/<head\b[\s\S]*?<\/head>/gi, ' ')
    .replace(/<(script|style|a|svg|textarea)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
}

/**
 * The problems of the site in `root`, one line each (`page: what`), or an
 * empty list. `counts`, when given, receives how many pages and links were
 * checked (for the report line).
 */
export function checkSite(root, counts = {}) {
  root = resolve(root);
  if (!existsSync(root) || !statSync(root).isDirectory()) return [`${root}: no such folder`];
  const files = walk(root);
  const pages = files.filter((f) => f.endsWith('.html'));
  if (pages.length === 0) return [`${root}: no HTML pages`];
  const cache = new Map();
  const problems = [];
  const name = (f) => relative(root, f).split(sep).join('/');

  /** Checks one link `target` found in `from` (a file of the site). */
  counts.pages = pages.length;
  counts.links = 0;
  const check = (from, target, what) => {
    if (target === '' || EXTERNAL.test(target)) return;
    counts.links++;
    const hash = target.indexOf('#');
    const path = decode((hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, ''));
    const fragment = hash < 0 ? '' : decode(target.slice(hash + 1));
    if (path.startsWith('/')) {
      problems.push(`${name(from)}: ${what} ${target}: an absolute path (the site lives in a sub-folder)`);
      return;
    }
    let file = path === '' ? from : resolve(dirname(from), path);
    if (file !== root && !file.startsWith(root + sep)) {
      problems.push(`${name(from)}: ${what} ${target}: leaves the site`);
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      problems.push(`${name(from)}: ${what} ${target}: no file ${name(file)}`);
      return;
    }
    if (fragment !== '' && /\.(?:html|svg)$/.test(file) && !anchorsOf(cache, file).has(fragment)) {
      problems.push(`${name(from)}: ${what} ${target}: no anchor #${fragment} in ${name(file)}`);
    }
  };

  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    for (const m of html.matchAll(/<[a-zA-Z][^>]*?\s(href|src)="([^"]*)"/g)) check(page, unescape(m[2]), m[1]);
    const unlinked = ID.exec(plainText(html));
    if (unlinked) problems.push(`${name(page)}: ${unlinked[0]} is not a link to the rulebook`);
  }

  // The navigation tree and the search index hold addresses relative to the site root.
  const index = join(root, 'index.html');
  const navigation = scriptData(join(root, 'assets', 'navigation.js'));
  const visit = (nodes) => {
    for (const node of nodes ?? []) {
      if (typeof node.path === 'string') check(index, node.path, 'navigation entry');
      visit(node.children);
    }
  };
  visit(navigation);
  const search = scriptData(join(root, 'assets', 'search.js'));
  for (const row of search?.rows ?? []) if (typeof row.url === 'string') check(index, row.url, 'search entry');
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/check-links.mjs SITE_FOLDER');
    process.exit(2);
  }
  const started = performance.now();
  const counts = {};
  const problems = checkSite(dir, counts);
  if (problems.length > 0) {
    console.error(`${problems.length} broken link(s) in ${dir}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `links: ${counts.links} internal links and anchors on ${counts.pages} pages of ${dir} checked in ${Math.round(performance.now() - started)} ms, every internal link and anchor resolves`,
  );
}
