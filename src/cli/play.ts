/** Plays one game to the end (or to a stop) with a chooser per seat, reporting every event. */
import { isHocHokmError, type Validation } from '../index.js';
import { randomBot } from '../bots/index.js';
import { UsageError } from './command.js';
import type { GameKit } from './games.js';
import type { Reporter } from './report.js';

/** What a chooser sees: the seat's view (with its legal actions). */
export interface SeatView {
  /** The seat. */
  seat: number;
  /** Its legal actions. */
  legal: unknown[];
}

/** Picks an action for a seat from its view; `check` is the engine's verdict on any action (for a person's typing). */
export type Chooser = (view: SeatView, check: (action: unknown) => Validation) => unknown | Promise<unknown>;

/** Who sits at the table and what to report. */
export interface Table {
  /** Options for `setup` (checked by the engine: a bad one is a usage error). */
  options: Record<string, unknown>;
  /** Random players instead of the rule-of-thumb bots. */
  random: boolean;
  /** Seed of the random players. */
  seed: string;
  /** Seats played by a person, with `human`. */
  humans: readonly number[];
  /** The person's chooser. */
  human?: Chooser;
  /** Gets every event. */
  reporter: Reporter;
  /** Called once the options are accepted, before the first event. */
  onStart?: () => void;
  /** Stops the game at the first event for which this is true (that event and the rest are not reported). */
  stopAt?: (event: unknown) => boolean;
  /** Receives every action played, in order (for `--record`). */
  actions?: unknown[];
}

/** Plays the game; returns the last state. */
export async function play(kit: GameKit, t: Table): Promise<unknown> {
  const { engine } = kit;
  let state: unknown;
  try {
    state = engine.setup(t.options);
  } catch (e) {
    if (isHocHokmError(e) && e.code === 'BAD_OPTIONS') throw new UsageError(e.message);
    throw e;
  }
  t.onStart?.();
  const random = randomBot(`${t.seed}/players`);
  const machine: Chooser = (view) => (t.random ? random(view) : kit.bot(view));
  let stopped = false;
  const report = (events: unknown[]) => {
    for (const e of events) {
      if (stopped || t.stopAt?.(e)) {
        stopped = true;
        return;
      }
      t.reporter.event(e);
    }
  };
  report(engine.openingEvents(state));
  while (!stopped && !engine.isOver(state)) {
    const seat = engine.toAct(state)!;
    const chooser = t.humans.includes(seat) && t.human ? t.human : machine;
    const now = state;
    const action = await chooser(engine.view(state, seat), (a) => engine.validate(now, a, seat));
    const r = engine.step(state, action);
    t.actions?.push(action);
    report(r.events);
    state = r.state;
  }
  t.reporter.end(state, engine.isOver(state));
  return state;
}
