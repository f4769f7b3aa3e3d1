/**
 * Game records: a finished or unfinished game as `{ game, options,
 * actions }` (plain JSON: store it, send it, replay it). The same options
 * and actions always replay to the same state, on any platform.
 */
import type { AnyEngine } from '../core/engine.js';
import { HocHokmError } from '../core/errors.js';
import { engineOf } from '../games.js';
import * as hoc from '../hoc/index.js';
import * as hokm from '../hokm/index.js';

/** A game record. */
export interface GameRecord {
  /** Which game. */
  game: 'hokm' | 'hoc';
  /** The options given to `setup` (the seed included). */
  options: Record<string, unknown>;
  /** Every action, in order (chance actions of host deals included). */
  actions: unknown[];
}

/** One replayed action: who made it, what, and what happened. */
export interface ReplayStep {
  /** The seat that acted (`null` for a chance action). */
  seat: number | null;
  /** The action. */
  action: unknown;
  /** The events of the transition. */
  events: unknown[];
}

/** The result of {@link replay}. */
export interface Replay {
  /** The state after the last action. */
  state: hokm.HokmState | hoc.HocState;
  /** The events of `setup`, then every step. */
  opening: unknown[];
  /** Every action with its seat and events. */
  steps: ReplayStep[];
}

/** Thrown by {@link replay}: the record is malformed, or `index` names its first bad action. */
export class ReplayError extends HocHokmError {
  /** The index of the first bad action, or -1 when the record itself is malformed. */
  readonly index: number;
  constructor(message: string, index: number) {
    super('BAD_RECORD', message);
    this.name = 'ReplayError';
    this.index = index;
  }
}

/**
 * A record of a game from its options and actions (copied, so later
 * changes to the caller's arrays do not reach it).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { record } from 'hoc-hokm/bots';
 *
 * const options = { seed: 7, target: 1 };
 * const actions: hokm.HokmAction[] = [];
 * for (let s = hokm.setup(options); !hokm.isOver(s); ) {
 *   const action = hokm.legalActions(s)[0]!;
 *   actions.push(action);
 *   s = hokm.apply(s, action);
 * }
 * const text = JSON.stringify(record('hokm', options, actions)); // { "game": "hokm", "options": …, "actions": […] }
 * console.log(text.length);
 * ```
 */
export function record(game: 'hokm' | 'hoc', options: Record<string, unknown>, actions: readonly unknown[]): GameRecord {
  return JSON.parse(JSON.stringify({ game, options, actions })) as GameRecord;
}


/**
 * Replays a record from its options, checking every action. Throws
 * {@link ReplayError} (`BAD_RECORD`) for a malformed record, or naming the
 * first action that is illegal (its index, and the engine's code and reason).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { ReplayError, replay } from 'hoc-hokm/bots';
 *
 * const text = JSON.stringify({ game: 'hokm', options: { seed: 7 }, actions: [{ type: 'trump', suit: 'S' }] });
 * const { state, steps } = replay(JSON.parse(text));
 * for (const s of steps) console.log(s.seat, (s.events as hokm.HokmEvent[]).map(hokm.describe)); // who named trumps, and the rest of the deal
 * console.log(state.game, hokm.toAct(state as hokm.HokmState)); // 'hokm' and the seat to lead
 * try {
 *   replay({ game: 'hokm', options: { seed: 7 }, actions: [{ type: 'play', card: 'AS' }] });
 * } catch (e) {
 *   if (e instanceof ReplayError) console.log(e.index, e.message); // 0, action 0 {"type":"play","card":"AS"} is illegal: WRONG_PHASE: …
 * }
 * ```
 */
export function replay(data: unknown): Replay {
  if (typeof data !== 'object' || data === null) throw new ReplayError('a record is an object { game, options, actions }', -1);
  const r = data as Partial<GameRecord>;
  // The registry's Map: no name reaches Object.prototype.
  const engine: AnyEngine | null = engineOf(r.game);
  if (engine === null) throw new ReplayError('record.game must be "hokm" or "hoc"', -1);
  if (typeof r.options !== 'object' || r.options === null || Array.isArray(r.options)) throw new ReplayError('record.options must be an object', -1);
  if (!Array.isArray(r.actions)) throw new ReplayError('record.actions must be an array', -1);
  let state: hokm.HokmState | hoc.HocState;
  try {
    state = engine.setup(r.options);
  } catch (e) {
    throw new ReplayError(`record.options: ${(e as Error).message}`, -1);
  }
  const opening = engine.openingEvents(state) as unknown[];
  const steps: ReplayStep[] = [];
  r.actions.forEach((action, i) => {
    const seat = engine.toAct(state) as number | null;
    const v = engine.validate(state, action);
    if (!v.ok) throw new ReplayError(`action ${i} ${JSON.stringify(action) ?? String(action)} is illegal: ${v.code}: ${v.message}`, i);
    const next = engine.step(state, action);
    state = next.state;
    steps.push({ seat, action, events: next.events });
  });
  return { state, opening, steps };
}
