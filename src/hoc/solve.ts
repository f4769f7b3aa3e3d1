/**
 * Exact analysis of the play of a Hoc deal with every card known: `solve`
 * (the value of the position, the actions that keep it and one line of
 * best play, for hints) and `analyze` (the value of every legal action,
 * for reviews). The value is in chips, the deal's own units: what every
 * seat wins or pays from the position to the end of the deal — the hocs
 * (HOC-8.12), the false "without"s, told or still to be told (HOC-11.2,
 * HOC-D29), and the cards-left payments when a seat goes out (HOC-9.1,
 * HOC-9.2). With 2 players it is exact best play by both; with 3 it is
 * exact for the seat to act against the other two combined (paranoid,
 * HOC-D35). The search is in `solve-search.ts`, the board it runs on in
 * `solve-board.ts`, read from the state by `solve-read.ts`.
 */
import type { Card } from '../cards/cards.js';
import { cardId } from '../cards/cards.js';
import type { Seat } from '../core/engine.js';
import { charge, SearchCut, type NodeBudget } from '../core/cut.js';
import { asStateError } from '../core/errors.js';
import type { LayAction, WithoutAction } from './actions.js';
import { MAX_MOVES, WITHOUT, type Board } from './solve-board.js';
import { kindOf, readState } from './solve-read.js';
import { Search } from './solve-search.js';
import type { HocState } from './state.js';

/** An action of the play: lay a card, or say "without". */
export type PlayAction = LayAction | WithoutAction;

/**
 * How the deal ends under best play from a position.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ players: 2, seed: 'solve me' });
 * while (state.phase !== 'play') state = hoc.apply(state, hoc.legalActions(state)[0]!); // pass through the bidding
 * while (state.laid.length < 6) state = hoc.apply(state, hoc.legalActions(state)[0]!); // the first 6 cards of the play
 * const v: hoc.DealValue = hoc.solve(state);
 * console.log(`chips ${v.chips.join(' / ')}; seat ${v.out} goes out, the others keep ${v.cardsLeft.join(', ')} card(s)`);
 * ```
 */
export interface DealValue {
  /**
   * The chips every seat wins (+) or pays (−) from the position to the end
   * of the deal. With 2 players exact (and zero-sum). With 3 players the
   * seat to act's entry is exact; the other two are those of one line of
   * best play (paranoid: the others may share what the seat loses otherwise).
   */
  chips: number[];
  /** The chips of the seat to act: `chips[seat]`, the value it maximises. */
  score: number;
  /** The seat that goes out, ending the deal, in that line. */
  out: Seat;
  /** The cards each seat still holds when the deal ends in that line (0 for `out`). */
  cardsLeft: number[];
}

/**
 * The value of a position, the actions that keep it (a hint) and one line
 * of best play to the end of the deal.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ players: 2, seed: 'solve me' });
 * while (state.phase !== 'play') state = hoc.apply(state, hoc.legalActions(state)[0]!);
 * const r: hoc.SolveResult = hoc.solve(state);
 * console.log(r.seat === hoc.toAct(state), r.best, r.line.length); // true, the best actions, the moves to the end of the deal
 * ```
 */
export interface SolveResult extends DealValue {
  /** The seat to act, whose chips `score` counts (3 players: the paranoid seat). */
  seat: Seat;
  /** Every legal action of `seat` that keeps the value, in action-id order (cards by id, then "without"). */
  best: PlayAction[];
  /** One line of best play from the position to the end of the deal, every seat's actions in turn (the first is in `best`). */
  line: PlayAction[];
}

/** One legal action and the value after it, with best play by everybody afterwards. */
export interface ActionValue extends DealValue {
  /** The action. */
  action: PlayAction;
  /** Chips lost against the best action: the best `score` minus this one's (0 for a best action). */
  loss: number;
}

