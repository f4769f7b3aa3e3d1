/**
 * The embedded table store: SQLite through better-sqlite3, in WAL mode with
 * `synchronous = FULL`, so a committed transaction survives a crash or a
 * power cut (the WAL is fsynced at every commit).
 *
 * Group commit: writes asked for during one turn of the event loop are
 * committed together in one transaction (one fsync) at the next
 * `setImmediate`, and every promise resolves only after that commit. If
 * the group fails, each write is retried alone, so one bad write cannot
 * sink the others; a write that still fails rejects and changed nothing.
 *
 * This store commits on the calling thread: the fsync (milliseconds on a
 * real disk) stops the event loop. store-worker.ts runs the same commits on
 * a worker thread; {@link openDatabase} and {@link sqliteWriter} are shared.
 */
import Database from 'better-sqlite3';
import { StoreError, type ActionRecord, type StoreWrite, type TableRecord, type TableStatus, type TableStore } from './store.js';

interface Pending {
  write: SqlWrite;
  resolve: () => void;
  reject: (e: Error) => void;
}

interface TableRow {
  id: string;
  game: 'hokm' | 'hoc';
  players: number;
  state: string;
  seq: number;
  seats: string;
  status: TableStatus;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    state TEXT NOT NULL,
    seq INTEGER NOT NULL,
    seats TEXT NOT NULL,
    status TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS tables_status ON tables (status);
  CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    by_bot INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
  ) WITHOUT ROWID;
