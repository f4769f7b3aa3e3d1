/**
 * Intervals clustered by deal (issue 17): the seatings of one duplicated
 * deal are not independent matches. Every expected figure below is worked
 * out by hand in the comments, from the formulas in src/bots/stats.ts.
 */
import { describe, expect, it } from 'vitest';
import { bots } from '../src/index.js';
import type { MatchResult } from '../src/bots/index.js';

const { clusteredVariance, clusteredMeanInterval, clusteredRate, meanInterval, wilson, summarize, formatArena, Z95 } = bots;

const width = (i: { low: number; high: number }): number => i.high - i.low;

describe('cluster-robust intervals', () => {
  it('narrow when the seatings of a deal cancel out: [1, 3] and [2, 4]', () => {
    // mean 2.5; per deal, the deviations sum to (−1.5 + 0.5) = −1 and (−0.5 + 1.5) = 1;
    // V = G/(G−1) · Σe² / N² = 2 · 2 / 16 = 0.25, so ± z·0.5.
    const c = clusteredVariance([1, 3, 2, 4], [7, 7, 9, 9]);
    expect(c).toEqual({ mean: 2.5, variance: 0.25, clusters: 2 });
    const i = clusteredMeanInterval([1, 3, 2, 4], [7, 7, 9, 9]);
    expect(i.value).toBe(2.5);
    expect(i.low).toBeCloseTo(2.5 - Z95 * 0.5, 12);
    expect(i.high).toBeCloseTo(2.5 + Z95 * 0.5, 12);
    // Unclustered: s² = (2.25 + 0.25 + 0.25 + 2.25) / 3 = 5/3, ± z·√(5/12) = ± 1.265: wider.
    const plain = meanInterval([1, 3, 2, 4]);
    expect(plain.high - plain.value).toBeCloseTo(Z95 * Math.sqrt(5 / 12), 12);
    expect(width(i)).toBeLessThan(width(plain));
  });

  it('widen when the seatings of a deal agree: [1, 1] and [3, 3]', () => {
    // mean 2; deviations per deal −2 and 2; V = 2 · 8 / 16 = 1, so ± z.
    const i = clusteredMeanInterval([1, 1, 3, 3], [0, 0, 1, 1]);
    expect(i.low).toBeCloseTo(2 - Z95, 12);
    expect(i.high).toBeCloseTo(2 + Z95, 12);
    // Unclustered: s² = 4/3, ± z·√(1/3) = ± 1.13.
    const plain = meanInterval([1, 1, 3, 3]);
    expect(plain.high - plain.value).toBeCloseTo(Z95 * Math.sqrt(1 / 3), 12);
    expect(width(i)).toBeGreaterThan(width(plain));
  });

  it('clusters need not be adjacent, and a single cluster says nothing', () => {
    expect(clusteredVariance([1, 2, 3, 4], [0, 1, 0, 1])).toEqual(clusteredVariance([1, 3, 2, 4], [0, 0, 1, 1]));
    const one = clusteredMeanInterval([1, 2], [5, 5]);
    expect([one.value, one.low, one.high]).toEqual([1.5, -Infinity, Infinity]);
  });

  it('a rate: Wilson at the effective number of matches p(1 − p)/V', () => {
    // Wins 1 0 | 1 0 | 1 1 | 0 0 over 4 deals: p = 0.5; deviations per deal 0, 0, 1, −1;
    // V = 4/3 · 2 / 64 = 1/24; n_eff = 0.25 / (1/24) = 6: Wilson's interval of 3 out of 6, wider than 4 of 8.
    const wins = [1, 0, 1, 0, 1, 1, 0, 0];
    const deals = [0, 0, 1, 1, 2, 2, 3, 3];
    const r = clusteredRate(wins, deals);
    const six = wilson(3, 6);
    expect(r.value).toBe(0.5);
    expect(r.low).toBeCloseTo(six.low, 12);
    expect(r.high).toBeCloseTo(six.high, 12);
    expect(r.low).toBeCloseTo(0.1876, 4); // by hand: 0.5 ± 1.96·√(0.25/6 + 3.8415/144) / (1 + 3.8415/6)
    expect(width(r)).toBeGreaterThan(width(wilson(4, 8)));
    // Wins 1 0 | 0 1 | 1 0 | 1 1: p = 0.625; deviations −0.25, −0.25, −0.25, 0.75;
    // V = 4/3 · 0.75 / 64 = 1/64; n_eff = 0.234375 · 64 = 15: narrower than 5 of 8.
    const r2 = clusteredRate([1, 0, 0, 1, 1, 0, 1, 1], deals);
    const fifteen = wilson(0.625 * 15, 15);
    expect(r2.low).toBeCloseTo(fifteen.low, 12);
    expect(r2.high).toBeCloseTo(fifteen.high, 12);
    expect(width(r2)).toBeLessThan(width(wilson(5, 8)));
  });

  it('a rate with no spread counts the clusters: all wins over 3 deals is Wilson of 3 out of 3', () => {
    const r = clusteredRate([1, 1, 1, 1, 1, 1], [0, 0, 1, 1, 2, 2]);
    expect(r).toEqual({ value: 1, low: wilson(3, 3).low, high: 1 });
    // Every deal split 1–1: V = 0, so again the 4 deals count as the observations.
    const even = clusteredRate([1, 0, 0, 1, 1, 0, 0, 1], [0, 0, 1, 1, 2, 2, 3, 3]);
    expect(even.low).toBeCloseTo(wilson(2, 4).low, 12);
  });
});

