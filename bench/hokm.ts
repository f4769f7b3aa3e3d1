/**
 * Hokm throughput: random-play 4-player hands (name trumps, then play
 * cards until the hand ends) through
 *   1. the pure `apply` (frozen states, action objects from `legalActions`),
 *   2. the bot fast path: `clone` once per hand, then `legalIds` and
 *      `applyMutable` with integer ids,
 *   3. the shared yardstick `../shared/perf/limit.mjs` (a hand-tuned
 *      typed-array random player marking the limit of plain JavaScript:
 *      deal, trump, random legal plays until a side has 7 tricks),
 * the fast path (also with `legalIdsInto`, and with `copyInto` into two
 * reused states instead of `clone`) and the yardstick side by side
 * in alternating windows of one process (bench/yardstick.ts), so their
 * ratio holds on a noisy machine; every rate and ratio is the median of
 * {@link ROUNDS} rounds, the ratios printed with their range. Rates are per
 * CPU-second of the process.
 * The unit is the card play (the trump action is not counted, as in
 * limit.mjs); every hand starts from a fresh deal. Also the fast path's
 * allocation per action (every applied action, trump included).
 *
 * Run: `npm run build && npx tsx bench/hokm.ts [seconds per measurement]` (it measures the built package).
 */
import { pathToFileURL } from 'node:url';
import * as hokm from '../dist/hokm/index.js';
import { Rng, seedRng } from '../dist/rng/index.js';
import { chooser, printRows, type BenchRow } from './lib.js';
import { allocationPerUnit, alternate, loadYardstick } from './yardstick.js';

const HANDS_PER_BATCH = 20;

/** The part of `limit.mjs` the bench uses. */
interface Limit {
  seed(n: number): void;
  runBatch(hands: number): number;
}

/** Plays random hands through the pure `apply`; returns the number of cards played. */
function pureHands(rng: Rng, start: { s: hokm.HokmState }): number {
  let plays = 0;
  for (let h = 0; h < HANDS_PER_BATCH; h++) {
    let s = start.s;
    const hand = s.match.handNo;
    while (s.match.handNo === hand && !hokm.isOver(s)) {
      const legal = hokm.legalActions(s);
      const a = legal[rng.int(legal.length)]!;
      s = hokm.apply(s, a);
      if (a.type === 'play') plays++;
    }
    // The next hand is already dealt; start a new match when this one is over.
    start.s = hokm.isOver(s) ? hokm.setup({ seed: rng.int(1 << 30) }) : s;
  }
  return plays;
}

/**
 * Plays random hands on a clone per hand with `legalIds` and
 * `applyMutable`; returns the cards played (`actions.n` counts every action).
 */
function fastHands(pick: (n: number) => number, rng: Rng, start: { s: hokm.HokmState }, actions: { n: number }): number {
  let plays = 0;
  let all = 0;
  for (let h = 0; h < HANDS_PER_BATCH; h++) {
    const s = hokm.clone(start.s);
    const hand = s.match.handNo;
    while (s.match.handNo === hand && s.phase !== 'over') {
      const legal = hokm.legalIds(s);
      const id = legal[pick(legal.length)]!;
      hokm.applyMutable(s, id);
      all++;
      if (id < 52) plays++;
    }
    start.s = s.phase === 'over' ? hokm.setup({ seed: rng.int(1 << 30) }) : s;
  }
  actions.n += all;
  return plays;
}

/** {@link fastHands} with `legalIdsInto` and one reused buffer instead of a new `legalIds` list per action. */
function intoHands(pick: (n: number) => number, rng: Rng, start: { s: hokm.HokmState }, actions: { n: number }): number {
  const ids = new Int32Array(hokm.numActions);
  let plays = 0;
  let all = 0;
  for (let h = 0; h < HANDS_PER_BATCH; h++) {
    const s = hokm.clone(start.s);
    const hand = s.match.handNo;
    while (s.match.handNo === hand && s.phase !== 'over') {
      const id = ids[pick(hokm.legalIdsInto(s, ids))]!;
      hokm.applyMutable(s, id);
      all++;
      if (id < 52) plays++;
    }
    start.s = s.phase === 'over' ? hokm.setup({ seed: rng.int(1 << 30) }) : s;
  }
  actions.n += all;
  return plays;
}

