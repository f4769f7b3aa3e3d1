/**
 * The worker's part of `hoc-hokm analyze`: the values of one decision,
 * exact or from the mover's view, from its state (plain data, posted to a
 * thread so that a search past its time budget can be stopped by ending
 * the thread).
 */
import { exactValues, viewValues, type AnyState, type DecisionValues } from '../records/index.js';

/** One decision to value. */
export interface AnalyzeTask {
  kind: 'analyze';
  /** The state the decision was made in. */
  state: AnyState;
  /** Its index in the record (seeds the view's sampling). */
  at: number;
  /** The first trick (Hokm) or card of a deal's play (Hoc) valued (`--from`), or `null` for the default by player count. */
  from: number | null;
  /** `null`: the exact values; else the values from the mover's view over `worlds` worlds seeded by `seed`. */
  view: { worlds: number; seed: string } | null;
}

/** The values of the task's decision, or `null` when none are known there. */
export function runAnalyzeTask(task: AnalyzeTask): DecisionValues | null {
  const from = task.from === null ? {} : task.state.game === 'hokm' ? { from: task.from } : { fromCard: task.from };
  const source = task.view === null ? exactValues(from) : viewValues({ ...from, ...task.view });
  return source(task.state, task.at);
}
