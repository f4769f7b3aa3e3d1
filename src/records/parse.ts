/**
 * `parseRecord`: a text record read into a `TextRecord`, in one pass over
 * the text with no recursion (nothing in the text can overflow the stack),
 * every size bounded (src/records/limits.ts). The grammar is in
 * docs/records.md. Only the syntax is checked here: whether the actions
 * are legal is `replay`'s question, as for JSON records.
 */
import { isCard, type Card } from '../cards/cards.js';
import { excerpt } from '../core/input.js';
import { syntaxError } from './errors.js';
import { CONTROL, MAX_ACTIONS, MAX_COMMENT, MAX_RECORD_TEXT, MAX_TAGS, MAX_TAG_NAME, MAX_TAG_VALUE, MAX_VALUES, MAX_VALUE_DEPTH, optionOfTag } from './limits.js';
import { actionOf, dealOf, type RecordGame } from './notation.js';
import { MARKS, type Mark, type RecordNote, type RecordTag, type RecordValue, type TextRecord } from './types.js';

const SPACE = /[ \t\r\n]/;
const NAME = /[A-Za-z][A-Za-z0-9_]*/y;
const WORD = /[^ \t\r\n{}[\]()%]+/y;
const MOVE_NUMBER = /^\d+(\.\d+)*\.?$/;
// eslint-disable-next-line no-control-regex -- U+0000 marks an escaped character (the text holds none: refused up front)
const VALUE_COMMAND = /\[%([a-z][a-z0-9_]*)[ \t]+([^\]\r\n\u0000]*)\]/y;
const MARK_SET: ReadonlySet<string> = new Set(MARKS);

