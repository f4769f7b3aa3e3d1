/**
 * The solver's transposition table: an open-addressing hash table of exact
 * keys (no false hits, so the solver stays exact), each with a list of
 * entries that carry small bounds. It lives only for one `solve` or
 * `analyze` call (the core keeps no module-level state) and doubles when
 * half full. A key holds at most `MAX_LIST` entries, the one unused
 * longest making room, so that a probe that nothing decides stays cheap.
 */

/** Horizons per entry: bounds for the next 1 … 13 tricks (index 0 unused). */
const HORIZONS = 14;
/** Most entries under one key: a probe scans them all when none decides it (256: with the table probed before the quick tricks, less time than 64 or 128 on the deals measured, as little as 1,024). */
const MAX_LIST = 256;
/** Entries from which a key's entries are listed apart by their top trumps (see `RankTable.split`). */
const SPLIT_AT = 1 << 16;

/**
 * The table of the 4- and 2-player races, by relevant ranks. Its key is
 * the hand lengths per seat and suit and the leader; under one key a list
 * (in a large table, lists by how the entries' top trumps lie, see
 * {@link RankTable.split}) of entries, each with per suit the holders of the top `k` cards in play
 * only, where `k` reaches down to the lowest card that won a trick in the
 * search that made it. An entry answers for every position with the same
 * key whose top `k` cards per suit lie the same way: the cards below never
 * decided a trick there, and with the same lengths they can be swapped
 * between the hands without changing any trick.
 *
 * What it bounds is `f(m)`, the tricks side 0 takes of the next `m` under
 * best play, for each horizon `m` separately; one horizon bounds the
 * others, since one more trick adds 0 or 1 to any line of play:
 * `f(m) ≤ f(m') ≤ f(m) + (m' − m)` for `m ≤ m'`. So a race for one target
 * reuses what the search of another target learnt.
 *
 * The 3-player search keeps here bounds on its result's index in one
 * horizon slot, with the trick counts in the key and every card's holder
 * in the patterns (an exact key there, see `Solver`).
 */
export class RankTable {
  /** Open-addressed keys: k0, k1, k2 and the first entry + 1 (0: none) per slot. */
  private keys: Int32Array;
  private mask: number;
  private usedKeys = 0;
  /** Entries: four patterns each, the next entry + 1 under the same key, and the bounds per horizon. */
  private pats: Int32Array;
  private next: Int32Array;
  private lo: Int8Array;
  private hi: Int8Array;
  /** Per entry: the lead that last proved a bound there, as `suit * 16 + cards of its suit above it`, or -1. */
  private lead: Int16Array;
  private entries = 0;
  /** The patterns (top `k` holders per suit) of the entry that decided the last {@link probe}. */
  readonly hit = new Int32Array(4);
  /** After a {@link probe} that decided nothing: the lead hint of an entry with the position's patterns, or -1 (else stale). */
  hint = -1;

  /** The trump suit's index: once {@link split}, a key's entries are listed apart by how their top trumps lie. */
  private readonly trump: number;
  /**
   * Whether a key's entries are in one list (a small table) or in lists by
   * how their top trumps lie (from `SPLIT_AT` entries on): a probe then
   * passes only entries whose trumps lie as the position's, at the cost of
   * looking up a few lists (which a small table's short lists do not repay).
   */
  private split = false;

  constructor(trump: number, bits = 10) {
    this.trump = trump;
    const size = 1 << bits;
    this.keys = new Int32Array(size * 4);
    this.mask = size - 1;
    this.pats = new Int32Array(size * 4);
    this.next = new Int32Array(size);
    this.lo = new Int8Array(size * HORIZONS);
    this.hi = new Int8Array(size * HORIZONS);
    this.lead = new Int16Array(size);
  }

