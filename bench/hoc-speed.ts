/**
 * Hoc's speed targets (issue 14, item 4), measured on the built package:
 *
 * - the fast path (`clone` + `legalIdsInto` + `applyMutable(id)`) beside
 *   the yardstick `../shared/perf/hoc-limit.mjs` in alternating windows
 *   (bench/yardstick.ts), both playing its simplified game (every bid a
 *   pass, no carte blanche, a random legal play, games of 6 deals), deals
 *   per CPU-second and the ratio of times per deal, 2 and 3 players: each
 *   game is `setup` and a `clone` of it (the "clone loop");
 * - the same games with `copyInto(setup(…), scratch)` into one reused
 *   state instead of `clone` (the "copyInto loop", the handle pattern of a
 *   bot), in the same windows;
 * - each loop's bytes allocated per applied action (every action: passes,
 *   carte blanche answers and plays; `setup` of every game included);
 * - the pure `apply` (frozen states, `legalActions`), actions per CPU-second.
 *
 * The sampler and ISMCTS rows are bench/sample.ts's and bench/search.ts's.
 * Run: `npm run build && npx tsx bench/hoc-speed.ts [seconds]`.
 */
import { pathToFileURL } from 'node:url';
import { engine, type HocState } from '../dist/hoc/index.js';
import { chooser, printRows, type BenchRow } from './lib.js';
import { allocationPerUnit, alternate, loadYardstick } from './yardstick.js';

/** The part of `hoc-limit.mjs` the bench uses. */
interface HocLimit {
  seed(n: number): void;
  runDeals(players: number, deals: number): number;
}

// The yardstick's game, driven through the library: the ids of "pass" and of "no carte blanche".
const PASS = engine.encodeAction({ type: 'pass' });
const NO_BLANCHE = engine.encodeAction({ type: 'blanche', declare: false });
const DEALS = 6;

/**
 * One simplified game of {@link DEALS} deals on the fast path, on a clone of
 * its `setup` or, given `scratch`, on `scratch` with the new game copied
 * into it; returns the actions applied.
 */
function simplifiedGame(players: 2 | 3, seed: number, pick: (n: number) => number, ids: Int32Array, scratch?: HocState): number {
  const start = engine.setup({ players, seed, deals: DEALS });
  const s: HocState = scratch === undefined ? engine.clone(start) : engine.copyInto(start, scratch);
  let actions = 0;
  while (s.phase !== 'over') {
    if (s.phase === 'bid') engine.applyMutable(s, PASS);
    else if (s.phase === 'blanche') engine.applyMutable(s, NO_BLANCHE);
    else engine.applyMutable(s, ids[pick(engine.legalIdsInto(s, ids))]!);
    actions++;
  }
  return actions;
}

/** Random games through the pure `apply` with `legalActions`; returns the actions applied. */
function pureGame(players: 2 | 3, seed: number, pick: (n: number) => number): number {
  let s = engine.setup({ players, seed, deals: players });
  let actions = 0;
  while (!engine.isOver(s)) {
    const legal = engine.legalActions(s);
    s = engine.apply(s, legal[pick(legal.length)]!);
    actions++;
  }
  return actions;
}

/** The figures of {@link benchHocSpeed}. */
export interface HocSpeed {
  /** Rows: deals per CPU-second beside the yardstick, pure apply actions per CPU-second. */
  rows: BenchRow[];
  /** Summary lines: the ratios and bytes per action. */
  lines: string[];
}

/** Measures the Hoc targets for about `seconds` of CPU per workload. */
export async function benchHocSpeed(seconds = 1): Promise<HocSpeed> {
  const limit = await loadYardstick<HocLimit>('hoc-limit.mjs');
  const rows: BenchRow[] = [];
  const lines: string[] = [];
  for (const players of [2, 3] as const) {
    const pick = chooser(players);
    const ids = new Int32Array(engine.numActions);
    const scratch = engine.clone(engine.setup({ players, deals: DEALS }));
    let seed = 1;
    const fast = {
      name: `hoc ${players}p: fast path, yardstick game`,
      unit: 'deals',
      batch: () => {
        simplifiedGame(players, seed++, pick, ids);
        return DEALS;
      },
    };
    const into = {
      name: `hoc ${players}p: fast path with copyInto`,
      unit: 'deals',
      batch: () => {
        simplifiedGame(players, seed++, pick, ids, scratch);
        return DEALS;
      },
    };
    if (limit) {
      limit.seed(12345);
      const r = alternate([fast, into, { name: `hoc ${players}p: ../shared/perf/hoc-limit.mjs`, unit: 'deals', batch: () => (limit.runDeals(players, 60), 60) }], {
        seconds: 2 * seconds,
      });
      rows.push(...r);
      lines.push(
        `hoc ${players}p fast path / hoc-limit.mjs = ${(r[2]!.perSecond / r[0]!.perSecond).toFixed(2)}× (clone loop: setup + clone per game; alternating windows, CPU time)`,
      );
      lines.push(
        `hoc ${players}p fast path with copyInto / hoc-limit.mjs = ${(r[2]!.perSecond / r[1]!.perSecond).toFixed(2)}× (copyInto loop: setup per game copied into one reused state)`,
      );
    } else rows.push(...alternate([fast, into], { seconds: 2 * seconds }));
    const bytes = await allocationPerUnit(() => simplifiedGame(players, seed++, pick, ids));
    lines.push(`hoc ${players}p fast path allocation, clone loop: ${bytes.toFixed(1)} bytes/action (setup + clone per game; legalIdsInto into a reused Int32Array)`);
    const bytesInto = await allocationPerUnit(() => simplifiedGame(players, seed++, pick, ids, scratch));
    lines.push(`hoc ${players}p fast path allocation, copyInto loop: ${bytesInto.toFixed(1)} bytes/action (setup per game copied into one reused state)`);
    let pseed = 1;
    const [pure] = alternate([{ name: `hoc ${players}p: pure apply`, unit: 'actions', batch: () => pureGame(players, pseed++, pick) }], { seconds });
    rows.push(pure!);
  }
  return { rows, lines };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const b = await benchHocSpeed(Number(process.argv[2] ?? 1));
  printRows(b.rows);
  for (const line of b.lines) console.log(line);
}
