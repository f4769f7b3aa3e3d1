/**
 * The languages of the event lines (`describe(event, { locale })`) and the
 * reading of that option. The rulebook stays English; only the lines a
 * player reads are translated. Each game keeps one small text module per
 * locale (src/hokm/texts, src/hoc/texts).
 */
import { OptionsError } from './errors.js';

/** The locales `describe` speaks: English (the default), Persian, French, German. */
export const LOCALES = ['en', 'fa', 'fr', 'de'] as const;
/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** Options of `describe`. */
export interface DescribeOptions {
  /** The language of the line; `'en'` when absent. */
  locale?: Locale;
}

/**
 * The locale `options` asks for. `undefined` and a number (the index that
 * `Array.prototype.map` passes, so `events.map(describe)` keeps working)
 * mean English; anything else that is not `{ locale?: Locale }` throws
 * `OptionsError` (`BAD_OPTIONS`).
 */
export function readLocale(options: unknown): Locale {
  if (options === undefined || typeof options === 'number') return 'en';
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new OptionsError('describe options must be an object such as { locale: "fa" }');
  }
  if (!Object.hasOwn(options, 'locale')) return 'en';
  const locale = (options as { locale?: unknown }).locale;
  if (locale === undefined) return 'en';
  if (typeof locale === 'string' && (LOCALES as readonly string[]).includes(locale)) return locale as Locale;
  throw new OptionsError(`locale must be one of ${LOCALES.join(', ')}`);
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** `text` with its ASCII digits written as Persian digits (۰–۹); the Persian lines use them (see docs/hokm.md, "Event lines in other languages"). */
export function persianDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!);
}

/** One game's event lines in one locale: a line for every event kind, and the line for anything else. */
export interface EventTexts<E> {
  /** The line for anything that is not an event of the game. */
  readonly notAnEvent: string;
  /** The line of one event (may throw on a damaged event: the caller catches). */
  line(e: E): string;
}

/**
 * `event` as a line of `texts`, or `texts.notAnEvent` for anything that is
 * not an event (never throws: a damaged event from a network gives the fixed line).
 */
export function lineOf<E>(texts: EventTexts<E>, event: unknown): string {
  try {
    return (typeof event === 'object' && event !== null && texts.line(event as E)) || texts.notAnEvent;
  } catch {
    return texts.notAnEvent;
  }
}