  /** The slot of a key (`k2` is never 0), or of the empty slot where it goes. */
  private slot(k0: number, k1: number, k2: number): number {
    let h = Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1), 0x85ebca6b) ^ Math.imul(k2, 0xc2b2ae35);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    const keys = this.keys;
    for (let i = (h ^ (h >>> 13)) & this.mask; ; i = (i + 1) & this.mask) {
      const at = i * 4;
      const w = keys[at + 2]!;
      if (w === 0 || (w === k2 && keys[at] === k0 && keys[at + 1] === k1)) return at;
    }
  }

  /**
   * The third key word of the list of a key's entries whose trump pattern
   * is `prefix` (the holders of the top `k` trumps after a leading 1, as
   * stored): `k2` with its top bit set and a hash of `prefix` in its free
   * bits. Two prefixes may share a list: every entry is checked whole anyway.
   */
  private static bucketWord(k2: number, prefix: number): number {
    return k2 | 0x80000000 | (Math.imul(prefix, 0x9e3779b1) & 0x7ffc0000);
  }

  /** Marks in the key's own slot (its word 3, a bit mask) that one of its lists holds entries with the top `k` trumps in their patterns. */
  private markTrumps(k0: number, k1: number, k2: number, k: number): void {
    let at = this.slot(k0, k1, k2);
    if (this.keys[at + 2] === 0) at = this.claim(at, k0, k1, k2);
    this.keys[at + 3]! |= 1 << k;
  }

  /** Puts a new key into the empty slot `at` (growing the slots first when half full); returns its slot. */
  private claim(at: number, k0: number, k1: number, k2: number): number {
    if ((this.usedKeys + 1) * 2 > this.mask) {
      this.growKeys();
      at = this.slot(k0, k1, k2);
    }
    this.keys[at] = k0;
    this.keys[at + 1] = k1;
    this.keys[at + 2] = k2;
    this.usedKeys++;
    return at;
  }

  /**
   * Whether an entry decides "side 0 takes at least `need` of the next `m`
   * tricks": 1 yes, 0 no, -1 unknown. `pat[at + s]` is the position's full
   * pattern of suit `s` (holders of every card in play, see
   * `Board.suitKey`) and `len[at + s]` its number of cards.
   */
  probe(k0: number, k1: number, k2: number, pat: Int32Array, len: Int8Array, at: number, need: number, m: number): number {
    this.hint = -1;
    const base = this.slot(k0, k1, k2);
    if (!this.split) return this.scan(base, pat, len, at, need, m);
    // The numbers of top trumps that the key's entries fix; for each, the list of the entries whose trumps lie as the position's.
    const used = this.keys[base + 3]!;
    const tp = pat[at + this.trump]!;
    const tl = len[at + this.trump]!;
    for (let u = used; u !== 0; u &= u - 1) {
      const k = 31 - Math.clz32(u & -u);
      const found = this.scan(this.slot(k0, k1, RankTable.bucketWord(k2, tp >>> (2 * (tl - k)))), pat, len, at, need, m);
      if (found >= 0) return found;
    }
    return -1;
  }

  /** {@link probe} over the list of the key slot `slot`. */
  private scan(slot: number, pat: Int32Array, len: Int8Array, at: number, need: number, m: number): number {
    const lo = this.lo;
    const hi = this.hi;
    const next = this.next;
    const first = this.keys[slot + 3]!;
    const lead = this.lead;
    // One pass: the first matching entry that decides it answers; else the first matching one with a lead gives the hint.
    // The patterns are checked first: on the slowest deals about one entry in ten passed matches, while most entries'
    // bounds decide (one horizon bounds the others), so reading the bounds of only those that match saves memory traffic.
    for (let e = first, before = 0; e !== 0; before = e, e = next[e - 1]!) {
      const i = e - 1;
      if (!this.matches(i, pat, len, at)) continue;
      // Every horizon's bounds already carry what the others imply (see store), so f(m)'s are read directly.
      const h = i * HORIZONS + m;
      if (lo[h]! < need && hi[h]! >= need) {
        if (this.hint < 0) this.hint = lead[i]!;
        continue;
      }
      for (let s = 0; s < 4; s++) this.hit[s] = this.pats[i * 4 + s]!;
      if (before !== 0) {
        // To the front of the list: the entry that answered is the likeliest to answer the next probe of this key.
        next[before - 1] = next[i]!;
        next[i] = first;
        this.keys[slot + 3] = e;
      }
      return lo[h]! >= need ? 1 : 0;
    }
    return -1;
  }

  /** Whether entry `i`'s top-`k` patterns are those of the position (`pat`, `len` from `at`, as in {@link probe}). */
  private matches(i: number, pat: Int32Array, len: Int8Array, at: number): boolean {
    const pats = this.pats;
    for (let s = 0; s < 4; s++) {
      const w = pats[i * 4 + s]!;
      const k = (31 - Math.clz32(w)) >> 1;
      if (pat[at + s]! >>> (2 * (len[at + s]! - k)) !== w) return false;
    }
    return true;
  }

  /**
   * Stores bounds on f(`m`) for the key and the top-`k` patterns `e`
   * (merged into an entry with the very same patterns), with the lead that
   * proved them (`hint`, as in {@link hint}; -1 when none did).
   */
  store(k0: number, k1: number, k2: number, e: Int32Array, m: number, low: number, high: number, hint: number): void {
    // Room first: growing may split the lists, which moves every entry.
    if (this.entries === this.next.length) this.growEntries();
    const tp = e[this.trump]!;
    const w = this.split ? RankTable.bucketWord(k2, tp) : k2;
    let at = this.slot(k0, k1, w);
    const pats = this.pats;
    const next = this.next;
    let length = 0;
    let tail = 0;
    let beforeTail = 0;
    for (let x = this.keys[at + 3]!; x !== 0; beforeTail = tail, tail = x, x = next[x - 1]!) {
      const i = x - 1;
      length++;
      if (pats[i * 4] === e[0] && pats[i * 4 + 1] === e[1] && pats[i * 4 + 2] === e[2] && pats[i * 4 + 3] === e[3]) {
        this.tighten(i, m, low, high);
        if (hint >= 0) this.lead[i] = hint;
        return;
      }
    }
    let i: number;
    if (length >= MAX_LIST) {
      // A full list: its last entry (the one unused longest: hits and new entries go to the front) makes room.
      i = tail - 1;
      if (beforeTail !== 0) next[beforeTail - 1] = 0;
      else this.keys[at + 3] = 0;
    } else {
      if (this.keys[at + 2] === 0) {
        if (this.split) this.markTrumps(k0, k1, k2, (31 - Math.clz32(tp)) >> 1);
        at = this.claim(this.slot(k0, k1, w), k0, k1, w);
      }
      i = this.entries++;
    }
    pats[i * 4] = e[0]!;
    pats[i * 4 + 1] = e[1]!;
    pats[i * 4 + 2] = e[2]!;
    pats[i * 4 + 3] = e[3]!;
    this.fresh(i, m, low, high);
    this.lead[i] = hint;
    // The newest entry first: it comes from the deepest knowledge so far.
    this.next[i] = this.keys[at + 3]!;
    this.keys[at + 3] = i + 1;
  }

  /**
   * Tightens entry `i`'s bounds by `low ≤ f(m) ≤ high` at every horizon:
   * `f(j) ≥ low − (m − j)` and `f(j) ≤ high` below `m`, `f(j) ≥ low` and
   * `f(j) ≤ high + (j − m)` above it, so that a probe reads one horizon.
   * (A 3-player entry reads only its value slot: what lands elsewhere is never read.)
   */
  private tighten(i: number, m: number, low: number, high: number): void {
    const lo = this.lo;
    const hi = this.hi;
    const h = i * HORIZONS;
    for (let j = 1; j < HORIZONS; j++) {
      const l = j <= m ? low - (m - j) : low;
      const u = j >= m ? high + (j - m) : high;
      if (l > lo[h + j]!) lo[h + j] = l;
      if (u < hi[h + j]!) hi[h + j] = u;
    }
  }

  /**
   * Sets a new entry `i`'s bounds to what `low ≤ f(m) ≤ high` implies at
   * every horizon, as {@link tighten} does over "nothing known" (so the
   * arrays need no filling when the table is made or grows: a small solve
   * allocates less).
   */
  private fresh(i: number, m: number, low: number, high: number): void {
    const lo = this.lo;
    const hi = this.hi;
    const h = i * HORIZONS;
    for (let j = 1; j < HORIZONS; j++) {
      const l = j <= m ? low - (m - j) : low;
      lo[h + j] = l > 0 ? l : 0;
      hi[h + j] = j >= m ? high + (j - m) : high;
    }
  }

  private growKeys(): void {
    const old = this.keys;
    const size = (this.mask + 1) * 2;
    this.keys = new Int32Array(size * 4);
    this.mask = size - 1;
    for (let at = 0; at < old.length; at += 4) {
      if (old[at + 2] === 0) continue;
      const to = this.slot(old[at]!, old[at + 1]!, old[at + 2]!);
      this.keys.set(old.subarray(at, at + 4), to);
    }
  }

  /**
   * Turns every key's list into lists by how the entries' top trumps lie
   * (see {@link split}), keeping each list's order; the key's own slot then
   * holds which numbers of top trumps its lists fix.
   */
  private splitLists(): void {
    const old = this.keys;
    this.keys = new Int32Array(old.length * 2);
    this.mask = (this.mask << 1) | 1;
    this.usedKeys = 0;
    this.split = true;
    const next = this.next;
    const order: number[] = [];
    for (let at = 0; at < old.length; at += 4) {
      if (old[at + 2] === 0) continue;
      const k0 = old[at]!;
      const k1 = old[at + 1]!;
      const k2 = old[at + 2]!;
      order.length = 0;
      for (let e = old[at + 3]!; e !== 0; e = next[e - 1]!) order.push(e - 1);
      // From the last, each to the front of its list: the lists keep the order of the key's list.
      for (let j = order.length - 1; j >= 0; j--) {
        const i = order[j]!;
        const tp = this.pats[i * 4 + this.trump]!;
        this.markTrumps(k0, k1, k2, (31 - Math.clz32(tp)) >> 1);
        const w = RankTable.bucketWord(k2, tp);
        let to = this.slot(k0, k1, w);
        if (this.keys[to + 2] === 0) to = this.claim(to, k0, k1, w);
        next[i] = this.keys[to + 3]!;
        this.keys[to + 3] = i + 1;
      }
    }
  }

  private growEntries(): void {
    if (!this.split && this.next.length * 2 >= SPLIT_AT) this.splitLists();
    const size = this.next.length * 2;
    const pats = new Int32Array(size * 4);
    pats.set(this.pats);
    this.pats = pats;
    const next = new Int32Array(size);
    next.set(this.next);
    this.next = next;
    const lo = new Int8Array(size * HORIZONS);
    lo.set(this.lo);
    this.lo = lo;
    const hi = new Int8Array(size * HORIZONS);
    hi.set(this.hi);
    this.hi = hi;
    const lead = new Int16Array(size);
    lead.set(this.lead);
    this.lead = lead;
  }
}
