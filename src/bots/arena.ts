/**
 * The arena: players meet over many matches, with duplicate deals and
 * rotated seats, and their win rates and mean scores come with 95 %
 * intervals. Pure and seeded: the same configuration gives the same
 * result, on any machine.
 *
 * Matches are numbered. Match `i` plays deal group `⌊i / R⌋` (its setup
 * seed is derived from the arena seed and the group) with the `i mod R`-th
 * rotation of the lineup, R being the number of distinct rotations: every
 * deal is played once from each seat arrangement, so the luck of the cards
 * cancels out. A match depends only on the configuration and its number,
 * so independent processes (or machines) can each play a range of numbers
 * (`from`, `to`) and {@link mergeArena} joins their results exactly as one
 * run would have (a worker-thread runner calls {@link playMatch}).
 */
import type { AnyEngine } from '../core/engine.js';
import { OptionsError } from '../core/errors.js';
import { GAMES, gameOf, isGameName } from '../games.js';
import type { Seed } from '../rng/rng.js';
import { clusteredMeanInterval, clusteredRate, meanInterval, wilson, type Interval } from './stats.js';

/** A player as the arena seats it: a name, and a factory of fresh players (one per seat and match). */
export interface Entrant {
  /** The name in the results. */
  name: string;
  /**
   * A player for one seat of one match; `seed` is derived from the arena
   * seed, the match and the seat, so seeded players replay exactly.
   */
  create(seed: string): (view: never) => unknown;
}

/** What to play. */
export interface ArenaConfig {
  /** Which game. */
  game: 'hokm' | 'hoc';
  /** Setup options (players and variants); the arena sets the seed. */
  options?: Record<string, unknown>;
  /** The entrants. */
  entrants: Entrant[];
  /**
   * Which entrant sits in each seat (indexes into `entrants`), e.g. `[0, 1,
   * 0, 1]` for two partnerships in 4-player Hokm. Rotations of it are played
   * on every deal.
   */
  lineup: number[];
  /** Number of matches (each a game to its end); a multiple of the rotations keeps deals balanced. */
  matches: number;
  /** The arena seed: deals and players' seeds come from it. */
  seed: Seed;
  /** Play only matches `from … to - 1` (a shard; default all). */
  from?: number;
  /** See `from`. */
  to?: number;
  /** Keep each match's actions (for `replay`). */
  keepActions?: boolean;
}

/** One match's result. */
export interface MatchResult {
  /** The match number. */
  index: number;
  /** The deal group (setup seed) it played. */
  deal: number;
  /** The entrant in each seat. */
  lineup: number[];
  /** Each seat's final score: Hokm, its side's points; Hoc, chips won or lost. */
  scores: number[];
  /** Each seat's share of the win (1 for a winner, 1/k each for k tied Hoc leaders, else 0). */
  result: number[];
  /** Actions played. */
  actions: number;
  /** The setup options (with the seed), so the match can be replayed. */
  options: Record<string, unknown>;
  /** The actions, when `keepActions` was set. */
  record?: unknown[];
}

/** One entrant's totals. */
export interface EntrantSummary {
  /** Its name. */
  name: string;
  /** Matches it played. */
  matches: number;
  /** Its win rate per match (a match won when one of its seats won; shared wins count their share), Wilson 95 %. */
  winRate: Interval;
  /** Its mean score per match (the mean over its seats), 95 % interval. */
  score: Interval;
  /** The deals (duplicate deal groups) it played. */
  deals: number;
  /**
   * Its win rate with the 95 % interval clustered by deal (the seatings of
   * one duplicated deal are not independent matches: `clusteredRate`).
   */
  winRateByDeal: Interval;
  /** Its mean score with the 95 % interval clustered by deal (`clusteredMeanInterval`). */
  scoreByDeal: Interval;
}

