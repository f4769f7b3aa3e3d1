/**
 * analyzeRecord on real games (issue 17): every valued decision carries
 * the exact value `hokm.analyze` gives the choice made at that state, the
 * best value and the loss; the marks follow from them (`??` a won hand
 * turned lost, `?` a loss, `!` the only choice that kept the value); the
 * summary names the last turn of each hand; the annotated record is a
 * text record that reads back with the same notes.
 */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../src/bots/record.js';
import * as hoc from '../src/hoc/index.js';
import * as hokm from '../src/hokm/index.js';
import { HOC_FROM_CARD, HOKM_FROM_TRICK, analyzeRecord, decisions, formatRecord, hocValues, hokmValues, parseRecord, viewValues, type ValueSource } from '../src/records/index.js';
import { Rng, seedRng } from '../src/rng/index.js';
import { randomGame } from './support/records.js';

/** A 2-player hand where seat 1 always plays its worst card by the solver, seat 0 at random: mistakes guaranteed. */
function blunderingGame(seed: number): GameRecord {
  const options = { players: 2 as const, seed, target: 1 };
  const rng = new Rng(seedRng(`blunders/${seed}`));
  const actions: hokm.HokmAction[] = [];
  for (let s = hokm.setup(options); !hokm.isOver(s);) {
    const legal = hokm.legalActions(s);
    let a = legal[rng.int(legal.length)]!;
    if (s.phase === 'play' && hokm.toAct(s) === 1) {
      const worst = hokm.analyze(s).actions.reduce((w, x) => (x.score < w.score ? x : w));
      a = worst.action;
    }
    actions.push(a);
    s = hokm.apply(s, a);
  }
  return { game: 'hokm', options, actions };
}

describe('analyzeRecord', () => {
  it('values every play of a 2-player hand exactly, as hokm.analyze does at its state', () => {
    const rec = blunderingGame(4);
    const { reviews, units, record } = analyzeRecord(rec);
    const plays = decisions(rec).filter((d) => d.state.phase === 'play');
    expect(reviews).toHaveLength(plays.length);
    for (const d of plays) {
      const r = reviews.find((x) => x.index === d.index)!;
      const a = hokm.analyze(d.state as hokm.HokmState);
      const played = a.actions.find((x) => x.action.card === (d.action as hokm.PlayAction).card)!;
      expect([r.value, r.best, r.loss, r.seat]).toEqual([played.score, a.score, a.score - played.score, a.seat]);
      const expected =
        a.score > 0 && played.score < 0 ? '??' : played.score < a.score ? '?' : a.actions.filter((x) => x.score === a.score).length === 1 && a.actions.length > 1 ? '!' : null;
      expect(r.mark).toBe(expected);
    }
    expect(reviews.some((r) => r.mark === '?' || r.mark === '??')).toBe(true);
    expect(units).toHaveLength(1);
    // The notes are in the record, and read back from its text.
    const back = parseRecord(formatRecord(record));
    for (const r of reviews) {
      const note = back.notes.find((n) => n.after === r.index)!;
      expect(note.mark ?? null).toBe(r.mark);
      expect(note.values![0]).toEqual({ name: 'value', value: r.value > 0 ? `+${r.value}` : `${r.value}` });
    }
  });

  it('names the last choice that turned each hand, and counts the mistakes', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { reviews, units } = analyzeRecord(blunderingGame(seed));
      for (const u of units) {
        const mine = reviews.filter((r) => r.unit === u.unit);
        expect(u.turns).toEqual(mine.filter((r) => r.mark === '??'));
        expect(u.mistakes).toBe(mine.filter((r) => r.mark === '?' || r.mark === '??').length);
        const last = u.turns[u.turns.length - 1];
        if (last === undefined) expect(u.text).toMatch(/never turned/);
        else expect(u.text).toContain(`decided at ${last.label} where seat ${last.seat} played ${last.word}??`);
      }
    }
  });

  it('starts at HOKM_FROM_TRICK by default, and at any trick when asked', () => {
    const rec = randomGame({ game: 'hokm', players: 4, host: false }, 8);
    const byDefault = analyzeRecord(rec).reviews;
    expect(byDefault.length).toBeGreaterThan(0);
    expect(Math.min(...byDefault.map((r) => Number(r.label.split('.')[1])))).toBe(HOKM_FROM_TRICK[4]);
    const late = analyzeRecord(rec, { values: hokmValues({ from: 10 }) }).reviews;
    expect(Math.min(...late.map((r) => Number(r.label.split('.')[1])))).toBe(10);
  });

  it('takes any value source in place of the exact one', () => {
    const rec = randomGame({ game: 'hoc', players: 2, host: false }, 2);
    // A made-up source: the first legal action is worth 1, every other 0.
    const calls: number[] = [];
    const source: ValueSource = (s) => {
      if (s.game !== 'hoc') return null;
      const legal = hoc.legalActions(s);
      calls.push(legal.length);
      return { seat: hoc.toAct(s)!, best: 1, actions: legal.map((action, i) => ({ action, value: i === 0 ? 1 : 0 })), kind: 'view', unit: 'chips' };
    };
    const { reviews, record } = analyzeRecord(rec, { values: source });
    expect(reviews).toHaveLength(calls.length);
    reviews.forEach((r, i) => expect(r.mark).toBe(r.value === 1 ? (calls[i]! > 1 ? '!' : null) : '?'));
    expect(formatRecord(record)).toContain('[%view ');
  });
});

