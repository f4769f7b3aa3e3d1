#!/usr/bin/env node
/**
 * Keeps CITATION.cff's `version` (and `date-released`, when the version
 * changes) in step with package.json. Run by `npm run release` right after
 * `changeset version` has raised the version; test/citation.test.ts fails
 * when the two differ. Edits those two lines only, so the file's comments
 * and layout stay as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const text = readFileSync('CITATION.cff', 'utf8');
const current = /^version: (.*)$/m.exec(text)?.[1]?.replace(/^["']|["']$/g, '');
if (current === undefined) throw new Error('CITATION.cff has no `version:` line');
if (current !== version) {
  const today = new Date().toISOString().slice(0, 10);
  let next = text.replace(/^version: .*$/m, `version: ${version}`);
  next = /^date-released: /m.test(next) ? next.replace(/^date-released: .*$/m, `date-released: "${today}"`) : next.replace(/^(version: .*)$/m, `$1\ndate-released: "${today}"`);
  writeFileSync('CITATION.cff', next);
  console.log(`CITATION.cff: version ${current} → ${version}, released ${today}`);
}
