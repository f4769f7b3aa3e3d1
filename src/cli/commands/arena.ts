/**
 * `hoc-hokm arena`: players meet over many matches (duplicate deals, seats
 * rotated) on every core, with win rates and mean scores and their 95 %
 * intervals. `--shard i/n` plays one part of the matches and prints it as
 * JSON; `--merge` joins the parts into exactly the result of one run.
 */
import { readFileSync } from 'node:fs';
import { InvalidArgumentError, type Command } from 'commander';
import { readData } from '../../core/input.js';
import { isArenaResult, mergeArena, rotations, summarize, type ArenaResult, type MatchResult } from '../../bots/index.js';
import { describeOptions, describeTable, readSpec, runOptions, runProgress, tableOptions, workers } from '../batch.js';
import { CliError, UsageError, type CliCommand, type RunContext, type Say } from '../command.js';
import { arenaTable } from '../arena-table.js';
import { integer, langOf } from '../options.js';
import { cliTexts } from '../texts/index.js';
import { runRange } from '../pool.js';
import type { ArenaSpec } from '../tasks.js';

/** What `--json` and `--shard` print, and `--merge` reads. */
export interface ArenaFile {
  /** Marks the file as an arena result. */
  format: 'hoc-hokm arena';
  /** The file format's version. */
  version: 1;
  /** The version of hoc-hokm that played (the players may change between versions, so shards must share it). */
  hocHokm: string;
  /** The arena: every shard of one arena has the same. */
  arena: Omit<ArenaSpec, 'entrants'> & { entrants: string[] };
  /** The matches played (a shard's, or all) and their summary. */
  result: ArenaResult;
}

/** `--shard 2/3`: the second of three parts. */
function shard(text: string): [number, number] {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const [i, n] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (!m || n < 1 || i < 1 || i > n) throw new InvalidArgumentError('Expected i/n with 1 ≤ i ≤ n, e.g. 1/2 for the first of two parts.');
  return [i, n];
}

/** The matches of shard `i` of `n`: `⌊(i−1)·M/n⌋ … ⌊i·M/n⌋ − 1`. */
export function shardRange([i, n]: [number, number], matches: number): [number, number] {
  if (n > matches) throw new UsageError((t) => t.errors.shardCut(`${i}/${n}`, matches, n));
  return [Math.floor(((i - 1) * matches) / n), Math.floor((i * matches) / n)];
}

/** A `note:` line on standard error, in `--lang`'s locale. */
function note(ctx: RunContext, say: Say): void {
  const t = cliTexts(langOf(ctx.opts));
  ctx.stderr.write(`${t.errors.note}: ${say(t)}\n`);
}

function print(ctx: RunContext, file: ArenaFile, json: boolean): void {
  const { out } = ctx;
  if (json) {
    out.print(JSON.stringify(file));
    return;
  }
  const { arena: a, result } = file;
  const c = out.color;
  const t = cliTexts(langOf(ctx.opts));
  const seatings = rotations(a.lineup).length;
  const who = a.entrants.map((name, e) => `${name} (${t.num(a.lineup.flatMap((x, s) => (x === e ? [s] : [])).join(', '))})`).join(' · ');
  out.print(c.bold(t.arenaTitle(t.games[a.game], a.options.players as number)) + c.dim(` · ${who}`));
  const played = result.results.length === a.matches ? null : result.results.length;
  out.print(c.dim(`${t.arenaCount(a.matches, Math.ceil(a.matches / seatings), seatings, played, a.seed)}${describeOptions(a.options)}`));
  out.print();
  for (const line of arenaTable(result, t)) out.print(line);
}

function readArenaFile(path: string): ArenaFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new CliError((t) => t.errors.cannotRead(path, (e as Error).message), { cause: e });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError((t) => t.errors.notArenaJson(path));
  }
  // JSON.parse takes any depth, JSON.stringify (the comparison of arenas, --json) does not:
  // a file nested deeper than --shard writes is refused here, not by a stack overflow.
  const read = readData(parsed, FILE_LIMITS);
  const data = (typeof read === 'string' ? null : read.value) as ArenaFile | null;
  if (data?.format !== 'hoc-hokm arena' || data.version !== 1 || !wellFormed(data)) {
    throw new CliError((t) => t.errors.notArena(path));
  }
  return data;
}

/** A shard file is nested a few levels deep; its size is bounded by what was parsed. */
const FILE_LIMITS = { depth: 16, items: Number.MAX_SAFE_INTEGER, chars: Number.MAX_SAFE_INTEGER };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Whether the arena and its result have the shape `--shard` writes (an
 * edited file must not crash the merge deep inside): the result as the
 * library checks it, and the arena's lineup and every match's seats
 * matching the table.
 */