`;

/** Options of {@link openSqliteStore}. */
export interface SqliteStoreOptions {
  /** The database file (created if missing). */
  file: string;
  /** Commit writes of one event-loop turn together (default true). */
  groupCommit?: boolean;
}

/** A {@link TableStore} on SQLite, with the database handle for tests and tools. */
export interface SqliteStore extends TableStore {
  /** The database handle (the writing connection; with the worker store, a connection that only reads). */
  readonly db: Database.Database;
  /** Transactions committed so far (a group counts once). */
  readonly commits: number;
  /** Runs a pragma on the connection that writes (a test switches it read-only or caps its size). */
  writerPragma(pragma: string): Promise<unknown>;
}

/**
 * A write with its JSON already made: what a {@link SqliteWriter} commits.
 * The worker store makes it on the main thread, so only strings cross to
 * the worker (copied as they are, cheaper than cloning a state object).
 */
export type SqlWrite =
  | { kind: 'create'; id: string; game: string; players: number; state: string; seq: number; seats: string; status: TableStatus }
  | { kind: 'action'; id: string; seq: number; seat: number; byBot: boolean; action: string; state: string; status: TableStatus }
  | { kind: 'seats'; id: string; seats: string }
  | { kind: 'status'; id: string; status: TableStatus };

/** Turns a write into its rows' values (the JSON of the state, action and seats). */
export function sqlWrite(w: StoreWrite): SqlWrite {
  switch (w.kind) {
    case 'create': {
      const t = w.table;
      return { kind: 'create', id: t.id, game: t.game, players: t.players, state: JSON.stringify(t.state), seq: t.seq, seats: JSON.stringify(t.seats), status: t.status };
    }
    case 'action':
      return { kind: 'action', id: w.id, seq: w.seq, seat: w.seat, byBot: w.byBot, action: JSON.stringify(w.action), state: JSON.stringify(w.state), status: w.status };
    case 'seats':
      return { kind: 'seats', id: w.id, seats: JSON.stringify(w.seats) };
    case 'status':
      return { kind: 'status', id: w.id, status: w.status };
  }
}

/** Opens (or creates) the database file with the store's durability settings and schema. */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  return db;
}

/** The writing half of the store, on one connection: commits a group, and says which writes failed. */
export interface SqliteWriter {
  /**
   * Commits `batch` in one transaction; if that fails, each write alone.
   * Returns, per write, `null` (durable) or the error that rejected it (nothing of it was written).
   */
  commit(batch: readonly SqlWrite[]): (StoreError | null)[];
  /** Transactions committed so far (a group counts once). */
  readonly commits: number;
}

/** The writer on `db` (prepared statements; one transaction per group). */
export function sqliteWriter(db: Database.Database): SqliteWriter {
  const insertTable = db.prepare('INSERT INTO tables (id, game, players, state, seq, seats, status) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const advance = db.prepare('UPDATE tables SET state = ?, seq = ?, status = ? WHERE id = ? AND seq = ?');
  const insertAction = db.prepare('INSERT INTO actions (table_id, seq, seat, by_bot, action) VALUES (?, ?, ?, ?, ?)');
  const setSeats = db.prepare('UPDATE tables SET seats = ? WHERE id = ?');
  const setStatus = db.prepare('UPDATE tables SET status = ? WHERE id = ?');

  function apply(w: SqlWrite): void {
    switch (w.kind) {
      case 'create':
        insertTable.run(w.id, w.game, w.players, w.state, w.seq, w.seats, w.status);
        return;
      case 'action': {
        // The table must be exactly one action behind: a duplicate or a lost update is refused, never applied twice.
        const r = advance.run(w.state, w.seq, w.status, w.id, w.seq - 1);
        if (r.changes !== 1) throw new StoreError(`table ${w.id} is not at action ${w.seq - 1}`);
        insertAction.run(w.id, w.seq, w.seat, w.byBot ? 1 : 0, w.action);
        return;
      }
      case 'seats':
        if (setSeats.run(w.seats, w.id).changes !== 1) throw new StoreError(`no table ${w.id}`);
        return;
      case 'status':
        if (setStatus.run(w.status, w.id).changes !== 1) throw new StoreError(`no table ${w.id}`);
        return;
    }
  }

  const commitAll = db.transaction((ws: readonly SqlWrite[]) => ws.forEach(apply));
  let commits = 0;
  return {
    get commits() {
      return commits;
    },
    commit(batch) {
      if (batch.length === 0) return [];
      try {
        commitAll(batch);
        commits++;
        return batch.map(() => null);
      } catch {
        // Retried one by one below: one bad write must not sink the rest of the group.
      }
      return batch.map((w) => {
        try {
          commitAll([w]);
          commits++;
          return null;
        } catch (e) {
          return e instanceof StoreError ? e : new StoreError((e as Error).message);
        }
      });
    },
  };
}

/** The reading half of the store (any connection: WAL lets it read while another writes). */
export function sqliteReader(db: Database.Database): Pick<TableStore, 'openTables' | 'table' | 'actions'> {
  const selectOpen = db.prepare<[], TableRow>("SELECT * FROM tables WHERE status = 'open'");
  const selectOne = db.prepare<[string], TableRow>('SELECT * FROM tables WHERE id = ?');
  const selectActions = db.prepare<[string], { seq: number; seat: number; by_bot: number; action: string }>(
    'SELECT seq, seat, by_bot, action FROM actions WHERE table_id = ? ORDER BY seq',
  );
  const parse = (row: TableRow): TableRecord => ({
    id: row.id,
    game: row.game,
    players: row.players,
    state: JSON.parse(row.state) as unknown,
    seq: row.seq,
    seats: JSON.parse(row.seats) as TableRecord['seats'],
    status: row.status,
  });
  return {
    openTables: () => selectOpen.all().map(parse),
    table(id) {
      const row = selectOne.get(id);
      return row ? parse(row) : null;
    },
    actions: (id): ActionRecord[] => selectActions.all(id).map((r) => ({ seq: r.seq, seat: r.seat, byBot: r.by_bot === 1, action: JSON.parse(r.action) as unknown })),
  };
}

/** Opens (or creates) the SQLite table store, committing on this thread. */
export function openSqliteStore(options: SqliteStoreOptions): SqliteStore {
  const db = openDatabase(options.file);
  const group = options.groupCommit ?? true;
  const writer = sqliteWriter(db);
  let queue: Pending[] = [];
  let scheduled = false;
  let closed = false;

  function flush(): void {
    scheduled = false;
    const batch = queue;
    queue = [];
    writer.commit(batch.map((p) => p.write)).forEach((e, i) => (e === null ? batch[i]!.resolve() : batch[i]!.reject(e)));
  }

  return {
    db,
    get commits() {
      return writer.commits;
    },
    writerPragma: async (pragma) => db.pragma(pragma),
    write(w) {
      if (closed) return Promise.reject(new StoreError('the store is closed'));
      let write: SqlWrite;
      try {
        write = sqlWrite(w);
      } catch (e) {
        return Promise.reject(new StoreError(`cannot encode the write: ${(e as Error).message}`));
      }
      return new Promise<void>((resolve, reject) => {
        queue.push({ write, resolve, reject });
        if (!group) return flush();
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    ...sqliteReader(db),
    close() {
      if (closed) return;
      flush();
      closed = true;
      db.close();
    },
  };
}
