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
