/**
 * The `table` room: one Colyseus room per table, for either game and any
 * player count. The room holds the true state; a client only ever gets its
 * seat's `view` (a spectator the public view) and the public events.
 *
 * Every action, a client's or the bot's, goes the same way: checked with
 * `validate(state, action, seat)` for the connection's own seat, stepped,
 * committed to the store (state and action log), and only then applied in
 * memory and sent out. A failed commit answers `STORE_FAILED` and leaves
 * the room exactly as before. While a commit is pending, later messages
 * wait in a short queue and are checked against the committed state.
 *
 * Seats: a seat is taken on joining (a token comes with the first view; it
 * takes the seat back later). A dropped seat is held for the owner's
 * Colyseus reconnection; after that the library's bot plays it until the
 * owner comes back with the token. A seat to act that does not act within
 * the turn time has the bot play that one move.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Protocol, Room, type AuthContext, type Client } from '@colyseus/core';
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import { randomSeed } from 'hoc-hokm/host';
import { serverGame, type ServerGame } from './games.js';
import { TokenBucket, type Limits } from './limits.js';
import type { ErrorMessage, JoinOptions, TableMetadata, ViewMessage } from './protocol.js';
import type { SeatRecord, TableRecord, TableStore } from './store.js';

/** What the rooms of one server share. */
export interface ServerContext {
  store: TableStore;
  limits: Limits;
  log: (line: string) => void;
  /** Open tables created per client address. */
  tablesBy: Map<string, number>;
  /** Seats held per client address. */
  seatsBy: Map<string, number>;
  /** Tables being resumed after a restart (only the server itself puts ids here). */
  resuming: Map<string, TableRecord>;
  /** Live rooms (for the idle sweep). */
  rooms: Set<TableRoomBase>;
  /** Milliseconds, for rate limits and idle times. */
  now: () => number;
}

/** What the room keeps per client. */
interface ClientData {
  seat: number | null;
  address: string;
  bucket: TokenBucket;
  lastSeen: number;
  limitedAt: number;
  /** Messages dropped by the rate limit since `limitedAt`. */
  dropped: number;
  /** Replaced by a newer connection of the same seat: its leave changes nothing. */
  replaced: boolean;
  /**
   * Its join is complete (the seat is stored, its first view sent). Until then it hears nothing and may not
   * act: its seat's write may still fail, and then the seat was never its own.
   */
  joined: boolean;
}

interface LiveSeat extends SeatRecord {
  client: Client | null;
  /** Dropped and not back in time: the bot plays the seat until its owner returns. */
  takenOver: boolean;
  /** The address whose `seatsBy` count holds this seat (until its owner is gone for good). */
  countedFor: string | null;
}

type TableClient = Client<ClientData, { address: string }>;

