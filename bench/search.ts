/**
 * ISMCTS throughput: searched decisions per CPU-second at the budgets the
 * evaluation uses (Hokm 200 iterations, Hoc 100), over the first searched
 * decisions of seeded games. Decisions ISMCTS leaves to the ready-made bots
 * (2-player Hokm discards and draws, Hoc bids: option `heuristics`) or that
 * have one legal move are played but not counted. Run after `npm run build`: `npx tsx bench/search.ts`.
 */
import { pathToFileURL } from 'node:url';
import { ismcts } from '../dist/bots/index.js';
import * as hoc from '../dist/hoc/index.js';
import * as hokm from '../dist/hokm/index.js';
import { printRows, type BenchRow } from './lib.js';

function rate(name: string, play: () => number, seconds: number): BenchRow {
  const start = process.cpuUsage();
  let decisions = 0;
  for (;;) {
    decisions += play();
    const used = process.cpuUsage(start);
    const cpu = (used.user + used.system) / 1e6;
    if (cpu >= seconds) return { name, unit: 'searched decisions/CPU-s', perSecond: decisions / cpu };
  }
}

/** Decisions per CPU-second of ISMCTS in each game. */
export function benchSearch(seconds = 5): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const players of [4, 3, 2] as const) {
    let seed = 0;
    rows.push(
      rate(
        `hokm ${players}p: ismcts(200)`,
        () => {
          const p = ismcts({ iterations: 200, seed });
          return searched(p, hokm.setup({ players, seed: seed++ }), hokm as never);
        },
        seconds,
      ),
    );
  }
  return [...rows, ...benchHocSearch(seconds)];
}

/** Decisions per CPU-second of ISMCTS in Hoc, 2 and 3 players. */
export function benchHocSearch(seconds = 5): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const players of [2, 3] as const) {
    let seed = 0;
    rows.push(
      rate(
        `hoc ${players}p: ismcts(100)`,
        () => {
          const p = ismcts({ iterations: 100, seed });
          return searched(p, hoc.setup({ players, seed: seed++ }), hoc as never);
        },
        seconds,
      ),
    );
  }
  return rows;
}

/** Plays a game with `p` until it has searched 20 decisions (or the game ends); returns how many it searched. */
function searched<S, V, A>(
  p: ((view: V) => A) & { last: { iterations: number } | null },
  s: S,
  e: { isOver(s: S): boolean; apply(s: S, a: A): S; view(s: S, seat: number): V; toAct(s: S): number | null },
): number {
  let n = 0;
  while (n < 20 && !e.isOver(s)) {
    s = e.apply(s, p(e.view(s, e.toAct(s)!)));
    if (p.last!.iterations > 0) n++;
  }
  return n;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printRows(benchSearch(Number(process.argv[2] ?? 5)));
