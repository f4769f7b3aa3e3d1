/**
 * Multiple-observer ISMCTS (`opponents: 'observers'`): legal play, a seed
 * replays, and the trees are keyed as the design says — each seat's moves
 * in its own tree come from the hand its tree is rooted at, every move is
 * the same edge in every tree, a move a seat cannot see is its "unknown"
 * edge — where the single-observer tree mixes the hands an opponent might
 * hold.
 */
import { describe, expect, it } from 'vitest';
import { bots, hoc, hokm, OptionsError } from '../src/index.js';
import type { HokmState } from '../src/hokm/index.js';
import { treeNodes } from '../src/bots/observers.js';

const { hokmIsmcts, ismcts } = bots;

/** Whether card id `c` is in hand key `key` (bit c of the 52). */
const holds = (key: number, c: number) => Math.floor(key / 2 ** c) % 2 === 1;

/** A 4-player hand after trumps and `plays` cards, and the view of the seat to act. */
function midHand(seed: number, plays: number): { s: HokmState; seat: number } {
  let s = hokm.setup({ players: 4, seed });
  for (let i = 0; i <= plays; i++) s = hokm.apply(s, bots.hokmBot(hokm.view(s, hokm.toAct(s)!)));
  return { s, seat: hokm.toAct(s)! };
}

describe("ismcts, opponents: 'observers'", () => {
  it('plays only legal actions in every variant of both games', () => {
    for (const players of [4, 3, 2] as const) {
      const p = ismcts({ iterations: 16, seed: `o${players}`, opponents: 'observers', heuristics: players !== 2 });
      let s = hokm.setup({ players, seed: players });
      for (let i = 0; i < 40 && !hokm.isOver(s); i++) {
        const seat = hokm.toAct(s)!;
        const a = p(hokm.view(s, seat));
        expect(hokm.validate(s, a, seat)).toEqual({ ok: true });
        s = hokm.apply(s, a);
      }
    }
    for (const players of [2, 3] as const) {
      const p = ismcts({ iterations: 8, seed: `oc${players}`, opponents: 'observers' });
      let s = hoc.setup({ players, seed: players });
      for (let i = 0; i < 40 && !hoc.isOver(s); i++) {
        const seat = hoc.toAct(s)!;
        const a = p(hoc.view(s, seat));
        expect(hoc.validate(s, a, seat)).toEqual({ ok: true });
        s = hoc.apply(s, a);
      }
    }
  });

  it('is deterministic for a seed, and differs from the single-observer search', () => {
    const { s, seat } = midHand(3, 5);
    const v = hokm.view(s, seat);
    const a = hokmIsmcts({ iterations: 120, seed: 'same', opponents: 'observers' });
    const b = hokmIsmcts({ iterations: 120, seed: 'same', opponents: 'observers' });
    const single = hokmIsmcts({ iterations: 120, seed: 'same' });
    expect(a(v)).toEqual(b(v));
    expect(a.last!.policy).toEqual(b.last!.policy);
    single(v);
    expect(a.last!.iterations).toBe(120);
    expect(a.last!.policy).not.toEqual(single.last!.policy);
  });

  it("each seat chooses only among the cards of the hand its own tree is rooted at; the single tree's opponents choose among more cards than they hold", () => {
    let mixed = 0;
    for (const [seed, plays] of [
      [1, 0],
      [2, 6],
      [5, 13],
      [1, 28],
      [2, 28],
      [4, 26],
    ] as const) {
      const { s, seat } = midHand(seed, plays);
      const v = hokm.view(s, seat);
      const mo = hokmIsmcts({ iterations: 200, seed: `k${seed}`, opponents: 'observers' });
      mo(v);
      const nodes = treeNodes(mo);
      const mine = new Set(v.hand.map((c) => hokm.encodeAction({ type: 'play', card: c })));
      const handSize = v.hand.length;
      let checked = 0;
      for (const n of nodes) {
        if (n.actor !== n.tree) continue;
        // A seat's own moves in its own tree: the searcher's from its view, another's from its root's hand.
        if (n.tree === seat) {
          expect(n.hand).toBeNull();
          expect(mine.has(n.id)).toBe(true);
        } else {
          expect(n.hand).not.toBeNull();
          expect(holds(n.hand!, n.id)).toBe(true);
        }
        expect(n.siblings).toBeLessThanOrEqual(handSize + 1);
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
      // Other seats' trees have many roots: one per hand they held in the sampled worlds.
      const roots = new Set(nodes.filter((n) => n.tree !== seat && n.hand !== null).map((n) => `${n.tree}/${n.hand}`));
      expect(roots.size).toBeGreaterThan(10);
      // Every move is the same edge in every tree: the first moves of each tree are the searcher's root moves.
      const first = (t: number) => new Set(nodes.filter((n) => n.tree === t && n.depth === 1).map((n) => n.id));
      for (let t = 0; t < 4; t++) expect(first(t)).toEqual(first(seat));
      // The single tree, late in the hand: some opponent's node offers it more cards than any one hand holds.
      const so = hokmIsmcts({ iterations: 200, seed: `k${seed}` });
      so(v);
      const opp = treeNodes(so).filter((n) => n.actor % 2 !== seat % 2);
      if (Math.max(...opp.map((n) => n.siblings)) > handSize + 1) mixed++;
    }
    expect(mixed).toBeGreaterThanOrEqual(3);
  });

  it("a move a seat cannot see is one 'unknown' edge in its tree (2-player discards)", () => {
    let s = hokm.setup({ players: 2, seed: 4 });
    s = hokm.apply(s, bots.hokmBot(hokm.view(s, hokm.toAct(s)!))); // trumps
    expect(s.phase).toBe('discard');
    const seat = hokm.toAct(s)!;
    const p = hokmIsmcts({ iterations: 60, seed: 'd', opponents: 'observers', heuristics: false });
    p(hokm.view(s, seat));
    const nodes = treeNodes(p);
    const mineFirst = new Set(nodes.filter((n) => n.tree === seat && n.depth === 1).map((n) => n.id));
    const theirsFirst = new Set(nodes.filter((n) => n.tree === 1 - seat && n.depth === 1).map((n) => n.id));
    expect(mineFirst.size).toBeGreaterThan(1);
    expect([...theirsFirst]).toEqual([hokm.numActions]);
  });

  it("answers an unknown 'opponents' with BAD_OPTIONS", () => {
    for (const opponents of ['observer', 'trees', 1, null]) {
      let caught: unknown;
      try {
        ismcts({ iterations: 5, seed: 1, opponents: opponents as never });
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(OptionsError);
      expect((caught as OptionsError).code).toBe('BAD_OPTIONS');
    }
  });
});
