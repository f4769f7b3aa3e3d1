/**
 * The worker threads' module (dist/cli/worker.js, loaded by the thread pool
 * of pool.ts): runs one task — a range of arena matches or simulated games —
 * and returns its results to the main thread.
 */
import { runTask, type Task, type TaskResult } from './tasks.js';

/** Runs `task` in this thread. */
export default function run<T extends Task>(task: T): TaskResult<T> {
  return runTask(task);
}
