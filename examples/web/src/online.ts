/**
 * The table online: a seat at a table of the Colyseus server
 * (examples/server, protocol in examples/server/protocol.ts). The server
 * holds the game; the page holds only what the server sends its seat — the
 * seat's view, the public events of each accepted action, whose turn it is
 * — and draws it with the same table as a game in the page. The person's
 * clicks become `act` messages; the server checks them with the engine for
 * this connection's seat and answers with the next `view`, or an `error`
 * (shown with its code). Loaded only when a person goes online, so the
 * page alone never downloads the Colyseus client.
 */
import { Client, type Room } from 'colyseus.js';
import { h } from './dom.js';
import { enter, remember, restore } from './focus.js';
import { setOthers, seatName, type Check, type TableGame } from './game.js';
import { reason } from './reason.js';
import type { Screen } from './session.js';
import { texts } from './texts/index.js';

/** The room type of the server (examples/server/protocol.ts). */
const ROOM = 'table';

/** How to reach a table: create one (game, players, how many seats are for people) or join one by id. */
export type Seating =
  { kind: 'create'; server: string; game: 'hokm' | 'hoc'; players: number; seat: number; people: number } | { kind: 'join'; server: string; table: string; seat?: number };

/** What the server sends after joining and after each accepted action (examples/server/protocol.ts, ViewMessage). */
interface ViewMessage {
  seq: number;
  seat: number | null;
  game: string;
  players: number;
  view: unknown;
  events: unknown[];
  toAct: number | null;
  over: boolean;
}

/** Whether a message from the network has the shape of a seat's view message (anything else is ignored). */
function isViewMessage(m: unknown): m is ViewMessage {
  if (typeof m !== 'object' || m === null) return false;
  const v = m as Record<string, unknown>;
  return (
    typeof v.game === 'string' &&
    Number.isInteger(v.players) &&
    Number.isInteger(v.seq) &&
    Number.isInteger(v.seat) &&
    Array.isArray(v.events) &&
    (v.toAct === null || Number.isInteger(v.toAct)) &&
    typeof v.view === 'object' &&
    v.view !== null &&
    Array.isArray((v.view as { legal?: unknown }).legal)
  );
}

/**
 * The seats the server's bot plays when a person creates a table with
 * `people` seats for people: theirs and the next ones round the table are
 * left to people, the rest are bots.
 */
export function botSeats(players: number, seat: number, people: number): number[] {
  const human = new Set(Array.from({ length: Math.max(1, Math.min(people, players)) }, (_, i) => (seat + i) % players));
  return Array.from({ length: players }, (_, s) => s).filter((s) => !human.has(s));
}

