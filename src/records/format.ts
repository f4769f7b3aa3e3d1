/**
 * `formatRecord`: a game record written as text (docs/records.md). The
 * record is replayed first (every action checked, as `replay` does), so
 * that the text can be laid out for reading: one line per Hokm trick or
 * Hoc run, numbered, with the hands of every deal and the results as `%`
 * lines, which a reader skips. What the text holds is only what the
 * record holds, so `formatRecord(parseRecord(formatRecord(r)))` is the
 * text of `formatRecord(r)`.
 */
import type { AnyEngine } from '../core/engine.js';
import { readFields, readList } from '../core/input.js';
import { ReplayError, record as copyRecord, replay, type GameRecord } from '../bots/record.js';
import * as hoc from '../hoc/index.js';
import * as hokm from '../hokm/index.js';
import { CONTROL, MAX_COMMENT, MAX_TAGS, MAX_TAG_NAME, MAX_TAG_VALUE, MAX_VALUES, TAG_NAME, VALUE_NAME, optionKeys, optionOfTag, tagOfOption } from './limits.js';
import { wordOf, type RecordGame } from './notation.js';
import { normalText } from './parse.js';
import { MARKS, type Mark, type RecordNote, type RecordTag, type RecordValue, type TextRecord } from './types.js';

const MARK_SET: ReadonlySet<unknown> = new Set(MARKS);

function bad(message: string): never {
  throw new ReplayError(message, -1);
}

/** JSON on one line that a reader takes back as it is (DEL, which JSON leaves raw, escaped). */
function json(x: unknown): string {
  return JSON.stringify(x).replace(/\u007f/g, '\\u007f');
}

function readTags(x: unknown, game: RecordGame): RecordTag[] {
  if (x === undefined) return [];
  const list = readList(x, MAX_TAGS);
  if (typeof list === 'string') bad(`record.tags: ${list}`);
  const seen = new Set<string>();
  return list.map((t, i) => {
    const f = readFields(t, ['name', 'value']);
    if (typeof f === 'string') bad(`record.tags[${i}]: ${f}`);
    const [name, value] = f;
    if (typeof name !== 'string' || name.length > MAX_TAG_NAME || !TAG_NAME.test(name))
      bad(`record.tags[${i}]: a tag name is a letter then letters, digits or _ (at most ${MAX_TAG_NAME})`);
    if (typeof value !== 'string' || value.length > MAX_TAG_VALUE) bad(`record.tags[${i}]: a tag value is a string of at most ${MAX_TAG_VALUE} characters`);
    if (name === 'Game' || optionOfTag(game, name) !== undefined) bad(`record.tags[${i}]: ${name} is written from the record's ${name === 'Game' ? 'game' : 'options'}`);
    if (seen.has(name)) bad(`record.tags[${i}]: a second ${name} tag`);
    seen.add(name);
    return { name, value };
  });
}

function readValues(x: unknown, where: string): RecordValue[] | undefined {
  if (x === undefined) return undefined;
  const list = readList(x, MAX_VALUES);
  if (typeof list === 'string') bad(`${where}.values: ${list}`);
  return list.map((v, i) => {
    const f = readFields(v, ['name', 'value']);
    if (typeof f === 'string') bad(`${where}.values[${i}]: ${f}`);
    const [name, value] = f;
    if (typeof name !== 'string' || name.length > MAX_TAG_NAME || !VALUE_NAME.test(name))
      bad(`${where}.values[${i}]: a value name is a lower-case letter then lower-case letters, digits or _`);
    if (typeof value !== 'string' || value.length > MAX_COMMENT || /[\]\r\n\\}]/.test(value) || CONTROL.test(value) || value !== value.trim())
      bad(`${where}.values[${i}]: a value is text on one line without "]", "}" or "\\", and no spaces at its ends`);
    return { name, value };
  });
}