describe('the arena reports them', () => {
  /** Match i of deal ⌊i/2⌋, entrant 0 in seat i mod 2, with the scores given per match for (entrant 0, entrant 1). */
  function results(pairs: [number, number][]): MatchResult[] {
    return pairs.map(([a, b], i) => {
      const flip = i % 2 === 1;
      const scores = flip ? [b, a] : [a, b];
      const best = Math.max(...scores);
      return { index: i, deal: i >> 1, lineup: flip ? [1, 0] : [0, 1], scores, result: scores.map((s) => (s === best ? 1 : 0)), actions: 1, options: {} };
    });
  }

  it('summarize: win rate, mean score and head to head clustered by deal', () => {
    // Entrant 0 scores 7, 3 | 7, 5 | 2, 7 | 7, 7 against 1, 7 | 4, 7 | 7, 6 | 3, 5.
    const r = summarize(
      'hokm',
      ['a', 'b'],
      results([
        [7, 1],
        [3, 7],
        [7, 4],
        [5, 7],
        [2, 7],
        [7, 6],
        [7, 3],
        [7, 5],
      ]),
    );
    const a = r.entrants[0]!;
    expect(a.deals).toBe(4);
    // Wins of a: 1 0 | 1 0 | 0 1 | 1 1 → p = 5/8, deviations −0.25, −0.25, −0.25, 0.75, n_eff = 15 (as above).
    expect(a.winRateByDeal.low).toBeCloseTo(wilson(0.625 * 15, 15).low, 12);
    // Scores of a: 7 3 | 7 5 | 2 7 | 7 7, mean 45/8 = 5.625; deviations per deal
    // (1.375 − 2.625) = −1.25, (1.375 − 0.625) = 0.75, (−3.625 + 1.375) = −2.25, 2.75;
    // Σe² = 1.5625 + 0.5625 + 5.0625 + 7.5625 = 14.75; V = 4/3 · 14.75 / 64 = 0.307292.
    expect(a.scoreByDeal.value).toBe(5.625);
    expect(a.scoreByDeal.high - 5.625).toBeCloseTo(Z95 * Math.sqrt((4 / 3) * (14.75 / 64)), 12);
    // Head to head: a ahead in the same matches it won (no ties).
    expect(r.headToHead[0]!.aheadByDeal).toEqual(a.winRateByDeal);
    const text = formatArena(r).split('\n');
    expect(text[4]).toBe('clustered by deal (4 deals):');
    expect(text[5]).toMatch(/^entrant +win rate \[95% CI\] +mean points \[95% CI\]$/);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    expect(text[6]!.replace(/ +/g, ' ')).toBe(
      `a ${pct(0.625)} [${pct(a.winRateByDeal.low)}, ${pct(a.winRateByDeal.high)}] 5.63 [${a.scoreByDeal.low.toFixed(2)}, ${a.scoreByDeal.high.toFixed(2)}]`,
    );
    expect(text[8]).toBe(`a ahead of b: ${pct(0.625)} [${pct(a.winRateByDeal.low)}, ${pct(a.winRateByDeal.high)}]`);
  });

  it('prints no clustered section when every deal was played once', () => {
    const one = summarize('hokm', ['a', 'b'], results([[7, 1]]));
    expect(formatArena(one)).not.toContain('clustered');
  });
});
