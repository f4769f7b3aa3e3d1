/**
 * Hokm's `describe(event, { locale })`: English from ../events.ts (the
 * engine's own line), the other locales from one small module each.
 */
import { lineOf, readLocale, type DescribeOptions, type EventTexts } from '../../core/locale.js';
import { table } from '../../core/tables.js';
import { describeEvent } from '../events.js';
import type { HokmEvent } from '../types.js';
import { HOKM_DE } from './de.js';
import { HOKM_FA } from './fa.js';
import { HOKM_FR } from './fr.js';

const TEXTS: Readonly<Record<'fa' | 'fr' | 'de', EventTexts<HokmEvent>>> = table({ fa: HOKM_FA, fr: HOKM_FR, de: HOKM_DE });

/** One Hokm event as a line in the locale of `options` (English by default); throws `BAD_OPTIONS` for an unknown locale only. */
export function describeIn(event: HokmEvent, options?: DescribeOptions | number): string {
  const locale = readLocale(options);
  return locale === 'en' ? describeEvent(event) : lineOf(TEXTS[locale], event);
}
