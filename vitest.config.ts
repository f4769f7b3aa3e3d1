import { defineConfig } from 'vitest/config';

// In CI a JSON report is written too, so .ci/run can print the totals line.
const ci = !!process.env.CI;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    reporters: ci ? ['default', 'json'] : ['default'],
    outputFile: ci ? { json: '.vitest-report.json' } : undefined,
  },
});
