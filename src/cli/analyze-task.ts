/**
 * The worker's part of `hoc-hokm analyze`: the exact values of one
 * decision, from its state (plain data, posted to a thread so that a
 * search past its time budget can be stopped by ending the thread).
 */
import { exactValues, type AnyState, type DecisionValues } from '../records/index.js';

/** One decision to value. */
export interface AnalyzeTask {
  kind: 'analyze';
  /** The state the decision was made in. */
  state: AnyState;
  /** The first trick valued (`--from`), or `null` for the default by player count. */
  from: number | null;
}

/** The values of the task's decision, or `null` when none are known there. */
export function runAnalyzeTask(task: AnalyzeTask): DecisionValues | null {
  return exactValues(task.from === null ? {} : { from: task.from })(task.state);
}
