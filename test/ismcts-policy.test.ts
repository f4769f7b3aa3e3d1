/**
 * The ISMCTS player as a teacher and as a framework: the search's policy
 * (`last.policy`), the final move by visits or by reward, a world sampler
 * of the caller's (`sample`), and the objective (`objective`).
 */
import { describe, expect, it } from 'vitest';
import { bots, hoc, hokm, OptionsError } from '../src/index.js';
import { matchOdds } from '../src/bots/ismcts-hokm.js';

const { ismcts, hokmIsmcts, hocIsmcts } = bots;

/** A Hokm state after `moves` moves by hokmBot, and the view of the seat to act. */
function hokmAt(seed: number, moves: number, players: 2 | 3 | 4 = 4): { state: hokm.HokmState; view: hokm.HokmView } {
  let s = hokm.setup({ players, seed });
  for (let i = 0; i < moves; i++) s = hokm.apply(s, bots.hokmBot(hokm.view(s, hokm.toAct(s)!)));
  return { state: s, view: hokm.view(s, hokm.toAct(s)!) };
}
const hokmPlayView = (seed: number, moves: number): hokm.HokmView => hokmAt(seed, moves).view;

describe('ismcts: the search policy', () => {
  it('last.policy: ascending ids, visits summing to the iterations, shares summing to 1, the move played the most visited', () => {
    for (const [seed, moves] of [
      [1, 0],
      [2, 3],
      [3, 9],
      [4, 14],
    ] as const) {
      const { state, view: v } = hokmAt(seed, moves);
      const p = hokmIsmcts({ iterations: 120, seed: `p${seed}` });
      const a = p(v);
      const { policy, iterations, visits } = p.last!;
      expect(iterations).toBe(120);
      expect(policy.length).toBeGreaterThan(1);
      expect(policy.map((e) => e.id)).toEqual([...policy.map((e) => e.id)].sort((x, y) => x - y));
      expect(policy.reduce((t, e) => t + e.visits, 0)).toBe(120);
      expect(policy.reduce((t, e) => t + e.share, 0)).toBeCloseTo(1, 12);
      const legal = hokm.legalIds(state);
      for (const e of policy) {
        expect(legal).toContain(e.id);
        expect(e.action).toEqual(hokm.decodeAction(e.id));
        expect(visits.get(e.id)).toBe(e.visits);
        expect(e.meanReward).not.toBeNull();
        expect(e.meanReward!).toBeGreaterThanOrEqual(0);
        expect(e.meanReward!).toBeLessThanOrEqual(1);
      }
      const most = Math.max(...policy.map((e) => e.visits));
      expect(policy.find((e) => e.visits === most && e.id === hokm.encodeAction(a))).toBeDefined();
    }
  });

  it('is deterministic for a seed, and a decision not searched has one entry of share 1', () => {
    const v = hokmPlayView(5, 4);
    const a = hokmIsmcts({ iterations: 60, seed: 's' });
    const b = hokmIsmcts({ iterations: 60, seed: 's' });
    a(v);
    b(v);
    expect(a.last!.policy).toEqual(b.last!.policy);
    // Hoc bids are hocBot's by default: not searched.
    const h = hocIsmcts({ iterations: 10, seed: 1 });
    const s = hoc.setup({ players: 2, seed: 1 });
    const act = h(hoc.view(s, hoc.toAct(s)!));
    expect(h.last!.policy).toEqual([{ id: hoc.encodeAction(act), action: act, visits: 0, share: 1, meanReward: null }]);
  });

  it("final: 'reward' plays the highest mean reward, 'visits' the most visits; anything else is BAD_OPTIONS", () => {
    let differed = false;
    for (let seed = 1; seed <= 12; seed++) {
      const v = hokmPlayView(seed, 5);
      const p = ismcts({ iterations: 30, seed, final: 'reward' });
      const a = p(v);
      const best = Math.max(...p.last!.policy.map((e) => e.meanReward!));
      expect(p.last!.policy.find((e) => e.id === hokm.encodeAction(a))!.meanReward).toBe(best);
      const q = ismcts({ iterations: 30, seed, final: 'visits' });
      if (hokm.encodeAction(q(v)) !== hokm.encodeAction(a)) differed = true;
    }
    // Over a few positions the two rules part somewhere (else the option would do nothing).
    expect(differed).toBe(true);
    expect(() => ismcts({ seed: 1, final: 'mean' as never })).toThrow(OptionsError);
  });
});

