/**
 * Runs a range of matches or games on every core: the range is cut into
 * small chunks (for an even load and a smooth progress bar), the chunks
 * run as tasks on a pool of worker threads (tinypool), and the results come
 * back in order of number. How the range is cut and how many threads run
 * changes nothing in the results: each match or game depends only on its
 * number (see tasks.ts).
 */
import Tinypool from 'tinypool';
import type { Progress } from './progress.js';
import type { Task, TaskResult } from './tasks.js';

/** `from … to - 1` cut into chunks of about equal size: about 25 per thread, at most 50 items each. */
export function chunks(from: number, to: number, threads: number): [number, number][] {
  const total = to - from;
  const size = Math.min(50, Math.max(1, Math.ceil(total / (threads * 25))));
  const out: [number, number][] = [];
  for (let a = from; a < to; a += size) out.push([a, Math.min(to, a + size)]);
  return out;
}

/** Whether this runs from the sources with tsx (`npm start`) rather than built. */
const FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * The worker module: dist/cli/worker.js beside the built CLI (the pool
 * imports it in each thread), or src/cli/worker.ts from the sources.
 */
const WORKER = new URL(FROM_SOURCES ? './worker.ts' : './worker.js', import.meta.url);

/**
 * Runs `task(from, to)` for every chunk of the range on `threads` worker
 * threads, ticking `progress` as chunks finish; the results of every chunk,
 * joined in order.
 */
export async function runRange<T extends Task>(task: (from: number, to: number) => T, from: number, to: number, threads: number, progress: Progress): Promise<TaskResult<T>> {
  const parts = chunks(from, to, threads);
  const n = Math.max(1, Math.min(threads, parts.length));
  // From the sources, child processes rather than threads: they inherit
  // tsx's loader (Node 20's worker threads do not), and load the same tasks.
  const pool = new Tinypool({ filename: WORKER.href, minThreads: n, maxThreads: n, runtime: FROM_SOURCES ? 'child_process' : 'worker_threads' });
  try {
    const results = await Promise.all(
      parts.map(async ([a, b]) => {
        const r = (await pool.run(task(a, b))) as TaskResult<T>;
        progress.tick(b - a);
        return r;
      }),
    );
    return results.flat() as TaskResult<T>;
  } finally {
    await pool.destroy();
  }
}
