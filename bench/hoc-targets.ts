/**
 * All of Hoc's speed targets in one short run (issue 14, item 4): the
 * fast path beside hoc-limit.mjs, bytes per action and the pure apply
 * (bench/hoc-speed.ts), the sampler (bench/sample.ts's Hoc rows) and
 * ISMCTS at 100 iterations (bench/search.ts's Hoc rows).
 * Run: `npm run build && npx tsx bench/hoc-targets.ts [seconds]`.
 */
import { benchHocSpeed } from './hoc-speed.js';
import { benchHocSample } from './sample.js';
import { benchHocSearch } from './search.js';
import { printRows } from './lib.js';

const seconds = Number(process.argv[2] ?? 1);
const speed = await benchHocSpeed(seconds);
printRows([...speed.rows, ...benchHocSample(seconds), ...benchHocSearch(2 * seconds)]);
for (const line of speed.lines) console.log(line);
