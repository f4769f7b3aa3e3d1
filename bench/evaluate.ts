/**
 * The bots' evaluation: arenas of at least 400 matches over duplicate deals
 * with seats rotated, each with 95 % intervals, split into shards that run
 * as separate processes (one per core) and merge exactly.
 *
 *   npm run evaluate -- SUITE [--shards 2] [--matches N] [--iterations K]
 *
 * Suites: hokm4, hokm3, hokm2 (ISMCTS against hokmBot), hoc2, hoc3 (ISMCTS
 * against hocBot), hocbot2, hocbot3 (the new hocBot against the previous
 * one, kept in bench/legacy-hoc-bot.ts), hokmbot4, hokmbot3, hokmbot2 (the
 * new hokmBot against the previous one, bench/legacy-hokm-bot.ts; with 4
 * players new+new against old+old). Results are printed and written
 * to bench/results/SUITE.json. A script, not a test: CPU-heavy.
 */
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { arena, formatArena, hocBot, hokmBot, ismcts, mergeArena, type ArenaConfig, type ArenaResult, type Entrant } from '../src/bots/index.js';
import { legacyHocBot } from './legacy-hoc-bot.js';
import { legacyHokmBot } from './legacy-hokm-bot.js';

interface Suite {
  game: 'hokm' | 'hoc';
  players: number;
  lineup: number[];
  /** ISMCTS iterations (0: no ISMCTS in this suite). */
  iterations: number;
  opponent: 'hokmBot' | 'hocBot' | 'legacy' | 'legacyHokm';
}

const SUITES: Record<string, Suite> = {
  hokm4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], iterations: 200, opponent: 'hokmBot' },
  hokm3: { game: 'hokm', players: 3, lineup: [0, 1, 1], iterations: 200, opponent: 'hokmBot' },
  hokm2: { game: 'hokm', players: 2, lineup: [0, 1], iterations: 200, opponent: 'hokmBot' },
  hoc2: { game: 'hoc', players: 2, lineup: [0, 1], iterations: 100, opponent: 'hocBot' },
  hoc3: { game: 'hoc', players: 3, lineup: [0, 1, 1], iterations: 100, opponent: 'hocBot' },
  hocbot2: { game: 'hoc', players: 2, lineup: [0, 1], iterations: 0, opponent: 'legacy' },
  hocbot3: { game: 'hoc', players: 3, lineup: [0, 1, 1], iterations: 0, opponent: 'legacy' },
  hokmbot4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], iterations: 0, opponent: 'legacyHokm' },
  hokmbot3: { game: 'hokm', players: 3, lineup: [0, 1, 1], iterations: 0, opponent: 'legacyHokm' },
  hokmbot2: { game: 'hokm', players: 2, lineup: [0, 1], iterations: 0, opponent: 'legacyHokm' },
};

/**
 * ISMCTS in this process: decisions and milliseconds, all of them and the
 * searched ones (the others are left to the ready-made bots, option
 * `heuristics`, or have one legal move).
 */
const clock = { decisions: 0, ms: 0, searched: 0, searchMs: 0 };

function config(name: string, matches: number, iterations: number): ArenaConfig {
  const s = SUITES[name];
  if (!s) throw new Error(`unknown suite ${name}; one of ${Object.keys(SUITES).join(', ')}`);
  const timed: Entrant = {
    name: `ismcts(${iterations})`,
    create: (seed) => {
      const p = ismcts({ iterations, seed });
      return ((v: never) => {
        const t = performance.now();
        const a = p(v);
        const ms = performance.now() - t;
        clock.ms += ms;
        clock.decisions++;
        if (p.last!.iterations > 0) {
          clock.searched++;
          clock.searchMs += ms;
        }
        return a;
      }) as (view: never) => unknown;
    },
  };
  const first: Entrant =
    s.iterations > 0
      ? timed
      : s.game === 'hokm'
        ? { name: 'hokmBot (new)', create: () => hokmBot as (view: never) => unknown }
        : { name: 'hocBot (new)', create: () => hocBot as (view: never) => unknown };
  const second: Entrant =
    s.opponent === 'hokmBot'
      ? { name: 'hokmBot', create: () => hokmBot as (view: never) => unknown }
      : s.opponent === 'hocBot'
        ? { name: 'hocBot', create: () => hocBot as (view: never) => unknown }
        : s.opponent === 'legacyHokm'
          ? { name: 'hokmBot (previous)', create: () => legacyHokmBot as (view: never) => unknown }
          : { name: 'hocBot (previous)', create: () => legacyHocBot as (view: never) => unknown };
  return { game: s.game, options: { players: s.players }, entrants: [first, second], lineup: s.lineup, matches, seed: `evaluate ${name}` };
}

