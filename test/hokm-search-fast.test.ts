/**
 * The Hokm search's fast paths make the same moves and draw the same
 * numbers as the plain ones: the default rollout's move read from the
 * hand (`hokmRolloutMove`) against `hokmRollout` given the legal ids and
 * against the policy as first written (kept here as the reference), and
 * the sampler that deals into one reused world (`reusingSampler`) against
 * `sampler`.
 */
import { describe, expect, it } from 'vitest';
import { hokm } from '../src/index.js';
import { hokmRollout, hokmRolloutMove } from '../src/bots/policy.js';
import { reusingSampler } from '../src/hokm/sample.js';
import { Rng, seedRng } from '../src/rng/index.js';

const STRENGTH = [13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const cost = (id: number, trump: number): number => (((id / 13) | 0) === trump ? 100 + STRENGTH[id % 13]! : STRENGTH[id % 13]!);

/** hokmRollout's play as it was first written, over the list of ids. */
function referencePlay(s: hokm.HokmState, ids: readonly number[], rng: Rng): number {
  const n = s.players;
  const trump = s.trump === null ? -1 : 'CDHS'.indexOf(s.trump);
  const from = s.winners.length * n;
  const k = s.played.length - from;
  if (k === 0) {
    const side = ids.filter((id) => ((id / 13) | 0) !== trump);
    if (side.length === 0 || rng.int(4) === 0) return ids[rng.int(ids.length)]!;
    const suit = (side[rng.int(side.length)]! / 13) | 0;
    let top = -1;
    for (const id of side) if (((id / 13) | 0) === suit && (top < 0 || STRENGTH[id % 13]! > STRENGTH[top % 13]!)) top = id;
    return top;
  }
  let win = 0;
  let winSuit = (s.played[from]! / 13) | 0;
  let winStrength = STRENGTH[s.played[from]! % 13]!;
  for (let i = 1; i < k; i++) {
    const id = s.played[from + i]!;
    const suit = (id / 13) | 0;
    const st = STRENGTH[id % 13]!;
    if (suit === winSuit ? st > winStrength : suit === trump) {
      win = i;
      winSuit = suit;
      winStrength = st;
    }
  }
  let cheapest = ids[0]!;
  let cheapestWinner = -1;
  for (const id of ids) {
    if (cost(id, trump) < cost(cheapest, trump)) cheapest = id;
    const suit = (id / 13) | 0;
    const beats = suit === winSuit ? STRENGTH[id % 13]! > winStrength : suit === trump;
    if (beats && (cheapestWinner < 0 || cost(id, trump) < cost(cheapestWinner, trump))) cheapestWinner = id;
  }
  return (n === 4 && win === k - 2) || cheapestWinner < 0 ? cheapest : cheapestWinner;
}

describe('the default Hokm rollout read from the hand', () => {
  it('makes the move and the draws of hokmRollout given the legal ids, and of the reference play, at every step of random games', () => {
    let checked = 0;
    for (const players of [4, 3, 2] as const) {
      for (let game = 0; game < 12; game++) {
        const walk = new Rng(seedRng(`walk-${players}-${game}`));
        const s = hokm.clone(hokm.setup({ players, seed: `fast-${players}-${game}` }));
        while (!hokm.isOver(s)) {
          const ids = hokm.legalIds(s);
          for (const seed of [0, 1, 2]) {
            const a = new Rng(seedRng(`${players}/${game}/${checked}/${seed}`));
            const b = new Rng(seedRng(`${players}/${game}/${checked}/${seed}`));
            const c = new Rng(seedRng(`${players}/${game}/${checked}/${seed}`));
            const move = hokmRolloutMove(s, a, hokm.legalIds);
            expect(move).toBe(hokmRollout(s, ids, b));
            if (s.phase === 'play') expect(move).toBe(referencePlay(s, ids, c));
            else c.next();
            expect(ids).toContain(move);
            const after = a.next();
            expect(b.next()).toBe(after);
            if (s.phase === 'play') expect(c.next()).toBe(after);
            checked++;
          }
          hokm.applyMutable(s, ids[walk.int(ids.length)]!);
        }
      }
    }
    expect(checked).toBeGreaterThan(1500);
  });
});

describe('the sampler that deals into one world', () => {
  it("deals what sampler deals with the same generator, into the same object, with the match's target replaced", () => {
    for (const players of [4, 3, 2] as const) {
      const walk = new Rng(seedRng(`views-${players}`));
      const s = hokm.clone(hokm.setup({ players, seed: `reuse-${players}` }));
      for (let step = 0; step < 60 && !hokm.isOver(s); step++) {
        const v = hokm.view(s, walk.int(players));
        const plain = hokm.sampler(v);
        const into = reusingSampler(v, 1);
        const a = new Rng(seedRng(`a-${players}-${step}`));
        const b = new Rng(seedRng(`a-${players}-${step}`));
        let first: hokm.HokmState | null = null;
        for (let k = 0; k < 4; k++) {
          const want = plain(a, { mutable: true });
          const got = into(b);
          first ??= got;
          expect(got).toBe(first);
          expect(got.match.options.target).toBe(1);
          expect({ ...got, match: { ...got.match, options: { ...got.match.options, target: v.options.target } } }).toEqual(want);
          expect(b.next()).toBe(a.next());
          // What a playout does to the world does not reach the next draw.
          const ids = hokm.legalIds(got);
          if (ids.length > 0) hokm.applyMutable(got, ids[0]!);
        }
        const ids = hokm.legalIds(s);
        hokm.applyMutable(s, ids[walk.int(ids.length)]!);
      }
    }
  });
});