/** Head to head: how often one entrant finished ahead of another. */
export interface HeadToHead {
  /** Entrant index. */
  a: number;
  /** Entrant index. */
  b: number;
  /**
   * Per match, the share of (seat of a, seat of b) pairs where a scored
   * more (ties ½): their mean over the matches, with Wilson's 95 % interval
   * (the shares counted as successes out of the matches).
   */
  ahead: Interval;
  /** The same share with its 95 % interval clustered by deal (`clusteredRate`). */
  aheadByDeal: Interval;
}

/** The arena's result: the match results and their summary. */
export interface ArenaResult {
  /** The configuration's game. */
  game: 'hokm' | 'hoc';
  /** Entrant names. */
  names: string[];
  /** Every match played, by number. */
  results: MatchResult[];
  /** Per entrant. */
  entrants: EntrantSummary[];
  /** Per pair of entrants. */
  headToHead: HeadToHead[];
}

/** The distinct cyclic rotations of a lineup (seat k gets the entrant of seat k − r). */
export function rotations(lineup: readonly number[]): number[][] {
  const out: number[][] = [];
  const n = lineup.length;
  for (let r = 0; r < n; r++) {
    const l = lineup.map((_, k) => lineup[(k - r + n) % n]!);
    if (!out.some((x) => x.every((e, k) => e === l[k]))) out.push(l);
  }
  return out;
}

function check(c: ArenaConfig): void {
  if (typeof c !== 'object' || c === null) throw new OptionsError('arena needs a configuration');
  if (!isGameName(c.game)) throw new OptionsError('game must be "hokm" or "hoc"');
  if (!Array.isArray(c.entrants) || c.entrants.length === 0 || !c.entrants.every((e) => typeof e?.name === 'string' && typeof e.create === 'function')) {
    throw new OptionsError('entrants must be a list of { name, create }');
  }
  const players = (c.options?.players as number | undefined) ?? GAMES[c.game].defaultPlayers;
  if (!Array.isArray(c.lineup) || c.lineup.length !== players || !c.lineup.every((e) => Number.isInteger(e) && e >= 0 && e < c.entrants.length)) {
    throw new OptionsError(`lineup must name an entrant for each of the ${players} seats`);
  }
  if (!Number.isInteger(c.matches) || c.matches < 1) throw new OptionsError('matches must be a positive integer');
}

/** The seed string of something numbered within an arena. */
function derive(seed: Seed, ...parts: number[]): string {
  return `arena:${JSON.stringify(seed)}:${parts.join(':')}`;
}

/**
 * Plays match `index` of an arena: a pure function of the configuration
 * and the number (what a worker thread runs).
 */
export function playMatch(config: ArenaConfig, index: number): MatchResult {
  check(config);
  const rots = rotations(config.lineup);
  const deal = Math.floor(index / rots.length);
  const lineup = rots[index % rots.length]!;
  const options = { ...(config.options ?? {}), seed: derive(config.seed, deal) };
  const players = lineup.map((e, seat) => config.entrants[e]!.create(derive(config.seed, index, seat)) as (view: unknown) => unknown);
  const actions: unknown[] = [];
  const e: AnyEngine = GAMES[config.game].engine;
  let s = e.setup(options);
  while (!e.isOver(s)) {
    const seat = e.toAct(s)!;
    const a = players[seat]!(e.view(s, seat));
    s = e.apply(s, a);
    actions.push(a);
  }
  const { score: scores, result } = e.returns(s) as { score: number[]; result: number[] };
  const out: MatchResult = { index, deal, lineup: lineup.slice(), scores, result, actions: actions.length, options };
  if (config.keepActions) out.record = JSON.parse(JSON.stringify(actions)) as unknown[];
  return out;
}

/**
 * The summary of a set of match results (in any order; they are sorted by
 * number). One pass over the matches, each looking only at its own seats:
 * linear in the matches, however many entrants (merging shards of an arena
 * of 16,000 entrants takes milliseconds). Sums run in match order, so the
 * figures are exactly those of one run.
 */
