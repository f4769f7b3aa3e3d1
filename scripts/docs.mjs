#!/usr/bin/env node
/**
 * `npm run docs`: the API site of this version, then its link check.
 *
 * TypeDoc (typedoc.json, with scripts/typedoc-plugin.mjs) writes the site
 * into docs/api/<version>/, the version from package.json: each release's
 * site has its own folder, so an address cited for version X still holds
 * after X+1 is published beside it (.github/workflows/docs.yml publishes
 * the folder). Warnings are errors (typedoc.json). Then
 * scripts/check-links.mjs checks every internal link and anchor of the
 * new site. Arguments are passed on to TypeDoc.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { checkSite } from './check-links.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const out = `docs/api/${version}`;
const typedoc = join(dirname(createRequire(import.meta.url).resolve('typedoc/package.json')), 'bin', 'typedoc');

const run = spawnSync(process.execPath, [typedoc, '--out', out, ...process.argv.slice(2)], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);

const started = performance.now();
const counts = {};
const problems = checkSite(out, counts);
if (problems.length > 0) {
  console.error(`${problems.length} broken link(s) in ${out}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`links: ${counts.links} internal links and anchors on ${counts.pages} pages of ${out}, every one resolves (checked in ${Math.round(performance.now() - started)} ms)`);
