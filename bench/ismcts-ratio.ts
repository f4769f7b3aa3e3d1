/**
 * ISMCTS speed against a baseline build, side by side: searched decisions
 * per CPU-second of this build's `bots.ismcts` and of the build of commit
 * {@link BASELINE} (the main branch when issue 14 set its target, "4× the
 * decisions per CPU-second at the same budget"), alternating in one process
 * ({@link alternate}), and their ratio. A rate measured alone moves 1.5–2×
 * between machines of the same kind, so the target is a ratio.
 *
 * `npm run bench` prints it; `npm run bench:ismcts` runs it alone (both
 * build this package first). The baseline is built once into
 * `.bench-baseline/COMMIT/` from this repository's own history (a detached
 * git worktree, then tsup); pass another build's `dist` folder as the first
 * argument to compare with that instead. A script, not a test.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { alternate } from './yardstick.js';
import type { Workload } from './lib.js';

/** The main branch's last commit before issue 14's engine core (its bench printed 147–213 Hokm 4p, 61–95 Hoc 3p decisions per CPU-second). */
export const BASELINE = '94439b9';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The baseline's `dist` folder, built from git history when missing. */
function baselineDist(): string {
  const out = join(root, '.bench-baseline', BASELINE);
  const dist = join(out, 'dist');
  if (existsSync(join(dist, 'bots', 'index.js'))) return dist;
  const tree = join(out, 'tree');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  console.log(`building the baseline ${BASELINE} in ${out} (once)…`);
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, BASELINE], { cwd: root, stdio: 'inherit' });
  try {
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
    execFileSync(join(root, 'node_modules', '.bin', 'tsup'), { cwd: tree, stdio: 'ignore' });
    cpSync(join(tree, 'dist'), dist, { recursive: true });
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'inherit' });
  }
  // ESM beside it, and this package's dependencies (immer, pure-rand).
  writeFileSync(join(out, 'package.json'), '{"type":"module"}\n');
  symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'), 'dir');
  return dist;
}

type Lib = {
  bots: { ismcts(o: object): ((view: unknown) => unknown) & { last: { iterations: number } | null } };
  hokm: Game;
  hoc: Game;
};
type Game = {
  setup(o: object): unknown;
  isOver(s: unknown): boolean;
  apply(s: unknown, a: unknown): unknown;
  view(s: unknown, seat: number): unknown;
  toAct(s: unknown): number | null;
};

async function load(dist: string): Promise<Lib> {
  const at = (p: string) => import(pathToFileURL(join(dist, p)).href);
  return { bots: await at('bots/index.js'), hokm: await at('hokm/index.js'), hoc: await at('hoc/index.js') };
}

/** One seeded game's first 20 searched decisions (as bench/search.ts counts them). */
function workload(lib: Lib, name: string, game: 'hokm' | 'hoc', players: number, iterations: number): Workload {
  let seed = 0;
  return {
    name,
    unit: 'searched decisions',
    batch: () => {
      const e = lib[game];
      const p = lib.bots.ismcts({ iterations, seed });
      let s = e.setup({ players, seed: seed++ });
      let n = 0;
      while (n < 20 && !e.isOver(s)) {
        s = e.apply(s, p(e.view(s, e.toAct(s)!)));
        if (p.last!.iterations > 0) n++;
      }
      return n;
    },
  };
}

/**
 * The ratios, one line per game and player count: this build's searched
 * decisions per CPU-second over the baseline's (`baseDist`: another build's
 * `dist`, default the {@link BASELINE} build).
 */
export async function benchIsmctsRatio(seconds = 4, baseDist?: string): Promise<string[]> {
  const base = await load(baseDist ?? baselineDist());
  const here = await load(join(root, 'dist'));
  const lines: string[] = [];
  for (const [game, players, iterations] of [
    ['hokm', 4, 200],
    ['hoc', 3, 100],
    ['hokm', 3, 200],
    ['hokm', 2, 200],
    ['hoc', 2, 100],
  ] as const) {
    const label = `${game} ${players}p: ismcts(${iterations})`;
    // A game is 50–500 ms of search: windows of a few games each.
    const [b, h] = alternate([workload(base, `${label} ${BASELINE}`, game, players, iterations), workload(here, `${label} this build`, game, players, iterations)], {
      seconds,
      windowMs: 400,
      warmMs: 500,
    });
    lines.push(
      `${label}: this build / ${BASELINE} = ${(h!.perSecond / b!.perSecond).toFixed(2)}× (${h!.perSecond.toFixed(0)} vs ${b!.perSecond.toFixed(0)} searched decisions/CPU-s, alternating)`,
    );
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) for (const line of await benchIsmctsRatio(Number(process.argv[3] ?? 4), process.argv[2])) console.log(line);
