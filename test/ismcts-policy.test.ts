/**
 * The ISMCTS player as a teacher and as a framework: the search's policy
 * (`last.policy`), the final move by visits or by reward, a world sampler
 * of the caller's (`sample`), and the objective (`objective`).
 */
import { describe, expect, it } from 'vitest';
import { bots, hoc, hokm, OptionsError } from '../src/index.js';

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
