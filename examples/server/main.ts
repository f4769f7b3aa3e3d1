/**
 * Starts the table server: `npm run example:server`. From the environment:
 * PORT (8787), HOST (127.0.0.1), TABLES_DB (tables.db), REDIS_URL (none:
 * one process), PUBLIC_ADDRESS (with Redis: how clients reach this
 * process), STORE_THREAD=0 (commit on the main thread instead of a worker
 * thread), and any limit as LIMIT_<NAME> (LIMIT_RATE_PER_SECOND=20; see
 * limits.ts). Prints `listening on ws://HOST:PORT` once every stored table
 * is resumed.
 */
import { limitsFromEnv } from './limits.js';
import { startServer } from './server.js';

const server = await startServer({
  db: process.env.TABLES_DB ?? 'tables.db',
  storeThread: process.env.STORE_THREAD !== '0',
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 8787),
  limits: limitsFromEnv(process.env),
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  log: (line) => console.log(line),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
