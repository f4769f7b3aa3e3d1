/**
 * Commander's own error messages (an unknown option, a bad value, a missing
 * argument…) in the locale of `--lang`. Commander writes them in English
 * only, as one line starting with `error: `; this module recognises each
 * form Commander 14 writes and says it again with the locale's texts. A
 * form it does not know stays English (the flags, values and names in it
 * are as typed in every locale).
 */
import type { CliTexts } from './texts/index.js';

type Rewrite = [pattern: RegExp, say: (t: CliTexts, m: RegExpExecArray) => string];

/** The reason after "argument 'x' is invalid.": Commander's choices and the CLI's own parsers. */
const REASONS: readonly Rewrite[] = [
  [/^Allowed choices are (.*)\.$/, (t, m) => t.errors.choices(m[1]!)],
  [/^Expected a whole number from (\d+) to (\d+)\.$/, (t, m) => t.errors.wholeNumber(Number(m[1]), Number(m[2]))],
  [/^Expected i\/n with 1 ≤ i ≤ n, e\.g\. 1\/2 for the first of two parts\.$/, (t) => t.errors.shardSyntax],
];

const MESSAGES: readonly Rewrite[] = [
  [/^unknown option '(.*)'$/, (t, m) => t.errors.unknownOption(m[1]!)],
  [/^unknown command '(.*)'$/, (t, m) => t.errors.unknownCommand(m[1]!)],
  [/^missing required argument '(.*)'$/, (t, m) => t.errors.missingArgument(m[1]!)],
  [/^option '(.*)' argument missing$/, (t, m) => t.errors.argumentMissing(m[1]!)],
  [/^too many arguments for '(.*)'\. Expected (\d+) arguments? but got (\d+)\.$/, (t, m) => t.errors.tooManyArguments(m[1]!, Number(m[2]), Number(m[3]))],
  [/^option '(.*)' cannot be used with option '(.*)'$/, (t, m) => t.errors.conflicting(m[1]!, m[2]!)],
  [/^option '(.*?)' argument '(.*)' is invalid\. (.*)$/, (t, m) => t.errors.invalidValue(m[1]!, m[2]!, rewrite(REASONS, t, m[3]!))],
];

function rewrite(rules: readonly Rewrite[], t: CliTexts, text: string): string {
  for (const [pattern, say] of rules) {
    const m = pattern.exec(text);
    if (m) return say(t, m);
  }
  return text;
}

/**
 * Commander's error output `text` (`error: …\n`, maybe followed by a
 * `(Did you mean …?)` line) in the locale of `t`.
 *
 * @example
 * ```ts
 * commanderError("error: unknown option '--sed'\n(Did you mean --seed?)\n", cliTexts('fr'));
 * // "erreur : option inconnue '--sed'\n(Vouliez-vous dire --seed ?)\n"
 * ```
 */
export function commanderError(text: string, t: CliTexts): string {
  const lines = text.replace(/\n$/, '').split('\n');
  const out = lines.map((line) => {
    const error = /^error: (.*)$/.exec(line);
    if (error) return `${t.error}: ${rewrite(MESSAGES, t, error[1]!)}`;
    const mean = /^\(Did you mean (?:one of )?(.*)\?\)$/.exec(line);
    return mean ? t.errors.didYouMean(mean[1]!) : line;
  });
  return `${out.join('\n')}\n`;
}
