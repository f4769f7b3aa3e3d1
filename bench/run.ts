/**
 * The benchmark: random-play throughput of both engines, printed as a table.
 * Run with `npm run bench` (optionally `-- 3` for 3 seconds per
 * measurement). The Hokm fast path runs side by side with the shared
 * yardstick `../shared/perf/limit.mjs` (bench/yardstick.ts) and the ratio
 * is printed (the median of five rounds, with their range: the machine is
 * noisy), with the fast path's bytes allocated per action.
 * A script, not a test: figures depend on the machine. It measures the
 * built package (`dist/`, what an app runs; `npm run bench` builds first):
 * the sources run through tsx's loader were about a third slower.
 */
import { printRows, type BenchRow } from './lib.js';
import { benchHokm, hokmSummary } from './hokm.js';
import { benchHoc } from './hoc.js';
import { benchHocSpeed } from './hoc-speed.js';
import { benchSample } from './sample.js';
import { benchSearch } from './search.js';
import { benchIsmctsRatio } from './ismcts-ratio.js';

const seconds = Number(process.argv[2] ?? 1);
const hokm = await benchHokm(seconds);
const hocSpeed = await benchHocSpeed(seconds);
const rows: BenchRow[] = [...hokm.rows, ...benchHoc(seconds), ...hocSpeed.rows, ...benchSample(seconds), ...benchSearch(2 * seconds)];
printRows(rows);
for (const line of hokmSummary(hokm)) console.log(line);
for (const line of hocSpeed.lines) console.log(line);
try {
  for (const line of await benchIsmctsRatio(2 * seconds)) console.log(line);
} catch (e) {
  // No git history here (a tarball, a shallow clone): the other figures stand.
  console.log(`ismcts against the baseline build: skipped (${(e as Error).message.split('\n')[0]})`);
}
