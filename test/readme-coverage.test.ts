/**
 * The README's coverage figure is the floor vitest enforces
 * (`coverage.thresholds` in vitest.config.ts): a run under it fails, so
 * the sentence stays true, and changing one without the other fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config.js';

describe('the README states the coverage floor the test run enforces', () => {
  it('names the thresholds of statements and lines', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const m = /The tests cover at least (\d+) % of the statements and of the lines of `src\/`/.exec(readme);
    expect(m, 'the coverage sentence of the README').not.toBeNull();
    const thresholds = (config.test?.coverage as { thresholds?: { statements?: number; lines?: number } } | undefined)?.thresholds;
    expect(thresholds?.statements).toBe(Number(m![1]));
    expect(thresholds?.lines).toBe(Number(m![1]));
  });
});