/** Sets an own key, never the prototype, even for `__proto__`. */
function put(o: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Reads a text record (docs/records.md): tag pairs, then the actions with
 * their annotations. Returns the record (game, options and actions as
 * `replay` takes them) with its other tags and its notes. Throws
 * {@link RecordSyntaxError} (`BAD_RECORD`, with `line` and `column`) for
 * anything that is not a record: never another error, whatever the input.
 *
 * @example
 * ```ts
 * import { replay } from 'hoc-hokm/bots';
 * import { parseRecord } from 'hoc-hokm/records';
 *
 * const r = parseRecord('[Game "hokm"]\n[Seed 7]\n[Target 1]\n\n1. T:S {the hakem names spades}');
 * console.log(r.game, r.options, r.actions); // hokm { seed: 7, target: 1 } [ { type: 'trump', suit: 'S' } ]
 * console.log(r.notes[0]!.comment); // the hakem names spades
 * console.log(replay(r).steps.length); // 1
 * ```
 */
export function parseRecord(text: unknown): TextRecord {
  if (typeof text !== 'string') throw syntaxError('', 0, `a text record is a string, not ${excerpt(text)}`);
  if (text.length > MAX_RECORD_TEXT) throw syntaxError('', 0, `a text record holds at most ${MAX_RECORD_TEXT} characters`);
  const control = CONTROL.exec(text);
  if (control !== null) throw syntaxError(text, control.index, `a control character (U+${control[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()})`);
  return new Reader(text).read();
}

/** The state of one reading (internal). */
class Reader {
  private at = 0;
  private game: RecordGame | null = null;
  private readonly options: Record<string, unknown> = {};
  private readonly optionSeen = new Set<string>();
  private readonly tags: RecordTag[] = [];
  private readonly tagSeen = new Set<string>();
  private readonly actions: unknown[] = [];
  private readonly notes: RecordNote[] = [];
  private moves = false;

  constructor(private readonly text: string) {}

  private fail(at: number, message: string): never {
    throw syntaxError(this.text, at, message);
  }

  read(): TextRecord {
    const t = this.text;
    while (this.skipSpace() < t.length) {
      const c = t[this.at]!;
      if (c === '%') this.skipLine();
      else if (c === '[') this.tag();
      else if (c === '{') this.comment();
      else if (c === '}' || c === ']' || c === '(' || c === ')') this.fail(this.at, `an unexpected "${c}"`);
      else this.word();
    }
    if (this.game === null) this.fail(this.at, 'a record starts with its [Game "hokm"] or [Game "hoc"] tag');
    return { game: this.game, options: this.options, actions: this.actions, tags: this.tags, notes: this.notes };
  }

  private skipSpace(): number {
    const t = this.text;
    while (this.at < t.length && SPACE.test(t[this.at]!)) this.at++;
    return this.at;
  }

  private skipLine(): void {
    const end = this.text.indexOf('\n', this.at);
    this.at = end === -1 ? this.text.length : end + 1;
  }

  /** `[Name value]`: the value is JSON on the tag's line. */
  private tag(): void {
    const t = this.text;
    const start = this.at;
    if (this.moves) this.fail(start, 'tag pairs come before the actions');
    if (this.tags.length + this.optionSeen.size >= MAX_TAGS) this.fail(start, `a record holds at most ${MAX_TAGS} tag pairs`);
    NAME.lastIndex = start + 1;
    const m = NAME.exec(t);
    if (m === null) this.fail(start + 1, 'a tag pair is [Name value], the name a letter then letters, digits or _');
    const name = m[0];
    if (name.length > MAX_TAG_NAME) this.fail(start + 1, `a tag name has at most ${MAX_TAG_NAME} characters`);
    this.at = start + 1 + name.length;
    if (t[this.at] !== ' ' && t[this.at] !== '\t') this.fail(this.at, `a space after the tag name ${name}`);
    while (t[this.at] === ' ' || t[this.at] === '\t') this.at++;
    const valueAt = this.at;
    const end = this.valueEnd(valueAt);
    let value: unknown;
    try {
      value = JSON.parse(t.slice(valueAt, end));
    } catch {
      this.fail(valueAt, `the value of ${name} is not JSON (a string is written in double quotes)`);
    }
    this.at = end + 1;
    if (this.game === null) {
      if (name !== 'Game') this.fail(start, 'a record starts with its [Game "hokm"] or [Game "hoc"] tag');
      if (value !== 'hokm' && value !== 'hoc') this.fail(valueAt, 'the Game tag is "hokm" or "hoc"');
      this.game = value;
      return;
    }
    if (name === 'Game') this.fail(start, 'a second Game tag');
    const key = optionOfTag(this.game, name);
    if (key !== undefined) {
      if (this.optionSeen.has(key)) this.fail(start, `a second ${name} tag`);
      this.optionSeen.add(key);
      put(this.options, key, value);
      return;
    }
    if (typeof value !== 'string') this.fail(valueAt, `${name} is not an option of ${this.game}: its value is a string in double quotes`);
    if (this.tagSeen.has(name)) this.fail(start, `a second ${name} tag`);
    this.tagSeen.add(name);
    this.tags.push({ name, value });
  }

  /** The offset of the `]` that closes a tag whose JSON value starts at `from`: strings skipped, nesting counted and bounded. */
  private valueEnd(from: number): number {
    const t = this.text;
    let depth = 0;
    for (let i = from; i < t.length; i++) {
      if (i - from > MAX_TAG_VALUE) this.fail(from, `a tag value has at most ${MAX_TAG_VALUE} characters`);
      const c = t[i]!;
      if (c === '\n') break;
      if (c === '"') {
        for (i++; i < t.length && t[i] !== '"'; i++) {
          if (t[i] === '\n') this.fail(i, 'a string ends on its line');
          if (t[i] === '\\') i++;
        }
        if (i >= t.length) break;
      } else if (c === '[' || c === '{') {
        if (++depth > MAX_VALUE_DEPTH) this.fail(i, `a tag value nested deeper than ${MAX_VALUE_DEPTH} levels`);
      } else if (c === ']' || c === '}') {
        if (depth === 0) {
          if (c === ']') return i;
          this.fail(i, 'an unexpected "}"');
        }
        depth--;
      }
    }
    return this.fail(from, 'a tag pair ends with "]" on its line');
  }

  /** `{[%name value] … free text}`: belongs to the last action read (or to the game's start). */
  private comment(): void {
    const t = this.text;
    const start = this.at;
    // Before the Game tag a "{" would make the text look like JSON (hoc-hokm replay tells them apart by it).
    if (this.game === null) this.fail(start, 'a record starts with its [Game "hokm"] or [Game "hoc"] tag');
    let raw = '';
    let i = start + 1;
    let from = i;
    for (; ; i++) {
      if (i >= t.length) this.fail(start, 'a comment ends with "}"');
      if (i - start > MAX_COMMENT) this.fail(start, `a comment has at most ${MAX_COMMENT} characters`);
      const c = t[i]!;
      if (c === '}') break;
      if (c === '\\') {
        if (i + 1 >= t.length) this.fail(i, 'a "\\" escapes the character after it');
        // An escaped character is taken as it is; marked so that "\[%" is no value.
        raw += t.slice(from, i) + '\u0000' + t[i + 1];
        i++;
        from = i + 1;
      }
    }
    raw += t.slice(from, i);
    this.at = i + 1;
    // Named values first, then the free text.
    const values: RecordValue[] = [];
    let j = 0;
    for (;;) {
      while (j < raw.length && SPACE.test(raw[j]!)) j++;
      VALUE_COMMAND.lastIndex = j;
      const m = VALUE_COMMAND.exec(raw);
      if (m === null) break;
      if (values.length >= MAX_VALUES) this.fail(start, `a comment holds at most ${MAX_VALUES} values`);
      values.push({ name: m[1]!, value: m[2]!.trim() });
      j = VALUE_COMMAND.lastIndex;
    }
    // eslint-disable-next-line no-control-regex -- the marks of escaped characters, removed
    const free = normalText(raw.slice(j).replace(/\u0000/g, ''));
    const note = this.noteOf(this.actions.length - 1);
    if (values.length > 0) note.values = [...(note.values ?? []), ...values];
    if (free !== '') note.comment = note.comment === undefined ? free : `${note.comment} ${free}`;
  }

  /** The note after action `after`, made when missing (notes stay in action order: a note is only ever added at the end). */
  private noteOf(after: number): RecordNote {
    const last = this.notes[this.notes.length - 1];
    if (last !== undefined && last.after === after) return last;
    const note: RecordNote = { after };
    this.notes.push(note);
    return note;
  }

  /** An action word (with its mark), a deal, or a move number. */
  private word(): void {
    const t = this.text;
    const start = this.at;
    WORD.lastIndex = start;
    const word = WORD.exec(t)![0];
    this.at = start + word.length;
    if (MOVE_NUMBER.test(word)) return;
    const game = this.game;
    if (game === null) this.fail(start, 'a record starts with its [Game "hokm"] or [Game "hoc"] tag');
    this.moves = true;
    if (this.actions.length >= MAX_ACTIONS) this.fail(start, `a record holds at most ${MAX_ACTIONS} actions`);
    if (word === 'Deal') {
      this.actions.push(dealOf(this.deal()));
      // A mark right after the closing parenthesis.
      WORD.lastIndex = this.at;
      const after = WORD.exec(t);
      if (after === null) return;
      if (!MARK_SET.has(after[0])) this.fail(this.at, `${excerpt(after[0])} after a deal (only a mark may follow it)`);
      this.at += after[0].length;
      this.noteOf(this.actions.length - 1).mark = after[0] as Mark;
      return;
    }
    let mark: Mark | undefined;
    let base = word;
    for (const m of MARKS) {
      if (word.endsWith(m) && word.length > m.length) {
        mark = m;
        base = word.slice(0, -m.length);
        break;
      }
    }
    if (/[!?]$/.test(base)) this.fail(start, `${excerpt(word)} has no such mark (marks: ${MARKS.join(' ')})`);
    const action = actionOf(game, base);
    if (action === null) this.fail(start, `${excerpt(base)} is no ${game === 'hokm' ? 'Hokm' : 'Hoc'} action (see docs/records.md)`);
    this.actions.push(action);
    if (mark !== undefined && MARK_SET.has(mark)) this.noteOf(this.actions.length - 1).mark = mark;
  }

  /** `Deal(AS KH …)`: at most 52 cards (the engine checks them on replay). */
  private deal(): Card[] {
    const t = this.text;
    if (t[this.at] !== '(') this.fail(this.at, 'a deal is written Deal(card card …)');
    this.at++;
    const cards: Card[] = [];
    for (;;) {
      this.skipSpace();
      if (this.at >= t.length) this.fail(this.at, 'a deal ends with ")"');
      if (t[this.at] === ')') break;
      const start = this.at;
      WORD.lastIndex = start;
      const m = WORD.exec(t);
      if (m === null || !isCard(m[0])) this.fail(start, 'a deal lists card codes such as AS or TD');
      if (cards.length >= 52) this.fail(start, 'a deal lists at most 52 cards');
      cards.push(m[0]);
      this.at = start + m[0].length;
    }
    this.at++;
    if (cards.length === 0) this.fail(this.at - 1, 'a deal lists its cards');
    return cards;
  }
}

/** A comment's free text as stored: line breaks as `\n`, spaces at both ends trimmed. */
export function normalText(s: string): string {
  return s.replace(/\r\n?/g, '\n').trim();
}
