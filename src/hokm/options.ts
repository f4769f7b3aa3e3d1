/**
 * Options of a match, validated at `setup` (house rules: unknown keys,
 * wrong types and out-of-range values throw `OptionsError`).
 */
import { DECK, isCard, type Card } from '../cards/index.js';
import { excerpt } from '../core/input.js';
import { OptionsError, StateError } from '../core/errors.js';
import { isSeed } from '../rng/index.js';
import { PLAYER_COUNTS, SHUFFLES, type HokmConfig, type PlayerCount } from './types.js';

/** The option names, in the order of {@link HokmConfig}. */
export const OPTION_KEYS = ['players', 'seed', 'shuffle', 'target', 'removedTwo', 'deck', 'hakem', 'seating'] as const;
const TWOS: readonly Card[] = ['2C', '2D', '2H', '2S'];

// Maps, not objects: a removed 2 read from a damaged state is only looked up, never a prototype's key.
const WITHOUT: ReadonlyMap<string, readonly Card[]> = new Map(TWOS.map((two) => [two, DECK.filter((c) => c !== two)]));
const ALL_IDS: readonly number[] = DECK.map((_, id) => id);
const IDS_WITHOUT: ReadonlyMap<string, readonly number[]> = new Map([...WITHOUT].map(([two, cards]) => [two, cards.map((c) => DECK.indexOf(c))]));

function inPlay<T>(all: readonly T[], without: ReadonlyMap<string, readonly T[]>, two: unknown): T[] {
  if (two === null) return all.slice();
  const list = typeof two === 'string' ? without.get(two) : undefined;
  if (list === undefined) throw new StateError('not a Hokm state: removedTwo is not a 2');
  return list.slice();
}

/** The cards in play, in id order: the full deck, without the removed 2 with 3 players. */
export function playDeck(cfg: Pick<HokmConfig, 'removedTwo'>): Card[] {
  return inPlay(DECK, WITHOUT, cfg.removedTwo);
}

/**
 * The ids of the cards in play, in the order of {@link playDeck}, so a
 * shuffle of either gives the same permutation (the same deal).
 */
export function playIds(cfg: Pick<HokmConfig, 'removedTwo'>): number[] {
  return inPlay(ALL_IDS, IDS_WITHOUT, cfg.removedTwo);
}

/**
 * Makes `out` (a list a mutable state owns) hold the ids of the cards in
 * play, in the order of {@link playIds} (so a shuffle of it gives the same
 * deal): written over its elements, pushed past its length, popped down
 * (never `length =`, which may drop the storage: lists.ts). A new hand's
 * deck without a new list.
 */
export function fillPlayIds(cfg: Pick<HokmConfig, 'removedTwo'>, out: number[]): void {
  const ids = cfg.removedTwo === null ? ALL_IDS : IDS_WITHOUT.get(cfg.removedTwo);
  if (ids === undefined) throw new StateError('not a Hokm state: removedTwo is not a 2');
  while (out.length > ids.length) out.pop();
  const k = out.length;
  for (let i = 0; i < k; i++) out[i] = ids[i]!;
  for (let i = k; i < ids.length; i++) out.push(ids[i]!);
}

function isPermutation(x: unknown, n: number): x is number[] {
  if (!Array.isArray(x) || x.length !== n) return false;
  const seen = new Set<unknown>(x);
  return seen.size === n && x.every((v) => Number.isInteger(v) && v >= 0 && v < n);
}

/** Validates options and fills in defaults; throws `OptionsError`. */
export function normalize(options: unknown): HokmConfig {
  if (options !== undefined && options !== null && (typeof options !== 'object' || Array.isArray(options))) {
    throw new OptionsError('options must be an object');
  }
  // One read of every field (a plain copy): a getter cannot answer twice.
  const o: Record<string, unknown> = { ...(options ?? {}) };
  for (const k of Object.keys(o)) {
    if (!(OPTION_KEYS as readonly string[]).includes(k)) throw new OptionsError(`unknown option ${excerpt(k)} (known: ${OPTION_KEYS.join(', ')})`);
  }
  // A key set to `undefined` counts as absent (as when spreading optional values).
  const players = (o.players ?? 4) as PlayerCount;
  if (!(PLAYER_COUNTS as readonly unknown[]).includes(players)) throw new OptionsError('players must be 2, 3 or 4');
  const given = o.seed ?? 0;
  if (!isSeed(given)) throw new OptionsError('seed must be a string, a safe integer or four integers from 0 to 2**32 - 1');
  // A copy: a later change to the caller's array cannot reach the state.
  const seed = typeof given === 'object' ? ([...given] as [number, number, number, number]) : given;
  const shuffle = o.shuffle ?? 'seeded';
  if (!(SHUFFLES as readonly unknown[]).includes(shuffle)) throw new OptionsError('shuffle must be "seeded" or "host"');
  const target = o.target ?? 7;
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 1 || target > 1000) {
    throw new OptionsError('target must be an integer from 1 to 1000');
  }
  let removedTwo: Card | null = null;
  if (o.removedTwo !== undefined && players !== 3) throw new OptionsError('removedTwo is an option of 3-player Hokm only');
  if (players === 3) {
    const r = o.removedTwo ?? '2C';
    if (!isCard(r) || !TWOS.includes(r)) throw new OptionsError('removedTwo must be one of 2C, 2D, 2H, 2S');
    removedTwo = r;
  }
  let deck: Card[] | null = null;
  if (o.deck !== undefined) {
    const inPlay = playDeck({ removedTwo });
    const d = o.deck;
    if (!Array.isArray(d) || !d.every(isCard) || d.length !== inPlay.length || new Set(d).size !== d.length || d.some((c) => c === removedTwo)) {
      throw new OptionsError(`deck must list each of the ${inPlay.length} cards in play exactly once`);
    }
    deck = [...d];
  }
  let hakem: number | null = null;
  if (o.hakem !== undefined) {
    if (typeof o.hakem !== 'number' || !Number.isInteger(o.hakem) || o.hakem < 0 || o.hakem >= players) {
      throw new OptionsError(`hakem must be a seat from 0 to ${players - 1}`);
    }
    hakem = o.hakem;
  }
  let seating: number[] | null = null;
  if (o.seating !== undefined) {
    if (hakem === null) throw new OptionsError('seating can only be given together with hakem');
    if (!isPermutation(o.seating, players)) throw new OptionsError(`seating must list the player ids 0 to ${players - 1} once each`);
    seating = [...o.seating];
  }
  return { players, seed, shuffle: shuffle as HokmConfig['shuffle'], target, removedTwo, deck, hakem, seating };
}
