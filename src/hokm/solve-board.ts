/**
 * The solver's compact, mutable position: per seat and suit a 13-bit rank
 * mask (bit 0 the 2 … bit 12 the ace, HOKM-2.2), the cards still in play
 * per suit, the trick being played and the tricks won, with a play and its
 * undo that allocate nothing. Tricks follow HOKM-5.3 to HOKM-5.6: follow
 * suit when you can, the highest trump wins, else the highest card of the
 * suit led, and the winner leads next.
 *
 * Moves are generated with equivalent-card reduction: of cards of one
 * suit in one hand with no card still in play between them, only the
 * lowest is tried (they win and lose the same tricks), and the rest are
 * ordered by cheap heuristics so that the searches cut off early: at a
 * lead, winners first, then suits whose top card the partner holds, then
 * low cards, a side suit an opponent can ruff after the others; when
 * following, win as cheaply as holds the trick (a second hand whose card
 * tops the third hand's, a third hand with a card the last hand cannot
 * beat, also over a partner's card the last hand could beat), else play
 * low, and do not ruff a partner's winner.
 */

/** Most plays in one hand: 4 players × 13 tricks (3 × 17 is 51). */
const MAX_PLIES = 52;
/** Most moves at one ply: 13 ranks of a suit, or a whole 17-card hand. */
const MAX_MOVES = 17;

/** The lowest set bit's index. */
export function lowBit(m: number): number {
  return 31 - Math.clz32(m & -m);
}

/** The highest set bit's index. */
export function highBit(m: number): number {
  return 31 - Math.clz32(m);
}

/** A position of the play, changed in place by {@link Board.play} and {@link Board.undo}. */
export class Board {
  /** Number of seats. */
  readonly n: number;
  /** The trump suit's index. */
  readonly trump: number;
  /** Per seat its side (4 players: seat & 1; otherwise the seat). */
  readonly side: Int8Array;
  /** Per seat its team for move ordering: its side, or with 3 players 0 for the paranoid seat and 1 for the others (see `Solver`). */
  readonly team: Int8Array;
  /** Cards in hand: index `seat * 4 + suit`, a 13-bit rank mask. */
  readonly hand = new Int32Array(16);
  /**
   * The hand lengths, 4 bits each at `8 * seat + 4 * (suit & 1)` of word
   * `suit >> 1`, kept by {@link play} and {@link undo} (the table's key).
   * Set by {@link countLengths} once the hands are dealt.
   */
  readonly lengths = new Int32Array(2);
  /** Cards still in play per suit: in a hand or on the current trick. */
  readonly live = new Int32Array(4);
  /** Tricks won this hand per seat. */
  readonly won = new Int8Array(4);
  /** Tricks won this hand per side. */
  readonly sideWon = new Int8Array(4);
  /** The leader of the current trick. */
  leader: number;
  /** Cards already on the current trick. */
  pos = 0;
  /** Completed tricks this hand. */
  done = 0;
  /** Cards each hand held before the first trick counted in {@link done} (set by {@link countLengths}). */
  private dealt = 0;
  /** Plays made since the start of the trick given at construction (its table cards included). */
  ply = 0;
  private readonly plySuit = new Int8Array(MAX_PLIES);
  private readonly plyBit = new Int8Array(MAX_PLIES);
  /** After each play: the position in the trick of the card winning it so far, that card's suit and bit. */
  private readonly bestPos = new Int8Array(MAX_PLIES);
  private readonly bestSuit = new Int8Array(MAX_PLIES);
  private readonly bestBit = new Int8Array(MAX_PLIES);
  /** The leader before a play that completed a trick. */
  private readonly prevLeader = new Int8Array(MAX_PLIES);
  /** Generated moves per ply: suit and bit. */
  readonly moveSuit = new Int8Array(MAX_PLIES * MAX_MOVES);
  readonly moveBit = new Int8Array(MAX_PLIES * MAX_MOVES);
  private readonly moveScore = new Int16Array(MAX_MOVES);
  /** Set by {@link prepareFollow} for the scores of one following seat's moves. */
  private fOurs = false;
  private fSuit = 0;
  private fBit = 0;
  private fNext = 0;

