/**
 * What `arena` and `simulate` share: the options that describe a table
 * (game, players, the players in each seat, variant options, seed) and a
 * run (worker threads, JSON, progress), read into a {@link GameSpec} that
 * the worker threads replay exactly.
 */
import { availableParallelism } from 'node:os';
import { Option, type Command } from 'commander';
import { isHocHokmError } from '../index.js';
import { UsageError, type RunContext } from './command.js';
import { ENTRANT_SYNTAX, parseTable } from './entrants.js';
import { GAMES } from './games.js';
import { GAMES as REGISTRY } from '../games.js';
import { integer, langOption, seedOption } from './options.js';
import { CLI_EN, type CliTexts } from './texts/en.js';
import { progress, type Progress } from './progress.js';
import type { GameSpec } from './tasks.js';

/** The player counts of a game, fewest first (from the registry). */
const playersOf = (game: 'hokm' | 'hoc'): number[] => [...REGISTRY[game].players].sort((a, b) => a - b);
/** Setup options with options of their own, or set by the run itself. */
const RESERVED = ['seed', 'shuffle', 'players', 'target', 'deals'];

/** `--game`, `--players`, `--entrants`, `--target`, `--deals`, `--option`, `--seed`. */
export function tableOptions(cmd: Command, entrantsHelp: string): void {
  cmd.addOption(new Option('-g, --game <game>', 'the game').choices(['hokm', 'hoc']).default('hokm'));
  cmd.option('-p, --players <n>', 'number of players (Hokm 2–4, default 4; Hoc 2–3, default 3)', integer(2, 4));
  cmd.option('-e, --entrants <list>', `${entrantsHelp}: ${ENTRANT_SYNTAX}, comma-separated, one per seat in order (a shorter list repeats when its length divides the seats)`);
  cmd.option('-t, --target <points>', 'Hokm: points that win a match (default 7)', integer(1, 1000));
  cmd.option('-d, --deals <n>', 'Hoc: deals per game, a multiple of the players (default 6, as the rules say)', integer(1, 10_000));
  cmd.option('-o, --option <key=value...>', 'any other setup option of the game (a JSON value or text), e.g. falseWithout=true, maxBet=20');
  seedOption(cmd);
}

/** `--workers`, `--json`, `--progress`/`--no-progress`, `--lang` (the language of the help, the headers and the tables of figures). */
export function runOptions(cmd: Command): void {
  cmd.option('-w, --workers <n>', `worker threads (default: one per core, ${availableParallelism()} here); the results do not depend on it`, integer(1, 256));
  cmd.option('--json', 'print the result as JSON');
  cmd.option('--progress', 'show a progress bar on standard error even when the output is not a terminal');
  cmd.option('--no-progress', 'never show a progress bar');
  langOption(cmd);
}

/** The value of one `--option key=value`. */
function optionValue(text: string): [string, unknown] {
  const at = text.indexOf('=');
  if (at < 1) throw new UsageError((t) => t.errors.optionSyntax(text));
  const key = text.slice(0, at);
  const raw = text.slice(at + 1);
  if (RESERVED.includes(key)) throw new UsageError((t) => (key === 'seed' || key === 'shuffle' ? t.errors.optionSetByRun(key) : t.errors.optionUse(key)));
  try {
    return [key, JSON.parse(raw)];
  } catch {
    return [key, raw];
  }
}

/** The table the options describe, checked: players against the game, every entrant, the options by the engine itself. */
export function readSpec(opts: Record<string, unknown>, defaultEntrants: (game: 'hokm' | 'hoc', players: number) => string): GameSpec {
  const game = opts.game as 'hokm' | 'hoc';
  const players = (opts.players as number | undefined) ?? REGISTRY[game].defaultPlayers;
  if (!playersOf(game).includes(players)) {
    throw new UsageError((t) => t.errors.invalidValue('-p, --players <n>', String(players), t.errors.playedBy(t.games[game], t.errors.or(playersOf(game)))));
  }
  if (game === 'hoc' && opts.target !== undefined) throw new UsageError((t) => t.errors.targetIsHokm);
  if (game === 'hokm' && opts.deals !== undefined) throw new UsageError((t) => t.errors.dealsIsHoc);
  const options: Record<string, unknown> = { players };
  if (opts.target !== undefined) options.target = opts.target;
  if (opts.deals !== undefined) options.deals = opts.deals;
  for (const text of (opts.option as string[] | undefined) ?? []) {
    const [k, v] = optionValue(text);
    // An own property even for "__proto__" (which `options[k] = v` would make the prototype): the engine then rejects it as unknown.
    Object.defineProperty(options, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  try {
    GAMES[game].engine.setup({ ...options, seed: 0 });
  } catch (e) {
    if (isHocHokmError(e) && e.code === 'BAD_OPTIONS') throw new UsageError(e.message);
    throw e;
  }
  const table = parseTable((opts.entrants as string | undefined) ?? defaultEntrants(game, players), game, players);
  return { game, options, ...table, seed: String(opts.seed) };
}

/** The worker threads asked for (default: one per core). */
export function workers(opts: Record<string, unknown>): number {
  return (opts.workers as number | undefined) ?? availableParallelism();
}

/** The progress bar of a run printing `json` or text to standard output. */
export function runProgress(ctx: RunContext, total: number, unit: string, json: boolean): Progress {
  return progress({ stream: ctx.stderr, flag: ctx.opts.progress as boolean | undefined, textToTerminal: !json && ctx.stdoutIsTTY }, total, unit);
}

/** `hokmBot in every seat`, `hokmBot (seats 0, 2) · random (seats 1, 3)`. */
export function describeTable(spec: GameSpec, t: CliTexts = CLI_EN): string {
  if (spec.entrants.length === 1) return t.inEverySeat(spec.entrants[0]!.name);
  return spec.entrants.map((e, i) => `${e.name} (${t.num(spec.lineup.flatMap((x, s) => (x === i ? [s] : [])).join(', '))})`).join(' · ');
}

/** ` · target 3 · falseWithout true`: the setup options other than the players, for a header line. */
export function describeOptions(options: Record<string, unknown>): string {
  return Object.entries(options)
    .filter(([k]) => k !== 'players')
    .map(([k, v]) => ` · ${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('');
}