/** A coded refusal for a join or create: Colyseus sends the message, which starts with the code. */
function refusal(code: string, message: string): Error {
  return new Error(`${code}: ${message}`);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const own = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const JOIN_KEYS = new Set(['game', 'players', 'seat', 'spectate', 'name', 'bots', 'token']);
/** Keys the server itself adds to options (never a client's: onAuth overwrites or removes them). */
export const CLIENT_KEY = '__client';
export const RESUME_KEY = '__resume';

/** Checks a client's join options; throws a BAD_OPTIONS refusal. */
function joinOptions(raw: unknown): JoinOptions {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) throw refusal('BAD_OPTIONS', 'options must be an object');
  for (const k of Object.keys(raw)) {
    if (!JOIN_KEYS.has(k) && k !== CLIENT_KEY && k !== RESUME_KEY) throw refusal('BAD_OPTIONS', `unknown option ${JSON.stringify(k.slice(0, 24))}`);
  }
  const o: JoinOptions = {};
  const game = own(raw, 'game');
  if (game !== undefined) {
    if (game !== 'hokm' && game !== 'hoc') throw refusal('BAD_OPTIONS', 'game must be "hokm" or "hoc"');
    o.game = game;
  }
  for (const k of ['players', 'seat'] as const) {
    const v = own(raw, k);
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 16) throw refusal('BAD_OPTIONS', `${k} must be a small whole number`);
    o[k] = v;
  }
  const spectate = own(raw, 'spectate');
  if (spectate !== undefined) {
    if (typeof spectate !== 'boolean') throw refusal('BAD_OPTIONS', 'spectate must be true or false');
    o.spectate = spectate;
  }
  const name = own(raw, 'name');
  if (name !== undefined) {
    if (typeof name !== 'string' || name.length > 32) throw refusal('BAD_OPTIONS', 'name must be a string of at most 32 characters');
    o.name = name;
  }
  const token = own(raw, 'token');
  if (token !== undefined) {
    if (typeof token !== 'string' || token.length < 8 || token.length > 64) throw refusal('BAD_OPTIONS', 'token must be the string a view gave');
    o.token = token;
  }
  const bots = own(raw, 'bots');
  if (bots !== undefined) {
    if (!Array.isArray(bots) || bots.length > 16 || !bots.every((b) => typeof b === 'number' && Number.isInteger(b) && b >= 0 && b < 16)) {
      throw refusal('BAD_OPTIONS', 'bots must be a list of seat numbers');
    }
    if (new Set(bots).size !== bots.length) throw refusal('BAD_OPTIONS', 'bots lists a seat twice');
    o.bots = bots as number[];
  }
  return o;
}

/** The client's address, as the server's own HTTP guard set it. */
function addressOf(context: AuthContext): string {
  const ip = context.ip;
  return (Array.isArray(ip) ? ip[0] : ip) ?? 'unknown';
}

const bump = (m: Map<string, number>, k: string, by: number) => {
  const n = (m.get(k) ?? 0) + by;
  if (n <= 0) m.delete(k);
  else m.set(k, n);
};

/** The room class, before it is bound to a server's context (see {@link tableRoom}). */
export abstract class TableRoomBase extends Room<object, TableMetadata, ClientData, { address: string }> {
  protected abstract readonly ctx: ServerContext;
  private game!: ServerGame;
  private state_: unknown;
  private seq = 0;
  private seats: LiveSeat[] = [];
  private creator: string | null = null;
  private over = false;
  private busy = false;
  /** Joins waiting for the action being committed (see `settled`). */
  private settling: (() => void)[] = [];
  private readonly inbox: (() => void)[] = [];
  private reconnecting = 0;
  private timers = new Set<NodeJS.Timeout>();
  private turnTimer: NodeJS.Timeout | null = null;
  private abandonTimer: NodeJS.Timeout | null = null;
  private closing = false;

  /** The table's true state (for tests through the store; never sent). */
  get table(): { seq: number; state: unknown; over: boolean } {
    return { seq: this.seq, state: this.state_, over: this.over };
  }

