/**
 * A bot that plays one seat of a table over the network, with the Colyseus
 * JavaScript client: it acts with the library's bot whenever its view says
 * it is to act, and checks every message it gets (a bad reply is an error
 * it reports, never a crash or a hang). Used by bots.ts and the load test.
 */
import { Client, type Room } from 'colyseus.js';
import { bots } from 'hoc-hokm';
import type { HocView } from 'hoc-hokm/hoc';
import type { HokmView } from 'hoc-hokm/hokm';
import { ROOM_NAME, type ErrorMessage, type JoinOptions, type ViewMessage } from './protocol.js';

/** What a seat bot reports. */
export interface SeatBotEvents {
  /** Every accepted action the bot itself sent: milliseconds from sending to the view that shows it. */
  onMove?: (ms: number) => void;
  /** Every view, as received. */
  onView?: (v: ViewMessage) => void;
  /** Every action sent, with the `seq` of the view it answers. */
  onSend?: (seq: number, action: unknown) => void;
  /** A refusal from the server (the bot goes on). */
  onError?: (e: ErrorMessage) => void;
}

/** A connected seat bot. */
export interface SeatBot {
  room: Room;
  /** Resolves when the game is over (or the connection is gone: then with `false`). */
  done: Promise<boolean>;
  /** The last view received. */
  last(): ViewMessage | null;
  leave(): Promise<void>;
}

const isView = (m: unknown): m is ViewMessage =>
  typeof m === 'object' && m !== null && typeof (m as ViewMessage).seq === 'number' && typeof (m as ViewMessage).view === 'object' && typeof (m as ViewMessage).over === 'boolean';

/** Chooses with the library's bot; `null` when the view is not one it can read. */
function choose(v: ViewMessage): unknown {
  try {
    return v.game === 'hoc' ? bots.hocBot(v.view as HocView) : bots.hokmBot(v.view as HokmView);
  } catch {
    return null;
  }
}

/**
 * Joins (or, with `create`, creates) a table and plays its seat.
 * `target` is a room id to join, or `null` to create a table with `options`.
 * `headers` go with the matchmaking request and the WebSocket upgrade (Node
 * only; a test behind a trusted proxy uses `X-Forwarded-For` to be another address).
 */
export async function seatBot(
  url: string,
  target: string | null,
  options: JoinOptions,
  events: SeatBotEvents = {},
  pace: { thinkMs?: number; retryMs?: number } = {},
  headers: Record<string, string> = {},
): Promise<SeatBot> {
  const retryMs = pace.retryMs ?? 1000;
  const thinkMs = pace.thinkMs ?? 0;
  const client = new Client(url, { headers });
  const room = target === null ? await client.create(ROOM_NAME, options) : await client.joinById(target, options);
  let last: ViewMessage | null = null;
  let sentAt = -1;
  let sentSeq = -1;
  let finish!: (ok: boolean) => void;
  const done = new Promise<boolean>((r) => (finish = r));
  let retry: NodeJS.Timeout | undefined;
  let thinking: NodeJS.Timeout | undefined;
  const act = (m: ViewMessage) => {
    if (m.over || m.seat === null || m.toAct !== m.seat) return;
    if (thinkMs === 0) return send(m);
    clearTimeout(thinking);
    // Acts after the pause only if no newer view came meanwhile.
    thinking = setTimeout(() => last === m && send(m), thinkMs);
  };
  const send = (m: ViewMessage) => {
    const action = choose(m);
    if (action === null) return events.onError?.({ code: 'BAD_REPLY', message: 'a view the bot cannot read' });
    sentAt = performance.now();
    sentSeq = m.seq;
    events.onSend?.(m.seq, action);
    room.send('act', { action });
  };
  room.onMessage('view', (m: unknown) => {
    if (!isView(m)) return events.onError?.({ code: 'BAD_REPLY', message: 'a view without seq, view or over' });
    if (last !== null && m.seq < last.seq) return events.onError?.({ code: 'BAD_REPLY', message: `view ${m.seq} after view ${last.seq}` });
    last = m;
    events.onView?.(m);
    if (sentAt >= 0 && m.seq > sentSeq) {
      events.onMove?.(performance.now() - sentAt);
      sentAt = -1;
    }
    if (m.over) return finish(true);
    act(m);
  });
  room.onMessage('error', (e: unknown) => {
    const err = typeof e === 'object' && e !== null ? (e as ErrorMessage) : { code: 'BAD_REPLY', message: String(e) };
    events.onError?.(err);
    sentAt = -1;
    // Refused (rate, store, a race): nothing changed, so try the same view again a little later.
    clearTimeout(retry);
    const seen = last;
    retry = setTimeout(() => seen !== null && seen === last && act(seen), retryMs);
  });
  room.onLeave(() => {
    clearTimeout(retry);
    clearTimeout(thinking);
    finish(false);
  });
  return {
    room,
    done,
    last: () => last,
    leave: async () => {
      // A room already left may never answer: give it a second.
      await Promise.race([room.leave(true).catch(() => 0), new Promise((r) => setTimeout(r, 1000))]);
    },
  };
}
