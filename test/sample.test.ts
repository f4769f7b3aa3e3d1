/**
 * Determinization (docs/bots.md "Determinization"): over many reachable
 * states of every variant, a sample of a seat's view gives that seat the
 * same view, restores as a valid state, and keeps every announcement; the
 * mutable form is plain and plays on; a seed or a generator may be given;
 * forged views get coded errors. The long sweep is `npm run sweep`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hoc, hokm, Rng, seedRng, StateError } from '../src/index.js';
import { PRIZES, best, countedLength } from '../src/hoc/index.js';

/** A state reached by `steps` random moves. */
function hokmState(players: 2 | 3 | 4, seed: number, steps: number): hokm.HokmState {
  const rng = new Rng(seedRng(seed));
  const s = hokm.clone(hokm.setup({ players, seed }));
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    const ids = hokm.legalIds(s);
    hokm.applyMutable(s, ids[rng.int(ids.length)]!);
  }
  return hokm.restore(s);
}

function hocState(players: 2 | 3, falseWithout: boolean, seed: number, steps: number): hoc.HocState {
  const rng = new Rng(seedRng(seed));
  let s = hoc.setup({ players, seed, falseWithout, raiseLimit: 3 });
  for (let i = 0; i < steps && !hoc.isOver(s); i++) {
    // Random play that declares often (announcements) and raises seldom.
    const legal = hoc.legalActions(s);
    const declare = legal.find((a) => a.type === 'declare' || a.type === 'show');
    const calm = legal.filter((a) => a.type !== 'raise' || rng.int(8) === 0);
    const a = declare && rng.int(3) > 0 ? declare : (calm[rng.int(calm.length)] ?? legal[0]!);
    s = hoc.apply(s, a);
  }
  return s;
}

/** Every announcement of `s` holds for the hands of `t` (each seat's hand at the bidding: held plus laid). */
function announcementsHold(s: hoc.HocState, t: hoc.HocState): boolean {
  for (let p = 0; p < s.options.players; p++) {
    const laid = hoc.runsOf(t).flatMap((r) => r.cards.filter((_, i) => r.by[i] === p));
    const hand = [...hoc.handCards(t, p), ...laid];
    for (let k = 0; k < 3; k++) {
      const a = s.announced[p]![k];
      if (!a) continue;
      const c = best(PRIZES[k]!, hand);
      if (c === null) return false;
      if (c.kind === 'point' && (c.length !== a.length || (a.value !== null && c.value !== a.value))) return false;
      if (c.kind === 'sequence' && (countedLength(c) !== a.length || c.top !== a.rank)) return false;
      if (c.kind === 'tricon' && (c.size !== a.length || c.rank !== a.rank)) return false;
    }
  }
  return true;
}

describe('Hokm determinization', () => {
  for (const players of [4, 3, 2] as const) {
    it(`${players} players: a sample gives the seat its view, restores, and the seat's cards stay put`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 200 }), fc.nat(3), (seed, steps, who) => {
          const s = hokmState(players, seed, steps);
          const seat = who % players;
          const v = hokm.view(s, seat);
          const t = hokm.sampleHidden(v, seed);
          expect(hokm.view(t, seat)).toEqual(v);
          hokm.restore(JSON.parse(JSON.stringify(t)));
          expect(Object.isFrozen(t)).toBe(true);
        }),
        { seed: 10 + players, numRuns: 300 },
      );
    });
  }

  it('the mutable form is plain, plays on, and samples alike from a seed or a generator', () => {
    const s = hokmState(4, 5, 30);
    const v = hokm.view(s, 1);
    const a = hokm.sampleHidden(v, 'x', { mutable: true });
    expect(Object.isFrozen(a) || Object.isFrozen(a.hands) || Object.isFrozen(a.match)).toBe(false);
    hokm.applyMutable(a, hokm.legalIds(a)[0]!);
    expect(hokm.sampleHidden(v, 'x')).toEqual(hokm.sampleHidden(v, 'x', { mutable: true }));
    expect(hokm.sampleHidden(v, new Rng(seedRng(9)))).toEqual(hokm.sampleHidden(v, new Rng(seedRng(9))));
    const draw = hokm.sampler(v);
    const rng = new Rng(seedRng(3));
    const worlds = [draw(rng), draw(rng)];
    expect(worlds[0]).not.toEqual(worlds[1]);
  });

  it('a forged view gets BAD_STATE, never a crash', () => {
    const v = hokm.view(hokmState(4, 6, 20), 0);
    const forged: unknown[] = [
      null,
      {},
      { ...v, handCounts: [13, 13, 13, 20] },
      { ...v, hand: [...v.hand, v.hand[0]] },
      { ...v, seat: 7 },
      { ...v, history: 'x' },
      { ...v, trick: { leader: 0, cards: ['ZZ'] } },
    ];
    for (const f of forged) expect(() => hokm.sampleHidden(f as hokm.HokmView, 1)).toThrow(StateError);
    expect(() => hokm.sampleHidden(v, {} as unknown as number)).toThrow(/seed/);
  });
});

