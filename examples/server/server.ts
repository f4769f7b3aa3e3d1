/**
 * Starts the table server: Colyseus 0.16 over WebSockets, tables in SQLite
 * (or any {@link TableStore}), optionally Redis for presence and
 * matchmaking across processes. Every open table in the store is resumed
 * (checked with the engine's `restore`) before the server says it listens.
 */
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchMaker, Server, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { TokenBucket, limitsFrom, type Limits } from './limits.js';
import { ROOM_NAME } from './protocol.js';
import { RESUME_KEY, tableRoom, type ServerContext } from './room.js';
import { openSqliteStore } from './store-sqlite.js';
import { openWorkerStore } from './store-worker.js';
import type { TableStore } from './store.js';

/** Options of {@link startServer}. */
export interface ServerOptions {
  /** The SQLite database file (default `tables.db`); ignored when `store` is given. */
  db?: string;
  /** Commit to `db` on a worker thread, off the event loop (default true; false: on this thread). */
  storeThread?: boolean;
  /** Another store (a test's fault-injecting wrapper, or a shared database). */
  store?: TableStore;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Port (default 0: any free port). */
  port?: number;
  /** Limits over the public-server defaults. */
  limits?: Partial<Limits>;
  /** A Redis URL: presence and matchmaking shared with the other processes on it. */
  redisUrl?: string;
  /** The address other processes' clients use to reach this one (with Redis), e.g. `127.0.0.1:2568`. */
  publicAddress?: string;
  /** One line per notable thing. */
  log?: (line: string) => void;
}

/** A running server. */
export interface RunningServer {
  port: number;
  store: TableStore;
  /** Tables resumed from the store at start. */
  resumed: number;
  /** Stops accepting, disconnects everybody (tables stay open in the store), closes the store. */
  close(): Promise<void>;
}

/** The client's address: the socket's, unless a proxy you run is trusted to say. */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = req.headers['x-forwarded-for'];
    const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** Colyseus reads the address from these headers; without a trusted proxy the socket's address replaces them. */
function pinAddress(req: IncomingMessage, trustProxy: boolean): string {
  const address = clientAddress(req, trustProxy);
  delete req.headers['x-forwarded-for'];
  req.headers['x-real-ip'] = address;
  return address;
}

/**
 * Guards the matchmaking routes, which Colyseus serves on the HTTP server:
 * a rate per address and a bound on the body (Colyseus itself reads any
 * size). Refusals answer like Colyseus does, `{ code, error }`, the error
 * starting with our code.
 */
function guardHttp(http: HttpServer, limits: Limits, now: () => number): () => void {
  const listeners = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  const buckets = new Map<string, TokenBucket>();
  const refuse = (res: ServerResponse, error: string) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', Connection: 'close' });
    res.end(JSON.stringify({ code: 4000, error }));
  };
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const address = pinAddress(req, limits.trustProxy);
    if (req.method === 'POST') {
      let bucket = buckets.get(address);
      if (!bucket) buckets.set(address, (bucket = new TokenBucket(limits.httpBurst, limits.httpPerSecond, now())));
      if (!bucket.take(now())) return refuse(res, 'RATE_LIMITED: too many matchmaking requests');
      const length = Number(req.headers['content-length'] ?? 0);
      if (!(length <= limits.maxHttpBytes)) return refuse(res, `BAD_OPTIONS: a request body is at most ${limits.maxHttpBytes} bytes`);
      let seen = 0;
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > limits.maxHttpBytes) req.destroy();
      });
    }
    for (const l of listeners) l.call(http, req, res);
  });
  http.prependListener('upgrade', (req: IncomingMessage) => void pinAddress(req, limits.trustProxy));
  // Buckets of quiet addresses are full again: forget them, so the map stays small.
  const prune = setInterval(() => {
    for (const [k, b] of buckets) if (b.full(now())) buckets.delete(k);
  }, 10_000);
  prune.unref();
  return () => clearInterval(prune);
}

/** Presence and driver on Redis (loaded only when asked for: a single process needs no Redis packages). */
async function redisParts(url: string): Promise<{ presence: Presence; driver: unknown }> {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}

/** Starts a server; resolves once it listens and every open table is resumed. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const limits = limitsFrom(options.limits);
  const log = options.log ?? (() => {});
  const file = options.db ?? 'tables.db';
  const store = options.store ?? (options.storeThread === false ? openSqliteStore({ file }) : openWorkerStore({ file }));
  const now = () => performance.now();
  const ctx: ServerContext = { store, limits, log, tablesBy: new Map(), seatsBy: new Map(), resuming: new Map(), rooms: new Set(), now };

  const http = createServer();
  const transport = new WebSocketTransport({ server: http, maxPayload: limits.maxMessageBytes, pingInterval: limits.pingIntervalMs, pingMaxRetries: limits.pingMaxRetries });
  const redis = options.redisUrl ? await redisParts(options.redisUrl) : null;
  const game = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    ...(redis ? { presence: redis.presence, driver: redis.driver as never } : {}),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  const stopGuard = guardHttp(http, limits, now);
  game.define(ROOM_NAME, tableRoom(ctx));
  await game.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  const port = (http.address() as AddressInfo).port;

  let resumed = 0;
  for (const rec of store.openTables()) {
    ctx.resuming.set(rec.id, rec);
    try {
      await matchMaker.handleCreateRoom(ROOM_NAME, { [RESUME_KEY]: rec.id });
      resumed++;
    } catch (e) {
      log(`skipped table ${rec.id}: ${(e as Error).message}`);
    } finally {
      ctx.resuming.delete(rec.id);
    }
  }
  if (resumed > 0) log(`resumed ${resumed} table(s)`);

  const sweep = setInterval(() => ctx.rooms.forEach((r) => r.sweepIdle(now())), Math.max(1000, Math.min(60_000, limits.idleTimeoutMs / 4)));
  sweep.unref();
  log(`listening on ws://${options.host ?? '127.0.0.1'}:${port}`);

  let closed = false;
  return {
    port,
    store,
    resumed,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweep);
      stopGuard();
      await game.gracefullyShutdown(false);
      store.close();
    },
  };
}
