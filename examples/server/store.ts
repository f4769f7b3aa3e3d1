/**
 * Tables on disk: one JSON file per table, written after every action by
 * writing a temporary file, flushing it and renaming it over the old one,
 * so a crash leaves either the old state or the new one, never half.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { GameName } from './protocol.js';

/** What is stored for a table. */
export interface Stored {
  id: string;
  game: GameName;
  /** The full game state, as the engine returns it (plain JSON). */
  state: unknown;
  /** Each seat's reconnect token, `null` until the seat is taken. */
  tokens: (string | null)[];
}

/** Writes a table's file atomically (write, fsync, rename). */
export function save(dir: string, table: Stored): void {
  const file = join(dir, `${table.id}.json`);
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, JSON.stringify(table));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
}

/** Reads every stored table (unchecked JSON: the server restores each through the engine). */
export function loadAll(dir: string): { file: string; data: unknown }[] {
  mkdirSync(dir, { recursive: true });
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const file = join(dir, f);
      try {
        return { file, data: JSON.parse(readFileSync(file, 'utf8')) as unknown };
      } catch {
        return { file, data: null };
      }
    });
}
