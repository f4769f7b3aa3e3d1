/** Tiny timing helpers for the benchmark scripts (not tests). */

/** One benchmark figure. */
export interface BenchRow {
  /** What was measured, e.g. "hokm 4p: pure apply". */
  name: string;
  /** Units done per second, e.g. plays. */
  perSecond: number;
  /** The unit, e.g. "plays". */
  unit: string;
}

/**
 * Runs `batch` repeatedly for about `seconds` after a short warm-up and
 * returns units per second. `batch` returns how many units it did.
 */
export function measure(name: string, unit: string, batch: () => number, seconds = 2): BenchRow {
  const warmEnd = performance.now() + 300;
  while (performance.now() < warmEnd) batch();
  let units = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  let now = start;
  while (now < end) {
    units += batch();
    now = performance.now();
  }
  return { name, unit, perSecond: units / ((now - start) / 1000) };
}

/** A workload for {@link measureRounds}: a name, a unit and a batch. */
export interface Workload {
  /** What is measured. */
  name: string;
  /** The unit the batch counts. */
  unit: string;
  /** Does some work and returns how many units. */
  batch: () => number;
}

/**
 * Measures the workloads in turn, `rounds` times over (`seconds` each
 * time), and reports each one's median. Interleaving the rounds spreads a
 * passing slowdown of the machine over all workloads instead of one, so
 * ratios between rows are steadier.
 */
export function measureRounds(workloads: readonly Workload[], seconds: number, rounds = 3): BenchRow[] {
  const runs = workloads.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    workloads.forEach((w, i) => runs[i]!.push(measure(w.name, w.unit, w.batch, seconds).perSecond));
  }
  return workloads.map((w, i) => {
    const sorted = runs[i]!.sort((a, b) => a - b);
    return { name: w.name, unit: w.unit, perSecond: sorted[Math.floor(sorted.length / 2)]! };
  });
}

/** Prints rows as an aligned table. */
export function printRows(rows: BenchRow[]): void {
  const w = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    console.log(`${r.name.padEnd(w)}  ${Math.round(r.perSecond).toLocaleString('en-US').padStart(12)} ${r.unit.includes('/') ? r.unit : `${r.unit}/s`}`);
  }
}

/**
 * A cheap seeded chooser for the fast path's moves: sfc32, the generator
 * limit.mjs inlines, and a plain `% n` as it uses. The bench measures the
 * library, so the caller's own choice should cost what the yardstick's
 * does (`Rng.int`, unbiased through pure-rand, was a tenth of the time).
 */
export function chooser(seed: number): (n: number) => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed | 0;
  for (let i = 0; i < 15; i++) next(2);
  function next(n: number): number {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) % n;
  }
  return next;
}
