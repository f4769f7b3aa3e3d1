/**
 * A TypeDoc plugin that makes the API site citable (loaded by typedoc.json,
 * `"plugin"`).
 *
 * - Stable page addresses for the Markdown documents, from their file
 *   names rather than their titles: docs/rules/hokm.md becomes
 *   `rules/hokm.html`, docs/rules/README.md `rules/index.html`, a guide
 *   docs/hokm.md `guides/hokm.html`, CONTRIBUTING.md `contributing.html`.
 *   A title can change; the file name is what the repository cites.
 * - An anchor for every rulebook id where the rulebook defines it: the
 *   rules pages' `**HOKM-5.3**` paragraphs and the decisions pages'
 *   `### HOC-D15 …` headings get `id="HOKM-5.3"` / `id="HOC-D15"`, so
 *   `rules/hokm.html#HOKM-5.3` points at the rule itself (the section
 *   slugs such as `#5-playing-the-tricks` stay as they were).
 * - A link on every other mention of an id, on every page (API pages,
 *   guides, the rulebook itself), to that anchor. An id the rulebook does
 *   not define is an error, so the site cannot link to nothing, and so is
 *   a defined id that ends up without its anchor.
 *
 * The ids are read the way test/citations.test.ts reads them: a rule is
 * defined by a line starting `**HOKM-5.3**`, a decision by a heading
 * `### HOKM-D4 …`, in the Markdown files of docs/rules/.
 */
import { readFileSync } from 'node:fs';
import { posix, relative, sep } from 'node:path';
import { KindRouter, PageEvent, Renderer } from 'typedoc';

/** A rulebook id as cited in text (the same ids as test/citations.test.ts's CITED_ID, without trailing sub-parts). */
const ID = /\b(?:HOKM|HOC)-(?:D\d+|\d+\.\d+)\b(?![.\d]*\d)/g;
/** How the rulebook defines an id in Markdown. */
const DEFINED = /^\*\*((?:HOKM|HOC)-\d+\.\d+)\*\*|^### ((?:HOKM|HOC)-D\d+)\b/gm;
/** Where text must not get links: inside these elements. */
const NO_LINKS = new Set(['a', 'script', 'style', 'title', 'head', 'textarea', 'svg']);

/** The repository-relative path of a document, with `/` separators. */
function repoPath(reflection) {
  const file = reflection.project.files.getReflectionPath(reflection);
  return file === undefined ? undefined : relative(process.cwd(), file).split(sep).join('/');
}

/**
 * The page name of a Markdown document, from its path: `docs/rules/x.md` →
 * `rules/x`, `docs/x.md` → `guides/x`, `X.md` at the root → `x`; a
 * README is its folder's `index`.
 */
export function documentPageName(path) {
  const m = /^(?:(docs\/rules)\/|(docs)\/|)([^/]+)\.md$/i.exec(path);
  if (!m) return undefined;
  const folder = m[1] ? 'rules/' : m[2] ? 'guides/' : '';
  const name = m[3].toLowerCase() === 'readme' ? 'index' : m[3].toLowerCase();
  return `${folder}${name}`;
}

/** The kind router, but documents are named after their files (see above). */
class CitableRouter extends KindRouter {
  getIdealBaseName(reflection) {
    if (reflection.isDocument?.()) {
      const path = repoPath(reflection);
      const name = path === undefined ? undefined : documentPageName(path);
      if (name !== undefined) return name;
    }
    return super.getIdealBaseName(reflection);
  }
}

/** Escapes text for an HTML attribute. */
const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Adds the anchors and links to one page's HTML. `where(id)` is the URL
 * of the page defining `id`, relative to the site root, or undefined;
 * `page` is this page's URL relative to the site root; `unknown(id)` is
 * called for an id no page defines.
 */
export function linkIds(html, page, where, unknown) {
  const here = posix.dirname(page);
  const href = (id) => {
    const target = where(id);
    if (target === undefined) return undefined;
    const path = target === page ? '' : posix.relative(here, target);
    return `${path}#${id}`;
  };
  // Definitions first, on the defining page only: `<strong>ID</strong>` at
  // a paragraph's start, and a heading whose text starts with the id.
  html = html.replace(/<p><strong>((?:HOKM|HOC)-\d+\.\d+)<\/strong>/g, (all, id) =>
    where(id) === page ? `<p><strong id="${id}"><a href="#${id}" class="hh-rule-id">${id}</a></strong>` : all,
  );
  html = html.replace(/(<h([1-6])\b[^>]*>)((?:HOKM|HOC)-D\d+)\b/g, (all, open, _level, id) =>
    where(id) === page ? `${open}<a id="${id}" href="#${id}" class="hh-rule-id">${id}</a>` : all,
  );
  // Then every other mention in text: split into tags and text, and link
  // the ids of text outside links, scripts, styles and the head.
  const parts = html.split(/(<!--[\s\S]*?-->|<[^>]*>)/);
  const open = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i % 2 === 1) {
      const tag = /^<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>$/.exec(part);
      if (!tag) continue;
      const name = tag[2].toLowerCase();
      if (!NO_LINKS.has(name) || tag[3] === '/') continue;
      if (tag[1] === '/') {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.length = at;
      } else open.push(name);
      continue;
    }
    if (open.length > 0 || !ID.test(part)) continue;
    ID.lastIndex = 0;
    parts[i] = part.replace(ID, (id) => {
      const link = href(id);
      if (link === undefined) {
        unknown(id);
        return id;
      }
      return `<a href="${attr(link)}" class="hh-rule-ref">${id}</a>`;
    });
  }
  return parts.join('');
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.defineRouter('citable', CitableRouter);

  /** id → the URL (from the site root) of the page defining it; built when rendering starts. */
  const defined = new Map();
  app.renderer.on(Renderer.EVENT_BEGIN, (event) => {
    defined.clear();
    const router = app.renderer.router;
    for (const reflection of Object.values(event.project.reflections)) {
      if (!reflection.isDocument?.()) continue;
      const path = repoPath(reflection);
      if (path === undefined || !path.startsWith('docs/rules/')) continue;
      const url = router.getFullUrl(reflection);
      for (const m of readFileSync(path, 'utf8').matchAll(DEFINED)) {
        const id = m[1] ?? m[2];
        if (defined.has(id)) app.logger.error(`${id} is defined twice in the rulebook (${path})`);
        defined.set(id, url);
      }
    }
    if (defined.size === 0) app.logger.error('typedoc-plugin: no rulebook ids found in docs/rules/');
  });

  app.renderer.on(PageEvent.END, (page) => {
    if (page.contents === undefined || !page.url.endsWith('.html')) return;
    page.contents = linkIds(page.contents, page.url, (id) => defined.get(id), (id) =>
      app.logger.error(`${page.url} cites ${id}, which the rulebook (docs/rules/) does not define`),
    );
    // Every id this page defines has its anchor (a rule written another way would have none).
    for (const [id, url] of defined) {
      if (url === page.url && !page.contents.includes(` id="${id}"`)) app.logger.error(`${page.url}: no anchor for ${id}, which it defines`);
    }
  });
}
