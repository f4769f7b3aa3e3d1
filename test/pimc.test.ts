/**
 * analyzeView and the PIMC player: the mean of the exact values over the
 * very worlds the sampler draws, determinism, budgets, coded errors for
 * garbage, and legal play in every Hokm variant. (The arenas are
 * `npm run evaluate -- pimc2` and friends.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bots, hoc, hokm, isHocHokmError, Rng, seedRng } from '../src/index.js';
import type { HokmState } from '../src/hokm/index.js';
import { analyzeWorlds } from '../src/hokm/analyze-view.js';
import { paranoidTricks } from '../src/hokm/solve-tricks.js';
import { viewTricks } from '../src/hokm/tricks-view.js';

const { pimc, hokmPimc, hokmBot } = bots;

/** A 2-player hand in play after `tricks` tricks of first-legal play (the discards and draws too). */
function twoPlayer(seed: string, tricks: number): HokmState {
  let s = hokm.apply(hokm.setup({ players: 2, seed }), { type: 'trump', suit: 'H' });
  while (s.phase !== 'play') s = hokm.apply(s, hokm.legalActions(s)[0]!);
  while (s.winners.length < tricks || s.played.length > s.winners.length * s.players) s = hokm.apply(s, hokm.legalActions(s)[0]!);
  return s;
}

/** A hand of `players` still in play after `played` tricks of hokmBot's play (the first seed from `seed` where it is). */
function late(players: 3 | 4, seed: string, played: number): HokmState {
  for (let k = 0; ; k++) {
    let s = hokm.apply(hokm.setup({ players, seed: `${seed} ${k}` }), { type: 'trump', suit: 'S' });
    while (s.phase === 'play' && (s.winners.length < played || s.played.length > s.winners.length * s.players)) s = hokm.apply(s, hokmBot(hokm.view(s, hokm.toAct(s)!)));
    if (s.phase === 'play' && s.match.handNo === 1) return s;
  }
}

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return isHocHokmError(e) ? e.code : `uncoded ${String(e)}`;
  }
  return 'no error';
}

