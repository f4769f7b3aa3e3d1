/**
 * Starts the table server: `npm run example:server` (PORT, HOST and
 * TABLES_DIR from the environment; defaults 8787, 127.0.0.1 and
 * ./tables). Prints `listening on ws://HOST:PORT` once ready.
 */
import { startServer } from './server.js';

const server = await startServer({
  dir: process.env.TABLES_DIR ?? 'tables',
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 8787),
  log: (line) => console.log(line),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
