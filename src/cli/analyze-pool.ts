/**
 * Values the decisions of `hoc-hokm analyze` on worker threads, each within
 * a time budget: a search that runs past it is stopped by ending its
 * thread (a synchronous search cannot be interrupted otherwise), and the
 * decision is left without a value. Results come back by decision, in
 * order, whatever thread finished first.
 */
import Tinypool from 'tinypool';
import type { Progress } from './progress.js';
import type { AnalyzeTask } from './analyze-task.js';
import type { DecisionValues } from '../records/index.js';

/** Whether this runs from the sources with tsx (`npm start`) rather than built. */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
/** The worker module beside this one (dist/cli/worker.js when built; see pool.ts). */
const WORKER = new URL(FROM_SOURCES ? './worker.ts' : './worker.js', import.meta.url);

/** A decision's values, `'budget'` when its search was stopped, or `null` when none are known there. */
export type Valued = DecisionValues | null | 'budget';

/** Values every task on `threads` threads, giving each at most `budgetMs` (0: no limit), ticking `progress`. */
export async function valueAll(tasks: AnalyzeTask[], threads: number, budgetMs: number, progress: Progress): Promise<Valued[]> {
  if (tasks.length === 0) return [];
  const n = Math.max(1, Math.min(threads, tasks.length));
  const pool = new Tinypool({ filename: WORKER.href, minThreads: n, maxThreads: n, runtime: FROM_SOURCES ? 'child_process' : 'worker_threads' });
  try {
    // At most `n` at a time: a task's budget starts when a thread takes it.
    const out: Valued[] = new Array<Valued>(tasks.length).fill(null);
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < tasks.length) {
        const i = next++;
        const stop = new AbortController();
        const timer = budgetMs > 0 ? setTimeout(() => stop.abort(), budgetMs) : undefined;
        try {
          out[i] = (await pool.run(tasks[i], { signal: stop.signal })) as DecisionValues | null;
        } catch (e) {
          if (!stop.signal.aborted) throw e;
          out[i] = 'budget';
        } finally {
          clearTimeout(timer);
        }
        progress.tick(1);
      }
    };
    await Promise.all(Array.from({ length: n }, lane));
    return out;
  } finally {
    await pool.destroy();
  }
}
