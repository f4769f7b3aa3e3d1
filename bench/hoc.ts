/**
 * Hoc throughput: random-play deals through the pure `apply` (with
 * `legalActions`) and the bot fast path (`clone` once per game, then
 * `legalIds` + `applyMutable` with the id), for 2 and 3 players.
 * Run: `npm run build && npx tsx bench/hoc.ts [seconds]` (it measures the built package).
 */
import { pathToFileURL } from 'node:url';
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
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printRows(benchHoc(Number(process.argv[2] ?? 2)));
}