  constructor(n: number, trump: number, leader: number) {
    this.n = n;
    this.trump = trump;
    this.leader = leader;
    this.side = Int8Array.from({ length: 4 }, (_, seat) => (n === 4 ? seat & 1 : seat));
    this.team = this.side.slice();
  }

  /** Sets {@link lengths} and the hands' size ({@link cardsEach}) from the hands (after writing them directly). */
  countLengths(): void {
    // The leader holds, with the card it led to the current trick, as many as every hand at the trick's start.
    this.dealt = this.cardsLeft(this.leader) + (this.pos > 0 ? 1 : 0) + this.done;
    this.lengths[0] = this.lengths[1] = 0;
    for (let seat = 0; seat < this.n; seat++) {
      for (let s = 0; s < 4; s++) {
        let c = 0;
        for (let m = this.hand[seat * 4 + s]!; m !== 0; m &= m - 1) c++;
        this.lengths[s >> 1]! += c << (8 * seat + 4 * (s & 1));
      }
    }
  }

  /** The seat to play. */
  toAct(): number {
    const s = this.leader + this.pos;
    return s >= this.n ? s - this.n : s;
  }

  /** The suit led to the current trick, or -1 at its start. */
  led(): number {
    return this.pos === 0 ? -1 : this.plySuit[this.ply - this.pos]!;
  }

  /** The seat winning the current trick so far (`pos` > 0). */
  winning(): number {
    return (this.leader + this.bestPos[this.ply - 1]!) % this.n;
  }

  /** The card winning the current trick so far, or the last trick just after its last card: `suit * 16 + bit`. */
  bestCard(): number {
    const p = this.ply - 1;
    return this.bestSuit[p]! * 16 + this.bestBit[p]!;
  }

  /**
   * Just after a trick's last card: whether another card of the winning
   * card's suit is in the trick (else only its suit mattered, not its rank).
   */
  rankMattered(): boolean {
    const p = this.ply - 1;
    const ws = this.bestSuit[p]!;
    let same = 0;
    for (let k = p + 1 - this.n; k <= p; k++) if (this.plySuit[k] === ws) same++;
    return same > 1;
  }

  /** Plays the card of `suit` and rank bit `bit` for the seat to act (it must hold it); completes the trick when due. */
  play(suit: number, bit: number): void {
    const seat = this.toAct();
    const p = this.ply;
    this.hand[seat * 4 + suit]! ^= 1 << bit;
    this.lengths[suit >> 1]! -= 1 << (8 * seat + 4 * (suit & 1));
    this.plySuit[p] = suit;
    this.plyBit[p] = bit;
    if (this.pos === 0) {
      this.bestPos[p] = 0;
      this.bestSuit[p] = suit;
      this.bestBit[p] = bit;
    } else {
      const bs = this.bestSuit[p - 1]!;
      // Same suit as the best card: higher wins; another suit wins only as a trump.
      if (suit === bs ? bit > this.bestBit[p - 1]! : suit === this.trump) {
        this.bestPos[p] = this.pos;
        this.bestSuit[p] = suit;
        this.bestBit[p] = bit;
      } else {
        this.bestPos[p] = this.bestPos[p - 1]!;
        this.bestSuit[p] = bs;
        this.bestBit[p] = this.bestBit[p - 1]!;
      }
    }
    this.ply = p + 1;
    if (++this.pos < this.n) return;
    const winner = (this.leader + this.bestPos[p]!) % this.n;
    for (let k = p + 1 - this.n; k <= p; k++) this.live[this.plySuit[k]!]! ^= 1 << this.plyBit[k]!;
    this.prevLeader[p] = this.leader;
    this.leader = winner;
    this.won[winner]!++;
    this.sideWon[this.side[winner]!]!++;
    this.done++;
    this.pos = 0;
  }