/** The notes by action index (-1: the game's start); at most one per action. */
function readNotes(x: unknown, actions: number): Map<number, RecordNote> {
  const notes = new Map<number, RecordNote>();
  if (x === undefined) return notes;
  const list = readList(x, actions + 1);
  if (typeof list === 'string') bad(`record.notes: ${list}`);
  list.forEach((n, i) => {
    const where = `record.notes[${i}]`;
    const f = readFields(n, ['after', 'mark', 'values', 'comment']);
    if (typeof f === 'string') bad(`${where}: ${f}`);
    const [after, mark, values, comment] = f;
    if (typeof after !== 'number' || !Number.isInteger(after) || after < -1 || after >= actions) bad(`${where}.after: an action's index, or -1 for the game's start`);
    if (notes.has(after)) bad(`${where}: a second note after action ${after}`);
    if (mark !== undefined && (!MARK_SET.has(mark) || after === -1)) bad(`${where}.mark: one of ${MARKS.join(' ')}, after an action`);
    if (comment !== undefined && (typeof comment !== 'string' || comment.length > MAX_COMMENT - 100 || CONTROL.test(comment)))
      bad(`${where}.comment: text without control characters`);
    const note: RecordNote = { after };
    if (mark !== undefined) note.mark = mark as Mark;
    const v = readValues(values, where);
    if (v !== undefined && v.length > 0) note.values = v;
    const text = comment === undefined ? '' : normalText(comment);
    if (text !== '') note.comment = text;
    notes.set(after, note);
  });
  return notes;
}

/** A note's comment block, or '' (escaped so that it reads back as it is). */
function commentText(note: RecordNote | undefined): string {
  if (note === undefined) return '';
  const parts = (note.values ?? []).map((v) => `[%${v.name} ${v.value}]`);
  if (note.comment !== undefined) parts.push(note.comment.replace(/[\\}]/g, '\\$&').replace(/^\[/, '\\['));
  return parts.length === 0 ? '' : `{${parts.join(' ')}}`;
}

/** The tag lines: the game, its options in the engine's order, the other tags, then the result. */
function header(rec: GameRecord, tags: RecordTag[], result: string): string[] {
  const game = rec.game;
  const lines = [`[Game ${json(game)}]`];
  for (const key of optionKeys(game)) {
    if (!Object.hasOwn(rec.options, key)) continue;
    const text = json(rec.options[key]);
    if (text.length > MAX_TAG_VALUE) bad(`record.options.${key} is longer than ${MAX_TAG_VALUE} characters as JSON`);
    lines.push(`[${tagOfOption(key)} ${text}]`);
  }
  for (const t of tags) if (t.name !== 'Result') lines.push(`[${t.name} ${json(t.value)}]`);
  lines.push(`[Result ${json(result)}]`);
  return lines;
}

/** The result tag: the outcome as the engines give it, or `*` for an unfinished game (as in chess records). */
function resultOf(state: hokm.HokmState | hoc.HocState): string {
  if (state.game === 'hokm') {
    const o = hokm.outcome(state);
    if (o === null) return '*';
    const who = state.players === 4 ? `seats ${o.winners.join(' and ')} win` : `seat ${o.side} wins`;
    return `${who} ${o.points.join('-')} in ${o.hands} hand${o.hands === 1 ? '' : 's'}`;
  }
  const o = hoc.outcome(state);
  if (o === null) return '*';
  return `${o.winners.length === 1 ? `seat ${o.winners[0]} wins` : `seats ${o.winners.join(' and ')} share the win`}; chips ${o.balances.join(' ')}`;
}

/** A seat's cards, for a `%` line. */
function handLine(seat: number, cards: readonly string[]): string {
  return `% seat ${seat}: ${cards.join(' ')}`;
}

/** Lines of text, with the line of actions being written. */
class Writer {
  readonly lines: string[] = [];
  private key = '';
  private words: string[] = [];

  /** Adds an action word to the line `key` (a move number such as `2.` or `2.5`, or '' for a line of its own). */
  word(key: string, word: string): void {
    if (key !== this.key || key === '') this.flush();
    if (this.words.length === 0 && key !== '') this.words.push(key);
    this.key = key;
    this.words.push(word);
  }

  /** Ends the line being written, with a `%` remark after it. */
  flush(remark?: string): void {
    if (this.words.length > 0) this.lines.push(this.words.join(' ') + (remark === undefined ? '' : `  % ${remark}`));
    this.words = [];
    this.key = '';
  }

  remark(text: string): void {
    this.flush();
    this.lines.push(`% ${text}`);
  }
}

/**
 * Writes a game record as text (docs/records.md): tag pairs (the game,
 * its options, the `tags` of a {@link TextRecord}, and `Result` from the
 * replay), then every action in the notation, with the `notes` as marks
 * and comments. The record must replay: it is replayed to lay the text out
 * and to write its result, and anything else throws `ReplayError`
 * (`BAD_RECORD`), as `replay` does, as do tags or notes that are not
 * plain data of their shape.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { record } from 'hoc-hokm/bots';
 * import { formatRecord, parseRecord } from 'hoc-hokm/records';
 *
 * const options = { seed: 7, target: 1 };
 * const actions: hokm.HokmAction[] = [];
 * for (let s = hokm.setup(options); !hokm.isOver(s); ) {
 *   const action = hokm.legalActions(s)[0]!;
 *   actions.push(action);
 *   s = hokm.apply(s, action);
 * }
 * const text = formatRecord(record('hokm', options, actions));
 * console.log(text); // [Game "hokm"] … then a line per trick: 1.1 AD 2D 5D KD  % seat 0 wins (led by seat 1)
 * console.log(parseRecord(text).actions.length === actions.length); // true
 * ```
 */
