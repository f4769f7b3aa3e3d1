/**
 * The shape of a translation of the CLI's help. English is written where
 * each command is defined (its module in ../commands, the options in
 * ../options.ts and ../batch.ts); a translation gives, for the program and
 * for every command, the same texts in the same order, and a description
 * for every option by its long flag. `{name}` in a text is filled in when
 * the help is printed (`{cores}`, `{syntax}`).
 */

/** One command's help in another language. */
export interface CommandHelp {
  /** The line in the list of commands. */
  summary: string;
  /** The paragraph of the command's `--help`. */
  description: string;
  /** What each example does, in the order of the command's `examples`. */
  examples: readonly string[];
  /** Each option's description, by its long flag (`--seed`). */
  options: Readonly<Record<string, string>>;
}

/** The help of the whole CLI in another language. */
export interface HelpTexts {
  /** The program's description. */
  program: string;
  /** What each of the program's examples does, in order. */
  programExamples: readonly string[];
  /** The program's own options, by long flag (`--version`, `--help`, `--color`, `--no-color`). */
  global: Readonly<Record<string, string>>;
  /** Every command's help, by command name. */
  commands: Readonly<Record<string, CommandHelp>>;
}
