/**
 * Hoc throughput: random-play deals through the pure `apply` (with
 * `legalActions`) and the bot fast path (`clone` once per game, then
 * `legalIds` + `applyMutable` with the id), for 2 and 3 players; then the
 * fast path beside the yardstick `../shared/perf/hoc-limit.mjs` (when the
 * repository sits beside it), both playing the same simplified game.
 * Run: `npm run build && npx tsx bench/hoc.ts [seconds]` (it measures the built package).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Rng, seedRng } from '../dist/rng/index.js';
import { engine, type HocState } from '../dist/hoc/index.js';
import { measure, printRows, type BenchRow } from './lib.js';

/** Plays one random game (players deals) and returns [deals, actions]. */
function game(players: 2 | 3, seed: number, rng: Rng, fast: boolean): [number, number] {
  let s: HocState = engine.setup({ players, seed, deals: players });
  let actions = 0;
  if (fast) {
    s = engine.clone(s);
    while (s.phase !== 'over') {
      const ids = engine.legalIds(s);
      engine.applyMutable(s, ids[rng.int(ids.length)]!);
      actions++;
    }
  } else {
    while (!engine.isOver(s)) {
      const legal = engine.legalActions(s);
      s = engine.apply(s, legal[rng.int(legal.length)]!);
      actions++;
    }
  }
  return [players, actions];
}

/** Runs the Hoc benchmarks for about `seconds` each and returns deals/s and actions/s per player count and path. */
export function benchHoc(seconds = 2): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const players of [2, 3] as const) {
    for (const fast of [false, true]) {
      const path = fast ? 'clone + applyMutable(id)' : 'pure apply';
      const rng = new Rng(seedRng(`bench-${players}`));
      let seed = 0;
      let actions = 0;
      const row = measure(
        `hoc ${players}p: ${path}`,
        'deals',
        () => {
          const [d, a] = game(players, seed++, rng, fast);
          actions += a;
          return d;
        },
        seconds,
      );
      const dealsDone = seed * players;
      rows.push(row, { name: `hoc ${players}p: ${path}`, unit: 'actions', perSecond: (row.perSecond * actions) / dealsDone });
    }
  }
  return [...rows, ...benchHocLimit(seconds)];
}

// The yardstick's game, driven through the library: the ids of "pass" and of "no carte blanche".
const PASS = engine.encodeAction({ type: 'pass' });
const NO_BLANCHE = engine.encodeAction({ type: 'blanche', declare: false });
const DEALS = 6;

/**
 * The yardstick's simplified game on the fast path: a game of 6 deals,
 * every bid a pass, nobody declaring carte blanche, a uniformly random
 * legal play. Plays `deals` deals (whole games) and returns them.
 */
function simplified(players: 2 | 3, deals: number, rng: Rng, seed: { next: number }): number {
  let done = 0;
  while (done < deals) {
    const s = engine.clone(engine.setup({ players, seed: seed.next++, deals: DEALS }));
    while (s.phase !== 'over') {
      if (s.phase === 'bid') engine.applyMutable(s, PASS);
      else if (s.phase === 'blanche') engine.applyMutable(s, NO_BLANCHE);
      else {
        const ids = engine.legalIds(s);
        engine.applyMutable(s, ids[rng.int(ids.length)]!);
      }
    }
    done += DEALS;
  }
  return done;
}

/** CPU seconds of this process since `start` (the machine is shared: wall-clock rates fall with the load). */
function cpuSince(start: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1e6;
}

/** Runs `batch` (returning units) for about `seconds` of CPU time; returns [units, CPU seconds]. */
function window(batch: () => number, seconds: number): [number, number] {
  const start = process.cpuUsage();
  let units = 0;
  let cpu = 0;
  while (cpu < seconds) {
    units += batch();
    cpu = cpuSince(start);
  }
  return [units, cpu];
}

interface Limit {
  seed(n: number): void;
  runDeals(players: number, deals: number): number;
}

// The yardstick, when the repository sits beside shared/ (loaded once, here: the file may be absent).
const LIMIT_FILE = fileURLToPath(new URL('../../shared/perf/hoc-limit.mjs', import.meta.url));
const LIMIT: Limit | null = existsSync(LIMIT_FILE) ? ((await import(pathToFileURL(LIMIT_FILE).href)) as Limit) : null;

/**
 * The fast path beside the yardstick `hoc-limit.mjs` in alternating
 * windows of the same process, deals per CPU-second each, and the ratio
 * of their times per deal (printed). Returns no rows, and says why, when
 * the yardstick is not beside the repository.
 */
export function benchHocLimit(seconds = 2): BenchRow[] {
  const limit = LIMIT;
  if (limit === null) {
    console.log(`hoc-limit: ${LIMIT_FILE} not found; the yardstick comparison is skipped`);
    return [];
  }
  const rows: BenchRow[] = [];
  const rounds = 6;
  const slice = Math.max(0.05, seconds / rounds);
  for (const players of [2, 3] as const) {
    const rng = new Rng(seedRng(`limit-${players}`));
    const seed = { next: 1 };
    limit.seed(12345);
    const lib = [0, 0];
    const lim = [0, 0];
    const mine = () => simplified(players, DEALS, rng, seed);
    const theirs = () => (limit.runDeals(players, 600), 600);
    window(mine, 0.2);
    window(theirs, 0.2);
    for (let r = 0; r < rounds; r++) {
      const [x, tx] = window(mine, slice);
      const [y, ty] = window(theirs, slice);
      lib[0]! += x;
      lib[1]! += tx;
      lim[0]! += y;
      lim[1]! += ty;
    }
    const libRate = lib[0]! / lib[1]!;
    const limRate = lim[0]! / lim[1]!;
    rows.push(
      { name: `hoc ${players}p: fast path, yardstick game`, unit: 'deals/CPU-s', perSecond: libRate },
      { name: `hoc ${players}p: hoc-limit`, unit: 'deals/CPU-s', perSecond: limRate },
    );
    // Not the target's figure: this loop lists ids with legalIds (a new list each) and draws with Rng.int; bench/hoc-speed.ts measures the target's loop.
    console.log(`hoc ${players}p fast path with legalIds and Rng.int / hoc-limit = ${(limRate / libRate).toFixed(1)}× (bench/hoc.ts)`);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.argv[2] ?? 2);
  printRows(benchHoc(seconds));
}
