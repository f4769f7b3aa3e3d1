/**
 * The benchmark: random-play throughput of both engines, printed as a table.
 * Run with `npm run bench` (optionally `-- 3` for 3 seconds per
 * measurement; the Hokm rows are medians of three interleaved rounds).
 * A script, not a test: figures depend on the machine. It measures the
 * built package (`dist/`, what an app runs; `npm run bench` builds first):
 * the sources run through tsx's loader were about a third slower.
 */
import { printRows, type BenchRow } from './lib.js';
import { benchHokm } from './hokm.js';
import { benchHoc } from './hoc.js';
import { benchSample } from './sample.js';
import { benchSearch } from './search.js';

const seconds = Number(process.argv[2] ?? 1);
const rows: BenchRow[] = [...benchHokm(seconds), ...benchHoc(seconds), ...benchSample(seconds), ...benchSearch(2 * seconds)];
printRows(rows);

const rate = (part: string) => rows.find((r) => r.name.includes(part))?.perSecond ?? NaN;
const fast = rate('hokm 4p: clone');
console.log(`hokm 4p: yardstick / fast path ${(rate('yardstick') / fast).toFixed(2)}x, fast path / pure apply ${(fast / rate('hokm 4p: pure')).toFixed(2)}x`);
