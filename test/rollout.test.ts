/** Rollout helpers: reseed, returns and the mask written into the caller's array, both games. */
import { describe, expect, it } from 'vitest';
import { hoc, hokm, OptionsError, Rng, seedRng, StateError } from '../src/index.js';

function playHokm(s: hokm.HokmState, n: number, rng: Rng): void {
  for (let i = 0; i < n && s.phase !== 'over'; i++) {
    const ids = hokm.legalIds(s);
    hokm.applyMutable(s, ids[rng.int(ids.length)]!);
  }
}

describe('reseed', () => {
  it('Hokm: the next hand differs by seed, the seen cards and everything visible stay', () => {
    const s = hokm.clone(hokm.setup({ seed: 1 }));
    const a = hokm.clone(s);
    const b = hokm.clone(s);
    hokm.reseed(a, 'one');
    hokm.reseed(b, 'two');
    // Trump phase: the undealt stock is unseen, so it is shuffled again; the hakem's five stay.
    expect(a.stock).not.toEqual(b.stock);
    expect([...a.stock].sort((x, y) => x - y)).toEqual([...s.stock].sort((x, y) => x - y));
    for (let seat = 0; seat < 4; seat++) expect(hokm.view(a, seat)).toEqual(hokm.view(s, seat));
    // Reseeding with the same seed twice is the same future.
    const c = hokm.clone(s);
    hokm.reseed(c, 'one');
    expect(c).toEqual(a);
    expect(() => hokm.reseed(hokm.setup({ seed: 1 }), 1)).toThrow(StateError);
  });

  it('Hokm 2 players: in the draw, the card the drawer looks at stays on top', () => {
    const rng = new Rng(seedRng(2));
    const s = hokm.clone(hokm.setup({ players: 2, seed: 2 }));
    while (s.phase !== 'draw') playHokm(s, 1, rng);
    const top = s.stock[0];
    const rest = s.stock.slice(1);
    hokm.reseed(s, 'x');
    expect(s.stock[0]).toBe(top);
    expect(s.stock.slice(1)).not.toEqual(rest);
  });

  it('Hoc: a new generator makes a different next deal', () => {
    const s = hoc.clone(hoc.setup({ players: 2, seed: 3 }));
    const a = hoc.clone(s);
    const b = hoc.clone(s);
    hoc.reseed(a, 1);
    hoc.reseed(b, 2);
    expect(a.rng).not.toEqual(b.rng);
    expect(hoc.view(a, 0)).toEqual(hoc.view(s, 0));
    const rng = new Rng(seedRng(4));
    for (const t of [a, b]) while (t.deal === 0) hoc.applyMutable(t, hoc.legalIds(t)[rng.int(hoc.legalIds(t).length)]!);
    expect(a.hands).not.toEqual(b.hands);
  });
});

describe('returns', () => {
  it('Hokm: sides share points, finished counts hands, the winners get 1 at the end', () => {
    const s = hokm.clone(hokm.setup({ seed: 5, target: 2 }));
    expect(hokm.returns(s)).toEqual({ finished: 0, score: [0, 0, 0, 0], result: null });
    const rng = new Rng(seedRng(5));
    let before = hokm.returns(s);
    while (s.phase !== 'over') {
      playHokm(s, 1, rng);
      const r = hokm.returns(s);
      if (r.finished !== before.finished) {
        // A hand ended: the side that won it gained its points, in both its seats.
        const gained = r.score.map((x, k) => x - before.score[k]!);
        expect(gained[0]).toBe(gained[2]);
        expect(gained[1]).toBe(gained[3]);
        expect(gained.some((g) => g > 0)).toBe(true);
      }
      before = r;
    }
    const r = hokm.returns(s);
    const out = hokm.outcome(s)!;
    expect(r.result).toEqual([0, 1, 2, 3].map((k) => (out.winners.includes(k) ? 1 : 0)));
  });

  it('Hoc: chips won or lost, deals finished, tied leaders share the win', () => {
    const s = hoc.clone(hoc.setup({ players: 3, seed: 6, deals: 3 }));
    expect(hoc.returns(s)).toMatchObject({ finished: 0, result: null });
    expect(hoc.returns(s).score).toEqual(s.balances.map((b) => b - 100));
    const rng = new Rng(seedRng(6));
    while (s.phase !== 'over') hoc.applyMutable(s, hoc.legalIds(s)[rng.int(hoc.legalIds(s).length)]!);
    const r = hoc.returns(s);
    expect(r.finished).toBe(3);
    const out = hoc.outcome(s)!;
    expect(r.result).toEqual(s.balances.map((_, k) => (out.winners.includes(k) ? 1 / out.winners.length : 0)));
  });
});

describe("legalActionMask into the caller's array", () => {
  it('agrees with legalIds at every step of random games, both games, and rejects a wrong array', () => {
    const rng = new Rng(seedRng(7));
    const hm = new Uint8Array(hokm.numActions);
    const cm = new Uint8Array(hoc.numActions);
    for (const players of [4, 3, 2] as const) {
      const s = hokm.clone(hokm.setup({ players, seed: players }));
      for (let i = 0; i < 300 && s.phase !== 'over'; i++) {
        expect(hokm.legalActionMask(s, hm)).toBe(hm);
        expect([...hm.keys()].filter((id) => hm[id] === 1)).toEqual(hokm.legalIds(s));
        playHokm(s, 1, rng);
      }
    }
    const t = hoc.clone(hoc.setup({ players: 3, seed: 8 }));
    for (let i = 0; i < 300 && t.phase !== 'over'; i++) {
      expect(hoc.legalActionMask(t, cm)).toBe(cm);
      expect([...cm.keys()].filter((id) => cm[id] === 1)).toEqual(hoc.legalIds(t));
      const ids = hoc.legalIds(t);
      hoc.applyMutable(t, ids[rng.int(ids.length)]!);
    }
    expect(() => hokm.legalActionMask(hokm.setup(), new Uint8Array(3))).toThrow(OptionsError);
    expect(() => hoc.legalActionMask(hoc.setup(), new Uint8Array(3))).toThrow(OptionsError);
  });
});
