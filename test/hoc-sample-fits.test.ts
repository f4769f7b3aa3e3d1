/**
 * The sampler's mask-based check of a seat's bidding hand (fits.ts,
 * `fitsHand`, which runs the sampler's own `fitsFacts`) against the same
 * facts read with the combination functions on card codes (combos.ts), as
 * the sampler read them before: the best point, sequence and tricon are
 * the ones announced, a prize won was shown whole, every shown card belongs
 * to a combination won and shown or laid whole, and how many witnesses the
 * hand fits.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, RANKS, type Card } from '../src/cards/index.js';
import { PRIZES, all, best, countedLength, pointValue } from '../src/hoc/combos.js';
import { fitsHand } from '../src/hoc/fits.js';
import type { Announcement } from '../src/hoc/state.js';

/** The facts of the hand, read as sample.ts read them before: with best() and all() on card codes. */
function reference(a: readonly (Announcement | null)[], won: readonly boolean[], shown: readonly Card[], hand: readonly Card[], known: readonly Card[]): number {
  const seen = (c: Card) => known.includes(c);
  for (let prize = 0; prize < 3; prize++) {
    const x = a[prize];
    if (!x) continue;
    const c = best(PRIZES[prize]!, hand);
    if (c === null) return 0;
    const ok =
      c.kind === 'point'
        ? c.length === x.length && (x.value === null || c.value === x.value)
        : c.kind === 'sequence'
          ? countedLength(c) === x.length && c.top === x.rank
          : c.size === x.length && c.rank === x.rank;
    if (!ok) return 0;
    if (won[prize] && !c.cards.every(seen)) return 0;
  }
  let mult = 1;
  const point = a[0];
  if (point) {
    const length = [0, 0, 0, 0];
    const worth = [0, 0, 0, 0];
    for (const c of hand) {
      length[(DECK.indexOf(c) / 13) | 0]! += 1;
      worth[(DECK.indexOf(c) / 13) | 0]! += pointValue(c);
    }
    mult *= length.filter((n, s) => n === point.length && (point.value === null || worth[s] === point.value)).length;
  }
  const seq = a[1];
  if (seq) mult *= all('sequence', hand).filter((c) => c.kind === 'sequence' && countedLength(c) === seq.length && c.top === seq.rank).length;
  if (shown.length > 0) {
    const covered = new Set<Card>();
    if (won[0] && point) for (const c of best('point', hand)!.cards) covered.add(c);
    for (const prize of [1, 2]) {
      if (!won[prize]) continue;
      for (const combo of all(PRIZES[prize]!, hand)) if (combo.cards.every(seen)) for (const c of combo.cards) covered.add(c);
    }
    if (!shown.every((c) => covered.has(c))) return 0;
  }
  return mult;
}

/** What the hand's best combinations announce, each kept or changed or dropped by `how` (0 keep, 1 change, 2 drop). */
function announcementsOf(hand: readonly Card[], how: readonly number[], value: boolean, shift: number): (Announcement | null)[] {
  const out: (Announcement | null)[] = [null, null, null];
  for (let prize = 0; prize < 3; prize++) {
    const c = best(PRIZES[prize]!, hand);
    if (c === null || how[prize] === 2) continue;
    const a: Announcement =
      c.kind === 'point'
        ? { length: c.length, value: value ? c.value : null, rank: null }
        : c.kind === 'sequence'
          ? { length: countedLength(c), value: null, rank: c.top }
          : { length: c.size, value: null, rank: c.rank };
    if (how[prize] === 1) {
      // A near miss: one longer or shorter, another value or rank.
      if (shift === 0) a.length += 1;
      else if (shift === 1) a.length -= 1;
      else if (a.rank !== null) a.rank = RANKS[(RANKS.indexOf(a.rank) + shift) % 13]!;
      else a.value = (a.value ?? 0) + shift;
    }
    out[prize] = a;
  }
  return out;
}

describe('the sampler reads a bidding hand off rank masks as combos.ts reads it', () => {
  it('agrees with best() and all() on random hands, near-miss announcements, prizes won and cards shown', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...Array(52).keys()], { minLength: 3, maxLength: 16 }),
        fc.nat(16),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.nat(16),
        (ids, cut, how, value, shift, won, show) => {
          const hand = ids.map((id) => DECK[id]!);
          const a = announcementsOf(hand, how, value, shift);
          // The hidden cards first, then the known ones (shown or laid); some of the known ones shown.
          const k = Math.min(cut, ids.length);
          const known = ids.slice(k);
          const shown = known.slice(0, Math.min(show, known.length)).map((id) => DECK[id]!);
          const knownCards = known.map((id) => DECK[id]!);
          expect(fitsHand(a, won, shown, ids.slice(0, k), known)).toBe(reference(a, won, shown, hand, knownCards));
        },
      ),
      { seed: 1414, numRuns: 5000 },
    );
  });

  it('counts two equal points and two equal sequences as two witnesses', () => {
    // Clubs and hearts: four cards worth 16 each; A-2-3 in both.
    const ids = ['AC', '2C', '3C', 'QC', 'AH', '2H', '3H', 'QH', '5S'].map((c) => DECK.indexOf(c as Card));
    const a: Announcement[] = [
      { length: 4, value: null, rank: null },
      { length: 3, value: null, rank: '3' },
    ];
    expect(fitsHand([a[0]!, a[1]!, null], [false, false, false], [], ids, [])).toBe(4);
    expect(fitsHand([{ length: 4, value: 16, rank: null }, null, null], [false, false, false], [], ids, [])).toBe(2);
  });
});
