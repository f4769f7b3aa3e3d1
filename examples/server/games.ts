/**
 * The two games behind one small interface, as the room needs them: the
 * engine (validate, step, view…), the public view a spectator gets, and the
 * library's bot for a seat nobody plays.
 */
import { bots, gameOf, type Engine } from 'hoc-hokm';
import type { HocView } from 'hoc-hokm/hoc';
import type { HokmView } from 'hoc-hokm/hokm';

/** Both engines share the contract; the server needs no more than this. */
export type AnyEngine = Engine<unknown, unknown, unknown, unknown, unknown, unknown>;

/** One game as the server uses it. */
export interface ServerGame {
  name: 'hokm' | 'hoc';
  engine: AnyEngine;
  /** The player counts allowed. */
  players: readonly number[];
  defaultPlayers: number;
  /** What a spectator may see: a seat's view with everything private to that seat taken out. */
  publicView(state: unknown): unknown;
  /** The library's bot's action for a seat's view. */
  bot(view: unknown): unknown;
}

function hokmPublic(v: HokmView): unknown {
  // hand, discards and drawCard are the viewing seat's own secrets; legal lists its options.
  return { ...v, seat: null, hand: [], discards: [], drawCard: null, legal: [] };
}

function hocPublic(v: HocView): unknown {
  // hand is the seat's own; lies are its own false "without"s not found out yet; legal its options.
  return { ...v, seat: null, hand: [], lies: [], legal: [] };
}

/** The game named `name`, or `null` (the registry looks names up in a Map: nothing reaches Object.prototype). */
export function serverGame(name: unknown): ServerGame | null {
  const g = gameOf(name);
  if (g === null) return null;
  const engine = g.engine as unknown as AnyEngine;
  const hokm = g.name === 'hokm';
  return {
    name: g.name,
    engine,
    players: g.players,
    defaultPlayers: g.defaultPlayers,
    publicView: (state) => {
      const v = engine.view(state, 0);
      return hokm ? hokmPublic(v as HokmView) : hocPublic(v as HocView);
    },
    bot: (view) => (hokm ? bots.hokmBot(view as HokmView) : bots.hocBot(view as HocView)),
  };
}
