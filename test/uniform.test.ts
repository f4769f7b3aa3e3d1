/**
 * Exact uniformity of determinization: on small end positions the test
 * enumerates every deal of the hidden cards, keeps those the engine says
 * are consistent with the view (test/support/positions.ts), draws many
 * samples with a fixed seed, and checks that (1) every sample is one of
 * them and (2) a chi-square test does not reject equal frequencies.
 * Positions are found by seeded random play and chosen for their facts:
 * voids of two seats, announcements, and the false-"without" variant.
 */
import { describe, expect, it } from 'vitest';
import { hoc, hokm, Rng, seedRng } from '../src/index.js';
import { hocDeals, hocKey, hocNow, hokmDeals, hokmKey, sampleCounts, uniformity, type HocPosition, type HokmPosition } from './support/positions.js';

/** Samples per consistent deal: enough for the chi-square approximation (expected counts ≥ 10). */
const PER_DEAL = 12;
/** Reject uniformity below this p-value (fixed seeds: the result is the same every run). */
const ALPHA = 0.001;

function hokmVoids(v: hokm.HokmView): number {
  const seen = new Set<string>();
  for (const t of [...v.history, v.trick]) {
    t.cards.forEach((c, k) => {
      const seat = (t.leader + k) % v.options.players;
      if (k > 0 && seat !== v.seat && c[1] !== t.cards[0]![1]) seen.add(`${seat}${t.cards[0]![1]}`);
    });
  }
  return seen.size;
}

/** A late Hokm position with at least `voids` voids among the other seats and at most `hidden` hidden cards in hands. */
function hokmPosition(players: 2 | 3 | 4, voids: number, hidden: number, seed: number): HokmPosition {
  for (let g = seed; ; g++) {
    const rng = new Rng(seedRng(g));
    const s = hokm.clone(hokm.setup({ players, seed: g }));
    while (s.phase !== 'over') {
      const seat = hokm.toAct(s)!;
      if (s.phase === 'play') {
        const v = hokm.view(s, seat);
        const inHands = v.handCounts.reduce((a, c, k) => a + (k === seat ? 0 : c), 0);
        if (inHands <= hidden && hokmVoids(v) >= voids && (players !== 2 || inHands >= 2)) return { state: hokm.restore(s), seat };
      }
      const ids = hokm.legalIds(s);
      const hand = s.match.handNo;
      hokm.applyMutable(s, ids[rng.int(ids.length)]!);
      if (s.match.handNo !== hand) break;
    }
  }
}

describe('Hokm: every consistent deal is equally likely', () => {
  const cases: [string, 2 | 3 | 4, number, number, number][] = [
    ['4 players, two voids', 4, 2, 9, 1],
    ['4 players, three voids', 4, 3, 9, 40],
    ['3 players, a void', 3, 1, 6, 7],
    ['2 players (hand and discards)', 2, 1, 3, 3],
  ];
  for (const [name, players, voids, hidden, seed] of cases) {
    it(name, () => {
      const p = hokmPosition(players, voids, hidden, seed);
      const deals = hokmDeals(p);
      expect(deals.length).toBeGreaterThan(1);
      const draw = hokm.sampler(hokm.view(p.state, p.seat));
      const counts = sampleCounts(
        (rng) => draw(rng, { mutable: true }),
        (s) => hokmKey(s, p.seat),
        deals,
        PER_DEAL * deals.length,
        `uniform ${name}`,
      );
      const r = uniformity(counts);
      console.log(`hokm ${name}: ${deals.length} consistent deals, ${PER_DEAL * deals.length} samples, chi2 ${r.chi2.toFixed(1)} (df ${r.df}), p = ${r.p.toFixed(3)}`);
      expect(r.p).toBeGreaterThan(ALPHA);
    });
  }
});

interface HocWant {
  players: 2 | 3;
  falseWithout: boolean;
  /** Other seats' hidden cards at most (to keep the enumeration small). */
  hidden: number;
  /** Facts the position must show among the other seats. */
  voids: number;
  announcements: number;
}

/** A play-phase Hoc position, from the start of its deal, with the wanted facts. */
function hocPosition(w: HocWant, seed: number): HocPosition {
  for (let g = seed; ; g++) {
    const rng = new Rng(seedRng(g));
    let s = hoc.setup({ players: w.players, seed: g, falseWithout: w.falseWithout, raiseLimit: 2, deals: w.players });
    let start = s;
    let actions: hoc.HocAction[] = [];
    while (!hoc.isOver(s)) {
      const seat = hoc.toAct(s)!;
      if (s.phase === 'play') {
        const v = hoc.view(s, seat);
        const others = v.seats.filter((_, k) => k !== seat);
        const hidden = others.reduce((a, sv) => a + sv.cards - sv.shown.length, 0);
        const voids = others.reduce((a, sv) => a + sv.without.length, 0);
        const ann = others.reduce((a, sv) => a + sv.announced.filter((x) => x !== null).length, 0);
        if (hidden <= w.hidden && hidden >= 2 && voids >= w.voids && ann >= w.announcements) return { start, actions, seat };
      }
      const legal = hoc.legalActions(s);
      const declare = legal.find((a) => a.type === 'declare' || a.type === 'show');
      const calm = legal.filter((a) => a.type !== 'raise');
      // Lay a card when possible (runs and "without"s), declare whenever possible.
      const lay = legal.filter((a) => a.type === 'lay');
      const a = declare ?? (lay.length > 0 && rng.int(4) > 0 ? lay[rng.int(lay.length)]! : (calm[rng.int(calm.length)] ?? legal[0]!));
      const deal = s.deal;
      s = hoc.apply(s, a);
      actions.push(a);
      if (s.deal !== deal) {
        start = s;
        actions = [];
      }
    }
  }
}

describe('Hoc: every consistent deal is equally likely', () => {
  const cases: [string, HocWant, number][] = [
    ['2 players, an announcement and a void', { players: 2, falseWithout: false, hidden: 3, voids: 1, announcements: 1 }, 1],
    ['2 players, two voids and announcements', { players: 2, falseWithout: false, hidden: 3, voids: 2, announcements: 2 }, 30],
    ['2 players, false "without", voids and announcements', { players: 2, falseWithout: true, hidden: 3, voids: 2, announcements: 1 }, 60],
    ['3 players, voids of two seats', { players: 3, falseWithout: false, hidden: 3, voids: 2, announcements: 1 }, 90],
  ];
  for (const [name, want, seed] of cases) {
    it(name, () => {
      const p = hocPosition(want, seed);
      const deals = hocDeals(p);
      expect(deals.length).toBeGreaterThan(1);
      const draw = hoc.sampler(hoc.view(hocNow(p), p.seat));
      const counts = sampleCounts(
        (rng) => draw(rng, { mutable: true }),
        (s) => hocKey(s, p.seat),
        deals,
        PER_DEAL * deals.length,
        `uniform ${name}`,
      );
      const r = uniformity(counts);
      console.log(`hoc ${name}: ${deals.length} consistent deals, ${PER_DEAL * deals.length} samples, chi2 ${r.chi2.toFixed(1)} (df ${r.df}), p = ${r.p.toFixed(3)}`);
      expect(r.p).toBeGreaterThan(ALPHA);
    });
  }
});
