/**
 * The Hoc solver's transposition table: open addressing on exact keys
 * (one integer below 2^53 per position, so no false hits and the solver
 * stays exact), each entry holding a lower and an upper bound of the chips
 * still to come for the solver's seat, and the best move found there (for
 * move ordering). It lives for one `solve` or `analyze` call (the core
 * keeps no module-level state) and doubles when half full.
 */

/** A table from exact position keys to bounds and a best move. */
export class HocTable {
  private keys: Float64Array;
  private lo: Float64Array;
  private hi: Float64Array;
  private moves: Int8Array;
  private mask: number;
  private used = 0;
  /** How many times the table has doubled (entries move when it does). */
  grown = 0;
  /** The slot of the last {@link find}: the entry, or -1 - the free slot. */
  private slot = 0;
  private probe = 0;

  constructor(bits = 14) {
    const size = 1 << bits;
    this.keys = new Float64Array(size);
    this.lo = new Float64Array(size);
    this.hi = new Float64Array(size);
    this.moves = new Int8Array(size);
    this.mask = size - 1;
  }

  /** The slot to start probing `key` at: its two 32-bit halves mixed. */
  private start(key: number): number {
    let h = Math.imul((key >>> 0) ^ Math.imul(Math.floor(key / 4294967296), 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 13;
    return h & this.mask;
  }

  /** Looks up `key` (stored as `key + 1`: 0 marks an empty slot); returns its entry or -1. {@link store} then writes to this key. */
  find(key: number): number {
    const k = key + 1;
    this.probe = k;
    const keys = this.keys;
    for (let i = this.start(key); ; i = (i + 1) & this.mask) {
      const at = keys[i]!;
      if (at === k) return (this.slot = i);
      if (at === 0) {
        this.slot = -1 - i;
        return -1;
      }
    }
  }

  /** The lower bound of entry `i`. */
  low(i: number): number {
    return this.lo[i]!;
  }

  /** The upper bound of entry `i`. */
  high(i: number): number {
    return this.hi[i]!;
  }

  /** The best move stored with entry `i`. */
  move(i: number): number {
    return this.moves[i]!;
  }

  /** Writes the bounds and best move of the key of the last {@link find}. */
  store(lo: number, hi: number, move: number): void {
    let i = this.slot;
    if (i < 0) {
      i = -1 - i;
      this.keys[i] = this.probe;
      this.used++;
    }
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.moves[i] = move;
    if (this.used * 2 > this.mask) this.grow();
  }

  /** Doubles the table, re-inserting every entry (the last find's slot is stale afterwards, and is not used again). */
  private grow(): void {
    const { keys, lo, hi, moves } = this;
    const size = keys.length * 2;
    this.grown++;
    this.keys = new Float64Array(size);
    this.lo = new Float64Array(size);
    this.hi = new Float64Array(size);
    this.moves = new Int8Array(size);
    this.mask = size - 1;
    for (let j = 0; j < keys.length; j++) {
      const k = keys[j]!;
      if (k === 0) continue;
      let i = this.start(k - 1);
      while (this.keys[i] !== 0) i = (i + 1) & this.mask;
      this.keys[i] = k;
      this.lo[i] = lo[j]!;
      this.hi[i] = hi[j]!;
      this.moves[i] = moves[j]!;
    }
  }

  /** Rewrites the bounds and best move of entry `i`, found before (valid while {@link grown} is unchanged). */
  update(i: number, lo: number, hi: number, move: number): void {
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.moves[i] = move;
  }

  /** Entries stored. */
  get size(): number {
    return this.used;
  }
}
