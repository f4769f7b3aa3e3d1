/**
 * Shared pieces of the fuzz suite (test/fuzz): seeded reachable states of
 * both games, a runner that accepts only results or coded errors, and the
 * size knob: `FUZZ_LONG=1` (npm run fuzz:long) multiplies every run count
 * by 25, `FUZZ_SCALE=n` by n.
 */
import { expect } from 'vitest';
import { HocHokmError } from '../../src/core/errors.js';
import * as hokm from '../../src/hokm/index.js';
import * as hoc from '../../src/hoc/index.js';
import { Rng, seedRng } from '../../src/rng/index.js';

/** Run counts are multiplied by this: 1 in `npm test`, 25 in `npm run fuzz:long`, or `FUZZ_SCALE`. */
export const SCALE = Number(process.env.FUZZ_SCALE ?? (process.env.FUZZ_LONG === '1' ? 25 : 1));

/** The games under test, as their module namespaces. */
export const GAMES = { hokm, hoc } as const;
/** A game's name. */
export type GameName = keyof typeof GAMES;

/** What a call gave: its value, or the code of the error it threw (an uncoded error fails the test). */
export type Answer = { value: unknown } | { code: string };

/** Runs `f`: a value or a coded error is fine; any other exception fails with `what`. Also bounds the time. */
export function answer(what: string, f: () => unknown, maxMs = 2000): Answer {
  const t = performance.now();
  try {
    const value = f();
    expect(performance.now() - t, `${what}: slow`).toBeLessThan(maxMs);
    return { value };
  } catch (e) {
    expect(performance.now() - t, `${what}: slow`).toBeLessThan(maxMs);
    if (e instanceof HocHokmError) return { code: e.code };
    throw new Error(`${what}: uncoded ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`.slice(0, 300));
  }
}

/** The error code of `f`, or `'ok'` when it returns. */
export function codeOf(what: string, f: () => unknown): string {
  const a = answer(what, f);
  return 'code' in a ? a.code : 'ok';
}

/** Every value reachable from `x` (objects and arrays walked once), for scanning results. */
export function* walk(x: unknown, seen = new Set<unknown>()): Generator<unknown> {
  yield x;
  if (typeof x !== 'object' || x === null || seen.has(x)) return;
  seen.add(x);
  for (const v of Object.values(x)) yield* walk(v, seen);
}

/** Whether a result holds anything from a prototype: a function, or text of native code. */
export function leaksPrototype(x: unknown): boolean {
  for (const v of walk(x)) {
    if (typeof v === 'function') return true;
    if (typeof v === 'string' && v.includes('[native code]')) return true;
  }
  return false;
}

/** Plays `steps` seeded random actions (host-mode decks shuffled by the same generator) and returns every state passed through. */
export function playRandom(game: GameName, options: Record<string, unknown>, seed: string, steps: number): unknown[] {
  const e = GAMES[game] as unknown as typeof hokm;
  const rng = new Rng(seedRng(seed));
  let s = e.setup(options as hokm.HokmOptions);
  const out: unknown[] = [s];
  for (let i = 0; i < steps && !e.isOver(s); i++) {
    const p = e.pendingDeal(s);
    if (p) s = e.apply(s, { type: 'deal', deck: rng.shuffle(p.cards.slice()) });
    else {
      const legal = e.legalActions(s);
      s = e.apply(s, legal[rng.int(legal.length)]!);
    }
    out.push(s);
  }
  return out;
}

/** A spread of reachable states of both games: every phase, every table size, host mode too. */
export function samples(): { game: GameName; state: unknown }[] {
  const out: { game: GameName; state: unknown }[] = [];
  const pick = (game: GameName, options: Record<string, unknown>, seed: string, every: number) =>
    playRandom(game, options, seed, 400).forEach((state, i) => i % every === 0 && out.push({ game, state }));
  pick('hokm', { players: 4, target: 2 }, 'h4', 23);
  pick('hokm', { players: 3, target: 1 }, 'h3', 19);
  pick('hokm', { players: 2, target: 1 }, 'h2', 7);
  pick('hokm', { players: 4, target: 1, shuffle: 'host' }, 'hh', 17);
  pick('hoc', { players: 3, deals: 3 }, 'c3', 13);
  pick('hoc', { players: 2, deals: 2, falseWithout: true }, 'c2', 11);
  pick('hoc', { players: 3, deals: 3, shuffle: 'host' }, 'ch', 13);
  return out;
}

/** A deep JSON copy. */
export function copy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}
