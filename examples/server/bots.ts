/**
 * Seats the library's bots at a table of the example server, one
 * WebSocket each, and plays until the game is over, printing the events
 * once: `npm run example:bots -- [table] [game] [players]` (the server at
 * ws://127.0.0.1:8787, or SERVER=ws://…). Leave seats free with
 * SEATS=1,2,3 to play seat 0 from your own client.
 */
import WebSocket from 'ws';
import { bots, hoc, hokm } from 'hoc-hokm';
import type { GameName, ServerMessage } from './protocol.js';

const [table = 'demo', game = 'hokm', players = game === 'hoc' ? '3' : '4'] = process.argv.slice(2);
const url = process.env.SERVER ?? 'ws://127.0.0.1:8787';
const seats = (process.env.SEATS ?? Array.from({ length: Number(players) }, (_, i) => i).join(',')).split(',').map(Number);

const describe = (e: unknown) => (game === 'hoc' ? hoc.describe(e as hoc.HocEvent) : hokm.describe(e as hokm.HokmEvent));
const choose = (view: unknown) => (game === 'hoc' ? bots.hocBot(view as hoc.HocView) : bots.hokmBot(view as hokm.HokmView));

let open = seats.length;
for (const seat of seats) {
  const ws = new WebSocket(url);
  const play = (view: { toAct: number | null; legal: unknown[] }) => {
    if (view.toAct === seat && view.legal.length > 0) ws.send(JSON.stringify({ type: 'act', action: choose(view) }));
    if (view.toAct === null) ws.close();
  };
  ws.on('open', () => ws.send(JSON.stringify({ type: 'join', table, seat, game: game as GameName, players: Number(players) })));
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data)) as ServerMessage;
    if (msg.type === 'error') {
      console.error(`seat ${seat}: ${msg.code}: ${msg.message}`);
      ws.close();
    } else if (msg.type === 'joined') {
      console.log(`seat ${seat} joined ${msg.table} (${msg.game})`);
      play(msg.view as never);
    } else if (msg.type === 'update') {
      if (seat === seats[0]) for (const e of msg.events) console.log(describe(e));
      play(msg.view as never);
    }
  });
  ws.on('error', (e) => {
    console.error(`seat ${seat}: ${e.message} (is the server running at ${url}?)`);
    process.exitCode = 1;
  });
  ws.on('close', () => {
    if (--open === 0) console.log('done');
  });
}
