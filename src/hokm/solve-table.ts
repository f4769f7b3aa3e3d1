/**
 * The solver's transposition table: an open-addressing hash table with
 * exact keys of five 32-bit words (no false hits, so the solver stays
 * exact), each entry carrying two small bounds. It lives only for one
 * `solve` or `analyze` call (the core keeps no module-level state) and
 * doubles when half full.
 */

/** Words per key. */
const KEY_WORDS = 5;

/** A table from five-word keys to a pair of small integers `lo`, `hi`. */
export class SolveTable {
  private keys: Int32Array;
  private lo: Int8Array;
  private hi: Int8Array;
  private mask: number;
  private used = 0;
  /** The slot of the last {@link find} (or -1 when absent), for {@link store}. */
  private slot = -1;
  /** The key of the last {@link find}. */
  private readonly probe = new Int32Array(KEY_WORDS);

  constructor(bits = 14) {
    const size = 1 << bits;
    this.keys = new Int32Array(size * KEY_WORDS);
    this.lo = new Int8Array(size);
    this.hi = new Int8Array(size);
    this.mask = size - 1;
  }

  /**
   * Looks up a key (`k4` must not be 0: an all-zero last word marks an empty
   * slot). Returns the entry's index, or -1; {@link store} then writes to
   * this key.
   */
  find(k0: number, k1: number, k2: number, k3: number, k4: number): number {
    const p = this.probe;
    p[0] = k0;
    p[1] = k1;
    p[2] = k2;
    p[3] = k3;
    p[4] = k4;
    let h = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1), 0x85ebca6b) ^ Math.imul(k2 ^ Math.imul(k3, 0xc2b2ae35), 0x27d4eb2f) ^ k4;
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 13;
    const keys = this.keys;
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const at = i * KEY_WORDS;
      const w4 = keys[at + 4]!;
      if (w4 === 0) {
        this.slot = -1 - i;
        return -1;
      }
      if (w4 === k4 && keys[at] === k0 && keys[at + 1] === k1 && keys[at + 2] === k2 && keys[at + 3] === k3) {
        this.slot = i;
        return i;
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

  /** Writes the bounds of the key of the last {@link find}. */
  store(lo: number, hi: number): void {
    let i = this.slot;
    if (i < 0) {
      i = -1 - i;
      this.keys.set(this.probe, i * KEY_WORDS);
      this.used++;
    }
    this.lo[i] = lo;
    this.hi[i] = hi;
    if (this.used * 2 > this.mask) this.grow();
  }

  /** Doubles the table, re-inserting every entry. */
  private grow(): void {
    const { keys, lo, hi } = this;
    const size = (this.mask + 1) * 2;
    this.keys = new Int32Array(size * KEY_WORDS);
    this.lo = new Int8Array(size);
    this.hi = new Int8Array(size);
    this.mask = size - 1;
    this.used = 0;
    for (let i = 0; i < lo.length; i++) {
      const at = i * KEY_WORDS;
      if (keys[at + 4] === 0) continue;
      this.find(keys[at]!, keys[at + 1]!, keys[at + 2]!, keys[at + 3]!, keys[at + 4]!);
      this.store(lo[i]!, hi[i]!);
    }
  }
}