describe('ismcts: a world sampler of the caller’s', () => {
  it('is called once per iteration with the view, and the engine’s own sampler through it makes the same decisions', () => {
    const v = hokmPlayView(7, 5);
    let calls = 0;
    const p = hokmIsmcts({
      iterations: 50,
      seed: 'w',
      sample: (view, rng) => {
        calls++;
        expect(view).toBe(v);
        return hokm.sampleHidden(view as hokm.HokmView, rng);
      },
    });
    const q = hokmIsmcts({ iterations: 50, seed: 'w' });
    expect(p(v)).toEqual(q(v));
    expect(calls).toBe(50);
    expect(p.last!.policy).toEqual(q.last!.policy);
    // Hoc, in the play (bids are hocBot's).
    let s = hoc.setup({ players: 3, seed: 4 });
    while (s.phase !== 'play') s = hoc.apply(s, bots.hocBot(hoc.view(s, hoc.toAct(s)!)));
    const hv = hoc.view(s, hoc.toAct(s)!);
    let hocCalls = 0;
    const h = hocIsmcts({ iterations: 20, seed: 2, sample: (view, rng) => (hocCalls++, hoc.sampleHidden(view as hoc.HocView, rng)) });
    const g = hocIsmcts({ iterations: 20, seed: 2 });
    expect(h(hv)).toEqual(g(hv));
    expect(hocCalls).toBe(20);
  });

  it('a world that does not fit the view is BAD_OPTIONS: another seat to act, another hand, no state at all', () => {
    const { state, view: v } = hokmAt(8, 5);
    const seat = v.seat;
    const next = hokm.apply(state, bots.hokmBot(v)); // another seat to act
    const other = (seat + 1) % 4;
    const swapped = JSON.parse(JSON.stringify(state)) as hokm.HokmState; // the seat's hand is another's
    for (let suit = 0; suit < 4; suit++) {
      const t = swapped.hands[4 * seat + suit]!;
      swapped.hands[4 * seat + suit] = swapped.hands[4 * other + suit]!;
      swapped.hands[4 * other + suit] = t;
    }
    for (const world of [next, swapped, {}, null]) {
      const p = hokmIsmcts({ iterations: 5, seed: 1, sample: () => world as hokm.HokmState });
      let code = '';
      try {
        p(v);
      } catch (e) {
        code = (e as OptionsError).code;
      }
      expect(code).toBe('BAD_OPTIONS');
    }
    // The true state itself fits.
    const fine = hokmIsmcts({ iterations: 5, seed: 1, sample: () => state });
    expect(hokm.validate(state, fine(v)).ok).toBe(true);
    expect(() => hokmIsmcts({ seed: 1, sample: 3 as never })).toThrow(OptionsError);
  });
});

/** A 4-player view in the play, with several legal moves, where one side needs 1 point and the other 6 or more. */
function nearTheEnd(): { view: hokm.HokmView; ahead: boolean } {
  for (let seed = 1; seed < 200; seed++) {
    let s = hokm.setup({ players: 4, seed });
    while (!hokm.isOver(s)) {
      const [a, b] = s.match.points as [number, number];
      if (s.phase === 'play' && Math.max(a, b) === 6 && Math.min(a, b) <= 1 && hokm.legalIds(s).length > 2) {
        const seat = hokm.toAct(s)!;
        return { view: hokm.view(s, seat), ahead: s.match.points[seat & 1] === 6 };
      }
      s = hokm.apply(s, bots.hokmBot(hokm.view(s, hokm.toAct(s)!)));
    }
  }
  throw new Error('no such position');
}

describe('ismcts: the objective', () => {
  it('matchOdds is the race of one point a hand to a uniform side', () => {
    const two = matchOdds(2);
    const at = (a: number, b: number, k: number) => two[(a + 17 * b) * 2 + k]!;
    expect(at(1, 1, 0)).toBe(0.5);
    expect(at(1, 2, 0)).toBe(0.75);
    expect(at(2, 1, 0)).toBe(0.25);
    expect(at(0, 5, 0)).toBe(1);
    // Two sides needing 2 and 3: 11/16 (the first to 2 wins before the other reaches 3).
    expect(at(2, 3, 0)).toBe(11 / 16);
    const three = matchOdds(3);
    const i = (1 + 17 * 1 + 289 * 1) * 3;
    expect(three[i]! + three[i + 1]! + three[i + 2]!).toBeCloseTo(1, 14);
    expect(three[i]).toBeCloseTo(1 / 3, 14);
  });

  it("'match' values a playout by the match: at target 1 every playout is won or lost; near the end of the match, every move is worth about what the match is", () => {
    // Target 1: the hand is the match, so each playout's reward is 0 or 1 and each mean is a count over visits.
    let s1 = hokm.setup({ players: 4, seed: 9, target: 1 });
    for (let k = 0; k < 5; k++) s1 = hokm.apply(s1, bots.hokmBot(hokm.view(s1, hokm.toAct(s1)!)));
    const v1 = hokm.view(s1, hokm.toAct(s1)!);
    const m = hokmIsmcts({ iterations: 60, seed: 3, objective: 'match' });
    m(v1);
    for (const e of m.last!.policy) expect(Number.isInteger(Math.round(e.meanReward! * e.visits * 1e9) / 1e9)).toBe(true);
    const h = hokmIsmcts({ iterations: 60, seed: 3, objective: 'hand' });
    h(v1);
    expect(h.last!.policy.some((e) => Math.abs(e.meanReward! * e.visits - Math.round(e.meanReward! * e.visits)) > 1e-9)).toBe(true);
    // One side needs 1 point, the other at least 6: a hand won or lost hardly changes who wins the match.
    const { view: nv, ahead } = nearTheEnd();
    const p = hokmIsmcts({ iterations: 60, seed: 3, objective: 'match' });
    p(nv);
    for (const e of p.last!.policy) expect(ahead ? e.meanReward! > 0.9 : e.meanReward! < 0.1).toBe(true);
    const q = hokmIsmcts({ iterations: 60, seed: 3 });
    q(nv);
    for (const e of q.last!.policy) expect(e.meanReward! > 0.1 && e.meanReward! < 0.9).toBe(true);
  });

  it("'match' is for Hokm: Hoc refuses it, and anything else is BAD_OPTIONS", () => {
    expect(() => hocIsmcts({ seed: 1, objective: 'match' })).toThrow(OptionsError);
    let s = hoc.setup({ players: 2, seed: 3 });
    while (s.phase !== 'play') s = hoc.apply(s, bots.hocBot(hoc.view(s, hoc.toAct(s)!)));
    expect(() => ismcts({ seed: 1, iterations: 5, objective: 'match' })(hoc.view(s, hoc.toAct(s)!))).toThrow(OptionsError);
    expect(() => ismcts({ seed: 1, objective: 'deal' as never })).toThrow(OptionsError);
  });
});
