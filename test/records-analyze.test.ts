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
import { HOKM_FROM_TRICK, analyzeRecord, decisions, formatRecord, hokmValues, parseRecord, type ValueSource } from '../src/records/index.js';
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

  it('takes any value source (the hook for Hoc and for values from a view), and leaves Hoc unvalued without one', () => {
    const rec = randomGame({ game: 'hoc', players: 2, host: false }, 2);
    expect(analyzeRecord(rec).reviews).toHaveLength(0);
    expect(analyzeRecord(rec).unvalued).toBe(decisions(rec).length);
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

describe('values from the mover’s view beside the exact ones', () => {
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
