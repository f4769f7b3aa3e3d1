/**
 * hoc.analyzeView: the mean of hoc.analyze over the very worlds the
 * sampler draws, determinism, the time budget, and coded errors for
 * garbage; with 2 players and, late in a deal, 3 (paranoid, HOC-D35).
 */
import { describe, expect, it } from 'vitest';
import { hoc, isHocHokmError, Rng, seedRng } from '../src/index.js';

/** A deal of `players` in play once `laid` cards are laid, first-legal bidding and seeded random play (the first seed from `seed` where it is). */
function inPlay(players: 2 | 3, seed: string, laid: number): hoc.HocState {
  for (let k = 0; ; k++) {
    const rng = new Rng(seedRng(`${seed} ${k}`));
    let s = hoc.setup({ players, seed: `${seed} ${k}` });
    while (s.phase !== 'play') s = hoc.apply(s, hoc.legalActions(s)[0]!);
    while (s.phase === 'play' && s.deal === 0 && s.laid.length < laid) {
      const legal = hoc.legalActions(s);
      s = hoc.apply(s, legal[rng.int(legal.length)]!);
    }
    if (s.phase === 'play' && s.deal === 0) return s;
  }
}

const id = (a: hoc.PlayAction) => hoc.encodeAction(a);

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return isHocHokmError(e) ? e.code : `uncoded ${String(e)}`;
  }
  return 'no error';
}

describe('hoc.analyzeView', () => {
  it('is the mean of hoc.analyze over the worlds the sampler draws with the same generator', () => {
    const s = inPlay(2, 'hoc view mean', 3);
    const seat = hoc.toAct(s)!;
    const view = hoc.view(s, seat);
    const a = hoc.analyzeView(view, { worlds: 5, seed: 'w' });
    expect([a.seat, a.worlds]).toEqual([seat, 5]);
    // By hand: the same five worlds, each analysed, the chips added up per action.
    const rng = new Rng(seedRng('w'));
    const draw = hoc.sampler(view);
    const sums = new Map<number, number>();
    const outs = new Map<number, number>();
    for (let k = 0; k < 5; k++) {
      for (const v of hoc.analyze(draw(rng, { mutable: true })).actions) {
        sums.set(id(v.action), (sums.get(id(v.action)) ?? 0) + v.score);
        outs.set(id(v.action), (outs.get(id(v.action)) ?? 0) + (v.out === seat ? 1 : 0));
      }
    }
    expect(a.actions.map((x) => x.action)).toEqual(hoc.legalActions(s));
    for (const x of a.actions) {
      expect(x.score).toBe(sums.get(id(x.action))! / 5);
      expect(x.out).toBe(outs.get(id(x.action))! / 5);
    }
    const top = Math.max(...a.actions.map((x) => x.score));
    for (const x of a.actions) expect(x.loss).toBe(top - x.score);
    expect(a.best.length).toBeGreaterThan(0);
    for (const b of a.best) expect(a.actions.find((x) => id(x.action) === id(b))!.score).toBe(top);
  });

  it('is deterministic for a seed; another seed samples other worlds', () => {
    const s = inPlay(2, 'hoc view seed', 2);
    const view = hoc.view(s, hoc.toAct(s)!);
    const a = hoc.analyzeView(view, { worlds: 4, seed: 1 });
    expect(hoc.analyzeView(view, { worlds: 4, seed: 1 })).toEqual(a);
    const others = [2, 3, 4, 5].map((seed) => hoc.analyzeView(view, { worlds: 4, seed }));
    expect(others.some((o) => JSON.stringify(o.actions) !== JSON.stringify(a.actions))).toBe(true);
  });

  it('works with 3 players late in a deal', () => {
    const s = inPlay(3, 'hoc view 3p', 12);
    const a = hoc.analyzeView(hoc.view(s, hoc.toAct(s)!), { worlds: 3, seed: 'late' });
    expect(a.worlds).toBe(3);
    expect(a.actions.map((x) => x.action)).toEqual(hoc.legalActions(s));
    for (const x of a.actions) expect(x.out).toBeGreaterThanOrEqual(0);
  });

  it('stops starting worlds when the time budget is spent, at least one world', () => {
    const s = inPlay(2, 'hoc view time', 4);
    const view = hoc.view(s, hoc.toAct(s)!);
    let t = 0;
    const now = (): number => (t += 10); // 10 at the start, then 20, 30, 40
    expect(hoc.analyzeView(view, { worlds: 50, seed: 's', timeMs: 25, now }).worlds).toBe(3);
    t = 0;
    expect(hoc.analyzeView(view, { worlds: 50, seed: 's', timeMs: 1, now }).worlds).toBe(1);
    t = 0;
    expect(hoc.analyzeView(view, { worlds: 50, seed: 's', timeMs: 25, now }).actions).toEqual(hoc.analyzeView(view, { worlds: 3, seed: 's' }).actions);
  });

  it('answers garbage with coded errors', () => {
    const s = inPlay(2, 'hoc view bad', 2);
    const seat = hoc.toAct(s)!;
    const view = hoc.view(s, seat);
    expect(codeOf(() => hoc.analyzeView(view, { worlds: 0, seed: 1 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hoc.analyzeView(view, { worlds: 1e9, seed: 1 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hoc.analyzeView(view, { seed: 1, timeMs: 5 }))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hoc.analyzeView(view, null as never))).toBe('BAD_OPTIONS');
    expect(codeOf(() => hoc.analyzeView(hoc.view(s, 1 - seat), { seed: 1 }))).toBe('BAD_STATE');
    const bidding = hoc.setup({ players: 2, seed: 3 });
    expect(codeOf(() => hoc.analyzeView(hoc.view(bidding, hoc.toAct(bidding)!), { seed: 1 }))).toBe('WRONG_PHASE');
    for (const junk of [null, 7, 'view', {}, { game: 'hoc' }, { ...view, hand: ['ZZ'] }, { ...view, seat: 9 }, { ...view, runs: 'x' }]) {
      expect(codeOf(() => hoc.analyzeView(junk as never, { seed: 1 }))).toMatch(/^(BAD_STATE|WRONG_PHASE)$/);
    }
    // Nothing keyed by a card reached Object.prototype.
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