/**
 * The value of the position and of every legal action of the seat to act (a review).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ players: 3, seed: 'review' });
 * while (state.phase !== 'play') state = hoc.apply(state, hoc.legalActions(state)[0]!);
 * while (state.laid.length < 10) state = hoc.apply(state, hoc.legalActions(state)[0]!); // the first 10 cards of the play
 * const a: hoc.Analysis = hoc.analyze(state);
 * for (const { action, score, loss } of a.actions) console.log(action.type === 'lay' ? action.card : 'without', score, loss);
 * ```
 */
export interface Analysis extends SolveResult {
  /** Every legal action of `seat`, in action-id order, with its value. */
  actions: ActionValue[];
}

const WITHOUT_ACTION: WithoutAction = { type: 'without' };

/** One searched position: the board, its search for the seat to act, and the cards behind the kinds. */
class Position {
  readonly board: Board;
  readonly search: Search;
  readonly seat: number;
  /** The cards each seat holds, in card-id order, with their kinds. */
  private readonly held: { card: Card; kind: number }[][];

  constructor(state: HocState) {
    const { board, cards } = readState(state);
    this.board = board;
    this.seat = board.turn;
    this.search = new Search(board, this.seat);
    this.held = cards.map((byKind) =>
      byKind
        .flat()
        .map((card) => ({ card, kind: kindOf(cardId(card)) }))
        .sort((a, b) => cardId(a.card) - cardId(b.card)),
    );
  }

  /** The cards laid since the root, in order (`null` for a "without"), to undo {@link make}. */
  private readonly gone: (Card | null)[] = [];

  /** The legal actions of the seat to act with the board's move for each, in action-id order. */
  legal(): { action: PlayAction; move: number }[] {
    const b = this.board;
    const list = new Int8Array(MAX_MOVES);
    const count = b.moves(list, 0);
    const allowed = new Uint8Array(MAX_MOVES);
    for (let i = 0; i < count; i++) allowed[list[i]!] = 1;
    const out: { action: PlayAction; move: number }[] = [];
    for (const { card, kind } of this.held[b.turn]!) {
      if (allowed[kind] && !this.gone.includes(card)) out.push({ action: { type: 'lay', card }, move: kind });
    }
    if (allowed[WITHOUT]) out.push({ action: WITHOUT_ACTION, move: WITHOUT });
    return out;
  }

  /** Makes a legal action on the board. */
  make(o: { action: PlayAction; move: number }): void {
    this.gone.push(o.action.type === 'lay' ? o.action.card : null);
    this.board.play(o.move);
  }

  /** Takes back the last {@link make}. */
  unmake(): void {
    this.gone.pop();
    this.board.undo();
  }

  /** Whether `move` keeps the value `v` (the chips of the seat from the root): zero-window tests, exact since `v` is the best. */
  keeps(move: number, v: number): boolean {
    const b = this.board;
    const max = b.turn === this.seat;
    b.play(move);
    const ok = max ? this.search.atLeast(v) : !this.search.atLeast(v + 1);
    b.undo();
    return ok;
  }

  /** The exact value after `move`. */
  after(move: number): number {
    const b = this.board;
    b.play(move);
    const v = this.search.value();
    b.undo();
    return v;
  }

  /**
   * Plays one line of best play (value `v`) to the end of the deal: each
   * mover takes its first legal action in action-id order that keeps the
   * value. Returns the line and the deal's end; the board is left as it was.
   */
  line(v: number): { line: PlayAction[]; end: DealValue } {
    const b = this.board;
    const line: PlayAction[] = [];
    while (b.out < 0) {
      const options = this.legal();
      const pick = options.length === 1 ? options[0]! : options.find((o) => this.keeps(o.move, v))!;
      line.push(pick.action);
      this.make(pick);
    }
    const end: DealValue = {
      chips: Array.from(b.chips),
      score: b.chips[this.seat]!,
      out: b.out,
      cardsLeft: Array.from(b.size),
    };
    for (let i = 0; i < line.length; i++) this.unmake();
    return { line, end };
  }
}

