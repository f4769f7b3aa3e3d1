/**
 * The seeded generator. The algorithm is xoroshiro128+ (Blackman & Vigna,
 * 2018 parameters a=24, b=16, c=37), taken from `pure-rand`; its whole state
 * is four 32-bit integers, so it travels inside a game state as plain JSON and
 * the same seed gives the same deals on every platform. Seeds: see seed.ts.
 *
 * xoroshiro128+ is fast and statistically good, not cryptographic: someone
 * who sees enough of its output could rebuild its state. That is why a seed
 * must be secret and random (128 bits), and why a server that wants more can
 * supply every shuffle itself (host mode).
 */
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { MAX_ALLOWED } from './bounds.js';
import { seedRng, type RngState, type Seed } from './seed.js';

export { isRngState, isSeed, seedRng, type RngState, type Seed } from './seed.js';

function toState(g: RandomGenerator): RngState {
  const s = g.getState();
  return [s[0]!, s[1]!, s[2]!, s[3]!];
}

/**
 * A mutable generator over a copy of `state`, for code that draws several
 * numbers in a row; read the advanced state back with `state()`.
 */
export class Rng {
  private readonly g: RandomGenerator;

  constructor(state: Readonly<RngState>) {
    this.g = xoroshiro128plusFromState(state);
  }

  /** The next raw output: a signed 32-bit integer. */
  next(): number {
    return this.g.next();
  }

  /** A uniform integer in `[0, n)`, without modulo bias. */
  int(n: number): number {
    if (n > 0 && n < MAX_ALLOWED.length && (n | 0) === n) {
      // pure-rand's uniformInt(g, 0, n - 1), the same draws and value, in unsigned 32-bit arithmetic
      // (V8 then divides in integers): the bots draw small ranges millions of times.
      const max = MAX_ALLOWED[n]!;
      const range = n >>> 0;
      for (;;) {
        // The draw + 2**31 as an unsigned 32-bit integer (flipping the sign bit), as uniformInt offsets it.
        const v = (this.g.next() ^ -2147483648) >>> 0;
        if (v < max) return (v % range) >>> 0;
      }
    }
    return uniformInt(this.g, 0, n - 1);
  }

  /** Shuffles `items` in place (Fisher–Yates with unbiased draws) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }

  /** The generator's current state, to store back into a game state. */
  state(): RngState {
    return toState(this.g);
  }
}

/**
 * A generator from a seed, or the generator itself when one is given (used
 * and advanced as it is, without hashing): for code that takes `Seed | Rng`.
 * @example const r = toRng('rollout-1'); toRng(r) === r
 */
export function toRng(seed: Seed | Rng): Rng {
  return seed instanceof Rng ? seed : new Rng(seedRng(seed));
}

/** The result of {@link shuffled}. */
export interface Shuffled<T> {
  /** The shuffled copy. */
  items: T[];
  /** The generator state after the shuffle. */
  rng: RngState;
}

/** The result of {@link randomInt}. */
export interface RandomInt {
  /** The drawn integer. */
  value: number;
  /** The generator state after the draw. */
  rng: RngState;
}

/**
 * Pure shuffle: a shuffled copy of `items` and the advanced generator state.
 * @example const { items, rng } = shuffled(DECK, seedRng(42));
 */
export function shuffled<T>(items: readonly T[], rng: Readonly<RngState>): Shuffled<T> {
  const r = new Rng(rng);
  const out = r.shuffle(items.slice());
  return { items: out, rng: r.state() };
}

/** Pure draw of a uniform integer in `[0, n)` and the advanced state. */
export function randomInt(n: number, rng: Readonly<RngState>): RandomInt {
  const r = new Rng(rng);
  const value = r.int(n);
  return { value, rng: r.state() };
}
