/**
 * The shapes of a text record: a game record (`{ game, options, actions }`,
 * as `record` and `replay` of hoc-hokm/bots know it) with its tag pairs
 * and its annotations. Plain data: lists, never objects keyed by a name
 * from the text, so no tag or value name can reach `Object.prototype`.
 */
import type { GameRecord } from '../bots/record.js';

/** A tag pair that is not an option: `[Event "Club night"]`, `[Seat0 "Ali"]`, `[Result "…"]`. */
export interface RecordTag {
  /** The tag's name: a letter, then letters, digits or `_`. */
  name: string;
  /** Its value (a string). */
  value: string;
}

/** The marks of a move, as chess records use them: `!` good, `?` a mistake, `??` a blunder, `!!`, `!?`, `?!`. */
export type Mark = '!' | '?' | '!!' | '??' | '!?' | '?!';

/** The marks, longest first (the order a reader tries them in). */
export const MARKS: readonly Mark[] = ['!!', '??', '!?', '?!', '!', '?'];

/** A named value in a comment: `{[%value -1] …}` is `{ name: 'value', value: '-1' }`. */
export interface RecordValue {
  /** A lower-case letter, then lower-case letters, digits or `_`. */
  name: string;
  /** The text up to the closing `]` (no `]`, no line break). */
  value: string;
}

/** What is said about one action (or, with `after: -1`, about the game before its first action). */
export interface RecordNote {
  /** The index of the action it follows, or -1 for the start of the game. */
  after: number;
  /** The action's mark, if any. */
  mark?: Mark;
  /** Named values from the comment (`[%name value]`), in order. */
  values?: RecordValue[];
  /** The comment's free text, if any. */
  comment?: string;
}

/**
 * A game record with the rest of what a text record holds. `tags` are the
 * tag pairs other than `Game` and the options (those are `game` and
 * `options`), `notes` the annotations, one per action at most, in action
 * order. A plain `GameRecord` is a `TextRecord` without tags and notes.
 */
export interface TextRecord extends GameRecord {
  /** The other tag pairs, in order. */
  tags: RecordTag[];
  /** The annotations, in action order, at most one per action. */
  notes: RecordNote[];
}
