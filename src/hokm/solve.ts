/**
 * Exact double-dummy analysis of a Hokm hand: `solve` (the value of the
 * position and the best plays, for hints) and `analyze` (the value of every
 * legal play, for reviews), with every card known. The value is in the
 * units of the hand's scoring (HOKM-6.1, HOKM-8.5, HOKM-8.6, HOKM-9.7):
 * who wins the hand, kot or not, the points, and the tricks at its end.
 * With 4 and 2 players it is exact for both sides; with 3 it is exact for
 * the seat to act against the two others combined (paranoid, HOKM-D19).
 * Best play ranks results by points and, among equal points, by the final
 * trick difference (HOKM-D18). The searches are in `solve-search.ts`.
 */
import type { Seat } from '../core/engine.js';
import { charge, SearchCut, type NodeBudget } from '../core/cut.js';
import { StateError, asStateError } from '../core/errors.js';
import { lowBit, moveBase } from './solve-board.js';
import { codeOf, readState } from './solve-read.js';
import { Solver, UTILITIES, runBottom, type ThreeEnd } from './solve-search.js';
import type { HandKind, HokmState, PlayAction } from './types.js';

/**
 * How a hand ends under best play from a position.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.apply(hokm.setup({ seed: 'table-17' }), { type: 'trump', suit: 'S' });
 * while (state.winners.length < 6) state = hokm.apply(state, hokm.legalActions(state)[0]!); // 7 tricks to go
 * const v: hokm.HandValue = hokm.solve(state);
 * console.log(`side ${v.side} wins, ${v.kind}, ${v.points} point(s), tricks ${v.tricks.join('–')}`);
 * ```
 */
export interface HandValue {
  /** The winning side: with 4 players 0 (seats 0 and 2) or 1 (seats 1 and 3); otherwise the winning seat. */
  side: number;
  /** The seats of the winning side. */
  winners: Seat[];
  /** `'tricks'`, `'kot'` (the first 7 tricks to one side) or `'tie'` (3 players, HOKM-8.8). */
  kind: HandKind;
  /** The points the winning side scores: 1, or 2 / 3 for a kot by / against the hakem. */
  points: number;
  /** The points from the side of the seat to act: `points` when it wins the hand, `-points` when it loses. */
  score: number;
  /**
   * Tricks per side when the hand ends (4 players: 2 sides; otherwise per
   * seat). With 3 players, those of one best line of play (paranoid: the
   * two others may end with other counts for the same result).
   */
  tricks: number[];
}

/**
 * The value of a position and the plays that keep it (a hint).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.apply(hokm.setup({ seed: 'table-17' }), { type: 'trump', suit: 'S' });
 * while (state.winners.length < 6) state = hokm.apply(state, hokm.legalActions(state)[0]!); // 7 tricks to go
 * const r: hokm.SolveResult = hokm.solve(state);
 * console.log(r.seat === hokm.toAct(state), r.best.map((a) => a.card)); // true, the best plays of the seat to act
 * ```
 */
export interface SolveResult extends HandValue {
  /** The seat to act, whose side `score` is counted for (3 players: the paranoid seat). */
  seat: Seat;
  /** Every play of `seat` that keeps the value (the best ones), in card-id order. */
  best: PlayAction[];
}

/** One legal play and its value, with best play by everybody afterwards. */
export interface ActionValue extends HandValue {
  /** The play. */
  action: PlayAction;
  /** Points lost against the best play: the best `score` minus this one's (0 for a best play). */
  loss: number;
}

/**
 * The value of the position and of every legal play of the seat to act (a review).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.apply(hokm.setup({ seed: 'table-17' }), { type: 'trump', suit: 'S' });
 * while (state.winners.length < 6) state = hokm.apply(state, hokm.legalActions(state)[0]!); // 7 tricks to go
 * const a: hokm.Analysis = hokm.analyze(state);
 * for (const { action, score, loss } of a.actions) console.log(action.card, score, loss);
 * ```
 */
export interface Analysis extends SolveResult {
  /** Every legal play of `seat`, in card-id order. */
  actions: ActionValue[];
}

/** The canonical order of cards: by suit (C D H S), then rank index (A 2 … K). */
function idOf(suit: number, bit: number): number {
  return suit * 13 + (bit === 12 ? 0 : bit + 1);
}

