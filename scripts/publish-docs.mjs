#!/usr/bin/env node
/**
 * Adds one version's API site to a checkout of the published site (the
 * `gh-pages` branch), as .github/workflows/docs.yml does after a release:
 *
 *     node scripts/publish-docs.mjs SITE [--prerelease]
 *
 * - copies docs/api/<version>/ (from `npm run docs`; the version from
 *   package.json) to SITE/<version>/, and refuses when SITE/<version>/
 *   exists: a published version's site is never replaced, so an address
 *   cited for it stays valid;
 * - for a stable release, replaces SITE/latest/ with a copy of it;
 * - writes SITE/index.html, listing every version (newest first) and
 *   sending readers to latest/, and SITE/.nojekyll (GitHub Pages serves
 *   the files as they are).
 *
 * The folders of other versions are not touched. Exits 1 with a message
 * when it refuses.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Semantic versions, newest first (a pre-release after its release's numbers). */
export function newestFirst(versions) {
  const key = (v) => {
    const [core, pre] = v.split('-', 2);
    return { nums: core.split('.').map(Number), pre };
  };
  return [...versions].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    for (let i = 0; i < 3; i++) if (x.nums[i] !== y.nums[i]) return y.nums[i] - x.nums[i];
    if (x.pre === y.pre) return 0;
    if (x.pre === undefined) return -1;
    if (y.pre === undefined) return 1;
    return y.pre.localeCompare(x.pre, 'en', { numeric: true });
  });
}

/** Adds `source` (a built site) as `site/<version>/`; see above. Throws when `site/<version>/` exists. */
export function publish({ source, site, version, prerelease = false }) {
  if (!/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(version)) throw new Error(`not a version: ${version}`);
  if (!existsSync(join(source, 'index.html'))) throw new Error(`${source} holds no site: run npm run docs first`);
  const target = join(site, version);
  if (existsSync(target)) throw new Error(`${target} is published already: a version's site is never replaced`);
  cpSync(source, target, { recursive: true });
  if (!prerelease) {
    rmSync(join(site, 'latest'), { recursive: true, force: true });
    cpSync(source, join(site, 'latest'), { recursive: true });
  }
  const versions = newestFirst(readdirSync(site).filter((d) => /^\d+\.\d+\.\d+/.test(d) && existsSync(join(site, d, 'index.html'))));
  const latest = existsSync(join(site, 'latest', 'index.html'));
  const items = [...(latest ? ['latest'] : []), ...versions].map((v) => `<li><a href="${v}/">${v}</a></li>`).join('\n');
  writeFileSync(
    join(site, 'index.html'),
    `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>hoc-hokm API</title>
${latest ? '<meta http-equiv="refresh" content="0; url=latest/">\n' : ''}</head>
<body>
<h1>hoc-hokm API, by version</h1>
<ul>
${items}
</ul>
</body>
</html>
`,
  );
  writeFileSync(join(site, '.nojekyll'), '');
  return versions;
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const [site, ...flags] = process.argv.slice(2);
  if (!site) {
    console.error('usage: node scripts/publish-docs.mjs SITE [--prerelease]');
    process.exit(2);
  }
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  try {
    const versions = publish({ source: join('docs', 'api', version), site, version, prerelease: flags.includes('--prerelease') });
    console.log(`${site}: added ${version}; versions ${versions.join(', ')}`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
