/**
 * The CLI in English, Persian, French and German (`--lang`): its own lines
 * (`cliTexts`) and its help (`helpTexts`, the translation of what each
 * command's module says in English). The event lines are the library's.
 */
import type { Locale } from '../../core/locale.js';
import { CLI_DE } from './de.js';
import { CLI_EN, type CliTexts } from './en.js';
import { CLI_FA } from './fa.js';
import { CLI_FR } from './fr.js';
import { HELP_DE } from './help-de.js';
import { HELP_FA } from './help-fa.js';
import { HELP_FR } from './help-fr.js';
import type { HelpTexts } from './help.js';

export type { CliTexts } from './en.js';
export type { HelpTexts, CommandHelp } from './help.js';

const LINES: ReadonlyMap<Locale, CliTexts> = new Map<Locale, CliTexts>([
  ['en', CLI_EN],
  ['fa', CLI_FA],
  ['fr', CLI_FR],
  ['de', CLI_DE],
]);
const HELP: ReadonlyMap<Locale, HelpTexts> = new Map<Locale, HelpTexts>([
  ['fa', HELP_FA],
  ['fr', HELP_FR],
  ['de', HELP_DE],
]);

/** The CLI's lines in `locale`. */
export function cliTexts(locale: Locale = 'en'): CliTexts {
  return LINES.get(locale) ?? CLI_EN;
}

/** The help in `locale`; `undefined` for English, which each command's module writes itself. */
export function helpTexts(locale: Locale): HelpTexts | undefined {
  return HELP.get(locale);
}
