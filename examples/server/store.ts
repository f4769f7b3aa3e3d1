/**
 * What the table server keeps durable, whatever holds it: one record per
 * table (its state, how many actions were accepted, who holds each seat)
 * and the log of accepted actions. A room calls {@link TableStore.write}
 * and acknowledges nothing until the promise resolves: whatever a client
 * has been told is durable. A rejected write changed nothing.
 */

/** Who holds a seat. */
export interface SeatRecord {
  /** SHA-256 (hex) of the seat's token, `null` while nobody holds it. */
  owner: string | null;
  /** The holder's display name, or `null`. */
  name: string | null;
  /** The server's bot plays this seat (asked for when the table was made). */
  bot: boolean;
}

/** A table's status: only `open` tables are resumed after a restart. */
export type TableStatus = 'open' | 'finished' | 'abandoned';

/** One table as stored. */
export interface TableRecord {
  /** The room id (Colyseus `roomId`), also the table's id. */
  id: string;
  game: 'hokm' | 'hoc';
  players: number;
  /** The full engine state (plain JSON, with its secret seed): never sent to a client. */
  state: unknown;
  /** Accepted actions so far. */
  seq: number;
  seats: SeatRecord[];
  status: TableStatus;
}

/** One durable change. */
export type StoreWrite =
  | { kind: 'create'; table: TableRecord }
  /** Action number `seq` (the table was at `seq - 1`), by `seat` (`null`: the server's bot), and the state after it. */
  | { kind: 'action'; id: string; seq: number; seat: number; byBot: boolean; action: unknown; state: unknown; status: TableStatus }
  | { kind: 'seats'; id: string; seats: SeatRecord[] }
  | { kind: 'status'; id: string; status: TableStatus };

/** One logged action. */
export interface ActionRecord {
  seq: number;
  seat: number;
  byBot: boolean;
  action: unknown;
}

/** A durable table store. */
export interface TableStore {
  /** Makes `w` durable; resolves once it is, rejects (having changed nothing) if it cannot be. */
  write(w: StoreWrite): Promise<void>;
  /** Every table still `open` (to resume after a restart). */
  openTables(): TableRecord[];
  /** One table, or `null`. */
  table(id: string): TableRecord | null;
  /** A table's action log, in order. */
  actions(id: string): ActionRecord[];
  /** Closes the store (pending writes are flushed first). */
  close(): void;
}

/** The error a store rejects with; its message names the cause. */
export class StoreError extends Error {
  override name = 'StoreError';
}
