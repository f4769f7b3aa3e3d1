/**
 * A vitest reporter that names every test which used more than a third of
 * its time limit: the suite must pass on a busy machine, so a test's limit
 * is at least three times its running time. It warns rather than fails,
 * since the run itself may be the unusual one.
 */
import type { Reporter, TestCase } from 'vitest/node';

export default class MarginReporter implements Reporter {
  private readonly close: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const took = test.diagnostic()?.duration;
    const limit = test.options.timeout;
    if (took !== undefined && limit && took > limit / 3) {
      this.close.push(`  ${test.module.moduleId.split('/test/').pop()} > ${test.fullName}: ${(took / 1000).toFixed(1)} s of its ${(limit / 1000).toFixed(0)} s limit`);
    }
  }

  onTestRunEnd(): void {
    if (this.close.length === 0) return;
    console.warn(`\nTests over a third of their time limit (raise the limit or make them faster):\n${this.close.join('\n')}\n`);
  }
}
