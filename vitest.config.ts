import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import MarginReporter from './test/support/margin-reporter.js';
import LongFirst from './test/support/sequencer.js';

// In CI a JSON report is written too, so .ci/run can print the totals line.
const ci = !!process.env.CI;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Test files run side by side, on every core: vitest's default (cores − 1)
    // would run one file at a time on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: LongFirst },
    // Test files share a worker's module cache instead of each importing the
    // sources again (a quarter of the suite's time on two cores went to
    // those imports): the library keeps no global mutable state, and every
    // spy is restored after its test (restoreMocks), so files cannot leak
    // into each other.
    isolate: false,
    restoreMocks: true,
    // Most tests take well under a second (a few seconds on a busy
    // machine); the long ones set their own limit, at least three times
    // their running time on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: [...(ci ? ['default', 'json'] : ['default']), new MarginReporter()],
    outputFile: ci ? { json: '.vitest-report.json' } : undefined,
    // `vitest run --coverage` (npm run test:coverage): V8's own counters, no
    // instrumentation, over the library's sources; prints the summary and
    // writes coverage/coverage-summary.json, whose figures .ci/run prints.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // A run with a failing test still prints its coverage: CI's log should show both.
      reportOnFailure: true,
      // The floor the README states (test/readme-coverage.test.ts keeps the two equal): a run below it fails.
      thresholds: { statements: 84, lines: 84 },
    },
  },
});
