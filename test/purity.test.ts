/**
 * The pure core: no randomness, clock, I/O or platform globals anywhere in
 * src/ except the two folders allowed them, src/cli (the demo program) and
 * src/host (the cryptographic helpers for hosts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url).pathname;
const ALLOWED = ['cli', 'host'];
const FORBIDDEN: [string, RegExp][] = [
  ['Math.random', /\bMath\.random\b/],
  ['the clock', /\bDate\.now\b|\bnew Date\b|\bperformance\.now\b/],
  ['crypto', /\bcrypto\b/],
  ['process', /\bprocess\./],
  ['timers', /\bset(Timeout|Interval|Immediate)\b/],
  ['Node built-ins', /from ['"]node:|require\(/],
  ['globalThis', /\bglobalThis\b/],
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
}

describe('purity', () => {
  const checked = files(SRC).filter((f) => !ALLOWED.includes(relative(SRC, f).split('/')[0]!));

  it('only src/cli and src/host use randomness, the clock, I/O or platform globals', () => {
    expect(checked.length).toBeGreaterThan(30);
    for (const f of checked) {
      // Comments may name these things; code may not.
      const code = readFileSync(f, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      for (const [what, re] of FORBIDDEN) expect(re.test(code), `${relative(SRC, f)} uses ${what}`).toBe(false);
    }
  });

  it('src/host draws from Web Crypto only', () => {
    const host = readFileSync(join(SRC, 'host/index.ts'), 'utf8');
    expect(host).toMatch(/getRandomValues/);
    expect(/\bMath\.random\b/.test(host)).toBe(false);
  });
});
