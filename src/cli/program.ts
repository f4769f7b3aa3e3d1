/**
 * The command line: turns the list of commands into the argument parser
 * (commander), with `--help` for the program and for each command,
 * `--version`, colour options, and one exit code per kind of outcome
 * ({@link EXIT}): every usage error, whether commander or a command finds
 * it, exits with 2.
 */
import { Command, CommanderError } from 'commander';
import { EXIT, UsageError, type CliCommand, type Output } from './command.js';
import { COMMANDS } from './commands/index.js';
import { colorWanted, colors } from './style.js';

/** Where the program reads and writes. */
export interface Io {
  /** Writes text to standard output. */
  stdout: { write(text: string): unknown; isTTY?: boolean };
  /** Writes text to standard error. */
  stderr: { write(text: string): unknown; isTTY?: boolean };
  /** The environment (`NO_COLOR`, `FORCE_COLOR`, `TERM`). */
  env: NodeJS.ProcessEnv;
  /** Opens the lines typed at the terminal. */
  input(): { lines: AsyncIterator<string>; close(): void };
  /** The package version. */
  version: string;
}

const HELP_FLAGS = new Set(['-h', '--help', '-V', '--version', 'help']);

function examples(list: CliCommand['examples']): string {
  const width = Math.max(...list.map(([cmd]) => cmd.length));
  return `\nExamples:\n${list.map(([cmd, what]) => `  $ ${cmd.padEnd(width)}   ${what}`).join('\n')}\n`;
}

/** Runs the program on `argv` (the arguments after the program name); resolves to the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  // With no command (nothing, or options only), the demo runs.
  const args = argv.length === 0 || (argv[0]!.startsWith('-') && !HELP_FLAGS.has(argv[0]!)) ? ['demo', ...argv] : [...argv];
  let code: number = EXIT.ok;
  const terminal: { input?: ReturnType<Io['input']> } = {};

  const program = new Command('hoc-hokm')
    .description('Hokm and Hoc Mazarin at the terminal: watch the bots play, or take a seat yourself.')
    .version(io.version, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'print help (also: hoc-hokm COMMAND --help)')
    .option('--color', 'colour the output even when it is not a terminal')
    .option('--no-color', 'no colour (also: the NO_COLOR environment variable)')
    .configureHelp({ showGlobalOptions: true })
    .showHelpAfterError('(add --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
    })
    .addHelpText(
      'after',
      examples([
        ['hoc-hokm', 'the demo: a Hokm match, then a Hoc Mazarin deal'],
        ['hoc-hokm hokm --players 3', 'a 3-player Hokm match'],
        ['hoc-hokm hoc --human 0', 'play Hoc Mazarin in seat 0'],
        ['hoc-hokm hokm --help', "the hokm command's options"],
      ]),
    );

  for (const c of COMMANDS) {
    const cmd = program
      .command(c.args ? `${c.name} ${c.args}` : c.name)
      .summary(c.summary)
      .description(c.description)
      .addHelpText('after', examples(c.examples));
    c.options?.(cmd);
    cmd.action(async (...params: unknown[]) => {
      const self = params[params.length - 1] as Command;
      const opts = self.optsWithGlobals();
      const out: Output = {
        print: (line = '') => io.stdout.write(`${line}\n`),
        color: colors(colorWanted(opts.color as boolean | undefined, io.stdout, io.env)),
      };
      const result = await c.run({
        args: self.args,
        opts,
        out,
        input: () => (terminal.input ??= io.input()).lines,
        stderr: io.stderr,
        stdoutIsTTY: io.stdout.isTTY === true,
        version: io.version,
      });
      code = result ?? EXIT.ok;
    });
  }

  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version end with code 0; every other parsing error is a usage error.
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (e instanceof UsageError) {
      io.stderr.write(`error: ${e.message}\n(add --help for usage)\n`);
      return EXIT.usage;
    }
    const err = e as Error & { code?: unknown };
    io.stderr.write(`error: ${typeof err.code === 'string' ? `${err.code}: ` : ''}${err.message}\n`);
    return EXIT.failure;
  } finally {
    terminal.input?.close();
  }
  return code;
}
