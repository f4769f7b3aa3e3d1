/**
 * The command-line program: plays seeded games and prints a readable
 * transcript. The only code in the package with I/O.
 *
 *   hoc-hokm [demo]                 a Hokm match and a Hoc game, seeded
 *   hoc-hokm hokm [--players 4] [--seed S] [--target 7]
 *   hoc-hokm hoc  [--players 3] [--seed S] [--deals 6]
 *
 * The players are random unless --bots seats the rule-of-thumb bots;
 * --human SEAT lets you play that seat at the terminal. --quiet prints only
 * results, --verbose every event.
 */
import { parseArgs } from 'node:util';
import { GAMES, type Game } from './games.js';
import { humanChooser, terminal } from './human.js';
import { playGame } from './play.js';

const USAGE =
  'usage: hoc-hokm [demo | hokm | hoc] [--players N] [--seed S] [--target N] [--deals N] [--bots] [--human SEAT] [--quiet | --verbose]';

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
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
        human: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    console.error(`error: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0] ?? 'demo';
  if (values.help || !['demo', 'hokm', 'hoc'].includes(command) || positionals.length > 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const seed = values.seed ?? 'demo';
  const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));
  const runs: [Game, Record<string, unknown>][] = [];
  if (command === 'demo' || command === 'hokm') {
    const options: Record<string, unknown> = { players: num(command === 'hokm' ? values.players : undefined) ?? 4, seed };
    if (values.target) options.target = num(values.target);
    runs.push([GAMES.hokm, options]);
  }
  if (command === 'demo' || command === 'hoc') {
    const options: Record<string, unknown> = { players: num(command === 'hoc' ? values.players : undefined) ?? 3, seed };
    if (values.deals) options.deals = num(values.deals);
    runs.push([GAMES.hoc, options]);
  }
  const humans = values.human === undefined ? [] : [Number(values.human)];
  const rl = humans.length > 0 ? terminal() : null;
  try {
    for (const [game, options] of runs) {
      const outcome = await playGame(game, {
        options,
        playerSeed: `${seed}/players`,
        useBots: values.bots,
        humans,
        human: rl ? humanChooser(game, rl.lines) : undefined,
        verbose: values.verbose,
        print: values.quiet ? () => {} : (line) => console.log(line),
      });
      if (values.quiet) console.log(`${game.title}: ${JSON.stringify(outcome)}`);
    }
  } catch (e) {
    const err = e as Error & { code?: string };
    console.error(`error: ${err.code ? `${err.code}: ` : ''}${err.message}`);
    return 1;
  } finally {
    rl?.close();
  }
  return 0;
}

// A closed pipe (`| head`) ends the program quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
main(process.argv.slice(2)).then((code) => (process.exitCode = code));