  override async onCreate(options: Record<string, unknown>): Promise<void> {
    const { store, limits } = this.ctx;
    this.autoDispose = false; // the room decides: finished, or abandoned (see checkAbandon)
    this.setSeatReservationTime(limits.seatReservationMs / 1000);
    const resumeId = own(options, RESUME_KEY);
    if (typeof resumeId === 'string' && this.ctx.resuming.has(resumeId)) {
      this.resume(this.ctx.resuming.get(resumeId)!);
    } else {
      const o = joinOptions(options);
      const address = typeof own(options, CLIENT_KEY) === 'string' ? (own(options, CLIENT_KEY) as string) : 'unknown';
      const game = serverGame(o.game ?? 'hokm')!;
      const players = o.players ?? game.defaultPlayers;
      if (!game.players.includes(players)) throw refusal('BAD_OPTIONS', `${game.name} is for ${game.players.join(', ')} players`);
      const bots = o.bots ?? [];
      if (bots.some((b) => b >= players)) throw refusal('BAD_OPTIONS', `bots must be seats 0 to ${players - 1}`);
      if (bots.length >= players) throw refusal('BAD_OPTIONS', 'at least one seat must be left for a person');
      if (this.ctx.rooms.size >= limits.maxTables) throw refusal('TABLE_FULL', 'this server hosts as many tables as it may');
      if ((this.ctx.tablesBy.get(address) ?? 0) >= limits.tablesPerClient) throw refusal('TOO_MANY_TABLES', `at most ${limits.tablesPerClient} open tables per client`);
      this.game = game;
      // A secret 128-bit seed from Web Crypto, kept in the store only: no client can learn or choose it.
      this.state_ = game.engine.setup({ players, seed: randomSeed() });
      this.seats = Array.from({ length: players }, (_, s) => ({
        owner: null,
        name: bots.includes(s) ? 'bot' : null,
        bot: bots.includes(s),
        client: null,
        takenOver: false,
        countedFor: null,
      }));
      // Counted before the write, so concurrent creations from one address cannot all pass the check.
      bump(this.ctx.tablesBy, address, 1);
      try {
        await store.write({ kind: 'create', table: { id: this.roomId, game: game.name, players, state: this.state_, seq: 0, seats: this.records(), status: 'open' } });
      } catch (e) {
        bump(this.ctx.tablesBy, address, -1);
        throw refusal('STORE_FAILED', `the table could not be stored (${(e as Error).message})`);
      }
      this.creator = address;
    }
    this.maxClients = this.seats.length + limits.spectatorsPerTable;
    this.ctx.rooms.add(this);
    this.onMessage('act', () => {}); // frames are read by _onMessage below; this only declares the type
    void this.setMetadata(this.metadataNow());
    this.checkAbandon();
    this.schedule();
  }

  private resume(rec: TableRecord): void {
    const game = serverGame(rec.game);
    if (game === null) throw new Error(`unknown game ${rec.game}`);
    this.game = game;
    this.roomId = rec.id;
    this.state_ = game.engine.restore(rec.state); // checks the stored state thoroughly (BAD_STATE if damaged)
    if (game.engine.players(this.state_) !== rec.players || rec.seats.length !== rec.players) throw new Error('seats do not match the state');
    this.seq = rec.seq;
    this.over = game.engine.isOver(this.state_);
    // Nobody is connected after a restart: the owners get the reconnection window to come back with their
    // tokens, as after a dropped connection; then the bot plays the seats still empty.
    this.seats = rec.seats.map((s) => ({ owner: s.owner, name: s.name, bot: s.bot, client: null, takenOver: false, countedFor: null }));
    this.later(this.ctx.limits.reconnectMs, () => {
      for (const s of this.seats) if (s.owner !== null && s.client === null) s.takenOver = true;
      this.schedule();
    });
  }

  private records(): SeatRecord[] {
    return this.seats.map((s) => ({ owner: s.owner, name: s.name, bot: s.bot }));
  }

  private metadataNow(): TableMetadata {
    return { game: this.game.name, players: this.seats.length, free: this.seats.flatMap((s, i) => (s.owner === null && !s.bot ? [i] : [])) };
  }

