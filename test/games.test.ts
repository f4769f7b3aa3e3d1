/**
 * The registry of games (src/games.ts) and what the skeleton adds to every
 * engine (src/core/define.ts): `isLegal`, `describe`, `observationLayout`,
 * a literal `game`, the named action spaces.
 */
import { describe as group, expect, it } from 'vitest';
import { GAMES, GAME_NAMES, engineOf, gameOf, hoc, hokm, isGameName, type AnyEngine } from '../src/index.js';
import { Rng, seedRng } from '../src/rng/rng.js';

group('the registry', () => {
  it('names each engine by its own game, with player counts its setup accepts', () => {
    expect(GAME_NAMES).toEqual(['hokm', 'hoc']);
    for (const name of GAME_NAMES) {
      const g = GAMES[name];
      expect(g.name).toBe(name);
      expect(g.engine.game).toBe(name);
      expect(gameOf(name)).toBe(g);
      expect(engineOf(name)).toBe(g.engine);
      expect(g.players).toContain(g.defaultPlayers);
      const e = g.engine as AnyEngine; // a union's methods take only what every member takes
      for (const players of g.players) expect(e.players(e.setup({ players, seed: 1 }))).toBe(players);
      expect(() => e.setup({ players: Math.max(...g.players) + 1 })).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS' }));
    }
    expect(GAMES.hokm.engine).toBe(hokm.engine);
    expect(GAMES.hoc.engine).toBe(hoc.engine);
    expect(Object.isFrozen(GAMES) && Object.isFrozen(GAMES.hokm)).toBe(true);
  });

  it('knows no other name, whatever it is', () => {
    for (const x of ['constructor', '__proto__', 'toString', 'HOKM', '', null, undefined, 0, {}, ['hokm']]) {
      expect(gameOf(x)).toBeNull();
      expect(engineOf(x)).toBeNull();
      expect(isGameName(x)).toBe(false);
    }
  });

  it('a union of engines narrows on game', () => {
    const e = engineOf('hokm')!;
    if (e.game !== 'hokm') throw new Error('narrowing failed');
    // Only a Hokm state has a hakem: this line compiles because e is the Hokm engine here.
    expect(typeof e.setup({ seed: 1 }).hakem).toBe('number');
  });
});

group.each([
  ['hokm', hokm.engine, { seed: 'isLegal', target: 2 }],
  ['hoc', hoc.engine, { players: 3, seed: 'isLegal', deals: 3 }],
] as [string, AnyEngine, object][])('%s: what the skeleton adds', (_name, engine, options) => {
  it('isLegal agrees with validate on legal, illegal and garbage actions, for the seat and any seat', () => {
    const rng = new Rng(seedRng('isLegal'));
    const e = engine;
    let s = e.setup(options);
    const garbage = [null, 'x', 7, { type: 'play' }, { type: '__proto__' }, { type: 'lay', card: 'ZZ' }];
    for (let k = 0; k < 120 && !e.isOver(s); k++) {
      const seat = e.toAct(s)!;
      const probes = [...e.legalActions(s), ...Array.from({ length: 6 }, (_, i) => e.decodeAction((k * 7 + i * 13) % e.numActions)), ...garbage];
      for (const a of probes) {
        for (const who of [undefined, seat, (seat + 1) % e.players(s), 99]) expect(e.isLegal(s, a, who)).toBe(e.validate(s, a, who).ok);
      }
      const legal = e.legalActions(s);
      s = e.apply(s, legal[rng.int(legal.length)]);
    }
  });

  it('describe and observationLayout are members of the engine', () => {
    const s = engine.setup(options);
    const lines = engine.openingEvents(s).map((ev: unknown) => engine.describe(ev));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l: string) => l.length > 0)).toBe(true);
    expect(engine.describe({ type: 'nonsense' })).toMatch(/not a/i);
    const layout = engine.observationLayout(engine.players(s));
    const total = layout.reduce((n, row) => (expect(row.offset).toBe(n), n + row.size), 0);
    expect(total).toBe(engine.observationShape(engine.players(s))[0]);
  });
});

group('named action spaces', () => {
  it('hokm.ACTION_SPACE names the bases the ids are built from', () => {
    const A = hokm.ACTION_SPACE;
    expect(A.size).toBe(hokm.numActions);
    expect(hokm.decodeAction(A.play + 50)).toEqual({ type: 'play', card: 'QS' });
    expect(hokm.decodeAction(A.discard)).toEqual({ type: 'discard', card: 'AC' });
    expect(hokm.decodeAction(A.trump + 3)).toEqual({ type: 'trump', suit: 'S' });
    expect(hokm.decodeAction(A.keep)).toEqual({ type: 'draw', keep: true });
    expect(hokm.decodeAction(A.pass)).toEqual({ type: 'draw', keep: false });
  });
  it('hoc.ACTION_SPACE names the bases the ids are built from', () => {
    const A = hoc.ACTION_SPACE;
    expect(A.size).toBe(hoc.numActions);
    expect(hoc.decodeAction(A.lay + 50)).toEqual({ type: 'lay', card: 'QS' });
    for (const t of ['without', 'pass', 'declare', 'call', 'good', 'done'] as const) expect(hoc.decodeAction(A[t])).toEqual({ type: t });
    expect(hoc.decodeAction(A.blancheYes)).toEqual({ type: 'blanche', declare: true });
    expect(hoc.decodeAction(A.blancheNo)).toEqual({ type: 'blanche', declare: false });
    expect(hoc.decodeAction(A.show + 50)).toEqual({ type: 'show', card: 'QS' });
    expect(hoc.decodeAction(A.raise + 4)).toEqual({ type: 'raise', amount: 5 });
    expect(hoc.decodeAction(A.size - 1)).toEqual({ type: 'raise', amount: A.size - A.raise });
  });
});
