/**
 * Hoc's `describe(event, { locale })` for the locales other than English
 * (English is the engine's own line, ../events.ts): one small module each.
 */
import { lineOf, type EventTexts } from '../../core/locale.js';
import { table } from '../../core/tables.js';
import type { HocEvent } from '../events.js';
import { HOC_DE } from './de.js';
import { HOC_FA } from './fa.js';
import { HOC_FR } from './fr.js';

const TEXTS: Readonly<Record<'fa' | 'fr' | 'de', EventTexts<HocEvent>>> = table({ fa: HOC_FA, fr: HOC_FR, de: HOC_DE });

/** One Hoc event as a line in a locale other than English (never throws). */
export function describeOther(locale: 'fa' | 'fr' | 'de', event: HocEvent): string {
  return lineOf(TEXTS[locale], event);
}