function playOf(suit: number, bit: number): PlayAction {
  return { type: 'play', card: codeOf(suit, bit) as PlayAction['card'] };
}

/** One searched position: the solver, the seat to act and its legal cards grouped by equivalence. */
class Position {
  readonly solver: Solver;
  readonly n: number;
  readonly seat: number;
  readonly hakemSide: number;
  /** The legal cards, in card-id order: suit, bit and the index of their equivalence run's representative. */
  readonly cards: { suit: number; bit: number; rep: number }[] = [];
  /** The representatives: suit and bit. */
  readonly reps: { suit: number; bit: number }[] = [];
  /** Per representative: the lowest card of its suit that decided its searches (13: none; 0 until searched), see {@link twin}. */
  private readonly floors: number[] = [];

  constructor(state: HokmState) {
    const { board, hakem } = readState(state);
    this.n = board.n;
    this.seat = board.toAct();
    this.hakemSide = board.side[hakem]!;
    this.solver = new Solver(board, this.hakemSide, this.seat);
    if (this.n === 3 && this.solver.end3() !== null) {
      throw new StateError('hokm.solve: not a valid Hokm state in play (the hand is already decided; check stored states with restore)');
    }
    const count = board.moves(true);
    const base = moveBase(board.ply);
    const found = new Map<number, number>();
    const list: { suit: number; bit: number; rep: number }[] = [];
    for (let i = 0; i < count; i++) {
      const suit = board.moveSuit[base + i]!;
      const bit = board.moveBit[base + i]!;
      const low = runBottom(board.hand[this.seat * 4 + suit]!, board.live[suit]!, bit);
      const key = suit * 16 + low;
      let rep = found.get(key);
      if (rep === undefined) {
        rep = this.reps.length;
        found.set(key, rep);
        this.reps.push({ suit, bit: low });
        this.floors.push(0);
      }
      list.push({ suit, bit, rep });
    }
    list.sort((a, b) => idOf(a.suit, a.bit) - idOf(b.suit, b.bit));
    this.cards.push(...list);
  }

  /**
   * An earlier representative whose searches settle `r` too, or -1 (4 and
   * 2 players): one of the same suit whose card and `r`'s both lie below
   * every card of that suit that decided its searches (see `raiseFloor` in
   * solve-search.ts), which make the positions after them alike. With
   * `among`, only those representatives count (their last searches asked
   * the question at hand).
   */
  twin(r: number, among?: Set<number>): number {
    if (this.n === 3) return -1;
    const { suit, bit } = this.reps[r]!;
    for (let q = 0; q < r; q++) {
      if (among !== undefined && !among.has(q)) continue;
      const f = this.floors[q]!;
      if (this.reps[q]!.suit === suit && f > this.reps[q]!.bit && f > bit) return q;
    }
    return -1;
  }

  /** Plays the representative `r`, runs `search` and takes the play back, noting the cards that decided it (for {@link twin}). */
  private searched<T>(r: number, search: () => T): T {
    const s = this.solver;
    const { suit, bit } = this.reps[r]!;
    s.decided.fill(0);
    s.board.play(suit, bit);
    const v = search();
    s.board.undo();
    const low = s.decided[suit]!;
    this.floors[r] = low === 0 ? 13 : lowBit(low);
    return v;
  }

  /** The seat's side. */
  mySide(): number {
    return this.n === 4 ? this.seat & 1 : this.seat;
  }

  /** A hand value from a final difference `d` (4 and 2 players). */
  fromDiff(d: number): HandValue {
    const side = d > 0 ? 0 : 1;
    const kot = d === 7 || d === -7;
    const points = kot ? (side === this.hakemSide ? 2 : 3) : 1;
    const tricks = d > 0 ? [7, 7 - d] : [7 + d, 7];
    return { side, winners: this.seatsOf(side), kind: kot ? 'kot' : 'tricks', points, score: side === this.mySide() ? points : -points, tricks };
  }

  /** A hand value from the end of a 3-player line. */
  fromEnd(end: ThreeEnd, tricks: number[]): HandValue {
    const points = end.kind === 1 ? (end.winner === this.hakemSide ? 2 : 3) : 1;
    const kind: HandKind = end.kind === 1 ? 'kot' : end.kind === 2 ? 'tie' : 'tricks';
    return { side: end.winner, winners: [end.winner], kind, points, score: end.winner === this.seat ? points : -points, tricks };
  }

