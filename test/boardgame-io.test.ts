/**
 * The engines inside a boardgame.io game, the way an app wires them: `G`
 * is the engine's state, and a move calls `apply` on `G` — which inside a
 * move is an immer draft (boardgame.io's own copy of immer, not ours).
 * The match must run exactly as it does outside, state for state.
 */
import { Client } from 'boardgame.io/client';
import { ActivePlayers } from 'boardgame.io/core';
import { describe as group, expect, it } from 'vitest';
import { Rng, seedRng } from '../src/rng/rng.js';
import type { AnyEngine } from '../src/core/engine.js';
import { hoc, hokm } from '../src/index.js';

function run(engine: AnyEngine, options: object, players: number, moves: number) {
  let draftSeen = false;
  const game = {
    name: engine.game,
    setup: () => engine.setup(options),
    // The engine owns the turn order: any seat may send a move, validate checks it.
    turn: { activePlayers: ActivePlayers.ALL },
    moves: {
      act: ({ G }: { G: unknown }, action: unknown) => {
        draftSeen ||= !Object.isFrozen(G);
        return engine.apply(G, action);
      },
    },
  };
  const client = Client({ game, numPlayers: players });
  client.start();
  const rng = new Rng(seedRng(`bgio-${engine.game}`));
  let plain = engine.setup(options);
  for (let k = 0; k < moves && !engine.isOver(plain); k++) {
    const legal = engine.legalActions(plain);
    const a = legal[rng.int(legal.length)];
    plain = engine.apply(plain, a);
    client.moves.act!(a);
    expect(client.getState()!.G).toEqual(plain);
  }
  client.stop();
  return draftSeen;
}

group('boardgame.io', () => {
  it('plays Hokm with apply inside a move, on a draft, state for state', () => {
    expect(run(hokm.engine, { seed: 'bgio', target: 2 }, 4, 300)).toBe(true);
  });
  it('plays Hoc the same way', () => {
    expect(run(hoc.engine, { players: 3, seed: 'bgio', deals: 3 }, 3, 300)).toBe(true);
  });
});
