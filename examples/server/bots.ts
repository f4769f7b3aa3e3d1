/**
 * Seats the library's bots at a table of the server over the network and
 * plays until the game is over, printing the table id and the result:
 *
 *     npm run example:bots -- hokm 4          # creates a table, a bot in every seat
 *     SEATS=1,2,3 npm run example:bots -- hokm 4   # leaves seat 0 to you (prints the table id to join)
 *     ROOM=<id> npm run example:bots          # fills the free seats of an existing table
 *
 * SERVER (default ws://127.0.0.1:8787) says where the server is.
 */
import { seatBot, type SeatBot } from './bot-client.js';

const [game = 'hokm', players = game === 'hoc' ? '3' : '4'] = process.argv.slice(2);
const url = process.env.SERVER ?? 'ws://127.0.0.1:8787';
const n = Number(players);
if (game !== 'hokm' && game !== 'hoc') throw new Error('the game is "hokm" or "hoc"');
const seats = (process.env.SEATS ?? Array.from({ length: n }, (_, i) => i).join(',')).split(',').map(Number);
const report = (seat: number) => ({ onError: (e: { code: string; message: string }) => console.error(`seat ${seat}: ${e.code}: ${e.message}`) });

try {
  const joined: SeatBot[] = [];
  let room = process.env.ROOM ?? null;
  for (const seat of seats) {
    const bot = room === null ? await seatBot(url, null, { game, players: n, seat }, report(seat)) : await seatBot(url, room, process.env.ROOM ? {} : { seat }, report(seat));
    room = bot.room.roomId;
    if (joined.length === 0) console.log(`table ${room}: join it with joinById("${room}")`);
    joined.push(bot);
  }
  const ends = await Promise.all(joined.map((b) => b.done));
  const last = joined[0]!.last();
  console.log(ends.every(Boolean) ? `game over after ${last?.seq ?? 0} actions` : 'the connection was closed before the end');
  await Promise.all(joined.map((b) => b.leave()));
} catch (e) {
  console.error(`${(e as Error).message} (is the server running at ${url}?)`);
  process.exitCode = 1;
}
