/**
 * The built command line with text records (issue 17): `hoc-hokm analyze`
 * on a real game (text or JSON, a file or standard input; --json; a time
 * budget that gives up), `hoc-hokm replay` reading text records and
 * writing them (--text), and `--record-format text`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, type DecisionReview } from '../src/records/index.js';
import { cli } from './support/cli.js';

let tmp = '';
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'hoc-hokm-analyze-'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('hoc-hokm analyze', () => {
  it('annotates a recorded 2-player match as a text record, with a summary per hand', async () => {
    const json = join(tmp, 'g.json');
    expect((await cli(['hokm', '--players', '2', '--seed', '5', '--target', '1', '--record', json, '--quiet'])).code).toBe(0);
    const r = await cli(['analyze', json, '--workers', '1']);
    expect(r.code, r.err).toBe(0);
    const annotated = parseRecord(r.out);
    expect(annotated.tags.find((t) => t.name === 'Annotator')?.value).toMatch(/exact values \(hokm\.analyze\), from trick 1/);
    const plays = annotated.notes.filter((n) => n.values?.[0]?.name === 'value');
    // Every card played in the hand (it ends when a side has 7 tricks).
    const cards = annotated.actions.filter((a) => (a as { type: string }).type === 'play').length;
    expect(cards).toBeGreaterThanOrEqual(14);
    expect(plays.length).toBe(cards);
    expect(r.out).toMatch(/^% Summary\n% Hand 1, valued from 1\.1/m);
    expect(r.out).toContain(`% ${cards} of ${annotated.actions.length} decisions valued`);
    // The same from the JSON output, and from standard input as text.
    const j = await cli(['analyze', json, '--json', '--workers', '1']);
    const data = JSON.parse(j.out) as { reviews: DecisionReview[]; units: { text: string }[]; givenUp: string[] };
    expect(data.reviews).toHaveLength(cards);
    expect(data.units).toHaveLength(1);
    expect(r.out).toContain(`% ${data.units[0]!.text}`);
    expect(data.givenUp).toEqual([]);
    for (const rv of data.reviews) expect(rv.loss).toBe(rv.best - rv.value);
    const again = await cli(['analyze', '-', '--workers', '1'], r.out);
    expect(again.code, again.err).toBe(0);
    expect(again.out).toBe(r.out);
  });

  it('values a Hoc game exactly and from the mover’s view, with a summary per seat', async () => {
    const json = join(tmp, 'hoc.json');
    expect((await cli(['hoc', '--players', '2', '--seed', '3', '--deals', '2', '--record', json, '--quiet'])).code).toBe(0);
    const j = await cli(['analyze', json, '--json', '--from', '4', '--worlds', '2', '--budget', '0']);
    expect(j.code, j.err).toBe(0);
    type Seat = { seat: number; valued: number; mistakes: number; loss: number; viewLoss: number };
    const data = JSON.parse(j.out) as { reviews: DecisionReview[]; views: DecisionReview[]; units: { text: string }[]; seats: Seat[]; givenUp: string[] };
    expect(data.reviews.length).toBeGreaterThan(10);
    expect(data.views).toHaveLength(data.reviews.length);
    expect(new Set(data.reviews.map((r) => r.kind))).toEqual(new Set(['exact']));
    expect(new Set(data.views.map((r) => r.kind))).toEqual(new Set(['view']));
    expect(data.units).toHaveLength(2);
    expect(data.seats.map((x) => x.seat)).toEqual([0, 1]);
    expect(data.seats.reduce((t, x) => t + x.valued, 0)).toBe(data.reviews.length);
    for (const x of data.seats) expect(x.loss).toBe(data.reviews.filter((r) => r.seat === x.seat).reduce((t, r) => t + r.loss, 0));
    // As text: the annotator says what was used; --no-view leaves the view out.
    const t = await cli(['analyze', json, '--from', '4', '--no-view', '--workers', '1']);
    expect(t.code, t.err).toBe(0);
    const annotated = parseRecord(t.out);
    expect(annotated.tags.find((x) => x.name === 'Annotator')?.value).toMatch(/exact values \(hoc\.analyze\), from card 4 of each deal's play/);
    expect(t.out).not.toContain('[%view ');
    expect(t.out).toMatch(/^% Seat 0: \d+ valued, \d+ mistakes? \(\d+ \?\?\), [\d.]+ chips? given away\.$/m);
  }, 60_000);

  it('gives up a decision past its budget and says which', async () => {
    const json = join(tmp, 'g4.json');
    expect((await cli(['hokm', '--seed', '12', '--target', '1', '--record', json, '--quiet'])).code).toBe(0);
    const r = await cli(['analyze', json, '--from', '1', '--budget', '1', '--workers', '1']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/past the budget: 1\.1 \(seat \d\)/);
  }, 60_000);

  it('answers a bad record with BAD_RECORD, line and column', async () => {
    const file = join(tmp, 'bad.txt');
    writeFileSync(file, '[Game "hokm"]\n1. T:S ZZ\n');
    const r = await cli(['analyze', file]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error: BAD_RECORD: 2:8: "ZZ" is no Hokm action/);
  });
});

describe('text records in replay and --record-format', () => {
  it('writes a text record, replays it as the JSON one, and converts JSON to text', async () => {
    const txt = join(tmp, 'g.txt');
    const json = join(tmp, 'h.json');
    expect((await cli(['hoc', '--players', '2', '--seed', '3', '--deals', '2', '--record', txt, '--record-format', 'text', '--quiet'])).code).toBe(0);
    expect((await cli(['hoc', '--players', '2', '--seed', '3', '--deals', '2', '--record', json, '--quiet'])).code).toBe(0);
    const text = readFileSync(txt, 'utf8');
    expect(text.startsWith('[Game "hoc"]\n[Players 2]\n[Seed "3"]\n[Deals 2]\n')).toBe(true);
    const a = await cli(['replay', txt, '--json']);
    const b = await cli(['replay', json, '--json']);
    expect(a.code, a.err).toBe(0);
    expect(a.out).toBe(b.out);
    // Told apart from JSON by how it starts: a remark or a tag pair.
    const remarked = await cli(['replay', '-', '--json'], `% recorded at the club\n${text}`);
    expect(remarked.out).toBe(b.out);
    const converted = await cli(['replay', json, '--text']);
    expect(converted.out).toBe(text);
  });

  it('refuses an unknown record format', async () => {
    const r = await cli(['hokm', '--seed', '1', '--record', join(tmp, 'x'), '--record-format', 'xml', '--quiet']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--record-format/);
  });
});
