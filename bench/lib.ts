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

/** Prints rows as an aligned table. */
export function printRows(rows: BenchRow[]): void {
  const w = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    console.log(`${r.name.padEnd(w)}  ${Math.round(r.perSecond).toLocaleString('en-US').padStart(12)} ${r.unit}/s`);
  }
}