describe('analyzeRecord on Hoc', () => {
  it('values every decision of a 2-player play exactly, as hoc.analyze does at its state', () => {
    const rec = randomGame({ game: 'hoc', players: 2, host: false }, 5);
    const { reviews, units, seats } = analyzeRecord(rec);
    const plays = decisions(rec).filter((d) => d.state.phase === 'play');
    expect(plays.length).toBeGreaterThan(10);
    expect(reviews).toHaveLength(plays.length);
    for (const d of plays) {
      const r = reviews.find((x) => x.index === d.index)!;
      const a = hoc.analyze(d.state as hoc.HocState);
      const played = a.actions.find((x) => JSON.stringify(x.action) === JSON.stringify(d.action))!;
      expect([r.value, r.best, r.loss, r.seat, r.kind]).toEqual([played.score, a.score, played.loss, a.seat, 'exact']);
      expect(r.mark === '?' || r.mark === '??').toBe(played.loss > 0);
    }
    // Random play gives chips away: the summary per deal and per seat count it.
    expect(reviews.some((r) => r.loss > 0)).toBe(true);
    expect(units.map((u) => u.unit)).toEqual([1, 2]);
    for (const x of seats) {
      const mine = reviews.filter((r) => r.seat === x.seat);
      expect([x.valued, x.loss, x.mistakes]).toEqual([mine.length, mine.reduce((t, r) => t + r.loss, 0), mine.filter((r) => r.loss > 0).length]);
    }
  });

  it('starts a 3-player deal at HOC_FROM_CARD by default, and at any card when asked', () => {
    const rec = randomGame({ game: 'hoc', players: 3, host: false }, 3);
    const laid = (i: number) => (decisions(rec).find((d) => d.index === i)!.state as hoc.HocState).laid.length;
    const byDefault = analyzeRecord(rec).reviews;
    expect(byDefault.length).toBeGreaterThan(0);
    expect(Math.min(...byDefault.map((r) => laid(r.index)))).toBe(HOC_FROM_CARD[3] - 1);
    const later = analyzeRecord(rec, { values: hocValues({ from: 14 }) }).reviews;
    expect(Math.min(...later.map((r) => laid(r.index)))).toBe(13);
  });

  it('writes the values from the mover’s view (viewValues: hoc.analyzeView of the mover’s view) beside the exact ones', () => {
    const rec = randomGame({ game: 'hoc', players: 2, host: false }, 6, 60);
    const list = decisions(rec);
    const source = viewValues({ worlds: 3, seed: 'v', fromCard: 6 });
    const { views, reviews, record } = analyzeRecord(rec, { values: hocValues({ from: 6 }), view: source });
    expect(views.length).toBeGreaterThan(0);
    expect(views.length).toBe(reviews.length);
    for (const w of views) {
      const d = list.find((x) => x.index === w.index)!;
      const a = hoc.analyzeView(hoc.view(d.state as hoc.HocState, d.seat), { worlds: 3, seed: `v/${d.index}` });
      const played = a.actions.find((x) => JSON.stringify(x.action) === JSON.stringify(d.action))!;
      expect([w.kind, w.value, w.best]).toEqual(['view', played.score, Math.max(...a.actions.map((x) => x.score))]);
    }
    expect(formatRecord(record)).toContain('[%view ');
  });
});

describe('values from the mover’s view beside the exact ones', () => {
  it('viewValues on a Hokm record: hokm.analyzeView of the mover’s view at every play', () => {
    const rec = blunderingGame(3);
    const { views, reviews } = analyzeRecord(rec, { view: viewValues({ worlds: 2, seed: 'h' }) });
    expect(views).toHaveLength(reviews.length);
    for (const w of views.slice(0, 6)) {
      const d = decisions(rec).find((x) => x.index === w.index)!;
      const a = hokm.analyzeView(hokm.view(d.state as hokm.HokmState, d.seat), { worlds: 2, seed: `h/${d.index}` });
      expect(w.value).toBe(a.actions.find((x) => x.action.card === (d.action as hokm.PlayAction).card)!.score);
    }
  });

  it('writes [%view …] beside [%value …], the marks from the exact values', () => {
    const rec = blunderingGame(2);
    // A made-up view: every legal play worth half a point, but the first, worth a whole one.
    const view: ValueSource = (s) => {
      if (s.game !== 'hokm' || s.phase !== 'play') return null;
      const legal = hokm.legalActions(s);
      return { seat: hokm.toAct(s)!, best: 1, actions: legal.map((action, i) => ({ action, value: i === 0 ? 1 : 0.5 })), kind: 'view', unit: 'points' };
    };
    const exact = analyzeRecord(rec);
    const both = analyzeRecord(rec, { view });
    expect(both.reviews).toEqual(exact.reviews);
    expect(both.views).toHaveLength(exact.reviews.length);
    const text = formatRecord(both.record);
    const back = parseRecord(text);
    for (const w of both.views) {
      const names = back.notes.find((n) => n.after === w.index)!.values!.map((v) => v.name);
      expect(names[0]).toBe('value');
      expect(names).toContain('view');
      if (w.loss > 0) expect(back.notes.find((n) => n.after === w.index)!.values).toContainEqual({ name: 'viewloss', value: '0.5' });
    }
  });
});