  /** Takes back the last play. */
  undo(): void {
    const p = this.ply - 1;
    if (this.pos === 0) {
      const winner = this.leader;
      this.won[winner]!--;
      this.sideWon[this.side[winner]!]!--;
      this.done--;
      this.leader = this.prevLeader[p]!;
      for (let k = p + 1 - this.n; k <= p; k++) this.live[this.plySuit[k]!]! |= 1 << this.plyBit[k]!;
      this.pos = this.n;
    }
    this.ply = p;
    this.pos--;
    const seat = this.toAct();
    const suit = this.plySuit[p]!;
    this.hand[seat * 4 + suit]! |= 1 << this.plyBit[p]!;
    this.lengths[suit >> 1]! += 1 << (8 * seat + 4 * (suit & 1));
  }

  /**
   * Writes the moves of the seat to act into `moveSuit`/`moveBit` from
   * index `ply * MAX_MOVES`, best guesses first, one card per run of
   * equivalent cards; returns their number. With `all`, every legal card.
   */
  moves(all = false): number {
    const seat = this.toAct();
    const led = this.led();
    const base = this.ply * MAX_MOVES;
    const h = this.hand;
    let count = 0;
    const follow = led >= 0 && h[seat * 4 + led] !== 0;
    if (follow && this.pos === this.n - 1) return this.lastMoves(seat, led, base, all);
    const lo = follow ? led : 0;
    const hi = follow ? led : 3;
    if (led >= 0) this.prepareFollow(seat, led);
    for (let s = lo; s <= hi; s++) {
      const mine = h[seat * 4 + s]!;
      if (mine === 0) continue;
      const live = this.live[s]!;
      // At a lead, what every card of the suit shares: a side suit that an opponent void in it can ruff is a worse lead,
      // and the cards above the highest one of another hand are winners.
      let ruffed = 0;
      let partnerTop = false;
      let other = 0;
      if (led < 0) {
        if (s !== this.trump) {
          for (let o = 0; o < this.n; o++) if (this.team[o] !== this.team[seat] && h[o * 4 + s] === 0 && h[o * 4 + this.trump] !== 0) ruffed = 15;
        }
        partnerTop = this.n === 4 && ((h[((seat + 2) & 3) * 4 + s]! >> highBit(live)) & 1) !== 0;
        other = live & ~mine;
      }
      for (let m = mine; m !== 0; m &= m - 1) {
        const b = lowBit(m);
        if (!all) {
          // Skip b when the next lower card still in play is ours too: they are equivalent, the lower one stands for both.
          const below = live & ((1 << b) - 1);
          if (below !== 0 && (mine >> highBit(below)) & 1) continue;
        }
        this.moveSuit[base + count] = s;
        this.moveBit[base + count] = b;
        // A guess of how good a move is (higher first): at a lead a winner, then a suit whose top card the partner holds, then low cards.
        this.moveScore[count] = led >= 0 ? this.followScore(seat, led, s, b) : (other >> b) >> 1 === 0 ? 60 + b - ruffed : partnerTop ? 40 - b - ruffed : 20 - b - ruffed;
        count++;
      }
    }
    this.sort(base, count);
    return count;
  }

