/** Types of scripts/typedoc-plugin.mjs, for the tests. */
import type { Application } from 'typedoc';
/** The page name of a Markdown document from its repository path (`docs/rules/hokm.md` → `rules/hokm`), or undefined. */
export function documentPageName(path: string): string | undefined;
/** Adds the rulebook ids' anchors (on their defining page) and links (everywhere else) to one page's HTML. */
export function linkIds(html: string, page: string, where: (id: string) => string | undefined, unknown: (id: string) => void): string;
/** The plugin's entry point, called by TypeDoc. */
export function load(app: Application): void;
