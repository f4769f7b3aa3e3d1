/**
 * The command line: turns the list of commands into the argument parser
 * (commander), with `--help` for the program and for each command,
 * `--version`, colour options, and one exit code per kind of outcome
 * ({@link EXIT}): every usage error, whether commander or a command finds
 * it, exits with 2.
 */
import { availableParallelism } from 'node:os';
import { Command, CommanderError, Help, type Option } from 'commander';
import { LOCALES, type Locale } from '../core/locale.js';
import { commanderError } from './commander-texts.js';
import { EXIT, UsageError, errorText, type CliCommand, type Output } from './command.js';
import { COMMANDS } from './commands/index.js';
import { ENTRANT_SYNTAX } from './entrants.js';
import { colorWanted, colors } from './style.js';
import { cliTexts, helpTexts } from './texts/index.js';

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

function examples(list: CliCommand['examples'], title: string, whats: readonly string[] = []): string {
  const width = Math.max(...list.map(([cmd]) => cmd.length));
  return `\n${title}\n${list.map(([cmd, what], i) => `  $ ${cmd.padEnd(width)}   ${whats[i] ?? what}`).join('\n')}\n`;
}

/**
 * The language the command line asks for with `--lang X` or `--lang=X`
 * (anywhere before `--`), for the help, which commander prints while it
 * parses; English when absent or not a locale (commander then refuses the
 * value itself).
 */
export function langArg(args: readonly string[]): Locale {
  for (let i = 0; i < args.length && args[i] !== '--'; i++) {
    const value = args[i] === '--lang' ? args[i + 1] : args[i]!.startsWith('--lang=') ? args[i]!.slice('--lang='.length) : undefined;
    if (value !== undefined) return (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';
  }
  return 'en';
}

/** A translated option description with its `{cores}` and `{syntax}` filled in. */
const fill = (text: string) => text.replace('{cores}', String(availableParallelism())).replace('{syntax}', ENTRANT_SYNTAX);

/** Runs the program on `argv` (the arguments after the program name); resolves to the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  // With no command (nothing, or options only), the demo runs.
  const args = argv.length === 0 || (argv[0]!.startsWith('-') && !HELP_FLAGS.has(argv[0]!)) ? ['demo', ...argv] : [...argv];
  let code: number = EXIT.ok;
  const terminal: { input?: ReturnType<Io['input']> } = {};
  // The help speaks the language of --lang: English is written below and in each command's module, the rest in ./texts.
  const lang = langArg(args);
  const t = cliTexts(lang);
  const help = helpTexts(lang);
  const global = (long: string, english: string) => help?.global[long] ?? english;

  const program = new Command('hoc-hokm')
    .description(help?.program ?? 'Hokm and Hoc Mazarin at the terminal: watch the bots play, or take a seat yourself.')
    .version(io.version, '-V, --version', global('--version', 'print the version'))
    .helpOption('-h, --help', global('--help', 'print help (also: hoc-hokm COMMAND --help)'))
    .helpCommand('help [command]', t.helpCommand)
    .option('--color', global('--color', 'colour the output even when it is not a terminal'))
    .option('--no-color', global('--no-color', 'no colour (also: the NO_COLOR environment variable)'))
    .configureHelp({
      showGlobalOptions: true,
      styleTitle: (title) => (Object.hasOwn(t.titles, title) ? t.titles[title]! : title),
      // Commander's "(choices: …, default: …)" after a description, in the help's language.
      optionDescription(this: Help, option: Option) {
        const text = Help.prototype.optionDescription.call(this, option);
        const own = option.description.length;
        return (
          text.slice(0, own) +
          text
            .slice(own)
            .replace(/\bchoices: /, `${t.choices} `)
            .replace(/\bdefault: /, `${t.default} `)
        );
      },
    })
    .showHelpAfterError(t.addHelp)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(commanderError(s, t)),
    })
    .addHelpText(
      'after',
      examples(
        [
          ['hoc-hokm', 'the demo: a Hokm match, then a Hoc Mazarin deal'],
          ['hoc-hokm hokm --players 3', 'a 3-player Hokm match'],
          ['hoc-hokm hoc --human 0', 'play Hoc Mazarin in seat 0'],
          ['hoc-hokm hokm --help', "the hokm command's options"],
        ],
        t.examples,
        help?.programExamples,
      ),
    );

  for (const c of COMMANDS) {
    const tr = help && Object.hasOwn(help.commands, c.name) ? help.commands[c.name] : undefined;
    const cmd = program
      .command(c.args ? `${c.name} ${c.args}` : c.name)
      .summary(tr?.summary ?? c.summary)
      .description(tr?.description ?? c.description)
      .addHelpText('after', examples(c.examples, t.examples, tr?.examples));
    c.options?.(cmd);
    // The options keep their English descriptions where a translation has none.
    for (const o of cmd.options) if (tr && o.long && Object.hasOwn(tr.options, o.long)) o.description = fill(tr.options[o.long]!);
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
      io.stderr.write(`${t.error}: ${errorText(e, t)}\n${t.addHelp}\n`);
      return EXIT.usage;
    }
    const err = e as Error & { code?: unknown };
    io.stderr.write(`${t.error}: ${typeof err.code === 'string' ? `${err.code}: ` : ''}${errorText(e, t)}\n`);
    return EXIT.failure;
  } finally {
    terminal.input?.close();
  }
  return code;
}