  private seatsOf(side: number): Seat[] {
    return this.n === 4 ? [side, side + 2] : [side];
  }

  /** The value of the position now, as a comparable number for the seat to act, and its hand value. */
  value(): { rank: number; hand: HandValue } {
    const s = this.solver;
    if (this.n === 3) {
      const v = s.value3();
      const { end, tricks } = s.line3(v);
      return { rank: v, hand: this.fromEnd(end, tricks) };
    }
    const d = s.diffNear(s.guess());
    return { rank: this.mySide() === 0 ? d : -d, hand: this.fromDiff(d) };
  }

  /** Whether the representative play `r` keeps the value `rank` (from {@link value}). */
  keeps(r: number, rank: number): boolean {
    return this.searched(r, () => (this.n === 3 ? this.solver.atLeast3(rank) : this.reaches(rank)));
  }

  /** 4 and 2 players: whether the value of the board's position, as a rank for the seat to act (see {@link value}), is at least `rank`. */
  private reaches(rank: number): boolean {
    const s = this.solver;
    if (this.mySide() === 0) return s.atLeast(rank);
    // Side 1 minimises the difference d = -rank: it reaches the rank when side 0 does not reach the next difference above.
    const d = -rank;
    return d === 7 || !s.atLeast(d === -1 ? 1 : d + 1);
  }

  /**
   * 4 and 2 players: the value after the representative play `r` as a
   * rank (see {@link value}) when it is above `best`, else null. Asks
   * whether it reaches the rank above `best`, then each rank above while
   * it does.
   */
  beats(r: number, best: number): number | null {
    // The highest rank the seat's side can still reach: 7 − the other side's tricks.
    const top = 7 - this.solver.board.sideWon[1 - this.mySide()]!;
    if (best >= top) return null;
    const from = best === -1 ? 1 : best + 1;
    return this.searched(r, () => {
      if (!this.reaches(from)) return null;
      let v = from;
      for (let up = v === -1 ? 1 : v + 1; v < top && this.reaches(up); up = v === -1 ? 1 : v + 1) v = up;
      return v;
    });
  }

  /**
   * The value after the representative play `r`; with 4 and 2 players
   * searched from `near`, a final difference close to it (a sibling's).
   */
  after(r: number, near: number | null): { rank: number; hand: HandValue } {
    return this.searched(r, () => {
      if (this.n === 3 || near === null) return this.value();
      const d = this.solver.diffNear(near);
      return { rank: this.mySide() === 0 ? d : -d, hand: this.fromDiff(d) };
    });
  }
}

/**
 * The exact value of a hand in play with every card known, and the best
 * plays of the seat to act. 4 and 2 players: best play by both sides.
 * 3 players: paranoid, the seat to act against the other two combined
 * (see {@link HandValue.tricks}). Throws `WRONG_PHASE` outside phase
 * `play`, `BAD_STATE` for a damaged state.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.apply(hokm.setup({ seed: 3 }), { type: 'trump', suit: 'H' });
 * while (state.winners.length < 6) state = hokm.apply(state, hokm.legalActions(state)[0]!);
 * const hint = hokm.solve(state);
 * console.log(hint.best[0], hint.score, hint.tricks); // a best play; the points, signed for the seat to act; the tricks at the end
 * const next = hokm.apply(state, hint.best[0]!);
 * const partners = (hokm.toAct(next)! & 1) === (hint.seat & 1);
 * console.log(hokm.solve(next).score === (partners ? hint.score : -hint.score)); // true: a best play keeps the value
 * ```
 */
