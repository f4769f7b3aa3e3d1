/**
 * Side-by-side measurement against the shared speed yardsticks
 * (`../shared/perf/*.mjs` next to the repository: hand-tuned random players
 * that mark the limit of plain JavaScript on this kind of machine).
 *
 * The machine is shared and noisy, so a rate measured alone means little;
 * a ratio measured side by side does. {@link alternate} runs the workloads
 * in the same process in short alternating windows (A B A B …), so a
 * passing slowdown of the machine hits all of them alike, and counts each
 * one's units per CPU-second of this process (`process.cpuUsage`: time the
 * scheduler gave to other work does not count; GC threads of this process
 * do, as allocation is part of the cost).
 *
 * {@link allocationPerUnit} measures bytes allocated per unit of work.
 *
 * Reusable by every bench file: give it workloads (a name, a unit and a
 * `batch()` returning how many units it did).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import type { BenchRow, Workload } from './lib.js';

/** The shared yardsticks' folder: `shared/perf` in the repository's parent folder (in CI too). */
export const PERF_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'perf');

/**
 * Imports a yardstick module (e.g. `limit.mjs`) from {@link PERF_DIR}, or
 * returns `null` after printing why when the folder or file is missing (the
 * bench then skips the ratio instead of crashing).
 */
export async function loadYardstick<T>(file: string): Promise<T | null> {
  const path = join(PERF_DIR, file);
  if (!existsSync(path)) {
    console.log(`yardstick ${file}: not found at ${path} (the repository's parent folder has no shared/perf); ratio skipped`);
    return null;
  }
  return (await import(pathToFileURL(path).href)) as T;
}

/** Options of {@link alternate}. */
export interface AlternateOptions {
  /** CPU-seconds per workload in all (default 2). */
  seconds?: number;
  /** Length of one window in milliseconds of CPU time (default 50). */
  windowMs?: number;
  /** Warm-up per workload before measuring, in milliseconds (default 300). */
  warmMs?: number;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Runs the workloads in alternating windows of about `windowMs` each until
 * each has had about `seconds` of CPU time, after a warm-up of each (so
 * every one is optimised before any is timed). Returns one row per
 * workload: units per CPU-second of this process.
 */
export function alternate(workloads: readonly Workload[], options: AlternateOptions = {}): BenchRow[] {
  const seconds = options.seconds ?? 2;
  const windowMs = options.windowMs ?? 50;
  const warmMs = options.warmMs ?? 300;
  for (const w of workloads) {
    const end = cpuMs() + warmMs;
    while (cpuMs() < end) w.batch();
  }
  const units = workloads.map(() => 0);
  const spent = workloads.map(() => 0);
  while (spent.some((ms) => ms < seconds * 1000)) {
    workloads.forEach((w, i) => {
      const start = cpuMs();
      const end = start + windowMs;
      let now = start;
      let done = 0;
      while (now < end) {
        done += w.batch();
        now = cpuMs();
      }
      units[i]! += done;
      spent[i]! += now - start;
    });
  }
  return workloads.map((w, i) => ({ name: w.name, unit: `${w.unit}/CPU-s`, perSecond: (units[i]! * 1000) / spent[i]! }));
}

/**
 * Bytes allocated per unit of `batch` (which returns its units).
 *
 * Method: V8's `gc()` is exposed at run time (`--expose-gc` through
 * `v8.setFlagsFromString`, then taken from a fresh context), so no command
 * line flag is needed. After a warm-up (optimised code, settled inline
 * caches), each trial collects garbage, reads `process.memoryUsage().heapUsed`,
 * runs batches until at least `units` units are done and reads it again:
 * without a collection in between, the difference is exactly what was
 * allocated on the JS heap. Collections are seen by a `PerformanceObserver`
 * of `gc` entries (delivered later, with their start times): a trial that
 * overlaps one is dropped, and the median of the rest is returned (`NaN`
 * when every trial was spoilt). Trials are kept small (about a megabyte)
 * so that most fit in the young generation.
 */
export async function allocationPerUnit(batch: () => number, units = 2000, trials = 15): Promise<number> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  for (let done = 0; done < 20 * units;) done += batch();
  const collections: [number, number][] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) collections.push([e.startTime, e.startTime + e.duration]);
  });
  observer.observe({ entryTypes: ['gc'] });
  const runs: { start: number; end: number; bytes: number }[] = [];
  for (let t = 0; t < trials; t++) {
    gc();
    const start = performance.now();
    const before = process.memoryUsage().heapUsed;
    let done = 0;
    while (done < units) done += batch();
    const after = process.memoryUsage().heapUsed;
    runs.push({ start, end: performance.now(), bytes: (after - before) / done });
  }
  // The observer's entries arrive on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const clean = runs.filter((r) => !collections.some(([a, b]) => b >= r.start && a <= r.end)).map((r) => r.bytes);
  clean.sort((a, b) => a - b);
  return clean.length === 0 ? NaN : clean[clean.length >> 1]!;
}
