/** Plays one game to the end with a chooser per seat, printing the transcript. */
import { bots } from '../index.js';
import type { Game } from './games.js';

/** Picks an action for a seat from its view (a bot, or a person at the terminal). */
export type Chooser = (view: { legal: unknown[]; seat: number }) => unknown | Promise<unknown>;

/** How to run a game. */
export interface PlayOptions {
  /** Setup options. */
  options: Record<string, unknown>;
  /** Seed of the random players. */
  playerSeed: string;
  /** Rule-of-thumb bots instead of random players. */
  useBots: boolean;
  /** Seats played by a person (`human` chooses for them). */
  humans: number[];
  /** The person's chooser. */
  human?: Chooser;
  /** Every event, or the brief transcript. */
  verbose: boolean;
  /** Where transcript lines go. */
  print: (line: string) => void;
}

/** Plays to the end; returns the outcome. */
export async function playGame(game: Game, o: PlayOptions): Promise<unknown> {
  const { engine } = game;
  const random = bots.randomBot(o.playerSeed);
  const machine: Chooser = (view) => (o.useBots ? game.bot(view as never) : random(view));
  const show = (e: unknown) => {
    if (o.verbose || !game.brief.includes((e as { type: string }).type)) o.print(game.describe(e as never));
  };
  let state = engine.setup(o.options);
  o.print(`== ${game.title} ${JSON.stringify(o.options)}`);
  for (const e of engine.openingEvents(state)) show(e);
  let actions = 0;
  while (!engine.isOver(state)) {
    const seat = engine.toAct(state)!;
    const chooser = o.humans.includes(seat) && o.human ? o.human : machine;
    const action = await chooser(engine.view(state, seat));
    const r = engine.step(state, action);
    for (const e of r.events) show(e);
    state = r.state;
    actions++;
  }
  const outcome = engine.outcome(state);
  o.print(`== ${game.title}: over after ${actions} actions`);
  o.print(`   outcome: ${JSON.stringify(outcome)}`);
  return outcome;
}
