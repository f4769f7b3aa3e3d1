/**
 * The seeded generator. The algorithm is xoroshiro128+ (Blackman & Vigna,
 * 2018 parameters a=24, b=16, c=37), taken from `pure-rand`; its whole state
 * is four 32-bit integers, so it travels inside a game state as plain JSON and
 * the same seed gives the same deals on every platform.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** The generator state: four signed 32-bit integers (plain JSON). */
export type RngState = [number, number, number, number];

/** A seed: any string, or a safe integer. */
export type Seed = string | number;

/**
 * 32-bit FNV-1a hash over UTF-16 code units: turns a string seed into an
 * integer seed. (Fowler–Noll–Vo, offset basis 2166136261, prime 16777619.)
 */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** Whether `x` is a usable seed: a string, or a safe integer. */
export function isSeed(x: unknown): x is Seed {
  return typeof x === 'string' || (typeof x === 'number' && Number.isSafeInteger(x));
}

/**
 * The generator state for a seed. Strings are hashed; integers beyond 32 bits
 * fold their high bits in, so every safe integer is a distinct-looking seed.
 * @example const s = seedRng('my table'); // [n, n, n, n]
 */
export function seedRng(seed: Seed): RngState {
  let n: number;
  if (typeof seed === 'string') n = hashSeed(seed);
  else {
    if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be a string or a safe integer');
    n = (seed | 0) ^ Math.floor(seed / 0x100000000);
  }
  return toState(xoroshiro128plus(n));
}

/** Whether `x` has the shape of a generator state. */
export function isRngState(x: unknown): x is RngState {
  return (
    Array.isArray(x) &&
    x.length === 4 &&
    x.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= -0x80000000 && v <= 0x7fffffff) &&
    x.some((v) => v !== 0)
  );
}

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
    return uniformInt(this.g, 0, n - 1);
  }

  /** Shuffles `items` in place (Fisher–Yates with unbiased draws) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = uniformInt(this.g, 0, i);
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
