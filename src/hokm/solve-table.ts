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

/** Words per entry of {@link RankTable}: three of key, four suit patterns. */
const RANK_WORDS = 7;
/** Most slots a probe or a store looks at before giving up (only a lost hit, never a wrong one). */
const MAX_SCAN = 24;

/**
 * The table of the 4- and 2-player races, by relevant ranks: an entry
 * holds, besides the hand lengths per seat and suit, the leader and the
 * horizon (the key), per suit the holders of the top `k` cards in play
 * only, where `k` reaches down to the lowest card that won a trick in the
 * search that made it. It then answers for every position with the same
 * key whose top `k` cards per suit lie the same way: the cards below never
 * decided a trick there, and with the same lengths they can be swapped
 * between the hands without changing any trick.
 */
export class RankTable {
  private words: Int32Array;
  private lo: Int8Array;
  private hi: Int8Array;
  private mask: number;
  private used = 0;
  /** The patterns (top `k` holders per suit) of the entry that decided the last {@link probe}. */
  readonly hit = new Int32Array(4);

  constructor(bits = 14) {
    const size = 1 << bits;
    this.words = new Int32Array(size * RANK_WORDS);
    this.lo = new Int8Array(size);
    this.hi = new Int8Array(size);
    this.mask = size - 1;
  }

  private home(k0: number, k1: number, k2: number): number {
    let h = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1), 0x85ebca6b) ^ Math.imul(k2, 0xc2b2ae35);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    return (h ^ (h >>> 13)) & this.mask;
  }

  /**
   * Whether an entry decides "at least `need`": 1 yes, 0 no, -1 unknown.
   * `pat[s]` is the position's full pattern of suit `s` (holders of every
   * card in play, see `Board.suitKey`) and `len[s]` its number of cards.
   */
  probe(k0: number, k1: number, k2: number, pat: Int32Array, len: Int8Array, need: number): number {
    const w = this.words;
    for (let i = this.home(k0, k1, k2), n = 0; n < MAX_SCAN; i = (i + 1) & this.mask, n++) {
      const at = i * RANK_WORDS;
      if (w[at + 2] === 0) return -1;
      if (w[at + 2] !== k2 || w[at] !== k0 || w[at + 1] !== k1) continue;
      const lo = this.lo[i]!;
      const hi = this.hi[i]!;
      if (lo < need && hi >= need) continue;
      let match = true;
      for (let s = 0; s < 4 && match; s++) {
        const e = w[at + 3 + s]!;
        const k = (31 - Math.clz32(e)) >> 1;
        match = pat[s]! >>> (2 * (len[s]! - k)) === e;
      }
      if (!match) continue;
      for (let s = 0; s < 4; s++) this.hit[s] = w[at + 3 + s]!;
      return lo >= need ? 1 : 0;
    }
    return -1;
  }

  /** Stores bounds for the key and the top-`k` patterns `e` (merged into an entry with the very same patterns). */
  store(k0: number, k1: number, k2: number, e: Int32Array, lo: number, hi: number): void {
    const w = this.words;
    for (let i = this.home(k0, k1, k2), n = 0; n < MAX_SCAN; i = (i + 1) & this.mask, n++) {
      const at = i * RANK_WORDS;
      if (w[at + 2] === 0) {
        w[at] = k0;
        w[at + 1] = k1;
        w[at + 2] = k2;
        for (let s = 0; s < 4; s++) w[at + 3 + s] = e[s]!;
        this.lo[i] = lo;
        this.hi[i] = hi;
        if (++this.used * 2 > this.mask) this.grow();
        return;
      }
      if (w[at + 2] === k2 && w[at] === k0 && w[at + 1] === k1 && w[at + 3] === e[0] && w[at + 4] === e[1] && w[at + 5] === e[2] && w[at + 6] === e[3]) {
        this.lo[i] = Math.max(this.lo[i]!, lo);
        this.hi[i] = Math.min(this.hi[i]!, hi);
        return;
      }
    }
  }

  private grow(): void {
    const { words, lo, hi } = this;
    const size = (this.mask + 1) * 2;
    this.words = new Int32Array(size * RANK_WORDS);
    this.lo = new Int8Array(size);
    this.hi = new Int8Array(size);
    this.mask = size - 1;
    this.used = 0;
    const e = new Int32Array(4);
    for (let i = 0; i < lo.length; i++) {
      const at = i * RANK_WORDS;
      if (words[at + 2] === 0) continue;
      for (let s = 0; s < 4; s++) e[s] = words[at + 3 + s]!;
      this.store(words[at]!, words[at + 1]!, words[at + 2]!, e, lo[i]!, hi[i]!);
    }
  }
}
