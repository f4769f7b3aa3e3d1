/**
 * The ISMCTS player, the new hocBot, the arena and game records: legal
 * play from views only, determinism, budgets, a short sanity match, shards
 * that merge exactly, and replays that name their first bad action. (The
 * long evaluations are `npm run evaluate`.)
 */
import { describe, expect, it } from 'vitest';
import { bots, hoc, hokm, OptionsError, Rng, seedRng } from '../src/index.js';
import { keepBelief } from '../src/bots/belief.js';

const { ismcts, arena, mergeArena, playMatch, formatArena, record, replay, ReplayError, wilson, meanInterval, rotations } = bots;

describe('ismcts', () => {
  it('plays only legal actions in every variant of both games, from views only', () => {
    for (const players of [4, 3, 2] as const) {
      const p = ismcts({ iterations: 12, seed: `h${players}` });
      let s = hokm.setup({ players, seed: players });
      for (let i = 0; i < 40 && !hokm.isOver(s); i++) {
        const seat = hokm.toAct(s)!;
        const a = p(hokm.view(s, seat));
        expect(hokm.validate(s, a, seat)).toEqual({ ok: true });
        s = hokm.apply(s, a);
      }
    }
    for (const players of [2, 3] as const) {
      const p = ismcts({ iterations: 8, seed: `c${players}` });
      let s = hoc.setup({ players, seed: players });
      for (let i = 0; i < 40 && !hoc.isOver(s); i++) {
        const seat = hoc.toAct(s)!;
        const a = p(hoc.view(s, seat));
        expect(hoc.validate(s, a, seat)).toEqual({ ok: true });
        s = hoc.apply(s, a);
      }
    }
  });

  it('is deterministic for a seed, spends its budget, and takes a clock only when given', () => {
    const s = hokm.setup({ seed: 11 });
    const v = hokm.view(s, hokm.toAct(s)!);
    const a = ismcts({ iterations: 30, seed: 'same' });
    const b = ismcts({ iterations: 30, seed: 'same' });
    expect(a(v)).toEqual(b(v));
    expect(a.last!.iterations).toBe(30);
    expect([...a.last!.visits.values()].reduce((x, y) => x + y, 0)).toBe(30);
    let t = 0;
    const timed = ismcts({ timeMs: 50, now: () => (t += 1), seed: 1 });
    timed(v);
    // The fake clock ticks once per iteration: 50 ms is 50 iterations.
    expect(timed.last!.iterations).toBe(50);
    expect(() => ismcts({ timeMs: 50, seed: 1 })).toThrow(OptionsError);
    expect(() => ismcts({ iterations: 0, seed: 1 })).toThrow(OptionsError);
  });

  it('a short sanity match: ISMCTS partners win most matches against random partners in 4-player Hokm', () => {
    const r = arena({
      game: 'hokm',
      options: { players: 4, target: 2 },
      entrants: [
        { name: 'ismcts', create: (seed) => ismcts({ iterations: 60, seed }) as never },
        { name: 'random', create: (seed) => bots.randomBot(seed) as never },
      ],
      lineup: [0, 1, 0, 1],
      matches: 8,
      seed: 'sanity',
    });
    expect(r.entrants[0]!.winRate.value).toBeGreaterThan(0.5);
  });
});

