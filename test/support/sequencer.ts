/**
 * Runs the longest test files first, so that the two workers finish
 * together: vitest's own order puts a file it has never timed by size, and
 * the small files that hold the long property runs would come last.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The long files, longest first; the others follow in vitest's order. */
const LONG = ['hoc-properties', 'hokm-sim', 'pack.test', 'typecheck.test', 'cli-arena.test', 'cli.test', 'docs.test'];

export default class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG.findIndex((name) => f.moduleId.includes(name));
      return i < 0 ? LONG.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