export function summarize(game: 'hokm' | 'hoc', names: readonly string[], results: readonly MatchResult[]): ArenaResult {
  const sorted = [...results].sort((a, b) => a.index - b.index);
  const n = names.length;
  const wins: number[][] = names.map(() => []);
  const scores: number[][] = names.map(() => []);
  const deals: number[][] = names.map(() => []);
  // Per pair a < b that met, keyed a·n + b: its shares and their deals.
  const met = new Map<number, { shares: number[]; deals: number[] }>();
  for (const m of sorted) {
    const seats = seatsByEntrant(m.lineup, n);
    for (const [e, own] of seats) {
      // Partners share a result; other seats of one entrant (say, two copies of a bot) are one team.
      wins[e]!.push(
        Math.min(
          1,
          own.reduce((a, s) => a + m.result[s]!, 0),
        ),
      );
      scores[e]!.push(own.reduce((a, s) => a + m.scores[s]!, 0) / own.length);
      deals[e]!.push(m.deal);
    }
    for (const [a, sa] of seats) {
      for (const [b, sb] of seats) {
        if (a >= b) continue;
        // The share of (seat of a, seat of b) pairs where a scored more, ties ½.
        let sum = 0;
        for (const i of sa) for (const j of sb) sum += m.scores[i]! > m.scores[j]! ? 1 : m.scores[i] === m.scores[j] ? 0.5 : 0;
        let pair = met.get(a * n + b);
        if (pair === undefined) met.set(a * n + b, (pair = { shares: [], deals: [] }));
        pair.shares.push(sum / (sa.length * sb.length));
        pair.deals.push(m.deal);
      }
    }
  }
  const entrants: EntrantSummary[] = names.map((name, e) => {
    const won = wins[e]!.reduce((a, b) => a + b, 0);
    return {
      name,
      matches: wins[e]!.length,
      winRate: wilson(won, wins[e]!.length),
      score: meanInterval(scores[e]!),
      deals: distinct(deals[e]!),
      winRateByDeal: clusteredRate(wins[e]!, deals[e]!),
      scoreByDeal: clusteredMeanInterval(scores[e]!, deals[e]!),
    };
  });
  // A rate, like the win rates: Wilson's interval, which stays inside [0, 1] and,
  // unlike mean ± z·s/√n, does not shrink to a point when every match goes one way.
  const headToHead: HeadToHead[] = [...met.keys()]
    .sort((x, y) => x - y)
    .map((key) => {
      const { shares, deals: at } = met.get(key)!;
      // Summed in match order, as before: the same bits as one run.
      let sum = 0;
      for (const x of shares) sum += x;
      return { a: Math.floor(key / n), b: key % n, ahead: wilson(sum, shares.length), aheadByDeal: clusteredRate(shares, at) };
    });
  return { game, names: [...names], results: sorted, entrants, headToHead };
}

/** How many different numbers a list holds (one pass when they are in order, as an arena's deals are). */
function distinct(xs: readonly number[]): number {
  let runs = 0;
  for (let i = 0; i < xs.length; i++) {
    if (i > 0 && xs[i]! < xs[i - 1]!) return new Set(xs).size;
    if (i === 0 || xs[i] !== xs[i - 1]) runs++;
  }
  return runs;
}

/** A lineup's entrants (those in `0 … n − 1`), each with its seats in seat order. */
function seatsByEntrant(lineup: readonly number[], n: number): Map<number, number[]> {
  const seats = new Map<number, number[]>();
  lineup.forEach((e, seat) => {
    if (!Number.isInteger(e) || e < 0 || e >= n) return;
    const own = seats.get(e);
    if (own === undefined) seats.set(e, [seat]);
    else own.push(seat);
  });
  return seats;
}

