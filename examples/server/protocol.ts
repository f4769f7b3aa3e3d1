/**
 * The online table's protocol (Colyseus 0.16, one room type `table`, a
 * room per table), shared by this server and the web table's online mode.
 *
 * - Join options (`client.create('table', o)`, `joinOrCreate`, `joinById(id, o)`):
 *   {@link JoinOptions}. Refusals are Colyseus join errors whose message
 *   starts with a code (`SEAT_TAKEN: …`, `BAD_OPTIONS: …`, `TABLE_FULL: …`,
 *   `TOO_MANY_SEATS: …`, `TOO_MANY_TABLES: …`, `BAD_TOKEN: …`, `STORE_FAILED: …`).
 * - Client → server: message `act` with `{ action }` (the engine's action for
 *   the client's own seat), nothing else.
 * - Server → client: `view` ({@link ViewMessage}) after joining and after
 *   every accepted action; `error` ({@link ErrorMessage}).
 *
 * Added to the shared protocol: the join option `token` and the field
 * `token` of the first `view` a seated client gets. The token reclaims the
 * seat after the reconnection window has passed or after a server restart
 * (Colyseus's own reconnection tokens live in memory only).
 */

/** The room type's name. */
export const ROOM_NAME = 'table';

/** Options a client passes to create or join a table. */
export interface JoinOptions {
  /** The game (creating only). */
  game?: 'hokm' | 'hoc';
  /** The player count (creating only). */
  players?: number;
  /** The seat wanted; without it, the lowest free seat. */
  seat?: number;
  /** Watch the public view, take no seat. */
  spectate?: boolean;
  /** A display name (at most 32 characters). */
  name?: string;
  /** The seats the server's bot plays from the start (creating only). */
  bots?: number[];
  /** A seat token from an earlier `view`: takes that seat back. */
  token?: string;
}

/** What every client of a table gets after joining and after each accepted action. */
export interface ViewMessage {
  /** Accepted actions so far; the same for every client of the room. */
  seq: number;
  /** The client's seat, `null` for a spectator. */
  seat: number | null;
  game: 'hokm' | 'hoc';
  players: number;
  /** The seat's own view (`engine.view`), or the public view for a spectator. */
  view: unknown;
  /** The public events of the last action (none in a view sent on joining). */
  events: unknown[];
  /** The seat to act, `null` when the game is over. */
  toAct: number | null;
  over: boolean;
  /** Only in the first view after taking a seat: the token that takes it back later. */
  token?: string;
}

/** A refusal: engine codes (NOT_YOUR_TURN, ILLEGAL_ACTION, …) or the protocol's own. */
export interface ErrorMessage {
  code: string;
  message: string;
}

/** The protocol's own error codes (the engines' codes come on top). */
export const PROTOCOL_CODES = [
  'BAD_MESSAGE',
  'BAD_OPTIONS',
  'BAD_TOKEN',
  'NOT_SEATED',
  'RATE_LIMITED',
  'SEAT_TAKEN',
  'STORE_FAILED',
  'TABLE_FULL',
  'TABLE_CLOSED',
  'TOO_MANY_SEATS',
  'TOO_MANY_TABLES',
] as const;

/** Room metadata, for listings. */
export interface TableMetadata {
  game: 'hokm' | 'hoc';
  players: number;
  /** Seats nobody holds (and no bot was asked for). */
  free: number[];
}