/** The join error's code and words (Colyseus gives `CODE: words`). */
function refusal(e: unknown): { code: string; message: string } {
  const text = e instanceof Error ? e.message : String(e);
  const m = /^([A-Z_]+): ?(.*)$/.exec(text);
  return m ? { code: m[1]!, message: m[2]! } : { code: 'NETWORK', message: text };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of either game, chosen by the server's first view (as in main.ts)
type AnyGame = TableGame<any, any, any, any>;
// The action, view and event types of whichever game the table plays: the server's messages, passed to that game's functions.
type A = unknown;
type V = unknown;
type E = unknown;

/** What the page learns on taking the seat: the table's game, player count and the person's seat. */
export type Seated = (table: { id: string; game: 'hokm' | 'hoc'; players: number; seat: number }) => void;

/** A seat at an online table, drawn on the page's screen. */
export class OnlineTable {
  /** The game of the table, from the server's first view. */
  private game: AnyGame | null = null;
  private view: V | null = null;
  private seat = 0;
  private seq = -1;
  private toAct: number | null = null;
  private over = false;
  /** An action sent and not yet answered: further clicks wait. */
  private pending = false;
  private closed = false;
  /** The events of the hand (deal) in progress, for its summary. */
  private current: E[] = [];
  private before: number[] | null = null;
  private readonly logged: E[] = [];

  private constructor(
    private readonly games: ReadonlyMap<string, AnyGame>,
    private readonly room: Room,
    private readonly screen: Screen,
    private readonly onSeated: Seated,
    /** Called when the connection closes. */
    private readonly onClose: () => void,
  ) {
    screen.log.replaceChildren();
    if (screen.summary.open) screen.summary.close();
    screen.summary.onclose = null;
    screen.error.hidden = true;
    setOthers('online');
    room.onMessage('view', (m: unknown) => this.receive(m));
    room.onMessage('error', (m: unknown) => {
      this.pending = false;
      const e = (typeof m === 'object' && m !== null ? m : {}) as { code?: unknown; message?: unknown };
      const code = typeof e.code === 'string' ? e.code : 'ERROR';
      this.showError(code, reason(code, typeof e.message === 'string' ? e.message : ''));
      this.render([]);
    });
    room.onLeave(() => {
      if (this.closed) return;
      this.closed = true;
      this.showError('CLOSED', texts().leftTable);
      this.onClose();
    });
  }

  /** Connects, creates or joins the table, and resolves once the server has given the seat (its first view comes next). */
  static async open(games: ReadonlyMap<string, AnyGame>, seating: Seating, screen: Screen, onSeated: Seated, onClose: () => void): Promise<OnlineTable> {
    const client = new Client(seating.server);
    try {
      const room =
        seating.kind === 'create'
          ? await client.create(ROOM, { game: seating.game, players: seating.players, seat: seating.seat, bots: botSeats(seating.players, seating.seat, seating.people) })
          : await client.joinById(seating.table, seating.seat === undefined ? {} : { seat: seating.seat });
      return new OnlineTable(games, room, screen, onSeated, onClose);
    } catch (e) {
      const r = refusal(e);
      throw Object.assign(new Error(texts().joinFailed(`${r.code} ${reason(r.code, r.message)}`.trim())), { code: r.code });
    }
  }

  /** The table's id on the server (what another person joins with). */
  get tableId(): string {
    return this.room.roomId;
  }

  /** The person's seat (known from the first view). */
  get mySeat(): number {
    return this.seat;
  }

  /** Leaves the table (a game in the page replaces it). */
  stop(): void {
    if (this.closed) return;
    this.closed = true;
    setOthers('bots');
    void this.room.leave(true);
  }

  /** Puts keyboard focus on the table (the skip link). */
  focusTable(): void {
    enter(this.screen.table);
  }

  /** Redraws everything in the page's current language. */
  relabel(): void {
    this.screen.log.replaceChildren();
    this.logEvents(this.logged.splice(0));
    this.render([]);
  }

  private receive(m: unknown): void {
    if (this.closed || !isViewMessage(m) || m.seq < this.seq) return;
    if (this.game === null) {
      const game = this.games.get(m.game);
      if (!game) return;
      this.game = game;
      this.onSeated({ id: this.room.roomId, game: game.name, players: m.players, seat: m.seat! });
    } else if (m.game !== this.game.name) return;
    this.pending = false;
    this.seq = m.seq;
    this.seat = m.seat!;
    this.view = m.view as V;
    this.toAct = m.toAct;
    this.over = m.over;
    const events = m.events as E[];
    const game = this.game;
    this.before ??= game.start(this.view);
    this.screen.error.hidden = true;
    this.logEvents(events);
    this.render(events);
    const end = events.findIndex((e) => game.ends(e));
    if (end < 0) {
      this.current.push(...events);
      return;
    }
    let cut = events.findIndex((e, i) => i > end && game.starts(e));
    if (cut < 0) cut = events.length;
    const done = [...this.current, ...events.slice(0, cut)];
    this.current = events.slice(cut);
    const { el, after } = game.summary(done, this.current, this.view, this.before);
    this.before = after;
    this.showSummary(el);
  }

  /** The person's action: sent when the view offers it, refused here otherwise (the server would refuse it too). */
  private readonly act = (action: A): void => {
    if (this.closed || this.pending || this.view === null) return;
    const legal = (this.view as { legal: unknown[] }).legal;
    if (!legal.some((l) => same(l, action))) {
      const code = this.toAct === this.seat ? 'ILLEGAL_ACTION' : 'NOT_YOUR_TURN';
      return this.showError(code, reason(code, ''));
    }
    this.pending = true;
    this.room.send('act', { action });
  };

  /** Why a card may not be played, from what the view says (the server holds the rest). */
  private readonly check: Check<A> = () => {
    const code = this.toAct !== this.seat ? 'NOT_YOUR_TURN' : 'ILLEGAL_ACTION';
    return { ok: false, code, message: reason(code, '') };
  };

  private render(events: readonly E[]): void {
    if (this.view === null || this.game === null) return;
    const table = this.game.draw(this.view, this.act, this.check);
    table.dataset.seq = String(this.seq);
    const mark = remember(this.screen.table);
    this.screen.table.replaceChildren(table);
    if (mark) restore(this.screen.table, mark);
    this.game.animate(events, table);
    const t = texts();
    this.screen.status.textContent = this.over ? t.gameOver : this.toAct === this.seat ? t.yourTurn : t.waitingFor(seatName(this.toAct ?? 0, this.seat));
    this.screen.status.dataset.turn = !this.over && this.toAct === this.seat ? 'you' : 'other';
  }

  private logEvents(events: readonly E[]): void {
    const log = this.screen.log;
    this.logged.push(...events);
    for (const e of events) log.append(h('li', { 'data-type': (e as { type: string }).type }, this.game!.describe(e)));
    log.scrollTop = log.scrollHeight;
  }

  private showError(code: string, message: string): void {
    this.screen.error.replaceChildren(h('strong', { class: 'code' }, code), ' ', h('span', { class: 'message' }, message));
    this.screen.error.dataset.code = code;
    this.screen.error.hidden = false;
  }

  /** The summary of a hand or deal, as in a game in the page; the server's bots play on behind it. */
  private showSummary(body: HTMLElement): void {
    const dialog = this.screen.summary;
    const t = texts();
    const button = h('button', { type: 'button', class: 'action continue', 'data-action': 'continue', onclick: () => dialog.close() }, this.over ? t.close : t.continue);
    const title = body.querySelector('h2');
    if (title) {
      title.id = 'summary-title';
      dialog.setAttribute('aria-labelledby', title.id);
      dialog.removeAttribute('aria-label');
    } else {
      dialog.removeAttribute('aria-labelledby');
      dialog.setAttribute('aria-label', t.summary);
    }
    dialog.replaceChildren(body, button);
    dialog.onclose = null;
    if (!dialog.open) dialog.showModal();
    button.focus();
  }
}