  override async onJoin(client: TableClient, options: unknown, auth?: { address: string }): Promise<void> {
    const { limits, store } = this.ctx;
    const o = joinOptions(options);
    const address = auth?.address ?? 'unknown';
    const data: ClientData = {
      seat: null,
      address,
      bucket: new TokenBucket(limits.rateBurst, limits.ratePerSecond, this.ctx.now()),
      lastSeen: this.ctx.now(),
      limitedAt: -Infinity,
      dropped: 0,
      replaced: false,
      joined: false,
    };
    if (this.closing) throw refusal('TABLE_CLOSED', 'this table is closing');
    if (o.spectate) {
      if (this.clients.filter((c) => c.userData?.seat === null).length >= limits.spectatorsPerTable) throw refusal('TABLE_FULL', 'no more spectators');
      client.userData = data;
      data.joined = true;
      this.sendView(client, []);
      this.checkAbandon();
      return;
    }
    let seat: number;
    let token: string;
    let reclaim = false;
    if (o.token !== undefined) {
      const hash = sha256(o.token);
      seat = this.seats.findIndex((s) => s.owner === hash);
      if (seat < 0) throw refusal('BAD_TOKEN', 'no seat of this table has this token');
      token = o.token;
      reclaim = true;
    } else {
      if (o.seat !== undefined) {
        if (o.seat >= this.seats.length) throw refusal('BAD_OPTIONS', `seat must be 0 to ${this.seats.length - 1}`);
        const s = this.seats[o.seat]!;
        if (s.owner !== null || s.bot) throw refusal('SEAT_TAKEN', `seat ${o.seat} is taken`);
        seat = o.seat;
      } else {
        seat = this.seats.findIndex((s) => s.owner === null && !s.bot);
        if (seat < 0) throw refusal('TABLE_FULL', 'every seat is taken');
      }
      token = randomBytes(18).toString('base64url');
    }
    const s = this.seats[seat]!;
    // A seat already counted for this address (its owner coming back) is not counted twice.
    const count = s.countedFor !== address;
    if (count && (this.ctx.seatsBy.get(address) ?? 0) >= limits.seatsPerClient) throw refusal('TOO_MANY_SEATS', `at most ${limits.seatsPerClient} seats per client`);
    const before = { owner: s.owner, name: s.name, client: s.client, takenOver: s.takenOver, countedFor: s.countedFor };
    // Reserve synchronously: a second join for the same seat now sees it taken.
    s.owner = sha256(token);
    if (o.name !== undefined) s.name = o.name;
    s.client = client;
    s.takenOver = false;
    // The bot may have been about to play this seat: not any more, though the seat's write below takes a while
    // (the store commits on another thread, so timers run meanwhile).
    if (this.game.engine.toAct(this.state_) === seat) this.stopTurn();
    if (count) {
      this.releaseSeat(s);
      bump(this.ctx.seatsBy, address, 1);
      s.countedFor = address;
    }
    data.seat = seat;
    client.userData = data;
    if (!reclaim || before.name !== s.name) {
      try {
        await store.write({ kind: 'seats', id: this.roomId, seats: this.records() });
      } catch (e) {
        this.releaseSeat(s);
        if (before.countedFor !== null) bump(this.ctx.seatsBy, before.countedFor, 1);
        Object.assign(s, before);
        data.seat = null;
        this.schedule();
        throw refusal('STORE_FAILED', `the seat could not be stored (${(e as Error).message})`);
      }
    }
    // A reconnect with the token replaces an older connection of the same seat.
    const old = before.client as TableClient | null;
    if (old && old !== client) {
      if (old.userData) old.userData.replaced = true;
      old.leave(4001, 'replaced by a new connection');
    }
    // An action being committed (the bot's, for this very seat, say) was decided before this join: the first
    // view shows it, rather than a turn that is already being played.
    if (this.busy) await new Promise<void>((r) => this.settling.push(r));
    void this.setMetadata(this.metadataNow());
    data.joined = true;
    this.sendView(client, [], token);
    this.checkAbandon();
    this.schedule();
  }

  override async onLeave(client: TableClient, consented?: boolean): Promise<void> {
    const u = client.userData;
    if (!u || u.replaced || u.seat === null) return this.checkAbandon();
    const s = this.seats[u.seat]!;
    if (s.client !== client) return;
    s.client = null;
    if (!consented && this.ctx.limits.reconnectMs > 0 && !this.closing) {
      this.reconnecting++;
      try {
        const back = (await this.allowReconnection(client, this.ctx.limits.reconnectMs / 1000)) as TableClient;
        this.reconnecting--;
        if (s.client !== null) {
          // The owner came back with the token meanwhile: this older connection has no seat any more.
          back.userData = { ...u, replaced: true };
          back.leave(4001, 'replaced by a new connection');
          return;
        }
        back.userData = { ...u, bucket: new TokenBucket(this.ctx.limits.rateBurst, this.ctx.limits.ratePerSecond, this.ctx.now()), lastSeen: this.ctx.now() };
        s.client = back;
        this.sendView(back, []);
        this.schedule();
        return;
      } catch {
        this.reconnecting--;
      }
    }
    // The seat stays its owner's (the token takes it back); meanwhile the bot plays it.
    if (s.client === null) {
      s.takenOver = true;
      this.releaseSeat(s);
    }
    this.schedule();
    this.checkAbandon();
  }