/**
 * The exact value of the play of a deal with every card known, the
 * actions of the seat to act that keep it and one line of best play.
 * 2 players: best play by both. 3 players: paranoid, the seat to act
 * against the other two combined (see {@link DealValue.chips}). Throws
 * `WRONG_PHASE` outside phase `play`, `BAD_STATE` for a damaged state.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ players: 2, seed: 3 });
 * while (state.phase !== 'play') state = hoc.apply(state, hoc.legalActions(state)[0]!);
 * const hint = hoc.solve(state);
 * console.log(hint.best[0], hint.score, hint.chips); // a best action; the chips of the seat to act; every seat's
 * const next = hoc.apply(state, hint.best[0]!);
 * const paid = next.balances[hint.seat]! - state.balances[hint.seat]!; // a hoc on the way, if any
 * const after = hoc.solve(next); // 2 players: zero-sum, so the other seat's score is minus ours
 * console.log(paid + (after.seat === hint.seat ? after.score : -after.score) === hint.score); // true: a best action keeps the value
 * ```
 */
export function solve(state: HocState): SolveResult {
  try {
    const p = new Position(state);
    const v = p.search.value();
    const legal = p.legal();
    const best = legal.filter((o) => legal.length === 1 || p.keeps(o.move, v)).map((o) => o.action);
    const { line, end } = p.line(v);
    return { seat: p.seat, ...end, best, line };
  } catch (e) {
    throw asStateError(e, 'Hoc');
  }
}

/**
 * Every legal action of the seat to act with its exact value (as in
 * {@link solve}) and the chips it loses against the best one. Cards of
 * one kind (the same rank, or both Kings; suits matter only for the Q♠ and
 * the J♦) are searched once.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ players: 2, seed: 3 });
 * while (state.phase !== 'play') state = hoc.apply(state, hoc.legalActions(state)[0]!);
 * const review = hoc.analyze(state);
 * const worst = review.actions.reduce((a, b) => (b.loss > a.loss ? b : a));
 * console.log(`${JSON.stringify(worst.action)} loses ${worst.loss} chip(s) against ${JSON.stringify(review.best[0])}`);
 * ```
 */
export function analyze(state: HocState): Analysis {
  return analyzeWithin(state, null)!;
}

/**
 * @internal {@link analyze} within a budget of searched positions (PIMC's
 * cap, src/bots/pimc-core.ts), or with none (`null`): the positions it
 * searches are taken from `budget`, and it returns `null` when the budget
 * runs out before the analysis ends (the unfinished search is dropped).
 */
export function analyzeWithin(state: HocState, budget: NodeBudget | null): Analysis | null {
  let p: Position | null = null;
  try {
    p = new Position(state);
    if (budget !== null) p.search.limit = budget.left;
    const legal = p.legal();
    const byMove = new Map<number, number>();
    for (const o of legal) if (!byMove.has(o.move)) byMove.set(o.move, p.after(o.move));
    // The seat to act maximises its own chips.
    const v = Math.max(...byMove.values());
    const ends = new Map<number, DealValue>();
    for (const o of legal) {
      if (ends.has(o.move)) continue;
      p.make(o);
      ends.set(o.move, p.line(byMove.get(o.move)!).end);
      p.unmake();
    }
    const actions: ActionValue[] = legal.map((o) => {
      const end = ends.get(o.move)!;
      return { action: o.action, ...end, chips: end.chips.slice(), cardsLeft: end.cardsLeft.slice(), loss: v - end.score };
    });
    const best = legal.filter((o) => byMove.get(o.move) === v).map((o) => o.action);
    const { line, end } = p.line(v);
    return { seat: p.seat, ...end, best, line, actions };
  } catch (e) {
    if (!(e instanceof SearchCut)) throw asStateError(e, 'Hoc');
    return null;
  } finally {
    if (budget !== null && p !== null) charge(budget, p.search.nodes);
  }
}