export function formatRecord(rec: GameRecord | TextRecord): string {
  const f = readFields(rec, ['game', 'options', 'actions', 'tags', 'notes']);
  if (typeof f === 'string') bad(`a record is an object { game, options, actions }: ${f}`);
  const [game, options, actions, tags, notes] = f;
  // Copied once as plain data (coded errors for anything else), then checked by a replay.
  const copy = copyRecord(game as RecordGame, options as Record<string, unknown>, actions as unknown[]);
  const played = replay(copy);
  const tagList = readTags(tags, copy.game);
  const noteMap = readNotes(notes, copy.actions.length);
  const out = new Writer();
  const start = commentText(noteMap.get(-1));
  if (start !== '') out.lines.push(start);
  const word = (i: number): string => {
    const note = noteMap.get(i);
    const text = wordOf(copy.game, copy.actions[i]);
    if (text === null) bad(`action ${i} has no notation`);
    const comment = commentText(note);
    return `${text}${note?.mark ?? ''}${comment === '' ? '' : ` ${comment}`}`;
  };
  if (copy.game === 'hokm') layHokm(copy, out, word);
  else layHoc(copy, played.opening, out, word);
  out.flush();
  return `${[...header(copy, tagList, resultOf(played.state)), '', ...out.lines].join('\n')}\n`;
}

/** Hokm: a line for what comes before the play of each hand (`3.`), then one per trick (`3.1` … `3.13`). */
function layHokm(rec: GameRecord, out: Writer, word: (i: number) => string): void {
  const engine: AnyEngine = hokm.engine as unknown as AnyEngine;
  let s = engine.setup(rec.options) as hokm.HokmState;
  let hand = 0;
  rec.actions.forEach((action, i) => {
    const chance = (action as { type: string }).type === 'deal';
    if (!chance && s.match.handNo !== hand) {
      hand = s.match.handNo;
      out.remark(`Hand ${hand} · hakem seat ${s.hakem}`);
    }
    if (!chance && s.phase === 'play' && s.played.length === 0) {
      out.flush();
      for (let seat = 0; seat < s.players; seat++) out.lines.push(handLine(seat, hokm.view(s, seat).hand));
    }
    out.word(chance ? '' : s.phase === 'play' ? `${hand}.${s.winners.length + 1}` : `${hand}.`, word(i));
    const next = engine.step(s, action);
    s = next.state as hokm.HokmState;
    for (const e of next.events as hokm.HokmEvent[]) {
      if (e.type === 'trickWon') out.flush(`seat ${e.seat} wins (led by seat ${e.leader})`);
      else if (e.type === 'handWon' || e.type === 'matchOver') out.remark(hokm.describe(e));
    }
  });
}

/** Hoc: per deal, a line for the bidding, shows and carte blanche (`2.`), then one per run of the play, ended by a hoc (`2.1`, `2.2`, …). */
function layHoc(rec: GameRecord, opening: unknown[], out: Writer, word: (i: number) => string): void {
  const engine: AnyEngine = hoc.engine as unknown as AnyEngine;
  let s = engine.setup(rec.options) as hoc.HocState;
  let run = 1;
  const events = (list: unknown[]): void => {
    for (const e of list as hoc.HocEvent[]) {
      if (e.type === 'hoc') out.flush(hoc.describe(e));
      if (e.type === 'hoc') run++;
      else if (e.type === 'deal') {
        out.remark(hoc.describe(e));
        run = 1;
        for (let seat = 0; seat < s.options.players; seat++) out.lines.push(handLine(seat, hoc.handCards(s, seat)));
      } else if (e.type === 'dealEnd' || e.type === 'gameEnd') out.remark(hoc.describe(e));
    }
  };
  events(opening);
  rec.actions.forEach((action, i) => {
    const chance = (action as { type: string }).type === 'deal';
    out.word(chance ? '' : s.phase === 'play' ? `${s.deal + 1}.${run}` : `${s.deal + 1}.`, word(i));
    const next = engine.step(s, action);
    s = next.state as hoc.HocState;
    events(next.events);
  });
}
