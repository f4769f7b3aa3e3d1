/**
 * PIMC's inference (src/bots/hokm-infer.ts): the weight of a world is the
 * likelihood of the other seats' plays under the play model, worked out
 * here by hand; the hakem's trump choice matches hokmBot's over every
 * first five; the weighted source draws by weight; the player with
 * `inference` is deterministic for a seed and refuses bad options.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bots, hokm, isHocHokmError, Rng, seedRng } from '../src/index.js';
import type { Card } from '../src/cards/index.js';
import type { HokmAction, HokmState, HokmView } from '../src/hokm/index.js';
import { hokmBotUnchecked } from '../src/bots/hokm.js';
import { playInference, trumpInference, trumpShare, weightedSource } from '../src/bots/hokm-infer.js';
import { CODES } from '../src/hokm/places.js';

const { hokmBot, hokmPimc } = bots;

/** A 4- or 3-player hand of hokmBot's play after `plays` cards (trumps hokmBot's too). */
function midHand(players: 3 | 4, seed: string, plays: number): HokmState {
  let s = hokm.setup({ players, seed });
  while (s.phase !== 'play' || s.played.length < plays) s = hokm.apply(s, hokmBot(hokm.view(s, hokm.toAct(s)!)));
  return s;
}

/** The lowest legal card by id: a play model whose choices are easy to work out by hand. */
const lowest = (v: HokmView): HokmAction => v.legal.reduce((a, b) => (CODES.indexOf((b as { card: Card }).card) < CODES.indexOf((a as { card: Card }).card) ? b : a));

/** The cards (ids) `seat` held in `world` just before the `at`-th card of the hand was played. */
function heldAt(world: HokmState, seat: number, at: number, leaders: number[]): number[] {
  const ids: number[] = [];
  for (let id = 0; id < 52; id++) if ((world.hands[4 * seat + ((id / 13) | 0)]! >> (id % 13)) & 1) ids.push(id);
  const n = world.players;
  for (let i = at; i < world.played.length; i++) if ((leaders[(i / n) | 0]! + (i % n)) % n === seat) ids.push(world.played[i]!);
  return ids.sort((a, b) => a - b);
}

describe('playInference', () => {
  it('weighs a world by the model probability of each observed play, worked out by hand', () => {
    const s = midHand(4, 'infer by hand', 14);
    const me = hokm.toAct(s)!;
    const view = hokm.view(s, me);
    const eps = 0.2;
    const weight = playInference(view, lowest, eps)!;
    const n = 4;
    const leaders = [view.hakem, ...s.winners];
    const draw = hokm.sampler(view);
    const rng = new Rng(seedRng('worlds'));
    const seen = new Set<number>();
    for (let k = 0; k < 30; k++) {
      const world = draw(rng, { mutable: true });
      let expected = 1;
      for (let i = 0; i < s.played.length; i++) {
        const seat = (leaders[(i / n) | 0]! + (i % n)) % n;
        if (seat === me) continue;
        const held = heldAt(world, seat, i, leaders);
        const led = i % n === 0 ? -1 : (s.played[i - (i % n)]! / 13) | 0;
        const follow = held.filter((id) => ((id / 13) | 0) === led);
        const legal = follow.length > 0 ? follow : held;
        if (legal.length < 2) continue;
        expected *= legal[0] === s.played[i] ? 1 - eps : eps / (legal.length - 1);
      }
      // The same factors, multiplied in another order (seat by seat).
      expect(Math.abs(weight(world) / expected - 1)).toBeLessThan(1e-12);
      seen.add(expected);
    }
    // The worlds differ in how well they explain the plays.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('gives the real deal, where hokmBot made every play, the most weight a world can have', () => {
    const s = midHand(4, 'infer real', 21);
    const view = hokm.view(s, hokm.toAct(s)!);
    const weight = playInference(view, hokmBotUnchecked, 0.1)!;
    const draw = hokm.sampler(view);
    const rng = new Rng(seedRng('worlds'));
    const real = weight(s);
    const others = Array.from({ length: 100 }, () => weight(draw(rng, { mutable: true })));
    expect(Math.max(...others)).toBeLessThanOrEqual(real);
    // …and a world where some seat's play is one hokmBot would not make from it weighs less.
    expect(Math.min(...others)).toBeLessThan(real);
  });

  it('leaves out the seats it is told to', () => {
    const s = midHand(4, 'infer seats', 13);
    const me = hokm.toAct(s)!;
    const view = hokm.view(s, me);
    const all = playInference(view, lowest, 0.2)!;
    const none = playInference(view, lowest, () => null);
    expect(none).toBeNull();
    const opponents = playInference(view, lowest, (seat) => ((seat & 1) !== (me & 1) ? 0.2 : null))!;
    const partner = playInference(view, lowest, (seat) => (seat === (me + 2) % 4 ? 0.2 : null))!;
    const world = hokm.sampler(view)(new Rng(seedRng('w')), { mutable: true });
    expect(opponents(world) * partner(world)).toBeCloseTo(all(world), 12);
  });

  it('is null before anybody else has played', () => {
    const s = midHand(4, 'infer first', 0);
    expect(playInference(hokm.view(s, hokm.toAct(s)!), lowest, 0.1)).toBeNull();
  });
});

