/**
 * The exact solver's board: the play of a Hoc deal (HOC-8.1 – HOC-8.13,
 * HOC-9.1, HOC-11.2) reduced to what decides the rest of it, changed in
 * place with `play` and `undo`, with no allocation during a search.
 *
 * Only ranks matter in the play, and suits only through the principal hocs
 * (the Kings, Q♠ and J♦, HOC-8.8). So a hand is a count per *kind* of card:
 * kinds 0–11 are the ordinary cards Ace … Queen (the Jack without J♦, the
 * Queen without Q♠), kind 12 the Kings, 13 the Q♠, 14 the J♦. Two cards of
 * one kind in one hand are equivalent for the rest of the deal and are
 * searched once. A position is the counts, the seat to act, the run's top
 * rank and who laid it; its exact key packs the counts in mixed radix (each
 * hand only shrinks, so `count + 1` values per kind and seat suffice).
 *
 * The chips every seat has won or paid since the root are kept as the
 * moves are made: 1 from each other player for every hoc (HOC-8.12), 5 to
 * each other player for every false "without" (HOC-11.2, paid once
 * whenever it is found out, so counted when told), and at the end the
 * cards-left payments (HOC-9.1).
 */
import { FALSE_WITHOUT_PENALTY } from './deal.js';
import { HOC_PAYMENT } from './play.js';

/** Kinds of card (see the module comment). */
export const KINDS = 15;
/** The kinds of the principal hocs. */
export const KING = 12;
/** The Q♠. */
export const QUEEN_SPADES = 13;
/** The J♦. */
export const JACK_DIAMONDS = 14;
/** The move "without" (the other moves are a kind to lay). */
export const WITHOUT = 15;
/** Moves per position at most: every kind, and without. */
export const MAX_MOVES = 16;

/** The rank (Hoc strength: 0 Ace … 12 King) of each kind. */
export const RANK_OF: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 11, 10];

/** The principal hoc whose rank is `need` (laid in its own place), or -1. */
function inPlace(need: number): number {
  return need === 12 ? KING : need === 11 ? QUEEN_SPADES : need === 10 ? JACK_DIAMONDS : -1;
}

/** The position of the play, for one search. */
export class Board {
  /** The number of players. */
  readonly n: number;
  /** Cards per seat and kind, `[seat * 16 + kind]`. */
  readonly count: Int8Array;
  /** Cards per seat. */
  readonly size: Int8Array;
  /** The chips each seat has won (+) or paid (−) since the root. */
  readonly chips: Float64Array;
  /** The cards-left table (HOC-9.2). */
  readonly cardsLeft: readonly number[];
  /** Whether false "without"s are allowed (HOC-11.2). */
  readonly falseWithout: boolean;
  /** The seat to act. */
  turn = 0;
  /** The rank of the run's last card, or -1 when a run must be started. */
  top = -1;
  /** Who laid the run's last card, or -1. */
  last = -1;
  /** The seat that went out, or -1 while the deal goes on. */
  out = -1;
  /** Moves made since the root. */
  ply = 0;
  /** The hands' part of the key: the sum of the weights of the cards held. */
  hands = 0;
  /** The most moves a deal from the root can still take. */
  readonly maxPlies: number;
  /** Per seat and kind the weight of one card in {@link hands} (mixed radix over the root's counts). */
  private readonly weight: Float64Array;
  /** Per ply: the move, the turn, top and last before it, and the chips before it. */
  private readonly undoMove: Int8Array;
  private readonly undoTurn: Int8Array;
  private readonly undoTop: Int8Array;
  private readonly undoLast: Int8Array;
  private readonly undoChips: Float64Array;

  constructor(n: number, cardsLeft: readonly number[], falseWithout: boolean, depth: number) {
    this.n = n;
    this.count = new Int8Array(n * 16);
    this.size = new Int8Array(n);
    this.chips = new Float64Array(n);
    this.weight = new Float64Array(n * 16);
    this.cardsLeft = cardsLeft;
    this.falseWithout = falseWithout;
    // Every move but "without" lays a card, and at most n withouts follow one another.
    const plies = depth * (n + 1) + n + 2;
    this.maxPlies = plies;
    this.undoMove = new Int8Array(plies);
    this.undoTurn = new Int8Array(plies);
    this.undoTop = new Int8Array(plies);
    this.undoLast = new Int8Array(plies);
    this.undoChips = new Float64Array(plies * n);
  }

  /** Adds a card of `kind` to `seat`'s hand (setting up the root only). */
  add(seat: number, kind: number): void {
    this.count[seat * 16 + kind]!++;
    this.size[seat]!++;
  }

  /** Fixes the key's weights from the root's counts (after every {@link add}); the root's key part is then the sum of the counts' weights. */
  freeze(): void {
    let w = 1;
    let sum = 0;
    for (let i = 0; i < this.n * 16; i++) {
      this.weight[i] = w;
      sum += w * this.count[i]!;
      w *= this.count[i]! + 1;
    }
    this.hands = sum;
  }

