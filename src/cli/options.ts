/** Option parsers shared by the commands; each rejects a bad value with a clear message (exit code 2). */
import { writeFileSync } from 'node:fs';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { LOCALES, type Locale } from '../core/locale.js';
import { record } from '../bots/index.js';
import { formatRecord } from '../records/index.js';
import { CliError, UsageError } from './command.js';

/** A parser for a whole number from `min` to `max`. */
export function integer(min: number, max: number): (text: string) => number {
  return (text) => {
    const n = Number(text);
    if (!/^[+]?\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    }
    return n;
  };
}

/** `--seed TEXT`: any text or number; the same seed plays the same game. */
export function seedOption(cmd: Command): void {
  cmd.option('-s, --seed <text>', 'seed of the deals and the players: the same seed plays the same game', 'demo');
}

/** `--quiet` and `--verbose`, which exclude each other. */
/** `--lang LOCALE`: the language of the event lines (`describe(event, { locale })`), the summaries, the prompts and the help. */
export function langOption(cmd: Command): void {
  cmd.addOption(
    new Option('--lang <locale>', 'language of the output (event lines, summaries, prompts, help): en English, fa Persian, fr French, de German')
      .choices([...LOCALES])
      .default('en'),
  );
}

/** The locale `--lang` chose; English for a command without the option (`demo`). */
export function langOf(opts: Record<string, unknown>): Locale {
  return (LOCALES as readonly unknown[]).includes(opts.lang) ? (opts.lang as Locale) : 'en';
}

export function verbosityOptions(cmd: Command): void {
  cmd.addOption(new Option('-q, --quiet', 'print only the result').conflicts('verbose'));
  cmd.addOption(new Option('-v, --verbose', 'print every event: every card, bid and chip').conflicts('quiet'));
}

/** `--human SEAT`: a person plays that seat at the terminal (checked against the player count by {@link humanSeat}). */
export function humanOption(cmd: Command): void {
  cmd.option('-H, --human <seat>', 'play that seat yourself at the terminal (seats count from 0)', integer(0, 3));
  cmd.option('-r, --random', 'seat random players instead of the rule-of-thumb bots');
}

/** The human seat, if any, checked against the number of players. */
export function humanSeat(value: unknown, players: number): number[] {
  if (value === undefined) return [];
  const seat = value as number;
  if (seat >= players) throw new UsageError((t) => t.errors.invalidValue('-H, --human <seat>', t.num(seat), t.errors.seatsAre(players)));
  return [seat];
}

/** `--record FILE`: the game is written there as a record for `hoc-hokm replay`. */
export function recordOption(cmd: Command): void {
  cmd.option('--record <file>', 'write the game to FILE as JSON { game, options, actions }, for hoc-hokm replay');
  cmd.option('--record-format <format>', 'json (default) or text: a text record (docs/records.md), a line per trick');
}

/**
 * Plays `game` with `options`, collecting its actions, and writes them to
 * `path` (when given) as a game record — also when the game stops early
 * after some actions (the input ended): the record then replays as far as
 * it went. Nothing is written when the game never started (bad options).
 */
export async function recorded<T>(
  path: unknown,
  game: 'hokm' | 'hoc',
  options: Record<string, unknown>,
  play: (actions: unknown[]) => Promise<T>,
  format: unknown = 'json',
): Promise<T> {
  if (format !== 'json' && format !== 'text') throw new UsageError((t) => t.errors.invalidValue('--record-format <format>', String(format), t.errors.jsonOrText));
  if (path === undefined) return play([]);
  const actions: unknown[] = [];
  let finished = false;
  try {
    const result = await play(actions);
    finished = true;
    return result;
  } finally {
    if (finished || actions.length > 0) {
      try {
        const r = record(game, options, actions);
        writeFileSync(String(path), format === 'text' ? formatRecord(r) : `${JSON.stringify(r)}\n`);
      } catch (e) {
        // eslint-disable-next-line no-unsafe-finally -- on purpose: a record that cannot be written is the error to report
        throw new CliError((t) => t.errors.cannotWrite(String(path), (e as Error).message), { cause: e });
      }
    }
  }
}