export function solve(state: HokmState): SolveResult {
  try {
    const p = new Position(state);
    if (p.n === 3 || p.reps.length === 1) {
      const { rank, hand } = p.value();
      const keep: boolean[] = [];
      for (let r = 0; r < p.reps.length; r++) {
        const q = p.twin(r);
        keep.push(p.reps.length === 1 || (q >= 0 ? keep[q]! : p.keeps(r, rank)));
      }
      const best = p.cards.filter((c) => keep[c.rep]).map((c) => playOf(c.suit, c.bit));
      return { seat: p.seat, ...hand, best };
    }
    // 4 and 2 players: the first play's value, then whether each other play beats the best so far (and by how much);
    // last, whether each play that could not beat the final best equals it. Searching the position's own value first would
    // also refute every play at the value above the best, and asking each play first whether it reaches the best so far
    // spends a search on every play that reaches a best that is later beaten.
    const ranks: (number | null)[] = [p.after(0, null).rank];
    // Per play not valued exactly: the best so far when it could not beat it (its value is at most that).
    const ceiling: number[] = [0];
    let top = ranks[0]!;
    for (let r = 1; r < p.reps.length; r++) {
      const q = p.twin(r);
      const v = q >= 0 ? ranks[q]! : p.beats(r, top);
      ranks.push(v);
      ceiling.push(q >= 0 ? ceiling[q]! : top);
      if (v !== null && v > top) top = v;
    }
    // The twins of this pass only among the plays it searches (their other searches asked other questions).
    const asked = new Set<number>();
    for (let r = 1; r < p.reps.length; r++) {
      if (ranks[r] !== null || ceiling[r] !== top) continue;
      const q = p.twin(r, asked);
      if (q < 0) asked.add(r);
      ranks[r] = (q >= 0 ? ranks[q] === top : p.keeps(r, top)) ? top : null;
    }
    const best = p.cards.filter((c) => ranks[c.rep] === top).map((c) => playOf(c.suit, c.bit));
    return { seat: p.seat, ...p.fromDiff(p.mySide() === 0 ? top : -top), best };
  } catch (e) {
    throw asStateError(e, 'Hokm');
  }
}

/**
 * Every legal play of the seat to act with its exact value (as in
 * {@link solve}) and the points it loses against the best play. Equivalent
 * cards (no card in play between them) are searched once.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.apply(hokm.setup({ seed: 3 }), { type: 'trump', suit: 'H' });
 * while (state.winners.length < 6) state = hokm.apply(state, hokm.legalActions(state)[0]!);
 * const review = hokm.analyze(state);
 * const worst = review.actions.reduce((a, b) => (b.loss > a.loss ? b : a));
 * console.log(`${worst.action.card} loses ${worst.loss} point(s) against ${review.best[0]!.card}`);
 * ```
 */
export function analyze(state: HokmState): Analysis {
  return analyzeWithin(state, null)!;
}

/**
 * @internal {@link analyze} within a budget of searched positions (PIMC's
 * cap, src/bots/pimc-core.ts), or with none (`null`): the positions it
 * searches are taken from `budget`, and it returns `null` when the budget
 * runs out before the analysis ends (the unfinished search is dropped).
 */
export function analyzeWithin(state: HokmState, budget: NodeBudget | null): Analysis | null {
  let p: Position | null = null;
  try {
    p = new Position(state);
    if (budget !== null) p.solver.limit = budget.left;
    // The representatives come best guesses first; each is searched from the best difference so far.
    const values: { rank: number; hand: HandValue }[] = [];
    let near: number | null = null;
    for (let r = 0; r < p.reps.length; r++) {
      const q = p.twin(r);
      const v: { rank: number; hand: HandValue } = q >= 0 ? values[q]! : p.after(r, near);
      values.push(v);
      if (p.n === 3) continue;
      const d = v.hand.tricks[0]! - v.hand.tricks[1]!;
      if (near === null || (p.mySide() === 0 ? d > near : d < near)) near = d;
    }
    let top = 0;
    for (let r = 1; r < values.length; r++) if (values[r]!.rank > values[top]!.rank) top = r;
    const root = values[top]!;
    const actions = p.cards.map((c) => {
      const v = values[c.rep]!;
      return { action: playOf(c.suit, c.bit), ...v.hand, loss: root.hand.score - v.hand.score };
    });
    const best = p.cards.filter((c) => values[c.rep]!.rank === root.rank).map((c) => playOf(c.suit, c.bit));
    return { seat: p.seat, ...root.hand, best, actions };
  } catch (e) {
    if (!(e instanceof SearchCut)) throw asStateError(e, 'Hokm');
    return null;
  } finally {
    if (budget !== null && p !== null) charge(budget, p.solver.nodes);
  }
}

/** @internal Index of a paranoid result in the solver's order (for the tests). */
export const PARANOID_RESULTS = UTILITIES;
