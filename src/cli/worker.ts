/**
 * The worker threads' module (dist/cli/worker.js, loaded by the thread pool
 * of pool.ts): runs one task — a range of arena matches or simulated games —
 * and returns its results to the main thread; or, for `analyze`
 * (analyze-pool.ts), values one decision.
 */
import { runAnalyzeTask, type AnalyzeTask } from './analyze-task.js';
import type { DecisionValues } from '../records/index.js';
import { runTask, type Task, type TaskResult } from './tasks.js';

/** Runs `task` in this thread. */
export default function run<T extends Task>(task: T | AnalyzeTask): TaskResult<T> | DecisionValues | null {
  return task.kind === 'analyze' ? runAnalyzeTask(task) : runTask(task);
}