describe('Hoc determinization', () => {
  for (const players of [2, 3] as const) {
    for (const falseWithout of [false, true]) {
      it(`${players} players${falseWithout ? ', false "without"' : ''}: same view, valid state, every announcement holds`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 140 }), fc.nat(2), (seed, steps, who) => {
            const s = hocState(players, falseWithout, seed, steps);
            const seat = who % players;
            const v = hoc.view(s, seat);
            const t = hoc.sampleHidden(v, seed);
            expect(hoc.view(t, seat)).toEqual(v);
            hoc.restore(JSON.parse(JSON.stringify(t)));
            expect(announcementsHold(s, t)).toBe(true);
            // Assumed truthful: other seats lie only when no deal fits their words.
            if (!falseWithout) expect(t.lies).toEqual([]);
          }),
          { seed: 20 + players + (falseWithout ? 1 : 0), numRuns: 100 },
        );
      });
    }
  }

  it('a forged view gets BAD_STATE, never a crash', () => {
    const s = hocState(3, false, 8, 60);
    const v = hoc.view(s, 0);
    const forged: unknown[] = [
      null,
      { ...v, stock: 3 },
      { ...v, hand: [...v.hand, v.hand[0]] },
      { ...v, seats: v.seats.slice(0, 1) },
      { ...v, runs: [{ cards: ['2C', '9D'], by: [0, 1] }] },
    ];
    for (const f of forged) expect(() => hoc.sampleHidden(f as hoc.HocView, 1)).toThrow(StateError);
  });
});

describe('Hoc determinization over whole games', () => {
  // Every view of a reachable state — every few moves and the finished game, each seat — samples into
  // a state restore accepts and that seat cannot tell apart. A finished falseWithout game once failed:
  // the sampler recorded lies there, which the end of the deal has already found out (HOC-11.2).
  for (const players of [2, 3] as const) {
    for (const falseWithout of [false, true]) {
      it(`${players} players${falseWithout ? ', false "without"' : ''}, double and triple game: played to the end`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 1e6 }), fc.boolean(), (seed, tripleGame) => {
            const rng = new Rng(seedRng(seed));
            const s = hoc.clone(hoc.setup({ players, seed, deals: players, falseWithout, tripleGame }));
            let moves = 0;
            for (;;) {
              const over = hoc.isOver(s);
              if (over || moves % 23 === 0) {
                for (let seat = 0; seat < players; seat++) {
                  const v = hoc.view(s, seat);
                  const t = hoc.sampleHidden(v, moves);
                  expect(hoc.view(hoc.restore(JSON.parse(JSON.stringify(t))), seat)).toEqual(v);
                }
              }
              if (over) break;
              const ids = hoc.legalIds(s);
              hoc.applyMutable(s, ids[rng.int(ids.length)]!);
              moves++;
            }
          }),
          { seed: 40 + players + (falseWithout ? 1 : 0), numRuns: 12 },
        );
      });
    }
  }
});

describe('what a principal hoc laid on an open run tells (asked of the rules)', () => {
  it('a claim when the rules forbid it over a held card or record a lie; none when they allow it freely', async () => {
    const { principalClaims } = await import('../src/hoc/sample.js');
    const v = hoc.view(hoc.setup({ players: 3, seed: 1 }), 0);
    const free = { validate: hoc.validate, applyMutable: hoc.applyMutable };
    // Today's engine: whichever rule it runs, the probe agrees with its validate.
    const probe = principalClaims(v, free);
    expect(typeof probe).toBe('boolean');
    expect(principalClaims(v, { ...free, validate: () => ({ ok: false, code: 'ILLEGAL_ACTION', message: 'x' }) })).toBe(true);
    expect(principalClaims(v, { validate: () => ({ ok: true }), applyMutable: (s) => void s.lies.push({ seat: 0, rank: 7 }) })).toBe(true);
    expect(principalClaims(v, { validate: () => ({ ok: true }), applyMutable: () => undefined })).toBe(false);
  });
});
