/**
 * The Hoc solver's search: alpha–beta over the {@link Board} to the end of
 * the deal, with a transposition table of bounds ({@link HocTable}) and
 * move ordering. The value is the chips one seat, `me`, wins or pays from
 * the position to the end of the deal; `me` maximises it and every other
 * seat minimises it. With 2 players that is exact best play by both (the
 * chips are zero-sum); with 3 it is paranoid (HOC-D35).
 *
 * Searches return the chips of `me` counted from the root (fail-soft), the
 * table stores them counted from the position, so that an entry serves
 * every way of reaching it. A seat with a single legal move is not stored:
 * its move is made at once.
 */
import { SearchCut } from '../core/cut.js';
import { Board, KING, MAX_MOVES, WITHOUT } from './solve-board.js';
import { HocTable } from './solve-table.js';

/** The search for one seat's chips over one board. */
export class Search {
  readonly board: Board;
  /** The seat whose chips are maximised. */
  readonly me: number;
  private readonly table = new HocTable();
  /** Per ply, room for the moves of the position. */
  private readonly list: Int8Array;
  /** Scratch for {@link order}. */
  private readonly rates = new Int32Array(MAX_MOVES);
  /** Positions with a choice searched (for measurements). */
  nodes = 0;
  /** The most positions a search may visit before it throws {@link SearchCut} (PIMC's cap; no limit for the exact solvers). */
  limit = Infinity;

  constructor(board: Board, me: number) {
    this.board = board;
    this.me = me;
    this.list = new Int8Array((board.maxPlies + 1) * MAX_MOVES);
  }

  /** The exact chips of `me` from the root under best play, from the current position. */
  value(guess = this.board.chips[this.me]!): number {
    // MTD(f): zero-window searches that close in on the value, the table keeping what each one proved.
    let lo = -Infinity;
    let hi = Infinity;
    let g = guess;
    while (lo < hi) {
      const beta = g === lo ? g + 1 : g;
      g = this.search(beta - 1, beta);
      if (g < beta) hi = g;
      else lo = g;
    }
    return g;
  }

  /** Whether the chips of `me` from the root reach at least `x` under best play. */
  atLeast(x: number): boolean {
    return this.search(x - 1, x) >= x;
  }

  /**
   * The chips of `me` from the root under best play, as a fail-soft bound:
   * exact inside (`alpha`, `beta`), at most the answer when it is `alpha`
   * or below, at least when `beta` or above.
   */
  search(alpha: number, beta: number): number {
    const b = this.board;
    const list = this.list;
    // Single legal moves are made at once, with no table entry.
    let forced = 0;
    let at = b.ply * MAX_MOVES;
    let count = b.moves(list, at);
    while (count === 1) {
      b.play(list[at]!);
      forced++;
      at = b.ply * MAX_MOVES;
      count = b.moves(list, at);
    }
    const v = count === 0 ? b.chips[this.me]! : this.choose(alpha, beta, at, count);
    for (; forced > 0; forced--) b.undo();
    return v;
  }

  /** {@link search} at a position with `count` (at least 2) legal moves, listed at `at`. */
  private choose(alpha: number, beta: number, at: number, count: number): number {
    if (++this.nodes > this.limit) throw new SearchCut();
    const b = this.board;
    const list = this.list;
    const base = b.chips[this.me]!;
    const t = this.table;
    const key = b.key();
    const entry = t.find(key);
    const grown = t.grown;
    let lo = -Infinity;
    let hi = Infinity;
    let first = -1;
    if (entry >= 0) {
      lo = t.low(entry) + base;
      hi = t.high(entry) + base;
      if (lo >= beta) return lo;
      if (hi <= alpha) return hi;
      if (lo === hi) return lo;
      if (lo > alpha) alpha = lo;
      if (hi < beta) beta = hi;
      first = t.move(entry);
    }
    this.order(list, at, count, first);
    const max = b.turn === this.me;
    let best = max ? -Infinity : Infinity;
    let bestMove = list[at]!;
    let a = alpha;
    let z = beta;
    for (let i = 0; i < count; i++) {
      const m = list[at + i]!;
      b.play(m);
      const v = this.search(a, z);
      b.undo();
      if (max ? v > best : v < best) {
        best = v;
        bestMove = m;
      }
      if (max) {
        if (best > a) a = best;
      } else if (best < z) z = best;
      if (a >= z) break;
    }
    // The bound the result proves, joined with what the table knew.
    let newLo = lo;
    let newHi = hi;
    if (best <= alpha) newHi = Math.min(hi, best);
    else if (best >= beta) newLo = Math.max(lo, best);
    else newLo = newHi = best;
    // An entry found stays where it is unless the table grew; a new key is looked up again (the search below may have filled its slot).
    if (entry >= 0 && t.grown === grown) t.update(entry, newLo - base, newHi - base, bestMove);
    else {
      t.find(key);
      t.store(newLo - base, newHi - base, bestMove);
    }
    return best;
  }

  /**
   * Orders the moves at `at` by {@link rate}, the table's best move first;
   * an insertion sort (a handful of moves), rates kept beside the list.
   */
  private order(list: Int8Array, at: number, count: number, first: number): void {
    const r = this.rates;
    for (let i = 0; i < count; i++) {
      const m = list[at + i]!;
      r[i] = m === first ? 1000 : this.rate(m);
    }
    for (let i = 1; i < count; i++) {
      const m = list[at + i]!;
      const x = r[i]!;
      let j = i - 1;
      while (j >= 0 && r[j]! < x) {
        list[at + j + 1] = list[at + j]!;
        r[j + 1] = r[j]!;
        j--;
      }
      list[at + j + 1] = m;
      r[j + 1] = x;
    }
  }

  /**
   * How promising a move looks to the seat to act (measured on random
   * deals: these rules keep the trees smallest): going out first; in a run,
   * a principal hoc before the ordinary card and before "without" (a hoc at
   * once, the turn kept, one choice fewer later); an ordinary card by the
   * run of its own cards the seat can lay on from it, longer first, and
   * better when nobody else can carry it on (an accidental hoc for the
   * seat, HOC-8.7); opening a run with a principal hoc last.
   */
  private rate(m: number): number {
    const b = this.board;
    const t = b.turn;
    if (b.size[t] === 1) return 500;
    if (m === WITHOUT) return -1;
    if (m >= KING) return b.top < 0 ? -5 : 100 + m;
    const c = b.count;
    const base = t * 16;
    let r = m + 1;
    while (r <= 11 && c[base + r]! > 0) r++;
    let stuck = 1;
    if (r <= 11) {
      for (let s = 0; s < b.n; s++) if (s !== t && c[s * 16 + r]! > 0) stuck = 0;
    }
    return (r - m) * 2 + stuck * 5;
  }
}