/**
 * Runs an arena (or its shard `from … to - 1`) and summarizes it.
 *
 * @example
 * ```ts
 * import { arena, formatArena, hokmBot, randomBot } from 'hoc-hokm/bots';
 *
 * const result = arena({
 *   game: 'hokm',
 *   entrants: [{ name: 'hokmBot', create: () => hokmBot }, { name: 'random', create: (seed) => randomBot(seed) }],
 *   lineup: [0, 1, 0, 1], // partners: seats 0 and 2 against seats 1 and 3
 *   matches: 20, // 10 deals, each played from both sides
 *   seed: 'demo',
 * });
 * console.log(formatArena(result)); // hokmBot wins nearly every match
 * console.log(result.entrants[0]!.winRate); // { value, low, high }: the rate and its Wilson 95 % interval
 * ```
 */
export function arena(config: ArenaConfig): ArenaResult {
  check(config);
  const from = config.from ?? 0;
  const to = config.to ?? config.matches;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > config.matches || from > to) {
    throw new OptionsError(`from and to must satisfy 0 ≤ from ≤ to ≤ matches (${config.matches})`);
  }
  const results: MatchResult[] = [];
  for (let i = from; i < to; i++) results.push(playMatch(config, i));
  return summarize(
    config.game,
    config.entrants.map((e) => e.name),
    results,
  );
}

/**
 * Joins arena results of shards of one arena (same configuration, ranges
 * that do not overlap) into the result of the whole: exactly what one run
 * of all the matches gives. Throws `OptionsError` for a part that is not
 * an arena result (parts read back from JSON files are checked), for
 * different games or entrants, or a match played twice.
 */
export function mergeArena(parts: readonly ArenaResult[]): ArenaResult {
  if (!Array.isArray(parts) || parts.length === 0) throw new OptionsError('mergeArena needs a list of at least one result');
  parts.forEach((p, k) => {
    const problem = problemOf(p);
    if (problem !== null) throw new OptionsError(`mergeArena: part ${k} is not an arena result (${problem})`);
  });
  const { game, names } = parts[0]!;
  const seen = new Set<number>();
  const results: MatchResult[] = [];
  for (const p of parts) {
    if (p.game !== game || !sameNames(p.names, names)) throw new OptionsError('mergeArena: the parts come from different arenas');
    for (const m of p.results) {
      if (seen.has(m.index)) throw new OptionsError(`mergeArena: match ${m.index} appears twice`);
      seen.add(m.index);
      results.push(m);
    }
  }
  return summarize(game, names, results);
}

/** Name by name: joined strings could collide (a name may hold any character). */
function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, k) => x === b[k]);
}

const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;
const isNumbers = (x: unknown, n: number): boolean => Array.isArray(x) && x.length === n && x.every((v) => typeof v === 'number' && Number.isFinite(v));

/**
 * What is wrong with `x` as an arena result (what `mergeArena` reads of it:
 * the game, the names, and every match's numbers, lineup, scores and
 * result), or `null` when nothing is. Results often come back from files or
 * other machines; a damaged one must get a clear answer, not a TypeError
 * from deep inside the summary.
 */
function problemOf(x: unknown): string | null {
  if (typeof x !== 'object' || x === null) return 'not an object';
  const { game, names, results } = x as Partial<ArenaResult>;
  if (game !== 'hokm' && game !== 'hoc') return 'game';
  if (!Array.isArray(names) || names.length === 0 || !names.every((n) => typeof n === 'string')) return 'names';
  if (!Array.isArray(results)) return 'results';
  for (const m of results) {
    if (typeof m !== 'object' || m === null || !isCount(m.index) || !isCount(m.deal) || !isCount(m.actions)) return 'a match';
    const seats = Array.isArray(m.lineup) ? m.lineup.length : 0;
    if (seats < 2 || !m.lineup.every((e) => isCount(e) && e < names.length)) return `match ${m.index}: lineup`;
    if (!isNumbers(m.scores, seats) || !isNumbers(m.result, seats)) return `match ${m.index}: scores`;
  }
  return null;
}

