/**
 * The Hokm solver's transposition table (src/hokm/solve-table.ts): every
 * stored bound is found again by a position its entry covers, before and
 * after the table grows large enough to list a key's entries apart by how
 * their top trumps lie, and a position no entry covers finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { RankTable } from '../src/hokm/solve-table.js';

const TRUMP = 3;
/** Cards in play per suit in every position here. */
const LEN = 6;
/** Entries per key: few enough that no list is ever full. */
const PER_KEY = 64;

/** A position's full pattern of each suit (holders of its 6 cards after a leading 1), made from `i`, and the entry's top-`k` patterns. */
function position(i: number): { full: Int32Array; entry: Int32Array } {
  const full = new Int32Array(4);
  const entry = new Int32Array(4);
  for (let s = 0; s < 4; s++) {
    // Suit 0 tells the entries of one key apart; the trumps vary most, and their entries fix 0 to 3 top trumps.
    const holders = s === 0 ? ((i % PER_KEY) << 6) | (i & 63) : Math.imul(i + 1, 0x9e3779b1 ^ (s << 8)) >>> 20;
    full[s] = (1 << (2 * LEN)) | (holders & 0xfff);
    const k = s === TRUMP ? i % 4 : LEN;
    entry[s] = full[s]! >>> (2 * (LEN - k));
  }
  return { full, entry };
}

/** Key words of entry `i`: `PER_KEY` entries under each key. */
function key(i: number): [number, number, number] {
  const k = Math.floor(i / PER_KEY);
  return [k, k * 7 + 1, 1 | ((k & 3) << 1)];
}

/** The entries below `count` that the table does not find again as stored (their indices, at most 5). */
function missing(t: RankTable, count: number): number[] {
  const len = Int8Array.from([LEN, LEN, LEN, LEN]);
  const bad: number[] = [];
  for (let i = 0; i < count && bad.length < 5; i++) {
    const { full, entry } = position(i);
    const [k0, k1, k2] = key(i);
    const v = i % 5;
    // f(5) = v exactly: at least v holds (found by this very entry), at least v + 1 does not.
    const yes = t.probe(k0, k1, k2, full, len, 0, v, 5) === 1 && t.hit.every((w, s) => w === entry[s]);
    const no = t.probe(k0, k1, k2, full, len, 0, v + 1, 5) === 0;
    // Another suit-0 holding under the same key: no entry covers it.
    const other = Int32Array.from(full);
    other[0] = (1 << (2 * LEN)) | ((((i % PER_KEY) + 1) % PER_KEY) << 6) | ((i + 1) & 63);
    const none = t.probe(k0, k1, k2, other, len, 0, v, 5) === -1 || !t.hit.every((w, s) => w === entry[s]);
    if (!yes || !no || !none) bad.push(i);
  }
  return bad;
}

describe('the solver table (RankTable)', () => {
  it('finds every stored bound again, in a small table and once its lists are split by trumps', () => {
    const t = new RankTable(TRUMP);
    const total = 40_000;
    for (let i = 0; i < total; i++) {
      const { entry } = position(i);
      const [k0, k1, k2] = key(i);
      t.store(k0, k1, k2, entry, 5, i % 5, i % 5, -1);
      if (i === 9_999) expect(missing(t, 10_000)).toEqual([]);
    }
    expect(missing(t, total)).toEqual([]);
  });
});
