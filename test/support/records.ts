/**
 * Random legal games for the record tests: both games, every player
 * count, seeded or dealt by the host, played by a seeded generator.
 */
import type { GameRecord } from '../../src/bots/record.js';
import type { AnyEngine } from '../../src/core/engine.js';
import * as hoc from '../../src/hoc/index.js';
import * as hokm from '../../src/hokm/index.js';
import { Rng, seedRng } from '../../src/rng/index.js';

/** A variant: game, players and where the shuffles come from. */
export interface Variant {
  game: 'hokm' | 'hoc';
  players: number;
  host: boolean;
}

/** Every variant the engines have. */
export const VARIANTS: Variant[] = [
  ...[2, 3, 4].flatMap((players) => [false, true].map((host) => ({ game: 'hokm' as const, players, host }))),
  ...[2, 3].flatMap((players) => [false, true].map((host) => ({ game: 'hoc' as const, players, host }))),
];

/** A short game of `v` (one Hokm hand, one Hoc round of deals) played at random from `seed`, stopped after at most `limit` actions. */
export function randomGame(v: Variant, seed: number, limit = Infinity): GameRecord {
  const options: Record<string, unknown> = { players: v.players, seed };
  if (v.game === 'hokm') options.target = 1;
  else options.deals = v.players;
  if (v.host) options.shuffle = 'host';
  const engine = (v.game === 'hokm' ? hokm.engine : hoc.engine) as unknown as AnyEngine;
  const rng = new Rng(seedRng(`records/${seed}`));
  let s = engine.setup(options);
  const actions: unknown[] = [];
  while (!engine.isOver(s) && actions.length < limit) {
    const pending = engine.pendingDeal(s) as { cards: string[] } | null;
    const a =
      pending !== null ? { type: 'deal', deck: rng.shuffle([...pending.cards]) } : (engine.legalActions(s) as unknown[])[rng.int((engine.legalActions(s) as unknown[]).length)];
    actions.push(a);
    s = engine.apply(s, a);
  }
  return { game: v.game, options, actions };
}
