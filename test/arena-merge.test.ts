/**
 * `mergeArena` and `summarize` are linear in the matches, however many
 * entrants (issue 17: 16,000 entrants took 21.6 s), and give exactly the
 * figures of the straightforward per-entrant, per-pair summary they replace.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bots } from '../src/index.js';
import type { ArenaResult, HeadToHead, MatchResult } from '../src/bots/index.js';

const { mergeArena, summarize, formatArena, wilson, meanInterval, clusteredRate, clusteredMeanInterval } = bots;

/** The summary as it was first written: every entrant and every pair scans every match (the reference). */
function reference(game: 'hokm' | 'hoc', names: string[], results: MatchResult[]): ArenaResult {
  const sorted = [...results].sort((a, b) => a.index - b.index);
  const entrants = names.map((name, e) => {
    const wins: number[] = [];
    const scores: number[] = [];
    const deals: number[] = [];
    for (const m of sorted) {
      const seats = m.lineup.flatMap((x, seat) => (x === e ? [seat] : []));
      if (seats.length === 0) continue;
      wins.push(
        Math.min(
          1,
          seats.reduce((a, s) => a + m.result[s]!, 0),
        ),
      );
      scores.push(seats.reduce((a, s) => a + m.scores[s]!, 0) / seats.length);
      deals.push(m.deal);
    }
    return {
      name,
      matches: wins.length,
      winRate: wilson(
        wins.reduce((a, b) => a + b, 0),
        wins.length,
      ),
      score: meanInterval(scores),
      deals: new Set(deals).size,
      winRateByDeal: clusteredRate(wins, deals),
      scoreByDeal: clusteredMeanInterval(scores, deals),
    };
  });
  const headToHead: HeadToHead[] = [];
  for (let a = 0; a < names.length; a++) {
    for (let b = a + 1; b < names.length; b++) {
      const shares: number[] = [];
      const deals: number[] = [];
      for (const m of sorted) {
        let sum = 0;
        let pairs = 0;
        m.lineup.forEach((x, i) => {
          if (x !== a) return;
          m.lineup.forEach((y, j) => {
            if (y !== b) return;
            pairs++;
            sum += m.scores[i]! > m.scores[j]! ? 1 : m.scores[i] === m.scores[j] ? 0.5 : 0;
          });
        });
        if (pairs > 0) {
          shares.push(sum / pairs);
          deals.push(m.deal);
        }
      }
      if (shares.length > 0)
        headToHead.push({
          a,
          b,
          ahead: wilson(
            shares.reduce((x, y) => x + y, 0),
            shares.length,
          ),
          aheadByDeal: clusteredRate(shares, deals),
        });
    }
  }
  return { game, names: [...names], results: sorted, entrants, headToHead };
}

function match(index: number, lineup: number[], scores: number[], deal = index): MatchResult {
  const best = Math.max(...scores);
  const winners = scores.filter((s) => s === best).length;
  return { index, deal, lineup, scores, result: scores.map((s) => (s === best ? 1 / winners : 0)), actions: 1, options: { seed: index } };
}

/** Two shards of an arena of `entrants` names: `matches` matches of `seats` seats, entrants taken in turn. */
function shards(entrants: number, matches: number, seats: number): [ArenaResult, ArenaResult] {
  const names = Array.from({ length: entrants }, (_, e) => `bot ${e}`);
  const results = Array.from({ length: matches }, (_, i) =>
    match(
      i,
      Array.from({ length: seats }, (_, s) => (i * seats + s) % entrants),
      Array.from({ length: seats }, (_, s) => ((i + 1) * (s + 3)) % 7),
    ),
  );
  const half = Math.floor(matches / 2);
  return [summarize('hoc', names, results.slice(half)), summarize('hoc', names, results.slice(0, half))];
}

describe('merging arena shards is linear', () => {
  it('16,000 entrants merge in well under a second (bound 5 s for a busy machine)', () => {
    for (const [matches, seats] of [
      [2, 4],
      [8_000, 2],
      [4_000, 4],
    ] as const) {
      const parts = shards(16_000, matches, seats);
      const t0 = performance.now();
      const merged = mergeArena(parts);
      const text = formatArena(merged);
      const ms = performance.now() - t0;
      console.log(`mergeArena + formatArena, 16,000 entrants, ${matches} matches of ${seats} seats: ${ms.toFixed(1)} ms`);
      expect(ms).toBeLessThan(5000);
      expect(merged.entrants).toHaveLength(16_000);
      expect(merged.results.map((m) => m.index)).toEqual(Array.from({ length: matches }, (_, i) => i));
      expect(merged.entrants.reduce((a, e) => a + e.matches, 0)).toBe(matches * seats);
      expect(text.split('\n')).toHaveLength(1 + 16_000 + merged.headToHead.length);
    }
  });

  it('gives exactly the figures of the per-entrant, per-pair summary (property, fixed seed)', () => {
    const arb = fc.integer({ min: 2, max: 6 }).chain((entrants) =>
      fc.record({
        entrants: fc.constant(entrants),
        matches: fc.array(
          fc.integer({ min: 2, max: 4 }).chain((seats) =>
            fc.record({
              lineup: fc.array(fc.integer({ min: 0, max: entrants - 1 }), { minLength: seats, maxLength: seats }),
              scores: fc.array(fc.integer({ min: -5, max: 5 }), { minLength: seats, maxLength: seats }),
            }),
          ),
          { maxLength: 12 },
        ),
      }),
    );
    fc.assert(
      fc.property(arb, ({ entrants, matches }) => {
        const names = Array.from({ length: entrants }, (_, e) => `e${e}`);
        // Numbered out of order, to check the sort.
        const results = matches.map((m, i) => match((i * 7) % (matches.length + 7), m.lineup, m.scores, i >> 1));
        const unique = results.filter((m, i) => results.findIndex((x) => x.index === m.index) === i);
        expect(summarize('hokm', names, unique)).toEqual(reference('hokm', names, unique));
        const whole = summarize('hokm', names, unique);
        const merged = mergeArena([summarize('hokm', names, unique.slice(1)), summarize('hokm', names, unique.slice(0, 1))]);
        expect(merged).toEqual(whole);
        // The table counts, per pair, the matches that seated both.
        for (const h of whole.headToHead) {
          const both = unique.filter((m) => m.lineup.includes(h.a) && m.lineup.includes(h.b)).length;
          expect(formatArena(whole)).toContain(`e${h.a} ahead of e${h.b}: `);
          expect(
            formatArena(whole)
              .split('\n')
              .find((l) => l.startsWith(`e${h.a} ahead of e${h.b}: `)),
          ).toMatch(new RegExp(` of ${both} matches$`));
        }
      }),
      { seed: 1717, numRuns: 150 },
    );
  });

  it('names are compared one by one: a name holding a NUL does not pass for two', () => {
    const a = summarize('hokm', ['x\u0000y'], [match(0, [0, 0], [1, 0])]);
    const b = summarize('hokm', ['x', 'y'], [match(1, [0, 1], [1, 0])]);
    expect(() => mergeArena([a, b])).toThrow(/different arenas/);
    expect(() => mergeArena([b, a])).toThrow(/different arenas/);
  });
});
