/**
 * The bounds of a text record, checked before anything is built, so that
 * hostile text (huge, deep, many tags) costs no more than the bounds.
 */
import { MAX_RECORD_ACTIONS } from '../bots/record.js';
import { OPTION_KEYS as HOC_OPTION_KEYS } from '../hoc/options.js';
import { OPTION_KEYS as HOKM_OPTION_KEYS } from '../hokm/options.js';
import type { RecordGame } from './notation.js';

/** Longest text `parseRecord` reads, in characters (a record of a million actions is about 4 MB). */
export const MAX_RECORD_TEXT = 32 * 1024 * 1024;
/** Most actions (as for JSON records). */
export const MAX_ACTIONS = MAX_RECORD_ACTIONS;
/** Most tag pairs. */
export const MAX_TAGS = 256;
/** Longest tag name. */
export const MAX_TAG_NAME = 64;
/** Longest tag value, as written (a 52-card deck in JSON is about 300). */
export const MAX_TAG_VALUE = 10_000;
/** Deepest nesting of an option's value (as for JSON records). */
export const MAX_VALUE_DEPTH = 8;
/** Longest comment, as written. */
export const MAX_COMMENT = 10_000;
/** Most named values in one comment. */
export const MAX_VALUES = 64;

/** The tag name of an option: its key with a capital (`removedTwo` is `RemovedTwo`). */
export function tagOfOption(key: string): string {
  return key[0]!.toUpperCase() + key.slice(1);
}

// Maps from tag name to option key, per game: a tag such as `__proto__` finds nothing.
const OPTION_TAGS: ReadonlyMap<RecordGame, ReadonlyMap<string, string>> = new Map<RecordGame, ReadonlyMap<string, string>>([
  ['hokm', new Map<string, string>(HOKM_OPTION_KEYS.map((k) => [tagOfOption(k), k]))],
  ['hoc', new Map<string, string>(HOC_OPTION_KEYS.map((k) => [tagOfOption(k), k]))],
]);

/** The option key a tag names in `game`, or `undefined`. */
export function optionOfTag(game: RecordGame, tag: string): string | undefined {
  return OPTION_TAGS.get(game)!.get(tag);
}

/** The option keys of `game`, in the order their tags are written. */
export function optionKeys(game: RecordGame): readonly string[] {
  return game === 'hokm' ? HOKM_OPTION_KEYS : HOC_OPTION_KEYS;
}

/** Tag names: a letter, then letters, digits or `_`. */
export const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Names of comment values: a lower-case letter, then lower-case letters, digits or `_`. */
export const VALUE_NAME = /^[a-z][a-z0-9_]*$/;
/** Characters no record holds (C0 controls but tab and line breaks, and DEL). */
// eslint-disable-next-line no-control-regex -- on purpose: these are the characters refused
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
