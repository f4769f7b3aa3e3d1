/**
 * The whole project type-checks (`tsc --noEmit`: sources, tests, benchmark,
 * configs). A test rather than a step before the tests, so that it runs
 * beside them on the other core; `npm run typecheck` runs the same alone.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

// tsc takes about 40 s alone on this 2-core machine; beside the other test
// files, on a machine busy with other work, it was seen at 3 to 6 minutes.
it('the project type-checks', async () => {
  const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
  try {
    await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', '.'], { cwd: root });
  } catch (e) {
    expect.fail(`tsc --noEmit failed:\n${(e as { stdout?: string }).stdout ?? String(e)}`);
  }
}, 480_000);