describe('trumpInference', () => {
  it('counts the first fives from which hokmBot names each suit, as hokmBot itself does', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(52).keys()], { minLength: 13, maxLength: 13 }), (ids) => {
        ids.sort((a, b) => a - b);
        const counts = [0, 0, 0, 0];
        for (let a = 0; a < 13; a++)
          for (let b = a + 1; b < 13; b++)
            for (let c = b + 1; c < 13; c++)
              for (let d = c + 1; d < 13; d++)
                for (let e = d + 1; e < 13; e++) {
                  const hand = [a, b, c, d, e].map((i) => CODES[ids[i]!]!);
                  const legal: HokmAction[] = (['C', 'D', 'H', 'S'] as const).map((suit) => ({ type: 'trump', suit }));
                  const choice = hokmBotUnchecked({ phase: 'trump', hand, legal } as unknown as HokmView) as { suit: string };
                  counts['CDHS'.indexOf(choice.suit)]!++;
                }
        for (let t = 0; t < 4; t++) expect(trumpShare(ids, t)).toBe(counts[t]! / 1287);
      }),
      { numRuns: 5, seed: 17 },
    );
  });

  it('counts as enumerating every five does, for hands of 5 to 17 cards (3 players) and long suits', () => {
    const points = (id: number) => 7 + [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 5, 8][id % 13 === 0 ? 12 : (id % 13) - 1]! + (id % 13 === 0 ? 12 : (id % 13) - 1) / 16;
    const brute = (ids: number[], trump: number): number => {
      let hits = 0;
      let all = 0;
      const pick = (from: number, left: number, w: number[]): void => {
        if (left === 0) {
          let best = 0;
          for (let s = 1; s < 4; s++) if (w[s]! > w[best]!) best = s;
          if (best === trump) hits++;
          all++;
          return;
        }
        for (let i = from; i < ids.length; i++) {
          const x = [...w];
          x[(ids[i]! / 13) | 0]! += points(ids[i]!);
          pick(i + 1, left - 1, x);
        }
      };
      pick(0, 5, [0, 0, 0, 0]);
      return hits / all;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 17 }).chain((h) => fc.shuffledSubarray([...Array(52).keys()], { minLength: h, maxLength: h })),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (ids, trump, long) => {
          // Half the hands drawn from two suits only, so that long suits and ties of points come up.
          const hand = ids.length % 2 === 0 ? ids : [...new Set(ids.map((id) => (((id / 13) | 0) % 2 === 0 ? 13 * long + (id % 13) : id)))];
          if (hand.length < 5) return;
          hand.sort((a, b) => a - b);
          expect(trumpShare(hand, trump)).toBe(brute(hand, trump));
        },
      ),
      { numRuns: 300, seed: 23 },
    );
  });

  it('weighs the hakem holding the trumps above the hakem without them, and is null for the hakem itself', () => {
    const s = midHand(4, 'infer trumps', 5);
    const me = hokm.toAct(s)!;
    const view = hokm.view(s, me);
    if (view.hakem === me) throw new Error('pick another seed: the viewer is the hakem');
    expect(trumpInference(hokm.view(s, view.hakem), 0.1)).toBeNull();
    const weight = trumpInference(view, 0.1)!;
    const draw = hokm.sampler(view);
    const rng = new Rng(seedRng('w'));
    const trump = 'CDHS'.indexOf(view.trump!);
    let withMost = 0;
    let withFewest = 0;
    const worlds = Array.from({ length: 200 }, () => draw(rng, { mutable: true }));
    const len = (w: HokmState): number => {
      let k = 0;
      for (let m = w.hands[4 * view.hakem + trump]!; m !== 0; m &= m - 1) k++;
      return k;
    };
    worlds.sort((a, b) => len(a) - len(b));
    for (let k = 0; k < 50; k++) withFewest += weight(worlds[k]!);
    for (let k = 150; k < 200; k++) withMost += weight(worlds[k]!);
    expect(withMost).toBeGreaterThan(withFewest);
    expect(weight(s)).toBeGreaterThan(0);
  });
});