function args(): Record<string, string> {
  const out: Record<string, string> = {};
  const a = process.argv.slice(2);
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.startsWith('--')) out[a[i]!.slice(2)] = a[i + 1] ?? '';
    else out.suite ??= a[i]!;
    if (a[i]!.startsWith('--')) i++;
  }
  return out;
}

async function main(): Promise<void> {
  const o = args();
  const name = o.suite ?? 'hokm4';
  const s = SUITES[name]!;
  const iterations = Number(o.iterations ?? s.iterations);
  const rot = new Set(s.lineup.map((_, r) => s.lineup.map((__, k) => s.lineup[(k - r + s.lineup.length) % s.lineup.length]).join())).size;
  const matches = Number(o.matches ?? Math.ceil(400 / rot) * rot);
  if (o.worker !== undefined) {
    const r = arena({ ...config(name, matches, iterations), from: Number(o.from), to: Number(o.to) });
    writeFileSync(o.out!, JSON.stringify({ result: r, clock }));
    return;
  }
  const shards = Number(o.shards ?? 2);
  const here = fileURLToPath(import.meta.url);
  const dir = join(dirname(here), 'results');
  mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const parts = await Promise.all(
    Array.from({ length: shards }, (_, k) => {
      const from = Math.floor((k * matches) / shards);
      const to = Math.floor(((k + 1) * matches) / shards);
      const out = join(dir, `.${name}-${k}.json`);
      return new Promise<{ result: ArenaResult; clock: typeof clock }>((resolve, reject) => {
        const child = fork(
          here,
          [name, '--worker', '1', '--from', String(from), '--to', String(to), '--out', out, '--matches', String(matches), '--iterations', String(iterations)],
          { execArgv: ['--import', 'tsx'] },
        );
        child.on('exit', (code) =>
          code === 0 ? resolve(JSON.parse(readFileSync(out, 'utf8')) as { result: ArenaResult; clock: typeof clock }) : reject(new Error(`shard ${k} exited ${code}`)),
        );
      });
    }),
  );
  const merged = mergeArena(parts.map((p) => p.result));
  const decisions = parts.reduce((a, p) => a + p.clock.decisions, 0);
  const ms = parts.reduce((a, p) => a + p.clock.ms, 0);
  const searched = parts.reduce((a, p) => a + p.clock.searched, 0);
  const searchMs = parts.reduce((a, p) => a + p.clock.searchMs, 0);
  const lines = [
    `${name}: ${s.game} ${s.players} players, ${matches} matches (${matches / rot} deals × ${rot} seatings), ${shards} shards, ${((Date.now() - started) / 60000).toFixed(1)} min`,
    formatArena(merged),
    decisions > 0
      ? `ISMCTS: ${iterations} iterations per searched decision; ${searched} searched decisions, ${(searched / (searchMs / 1000)).toFixed(1)} per second per core; all ${decisions} decisions, ${(decisions / (ms / 1000)).toFixed(1)} per second per core`
      : '',
  ].filter((x) => x !== '');
  console.log(lines.join('\n'));
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ summary: lines, entrants: merged.entrants, headToHead: merged.headToHead, names: merged.names }, null, 1));
  writeFileSync(join(dir, `${name}.txt`), `${lines.join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