  /**
   * The moves of the last hand to a trick, following suit, in the order
   * {@link followScore} gives them without scoring each: over an
   * opponent's card of the suit, the cards that beat it, cheapest first,
   * then the others from the lowest; else from the lowest.
   */
  private lastMoves(seat: number, led: number, base: number, all: boolean): number {
    const mine = this.hand[seat * 4 + led]!;
    const live = this.live[led]!;
    const p = this.ply - 1;
    const over = this.team[(this.leader + this.bestPos[p]!) % this.n] !== this.team[seat] && this.bestSuit[p] === led;
    // The cards that beat the best card go first (none over a partner's card or a ruff).
    const high = over ? mine & ~((2 << this.bestBit[p]!) - 1) : 0;
    let count = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (let m = pass === 0 ? high : mine & ~high; m !== 0; m &= m - 1) {
        const b = lowBit(m);
        if (!all) {
          const below = live & ((1 << b) - 1);
          if (below !== 0 && (mine >> highBit(below)) & 1) continue;
        }
        this.moveSuit[base + count] = led;
        this.moveBit[base + count] = b;
        count++;
      }
    }
    return count;
  }

  /** What every following card's score shares ({@link followScore}): who is winning the trick so far, and with what. */
  private prepareFollow(seat: number, led: number): void {
    const p = this.ply - 1;
    this.fOurs = this.team[(this.leader + this.bestPos[p]!) % this.n] === this.team[seat];
    this.fSuit = this.bestSuit[p]!;
    this.fBit = this.bestBit[p]!;
    // The next hand's cards of the suit led (second and third hands, 4 players: the partner, then the last hand).
    this.fNext = this.n === 4 ? this.hand[((seat + 1) & 3) * 4 + led]! : 0;
  }

  /** A guess of how good a following card is (higher first): win cheaply, else play low; don't ruff a partner's winner. */
  private followScore(seat: number, led: number, s: number, b: number): number {
    const ours = this.fOurs;
    const bs = this.fSuit;
    const bb = this.fBit;
    const beats = s === bs ? b > bb : s === this.trump;
    if (s !== led && s === this.trump) return ours || !beats ? -30 - b : 50 - b;
    // Third hand (4 players) in the suit led: the last hand's cards decide whether a card holds the trick.
    const third = this.pos === 2 && this.n === 4 && s === led;
    const last = third ? this.fNext : 0;
    if (ours) {
      // Over a partner's card that the last hand can beat: cover it, with the cheapest card the last hand cannot beat.
      if (third && bs === led && b > bb && last !== 0 && highBit(last) > bb && highBit(last) < b) return 40 - b;
      return -b;
    }
    // Second hand low (its partner plays later); later hands win as cheaply as they can.
    if (this.pos === 1 && this.n === 4) {
      if (!beats) return -b;
      if ((this.live[s]! & ~((2 << b) - 1) & ~this.hand[seat * 4 + s]!) === 0) return 50 - b;
      if (s === led) {
        // Above the third hand's cards of the suit (which cannot ruff): the trick is ours, the last hand being a partner.
        const th = this.fNext;
        if (th !== 0 ? highBit(th) < b : led === this.trump || this.hand[((seat + 1) & 3) * 4 + this.trump] === 0) return 48 - b;
      }
      return -b;
    }
    if (third && beats) {
      // Third hand winning: first the cheapest card the last hand cannot beat (nor ruff).
      const over = last === 0 ? led !== this.trump && this.hand[((seat + 1) & 3) * 4 + this.trump] !== 0 : highBit(last) > b;
      return over ? 45 - b : 55 - b;
    }
    return beats ? 50 - b : -b;
  }

  private sort(base: number, count: number): void {
    const sc = this.moveScore;
    const ms = this.moveSuit;
    const mb = this.moveBit;
    for (let i = 1; i < count; i++) {
      const v = sc[i]!;
      const s = ms[base + i]!;
      const b = mb[base + i]!;
      let j = i - 1;
      for (; j >= 0 && sc[j]! < v; j--) {
        sc[j + 1] = sc[j]!;
        ms[base + j + 1] = ms[base + j]!;
        mb[base + j + 1] = mb[base + j]!;
      }
      sc[j + 1] = v;
      ms[base + j + 1] = s;
      mb[base + j + 1] = b;
    }
  }

  /**
   * The position's key by relative ranks, one word per suit: from the
   * highest card in play down, the holder of each (2 bits), after a
   * leading 1. Two positions whose cards differ only in ranks with
   * nothing between them share a key (call at a trick's start).
   */
  suitKey(s: number): number {
    let key = 1;
    const n = this.n;
    const h = this.hand;
    for (let m = this.live[s]!; m !== 0;) {
      const b = highBit(m);
      m ^= 1 << b;
      let o = 0;
      while (o < n - 1 && ((h[o * 4 + s]! >> b) & 1) === 0) o++;
      key = (key << 2) | o;
    }
    return key;
  }

  /** Cards left in each hand at a trick's start (every hand holds as many then). */
  cardsEach(): number {
    return this.dealt - this.done;
  }

  /** Cards left in `seat`'s hand. */
  cardsLeft(seat: number): number {
    let c = 0;
    for (let s = 0; s < 4; s++) for (let m = this.hand[seat * 4 + s]!; m !== 0; m &= m - 1) c++;
    return c;
  }
}

/** The first move index of ply `ply` in the board's move buffers. */
export function moveBase(ply: number): number {
  return ply * MAX_MOVES;
}
