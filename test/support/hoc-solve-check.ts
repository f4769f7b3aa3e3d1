/**
 * One check of `hoc.solve` and `hoc.analyze` against the plain minimax of
 * hoc-minimax.ts, shared by test/hoc-solve.test.ts (a few hundred endings
 * per variant) and `npm run sweep:solve` (10,000 or more). Returns a list of
 * disagreements, empty when all is well.
 */
import * as hoc from '../../src/hoc/index.js';
import { childValues, randomEnding } from './hoc-minimax.js';

/** Plays `line` from `s` through the engine to the end of the deal; returns the chips it moved, who went out and the cards left, or what went wrong. */
export function replayLine(s: hoc.HocState, line: readonly hoc.HocAction[]): { chips: number[]; out: number; cardsLeft: number[] } | string {
  const c = hoc.clone(s);
  const n = s.options.players;
  for (let i = 0; i < line.length; i++) {
    if (c.deal !== s.deal || c.phase === 'over') return `the line goes on after the deal (move ${i})`;
    const seat = hoc.toAct(c)!;
    const v = hoc.validate(c, line[i], seat);
    if (!v.ok) return `move ${i} ${JSON.stringify(line[i])} is illegal: ${v.message}`;
    if (i === line.length - 1) {
      const left = Array.from({ length: n }, (_, p) => hoc.handCards(c, p).length);
      hoc.applyMutable(c, line[i]!);
      // applyMutable changed c: its phase is read afresh.
      if (c.deal === s.deal && (c.phase as hoc.Phase) !== 'over') return 'the line stops before the end of the deal';
      const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
      const stake = (sum(c.pools) - sum(s.pools)) / n;
      left[seat] = 0;
      return { chips: c.balances.map((b, k) => b - s.balances[k]! + stake), out: seat, cardsLeft: left };
    }
    hoc.applyMutable(c, line[i]!);
  }
  return 'empty line';
}

/** Compares solve and analyze with the minimax on `s`; returns what disagrees. */
export function checkEnding(s: hoc.HocState): string[] {
  const n = s.options.players;
  const seat = hoc.toAct(s)!;
  // The seat to act maximises: the minimax value is the best of its actions' values.
  const kids = childValues(s, seat);
  const ref = { value: Math.max(...kids.values()) };
  const solved = hoc.solve(s);
  const review = hoc.analyze(s);
  const errors: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) errors.push(what);
  };
  const top = ref.value;
  const bestIds = [...kids].filter(([, v]) => v === top).map(([id]) => id);
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  for (const r of [solved, review]) {
    expect(r.seat === seat, 'seat');
    expect(r.score === ref.value, `value ${r.score} vs minimax ${ref.value}`);
    expect(r.chips[seat] === r.score && sum(r.chips) === 0, `chips ${r.chips}`);
    // Two players: the chips are fixed by the value (zero-sum).
    if (n === 2) expect(r.chips[1 - seat] === -ref.value, 'chips of the other seat');
    const ids = r.best.map((a) => hoc.encodeAction(a));
    expect(JSON.stringify(ids) === JSON.stringify(bestIds), `best ${ids} vs ${bestIds}`);
    const replay = replayLine(s, r.line);
    if (typeof replay === 'string') errors.push(`line: ${replay}`);
    else {
      expect(JSON.stringify(replay.chips) === JSON.stringify(r.chips), `line chips ${replay.chips} vs ${r.chips}`);
      expect(replay.out === r.out && JSON.stringify(replay.cardsLeft) === JSON.stringify(r.cardsLeft), 'line end');
      expect(bestIds.includes(hoc.encodeAction(r.line[0]!)), 'the line starts with a best action');
    }
  }
  const legal = hoc.legalIds(s);
  expect(JSON.stringify(review.actions.map((a) => hoc.encodeAction(a.action))) === JSON.stringify(legal), 'actions are the legal actions');
  for (const a of review.actions) {
    const id = hoc.encodeAction(a.action);
    expect(a.score === kids.get(id), `${id}: ${a.score} vs ${kids.get(id)}`);
    expect(a.loss === review.score - a.score && a.loss >= 0, `${id}: loss`);
    expect(a.chips[seat] === a.score && sum(a.chips) === 0 && a.cardsLeft[a.out] === 0, `${id}: chips and end`);
  }
  return errors;
}

/** The first ending at or after `seed` (see randomEnding). */
export function endingFrom(players: 2 | 3, seed: number, left: number): hoc.HocState {
  for (let k = seed; ; k++) {
    const s = randomEnding(players, k, left);
    if (s !== null) return s;
  }
}

/** Cards left in all hands together in the endings checked per variant (small enough for the minimax). */
export const ENDING_CARDS: Record<2 | 3, number> = { 2: 8, 3: 9 };
