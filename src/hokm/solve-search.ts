/**
 * The exact searches behind `solve` and `analyze`: zero-window (yes/no)
 * searches over a {@link Board}, with a transposition table by relative
 * ranks, quick-trick cutoffs and ordered, equivalence-reduced moves.
 *
 * 4 and 2 players (HOKM-5.7, HOKM-6.1, HOKM-6.2, HOKM-9.7): the hand stops
 * when a side has 7 tricks, so its result is the final difference
 * `d = tricks of side 0 − tricks of side 1`, one of ±1 … ±7 (±7 is a kot).
 * Points are a monotone function of `d`, so the minimax of `d` gives the
 * minimax of points too. "`d ≥ x`" is a race: side 0 takes `A` tricks
 * before side 1 takes `B` (`A = 7, B = 8 − x` for `x ≥ 1`; `A = 7 + x,
 * B = 7` below), and a race of `need` against `y` is decided within the
 * next `m = need + y − 1` tricks: it is won exactly when side 0 takes at
 * least `need` of them. The table stores, per position and `m`, bounds on
 * that number, shared by every race and every root move (HOKM-D18).
 *
 * 3 players (HOKM-8.5 to HOKM-8.8): paranoid. The seat to act at the root
 * maximises its result (its points when it wins the hand, minus the
 * winner's points otherwise) against the other two, who minimise it
 * together (HOKM-D19).
 */
import { Board, highBit, lowBit, moveBase } from './solve-board.js';
import { SolveTable } from './solve-table.js';

/** The paranoid results, in order (3 players). */
export const UTILITIES: readonly number[] = [-3, -2, -1, 1, 2, 3];

/** How a 3-player hand ended: the winner seat and the kind. */
export interface ThreeEnd {
  /** The winning seat. */
  winner: number;
  /** 0 tricks, 1 kot, 2 tie. */
  kind: number;
}

function popcount(x: number): number {
  let c = 0;
  for (; x !== 0; x &= x - 1) c++;
  return c;
}

/** The exact searches over one board (which they change and restore). */
export class Solver {
  readonly board: Board;
  private readonly table = new SolveTable();
  /** The hakem's side (its kot scores 2, another's 3). */
  private readonly hakemSide: number;
  /** 3 players: the seat whose result is maximised. */
  readonly me: number;
  private A = 0;
  private B = 0;
  private u = 0;
  /** Nodes visited (for the bench and the tests). */
  nodes = 0;

  constructor(board: Board, hakemSide: number, me: number) {
    this.board = board;
    this.hakemSide = hakemSide;
    this.me = me;
  }

  // ---- 4 and 2 players -------------------------------------------------

  /** Whether side 0 takes `A` tricks (in all) before side 1 takes `B`, with best play from here. */
  race(A: number, B: number): boolean {
    this.A = A;
    this.B = B;
    const b = this.board;
    // Decided already. A or B is 7, and a side's 7th trick ends the hand, so when both hold the other was reached first.
    const reached = A <= b.sideWon[0]!;
    if (B <= b.sideWon[1]!) return reached && A < B;
    if (reached) return true;
    return b.pos === 0 ? this.raceStart() : this.raceInner();
  }

  /** Whether the final difference is at least `x` (±1 … ±7). */
  atLeast(x: number): boolean {
    return x >= 1 ? this.race(7, 8 - x) : this.race(7 + x, 7);
  }

  /** The exact final difference (side 0's tricks minus side 1's) under best play. */
  diff(): number {
    const won = this.board.sideWon;
    let lo: number;
    let hi: number;
    if (this.atLeast(1)) {
      lo = 1;
      hi = 7 - won[1]!;
    } else {
      lo = won[0]! - 7;
      hi = -1;
    }
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.atLeast(mid)) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private raceStart(): boolean {
    const b = this.board;
    const need = this.A - b.sideWon[0]!;
    if (need <= 0) return true;
    const y = this.B - b.sideWon[1]!;
    if (y <= 0) return false;
    const m = need + y - 1;
    const leader = b.leader;
    const mine = b.side[leader] === 0;
    const q = this.quickTricks(leader);
    if (mine ? q >= need : q >= y) return mine;
    const k0 = b.suitKey(0);
    const k1 = b.suitKey(1);
    const k2 = b.suitKey(2);
    const k3 = b.suitKey(3);
    const k4 = 1 | (leader << 1) | (m << 3);
    const t = this.table;
    let lo = 0;
    let hi = m;
    const at = t.find(k0, k1, k2, k3, k4);
    if (at >= 0) {
      lo = t.low(at);
      hi = t.high(at);
      if (lo >= need) return true;
      if (hi < need) return false;
    }
    const r = this.raceInner();
    // Side 0 takes at least `need` of the next `m` tricks, or at most `need − 1`.
    if (r) lo = need;
    else hi = need - 1;
    t.find(k0, k1, k2, k3, k4);
    t.store(lo, hi);
    return r;
  }

  private raceInner(): boolean {
    const b = this.board;
    this.nodes++;
    const max = b.side[b.toAct()] === 0;
    const count = b.moves();
    const base = moveBase(b.ply);
    for (let i = 0; i < count; i++) {
      b.play(b.moveSuit[base + i]!, b.moveBit[base + i]!);
      const r = b.pos === 0 ? this.raceStart() : this.raceInner();
      b.undo();
      if (r === max) return r;
    }
    return !max;
  }