function wellFormed(d: ArenaFile): boolean {
  const a: unknown = d.arena;
  const r: unknown = d.result;
  if (!isObject(a) || !isObject(a.options) || typeof a.seed !== 'string' || !isArenaResult(r) || r.game !== a.game) return false;
  const n = a.options.players;
  const names = a.entrants;
  if (!Number.isSafeInteger(a.matches) || (a.matches as number) < 1 || !Array.isArray(names) || names.length !== r.names.length || !names.every((x) => typeof x === 'string'))
    return false;
  const seats = (l: unknown) => Array.isArray(l) && l.length === n && l.every((e) => Number.isSafeInteger(e) && e >= 0 && e < names.length);
  return seats(a.lineup) && r.results.every((m) => seats(m.lineup) && isObject(m.options));
}

/** `--merge a.json b.json`: the shards joined, checked to come from one arena. */
function merge(ctx: RunContext, paths: string[]): void {
  const files = paths.map(readArenaFile);
  const arena = JSON.stringify(files[0]!.arena);
  files.forEach((f, k) => {
    if (f.hocHokm !== files[0]!.hocHokm) throw new CliError((t) => t.errors.otherVersion(paths[k]!, f.hocHokm, paths[0]!, files[0]!.hocHokm));
    if (JSON.stringify(f.arena) !== arena) throw new CliError((t) => t.errors.otherArena(paths[k]!, paths[0]!));
  });
  const result = mergeArena(files.map((f) => f.result));
  const file: ArenaFile = { ...files[0]!, result };
  const missing = file.arena.matches - result.results.length;
  if (missing > 0) note(ctx, (t) => t.errors.missingMatches(missing, file.arena.matches));
  print(ctx, file, ctx.opts.json === true);
}

/** `hoc-hokm arena`: win rates of players over many matches. */
export const arenaCommand: CliCommand = {
  name: 'arena',
  summary: 'win rates of players over many matches (95% CI)',
  description:
    "Plays matches between players (duplicate deals, each played from every seating of the lineup) on every core, and prints each player's win rate and mean score with 95% intervals, and how often each finished ahead of each other. The same seed gives the same result with any number of workers. For long runs, split the matches with --shard i/n over processes or machines (each prints JSON) and join the files with --merge: the result is exactly that of one run.",
  examples: [
    ['hoc-hokm arena', '100 Hokm matches: two hokmBot partners against two random ones'],
    ['hoc-hokm arena --entrants ismcts:200,hokmBot --matches 400', 'ISMCTS (200 iterations) against the rule-of-thumb bot'],
    ['hoc-hokm arena --game hoc --players 2 --entrants hocBot,random', 'Hoc Mazarin, 2 players'],
    ['hoc-hokm arena -p 3 -e ismcts,hokmBot,hokmBot', 'one ISMCTS against two hokmBots, seats rotated'],
    ['hoc-hokm arena --matches 1000 --shard 1/2 > a.json', 'the first half of an arena (run 2/2 elsewhere)'],
    ['hoc-hokm arena --merge a.json b.json', 'the two halves joined: the whole arena'],
  ],
  options(cmd: Command) {
    tableOptions(cmd, "the players (default: the game's bot against random players)");
    cmd.option('-m, --matches <n>', 'matches to play (a multiple of the seatings keeps the deals balanced)', integer(1, 10_000_000), 100);
    cmd.option('--shard <i/n>', 'play only part i of n of the matches and print it as JSON, for --merge', shard);
    cmd.option('--merge <files...>', 'join the JSON of the shards of one arena (with --json: as JSON)');
    runOptions(cmd);
    const merge = cmd.options.find((o) => o.long === '--merge')!;
    merge.conflicts(['game', 'players', 'entrants', 'target', 'deals', 'option', 'seed', 'matches', 'shard', 'workers']);
  },
  async run(ctx) {
    const { opts } = ctx;
    if (opts.merge !== undefined) return merge(ctx, opts.merge as string[]);
    // The game's bot against random players: as partners in 4-player Hokm, else one bot against the rest.
    const table = readSpec(opts, (game, players) => [`${game}Bot`, ...Array<string>(players === 4 ? 1 : players - 1).fill('random')].join(','));
    const spec: ArenaSpec = { ...table, matches: opts.matches as number };
    const [from, to] = opts.shard === undefined ? [0, spec.matches] : shardRange(opts.shard as [number, number], spec.matches);
    const json = opts.json === true || opts.shard !== undefined;
    const seatings = rotations(spec.lineup).length;
    if (spec.matches % seatings !== 0) note(ctx, (t) => t.errors.unevenSeatings(spec.matches, seatings, describeTable(table, t)));
    const bar = runProgress(ctx, to - from, 'matches', json);
    let results: MatchResult[];
    try {
      results = await runRange((a, b) => ({ kind: 'arena', spec, from: a, to: b }), from, to, workers(opts), bar);
    } finally {
      bar.stop();
    }
    const names = spec.entrants.map((e) => e.name);
    const file: ArenaFile = {
      format: 'hoc-hokm arena',
      version: 1,
      hocHokm: ctx.version,
      arena: { ...spec, entrants: names },
      result: summarize(spec.game, names, results),
    };
    print(ctx, file, json);
  },
};