describe('ismcts: decisions left to the ready-made bots, and the 2-player Hokm opponent model', () => {
  /** Views of seat `seat` along a game played by the ready-made bot, until `stop` says so. */
  function hokmViews(seed: number, stop: (s: hokm.HokmState) => boolean): { state: hokm.HokmState; views: hokm.HokmView[] } {
    let s = hokm.setup({ players: 2, seed });
    const views: hokm.HokmView[] = [];
    while (!stop(s)) {
      const v = hokm.view(s, hokm.toAct(s)!);
      views.push(v);
      s = hokm.apply(s, bots.hokmBot(v));
    }
    return { state: s, views };
  }

  it("2-player Hokm: discards and draws are hokmBot's unless heuristics is false; trumps and tricks are searched", () => {
    const { views } = hokmViews(21, (s) => s.phase === 'play');
    const p = ismcts({ iterations: 10, seed: 'h2' });
    const searched = ismcts({ iterations: 10, seed: 'h2', heuristics: false });
    const phases = new Set<string>();
    for (const v of views.filter((x) => x.phase === 'discard' || x.phase === 'draw').slice(0, 12)) {
      phases.add(v.phase);
      expect(p(v)).toEqual(bots.hokmBot(v));
      expect(p.last!.iterations).toBe(0);
      searched(v);
      expect(searched.last!.iterations).toBe(10);
    }
    expect([...phases].sort()).toEqual(['discard', 'draw']);
    p(views[0]!); // naming trumps
    expect(p.last!.iterations).toBe(10);
  });

  it("Hoc: bids are hocBot's unless heuristics is false", () => {
    const s = hoc.setup({ players: 3, seed: 5 });
    const v = hoc.view(s, hoc.toAct(s)!);
    expect(v.phase).toBe('bid');
    const p = ismcts({ iterations: 6, seed: 'c3' });
    expect(p(v)).toEqual(bots.hocBot(v));
    expect(p.last!.iterations).toBe(0);
    const searched = ismcts({ iterations: 6, seed: 'c3', heuristics: false });
    searched(v);
    expect(searched.last!.iterations).toBe(6);
  });

  it('the opponent model keeps every sample consistent with the view and gives the opponent the cards it would keep', () => {
    // The first trick of a hand: every hidden card was dealt, discarded or kept by the draw.
    const { state } = hokmViews(8, (s) => s.phase === 'play' && s.played.length - s.winners.length * s.players === 1);
    const seat = hokm.toAct(state)!;
    const v = hokm.view(state, seat);
    const belief = keepBelief(v)!;
    expect(belief).not.toBeNull();
    expect(keepBelief(hokm.view(hokm.setup({ players: 4, seed: 1 }), 0))).toBeNull();
    const rng = new Rng(seedRng('belief'));
    const draw = hokm.sampler(v);
    const trumps = (w: hokm.HokmState) => hokm.view(w, 1 - seat).hand.filter((c) => c[1] === v.trump).length;
    let uniform = 0;
    let believed = 0;
    const n = 300;
    for (let i = 0; i < n; i++) {
      const w = draw(rng, { mutable: true });
      uniform += trumps(w);
      belief(w, rng);
      believed += trumps(w);
      expect(hokm.view(w, seat)).toEqual(v);
    }
    // hokmBot keeps every trump it is offered: the opponent holds more of them than a uniform split gives.
    expect(believed / n).toBeGreaterThan(uniform / n + 1);
  });
});

describe('hocBot', () => {
  it('plays only legal actions, is a pure function of the view, and ends richer than random players', () => {
    let total = 0;
    for (let g = 0; g < 6; g++) {
      const players = g % 2 === 0 ? 3 : 2;
      const random = bots.randomBot(`r${g}`);
      let s = hoc.setup({ players, seed: `bot ${g}`, deals: players });
      while (!hoc.isOver(s)) {
        const seat = hoc.toAct(s)!;
        const v = hoc.view(s, seat);
        const a = seat === 0 ? bots.hocBot(v) : random(v);
        if (seat === 0) expect(bots.hocBot(v)).toEqual(a);
        expect(hoc.validate(s, a, seat)).toEqual({ ok: true });
        s = hoc.apply(s, a);
      }
      total += hoc.returns(s).score[0]!;
    }
    expect(total / 6).toBeGreaterThan(0);
  });
});

