/**
 * Helpers for the table server's tests (test/server-*.test.ts): the server
 * as a real child process on 127.0.0.1 (port 0), test clients on the
 * Colyseus JavaScript client that record every message, raw frames, and
 * the true tables read straight from the server's SQLite file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { Client, type Room } from 'colyseus.js';
import type { JoinOptions, ViewMessage } from '../../examples/server/protocol.js';

export const ROOT = new URL('../..', import.meta.url).pathname;

/** Fails early with a clear message when dist/ is missing (the server imports the built package). */
export function needBuild(): void {
  if (!existsSync(`${ROOT}dist/index.js`)) throw new Error('build the package first (npm run build)');
}

/** A server child process. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything it printed. */
  output(): string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
}

/** Starts examples/server/main.ts with `env` (LIMIT_* variables set limits); resolves once it listens. */
export function startServerProcess(db: string, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TABLES_DB: db, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return new Promise((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`${why}\n${out}`));
    const timer = setTimeout(() => fail(`server did not start in ${timeoutMs / 1000} s`), timeoutMs);
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const m = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        const port = Number(m[1]);
        resolve({
          child,
          port,
          url: `ws://127.0.0.1:${port}`,
          output: () => out,
          kill: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
            await exited;
          },
        });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d));
    child.once('exit', (code) => fail(`server exited (${code})`));
  });
}

/** A message as a test client got it. */
export type Got = { type: 'view'; msg: ViewMessage } | { type: 'error'; msg: { code: string; message: string } };

/** A test client: one Colyseus room connection that records every message. */
export class TestClient {
  readonly inbox: Got[] = [];
  private waiters: (() => void)[] = [];
  left = false;
  private constructor(readonly room: Room) {
    room.onMessage('view', (m: ViewMessage) => this.push({ type: 'view', msg: m }));
    room.onMessage('error', (m: { code: string; message: string }) => this.push({ type: 'error', msg: m }));
    room.onLeave(() => {
      this.left = true;
      this.push(null);
    });
  }
  private push(g: Got | null): void {
    if (g) this.inbox.push(g);
    this.waiters.splice(0).forEach((w) => w());
  }
  /** Creates a table (`target` null) or joins one by id. */
  static async join(url: string, target: string | null, options: JoinOptions = {}): Promise<TestClient> {
    const client = new Client(url);
    const room = target === null ? await client.create('table', options) : await client.joinById(target, options);
    return new TestClient(room);
  }
  /** Reconnects with Colyseus's reconnection token (retrying while the server has not yet seen the drop). */
  static async reconnect(url: string, token: string, tries = 30): Promise<TestClient> {
    for (let i = 1; ; i++) {
      try {
        return new TestClient(await new Client(url).reconnect(token));
      } catch (e) {
        if (i >= tries) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  get id(): string {
    return this.room.roomId;
  }
  views(): ViewMessage[] {
    return this.inbox.flatMap((g) => (g.type === 'view' ? [g.msg] : []));
  }
  lastView(): ViewMessage {
    const v = this.views().at(-1);
    if (!v) throw new Error('no view yet');
    return v;
  }
  /** Waits for the first message from index `from` that satisfies `ok`. */
  async waitFor(ok: (g: Got) => boolean, from = 0, timeoutMs = 10_000): Promise<Got> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = this.inbox.slice(from).find(ok);
      if (found) return found;
      if (this.left) throw new Error('the connection was closed');
      if (performance.now() > deadline) throw new Error(`no such message in ${timeoutMs} ms; got ${JSON.stringify(this.inbox.slice(from)).slice(0, 300)}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 50);
      });
    }
  }
  /** The next view with `seq` at least `seq`. */
  async viewAt(seq: number, timeoutMs?: number): Promise<ViewMessage> {
    const g = await this.waitFor((g) => g.type === 'view' && g.msg.seq >= seq, 0, timeoutMs);
    return (g as { msg: ViewMessage }).msg;
  }
  /** Sends `act` and waits for the next message (a view or an error). */
  async act(action: unknown, timeoutMs?: number): Promise<Got> {
    const at = this.inbox.length;
    this.room.send('act', { action });
    return this.waitFor(() => true, at, timeoutMs);
  }
  /** Sends a raw frame on the WebSocket, bypassing the Colyseus client. */
  raw(frame: Uint8Array | string): void {
    (this.room.connection.transport as unknown as { ws: { send(d: unknown): void } }).ws.send(frame);
  }
  /** Closes the socket without saying goodbye (the server sees a dropped connection). */
  drop(): void {
    (this.room.connection.transport as unknown as { ws: { terminate?: () => void; close: () => void } }).ws.close();
  }
  async leave(): Promise<void> {
    // A room whose server is gone may never answer: give it a second.
    if (!this.left) await Promise.race([this.room.leave(true).catch(() => 0), new Promise((r) => setTimeout(r, 1000))]);
  }
}

/** A coded join refusal's code (the message starts with it). */
export async function refusalOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return /^([A-Z_]+):/.exec((e as Error).message)?.[1] ?? `uncoded: ${(e as Error).message}`;
  }
  return 'ACCEPTED';
}

/** A table as stored, read from the SQLite file (the server commits before it tells anybody). */
export interface StoredTable {
  id: string;
  game: 'hokm' | 'hoc';
  players: number;
  state: unknown;
  seq: number;
  status: string;
  seats: { owner: string | null; name: string | null; bot: boolean }[];
  actions: { seq: number; seat: number; by_bot: number; action: unknown }[];
}

/** Reads tables from the database file (read-only; WAL lets it read while the server writes). */
export function readTables(file: string): Map<string, StoredTable> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const out = new Map<string, StoredTable>();
    for (const r of db.prepare('SELECT * FROM tables').all() as Record<string, unknown>[]) {
      out.set(r.id as string, {
        id: r.id as string,
        game: r.game as 'hokm' | 'hoc',
        players: r.players as number,
        state: JSON.parse(r.state as string),
        seq: r.seq as number,
        status: r.status as string,
        seats: JSON.parse(r.seats as string),
        actions: [],
      });
    }
    for (const a of db.prepare('SELECT * FROM actions ORDER BY table_id, seq').all() as Record<string, unknown>[]) {
      out.get(a.table_id as string)?.actions.push({ seq: a.seq as number, seat: a.seat as number, by_bot: a.by_bot as number, action: JSON.parse(a.action as string) });
    }
    return out;
  } finally {
    db.close();
  }
}

/** Every card code anywhere in a value. */
export function cardsIn(x: unknown, isCard: (s: string) => boolean, out = new Set<string>()): Set<string> {
  if (typeof x === 'string' && isCard(x)) out.add(x);
  else if (Array.isArray(x)) x.forEach((y) => cardsIn(y, isCard, out));
  else if (typeof x === 'object' && x !== null) Object.values(x).forEach((y) => cardsIn(y, isCard, out));
  return out;
}

/** p-th percentile (0–100) of numbers. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}
