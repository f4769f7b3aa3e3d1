/**
 * The worker-thread half of store-worker.ts: the connection that writes.
 * Writes arrive on the port in order; all that arrived while the last
 * commit was running (its fsync included) are committed as one group at
 * the next `setImmediate`, and the results go back on the port. Nothing
 * here answers before its commit returned: the main thread acknowledges
 * only what this thread has made durable.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { openDatabase, sqliteWriter, type SqlWrite } from './store-sqlite.js';

/** What the main thread sends. */
export type ToThread = { type: 'write'; n: number; write: SqlWrite } | { type: 'pragma'; n: number; pragma: string } | { type: 'close' };

/** What this thread answers: per write its number and `null` (durable) or the error's message. */
export type FromThread = { type: 'done'; results: [number, string | null][]; commits: number } | { type: 'pragma'; n: number; value?: unknown; error?: string };

/** Given by the main thread. */
export interface ThreadData {
  file: string;
  port: MessagePort;
  /** Set to 1 (and notified) once the last group is committed and the database closed. */
  closed: SharedArrayBuffer;
}

const { file, port, closed } = workerData as ThreadData;
const db = openDatabase(file);
const writer = sqliteWriter(db);
let queue: { n: number; write: SqlWrite }[] = [];
let scheduled = false;

function flush(): void {
  scheduled = false;
  const batch = queue;
  queue = [];
  if (batch.length === 0) return;
  const errors = writer.commit(batch.map((p) => p.write));
  const msg: FromThread = { type: 'done', results: batch.map((p, i) => [p.n, errors[i]?.message ?? null]), commits: writer.commits };
  port.postMessage(msg);
}

port.on('message', (m: ToThread) => {
  switch (m.type) {
    case 'write':
      queue.push(m);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return;
    case 'pragma': {
      flush(); // in order: the writes asked for before it see the connection as it was
      let msg: FromThread;
      try {
        msg = { type: 'pragma', n: m.n, value: db.pragma(m.pragma) };
      } catch (e) {
        msg = { type: 'pragma', n: m.n, error: (e as Error).message };
      }
      port.postMessage(msg);
      return;
    }
    case 'close': {
      flush();
      db.close();
      const flag = new Int32Array(closed);
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      port.close();
      return;
    }
  }
});