describe('hokm.analyzeView', () => {
  it('is the mean of hokm.analyze over the worlds the sampler draws with the same generator', () => {
    const s = twoPlayer('pimc mean', 3);
    const seat = hokm.toAct(s)!;
    const view = hokm.view(s, seat);
    const a = hokm.analyzeView(view, { worlds: 6, seed: 'w' });
    expect(a.seat).toBe(seat);
    expect(a.worlds).toBe(6);
    // By hand: the same six worlds, each analysed, the scores added up per card.
    const rng = new Rng(seedRng('w'));
    const draw = hokm.sampler(view);
    const sums = new Map<string, number>();
    const wins = new Map<string, number>();
    for (let k = 0; k < 6; k++) {
      for (const v of hokm.analyze(draw(rng, { mutable: true })).actions) {
        sums.set(v.action.card, (sums.get(v.action.card) ?? 0) + v.score);
        wins.set(v.action.card, (wins.get(v.action.card) ?? 0) + (v.side === seat ? 1 : 0));
      }
    }
    expect(a.actions.map((x) => x.action)).toEqual(view.legal);
    for (const x of a.actions) {
      expect(x.score).toBe(sums.get(x.action.card)! / 6);
      expect(x.win).toBe(wins.get(x.action.card)! / 6);
    }
    const top = Math.max(...a.actions.map((x) => x.score));
    for (const x of a.actions) expect(x.loss).toBe(top - x.score);
    expect(a.best.length).toBeGreaterThan(0);
    for (const b of a.best) expect(a.actions.find((x) => x.action.card === b.card)!.score).toBe(top);
  });

  it('is deterministic for a seed; another seed samples other worlds', () => {
    const view = hokm.view(twoPlayer('pimc seed', 2), hokm.toAct(twoPlayer('pimc seed', 2))!);
    const a = hokm.analyzeView(view, { worlds: 5, seed: 1 });
    expect(hokm.analyzeView(view, { worlds: 5, seed: 1 })).toEqual(a);
    const others = [2, 3, 4, 5].map((seed) => hokm.analyzeView(view, { worlds: 5, seed }));
    expect(others.some((o) => JSON.stringify(o.actions) !== JSON.stringify(a.actions))).toBe(true);
  });

  it('works with 3 and 4 players late in a hand (paranoid with 3)', () => {
    for (const players of [3, 4] as const) {
      const s = late(players, `pimc ${players}`, players === 4 ? 9 : 13);
      const a = hokm.analyzeView(hokm.view(s, hokm.toAct(s)!), { worlds: 4, seed: 'late' });
      expect(a.worlds).toBe(4);
      expect(a.actions.map((x) => x.action)).toEqual(hokm.legalActions(s));
      for (const x of a.actions) expect(x.win).toBeGreaterThanOrEqual(0);
    }
  });

  it('stops starting worlds when the time budget is spent, at least one world', () => {
    const view = hokm.view(twoPlayer('pimc time', 4), hokm.toAct(twoPlayer('pimc time', 4))!);
    let t = 0;
    const now = (): number => (t += 10); // every reading 10 ms later: 10 at the start, then 20, 30, 40
    expect(hokm.analyzeView(view, { worlds: 50, seed: 's', timeMs: 25, now }).worlds).toBe(3);
    t = 0;
    expect(hokm.analyzeView(view, { worlds: 50, seed: 's', timeMs: 1, now }).worlds).toBe(1);
    // The worlds it solved are the first worlds of the seed.
    t = 0;
    expect(hokm.analyzeView(view, { worlds: 50, seed: 's', timeMs: 25, now }).actions).toEqual(hokm.analyzeView(view, { worlds: 3, seed: 's' }).actions);
  });

  it('answers garbage with coded errors', () => {
    const s = twoPlayer('pimc bad', 3);
    const seat = hokm.toAct(s)!;
    const view = hokm.view(s, seat);
    expect(codeOf(() => hokm.analyzeView(view, { worlds: 0, seed: 1 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokm.analyzeView(view, { worlds: 1e9, seed: 1 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokm.analyzeView(view, { seed: 1, timeMs: 5 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokm.analyzeView(view, null as never))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokm.analyzeView(view, { seed: {} as never }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokm.analyzeView(hokm.view(s, 1 - seat), { seed: 1 }))).toBe('BAD_STATE');
    const setup = hokm.setup({ seed: 3 });
    expect(codeOf(() => hokm.analyzeView(hokm.view(setup, hokm.toAct(setup)!), { seed: 1 }))).toBe('WRONG_PHASE');
    for (const junk of [
      null,
      7,
      'view',
      [],
      {},
      { ...view, hand: 'AS' },
      { ...view, handCounts: [1e9, 2] },
      { ...view, history: null },
      { ...view, hand: [...view.hand, view.hand[0]] },
    ]) {
      expect(codeOf(() => hokm.analyzeView(junk as never, { seed: 1 }))).toBe('BAD_STATE');
    }
  });
});

describe('hokm.analyzeView on damaged views (property, fixed seed)', () => {
  it('answers a view with one field replaced by anything with values or a coded error, never a crash', () => {
    const s = twoPlayer('pimc fuzz', 8);
    const view = hokm.view(s, hokm.toAct(s)!) as unknown as Record<string, unknown>;
    const keys = Object.keys(view);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), (key, value) => {
        const bad = { ...view, [key]: value };
        try {
          const a = hokm.analyzeView(bad as never, { worlds: 1, seed: 'fuzz' });
          expect(a.worlds).toBe(1);
        } catch (e) {
          expect(isHocHokmError(e) ? e.code : String(e)).toMatch(/^(BAD_STATE|WRONG_PHASE)$/);
        }
      }),
      { seed: 2026, numRuns: 300 },
    );
  });
});

describe('the PIMC player', () => {
  it('plays only legal actions in every Hokm variant; trumps, discards and draws are hokmBot’s', () => {
    for (const players of [2, 3, 4] as const) {
      const p = hokmPimc({ worlds: 2, seed: `p${players}`, solveAfter: players === 2 ? 0 : players === 3 ? 13 : 9 });
      let s = hokm.setup({ players, seed: `pimc legal ${players}` });
      let solved = 0;
      for (let i = 0; i < 400 && !hokm.isOver(s) && s.match.handNo === 1; i++) {
        const seat = hokm.toAct(s)!;
        const v = hokm.view(s, seat);
        const a = p(v);
        expect(hokm.validate(s, a, seat)).toEqual({ ok: true });
        if (v.phase !== 'play') {
          expect(a).toEqual(hokmBot(v));
          expect(p.last!.worlds).toBe(0);
        } else if (p.last!.worlds > 0) {
          solved++;
          // The play is one of the best on average, and `best` lists the best ones it was chosen from.
          const top = Math.max(...p.last!.values.values());
          expect(p.last!.values.get(hokm.encodeAction(a))).toBe(top);
          expect(p.last!.best).toContain(hokm.encodeAction(a));
          for (const id of p.last!.best) expect(p.last!.values.get(id)).toBe(top);
        } else {
          expect(p.last!.best).toEqual([]);
        }
        s = hokm.apply(s, a);
      }
      expect(solved).toBeGreaterThan(0);
    }
  });

  it('is deterministic for a seed and a number of worlds, and leaves the first tricks to hokmBot with solveAfter', () => {
    const s = twoPlayer('pimc det', 1);
    const v = hokm.view(s, hokm.toAct(s)!);
    const a = hokmPimc({ worlds: 4, seed: 'same' });
    const b = pimc({ worlds: 4, seed: 'same' });
    expect(b(v)).toEqual(a(v));
    expect([...b.last!.values]).toEqual([...a.last!.values]);
    expect(a.last!.worlds).toBe(4);
    const later = hokmPimc({ worlds: 4, seed: 'same', solveAfter: 2 });
    expect(later(v)).toEqual(hokmBot(v));
    expect(later.last!.worlds).toBe(0);
  });

  it('leans its 2-player worlds towards what the opponent kept (opponentModel), and samples uniformly without it', () => {
    const s = twoPlayer('pimc model', 1);
    const v = hokm.view(s, hokm.toAct(s)!);
    // Without the model: exactly hokm.analyzeView's uniform worlds from the same seed.
    const plain = hokmPimc({ worlds: 12, seed: 'm', opponentModel: false });
    plain(v);
    const uniform = hokm.analyzeView(v, { worlds: 12, seed: 'm' });
    expect([...plain.last!.values]).toEqual(uniform.actions.map((x) => [hokm.encodeAction(x.action), x.score]));
    // With it (the default), every world is moved first: other values from the same seed.
    const modelled = hokmPimc({ worlds: 12, seed: 'm' });
    modelled(v);
    expect(modelled.last!.worlds).toBe(12);
    expect([...modelled.last!.values.keys()]).toEqual([...plain.last!.values.keys()]);
    expect([...modelled.last!.values]).not.toEqual([...plain.last!.values]);
    // Each world passes through the belief once, before it is solved.
    let calls = 0;
    const a = analyzeWorlds(v, { worlds: 5, seed: 'm' }, () => void calls++);
    expect(calls).toBe(5);
    expect(a).toEqual(hokm.analyzeView(v, { worlds: 5, seed: 'm' }));
  });

  it('takes a time budget with the caller’s clock', () => {
    const s = twoPlayer('pimc clock', 2);
    const v = hokm.view(s, hokm.toAct(s)!);
    let t = 0;
    const p = hokmPimc({ timeMs: 25, now: () => (t += 10), seed: 1 });
    p(v);
    expect(p.last!.worlds).toBe(3);
  });

  it('answers garbage, a Hoc view and bad options with coded errors', () => {
    const s = twoPlayer('pimc junk', 2);
    const seat = hokm.toAct(s)!;
    const v = hokm.view(s, seat);
    const p = pimc({ worlds: 2, seed: 1 });
    for (const junk of [null, 3, 'x', {}, { ...v, legal: [] }, { ...v, legal: [{ type: 'play', card: 'ZZ' }] }, { ...v, game: 'chess' }, hokm.view(s, 1 - seat)]) {
      expect(codeOf(() => p(junk as never))).toBe('BAD_STATE');
    }
    const h = hoc.setup({ players: 2, seed: 1 });
    expect(codeOf(() => p({ ...hoc.view(h, hoc.toAct(h)!), runs: 'x' } as never))).toBe('BAD_STATE');
    expect(codeOf(() => bots.hocPimc({ worlds: 1, seed: 1 })(hokm.view(s, seat) as never))).toBe('BAD_STATE');
    expect(codeOf(() => hokmPimc({ worlds: 1.5, seed: 1 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokmPimc({ seed: 1, solveAfter: -1 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokmPimc({ seed: 1, opponentModel: 'yes' as never }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => pimc({ seed: 1, timeMs: 10 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => pimc(undefined as never))).toBe('BAD_OPTIONS');
  });
});

describe('the PIMC player in Hoc', () => {
  /** A Hoc deal in play after `laid` cards, by hocBot's bids and play. */
  function hocInPlay(players: 2 | 3, seed: string, laid: number): ReturnType<typeof hoc.setup> {
    let s = hoc.setup({ players, seed });
    const count = (x: typeof s) => hoc.view(x, 0).runs.reduce((a, r) => a + r.cards.length, 0);
    while (!hoc.isOver(s) && (s.phase !== 'play' || count(s) < laid)) s = hoc.apply(s, bots.hocBot(hoc.view(s, hoc.toAct(s)!)));
    return s;
  }

  it('plays the best mean of hoc.analyze over the sampler’s worlds; the bids are hocBot’s', () => {
    const s = hocInPlay(2, 'hoc pimc', 10);
    expect(s.phase).toBe('play');
    const seat = hoc.toAct(s)!;
    const view = hoc.view(s, seat);
    const p = bots.pimc({ worlds: 3, seed: 'hoc' });
    const a = p(view);
    expect(hoc.validate(s, a, seat)).toEqual({ ok: true });
    expect(p.last!.worlds).toBe(3);
    // By hand: the player's generator draws the same three worlds.
    const rng = new Rng(seedRng('hoc'));
    const draw = hoc.sampler(view);
    const sums = new Map<number, number>();
    for (let k = 0; k < 3; k++)
      for (const v of hoc.analyze(draw(rng, { mutable: true })).actions) sums.set(hoc.encodeAction(v.action), (sums.get(hoc.encodeAction(v.action)) ?? 0) + v.score);
    expect([...p.last!.values.keys()]).toEqual([...sums.keys()]);
    for (const [id, sum] of sums) expect(p.last!.values.get(id)).toBe(sum / 3);
    expect(p.last!.values.get(hoc.encodeAction(a))).toBe(Math.max(...p.last!.values.values()));
    // Before the play, hocBot decides.
    const bid = hoc.setup({ players: 2, seed: 'hoc pimc' });
    const bv = hoc.view(bid, hoc.toAct(bid)!);
    expect(bots.hocPimc({ worlds: 3, seed: 1 })(bv)).toEqual(bots.hocBot(bv));
  });

  it('plays legal actions to the end of a 2-player deal, the first cards left to hocBot with solveAfter', () => {
    let s = hocInPlay(2, 'hoc pimc deal', 0);
    const p = bots.hocPimc({ worlds: 2, seed: 'deal', solveAfter: 12 });
    const deal = hoc.returns(s).finished;
    let solved = 0;
    while (!hoc.isOver(s) && hoc.returns(s).finished === deal) {
      const seat = hoc.toAct(s)!;
      const a = seat === 0 ? p(hoc.view(s, seat)) : bots.hocBot(hoc.view(s, seat));
      expect(hoc.validate(s, a, seat)).toEqual({ ok: true });
      if (seat === 0 && p.last!.worlds > 0) solved++;
      s = hoc.apply(s, a);
    }
    expect(solved).toBeGreaterThan(0);
  });
});

describe('the PIMC player with 3 players: the paranoid trick count (tricks, tricksAfter)', () => {
  /** Every world the first decision of a fresh player with this seed solves (the uniform sampler's, as analyzeView's). */
  function worldsOf(v: hokm.HokmView, worlds: number, seed: string): { a: hokm.ViewAnalysis; kept: HokmState[] } {
    const kept: HokmState[] = [];
    return { a: analyzeWorlds(v, { worlds, seed }, null, undefined, kept), kept };
  }

  it('tricks: among the plays of the best mean value, those with the most paranoid tricks over the same worlds', () => {
    let graded = 0;
    for (let k = 0; graded < 3 && k < 60; k++) {
      const s = late(3, `pimc tricks ${k}`, 9);
      const v = hokm.view(s, hokm.toAct(s)!);
      if (v.legal.length < 2) continue;
      const { a, kept } = worldsOf(v, 6, `t ${k}`);
      expect(kept).toHaveLength(6);
      const top = Math.max(...a.actions.map((x) => x.score));
      const tied = a.actions.filter((x) => x.score === top).map((x) => x.action);
      const sums = tied.map(() => 0);
      for (const w of kept) paranoidTricks(w, tied).forEach((t, i) => (sums[i]! += t));
      const most = tied.filter((_, i) => sums[i] === Math.max(...sums)).map((x) => x.card);
      const p = hokmPimc({ worlds: 6, seed: `t ${k}`, tricks: true });
      const played = p(v) as hokm.PlayAction;
      expect(most).toContain(played.card);
      // The values stay the hand's mean points: the count only breaks ties.
      expect([...p.last!.values]).toEqual(a.actions.map((x) => [hokm.encodeAction(x.action), x.score]));
      if (most.length === 1 && tied.length > 1) {
        graded++;
        expect(played.card).toBe(most[0]);
      }
    }
    expect(graded).toBe(3);
  });

  it('tricksAfter: before solveAfter, every play by its mean paranoid trick count over the sampled worlds', () => {
    const s = late(3, 'pimc tricksAfter', 6);
    const v = hokm.view(s, hokm.toAct(s)!);
    const p = hokmPimc({ worlds: 4, seed: 'ta', solveAfter: 8, tricksAfter: 6 });
    const played = p(v) as hokm.PlayAction;
    expect(p.last!.worlds).toBe(4);
    const draw = hokm.sampler(v);
    const rng = new Rng(seedRng('ta'));
    const plays = v.legal as hokm.PlayAction[];
    const sums = plays.map(() => 0);
    for (let w = 0; w < 4; w++) paranoidTricks(draw(rng, { mutable: true }), plays).forEach((t, i) => (sums[i]! += t));
    expect([...p.last!.values]).toEqual(plays.map((a, i) => [hokm.encodeAction(a), sums[i]! / 4]));
    expect(sums[plays.findIndex((a) => a.card === played.card)]).toBe(Math.max(...sums));
    // Not yet at tricksAfter: hokmBot's card, nothing solved.
    const before = hokmPimc({ worlds: 4, seed: 'ta', solveAfter: 8, tricksAfter: 7 });
    expect(before(v)).toEqual(hokmBot(v));
    expect(before.last!.worlds).toBe(0);
    expect(viewTricks(v, { worlds: 4, seed: 'ta' }).actions.map((x) => x.tricks)).toEqual(sums.map((x) => x / 4));
    // From the first trick with a horizon: the count over the next 7 tricks.
    const first = late(3, 'pimc tricksAfter first', 0);
    const fv = hokm.view(first, hokm.toAct(first)!);
    const h = hokmPimc({ worlds: 3, seed: 'h', solveAfter: 8, tricksAfter: 0, tricksHorizon: 7 });
    h(fv);
    expect([...h.last!.values.values()]).toEqual(viewTricks(fv, { worlds: 3, seed: 'h' }, undefined, 7).actions.map((x) => x.tricks));
  });

  it('answers bad options and views it cannot count with coded errors', () => {
    expect(codeOf(() => hokmPimc({ seed: 1, tricks: 'yes' as never }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokmPimc({ seed: 1, tricksAfter: -1 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokmPimc({ seed: 1, tricksHorizon: 14 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokmPimc({ seed: 1, tricksHorizon: 0 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hokmPimc({ seed: 1, tricksAfter: 5.5 }))).toBe('BAD_OPTIONS');
    const four = late(4, 'pimc tricks 4', 5);
    expect(codeOf(() => viewTricks(hokm.view(four, hokm.toAct(four)!), { worlds: 1, seed: 1 }))).toBe('BAD_STATE');
    const early = late(3, 'pimc tricks early', 2);
    expect(codeOf(() => viewTricks(hokm.view(early, hokm.toAct(early)!), { worlds: 1, seed: 1 }, undefined, 14))).toBe('BAD_OPTIONS');
    // With 4 players the options change nothing.
    const v = hokm.view(four, hokm.toAct(four)!);
    const plain = hokmPimc({ worlds: 2, seed: 'x' });
    const opts = hokmPimc({ worlds: 2, seed: 'x', tricks: true, tricksAfter: 4 });
    expect(opts(v)).toEqual(plain(v));
  });
});

describe('the PIMC player’s cap on searched positions (maxNodes)', () => {
  /** The positions searched by the first 1 … k worlds of a player (a player of j worlds draws the same first j worlds). */
  function prefixes(make: (o: { worlds: number; maxNodes: number }) => bots.PimcPlayerOf<never, unknown>, v: unknown, k: number): number[] {
    const out: number[] = [];
    for (let j = 1; j <= k; j++) {
      const p = make({ worlds: j, maxNodes: Infinity });
      p(v as never);
      expect(p.last!.worlds).toBe(j);
      out.push(p.last!.nodes);
    }
    return out;
  }

  it('stops a Hokm decision at the cap, the same way every time: the worlds solved before it, or hokmBot’s card', () => {
    const s = late(4, 'pimc cap', 2);
    const v = hokm.view(s, hokm.toAct(s)!);
    const make = (o: { worlds: number; maxNodes: number }) => hokmPimc({ ...o, seed: 'cap' }) as never;
    const cum = prefixes(make, v, 5);
    expect(cum[2]! < cum[3]!).toBe(true);
    // Room for three worlds and one position of the fourth: three worlds, the fourth dropped.
    const capped = (): bots.HokmPimcPlayer => hokmPimc({ worlds: 5, seed: 'cap', maxNodes: cum[2]! + 1 });
    const a = capped();
    const b = capped();
    expect(b(v)).toEqual(a(v));
    expect(a.last!.worlds).toBe(3);
    expect(a.last!.nodes).toBe(cum[2]! + 2);
    expect(b.last).toEqual(a.last);
    const three = hokmPimc({ worlds: 3, seed: 'cap', maxNodes: Infinity });
    three(v);
    expect([...a.last!.values]).toEqual([...three.last!.values]);
    // Exactly the positions of three worlds: the fourth is not started.
    const exact = hokmPimc({ worlds: 5, seed: 'cap', maxNodes: cum[2]! });
    exact(v);
    expect(exact.last!.worlds).toBe(3);
    expect(exact.last!.nodes).toBe(cum[2]!);
    // A cap the first world does not finish in: hokmBot's card, nothing solved.
    const tiny = hokmPimc({ worlds: 5, seed: 'cap', maxNodes: 1 });
    expect(tiny(v)).toEqual(hokmBot(v));
    expect(tiny.last!.worlds).toBe(0);
    expect(tiny.last!.values.size).toBe(0);
    expect(tiny.last!.nodes).toBe(2);
    // Without a cap it is the uncapped player of before: 5 worlds, every position counted.
    const free = hokmPimc({ worlds: 5, seed: 'cap', maxNodes: Infinity });
    free(v);
    expect(free.last!.nodes).toBe(cum[4]!);
  });

  it('counts the 3-player paranoid trick counts (tricksAfter) against the cap, as the solver’s worlds', () => {
    const s = late(3, 'pimc cap tricks', 0);
    const v = hokm.view(s, hokm.toAct(s)!);
    const make = (o: { worlds: number; maxNodes: number }) => hokmPimc({ ...o, seed: 'capt', solveAfter: 8, tricksAfter: 0, tricksHorizon: 7 }) as never;
    const cum = prefixes(make, v, 4);
    expect(cum[0]! > 0 && cum[1]! < cum[2]!).toBe(true);
    const capped = hokmPimc({ worlds: 4, seed: 'capt', solveAfter: 8, tricksAfter: 0, tricksHorizon: 7, maxNodes: cum[1]! + 1 });
    capped(v);
    expect(capped.last!.worlds).toBe(2);
    expect(capped.last!.nodes).toBe(cum[1]! + 2);
    const two = hokmPimc({ worlds: 2, seed: 'capt', solveAfter: 8, tricksAfter: 0, tricksHorizon: 7, maxNodes: Infinity });
    two(v);
    expect([...capped.last!.values]).toEqual([...two.last!.values]);
    // viewTricks itself: no world started once the budget is spent, a world cut short dropped.
    const budget = { left: cum[1]! + 1, spent: 0 };
    const t = viewTricks(v, { worlds: 4, seed: 'capt' }, undefined, 7, budget);
    expect(t.worlds).toBe(2);
    expect(budget.spent).toBe(cum[1]! + 2);
    const none = viewTricks(v, { worlds: 4, seed: 'capt' }, undefined, 7, { left: 1, spent: 0 });
    expect(none).toEqual({ worlds: 0, actions: [] });
    const tiny = hokmPimc({ worlds: 4, seed: 'capt', solveAfter: 8, tricksAfter: 0, tricksHorizon: 7, maxNodes: 1 });
    expect(tiny(v)).toEqual(hokmBot(v));
    expect(tiny.last!.worlds).toBe(0);
    expect(tiny.last!.nodes).toBe(2);
  });

  it('tricksFallback: the shorter count first, kept when the cap cuts the longer one short', () => {
    const s = late(3, 'pimc fallback', 0);
    const v = hokm.view(s, hokm.toAct(s)!);
    const opts = { worlds: 3, seed: 'fb', solveAfter: 8, tricksAfter: 0, tricksHorizon: 7 } as const;
    // The player's generator draws the shorter count's worlds, then the longer one's.
    const counts = () => {
      const rng = new Rng(seedRng('fb'));
      const budget = { left: Infinity, spent: 0 };
      const short = viewTricks(v, { worlds: 3, seed: rng }, undefined, 3, budget);
      const spent = budget.spent;
      const long = viewTricks(v, { worlds: 3, seed: rng }, undefined, 7, budget);
      return { short, long, spent, all: budget.spent };
    };
    const c = counts();
    expect(c.long.actions.map((x) => x.tricks)).not.toEqual(c.short.actions.map((x) => x.tricks));
    // Room for both: the longer count stands, and both counts' positions are counted.
    const free = hokmPimc({ ...opts, tricksFallback: 3, maxNodes: Infinity });
    free(v);
    expect(free.last!.worlds).toBe(3);
    expect([...free.last!.values.values()]).toEqual(c.long.actions.map((x) => x.tricks));
    expect(free.last!.nodes).toBe(c.all);
    // Room for the shorter count and one position more: the longer count's first world is cut, the shorter one stands.
    const cut = hokmPimc({ ...opts, tricksFallback: 3, maxNodes: c.spent + 1 });
    cut(v);
    expect(cut.last!.worlds).toBe(3);
    expect([...cut.last!.values.values()]).toEqual(c.short.actions.map((x) => x.tricks));
    // Without the option the same cap cuts the count over 7 tricks itself: fewer worlds.
    expect(c.all - c.spent).toBeGreaterThan(c.spent + 1);
    const plain = hokmPimc({ ...opts, maxNodes: c.spent + 1 });
    plain(v);
    expect(plain.last!.worlds).toBeLessThan(3);
    // A time budget is shared: with the time spent by the shorter count, the longer one is not started.
    const stuck = hokmPimc({ ...opts, tricksFallback: 3, maxNodes: Infinity, timeMs: 1000, now: () => 0 });
    stuck(v);
    expect([...stuck.last!.values.values()]).toEqual(c.long.actions.map((x) => x.tricks));
    let calls = 0;
    const rushed = hokmPimc({ ...opts, tricksFallback: 3, maxNodes: Infinity, timeMs: 1000, now: () => (calls++ === 0 ? 0 : 1e12) });
    rushed(v);
    expect(rushed.last!.worlds).toBe(3);
    expect([...rushed.last!.values.values()]).toEqual(c.short.actions.map((x) => x.tricks));
    expect(rushed.last!.nodes).toBe(c.spent);
    for (const bad of [0, 7, 8, 2.5, '3']) expect(codeOf(() => hokmPimc({ ...opts, tricksFallback: bad as never }))).toBe('BAD_OPTIONS');
  });

  it('tricksTieBreak: the count’s level plays told apart by the longer count over the same worlds', () => {
    const opts = { worlds: 3, solveAfter: 17, tricksAfter: 0, tricksHorizon: 3 } as const;
    // What the player computes, by hand: the count over 3 tricks (its worlds kept), then the count over 7 of the level plays.
    const expected = (v: hokm.HokmView, seed: string) => {
      const budget = { left: Infinity, spent: 0 };
      const kept: HokmState[] = [];
      const short = viewTricks(v, { worlds: 3, seed: new Rng(seedRng(seed)) }, undefined, 3, budget, kept);
      const spent = budget.spent;
      const most = Math.max(...short.actions.map((x) => x.tricks));
      const level = short.actions.filter((x) => x.tricks === most).map((x) => x.action);
      const sums = level.map(() => 0);
      for (const w of kept) paranoidTricks(w, level, 7).forEach((t, i) => (sums[i]! += t));
      const top = Math.max(...sums);
      const budget2 = { left: Infinity, spent: 0 };
      for (const w of kept) paranoidTricks(w, level, 7, budget2);
      return { short, spent, level, best: level.filter((_, i) => sums[i] === top), all: spent + budget2.spent, kept };
    };
    // A view where the longer count leaves fewer of the level plays best.
    let found: { v: hokm.HokmView; seed: string; e: ReturnType<typeof expected> } | null = null;
    for (let k = 0; found === null && k < 40; k++) {
      const s = late(3, `pimc tie-break ${k}`, 0);
      const v = hokm.view(s, hokm.toAct(s)!);
      const e = expected(v, `tb ${k}`);
      if (e.kept.length === 3 && e.level.length > 1 && e.best.length < e.level.length) found = { v, seed: `tb ${k}`, e };
    }
    expect(found).not.toBeNull();
    const { v, seed, e } = found!;
    const card = (a: unknown) => (a as { card: string }).card;
    for (const ties of ['random', 'bot'] as const) {
      const p = hokmPimc({ ...opts, seed, ties, tricksTieBreak: 7, maxNodes: Infinity });
      expect(e.best.map(card)).toContain(card(p(v)));
      expect(p.last!.best).toEqual(e.best.map((a) => hokm.encodeAction(a)));
      // The values stay the count over 3 tricks; the positions of both counts are counted.
      expect([...p.last!.values.values()]).toEqual(e.short.actions.map((x) => x.tricks));
      expect(p.last!.nodes).toBe(e.all);
    }
    // Without the option the choice is any of the level plays, and only the count over 3 tricks is searched.
    const plain = hokmPimc({ ...opts, seed, maxNodes: Infinity });
    expect(e.level.map(card)).toContain(card(plain(v)));
    expect(plain.last!.best).toEqual(e.level.map((a) => hokm.encodeAction(a)));
    expect(plain.last!.nodes).toBe(e.spent);
    // No room left after the count: the tie-break is not searched, and the level plays stay level.
    const full = hokmPimc({ ...opts, seed, tricksTieBreak: 7, maxNodes: e.spent });
    expect(e.level.map(card)).toContain(card(full(v)));
    expect(full.last!.best).toEqual(plain.last!.best);
    expect(full.last!.nodes).toBe(e.spent);
    // A time budget is shared: once the count has spent it, the tie-break is not searched (`reads`: how often the count alone reads the clock).
    let reads = 0;
    hokmPimc({ ...opts, seed, maxNodes: Infinity, timeMs: 1000, now: () => (reads++, 0) })(v);
    let calls = 0;
    const rushed = hokmPimc({ ...opts, seed, tricksTieBreak: 7, maxNodes: Infinity, timeMs: 1000, now: () => (calls++ < reads ? 0 : 1e12) });
    rushed(v);
    expect(rushed.last!.worlds).toBe(3);
    expect(rushed.last!.best).toEqual(plain.last!.best);
    expect(rushed.last!.nodes).toBe(e.spent);
    const calm = hokmPimc({ ...opts, seed, tricksTieBreak: 7, maxNodes: Infinity, timeMs: 1000, now: () => 0 });
    calm(v);
    expect(calm.last!.nodes).toBe(e.all);
    // With no more tricks left than the count covers (7 of 17 here), it reaches the end already: nothing more is searched.
    const end = late(3, 'pimc tie-break end', 10);
    const ve = hokm.view(end, hokm.toAct(end)!);
    const budget = { left: Infinity, spent: 0 };
    viewTricks(ve, { worlds: 3, seed: new Rng(seedRng('tb end')) }, undefined, 7, budget);
    expect(budget.spent).toBeGreaterThan(0);
    const atEnd = hokmPimc({ ...opts, tricksHorizon: 7, seed: 'tb end', tricksTieBreak: 9, maxNodes: Infinity });
    atEnd(ve);
    expect(atEnd.last!.nodes).toBe(budget.spent);
    for (const bad of [3, 2, 14, 7.5, '7']) expect(codeOf(() => hokmPimc({ ...opts, seed: 'x', tricksTieBreak: bad as never }))).toBe('BAD_OPTIONS');
  });

  it('counts the 3-player tie-break (tricks) against the cap: with nothing left, the analysis’s own best stands', () => {
    // A late 3-player position where the tie-break searches (several plays share the best value).
    let found: { v: hokm.HokmView; solved: number } | null = null;
    for (let k = 0; found === null; k++) {
      const s = late(3, `pimc cap tie ${k}`, 10);
      const v = hokm.view(s, hokm.toAct(s)!);
      const plain = hokmPimc({ worlds: 3, seed: 'tie', maxNodes: Infinity });
      const graded = hokmPimc({ worlds: 3, seed: 'tie', maxNodes: Infinity, tricks: true });
      plain(v);
      graded(v);
      if (graded.last!.nodes > plain.last!.nodes) found = { v, solved: plain.last!.nodes };
    }
    const { v, solved } = found;
    // Exactly the solve's positions: the tie-break has none, and the player plays as without option tricks.
    const cut = hokmPimc({ worlds: 3, seed: 'tie', maxNodes: solved, tricks: true });
    const plain = hokmPimc({ worlds: 3, seed: 'tie', maxNodes: solved });
    expect(cut(v)).toEqual(plain(v));
    expect(cut.last!.nodes).toBe(solved);
    expect(cut.last!.worlds).toBe(3);
    // One more position: the tie-break starts, is cut at once, and adds one position over the cap.
    const over = hokmPimc({ worlds: 3, seed: 'tie', maxNodes: solved + 1, tricks: true });
    expect(over(v)).toEqual(hokmPimc({ worlds: 3, seed: 'tie', maxNodes: solved })(v));
    expect(over.last!.nodes).toBe(solved + 2);
  });

  it('stops a Hoc decision at the cap, the same way every time: the worlds solved before it, or hocBot’s action', () => {
    let s = hoc.setup({ players: 2, seed: 'pimc cap' });
    const laid = (x: typeof s): number => hoc.view(x, 0).runs.reduce((n, r) => n + r.cards.length, 0);
    while (s.phase !== 'play' || laid(s) < 8 || hoc.view(s, hoc.toAct(s)!).legal.length < 2) s = hoc.apply(s, bots.hocBot(hoc.view(s, hoc.toAct(s)!)));
    const v = hoc.view(s, hoc.toAct(s)!);
    const make = (o: { worlds: number; maxNodes: number }) => bots.hocPimc({ ...o, seed: 'cap' }) as never;
    const cum = prefixes(make, v, 4);
    expect(cum[1]! < cum[2]!).toBe(true);
    const a = bots.hocPimc({ worlds: 4, seed: 'cap', maxNodes: cum[1]! + 1 });
    const b = bots.pimc({ worlds: 4, seed: 'cap', maxNodes: cum[1]! + 1 });
    expect(b(v)).toEqual(a(v));
    expect(a.last!.worlds).toBe(2);
    expect(b.last).toEqual(a.last);
    const two = bots.hocPimc({ worlds: 2, seed: 'cap', maxNodes: Infinity });
    two(v);
    expect([...a.last!.values]).toEqual([...two.last!.values]);
    const tiny = bots.hocPimc({ worlds: 4, seed: 'cap', maxNodes: 1 });
    expect(tiny(v)).toEqual(bots.hocBot(v));
    expect(tiny.last!.worlds).toBe(0);
    expect(tiny.last!.nodes).toBe(2);
  });

  it('caps a decision by default at PIMC_MAX_NODES for the game and table size', () => {
    // The first card of a 3-player Hoc deal's play: the slowest decisions the solver meets.
    let s = hoc.setup({ players: 3, seed: 'pimc default cap' });
    while (s.phase !== 'play') s = hoc.apply(s, bots.hocBot(hoc.view(s, hoc.toAct(s)!)));
    const v = hoc.view(s, hoc.toAct(s)!);
    const p = bots.hocPimc({ worlds: 10, seed: 'cap' });
    p(v);
    expect(p.last!.nodes).toBeLessThanOrEqual(bots.PIMC_MAX_NODES.hoc[3] + 1);
    expect(p.last!.worlds).toBeLessThan(10);
    expect(Object.isFrozen(bots.PIMC_MAX_NODES.hokm)).toBe(true);
  });

  it('answers a cap that is no positive integer (nor Infinity) with BAD_OPTIONS', () => {
    for (const bad of [0, -1, 1.5, NaN, -Infinity, 2 ** 60, '1000', null, {}]) {
      expect(codeOf(() => hokmPimc({ seed: 1, maxNodes: bad as never }))).toBe('BAD_OPTIONS');
      expect(codeOf(() => bots.hocPimc({ seed: 1, maxNodes: bad as never }))).toBe('BAD_OPTIONS');
      expect(codeOf(() => pimc({ seed: 1, maxNodes: bad as never }))).toBe('BAD_OPTIONS');
    }
    expect(codeOf(() => pimc({ seed: 1, maxNodes: 1 }))).toBe('no error');
    expect(codeOf(() => pimc({ seed: 1, maxNodes: Infinity }))).toBe('no error');
  });
});
