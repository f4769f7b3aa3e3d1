/**
 * ISMCTS throughput: decisions per CPU-second at the budgets the
 * evaluation uses (Hokm 200 iterations, Hoc 100), over the first decisions
 * of seeded games. Run: `npx tsx bench/search.ts`.
 */
import { pathToFileURL } from 'node:url';
import { ismcts } from '../src/bots/index.js';
import * as hoc from '../src/hoc/index.js';
import * as hokm from '../src/hokm/index.js';
import { printRows, type BenchRow } from './lib.js';

function rate(name: string, play: () => number, seconds: number): BenchRow {
  const start = process.cpuUsage();
  let decisions = 0;
  for (;;) {
    decisions += play();
    const used = process.cpuUsage(start);
    const cpu = (used.user + used.system) / 1e6;
    if (cpu >= seconds) return { name, unit: 'decisions/CPU-s', perSecond: decisions / cpu };
  }
}

/** Decisions per CPU-second of ISMCTS in each game. */
export function benchSearch(seconds = 5): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const players of [4, 3, 2] as const) {
    let seed = 0;
    rows.push(
      rate(`hokm ${players}p: ismcts(200)`, () => {
        const p = ismcts({ iterations: 200, seed });
        let s = hokm.setup({ players, seed: seed++ });
        let n = 0;
        for (; n < 20 && !hokm.isOver(s); n++) s = hokm.apply(s, p(hokm.view(s, hokm.toAct(s)!)));
        return n;
      }, seconds),
    );
  }
  for (const players of [2, 3] as const) {
    let seed = 0;
    rows.push(
      rate(`hoc ${players}p: ismcts(100)`, () => {
        const p = ismcts({ iterations: 100, seed });
        let s = hoc.setup({ players, seed: seed++ });
        let n = 0;
        for (; n < 20 && !hoc.isOver(s); n++) s = hoc.apply(s, p(hoc.view(s, hoc.toAct(s)!)));
        return n;
      }, seconds),
    );
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printRows(benchSearch(Number(process.argv[2] ?? 5)));
