/** Types of scripts/check-links.mjs, for the tests. */
/** The problems of the site in `root` (every internal link and anchor, and unlinked rulebook ids), one line each; empty when there are none. */
export function checkSite(root: string, counts?: { pages?: number; links?: number }): string[];