/**
 * {@link intoHands} with `copyInto` instead of `clone`: two scratch states
 * owned by the loop, each hand copied from the last into the other, so the
 * lists are reused (the handle pattern of a bot's rollouts).
 */
function handleHands(pick: (n: number) => number, rng: Rng, h2: Handles, actions: { n: number }): number {
  const ids = h2.ids;
  let plays = 0;
  let all = 0;
  for (let h = 0; h < HANDS_PER_BATCH; h++) {
    const s = hokm.copyInto(h2.from, h2.from === h2.a ? h2.b : h2.a);
    const hand = s.match.handNo;
    while (s.match.handNo === hand && s.phase !== 'over') {
      const id = ids[pick(hokm.legalIdsInto(s, ids))]!;
      hokm.applyMutable(s, id);
      all++;
      if (id < 52) plays++;
    }
    h2.from = s.phase === 'over' ? hokm.setup({ seed: rng.int(1 << 30) }) : s;
  }
  actions.n += all;
  return plays;
}

/** The two scratch states of {@link handleHands}, the state the next hand starts from (one of them, or a new match) and the id buffer. */
interface Handles {
  a: hokm.HokmState;
  b: hokm.HokmState;
  from: hokm.HokmState;
  ids: Int32Array;
}

/** New {@link Handles} for a match of seed 1. */
function handles(): Handles {
  const from = hokm.setup({ seed: 1 });
  return { a: hokm.clone(from), b: hokm.clone(from), from, ids: new Int32Array(hokm.numActions) };
}

/** Rounds of every side-by-side measurement: the machine is noisy (±30 %), so each figure is the median of these. */
export const ROUNDS = 5;

/** A median and the range of the rounds it came from. */
export interface Spread {
  /** The median of the rounds. */
  median: number;
  /** The lowest round. */
  min: number;
  /** The highest round. */
  max: number;
}

function spread(xs: number[]): Spread {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[s.length >> 1]!, min: s[0]!, max: s[s.length - 1]! };
}

/** The result of {@link benchHokm}. */
export interface HokmBench {
  /** Rows (median rates of the rounds): pure apply, fast path, fast path with `legalIdsInto` and (when found) limit.mjs. */
  rows: BenchRow[];
  /** Fast path time per play ÷ limit.mjs time per play over the rounds, or `null` without the yardstick. */
  ratio: Spread | null;
  /** The same with `legalIdsInto`. */
  ratioInto: Spread | null;
  /** The same with `copyInto` into two reused states and `legalIdsInto` (the handle pattern). */
  ratioHandle: Spread | null;
  /** Bytes allocated per applied action on the fast path. */
  bytesPerAction: number;
  /** The same with `legalIdsInto` into a reused buffer. */
  bytesPerActionInto: number;
  /** The same with `copyInto` and `legalIdsInto`. */
  bytesPerActionHandle: number;
}

/**
 * Measures {@link ROUNDS} rounds, each of the pure path alone (per
 * CPU-second) and then of the fast path (with `legalIds`, with
 * `legalIdsInto`) and limit.mjs in alternating windows, and reports each
 * rate's and each ratio's median; then the fast path's allocation, with
 * `legalIds` and with `legalIdsInto`.
 */
