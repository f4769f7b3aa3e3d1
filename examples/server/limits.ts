/**
 * The limits that keep one client from hurting the other tables, with
 * defaults a public server can run with. Every one is configurable
 * (`startServer({ limits })`, or environment variables in main.ts).
 */

/** The server's limits and timers. */
export interface Limits {
  /** Largest WebSocket frame accepted, in bytes (a bigger one closes the connection). An action is under 400 bytes. */
  maxMessageBytes: number;
  /** Largest matchmaking (HTTP) request body, in bytes. */
  maxHttpBytes: number;
  /** Messages a client may send at once (the bucket's size). */
  rateBurst: number;
  /** Messages per second a client may send, sustained (the bucket's refill). */
  ratePerSecond: number;
  /** Matchmaking requests per address: burst. */
  httpBurst: number;
  /** Matchmaking requests per address and second, sustained. */
  httpPerSecond: number;
  /** A client whose unsent data passes this many bytes is dropped. */
  maxBufferedBytes: number;
  /** A client that sends nothing for this long is dropped (ms). */
  idleTimeoutMs: number;
  /** WebSocket ping interval (ms); a client that misses `pingMaxRetries` pings in a row is dropped. */
  pingIntervalMs: number;
  pingMaxRetries: number;
  /** Open tables one address may have created. */
  tablesPerClient: number;
  /** Seats one address may hold at once, over all tables. */
  seatsPerClient: number;
  /** Spectators per table. */
  spectatorsPerTable: number;
  /** Tables this process hosts at most. */
  maxTables: number;
  /** How long a dropped seat is held for its owner's reconnection before the bot plays it (ms). */
  reconnectMs: number;
  /** A seat to act that does not act within this time has the bot play that move (ms). */
  turnMs: number;
  /** Delay before the server's bot acts (ms): people see the table move. */
  botDelayMs: number;
  /** A table with nobody connected for this long is closed (ms). */
  abandonMs: number;
  /** A finished table stays open this long for the last views, then is closed (ms). */
  finishedMs: number;
  /** Seat reservation time for a matched client to connect (ms). */
  seatReservationMs: number;
  /** Trust X-Forwarded-For / X-Real-IP for the client's address (only behind a proxy you run). */
  trustProxy: boolean;
}

/** Defaults for a public server. */
export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  maxMessageBytes: 4096,
  maxHttpBytes: 4096,
  rateBurst: 20,
  ratePerSecond: 10,
  httpBurst: 20,
  httpPerSecond: 5,
  maxBufferedBytes: 256 * 1024,
  idleTimeoutMs: 30 * 60_000,
  pingIntervalMs: 10_000,
  pingMaxRetries: 3,
  tablesPerClient: 5,
  seatsPerClient: 8,
  spectatorsPerTable: 20,
  maxTables: 5000,
  reconnectMs: 60_000,
  turnMs: 90_000,
  botDelayMs: 400,
  abandonMs: 10 * 60_000,
  finishedMs: 30_000,
  seatReservationMs: 15_000,
  trustProxy: false,
});

/**
 * A token bucket: `take()` says whether one more event fits (`burst` at
 * once, `perSecond` sustained). The clock is passed in, so tests can drive it.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }
  /** Takes one token if there is one. */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
  /** Whether the bucket has refilled completely (nothing to remember about its client). */
  full(now: number): boolean {
    return this.tokens + ((now - this.last) / 1000) * this.perSecond >= this.burst;
  }
}

/** Merges partial limits over the defaults, refusing nonsense (a negative or non-finite number). */
export function limitsFrom(partial: Partial<Limits> = {}): Limits {
  const out = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
    if (!Object.hasOwn(partial, key) || partial[key] === undefined) continue;
    const v = partial[key];
    if (typeof DEFAULT_LIMITS[key] === 'boolean') {
      if (typeof v !== 'boolean') throw new TypeError(`limit ${key} must be true or false`);
    } else if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) throw new TypeError(`limit ${key} must be a number ≥ 0`);
    (out as Record<string, unknown>)[key] = v;
  }
  return out;
}

/** Reads limits from environment variables named like `LIMIT_RATE_PER_SECOND` (camelCase → upper snake). */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<Limits> {
  const out: Partial<Limits> = {};
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
    const name = `LIMIT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const raw = env[name];
    if (raw === undefined) continue;
    (out as Record<string, unknown>)[key] = typeof DEFAULT_LIMITS[key] === 'boolean' ? raw === '1' || raw === 'true' : Number(raw);
  }
  return out;
}
