/**
 * Game records: a finished or unfinished game as `{ game, options,
 * actions }` (plain JSON: store it, send it, replay it). The same options
 * and actions always replay to the same state, on any platform.
 *
 * Records come from files, servers and other people's code, so both
 * functions read their input once through core/input.ts (own data
 * properties only, getters never called, every size bounded before it is
 * walked) and answer anything else with `BAD_RECORD`: never a `TypeError`,
 * never a stack overflow, never a sparse list taken for an empty game.
 */
import type { AnyEngine } from '../core/engine.js';
import { HocHokmError } from '../core/errors.js';
import { readData, readFields, readList, type DataLimits } from '../core/input.js';
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
 * A record of a game from its options and actions (copied once as plain
 * JSON data, so later changes to the caller's arrays do not reach it).
 * Throws {@link ReplayError} (`BAD_RECORD`) for an unknown game or for
 * options or actions that are not plain data within bounds (cycles,
 * BigInts, getters, holes, more than {@link MAX_RECORD_ACTIONS} actions).
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
  if (engineOf(game) === null) throw new ReplayError('record.game must be "hokm" or "hoc"', -1);
  const copied = readActions(actions);
  return { game, options: readOptions(options), actions: copied.map(readOne) };
}

/** Most actions a record may hold (a Hoc game of 10,000 deals has far fewer); a longer list is refused before it is read. */
export const MAX_RECORD_ACTIONS = 1_000_000;

/** Options are a few numbers, strings and short lists (a seed, a seating). */
const OPTION_LIMITS: DataLimits = { depth: 8, items: 1000, chars: 10_000 };
/** The largest action is a host's deal: a type and 52 card codes. */
const ACTION_LIMITS: DataLimits = { depth: 8, items: 256, chars: 64 };
/** At most this many characters of an action are quoted in a message. */
const QUOTE_LENGTH = 120;

function readOptions(x: unknown): Record<string, unknown> {
  if (typeof x !== 'object' || x === null) throw new ReplayError('record.options must be an object', -1);
  const r = readData(x, OPTION_LIMITS);
  if (typeof r === 'string') throw new ReplayError(`record.options cannot be read: ${r}`, -1);
  if (typeof r.value !== 'object' || r.value === null || Array.isArray(r.value)) throw new ReplayError('record.options must be an object', -1);
  return r.value as Record<string, unknown>;
}

function readActions(x: unknown): unknown[] {
  if (!Array.isArray(x)) throw new ReplayError('record.actions must be an array', -1);
  const list = readList(x, MAX_RECORD_ACTIONS);
  if (typeof list === 'string') throw new ReplayError(`record.actions cannot be read: ${list}`, -1);
  return list;
}

/** Action `i`, copied once as plain data (bounded, so quoting it cannot overflow the stack). */
function readOne(x: unknown, i: number): unknown {
  const r = readData(x, ACTION_LIMITS);
  if (typeof r === 'string') throw new ReplayError(`action ${i} cannot be read: ${r}`, i);
  return r.value;
}

/** A short quote of a copied action (bounded data: stringifying it is safe). */
function quote(action: unknown): string {
  const text = JSON.stringify(action) ?? String(action);
  return text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH)}…` : text;
}

/**
 * Replays a record from its options, checking every action. Throws
 * {@link ReplayError} (`BAD_RECORD`) for a malformed record (anything but
 * plain data within bounds: see {@link record}), or naming the first action
 * that cannot be read or is illegal (its index, and the engine's code and
 * reason). The steps hold plain copies of the actions.
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
  const fields = readFields(data, ['game', 'options', 'actions']);
  if (typeof fields === 'string') throw new ReplayError(`a record is an object { game, options, actions }: ${fields}`, -1);
  const [game, given, list] = fields;
  // The registry's Map: no name reaches Object.prototype.
  const engine: AnyEngine | null = engineOf(game);
  if (engine === null) throw new ReplayError('record.game must be "hokm" or "hoc"', -1);
  const options = readOptions(given);
  const actions = readActions(list);
  let state: hokm.HokmState | hoc.HocState;
  try {
    state = engine.setup(options);
  } catch (e) {
    throw new ReplayError(`record.options: ${(e as Error).message}`, -1);
  }
  const opening = engine.openingEvents(state) as unknown[];
  const steps: ReplayStep[] = [];
  for (let i = 0; i < actions.length; i++) {
    // Read when reached: the error names the first bad action, whatever is wrong with it.
    const action = readOne(actions[i], i);
    const seat = engine.toAct(state) as number | null;
    const v = engine.validate(state, action);
    if (!v.ok) throw new ReplayError(`action ${i} ${quote(action)} is illegal: ${v.code}: ${v.message}`, i);
    const next = engine.step(state, action);
    state = next.state;
    steps.push({ seat, action, events: next.events });
  }
  return { state, opening, steps };
}