export async function benchHokm(seconds = 1): Promise<HokmBench> {
  const rng = new Rng(seedRng('bench'));
  const pureStart = { s: hokm.setup({ seed: 1 }) };
  const fastStart = { s: hokm.setup({ seed: 1 }) };
  const intoStart = { s: hokm.setup({ seed: 1 }) };
  const count = { n: 0 };
  const pick = chooser(1);
  const pickInto = chooser(2);
  const pickHandle = chooser(3);
  const pair = handles();
  const pure = { name: 'hokm 4p: pure apply', unit: 'plays', batch: () => pureHands(rng, pureStart) };
  const fast = { name: 'hokm 4p: clone + legalIds + applyMutable(id)', unit: 'plays', batch: () => fastHands(pick, rng, fastStart, count) };
  const into = { name: 'hokm 4p: clone + legalIdsInto + applyMutable(id)', unit: 'plays', batch: () => intoHands(pickInto, rng, intoStart, count) };
  const limit = await loadYardstick<Limit>('limit.mjs');
  const handle = { name: 'hokm 4p: copyInto + legalIdsInto + applyMutable(id)', unit: 'plays', batch: () => handleHands(pickHandle, rng, pair, count) };
  const workloads = [fast, into, handle];
  if (limit) {
    limit.seed(12345);
    workloads.push({ name: 'hokm 4p: ../shared/perf/limit.mjs', unit: 'plays', batch: () => limit.runBatch(HANDS_PER_BATCH) });
  }
  const rates: number[][] = [[], ...workloads.map(() => [])];
  const ratios: number[][] = [[], [], []];
  for (let r = 0; r < ROUNDS; r++) {
    rates[0]!.push(alternate([pure], { seconds: seconds / 2, warmMs: r === 0 ? 300 : 50 })[0]!.perSecond);
    const rows = alternate(workloads, { seconds, warmMs: r === 0 ? 300 : 50 });
    rows.forEach((row, i) => rates[i + 1]!.push(row.perSecond));
    if (limit) for (let k = 0; k < 3; k++) ratios[k]!.push(rows[3]!.perSecond / rows[k]!.perSecond);
  }
  const rows = [pure, ...workloads].map((w, i) => ({ name: w.name, unit: 'plays/CPU-s', perSecond: spread(rates[i]!).median }));
  // Bytes per applied action: the batch reports every action it applied.
  const bytesPerAction = await allocationPerUnit(() => {
    const before = count.n;
    fastHands(pick, rng, fastStart, count);
    return count.n - before;
  });
  const bytesPerActionInto = await allocationPerUnit(() => {
    const before = count.n;
    intoHands(pickInto, rng, intoStart, count);
    return count.n - before;
  });
  const bytesPerActionHandle = await allocationPerUnit(() => {
    const before = count.n;
    handleHands(pickHandle, rng, pair, count);
    return count.n - before;
  });
  const r = (k: number) => (limit ? spread(ratios[k]!) : null);
  return { rows, ratio: r(0), ratioInto: r(1), ratioHandle: r(2), bytesPerAction, bytesPerActionInto, bytesPerActionHandle };
}

const times = (s: Spread) => `${s.median.toFixed(2)}× (median of ${ROUNDS} rounds; ${s.min.toFixed(2)}–${s.max.toFixed(2)}×)`;

/** The summary lines of {@link benchHokm}. */
export function hokmSummary(b: HokmBench): string[] {
  const fast = b.rows[1]!.perSecond;
  return [
    b.ratio === null ? 'hokm 4p fast path / limit.mjs: skipped (no ../shared/perf/limit.mjs)' : `hokm 4p fast path / limit.mjs = ${times(b.ratio)}`,
    ...(b.ratioInto === null ? [] : [`hokm 4p fast path with legalIdsInto / limit.mjs = ${times(b.ratioInto)}`]),
    ...(b.ratioHandle === null ? [] : [`hokm 4p fast path with copyInto + legalIdsInto / limit.mjs = ${times(b.ratioHandle)}`]),
    `hokm 4p fast path / pure apply: ${(fast / b.rows[0]!.perSecond).toFixed(2)}× faster`,
    `hokm 4p fast path allocation: ${b.bytesPerAction.toFixed(1)} bytes/action`,
    `hokm 4p fast path with legalIdsInto (a reused Int32Array): ${b.bytesPerActionInto.toFixed(1)} bytes/action`,
    `hokm 4p fast path with copyInto + legalIdsInto (two reused states; legalIds must return a new list): ${b.bytesPerActionHandle.toFixed(1)} bytes/action`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const b = await benchHokm(Number(process.argv[2] ?? 1));
  printRows(b.rows);
  for (const line of hokmSummary(b)) console.log(line);
}