  /** The exact key of the position: the hands, the seat to act, the run's top and its layer (below 2^53). */
  key(): number {
    return this.hands * 256 + (this.turn * 13 + this.top + 1) * 4 + this.last + 1;
  }

  /** Whether `seat` must lay an ordinary card of the needed rank (HOC-8.3, HOC-8.6). */
  obliged(seat: number): boolean {
    const need = this.top + 1;
    return this.top >= 0 && need <= 11 && this.count[seat * 16 + need]! > 0;
  }

  /**
   * Writes the legal moves of the seat to act into `out` from `at` (kinds
   * to lay, then {@link WITHOUT}); returns how many. None once the deal is
   * over.
   */
  moves(out: Int8Array, at: number): number {
    if (this.out >= 0) return 0;
    const base = this.turn * 16;
    const c = this.count;
    let k = 0;
    if (this.top < 0) {
      for (let kind = 0; kind < KINDS; kind++) if (c[base + kind]! > 0) out[at + k++] = kind;
      return k;
    }
    const need = this.top + 1;
    const obliged = need <= 11 && c[base + need]! > 0;
    if (obliged) out[at + k++] = need;
    const own = inPlace(need);
    if (own >= 0 && c[base + own]! > 0) out[at + k++] = own;
    if (!obliged || this.falseWithout) {
      for (let kind = KING; kind < KINDS; kind++) if (kind !== own && c[base + kind]! > 0) out[at + k++] = kind;
      out[at + k++] = WITHOUT;
    }
    return k;
  }

  /** `to` is paid `amount` by every other seat. */
  private paidByAll(to: number, amount: number): void {
    const ch = this.chips;
    for (let s = 0; s < this.n; s++) if (s !== to) ch[s]! -= amount;
    ch[to]! += amount * (this.n - 1);
  }

  /** `from` pays `amount` to every other seat. */
  private paysAll(from: number, amount: number): void {
    const ch = this.chips;
    for (let s = 0; s < this.n; s++) if (s !== from) ch[s]! += amount;
    ch[from]! -= amount * (this.n - 1);
  }

  /** Makes a legal move of the seat to act (a kind to lay, or {@link WITHOUT}). */
  play(move: number): void {
    const p = this.ply++;
    const t = this.turn;
    const n = this.n;
    this.undoMove[p] = move;
    this.undoTurn[p] = t;
    this.undoTop[p] = this.top;
    this.undoLast[p] = this.last;
    for (let s = 0; s < n; s++) this.undoChips[p * n + s] = this.chips[s]!;
    if (move === WITHOUT) {
      // Saying "without" while holding the needed ordinary rank is a lie (HOC-11.2).
      if (this.obliged(t)) this.paysAll(t, FALSE_WITHOUT_PENALTY);
      const u = t + 1 === n ? 0 : t + 1;
      this.turn = u;
      if (u === this.last) {
        // Round the table to the run's last card: an accidental hoc (HOC-8.7).
        this.paidByAll(u, HOC_PAYMENT);
        this.top = -1;
        this.last = -1;
      }
      return;
    }
    const principal = move >= KING;
    // A principal hoc out of its place stands for "without" the needed rank (HOC-8.9, HOC-11.2).
    if (principal && this.top >= 0 && RANK_OF[move] !== this.top + 1 && this.obliged(t)) this.paysAll(t, FALSE_WITHOUT_PENALTY);
    this.count[t * 16 + move]!--;
    this.hands -= this.weight[t * 16 + move]!;
    const left = --this.size[t]!;
    if (principal) this.paidByAll(t, HOC_PAYMENT);
    if (left === 0) {
      // Going out ends the deal: each other seat pays for the cards it still holds (HOC-8.13, HOC-9.1).
      this.out = t;
      for (let s = 0; s < n; s++) {
        if (s === t) continue;
        const owed = this.cardsLeft[this.size[s]!]!;
        this.chips[s]! -= owed;
        this.chips[t]! += owed;
      }
      return;
    }
    this.top = principal ? -1 : RANK_OF[move]!;
    this.last = principal ? -1 : t;
  }

  /** Takes back the last move. */
  undo(): void {
    const p = --this.ply;
    const n = this.n;
    const move = this.undoMove[p]!;
    const t = this.undoTurn[p]!;
    this.turn = t;
    this.top = this.undoTop[p]!;
    this.last = this.undoLast[p]!;
    this.out = -1;
    for (let s = 0; s < n; s++) this.chips[s] = this.undoChips[p * n + s]!;
    if (move === WITHOUT) return;
    this.count[t * 16 + move]!++;
    this.hands += this.weight[t * 16 + move]!;
    this.size[t]!++;
  }
}
