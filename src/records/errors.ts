/**
 * The error of a text record that cannot be read: `BAD_RECORD`, like every
 * other bad record, with the line and column (both from 1) of the first
 * character that is wrong.
 */
import { HocHokmError } from '../core/errors.js';

/**
 * Thrown by `parseRecord` for text that is not a record: `code` is
 * `BAD_RECORD`, `line` and `column` (from 1) point at the first wrong
 * character, and the message starts with them (`3:14: …`).
 *
 * @example
 * ```ts
 * import { RecordSyntaxError, parseRecord } from 'hoc-hokm/records';
 *
 * try {
 *   parseRecord('[Game "hokm"]\n1. T:S QS ZZ');
 * } catch (e) {
 *   if (e instanceof RecordSyntaxError) console.log(e.code, e.line, e.column); // BAD_RECORD 2 11
 * }
 * ```
 */
export class RecordSyntaxError extends HocHokmError {
  /** The line of the first wrong character, from 1. */
  readonly line: number;
  /** Its column, from 1 (in UTF-16 code units, as editors count them). */
  readonly column: number;
  constructor(message: string, line: number, column: number) {
    super('BAD_RECORD', `${line}:${column}: ${message}`);
    this.name = 'RecordSyntaxError';
    this.line = line;
    this.column = column;
  }
}

/** Line and column (from 1) of offset `at` in `text`. */
export function position(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: at - start + 1 };
}

/** A {@link RecordSyntaxError} at offset `at` of `text`. */
export function syntaxError(text: string, at: number, message: string): RecordSyntaxError {
  const { line, column } = position(text, at);
  return new RecordSyntaxError(message, line, column);
}
