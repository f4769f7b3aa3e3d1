/**
 * The SQLite table store with its commits on a worker thread
 * (store-thread.ts), so the fsync of a commit (milliseconds, and on a busy
 * disk far more) no longer stops the event loop that serves every table.
 * The guarantee is the same as store-sqlite.ts's: a write's promise
 * resolves only after the worker's transaction holding it has committed
 * (WAL, `synchronous = FULL`); writes that arrive while a commit runs are
 * committed together as the next group; a failed group is retried write by
 * write, and a write that still fails rejects having changed nothing.
 *
 * Reads (`openTables`, `table`, `actions`, rare: at start and in tests) use
 * a connection of this thread, which WAL lets read while the worker writes.
 */
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { StoreError, type StoreWrite } from './store.js';
import { openDatabase, sqlWrite, sqliteReader, type SqliteStore } from './store-sqlite.js';
import type { FromThread, ThreadData, ToThread } from './store-thread.js';

/** Options of {@link openWorkerStore}. */
export interface WorkerStoreOptions {
  /** The database file (created if missing). */
  file: string;
  /** How long `close()` waits for the worker's last commit (ms, default 10 s). */
  closeTimeoutMs?: number;
}

/** Starts store-thread as a worker: directly when compiled, through tsx when run from the TypeScript source. */
function startThread(data: ThreadData): Worker {
  const self = import.meta.url;
  const options = { workerData: data, transferList: [data.port] };
  if (!self.endsWith('.ts')) return new Worker(new URL('./store-thread.js', self), options);
  // A worker does not inherit tsx's loader (nor vitest's): it registers tsx itself, then loads the source.
  const entry = new URL('./store-thread.ts', self).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(self)}))`, { ...options, eval: true });
}

/** Opens (or creates) the SQLite table store, committing on a worker thread. */
export function openWorkerStore(options: WorkerStoreOptions): SqliteStore {
  // Opened here first: the schema exists before the worker's connection prepares its statements.
  const db = openDatabase(options.file);
  const { port1, port2 } = new MessageChannel();
  const closedFlag = new SharedArrayBuffer(4);
  const worker = startThread({ file: options.file, port: port2, closed: closedFlag });
  const writes = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  const pragmas = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let n = 0;
  let commits = 0;
  let closed = false;
  let dead: StoreError | null = null;

  // Idle, the store keeps no process alive; with answers due, it does.
  worker.unref();
  port1.unref();
  const busy = () => (writes.size + pragmas.size > 0 ? port1.ref() : port1.unref());

  const receive = (m: FromThread) => {
    if (m.type === 'done') {
      commits = m.commits;
      for (const [k, error] of m.results) {
        const p = writes.get(k);
        writes.delete(k);
        if (error === null) p?.resolve();
        else p?.reject(new StoreError(error));
      }
    } else {
      const p = pragmas.get(m.n);
      pragmas.delete(m.n);
      if (m.error === undefined) p?.resolve(m.value);
      else p?.reject(new StoreError(m.error));
    }
    busy();
  };
  port1.on('message', receive);

  /** The worker is gone: whatever it had not answered is refused (it may or may not be durable; nobody was told). */
  const fail = (why: string) => {
    dead ??= new StoreError(why);
    for (const p of [...writes.values(), ...pragmas.values()]) p.reject(dead);
    writes.clear();
    pragmas.clear();
    busy();
  };
  worker.on('error', (e) => fail(`the store's worker failed: ${e.message}`));
  worker.on('exit', (code) => {
    if (!closed) fail(`the store's worker exited (${code})`);
  });

  const send = (m: ToThread) => port1.postMessage(m);

  return {
    db,
    get commits() {
      return commits;
    },
    writerPragma(pragma) {
      if (closed || dead) return Promise.reject(dead ?? new StoreError('the store is closed'));
      return new Promise((resolve, reject) => {
        const k = ++n;
        pragmas.set(k, { resolve, reject });
        busy();
        send({ type: 'pragma', n: k, pragma });
      });
    },
    write(w: StoreWrite) {
      if (closed || dead) return Promise.reject(dead ?? new StoreError('the store is closed'));
      return new Promise<void>((resolve, reject) => {
        const k = ++n;
        try {
          // The JSON is made here: only strings are copied to the worker.
          send({ type: 'write', n: k, write: sqlWrite(w) });
        } catch (e) {
          return reject(new StoreError(`cannot encode the write for the store's worker: ${(e as Error).message}`));
        }
        writes.set(k, { resolve, reject });
        busy();
      });
    },
    ...sqliteReader(db),
    close() {
      if (closed) return;
      closed = true;
      if (!dead) {
        // Synchronous, as the interface says: wait for the worker's last commit, then take its answers at once.
        send({ type: 'close' });
        Atomics.wait(new Int32Array(closedFlag), 0, 0, options.closeTimeoutMs ?? 10_000);
        for (let m = receiveMessageOnPort(port1); m; m = receiveMessageOnPort(port1)) receive(m.message as FromThread);
      }
      fail('the store is closed');
      port1.close();
      db.close();
      void worker.terminate();
    },
  };
}
