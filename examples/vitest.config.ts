import { defineConfig } from 'vitest/config';

// The examples' own tests (`npm run test:browser`): the web table in
// headless Chromium and the server with real sockets. In CI a JSON report
// is written too, so .ci/run can add these tests to its totals line.
const ci = !!process.env.CI;

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['examples/test/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ci ? ['default', 'json'] : ['default'],
    outputFile: ci ? { json: '.vitest-examples-report.json' } : undefined,
  },
});
