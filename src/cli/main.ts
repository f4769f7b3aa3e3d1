/**
 * The command-line program: plays seeded games between random players and
 * prints a readable transcript. The only code in the package with I/O.
 *
 *   hoc-hokm [demo]                 a Hokm match and a Hoc game, seeded
 *   hoc-hokm hokm [--players 4] [--seed S] [--target 7]
 *   hoc-hokm hoc  [--players 3] [--seed S] [--deals 6]
 * with --quiet (results only) or --verbose (every event, every card); the
 * players are random unless --bots seats the rule-of-thumb bots.
 */
import { parseArgs } from 'node:util';
import { bots, type Engine } from '../index.js';
import * as hokm from '../hokm/index.js';
import * as hoc from '../hoc/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEngine = Engine<any, any, any, any, any, any>;

interface Game {
  title: string;
  engine: AnyEngine;
  describe: (event: never) => string;
  options: Record<string, unknown>;
  /** The rule-of-thumb bot of this game. */
  bot: (view: never) => unknown;
  /** Event types left out of the transcript unless --verbose (their content is repeated by a later event). */
  brief: readonly string[];
}

/** Plays one game with seeded random players (or the bots); returns the transcript lines and the outcome. */
function play(game: Game, playerSeed: string, print: (line: string) => void, verbose: boolean, useBots: boolean): unknown {
  const { engine } = game;
  const random = bots.randomBot(playerSeed);
  const choose = (view: { legal: unknown[] }) => (useBots ? game.bot(view as never) : random(view));
  const show = (e: unknown) => {
    if (verbose || !game.brief.includes((e as { type: string }).type)) print(game.describe(e as never));
  };
  let state = engine.setup(game.options);
  print(`== ${game.title} ${JSON.stringify(game.options)}`);
  for (const e of engine.openingEvents(state)) show(e);
  let actions = 0;
  while (!engine.isOver(state)) {
    const action = choose(engine.view(state, engine.toAct(state)!));
    const r = engine.step(state, action);
    for (const e of r.events) show(e);
    state = r.state;
    actions++;
  }
  const outcome = engine.outcome(state);
  print(`== ${game.title}: over after ${actions} actions`);
  print(`   outcome: ${JSON.stringify(outcome)}`);
  return outcome;
}

function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      players: { type: 'string' },
      seed: { type: 'string' },
      target: { type: 'string' },
      deals: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      bots: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0] ?? 'demo';
  if (values.help || !['demo', 'hokm', 'hoc'].includes(command)) {
    console.log('usage: hoc-hokm [demo | hokm | hoc] [--players N] [--seed S] [--target N] [--deals N] [--bots] [--quiet | --verbose]');
    return values.help ? 0 : 2;
  }
  const seed = values.seed ?? 'demo';
  const print = values.quiet ? () => {} : (line: string) => console.log(line);
  const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));
  const games: Game[] = [];
  if (command === 'demo' || command === 'hokm') {
    const options: Record<string, unknown> = { players: num(values.players) ?? 4, seed };
    if (values.target) options.target = num(values.target);
    games.push({ title: 'Hokm', engine: hokm.engine, describe: hokm.describe as Game['describe'], bot: bots.hokmBot as Game['bot'], options, brief: ['played'] });
  }
  if (command === 'demo' || command === 'hoc') {
    const options: Record<string, unknown> = { players: num(command === 'hoc' ? values.players : undefined) ?? 3, seed };
    if (values.deals) options.deals = num(values.deals);
    games.push({ title: 'Hoc Mazarin', engine: hoc.engine, describe: hoc.describe as Game['describe'], bot: bots.hocBot as Game['bot'], options, brief: [] });
  }
  for (const g of games) {
    try {
      const outcome = play(g, `${seed}/players`, print, values.verbose, values.bots);
      if (values.quiet) console.log(`${g.title}: ${JSON.stringify(outcome)}`);
    } catch (e) {
      const err = e as Error & { code?: string };
      console.error(`error: ${err.code ? `${err.code}: ` : ''}${err.message}`);
      return 1;
    }
  }
  return 0;
}

// A closed pipe (`| head`) ends the program quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
process.exitCode = main(process.argv.slice(2));
