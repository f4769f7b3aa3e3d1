/**
 * The states `apply` returns have the hidden class of every other state of
 * their game (the one of `setup`'s, of a frozen `clone`), so the shape check
 * that every fast-path call makes sees few kinds of state in a process that
 * has also run the pure path (docs/design-notes.md, "The shape check's kinds
 * of state"). Before, immer's copy of the root had hidden classes of its own,
 * and the Hoc 3-player fast path ran about 15 % slower after `apply` had run
 * in the same process. V8's `%HaveSameMap` answers, in a child process with
 * natives syntax, on the built package (`npm test` builds first).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `body` as an ES module in a child Node with `%` natives, the package's games imported as `hokm` and `hoc`. */
function natives(body: string): string {
  const script = `import { hokm, hoc } from ${JSON.stringify(`${root}dist/index.js`)};\n${body}`;
  const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return r.stdout.trim();
}

describe('hidden classes of pure results', () => {
  it.each([
    ['hokm', '{ players: 4, seed: 3 }'],
    ['hokm', '{ players: 2, seed: 3 }'],
    ['hoc', '{ players: 3, seed: 3 }'],
    ['hoc', '{ players: 2, seed: 3 }'],
  ])('%s %s: apply results, setup and a frozen clone share one hidden class', (game, options) => {
    const out = natives(`
      const e = ${game};
      let s = e.setup(${options});
      const first = s;
      const same = [];
      for (let i = 0; i < 40 && !e.isOver(s); i++) {
        s = e.apply(s, e.legalActions(s)[0]);
        same.push(%HaveSameMap(s, first) && %HaveSameMap(s, Object.freeze(e.clone(s))));
      }
      console.log(JSON.stringify(same));
    `);
    const same = JSON.parse(out) as boolean[];
    expect(same.length).toBeGreaterThan(10);
    expect(same.every(Boolean), out).toBe(true);
  });
});
