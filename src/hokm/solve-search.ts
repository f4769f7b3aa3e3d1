/**
 * The exact searches behind `solve` and `analyze`: zero-window (yes/no)
 * searches over a {@link Board}, with a transposition table by relative
 * ranks, quick-trick cutoffs and ordered, equivalence-reduced moves.
 *
 * 4 and 2 players (HOKM-5.7, HOKM-6.1, HOKM-6.2, HOKM-9.7): the hand stops
 * when a side has 7 tricks, so its result is the final difference
 * `d = tricks of side 0 − tricks of side 1`, one of ±1 … ±7 (±7 is a kot).
 * Points are a monotone function of `d`, so the minimax of `d` gives the
 * minimax of points too (HOKM-D18). "`d ≥ x`" is a race: side 0 takes `A` tricks
 * before side 1 takes `B` (`A = 7, B = 8 − x` for `x ≥ 1`; `A = 7 + x,
 * B = 7` below), and a race of `need` against `y` is decided within the
 * next `m = need + y − 1` tricks: it is won exactly when side 0 takes at
 * least `need` of them. The table stores, per position and `m`, bounds on
 * that number, shared by every race and every root move; a stored bound
 * also answers positions that differ only in cards that decided no trick
 * (keeping whole any run of equivalent cards that such a position would
 * split, `keepRuns`).
 *
 * 3 players (HOKM-8.5 to HOKM-8.8): paranoid. The seat to act at the root
 * maximises its result (its points when it wins the hand, minus the
 * winner's points otherwise) against the other two, who minimise it
 * together (HOKM-D19). Its table bounds the result for every target at
 * once, keyed exactly (every card's holder and the trick counts), and a
 * result no seat can reach any more (a kot, once no seat has every trick
 * so far) is answered without a search.
 *
 * Cutoffs at a trick's start, when the table does not answer (it is asked
 * first: it answers most trick starts): the leader's side cashing
 * enough top cards (quick tricks: a suit's top run, or the whole suit when
 * the run outlasts every other hand's cards; side suits cut to what an
 * opponent with trumps can follow, unless the leader's sure trumps draw
 * them all first), stored in the table for the next probe, a side's
 * top trumps, which take as many tricks by the end whoever leads when one
 * of its hands is as long (`sureTrumps`), and a hand holding the top
 * trumps its side still needs with fewer other cards than the tricks the
 * other side needs (`trumpGuard`).
 * At a lead, the card that last cut off at that ply for that seat is tried
 * first. A move that failed with its card below every card of its suit that
 * decided its search settles the seat's other cards below those too
 * (`raiseFloor`), and `decided` tells the caller which cards decided a
 * race, so that `solve` and `analyze` search such plays once.
 */
import { SearchCut } from '../core/cut.js';
import { Board, highBit, lowBit, moveBase } from './solve-board.js';
import { RankTable } from './solve-table.js';

/** The paranoid results, in order (3 players). */
export const UTILITIES: readonly number[] = [-3, -2, -1, 1, 2, 3];

/** The suit-pattern cache's size: `PAT_CACHE = 2 ** PAT_BITS` slots (see `Solver.patTag`). */
const PAT_BITS = 12;
const PAT_CACHE = 1 << PAT_BITS;

/** The table's horizon slot that holds 3-player value bounds (the value index 0 … 5 is below it). */
const VALUE_SLOT = 13;

/** How a 3-player hand ended: the winner seat and the kind. */
export interface ThreeEnd {
  /** The winning seat. */
  winner: number;
  /** 0 tricks, 1 kot, 2 tie. */
  kind: number;
}

