/**
 * A table store that fails on demand (for the server's disk-failure tests):
 * while `failing` is set, every write rejects, as a full or read-only disk
 * would make it, and nothing reaches the store underneath.
 */
import { StoreError, type TableStore } from '../../examples/server/store.js';

/** A {@link TableStore} wrapper with a failure switch. */
export interface FaultyStore extends TableStore {
  failing: string | null;
  /** Writes refused so far. */
  refused: number;
}

/** Wraps `inner`; set `failing` to a reason to make every write fail. */
export function faulty(inner: TableStore): FaultyStore {
  const store: FaultyStore = {
    failing: null,
    refused: 0,
    write(w) {
      if (store.failing !== null) {
        store.refused++;
        return Promise.reject(new StoreError(store.failing));
      }
      return inner.write(w);
    },
    openTables: () => inner.openTables(),
    table: (id) => inner.table(id),
    actions: (id) => inner.actions(id),
    close: () => inner.close(),
  };
  return store;
}
