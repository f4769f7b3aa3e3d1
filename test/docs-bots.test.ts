/**
 * docs/bots.md: every TypeScript block runs (with `hoc-hokm` pointing at
 * the sources), and the arena table the guide shows is what its example
 * prints.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const docs = readFileSync(new URL('../docs/bots.md', import.meta.url), 'utf8');
const blocks = [...docs.matchAll(/```ts\n([\s\S]*?)```(?:\n\nprints\n\n```text\n([\s\S]*?)```)?/g)];
const dir = fileURLToPath(new URL('./.docs-snippets/', import.meta.url));
const src = fileURLToPath(new URL('../src/index.js', import.meta.url));

describe('docs/bots.md', () => {
  it('has the example blocks', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6);
  });
  blocks.forEach((b, i) => {
    it(`block ${i + 1} runs${b[2] ? ' and prints what the guide shows' : ''}`, async () => {
      mkdirSync(dir, { recursive: true });
      const file = `${dir}block${i + 1}.ts`;
      writeFileSync(file, b[1]!.replaceAll("from 'hoc-hokm'", `from '${src}'`));
      const lines: string[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
        lines.push(args.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' '));
      });
      try {
        await import(/* @vite-ignore */ `${file}?${Date.now()}`);
      } finally {
        log.mockRestore();
      }
      expect(lines.length).toBeGreaterThan(0);
      // Every check a block prints is true.
      for (const l of lines) expect(l).not.toMatch(/^false\b|\bfalse$/);
      if (b[2] !== undefined) expect(lines.join('\n')).toBe(b[2].trimEnd());
    });
  });
});
