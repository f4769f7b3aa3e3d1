/**
 * Text records round-trip (issue 17): every reachable game — random legal
 * play of both games, every player count, seeded and host-dealt, finished
 * or stopped anywhere — is written by formatRecord and read back by
 * parseRecord to the same options and actions, which replay to the same
 * state; and format ∘ parse ∘ format = format, with any tags and notes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../src/bots/record.js';
import { formatRecord, parseRecord, type RecordNote, type RecordTag, type TextRecord } from '../src/records/index.js';
import { MARKS } from '../src/records/types.js';
import { VARIANTS, randomGame } from './support/records.js';

const RUNS = 25;

describe.each(VARIANTS)('$game, $players players, host $host', (v) => {
  it('every reachable game reads back to the same record and replays to the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }), (seed, limit) => {
        const rec = randomGame(v, seed, limit);
        const text = formatRecord(rec);
        const back = parseRecord(text);
        expect(back.game).toBe(rec.game);
        expect(back.options).toEqual(rec.options);
        expect(back.actions).toEqual(rec.actions);
        expect(replay(back).state).toEqual(replay(rec).state);
        expect(formatRecord(back)).toBe(text);
      }),
      { seed: 17, numRuns: RUNS },
    );
  });
});

/** Any string, with the characters the notation escapes or treats specially more often than chance. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('}', '{', '\\', '[', ']', '%', '"', '\n', '\r', ' ', 'a', '!', '?'), maxLength: 20 }),
);
const tagName = fc.stringMatching(/^[A-Z][A-Za-z0-9_]{0,10}$/);
const valueName = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
const valueText = fc.stringMatching(/^[^\]\r\n\\}\u0000-\u001f\u007f]{0,12}$/).map((s) => s.trim());

/** Notes the formatter takes: free text without control characters other than line breaks and tabs. */
function cleanText(s: string): string {
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

describe('format ∘ parse ∘ format = format', () => {
  it('holds with random tags, marks, comments and named values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.integer({ min: 0, max: 1000 }),
        fc.uniqueArray(fc.record({ name: tagName, value: fc.string({ unit: 'binary', maxLength: 30 }) }), { selector: (t) => t.name, maxLength: 5 }),
        fc.array(
          fc.record({
            at: fc.nat(),
            mark: fc.option(fc.constantFrom(...MARKS), { nil: undefined }),
            comment: fc.option(text, { nil: undefined }),
            values: fc.array(fc.record({ name: valueName, value: valueText }), { maxLength: 3 }),
          }),
          { maxLength: 8 },
        ),
        (v, seed, tags, raw) => {
          const rec = randomGame(v, seed, 60);
          const n = rec.actions.length;
          const taken = new Set<number>();
          const notes: RecordNote[] = [];
          for (const r of raw) {
            const after = n === 0 ? -1 : (r.at % (n + 1)) - 1;
            if (taken.has(after)) continue;
            taken.add(after);
            const note: RecordNote = { after };
            if (r.mark !== undefined && after >= 0) note.mark = r.mark;
            if (r.comment !== undefined) note.comment = cleanText(r.comment);
            if (r.values.length > 0) note.values = r.values;
            notes.push(note);
          }
          const option = new Set([
            'Game',
            'Players',
            'Seed',
            'Shuffle',
            'Target',
            'RemovedTwo',
            'Deck',
            'Hakem',
            'Seating',
            'Deals',
            'Chips',
            'MaxBet',
            'RaiseLimit',
            'BonusTable',
            'CardsLeftTable',
            'TripleGame',
            'FalseWithout',
            'FirstDealer',
          ]);
          const full: TextRecord = { ...rec, tags: tags.filter((t: RecordTag) => !option.has(t.name)), notes };
          const once = formatRecord(full);
          const back = parseRecord(once);
          expect(formatRecord(back)).toBe(once);
          expect(back.actions).toEqual(rec.actions);
          // The tags come back as they were (Result is written from the game).
          expect(back.tags.filter((t) => t.name !== 'Result')).toEqual(full.tags.filter((t) => t.name !== 'Result'));
          // Every mark and every named value comes back on its action.
          for (const note of notes) {
            const got = back.notes.find((b) => b.after === note.after);
            expect(got?.mark).toBe(note.mark);
            expect(got?.values ?? []).toEqual(note.values ?? []);
            const comment = (note.comment ?? '').replace(/\r\n?/g, '\n').trim();
            expect(got?.comment).toBe(comment === '' ? undefined : comment);
          }
        },
      ),
      { seed: 18, numRuns: 150 },
    );
  });
});
