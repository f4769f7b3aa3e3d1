/**
 * The work the worker threads do: a range of arena matches or of simulated
 * games, described by plain data (names of players, options, seed, the
 * range) so it can be posted to a thread. A match or game depends only on
 * the description and its number, so any split into ranges, over any
 * number of threads, processes or machines, gives the same results.
 */
import { arena, type MatchResult } from '../bots/index.js';
import type { AnyEngine } from '../core/engine.js';
import { GAMES } from '../games.js';
import { toEntrant, type EntrantSpec } from './entrants.js';
import { collector, type GameStats } from './simulate-stats.js';

/** A table of players for one game and variant. */
export interface GameSpec {
  /** Which game. */
  game: 'hokm' | 'hoc';
  /** Setup options without the seed (players and variant options). */
  options: Record<string, unknown>;
  /** The distinct players. */
  entrants: EntrantSpec[];
  /** The entrant in each seat. */
  lineup: number[];
  /** The seed every deal and player seed comes from. */
  seed: string;
}

/** An arena: a table played over `matches` matches, seats rotated on duplicate deals. */
export interface ArenaSpec extends GameSpec {
  /** The number of matches of the whole arena (all shards). */
  matches: number;
}

/** Matches `from … to - 1` of an arena. */
export interface ArenaTask {
  kind: 'arena';
  spec: ArenaSpec;
  from: number;
  to: number;
}

/** Games `from … to - 1` of a simulation. */
export interface SimulateTask {
  kind: 'simulate';
  spec: GameSpec;
  from: number;
  to: number;
}

/** Anything a worker runs. */
export type Task = ArenaTask | SimulateTask;

/** What a task returns: one result per match or game, by number. */
export type TaskResult<T extends Task> = T extends ArenaTask ? MatchResult[] : GameStats[];

/** The setup seed of simulated game `index`, and its players' (`…/seat`). */
function gameSeed(seed: string, index: number): string {
  return `simulate:${JSON.stringify(seed)}:${index}`;
}

/** One simulated game, seat `k` played by the entrant `lineup[k]`, with its statistics. */
export function simulateGame(spec: GameSpec, index: number): GameStats {
  const seed = gameSeed(spec.seed, index);
  const players = spec.lineup.map((e, seat) => toEntrant(spec.entrants[e]!).create(`${seed}/${seat}`) as (view: unknown) => unknown);
  const e: AnyEngine = GAMES[spec.game].engine;
  let state: unknown = e.setup({ ...spec.options, seed });
  const stats = collector(spec.game, spec.lineup.length, index);
  for (const ev of e.openingEvents(state) as unknown[]) stats.event(ev);
  let actions = 0;
  while (!e.isOver(state)) {
    const seat = e.toAct(state) as number;
    const r = e.step(state, players[seat]!(e.view(state, seat)));
    for (const ev of r.events as unknown[]) stats.event(ev);
    state = r.state;
    actions++;
  }
  return stats.finish(e, state, actions);
}

/** Runs a task (in a worker thread, or here). */
export function runTask<T extends Task>(task: T): TaskResult<T> {
  if (task.kind === 'arena') {
    const { spec, from, to } = task;
    const r = arena({ game: spec.game, options: spec.options, entrants: spec.entrants.map(toEntrant), lineup: spec.lineup, matches: spec.matches, seed: spec.seed, from, to });
    return r.results as TaskResult<T>;
  }
  const out: GameStats[] = [];
  for (let i = task.from; i < task.to; i++) out.push(simulateGame(task.spec, i));
  return out as TaskResult<T>;
}
