/**
 * What a command of the CLI is. Each command is one module in
 * `src/cli/commands/` exporting a {@link CliCommand}, listed once in
 * `src/cli/commands/index.ts`; `program.ts` turns the list into the
 * argument parser, the help pages and the exit codes.
 */
import type { Command } from 'commander';
import type { Colors } from './style.js';
import { CLI_EN, type CliTexts } from './texts/en.js';

/** Where a command writes, and how. */
export interface Output {
  /** Writes one line to standard output. */
  print(line?: string): void;
  /** Colour functions (the identity when colour is off). */
  color: Colors;
}

/** What a command's `run` gets. */
export interface RunContext {
  /** The positional arguments, as declared by `args`. */
  args: string[];
  /** The parsed options (names in camelCase, as commander gives them). */
  opts: Record<string, unknown>;
  /** Standard output. */
  out: Output;
  /** Lines typed at the terminal (standard input), opened on first use. */
  input(): AsyncIterator<string>;
  /** Standard error, for progress bars and notes beside the result. */
  stderr: { write(text: string): unknown; isTTY?: boolean };
  /** Whether standard output is a terminal (not a pipe or a file). */
  stdoutIsTTY: boolean;
  /** The package version. */
  version: string;
}

/** One command: its help text, its options and what it does. */
export interface CliCommand {
  /** The word after `hoc-hokm`. */
  name: string;
  /** Positional arguments in commander's syntax, e.g. `'<file>'`. */
  args?: string;
  /** One line, for the list of commands. */
  summary: string;
  /** A few sentences, for the command's `--help`. */
  description: string;
  /** Example command lines, each with what it does. */
  examples: readonly (readonly [command: string, what: string])[];
  /** Declares the command's options on `cmd`. */
  options?(cmd: Command): void;
  /** Does the work; resolves to the exit code (0 when nothing is returned). Throws {@link UsageError} for a bad option. */
  run(ctx: RunContext): Promise<number | void>;
}

/** A bad option, argument or combination found after parsing: exit code {@link EXIT.usage}. */
export class UsageError extends Error {
  /** The message in any locale (`message` is the English one). */
  readonly say: Say;
  /** `message`: the text in every locale, e.g. `(t) => t.errors.targetIsHokm`; a plain string is said as is (a library's message). */
  constructor(message: Say | string) {
    const say = typeof message === 'string' ? () => message : message;
    super(say(CLI_EN));
    this.name = 'UsageError';
    this.say = say;
  }
}

/** A message of the CLI in the locale whose texts it is given. */
export type Say = (t: CliTexts) => string;

/** A failure while running (a file that cannot be read or written): exit code {@link EXIT.failure}, the message in `--lang`'s locale. */
export class CliError extends Error {
  /** The message in any locale (`message` is the English one). */
  readonly say: Say;
  constructor(say: Say, options?: { cause?: unknown }) {
    super(say(CLI_EN), options);
    this.name = 'CliError';
    this.say = say;
  }
}

/** What the CLI prints for an error: its own messages in `t`'s locale, anybody else's as they are. */
export function errorText(e: unknown, t: CliTexts): string {
  if (e instanceof UsageError || e instanceof CliError) return e.say(t);
  const said = (e as { say?: unknown } | null)?.say;
  if (typeof said === 'function') return (said as Say)(t);
  return String((e as Error | null)?.message ?? e);
}

/** `error` with a message in every locale: for an error of the library's own class that the CLI raises itself. */
export function saying<E extends Error>(error: E, say: Say): E & { say: Say } {
  return Object.assign(error, { say });
}

/** The exit codes: one for every kind of usage error. */
export const EXIT = {
  /** Done. */
  ok: 0,
  /** Something failed while running (a file, the input ended, an internal error). */
  failure: 1,
  /** The command line was wrong: unknown command or option, bad value, bad seat, conflicting options. */
  usage: 2,
} as const;
