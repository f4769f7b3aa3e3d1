/**
 * Randomness for hosts (game servers and apps) from the platform's
 * cryptographic generator, Web Crypto's `crypto.getRandomValues` (Node 20
 * and every browser). This is the only part of the package outside the CLI
 * that is not deterministic; the rules engines never call it.
 *
 * - {@link randomSeed}: a fresh secret 128-bit seed for seeded mode.
 * - {@link randomDeck}: an unbiased shuffle for host mode's `deal` actions.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { randomDeck, randomSeed } from 'hoc-hokm/host';
 *
 * const seeded = hokm.setup({ seed: randomSeed() }); // seeded mode: keep the seed secret
 * let hosted = hokm.setup({ shuffle: 'host' }); // host mode: every shuffle is yours
 * for (let p = hokm.pendingDeal(hosted); p; p = hokm.pendingDeal(hosted)) {
 *   hosted = hokm.apply(hosted, { type: 'deal', deck: randomDeck(p.cards) });
 * }
 * console.log(seeded.phase, hosted.phase); // 'trump' 'trump': both wait for the hakem
 * ```
 * @module host
 */
import { HocHokmError } from '../core/errors.js';

/** The platform's cryptographic generator; throws when there is none. */
function fill<T extends Uint32Array>(words: T): T {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: T) => T } }).crypto;
  if (typeof c?.getRandomValues !== 'function') {
    throw new HocHokmError('BAD_OPTIONS', 'no cryptographic random source (globalThis.crypto.getRandomValues) on this platform');
  }
  c.getRandomValues(words);
  return words;
}

/**
 * A fresh random seed of 128 bits: four integers from 0 to 2³² − 1, from
 * the platform's cryptographic generator. Pass it to `setup` and keep it
 * secret (it decides every deal of the game).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 * import { randomSeed } from 'hoc-hokm/host';
 *
 * const seed = randomSeed(); // e.g. [2718281828, 3141592653, 1618033988, 1414213562]
 * const state = hoc.setup({ players: 3, seed }); // store the seed with the table, never send it
 * console.log(seed.length, hoc.toAct(state) !== null); // 4 true
 * ```
 */
export function randomSeed(): [number, number, number, number] {
  const w = fill(new Uint32Array(4));
  return [w[0]!, w[1]!, w[2]!, w[3]!];
}

/** Random 32-bit words, drawn from the platform a batch at a time. */
class Words {
  private readonly pool: Uint32Array;
  private k: number;

  constructor(size: number) {
    this.pool = fill(new Uint32Array(Math.max(1, size)));
    this.k = 0;
  }

  next(): number {
    if (this.k === this.pool.length) {
      fill(this.pool);
      this.k = 0;
    }
    return this.pool[this.k++]!;
  }

  /** A uniform integer in `[0, n)` (1 ≤ n ≤ 2³²) by rejection: no modulo bias. */
  below(n: number): number {
    // Draws at or above the largest multiple of n below 2³² are redrawn.
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }
}

/**
 * A shuffled copy of `cards` (Fisher–Yates with unbiased draws from the
 * platform's cryptographic generator): every order equally likely. For
 * host mode: `{ type: 'deal', deck: randomDeck(pendingDeal(state)!.cards) }`.
 * @example randomDeck(['AS', 'KS', 'QS']) // e.g. ['QS', 'AS', 'KS']
 */
export function randomDeck<T>(cards: readonly T[]): T[] {
  const out = cards.slice();
  const words = new Words(out.length);
  for (let i = out.length - 1; i > 0; i--) {
    const j = words.below(i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}