describe('arena', () => {
  const config = {
    game: 'hokm' as const,
    options: { players: 3 as const, target: 2 },
    entrants: [
      { name: 'hokmBot', create: () => bots.hokmBot as never },
      { name: 'random', create: (seed: string) => bots.randomBot(seed) as never },
    ],
    lineup: [0, 1, 1],
    matches: 9,
    seed: 'arena test',
  };

  it('rotates seats over duplicate deals', () => {
    expect(rotations([0, 1, 0, 1])).toEqual([
      [0, 1, 0, 1],
      [1, 0, 1, 0],
    ]);
    expect(rotations([0, 1, 1])).toEqual([
      [0, 1, 1],
      [1, 0, 1],
      [1, 1, 0],
    ]);
    const r = arena(config);
    expect(r.results.map((m) => m.deal)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    // The same deal group plays the same first hand's cards in every seating.
    expect(new Set(r.results.filter((m) => m.deal === 0).map((m) => JSON.stringify(m.options))).size).toBe(1);
    expect(r.entrants[0]!.matches).toBe(9);
  });

  it('two shards merge into exactly the unsharded result', () => {
    const whole = arena(config);
    const a = arena({ ...config, from: 0, to: 4 });
    const b = arena({ ...config, from: 4, to: 9 });
    expect(mergeArena([b, a])).toEqual(whole);
    expect(playMatch(config, 5)).toEqual(whole.results[5]);
    expect(() => mergeArena([a, a])).toThrow(OptionsError);
    expect(formatArena(whole)).toMatch(/hokmBot\s+9\s+\d/);
  });

  it('mergeArena refuses parts that are not arena results with a coded error (they often come from files)', () => {
    const a = arena({ ...config, from: 0, to: 4 });
    const m0 = a.results[0]!;
    const broken: unknown[] = [
      null,
      7,
      'x',
      [],
      {},
      { ...a, game: 'chess' },
      { ...a, names: [] },
      { ...a, names: [1] },
      { ...a, results: {} },
      { ...a, results: [null] },
      { ...a, results: [{ ...m0, index: -1 }] },
      { ...a, results: [{ ...m0, lineup: [0, 9, 0, 1] }] },
      { ...a, results: [{ ...m0, scores: [1, 2] }] },
      { ...a, results: [{ ...m0, result: ['1', 0, 0, 0] }] },
      JSON.parse('{"__proto__":{"game":"hokm"}}'),
    ];
    expect(bots.isArenaResult(a)).toBe(true);
    for (const part of broken) {
      expect(bots.isArenaResult(part), JSON.stringify(part)).toBe(false);
      expect(() => mergeArena([a, part as never]), JSON.stringify(part)).toThrow(OptionsError);
      expect(() => mergeArena([part as never]), JSON.stringify(part)).toThrow(/^mergeArena: part 0 is not an arena result/);
    }
    expect(() => mergeArena('x' as never)).toThrow(OptionsError);
    expect(mergeArena([JSON.parse(JSON.stringify(a))])).toEqual(mergeArena([a])); // a part read back from JSON merges
  });

  it('rejects a bad configuration with a coded error', () => {
    expect(() => arena({ ...config, lineup: [0, 1] })).toThrow(OptionsError);
    expect(() => arena({ ...config, matches: 0 })).toThrow(OptionsError);
    expect(() => arena({ ...config, from: 5, to: 2 })).toThrow(OptionsError);
  });

  it("head to head is a rate with Wilson's interval: never a point when every match goes one way; the table stays aligned at 100 %", () => {
    // 8 matches of 4-player Hokm, entrant 0 (seats 0 and 2 or 1 and 3) always ahead of entrant 1.
    const results = Array.from({ length: 8 }, (_, index) => {
      const lineup = index % 2 === 0 ? [0, 1, 0, 1] : [1, 0, 1, 0];
      const scores = lineup.map((e) => (e === 0 ? 7 : index % 7));
      return { index, deal: index >> 1, lineup, scores, result: lineup.map((e) => (e === 0 ? 1 : 0)), actions: 0, options: {} };
    });
    const r = bots.summarize('hokm', ['strong', 'weak'], results);
    const { ahead } = r.headToHead[0]!;
    expect(ahead).toEqual(wilson(8, 8));
    expect(ahead.value).toBe(1);
    expect(ahead.high).toBe(1);
    expect(ahead.low).toBeGreaterThan(0.6);
    expect(ahead.low).toBeLessThan(0.7);
    // Ties count ½: one tied match of four.
    const tied = results.slice(0, 4).map((m, i) => (i === 0 ? { ...m, scores: [3, 3, 3, 3] } : m));
    expect(bots.summarize('hokm', ['strong', 'weak'], tied).headToHead[0]!.ahead).toEqual(wilson(3.5, 4));
    const lines = formatArena(r).split('\n');
    expect(lines[1]).toContain('100.0% [67.6%, 100.0%]');
    expect(lines[2]).toContain('0.0% [0.0%, 32.4%]');
    // Names are left-aligned; every other column is right-aligned to one width, so the header and the rows end it together.
    const table = lines.slice(0, 3);
    expect(new Set(table.map((l) => l.length)).size).toBe(1);
    const ends = (l: string) => [...l.matchAll(/\S(?=\s{2,}|$)/g)].map((m) => m.index).slice(1);
    expect(ends(table[1]!)).toEqual(ends(table[0]!));
    expect(ends(table[2]!)).toEqual(ends(table[0]!));
    expect(lines[3]).toBe('strong ahead of weak: 100.0% [67.6%, 100.0%] of 8 matches');
  });

  it('intervals: Wilson for rates, normal for means', () => {
    const w = wilson(60, 100);
    expect(w.value).toBe(0.6);
    expect(w.low).toBeCloseTo(0.502, 3);
    expect(w.high).toBeCloseTo(0.691, 3);
    expect(wilson(0, 10).low).toBe(0);
    const m = meanInterval([1, 2, 3]);
    expect(m.value).toBe(2);
    expect(m.high - m.value).toBeCloseTo(1.96 * Math.sqrt(1 / 3), 2);
  });
});

describe('game records', () => {
  it('a record replays to the same state, through JSON', () => {
    const r = arena({
      game: 'hoc',
      options: { players: 2, deals: 2 },
      entrants: [{ name: 'hocBot', create: () => bots.hocBot as never }],
      lineup: [0, 0],
      matches: 1,
      seed: 'rec',
      keepActions: true,
    });
    const m = r.results[0]!;
    const rec = JSON.parse(JSON.stringify(record('hoc', m.options, m.record!)));
    const out = replay(rec);
    expect(hoc.isOver(out.state as hoc.HocState)).toBe(true);
    expect(hoc.returns(out.state as hoc.HocState).score).toEqual(m.scores);
    expect(out.steps).toHaveLength(m.actions);
  });

  it('a bad record names its first bad action', () => {
    let s = hokm.setup({ seed: 3 });
    const actions: hokm.HokmAction[] = [];
    for (let i = 0; i < 10; i++) {
      const a = hokm.legalActions(s)[0]!;
      actions.push(a);
      s = hokm.apply(s, a);
    }
    const bad = [...actions.slice(0, 6), { type: 'play', card: 'ZZ' }, ...actions.slice(7)];
    try {
      replay(record('hokm', { seed: 3 }, bad));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ReplayError);
      expect((e as InstanceType<typeof ReplayError>).index).toBe(6);
      expect((e as InstanceType<typeof ReplayError>).code).toBe('BAD_RECORD');
      expect((e as Error).message).toMatch(/action 6 .*BAD_CARD/);
    }
    expect(() => replay({ game: 'chess', options: {}, actions: [] })).toThrow(ReplayError);
    expect(() => replay({ game: 'hokm', options: { players: 9 }, actions: [] })).toThrow(/options/);
  });
});
