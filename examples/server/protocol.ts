/**
 * The table server's messages: JSON text frames, one object each.
 *
 * Client → server:
 * - `{ type: 'join', table, seat, game?, players?, token? }` takes a seat
 *   (creating the table on first join, Hokm with 4 players by default); a
 *   seat already given out needs its `token` (a reconnect);
 * - `{ type: 'act', action }` plays for the joined seat;
 * - `{ type: 'view' }` asks for the seat's view again.
 *
 * Server → client: `joined` (seat, token, view), `update` (the public
 * events of an action and the seat's new view, after every action), `view`,
 * and `error` (a stable code and a message).
 */

/** The games a table can play. */
export const GAMES = ['hokm', 'hoc'] as const;
/** A game name. */
export type GameName = (typeof GAMES)[number];

/** Error codes of the protocol itself; rejected actions carry the engine's codes (NOT_YOUR_TURN, …). */
export const PROTOCOL_ERRORS = ['BAD_MESSAGE', 'NOT_JOINED', 'SEAT_TAKEN', 'BAD_TOKEN', 'BAD_TABLE', 'INTERNAL'] as const;

/** Messages a client sends. */
export type ClientMessage = { type: 'join'; table: string; seat: number; game?: GameName; players?: number; token?: string } | { type: 'act'; action: unknown } | { type: 'view' };

/** Messages the server sends. */
export type ServerMessage =
  | { type: 'joined'; table: string; game: GameName; seat: number; token: string; view: unknown }
  | { type: 'update'; events: unknown[]; view: unknown }
  | { type: 'view'; view: unknown }
  | { type: 'error'; code: string; message: string };

/** Table ids name files, so they are kept to a safe alphabet. */
export const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;
