/**
 * One check of `hokm.solve` and `hokm.analyze` against the plain minimax of
 * hokm-minimax.ts, shared by test/hokm-solve.test.ts (a few hundred endings
 * per variant) and `npm run sweep:solve` (10,000 or more). Returns a list of
 * disagreements, empty when all is well.
 */
import * as hokm from '../../src/hokm/index.js';
import { childValues, minimax, randomEnding } from './hokm-minimax.js';

/** The value the minimax maximises, read from a solver result. */
function valueOf(players: number, v: hokm.HandValue): number {
  return players === 3 ? v.score : v.tricks[0]! - v.tricks[1]!;
}

/** Compares solve and analyze with the minimax on `s`; returns what disagrees. */
export function checkEnding(s: hokm.HokmState): string[] {
  const n = s.players;
  const seat = hokm.toAct(s)!;
  const mySide = n === 4 ? seat & 1 : seat;
  const ref = minimax(s, seat);
  const kids = childValues(s, seat);
  const solved = hokm.solve(s);
  const review = hokm.analyze(s);
  const errors: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) errors.push(what);
  };
  // Side 0 maximises the difference (4/2 players); with 3 players the seat to act maximises its result.
  const better = (a: number, b: number) => (n === 3 || mySide === 0 ? a > b : a < b);
  let top = -Infinity;
  for (const v of kids.values()) if (top === -Infinity || better(v, top)) top = v;
  for (const r of [solved, review]) {
    expect(r.seat === seat, 'seat');
    expect(valueOf(n, r) === ref.value, `value ${valueOf(n, r)} vs minimax ${ref.value}`);
    expect(r.score === (r.side === mySide ? r.points : -r.points), 'score and side');
    expect(r.winners.includes(r.side === mySide ? seat : r.winners[0]!), 'winners');
    if (n !== 3) {
      // The difference fixes the side, the kind, the points and the tricks.
      expect(r.side === ref.result.side && r.kind === ref.result.kind && r.points === ref.result.points, 'result');
    } else {
      expect(r.tricks.reduce((a, b) => a + b, 0) <= 17 && r.tricks[r.side]! >= 0, 'tricks');
    }
    const best = [...kids].filter(([, v]) => v === top).map(([c]) => c);
    expect(JSON.stringify(r.best.map((a) => a.card)) === JSON.stringify(best), `best ${r.best.map((a) => a.card)} vs ${best}`);
  }
  const legal = hokm.legalActions(s).map((a) => (a as hokm.PlayAction).card);
  expect(JSON.stringify(review.actions.map((a) => a.action.card)) === JSON.stringify(legal), 'actions are the legal plays');
  for (const a of review.actions) {
    expect(valueOf(n, a) === kids.get(a.action.card), `${a.action.card}: ${valueOf(n, a)} vs ${kids.get(a.action.card)}`);
    expect(a.loss === review.score - a.score && a.loss >= 0, `${a.action.card}: loss`);
  }
  return errors;
}

/** The first ending at or after `seed` (see randomEnding). */
export function endingFrom(players: 2 | 3 | 4, seed: number, left: number): hokm.HokmState {
  for (let k = seed; ; k++) {
    const s = randomEnding(players, k, left);
    if (s !== null) return s;
  }
}

/** Tricks left in the endings checked per variant (small enough for the minimax). */
export const ENDING_TRICKS: Record<2 | 3 | 4, number> = { 4: 3, 3: 3, 2: 4 };