  /** Gives back the seat's count to the address that held it (once). */
  private releaseSeat(s: LiveSeat): void {
    if (s.countedFor !== null) bump(this.ctx.seatsBy, s.countedFor, -1);
    s.countedFor = null;
  }

  override onDispose(): void {
    this.closing = true;
    this.settling.splice(0).forEach((r) => r());
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.abandonTimer) clearTimeout(this.abandonTimer);
    for (const s of this.seats) this.releaseSeat(s);
    if (this.creator !== null) bump(this.ctx.tablesBy, this.creator, -1);
    this.creator = null;
    this.ctx.rooms.delete(this);
  }

  override onUncaughtException(error: Error, method: string): void {
    this.ctx.log(`room ${this.roomId}: ${method} failed: ${error.stack ?? error.message}`);
  }

  /**
   * Every frame from a client comes here (Colyseus's own reader is bypassed
   * for room data): rate limit first, then only an `act` message with a
   * MessagePack body is read; anything else is a coded BAD_MESSAGE, and the
   * connection stays usable.
   */
  protected override _onMessage(client: TableClient & Parameters<Room['_onMessage']>[0], buffer: Buffer): void {
    if (!Buffer.isBuffer(buffer) || buffer.length === 0) return;
    const code = buffer[0];
    if (code === Protocol.JOIN_ROOM || code === Protocol.LEAVE_ROOM) return super._onMessage(client, buffer);
    const u = client.userData;
    if (!u?.joined) return; // not joined yet
    const now = this.ctx.now();
    u.lastSeen = now;
    if (!u.bucket.take(now)) {
      // Dropped unread; say so at most once a second, so a flood gets no flood of answers.
      if (now - u.limitedAt >= 1000) {
        u.limitedAt = now;
        u.dropped = 0;
        this.sendError(client, { code: 'RATE_LIMITED', message: `at most ${this.ctx.limits.ratePerSecond} messages a second` });
      }
      // A flood costs the server even unread (every frame is parsed): past the bound, the connection is cut.
      if (++u.dropped > this.ctx.limits.maxDroppedPerSecond) {
        this.ctx.log(`room ${this.roomId}: dropped a flooding client (${u.address})`);
        (client as unknown as { ref?: { terminate?: () => void } }).ref?.terminate?.();
      }
      return;
    }
    if (code !== Protocol.ROOM_DATA) return this.sendError(client, { code: 'BAD_MESSAGE', message: 'send the message "act" with { action }' });
    let type: string | number;
    let message: unknown;
    try {
      const it = { offset: 1 };
      type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
      if (type !== 'act') return this.sendError(client, { code: 'BAD_MESSAGE', message: 'the only message is "act"' });
      message = buffer.length > it.offset ? unpack(buffer.subarray(it.offset)) : undefined;
    } catch {
      return this.sendError(client, { code: 'BAD_MESSAGE', message: 'not a Colyseus message' });
    }
    if (!isObject(message) || Object.keys(message).length !== 1 || !Object.hasOwn(message, 'action')) {
      return this.sendError(client, { code: 'BAD_MESSAGE', message: 'act takes { action } and nothing else' });
    }
    if (u.seat === null) return this.sendError(client, { code: 'NOT_SEATED', message: 'a spectator cannot act' });
    this.submit(u.seat, message.action, client, false);
  }

  /**
   * One action for `seat` (from its client, or the bot when `client` is
   * null): checked, stepped, committed, then applied and sent out.
   */
  private submit(seat: number, action: unknown, client: TableClient | null, byBot: boolean): void {
    if (this.closing) return;
    if (this.busy) {
      if (this.inbox.length >= 32) {
        if (client) this.sendError(client, { code: 'RATE_LIMITED', message: 'too many messages waiting' });
        return;
      }
      this.inbox.push(() => this.submit(seat, action, client, byBot));
      return;
    }
    const { engine } = this.game;
    // The seat is the connection's, never the message's: a client cannot act for another seat, nor send a host's deal.
    const check = engine.validate(this.state_, action, seat);
    if (!check.ok) {
      if (client) this.sendError(client, { code: check.code, message: check.message });
      return;
    }
    let next: unknown;
    let events: unknown[];
    try {
      ({ state: next, events } = engine.step(this.state_, action));
    } catch (e) {
      if (client) this.sendError(client, { code: 'BAD_ACTION', message: (e as Error).message });
      return;
    }
    const over = engine.isOver(next);
    const seq = this.seq + 1;
    this.busy = true;
    this.ctx.store.write({ kind: 'action', id: this.roomId, seq, seat, byBot, action, state: next, status: over ? 'finished' : 'open' }).then(
      () => {
        // Durable: now, and only now, the room moves on and everybody hears of it.
        this.state_ = next;
        this.seq = seq;
        this.over = over;
        this.busy = false;
        this.broadcastViews(events);
        if (over) this.finish();
        else this.schedule();
        this.settling.splice(0).forEach((r) => r());
        this.drain();
      },
      (e: Error) => {
        this.busy = false;
        this.ctx.log(`room ${this.roomId}: store failed: ${e.message}`);
        if (client) this.sendError(client, { code: 'STORE_FAILED', message: 'the move could not be stored; nothing changed, try again' });
        // Nothing changed: the same seat is still to act. A bot tries again later.
        this.schedule(Math.max(1000, this.ctx.limits.botDelayMs));
        this.settling.splice(0).forEach((r) => r());
        this.drain();
      },
    );
  }

  private drain(): void {
    while (!this.busy && this.inbox.length > 0) this.inbox.shift()!();
  }

  private sendView(client: TableClient, events: unknown[], token?: string): void {
    const seat = client.userData?.seat ?? null;
    const { engine } = this.game;
    const msg: ViewMessage = {
      seq: this.seq,
      seat,
      game: this.game.name,
      players: this.seats.length,
      view: seat === null ? this.game.publicView(this.state_) : engine.view(this.state_, seat),
      events,
      toAct: engine.toAct(this.state_),
      over: this.over,
    };
    if (token !== undefined) msg.token = token;
    this.deliver(client, 'view', msg);
  }

  private broadcastViews(events: unknown[]): void {
    const { engine } = this.game;
    const base = { seq: this.seq, game: this.game.name, players: this.seats.length, events, toAct: engine.toAct(this.state_), over: this.over };
    let publicView: unknown;
    for (const c of this.clients) {
      const seat = c.userData?.seat ?? null;
      if (!c.userData?.joined || c.userData.replaced) continue;
      if (seat === null) publicView ??= this.game.publicView(this.state_);
      this.deliver(c, 'view', { ...base, seat, view: seat === null ? publicView : engine.view(this.state_, seat) } satisfies ViewMessage);
    }
  }

  private sendError(client: TableClient, e: ErrorMessage): void {
    this.deliver(client, 'error', e);
  }

  /** Sends, then drops a client whose unsent data has passed the bound (it is not reading). */
  private deliver(client: TableClient, type: string, msg: unknown): void {
    client.send(type, msg);
    const ws = (client as unknown as { ref?: { bufferedAmount?: number; terminate?: () => void } }).ref;
    if (ws && typeof ws.bufferedAmount === 'number' && ws.bufferedAmount > this.ctx.limits.maxBufferedBytes) ws.terminate?.();
  }

  /** Whether the bot plays `seat` now. */
  private botPlays(seat: number): boolean {
    const s = this.seats[seat]!;
    return s.bot || (s.takenOver && s.client === null);
  }

  private later(ms: number, f: () => void): NodeJS.Timeout {
    const t = setTimeout(() => {
      this.timers.delete(t);
      f();
    }, ms);
    this.timers.add(t);
    return t;
  }

  /** Sets the bot or the turn timer for the seat to act (bots wait while no person is connected). */
  /** Stops the bot or turn timer (until the next `schedule`). */
  private stopTurn(): void {
    if (this.turnTimer) {
      clearTimeout(this.turnTimer);
      this.timers.delete(this.turnTimer);
      this.turnTimer = null;
    }
  }

  private schedule(delay?: number): void {
    this.stopTurn();
    if (this.over || this.closing) return;
    const seat = this.game.engine.toAct(this.state_);
    if (seat === null) return;
    if (!this.seats.some((s) => s.client !== null) && this.reconnecting === 0) return;
    const ms = delay ?? (this.botPlays(seat) ? this.ctx.limits.botDelayMs : this.ctx.limits.turnMs);
    const seq = this.seq;
    this.turnTimer = this.later(ms, () => {
      this.turnTimer = null;
      if (this.seq !== seq || this.busy || this.over) return;
      const view = this.game.engine.view(this.state_, seat);
      let action: unknown;
      try {
        action = this.game.bot(view);
      } catch (e) {
        return this.ctx.log(`room ${this.roomId}: bot failed: ${(e as Error).message}`);
      }
      this.submit(seat, action, null, true);
    });
  }

  private finish(): void {
    this.later(this.ctx.limits.finishedMs, () => void this.close());
  }

  /** Starts the abandonment clock when nobody is connected, stops it when somebody is. */
  private checkAbandon(): void {
    const empty = this.clients.length === 0 && this.reconnecting === 0;
    if (!empty) {
      if (this.abandonTimer) clearTimeout(this.abandonTimer);
      this.abandonTimer = null;
      return;
    }
    if (this.abandonTimer || this.closing) return;
    this.abandonTimer = setTimeout(() => {
      this.abandonTimer = null;
      if (this.clients.length > 0 || this.reconnecting > 0) return;
      // Somebody matched is still on the way (a seat reservation): wait for them.
      if (Object.keys(this.reservedSeats).length > 0) return this.checkAbandon();
      const done = this.over ? Promise.resolve() : this.ctx.store.write({ kind: 'status', id: this.roomId, status: 'abandoned' });
      done.then(
        () => void this.close(),
        (e: Error) => {
          // Still open in the store: a restart resumes it, and this process closes it anyway.
          this.ctx.log(`room ${this.roomId}: could not mark abandoned: ${e.message}`);
          void this.close();
        },
      );
    }, this.ctx.limits.abandonMs);
  }

  private async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await this.disconnect();
  }

  /** Drops clients silent for longer than the idle timeout (called by the server's sweep). */
  sweepIdle(now: number): void {
    for (const c of this.clients) {
      if (c.userData && now - c.userData.lastSeen > this.ctx.limits.idleTimeoutMs) {
        (c as unknown as { ref?: { terminate?: () => void } }).ref?.terminate?.();
      }
    }
  }

  /** The static onAuth runs on every matchmaking request, before a room is made or a seat reserved. */
  static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<{ address: string }> {
    const address = addressOf(context);
    if (isObject(options)) {
      // The address is the server's to say: whatever a client put under these keys is replaced or removed.
      options[CLIENT_KEY] = address;
      delete options[RESUME_KEY];
    }
    joinOptions(options); // refuse bad options before any room is made
    return { address };
  }
}

/** The room class bound to one server's context, for `server.define('table', …)`. */
export function tableRoom(ctx: ServerContext): new () => TableRoomBase {
  return class TableRoom extends TableRoomBase {
    protected readonly ctx = ctx;
  };
}
