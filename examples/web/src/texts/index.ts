/**
 * The page's languages: English, Persian (right to left), French, German —
 * the locales of the library's `describe(event, { locale })`, which writes
 * the log. The chosen one is `texts()`; `setLocale` switches it and sets
 * `lang` and `dir` on the document. The page is redrawn from the view after
 * every action, so a switch shows everywhere at the next redraw (main.ts
 * forces one).
 */
import { DE } from './de.js';
import { EN, type WebTexts } from './en.js';
import { FA } from './fa.js';
import { FR } from './fr.js';

export type { WebTexts } from './en.js';

/** The page's locales, in the menu's order. */
export const WEB_LOCALES = ['en', 'fa', 'fr', 'de'] as const;
/** One of {@link WEB_LOCALES}. */
export type WebLocale = (typeof WEB_LOCALES)[number];

/** Every locale's texts (a Map: a `?lang=` from the address finds only these). */
export const ALL_TEXTS: ReadonlyMap<WebLocale, WebTexts> = new Map<WebLocale, WebTexts>([
  ['en', EN],
  ['fa', FA],
  ['fr', FR],
  ['de', DE],
]);

/** The writing direction of a locale. */
export const dirOf = (locale: WebLocale): 'rtl' | 'ltr' => (locale === 'fa' ? 'rtl' : 'ltr');

/** `text` if it names a locale, else English (an unknown `?lang=` is ignored). */
export function readLocale(text: string | null | undefined): WebLocale {
  return (WEB_LOCALES as readonly string[]).includes(text ?? '') ? (text as WebLocale) : 'en';
}

// The page's one piece of language state: which texts are current.
let currentLocale: WebLocale = 'en';
let current: WebTexts = EN;

/** The current locale. */
export const locale = (): WebLocale => currentLocale;
/** The current locale's texts. */
export const texts = (): WebTexts => current;

/** Switches the page to `next`: its texts, and `lang`/`dir` on `root` (the page's `<html>`; typed loosely so this module needs no DOM). */
export function setLocale(next: WebLocale, root: { lang: string; dir: string }): void {
  currentLocale = next;
  current = ALL_TEXTS.get(next)!;
  root.lang = next;
  root.dir = dirOf(next);
}
