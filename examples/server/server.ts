/**
 * An authoritative table server over WebSockets (`ws`). The server keeps
 * every game state; a client only ever gets its own seat's view and the
 * public events. Each action is checked with `validate(state, action,
 * seat)` for the sender's seat, applied with `step`, stored (see store.ts),
 * and only then sent out. On start, every stored table is checked with
 * `restore` and resumes where it stopped.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { gameOf, type Engine } from 'hoc-hokm';
import { randomSeed } from 'hoc-hokm/host';
import { TABLE_ID, type GameName, type ServerMessage } from './protocol.js';
import { loadAll, save, type Stored } from './store.js';

/** Both engines share the contract; the server needs no more than this. */
type AnyEngine = Engine<unknown, unknown, unknown, unknown, unknown, unknown>;

/** A game from the package's registry by name, or `null` (a Map lookup: no name reaches Object.prototype). */
function gameNamed(name: unknown): { name: GameName; engine: AnyEngine; players: readonly number[]; defaultPlayers: number } | null {
  const g = gameOf(name);
  return g === null ? null : { name: g.name, engine: g.engine, players: g.players, defaultPlayers: g.defaultPlayers };
}

/** Server options. */
export interface ServerOptions {
  /** Folder of the table files (created if missing). */
  dir: string;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Port (default 0: any free port). */
  port?: number;
  /** Called with one line per notable thing (start, resumed tables, unreadable files). */
  log?: (line: string) => void;
}

interface Table extends Stored {
  engine: AnyEngine;
  /** The live connection in each seat. */
  sockets: (WebSocket | null)[];
}

interface Client {
  table: Table | null;
  seat: number;
}

/** The largest frame accepted; an action is a few dozen bytes. */
const MAX_FRAME = 16 * 1024;

function send(ws: WebSocket, msg: ServerMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
}

function error(ws: WebSocket, code: string, message: string): void {
  send(ws, { type: 'error', code, message });
}

