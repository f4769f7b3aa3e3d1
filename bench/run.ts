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
 *
 * Each section runs in a process of its own (forked, as JMH forks per
 * benchmark): in one process, what the earlier sections left behind in V8
 * moved the later sections' figures both ways (the Hoc 3-player fast path
 * about 12 % slower after the Hokm rows, the ISMCTS ratio against the
 * build before the engine core higher; docs/bots.md, "Throughput").
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { printRows, type BenchRow } from './lib.js';
import { benchHokm, hokmSummary } from './hokm.js';
import { benchHoc } from './hoc.js';
import { benchHocSpeed } from './hoc-speed.js';
import { benchSample } from './sample.js';
import { benchSearch } from './search.js';
import { benchIsmctsRatio } from './ismcts-ratio.js';

/** What a section hands back: its table rows and its summary lines. */
interface Part {
  rows: BenchRow[];
  lines: string[];
}

const SECTIONS = {
  hokm: async (seconds: number): Promise<Part> => {
    const b = await benchHokm(seconds);
    return { rows: b.rows, lines: hokmSummary(b) };
  },
  hoc: async (seconds: number): Promise<Part> => ({ rows: benchHoc(seconds), lines: [] }),
  'hoc-speed': async (seconds: number): Promise<Part> => benchHocSpeed(seconds),
  sample: async (seconds: number): Promise<Part> => ({ rows: benchSample(seconds), lines: [] }),
  search: async (seconds: number): Promise<Part> => ({ rows: benchSearch(2 * seconds), lines: [] }),
  ismcts: async (seconds: number): Promise<Part> => {
    try {
      // A searched game is 50–500 ms: with 2 s a build, a handful of games decided the ratio (3.6–4.8× between runs).
      return { rows: [], lines: await benchIsmctsRatio(8 * seconds) };
    } catch (e) {
      // No git history here (a tarball, a shallow clone): the other figures stand.
      return { rows: [], lines: [`ismcts against the baseline build: skipped (${(e as Error).message.split('\n')[0]})`] };
    }
  },
} as const;
type Section = keyof typeof SECTIONS;

/** Runs one section in a child process of its own and returns what it measured. */
function inChild(section: Section, seconds: number): Promise<Part> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [String(seconds), '--section', section], { execArgv: ['--import', 'tsx'] });
    let part: Part | null = null;
    child.on('message', (m) => (part = m as Part));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 && part !== null ? resolve(part) : reject(new Error(`bench section ${section} exited ${code}`))));
  });
}

const seconds = Number(process.argv[2] ?? 1);
const at = process.argv.indexOf('--section');
if (at >= 0) {
  const section = process.argv[at + 1] as Section;
  process.send!(await SECTIONS[section](seconds));
} else {
  // One section at a time: the yardsticks' ratios need the machine's cores to themselves as much as they can have them.
  const parts: Record<string, Part> = {};
  for (const section of Object.keys(SECTIONS) as Section[]) parts[section] = await inChild(section, seconds);
  const order: Section[] = ['hokm', 'hoc', 'hoc-speed', 'sample', 'search'];
  printRows(order.flatMap((s) => parts[s]!.rows));
  for (const s of ['hokm', 'hoc-speed', 'ismcts'] as const) for (const line of parts[s]!.lines) console.log(line);
}