/** The `k` highest bits of `m`. */
function topCards(m: number, k: number): number {
  let out = 0;
  for (let i = 0; i < k && m !== 0; i++) {
    const top = 1 << highBit(m);
    out |= top;
    m ^= top;
  }
  return out;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The exact searches over one board (which they change and restore). */
export class Solver {
  readonly board: Board;
  private readonly ranks: RankTable;
  /** Per ply (4 words each): the cards whose ranks decided the last search from there, as rank masks by suit. */
  private readonly rel = new Int32Array(54 * 4);
  /** Per ply: the suit patterns and card counts of the position. */
  private readonly pat = new Int32Array(54 * 4);
  private readonly len = new Int8Array(54 * 4);
  /**
   * A cache of the pattern of a suit (`Board.suitKey`) by the cards of it
   * still in play: at a trick's start every card in play is with the hand
   * it was dealt to, so the cards in play decide who holds each. Direct
   * mapped, `PAT_CACHE` slots tagged with `suit << 13 | live` plus 1 (0:
   * empty): a search meets few sets of cards in play per suit, and a small
   * cache costs a small position's solve less to allocate than one slot
   * for each of the 4 × 8,192 possible sets.
   */
  private readonly patTag = new Int32Array(PAT_CACHE);
  private readonly patVal = new Int32Array(PAT_CACHE);
  /** Scratch: the top-`k` patterns of a position to store. */
  private readonly top = new Int32Array(4);
  /** Per ply: the card (`suit * 16 + bit`) that last cut off a search there, tried first next time. */
  private readonly killer = new Int16Array(54 * 4).fill(-1);
  /** Per ply: the two key words of hand lengths computed by the last probe there. */
  private readonly keyWords = new Int32Array(54 * 2);
  /** The cards counted by the last quick-trick count. */
  private readonly qm = new Int32Array(4);
  /** The top cards counted by the last {@link topRun}. */
  private qRun = 0;
  /** The hakem's side (its kot scores 2, another's 3). */
  private readonly hakemSide: number;
  /** 3 players: the seat whose result is maximised. */
  readonly me: number;
  private A = 0;
  private B = 0;
  private u = 0;
  /** The table's lead hint for the position `raceInner` is about to search (set just before by `raceStart`), or -1. */
  private leadHint = -1;
  /** After `raceInner` at a lead: the lead that cut off, as a table hint (see `RankTable.hint`), or -1. */
  private cut = -1;
  /**
   * The cards (rank masks by suit) that decided the races asked since it
   * was last cleared: a position that differs only below them has the same
   * answers (see {@link raiseFloor}). The caller clears it.
   */
  readonly decided = new Int32Array(4);
  /** Nodes visited (for the bench and the tests). */
  nodes = 0;
  /** The most nodes a search may visit before it throws {@link SearchCut} (PIMC's cap; no limit for the exact solvers). */
  limit = Infinity;

  constructor(board: Board, hakemSide: number, me: number) {
    this.board = board;
    this.ranks = new RankTable(board.trump);
    this.hakemSide = hakemSide;
    this.me = me;
    // Paranoid: the two others play as one team, so they order their moves as partners do.
    if (board.n === 3) for (let seat = 0; seat < 3; seat++) board.team[seat] = seat === me ? 0 : 1;
  }

  // ---- 4 and 2 players -------------------------------------------------

  /**
   * Whether side 0 takes `A` tricks (in all) before side 1 takes `B`, with
   * best play from here. The cards that decided it join {@link decided}.
   */
  race(A: number, B: number): boolean {
    this.A = A;
    this.B = B;
    const b = this.board;
    // Just after a trick's last card (the caller's play): its winning card decided the race too, by its rank when it beat a card of its suit.
    if (b.pos === 0 && b.ply > 0 && b.rankMattered()) {
      const w = b.bestCard();
      this.decided[w >> 4]! |= 1 << (w & 15);
    }
    // Decided already. A or B is 7, and a side's 7th trick ends the hand, so when both hold the other was reached first.
    const reached = A <= b.sideWon[0]!;
    if (B <= b.sideWon[1]!) return reached && A < B;
    if (reached) return true;
    const r = b.pos === 0 ? this.raceStart() : this.raceInner();
    const at = b.ply * 4;
    for (let s = 0; s < 4; s++) this.decided[s]! |= this.rel[at + s]!;
    return r;
  }

  /** Whether the final difference is at least `x` (±1 … ±7). */
  atLeast(x: number): boolean {
    return x >= 1 ? this.race(7, 8 - x) : this.race(7 + x, 7);
  }

  /**
   * A guess of the final difference, for {@link diffNear} to start from
   * (a race costs most near the true value, and far above it about as
   * much): how one line of play ends in which every seat plays the first
   * move of its ordering. Cheap, and right or one off more often than not.
   */
  guess(): number {
    const b = this.board;
    let plays = 0;
    while (b.sideWon[0]! < 7 && b.sideWon[1]! < 7) {
      b.moves();
      const base = moveBase(b.ply);
      b.play(b.moveSuit[base]!, b.moveBit[base]!);
      plays++;
    }
    const d = b.sideWon[0]! >= 7 ? 7 - b.sideWon[1]! : b.sideWon[0]! - 7;
    for (; plays > 0; plays--) b.undo();
    return d;
  }

  /**
   * The exact final difference (side 0's tricks minus side 1's) under
   * best play, searched from a guess (a sibling's value, or {@link guess}):
   * up or down from `guess` one value at a time. Cheaper than a binary
   * search when the guess is close: each race costs most near the true
   * value, and this one asks just the two around it.
   */
  diffNear(guess: number): number {
    const won = this.board.sideWon;
    const lo = won[0]! - 7;
    const hi = 7 - won[1]!;
    let d = Math.max(lo, Math.min(hi, guess === 0 ? 1 : guess));
    if (this.atLeast(d)) {
      while (d < hi) {
        const up = d === -1 ? 1 : d + 1;
        if (!this.atLeast(up)) break;
        d = up;
      }
      return d;
    }
    // atLeast(lo) holds at once (side 0 has its tricks already), so this stops.
    do d = d === 1 ? -1 : d - 1;
    while (!this.atLeast(d));
    return d;
  }

  private raceStart(): boolean {
    const b = this.board;
    const at = b.ply * 4;
    const rel = this.rel;
    const need = this.A - b.sideWon[0]!;
    const y = this.B - b.sideWon[1]!;
    if (need <= 0 || y <= 0) {
      rel[at] = rel[at + 1] = rel[at + 2] = rel[at + 3] = 0;
      return need <= 0;
    }
    const m = need + y - 1;
    const leader = b.leader;
    if (b.cardsEach() === 1) return this.lastTrick(at);
    const k2 = 1 | (leader << 1);
    const found = this.probeRanks(at, k2, need, m);
    if (found >= 0) return found === 1;
    const hint = this.ranks.hint;
    const mine = b.side[leader] === 0;
    const q = this.sureTricks(leader);
    if (mine ? q >= need : q >= y) {
      for (let s = 0; s < 4; s++) rel[at + s] = this.qm[s]!;
      // The leader's side takes the next q tricks: f(q) is q or 0, which bounds every horizon (see RankTable), kept for the next probe.
      this.storeRanks(at, k2, q, mine ? q : 0, mine ? q : 0, -1);
      return mine;
    }
    // A side's top trumps take as many tricks by the last one, whoever leads (sureTrumps): all but `late` within the horizon.
    const late = b.cardsEach() - m;
    if (late < need || late < y) {
      const w0 = sureTrumps(b, 0, need + late);
      const w = w0 !== 0 ? w0 : sureTrumps(b, 1, y + late);
      if (w !== 0) {
        for (let s = 0; s < 4; s++) rel[at + s] = 0;
        rel[at + b.trump] = w;
        return w0 !== 0;
      }
    }
    // A hand with the trumps its side still needs, above all others, and too few other cards for the other side's tricks.
    const g0 = trumpGuard(b, 0, need, y);
    const g = g0 !== 0 ? g0 : trumpGuard(b, 1, y, need);
    if (g !== 0) {
      for (let s = 0; s < 4; s++) rel[at + s] = 0;
      rel[at + b.trump] = g;
      return g0 !== 0;
    }
    this.leadHint = hint;
    const r = this.raceInner();
    // Side 0 takes at least `need` of the next `m` tricks, or at most `need − 1`, whatever the cards below the relevant ones.
    this.storeRanks(at, k2, m, r ? need : 0, r ? m : need - 1, this.cut);
    return r;
  }

  /**
   * Probes the relevant-ranks table for the position at a trick's start
   * (at `rel` index `at`, key word `k2`): whether f(`m`) ≥ `need`, 1 yes,
   * 0 no, -1 unknown. Computes the position's key for {@link storeRanks};
   * on a hit, sets the relevant cards from the entry.
   */
  private probeRanks(at: number, k2: number, need: number, m: number): number {
    const b = this.board;
    // The key: every hand's length per suit and `k2`; then the holders of the cards, by suit.
    const k0 = b.lengths[0]!;
    const k1 = b.lengths[1]!;
    const i = b.ply * 2;
    this.keyWords[i] = k0;
    this.keyWords[i + 1] = k1;
    const pat = this.pat;
    const len = this.len;
    const tags = this.patTag;
    const vals = this.patVal;
    for (let s = 0; s < 4; s++) {
      const live = b.live[s]!;
      const tag = ((s << 13) | live) + 1;
      const slot = Math.imul(tag, 0x9e3779b1) >>> (32 - PAT_BITS);
      let p: number;
      if (tags[slot] === tag) p = vals[slot]!;
      else {
        p = vals[slot] = b.suitKey(s);
        tags[slot] = tag;
      }
      pat[at + s] = p;
      len[at + s] = (31 - Math.clz32(p)) >> 1;
    }
    const t = this.ranks;
    const found = t.probe(k0, k1, k2, pat, len, at, need, m);
    if (found >= 0) {
      // What decided it: the top k cards of each suit, as stored.
      const rel = this.rel;
      for (let s = 0; s < 4; s++) {
        // The live cards but the lowest `len − k` (each `m & (m − 1)` drops the lowest: cheaper than taking the top `k` one by one).
        let m = b.live[s]!;
        for (let drop = len[at + s]! - ((31 - Math.clz32(t.hit[s]!)) >> 1); drop > 0; drop--) m &= m - 1;
        rel[at + s] = m;
      }
    }
    return found;
  }

  /** Stores bounds `lo`…`hi` on f(`m`) for the position of the last {@link probeRanks} at this ply, by its relevant cards. */
  private storeRanks(at: number, k2: number, m: number, lo: number, hi: number, hint: number): void {
    const b = this.board;
    const rel = this.rel;
    const pat = this.pat;
    const len = this.len;
    const e = this.top;
    for (let s = 0; s < 4; s++) {
      const low = rel[at + s]!;
      const k = low === 0 ? 0 : popcount(b.live[s]! >> lowBit(low));
      e[s] = pat[at + s]! >>> (2 * (len[at + s]! - k));
    }
    const i = b.ply * 2;
    this.ranks.store(this.keyWords[i]!, this.keyWords[i + 1]!, k2, e, m, lo, hi, hint);
  }

  private raceInner(): boolean {
    const b = this.board;
    if (++this.nodes > this.limit) throw new SearchCut();
    const max = b.side[b.toAct()] === 0;
    const count = b.moves();
    const base = moveBase(b.ply);
    if (b.pos === 0) {
      // The table's lead for this position first, then the card that last cut off at this ply.
      if (this.leadHint >= 0) this.toFront(base, count, this.hintCard(this.leadHint));
      this.toFront(base, count, this.killer[b.ply * 4 + b.toAct()]!);
      this.leadHint = -1;
    }
    const rel = this.rel;
    const at = b.ply * 4;
    const next = at + 4;
    let r0 = 0;
    let r1 = 0;
    let r2 = 0;
    let r3 = 0;
    // Per suit, 4 bits each: the seat's cards below this bit fail as one already searched did (raiseFloor).
    let floors = 0;
    for (let i = 0; i < count; i++) {
      const suit = b.moveSuit[base + i]!;
      const bit = b.moveBit[base + i]!;
      if (bit < ((floors >> (suit << 2)) & 15)) continue;
      b.play(suit, bit);
      let r: boolean;
      if (b.pos === 0) {
        r = this.raceStart();
        // The trick's winning card decided it, by its rank when it beat a card of its suit.
        if (b.rankMattered()) {
          const w = b.bestCard();
          rel[next + (w >> 4)]! |= 1 << (w & 15);
        }
      } else r = this.raceInner();
      b.undo();
      if (r === max) {
        const card = suit * 16 + bit;
        this.killer[b.ply * 4 + b.toAct()] = card;
        // For the table: the lead, by its suit and how many cards of the suit are above it (the same card in every position the entry covers).
        if (b.pos === 0) this.cut = (card & ~15) | popcount(b.live[card >> 4]! >> ((card & 15) + 1));
        rel[at] = rel[next]!;
        rel[at + 1] = rel[next + 1]!;
        rel[at + 2] = rel[next + 2]!;
        rel[at + 3] = rel[next + 3]!;
        return r;
      }
      floors = raiseFloor(floors, suit, bit, rel[next + suit]!);
      r0 |= rel[next]!;
      r1 |= rel[next + 1]!;
      r2 |= rel[next + 2]!;
      r3 |= rel[next + 3]!;
    }
    if (b.pos === 0) this.cut = -1;
    rel[at] = r0;
    rel[at + 1] = r1;
    rel[at + 2] = r2;
    rel[at + 3] = r3;
    this.keepRuns(at, base, count);
    return !max;
  }

  /**
   * After every move failed (the table's bound then stands for every move):
   * each card tried stood for its run of equivalent cards (the seat's cards
   * above it with no other card in play between, solve-board.ts), and a run
   * is one move only where nothing splits it. A table entry answers for
   * positions that differ below the relevant cards, where another hand's
   * card may split a run that reaches from below the lowest relevant card
   * of its suit to above it, giving the seat a move this search never
   * tried. So such a run's bottom card is made relevant too: the entry then
   * fixes the whole run. (A cutoff needs no such care: the move that made it
   * exists in every position the entry covers.)
   */
  private keepRuns(at: number, base: number, count: number): void {
    const b = this.board;
    const seat = b.toAct();
    const rel = this.rel;
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < count; i++) {
        const s = b.moveSuit[base + i]!;
        const low = rel[at + s]!;
        const bit = b.moveBit[base + i]!;
        if (low === 0) continue;
        const lowest = lowBit(low);
        // The run reaches the lowest relevant card when every card in play from just above `bit` up to it is the seat's.
        if (bit < lowest && (b.live[s]! & ~b.hand[seat * 4 + s]! & ((2 << lowest) - (2 << bit))) === 0) {
          rel[at + s] = low | (1 << bit);
          changed = true;
        }
      }
    }
  }

  /**
   * The leader's card for a lead hint of the table (see {@link RankTable.hint}):
   * the card of the hint's suit with as many cards above it, when the
   * leader holds it, else the leader's lowest of the suit; as the lowest
   * card of its run of equivalent cards (`suit * 16 + bit`), or -1.
   */
  private hintCard(hint: number): number {
    const b = this.board;
    const s = hint >> 4;
    const mine = b.hand[b.toAct() * 4 + s]!;
    if (mine === 0) return -1;
    const live = b.live[s]!;
    let m = live;
    for (let k = hint & 15; k > 0 && m !== 0; k--) m ^= 1 << highBit(m);
    const bit = m !== 0 && (mine >> highBit(m)) & 1 ? highBit(m) : lowBit(mine);
    return s * 16 + runBottom(mine, live, bit);
  }

  /** Moves the card `k` (`suit * 16 + bit`) to the front of the moves at `base`, when it is one of them. */
  private toFront(base: number, count: number, k: number): void {
    const b = this.board;
    for (let i = 1; i < count; i++) {
      if (b.moveSuit[base + i]! * 16 + b.moveBit[base + i]! !== k) continue;
      for (let j = i; j > 0; j--) {
        b.moveSuit[base + j] = b.moveSuit[base + j - 1]!;
        b.moveBit[base + j] = b.moveBit[base + j - 1]!;
      }
      b.moveSuit[base] = k >> 4;
      b.moveBit[base] = k & 15;
      return;
    }
  }

  /**
   * The last trick, every card forced (then `need` and `y` are both 1):
   * whether side 0 wins it. The winning card's rank decided it when it
   * beat a card of its suit.
   */
  private lastTrick(at: number): boolean {
    const b = this.board;
    const h = b.hand;
    const rel = this.rel;
    rel[at] = rel[at + 1] = rel[at + 2] = rel[at + 3] = 0;
    let best = -1;
    let bestSuit = -1;
    let bestBit = -1;
    let same = 0;
    for (let k = 0; k < b.n; k++) {
      const seat = (b.leader + k) % b.n;
      let suit = 0;
      while (h[seat * 4 + suit] === 0) suit++;
      const bit = highBit(h[seat * 4 + suit]!);
      if (k === 0 || (suit === bestSuit ? bit > bestBit : suit === b.trump)) {
        best = seat;
        bestSuit = suit;
        bestBit = bit;
      }
    }
    for (let seat = 0; seat < b.n; seat++) if (h[seat * 4 + bestSuit] !== 0) same++;
    if (same > 1) rel[at + bestSuit] = 1 << bestBit;
    this.nodes++;
    return b.side[best] === 0;
  }

  /**
   * Tricks the leader's side can cash at once: the leader's own quick
   * tricks or, with 4 players, its partner's when the leader can reach
   * the partner by leading a suit whose top card the partner holds. The
   * cards counted are left in `qm`.
   */
  private sureTricks(leader: number): number {
    const q = this.quickTricks(leader);
    const b = this.board;
    if (b.n !== 4) return q;
    const partner = (leader + 2) & 3;
    const h = b.hand;
    for (let s = 0; s < 4; s++) {
      const live = b.live[s]!;
      if (h[leader * 4 + s] !== 0 && live !== 0 && (h[partner * 4 + s]! >> highBit(live)) & 1) {
        // The lead to the partner's top card is one of the partner's quick tricks when nobody can ruff it.
        if (!this.cashes(partner, s)) return q;
        const qm = this.qm;
        const q0 = qm[0]!;
        const q1 = qm[1]!;
        const q2 = qm[2]!;
        const q3 = qm[3]!;
        const qp = this.quickTricks(partner);
        if (qp > q) return qp;
        // The leader's own count stands: its cards go back into `qm`.
        qm[0] = q0;
        qm[1] = q1;
        qm[2] = q2;
        qm[3] = q3;
        return q;
      }
    }
    return q;
  }

  /** Whether `seat`'s top card of suit `s` wins a trick led in `s` (no opponent may ruff it). */
  private cashes(seat: number, s: number): boolean {
    const b = this.board;
    if (s === b.trump) return true;
    const h = b.hand;
    for (let o = 0; o < b.n; o++) if (b.side[o] !== b.side[seat] && h[o * 4 + b.trump] !== 0 && h[o * 4 + s] === 0) return false;
    return true;
  }

  /**
   * Tricks the leader can cash at once, leading from the top: in each suit
   * its run of highest cards in play, cut in a side suit to the shortest
   * holding of an opponent who still has a trump (who could ruff once
   * void). A lower bound of what its side takes in a row; the cards
   * counted are left in `qm`.
   */
  private quickTricks(leader: number): number {
    const b = this.board;
    const h = b.hand;
    const n = b.n;
    const trump = b.trump;
    const side = b.side[leader];
    const qm = this.qm;
    // Trumps first: when the leader's sure trumps outlast every opponent's, it draws them, and nobody ruffs its side suits.
    const tq = this.topRun(leader, trump);
    qm[trump] = this.qRun;
    let q = tq;
    let drawn = true;
    for (let o = 0; o < n; o++) if (b.side[o] !== side && popcount(h[o * 4 + trump]!) > tq) drawn = false;
    for (let s = 0; s < 4; s++) {
      if (s === trump) continue;
      qm[s] = 0;
      let run = this.topRun(leader, s);
      if (run === 0) continue;
      const shown = this.qRun;
      if (!drawn) {
        for (let o = 0; o < n && run > 0; o++) {
          if (b.side[o] !== side && h[o * 4 + trump] !== 0) run = Math.min(run, popcount(h[o * 4 + s]!));
        }
      }
      // A partner void in the suit with nothing but trumps must ruff and takes the lead: count nothing there.
      if (n === 4 && run > 0) {
        const p = (leader + 2) & 3;
        if (h[p * 4 + s] === 0 && h[p * 4 + trump] !== 0 && b.cardsEach() === popcount(h[p * 4 + trump]!)) run = 0;
      }
      if (run > 0) qm[s] = shown;
      q += run;
    }
    return q;
  }

  /**
   * The leader's winners in suit `s` when it leads it from the top, nobody
   * ruffing: its run of highest cards in play, or all its cards when that
   * run outlasts every other hand's cards of the suit. The top cards that
   * show it (the run) are left in `qRun`; the lengths are in the table's key.
   */
  private topRun(leader: number, s: number): number {
    const b = this.board;
    const h = b.hand;
    const mine = h[leader * 4 + s]!;
    this.qRun = 0;
    if (mine === 0) return 0;
    let run = 0;
    const live = b.live[s]!;
    for (let m = live; m !== 0;) {
      const top = highBit(m);
      if (((mine >> top) & 1) === 0) break;
      run++;
      m ^= 1 << top;
    }
    if (run === 0) return 0;
    this.qRun = topCards(live, run);
    let most = 0;
    for (let o = 0; o < b.n; o++) if (o !== leader) most = Math.max(most, popcount(h[o * 4 + s]!));
    return run >= most ? popcount(mine) : run;
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

  /** Whether `seat` may still take a kot: it has taken every trick so far, and fewer than 7 (HOKM-8.6). */
  private canKot(seat: number): boolean {
    const b = this.board;
    return b.done < 7 && b.won[seat] === b.done;
  }

  /** The lowest result `me` may still get: -1, or the points of another seat's kot (at a trick's start, hand not ended). */
  private floor3(): number {
    let low = -1;
    for (let k = 0; k < 3; k++) if (k !== this.me && this.canKot(k)) low = Math.min(low, k === this.hakemSide ? -2 : -3);
    return low;
  }

  /** The highest result `me` may still get: 1, or the points of its own kot. */
  private ceiling3(): number {
    return this.canKot(this.me) ? (this.me === this.hakemSide ? 2 : 3) : 1;
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
    const at = b.ply * 4;
    const rel = this.rel;
    const e = this.end3();
    rel[at] = rel[at + 1] = rel[at + 2] = rel[at + 3] = 0;
    if (e !== null) return this.utility(e) >= UTILITIES[this.u]!;
    // Without a kot still possible for a seat, the result is ±1 on that seat's side: often that decides it.
    const goal = UTILITIES[this.u]!;
    if (goal <= this.floor3()) return true;
    if (goal > this.ceiling3()) return false;
    // The table bounds the value's index (one fixed horizon slot); the tricks won so far are in the key.
    const w = b.won;
    const k2 = 1 | (b.leader << 1) | (w[0]! << 3) | (w[1]! << 8) | (w[2]! << 13);
    const found = this.probeRanks(at, k2, this.u, VALUE_SLOT);
    if (found >= 0) return found === 1;
    const r = this.inner3();
    // Stored by every card, not only those that decided a trick: the result is not monotone in the tricks the two others take
    // (giving a trick away may make a tie that the third player wins, HOKM-8.8), so a low card to duck with is worth something.
    for (let s = 0; s < 4; s++) rel[at + s] = b.live[s]!;
    this.storeRanks(at, k2, VALUE_SLOT, r ? this.u : 0, r ? UTILITIES.length - 1 : this.u - 1, -1);
    return r;
  }

  private inner3(): boolean {
    const b = this.board;
    if (++this.nodes > this.limit) throw new SearchCut();
    const max = b.toAct() === this.me;
    const count = b.moves();
    const base = moveBase(b.ply);
    const rel = this.rel;
    const at = b.ply * 4;
    const next = at + 4;
    let r0 = 0;
    let r1 = 0;
    let r2 = 0;
    let r3 = 0;
    for (let i = 0; i < count; i++) {
      b.play(b.moveSuit[base + i]!, b.moveBit[base + i]!);
      let r: boolean;
      if (b.pos === 0) {
        r = this.start3();
        if (b.rankMattered()) {
          const w = b.bestCard();
          rel[next + (w >> 4)]! |= 1 << (w & 15);
        }
      } else r = this.inner3();
      b.undo();
      if (r === max) {
        rel[at] = rel[next]!;
        rel[at + 1] = rel[next + 1]!;
        rel[at + 2] = rel[next + 2]!;
        rel[at + 3] = rel[next + 3]!;
        return r;
      }
      r0 |= rel[next]!;
      r1 |= rel[next + 1]!;
      r2 |= rel[next + 2]!;
      r3 |= rel[next + 3]!;
    }
    rel[at] = r0;
    rel[at + 1] = r1;
    rel[at + 2] = r2;
    rel[at + 3] = r3;
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

/**
 * After a move failed (`bit` of `suit`, with `low` the cards of that suit
 * that decided its search): when the card lies below all of them, any other
 * card of the seat in that suit below them too fails as well, and needs no
 * search. Swapping the two cards (one played, the other kept) changes no
 * card at or above the lowest that decided anything, nor any hand's length:
 * the position after one is the position after the other for every bound
 * the search proved, as for a table entry (RankTable). Returns `floors`
 * (per suit, 4 bits each: the seat's cards below that bit are settled)
 * raised to the lowest deciding card (13 when none did).
 */
function raiseFloor(floors: number, suit: number, bit: number, low: number): number {
  const floor = low === 0 ? 13 : lowBit(low);
  const shift = suit << 2;
  return bit < floor && floor > ((floors >> shift) & 15) ? (floors & ~(15 << shift)) | (floor << shift) : floors;
}

/**
 * Whether `side` holds the `count` highest trumps in play, one of its hands
 * holding at least `count` trumps (at a trick's start): then it takes at
 * least `count` tricks by the last one, whoever leads. Each of those trumps
 * wins the trick it is played in, and the long hand has a lower trump to
 * play whenever its partner plays one of them, or a top trump of its own in
 * a trick of its own (test/hokm-solve.test.ts checks the count against an
 * exhaustive search). Returns those top trumps, or 0.
 */
export function sureTrumps(b: Board, side: number, count: number): number {
  const t = b.trump;
  let long = false;
  for (let seat = 0; seat < b.n; seat++) if (b.side[seat] === side && popcount(b.hand[seat * 4 + t]!) >= count) long = true;
  if (!long) return 0;
  const live = b.live[t]!;
  let c = 0;
  for (let m = live; m !== 0;) {
    const top = highBit(m);
    m ^= 1 << top;
    let seat = 0;
    while (((b.hand[seat * 4 + t]! >> top) & 1) === 0) seat++;
    if (b.side[seat] !== side) return 0;
    if (++c === count) return live & ~((1 << top) - 1);
  }
  return 0;
}

/**
 * Whether a hand of `side` holds the `need` highest trumps in play and
 * fewer other cards than the `other` tricks the other side needs (at a
 * trick's start): then `side` wins the race, whoever leads. While that
 * hand keeps one of those trumps, the other side wins a trick only if
 * it is led in a suit the hand follows with one of its other cards (a
 * trump led, or a suit it lacks, and the hand plays a top trump and wins),
 * so the other side's tricks before `side` has its `need` are at most that
 * hand's other cards. Returns those top trumps, or 0.
 */
export function trumpGuard(b: Board, side: number, need: number, other: number): number {
  const t = b.trump;
  const live = b.live[t]!;
  if (popcount(live) < need) return 0;
  const top = topCards(live, need);
  for (let seat = 0; seat < b.n; seat++) {
    if (b.side[seat] !== side || (b.hand[seat * 4 + t]! & top) !== top) continue;
    // Its other cards: the hand's cards (every hand holds as many at a trick's start) less its trumps.
    return b.cardsEach() - popcount(b.hand[seat * 4 + t]!) < other ? top : 0;
  }
  return 0;
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