  /**
   * Tricks the leader can cash at once, leading from the top: in each suit
   * its run of highest cards in play, cut in a side suit to the shortest
   * holding of an opponent who still has a trump (who could ruff once
   * void). A lower bound of what its side takes in a row.
   */
  private quickTricks(leader: number): number {
    const b = this.board;
    const h = b.hand;
    const n = b.n;
    const trump = b.trump;
    const side = b.side[leader];
    let q = 0;
    for (let s = 0; s < 4; s++) {
      const mine = h[leader * 4 + s]!;
      if (mine === 0) continue;
      let run = 0;
      for (let m = b.live[s]!; m !== 0; ) {
        const top = highBit(m);
        if (((mine >> top) & 1) === 0) break;
        run++;
        m ^= 1 << top;
      }
      if (s !== trump) {
        for (let o = 0; o < n && run > 0; o++) {
          if (b.side[o] !== side && h[o * 4 + trump] !== 0) run = Math.min(run, popcount(h[o * 4 + s]!));
        }
      }
      q += run;
    }
    return q;
  }

  // ---- 3 players (paranoid) ---------------------------------------------

  /** How the hand ends now (after a completed trick), or `null` to play on (HOKM-8.5 to HOKM-8.8). */
  end3(): ThreeEnd | null {
    const b = this.board;
    const w = b.won;
    if (b.done === 7) for (let k = 0; k < 3; k++) if (w[k] === 7) return { winner: k, kind: 1 };
    const left = 17 - b.done;
    let lead = 0;
    for (let k = 1; k < 3; k++) if (w[k]! > w[lead]!) lead = k;
    let caught = false;
    for (let k = 0; k < 3; k++) if (k !== lead && w[k]! + left >= w[lead]!) caught = true;
    if (!caught) return { winner: lead, kind: 0 };
    if (left > 0) return null;
    let third = 0;
    for (let k = 1; k < 3; k++) if (w[k]! < w[third]!) third = k;
    return { winner: third, kind: 2 };
  }

  /** The paranoid result of an ended hand for the seat `me`. */
  utility(e: ThreeEnd): number {
    const points = e.kind === 1 ? (e.winner === this.hakemSide ? 2 : 3) : 1;
    return e.winner === this.me ? points : -points;
  }

  /** Whether `me`'s paranoid result is at least `UTILITIES[index]`. */
  atLeast3(index: number): boolean {
    this.u = index;
    return this.board.pos === 0 ? this.start3() : this.inner3();
  }

  /** The exact paranoid result for `me`, as an index into {@link UTILITIES}. */
  value3(): number {
    let lo = 0;
    let hi = UTILITIES.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.atLeast3(mid)) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private start3(): boolean {
    const b = this.board;
    const e = this.end3();
    if (e !== null) return this.utility(e) >= UTILITIES[this.u]!;
    const w = b.won;
    const k4 = 1 | (b.leader << 1) | (w[0]! << 3) | (w[1]! << 8) | (w[2]! << 13) | (this.u << 18);
    const k0 = b.suitKey(0);
    const k1 = b.suitKey(1);
    const k2 = b.suitKey(2);
    const k3 = b.suitKey(3);
    const t = this.table;
    const at = t.find(k0, k1, k2, k3, k4);
    if (at >= 0) return t.low(at) === 1;
    const r = this.inner3();
    t.find(k0, k1, k2, k3, k4);
    t.store(r ? 1 : 0, 0);
    return r;
  }

  private inner3(): boolean {
    const b = this.board;
    this.nodes++;
    const max = b.toAct() === this.me;
    const count = b.moves();
    const base = moveBase(b.ply);
    for (let i = 0; i < count; i++) {
      b.play(b.moveSuit[base + i]!, b.moveBit[base + i]!);
      const r = b.pos === 0 ? this.start3() : this.inner3();
      b.undo();
      if (r === max) return r;
    }
    return !max;
  }

  /**
   * One line of best play from here to the end of a 3-player hand with
   * result index `v` (the value of this position): every seat plays its
   * first move that keeps the value. Returns how it ends and the tricks
   * per seat; the board is restored.
   */
  line3(v: number): { end: ThreeEnd; tricks: number[] } {
    const b = this.board;
    let plays = 0;
    let end: ThreeEnd | null = b.pos === 0 ? this.end3() : null;
    while (end === null) {
      const max = b.toAct() === this.me;
      const count = b.moves();
      const base = moveBase(b.ply);
      for (let i = 0; i < count; i++) {
        b.play(b.moveSuit[base + i]!, b.moveBit[base + i]!);
        // A child of the max seat has the value when it reaches v; of a min seat, when it stays below v + 1.
        const keeps = max ? this.atLeast3(v) : v + 1 >= UTILITIES.length || !this.atLeast3(v + 1);
        if (keeps || i === count - 1) break;
        b.undo();
      }
      plays++;
      if (b.pos === 0) end = this.end3();
    }
    const tricks = [b.won[0]!, b.won[1]!, b.won[2]!];
    for (; plays > 0; plays--) b.undo();
    return { end, tricks };
  }
}

/** The lowest card of the run of equivalent cards that `bit` belongs to in `mine` (cards in play: `live`). */
export function runBottom(mine: number, live: number, bit: number): number {
  let b = bit;
  for (;;) {
    const below = live & ((1 << b) - 1);
    if (below === 0) return b;
    const next = highBit(below);
    if (((mine >> next) & 1) === 0) return b;
    b = next;
  }
}

export { lowBit };