function sameToken(a: string, b: unknown): boolean {
  if (typeof b !== 'string' || b.length !== a.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const own = (o: Record<string, unknown>, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);

/** Starts a server; resolves once it listens. */
export async function startServer(options: ServerOptions) {
  const log = options.log ?? (() => {});
  const tables = new Map<string, Table>();

  for (const { file, data } of loadAll(options.dir)) {
    try {
      tables.set(...resume(data));
    } catch (e) {
      log(`skipped ${file}: ${(e as Error).message}`);
    }
  }
  if (tables.size > 0) log(`resumed ${tables.size} table(s): ${[...tables.keys()].join(', ')}`);

  function resume(data: unknown): [string, Table] {
    if (!isObject(data)) throw new Error('not a table');
    const id = own(data, 'id');
    const game = own(data, 'game');
    const tokens = own(data, 'tokens');
    if (typeof id !== 'string' || !TABLE_ID.test(id)) throw new Error('bad table id');
    const g = gameNamed(game);
    if (g === null) throw new Error('bad game');
    const engine = g.engine;
    const state = engine.restore(own(data, 'state')); // throws StateError (BAD_STATE) on a damaged state
    const n = engine.players(state);
    if (!Array.isArray(tokens) || tokens.length !== n || !tokens.every((t) => t === null || typeof t === 'string')) throw new Error('bad tokens');
    return [id, { id, game: g.name, state, tokens: tokens as (string | null)[], engine, sockets: new Array(n).fill(null) }];
  }

  function create(id: string, game: GameName, players: number): Table {
    const engine = gameNamed(game)!.engine;
    // A secret 128-bit seed from Web Crypto: the default seed (0) would deal the same cards every time.
    const state = engine.setup({ players, seed: randomSeed() });
    const table: Table = { id, game, state, tokens: new Array(players).fill(null), engine, sockets: new Array(players).fill(null) };
    persist(table);
    tables.set(id, table);
    return table;
  }

  function persist(t: Table): void {
    save(options.dir, { id: t.id, game: t.game, state: t.state, tokens: t.tokens });
  }

  function join(ws: WebSocket, client: Client, msg: Record<string, unknown>): void {
    const id = own(msg, 'table');
    const seat = own(msg, 'seat');
    if (typeof id !== 'string' || !TABLE_ID.test(id)) return error(ws, 'BAD_TABLE', 'table must be 1–64 letters, digits, _ or -');
    let table = tables.get(id);
    if (!table) {
      const g = gameNamed(own(msg, 'game') ?? 'hokm');
      if (g === null) return error(ws, 'BAD_MESSAGE', 'game must be "hokm" or "hoc"');
      const players = own(msg, 'players') ?? g.defaultPlayers;
      if (typeof players !== 'number' || !g.players.includes(players)) return error(ws, 'BAD_MESSAGE', `players must be one of ${g.players.join(', ')}`);
      table = create(id, g.name, players);
    }
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= table.tokens.length) {
      return error(ws, 'BAD_SEAT', `seat must be 0 to ${table.tokens.length - 1}`);
    }
    const held = table.tokens[seat];
    let token: string;
    if (held === null || held === undefined) {
      token = randomBytes(18).toString('base64url');
      table.tokens[seat] = token;
      persist(table);
    } else if (sameToken(held, own(msg, 'token'))) {
      token = held;
    } else {
      return error(ws, table.sockets[seat] ? 'SEAT_TAKEN' : 'BAD_TOKEN', `seat ${seat} is taken; reconnecting needs its token`);
    }
    // A reconnect replaces an older connection of the same seat.
    const old = table.sockets[seat];
    if (old && old !== ws) old.close(4000, 'replaced by a new connection');
    if (client.table) leave(client, ws);
    table.sockets[seat] = ws;
    client.table = table;
    client.seat = seat;
    send(ws, { type: 'joined', table: id, game: table.game, seat, token, view: table.engine.view(table.state, seat) });
  }

  function leave(client: Client, ws: WebSocket): void {
    const t = client.table;
    if (t && t.sockets[client.seat] === ws) t.sockets[client.seat] = null;
    client.table = null;
  }

  function act(ws: WebSocket, client: Client, msg: Record<string, unknown>): void {
    const t = client.table;
    if (!t) return error(ws, 'NOT_JOINED', 'join a seat first');
    const action = own(msg, 'action');
    // The seat is the connection's, never the message's: a client cannot act for another seat.
    const check = t.engine.validate(t.state, action, client.seat);
    if (!check.ok) return error(ws, check.code, check.message);
    const { state, events } = t.engine.step(t.state, action);
    t.state = state;
    persist(t); // stored before anyone hears of it: nothing acknowledged is lost
    t.sockets.forEach((s, seat) => {
      if (s) send(s, { type: 'update', events, view: t.engine.view(state, seat) });
    });
  }

  function onMessage(ws: WebSocket, client: Client, raw: RawData, binary: boolean): void {
    if (binary) return error(ws, 'BAD_MESSAGE', 'send JSON text frames');
    let msg: unknown;
    try {
      msg = JSON.parse(raw.toString());
    } catch {
      return error(ws, 'BAD_MESSAGE', 'not JSON');
    }
    if (!isObject(msg)) return error(ws, 'BAD_MESSAGE', 'a message is a JSON object');
    const type = own(msg, 'type');
    if (type === 'join') return join(ws, client, msg);
    if (type === 'act') return act(ws, client, msg);
    if (type === 'view') {
      if (!client.table) return error(ws, 'NOT_JOINED', 'join a seat first');
      return send(ws, { type: 'view', view: client.table.engine.view(client.table.state, client.seat) });
    }
    return error(ws, 'BAD_MESSAGE', 'type must be "join", "act" or "view"');
  }

  const wss = new WebSocketServer({ host: options.host ?? '127.0.0.1', port: options.port ?? 0, maxPayload: MAX_FRAME });
  wss.on('connection', (ws) => {
    const client: Client = { table: null, seat: -1 };
    ws.on('message', (raw, binary) => {
      try {
        onMessage(ws, client, raw, binary);
      } catch (e) {
        // The engines check everything first, so this is a bug: say so, keep serving.
        log(`internal error: ${(e as Error).stack ?? String(e)}`);
        error(ws, 'INTERNAL', 'the server failed on this message');
      }
    });
    ws.on('close', () => leave(client, ws));
    ws.on('error', () => ws.terminate());
  });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const { port } = wss.address() as AddressInfo;
  log(`listening on ws://${options.host ?? '127.0.0.1'}:${port}`);
  return {
    port,
    tables,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close(() => resolve());
      }),
  };
}
