/**
 * `npx hoc-hokm` works in a fresh clone right after `npm install`: npm runs
 * the `prepare` script on a plain `npm install` (and `npm ci`) in the
 * package's own folder and on installs from git, and that script builds
 * dist/, where the binary lives. (Installs of the published tarball do not
 * run it; the tarball carries dist/.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string>; scripts: Record<string, string> };

describe('a fresh clone', () => {
  it('builds on npm install, so the binary is there for npx hoc-hokm', () => {
    expect(pkg.scripts.prepare).toBe('npm run build');
    // The binary is an output of that build (npm test has just run it).
    const bin = pkg.bin['hoc-hokm']!;
    expect(bin).toMatch(/^\.\/dist\//);
    expect(existsSync(join(root, bin)), `${bin} after npm run build`).toBe(true);
    expect(readFileSync(join(root, bin), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });
});