describe('weightedSource', () => {
  it('draws the worlds by weight, without drawing one twice, then uniform worlds', () => {
    const s = midHand(4, 'infer source', 9);
    const view = hokm.view(s, hokm.toAct(s)!);
    const draw = hokm.sampler(view);
    // Only the worlds whose first hidden card of seat (me+1) is a club count, all alike.
    const seat = (view.seat + 1) % 4;
    const clubs = (w: HokmState): boolean => w.hands[4 * seat]! !== 0;
    const source = weightedSource((w) => (clubs(w) ? 1 : 1e-300), 50);
    const rng = new Rng(seedRng('src'));
    const picked = Array.from({ length: 5 }, () => source(draw, rng, 5));
    expect(picked.every(clubs)).toBe(true);
    expect(new Set(picked).size).toBe(5);
  });
});

describe('hokmPimc with inference', () => {
  it('makes the same decisions for a seed, and plays legal cards', () => {
    const s = midHand(4, 'infer player', 17);
    const view = hokm.view(s, hokm.toAct(s)!);
    const a = hokmPimc({ worlds: 4, seed: 'p', inference: { candidates: 40 } });
    const b = hokmPimc({ worlds: 4, seed: 'p', inference: { candidates: 40 } });
    for (let k = 0; k < 3; k++) {
      const x = a(view);
      expect(b(view)).toEqual(x);
      expect(b.last).toEqual(a.last);
      expect(hokm.validate(s, x).ok).toBe(true);
    }
    expect(a.last!.worlds).toBe(4);
  });

  it('solves other worlds than the uniform player', () => {
    const s = midHand(4, 'infer differs', 24);
    const view = hokm.view(s, hokm.toAct(s)!);
    const uniform = hokmPimc({ worlds: 8, seed: 'p' });
    const inferred = hokmPimc({ worlds: 8, seed: 'p', inference: {} });
    uniform(view);
    inferred(view);
    expect(inferred.last!.values).not.toEqual(uniform.last!.values);
  });

  it('refuses bad inference options with BAD_OPTIONS', () => {
    for (const inference of [
      true,
      null,
      3,
      { candidates: 0 },
      { candidates: 1.5 },
      { epsilon: 0 },
      { epsilon: 1 },
      { epsilon: 'a' },
      { partner: 1 },
      { partner: true },
      { trumps: 'yes' },
    ]) {
      let code = 'no error';
      try {
        hokmPimc({ seed: 1, inference: inference as never });
      } catch (e) {
        code = isHocHokmError(e) ? e.code : String(e);
      }
      expect(code, JSON.stringify(inference)).toBe('BAD_OPTIONS');
    }
  });
});

describe("hokmPimc with ties: 'bot'", () => {
  it("plays hokmBot's card among equal best plays, where the random tie-break may not", () => {
    let differs = 0;
    for (let k = 0; k < 12; k++) {
      const s = midHand(4, `ties ${k}`, 20 + (k % 4));
      const view = hokm.view(s, hokm.toAct(s)!);
      if (view.legal.length < 2) continue;
      const random = hokmPimc({ worlds: 4, seed: `t${k}` });
      const bot = hokmPimc({ worlds: 4, seed: `t${k}`, ties: 'bot' });
      const a = random(view);
      const b = bot(view);
      // The same worlds and values: only the choice among the best may differ, and then it is hokmBot's.
      expect(bot.last!.values).toEqual(random.last!.values);
      if (JSON.stringify(a) !== JSON.stringify(b)) {
        differs++;
        expect(b).toEqual(hokmBot(view));
        expect(bot.last!.values.get(hokm.encodeAction(b))).toBe(Math.max(...bot.last!.values.values()));
      }
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('refuses other ties with BAD_OPTIONS', () => {
    for (const ties of ['first', true, null]) expect(() => hokmPimc({ seed: 1, ties: ties as never })).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
  });
});