/**
 * Whether `x` is an arena result `mergeArena` can read (for results read
 * back from JSON, e.g. shard files).
 *
 * @example
 * ```ts
 * import { arena, hokmBot, isArenaResult, randomBot } from 'hoc-hokm/bots';
 *
 * const result = arena({
 *   game: 'hokm', options: { players: 2, target: 1 }, seed: 'check', matches: 2, lineup: [0, 1],
 *   entrants: [{ name: 'hokmBot', create: () => hokmBot }, { name: 'random', create: (seed) => randomBot(seed) }],
 * });
 * console.log(isArenaResult(JSON.parse(JSON.stringify(result)))); // true
 * console.log(isArenaResult({ game: 'hokm', names: [], results: [] })); // false
 * ```
 */
export function isArenaResult(x: unknown): x is ArenaResult {
  return problemOf(x) === null;
}

/** How many matches seated both `a` and `b` (or `a`, when they are one): counted in one pass, not once per pair. */
function meetings(results: readonly MatchResult[]): (a: number, b: number) => number {
  const counts = new Map<number, Map<number, number>>();
  const add = (a: number, b: number) => {
    const row = counts.get(a) ?? new Map<number, number>();
    row.set(b, (row.get(b) ?? 0) + 1);
    counts.set(a, row);
  };
  for (const m of results) {
    const present = [...new Set(m.lineup)];
    for (const a of present) for (const b of present) if (a <= b) add(a, b);
  }
  return (a, b) => counts.get(Math.min(a, b))?.get(Math.max(a, b)) ?? 0;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function num(x: number): string {
  return Number.isFinite(x) ? x.toFixed(2) : '–';
}

/**
 * The result as a text table: per entrant, matches, win rate and mean
 * score with their 95 % intervals; then head to head. When deals were
 * played from several seatings, the same figures follow with their
 * intervals clustered by deal (`winRateByDeal`, `scoreByDeal`,
 * `aheadByDeal`): the seatings of one deal share its cards, so they are
 * not independent matches, and the clustered interval is the one to quote.
 */
export function formatArena(r: ArenaResult): string {
  const unit = gameOf(r.game)?.unit ?? 'points';
  const lines = table([
    ['entrant', 'matches', 'win rate [95% CI]', `mean ${unit} [95% CI]`],
    ...r.entrants.map((e) => [e.name, String(e.matches), rate(e.winRate), mean(e.score)]),
  ]);
  const together = meetings(r.results);
  for (const h of r.headToHead) {
    lines.push(`${r.names[h.a]} ahead of ${r.names[h.b]}: ${pct(h.ahead.value)} [${pct(h.ahead.low)}, ${pct(h.ahead.high)}] of ${together(h.a, h.b)} matches`);
  }
  // The seatings of one duplicated deal are not independent matches: the intervals clustered by deal too.
  if (r.entrants.some((e) => e.deals < e.matches)) {
    const deals = new Set(r.results.map((m) => m.deal)).size;
    lines.push(`clustered by deal (${deals} deals):`);
    lines.push(...table([['entrant', 'win rate [95% CI]', `mean ${unit} [95% CI]`], ...r.entrants.map((e) => [e.name, rate(e.winRateByDeal), mean(e.scoreByDeal)])]));
    for (const h of r.headToHead) lines.push(`${r.names[h.a]} ahead of ${r.names[h.b]}: ${rate(h.aheadByDeal)}`);
  }
  return lines.join('\n');
}

function rate(i: Interval): string {
  return `${pct(i.value)} [${pct(i.low)}, ${pct(i.high)}]`;
}

function mean(i: Interval): string {
  return `${num(i.value)} [${num(i.low)}, ${num(i.high)}]`;
}

/** Rows as aligned lines: the first column left-aligned, the others right-aligned. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows.map((row) => row.map((x, c) => (c === 0 ? x.padEnd(widths[c]!) : x.padStart(widths[c]!))).join('  '));
}
