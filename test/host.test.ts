/**
 * src/host: randomSeed and randomDeck draw from Web Crypto, without bias.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECK, HocHokmError } from '../src/index.js';
import { isSeed } from '../src/rng/index.js';
import { randomDeck, randomSeed } from '../src/host/index.js';

/** Replaces getRandomValues with one that hands out `words` in order. */
function feed(words: number[]): void {
  const queue = [...words];
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(a: T): T => {
    const u = a as unknown as Uint32Array;
    for (let i = 0; i < u.length; i++) u[i] = queue.shift() ?? 0;
    return a;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('host randomness', () => {
  it('randomSeed: four unsigned 32-bit words, a valid seed, different every time', () => {
    const seeds = Array.from({ length: 50 }, randomSeed);
    for (const s of seeds) {
      expect(s).toHaveLength(4);
      expect(isSeed(s)).toBe(true);
    }
    expect(new Set(seeds.map((s) => s.join(','))).size).toBe(50);
  });

  it('randomDeck: a permutation of its input, which it leaves alone', () => {
    const input = DECK.slice();
    const deck = randomDeck(input);
    expect(input).toEqual(DECK);
    expect([...deck].sort()).toEqual([...DECK].sort());
    expect(randomDeck([])).toEqual([]);
    expect(randomDeck(['AS'])).toEqual(['AS']);
  });

  it('randomDeck is Fisher–Yates from the last position, redrawing the words that would bias it', () => {
    // 3 cards: j for i = 2 is a word % 3, then for i = 1 a word % 2. 0xffffffff is at or
    // above the largest multiple of 3 below 2**32 (keeping it would favour 0): it is
    // redrawn, so 4 gives j = 1 (swap b, c), then 1 gives j = 1 (no swap). Keeping it
    // would have given j = 0, then j = 0: ['b', 'c', 'a'].
    feed([0xffffffff, 4, 1]);
    expect(randomDeck(['a', 'b', 'c'])).toEqual(['a', 'c', 'b']);
  });

  it('every card reaches every position about equally often', () => {
    // 4 cards, 24,000 shuffles: each of the 16 (card, position) cells expects 6,000.
    // A chi-square over 9 degrees of freedom above 60 has probability below 1e-9.
    const counts = new Array(16).fill(0);
    for (let k = 0; k < 24_000; k++) randomDeck([0, 1, 2, 3]).forEach((c, pos) => counts[c * 4 + pos]++);
    const chi = counts.reduce((a, c) => a + (c - 6000) ** 2 / 6000, 0);
    expect(chi).toBeLessThan(60);
  });

  it('without a cryptographic source it says so with a coded error', () => {
    vi.spyOn(globalThis, 'crypto', 'get').mockReturnValue(undefined as never);
    expect(() => randomSeed()).toThrow(HocHokmError);
  });
});
