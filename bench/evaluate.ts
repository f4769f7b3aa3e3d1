/**
 * The bots' evaluation: arenas of at least 400 matches over duplicate deals
 * with seats rotated, each with 95 % intervals (per match and clustered by
 * deal), split into shards that run as separate processes (one per core)
 * and merge exactly.
 *
 *   npm run evaluate -- SUITE [--shards 2] [--matches N] [--chunk C] [--iterations K] [--worlds W] [--solve-after T] [--partial]
 *   npm run evaluate -- --render SUITE|all [--docs 1]   (rewrites bench/results/SUITE.txt from SUITE.json, no arena;
 *                                                        with --docs, docs/bots.md's tables from the .txt files)
 *   npm run evaluate -- --check SUITE|all [--matches N]  (plays the stored matches again, the first N or all, and
 *                                                        exits 1 if one plays differently at this commit)
 *
 * Suites: hokm4, hokm3, hokm2 (ISMCTS against hokmBot), hoc2, hoc3 (ISMCTS
 * against hocBot), hocbot2, hocbot3 (the new hocBot against the previous
 * one, kept in bench/legacy-hoc-bot.ts), hokmbot4, hokmbot3, hokmbot2 (the
 * new hokmBot against the previous one, bench/legacy-hokm-bot.ts; with 4
 * players new+new against old+old), pimc4, pimc3, pimc2 (PIMC against
 * ISMCTS at 200 iterations), pimcbot4, pimcbot3, pimcbot2 (PIMC against
 * hokmBot), pimcmodel2, pimcmodelbot2 (the same in 2 players with PIMC's opponent model), pimcinferbot4,
 * pimcinfer4 (PIMC with its inference against hokmBot on pimcbot4's deals, and against ISMCTS on pimc4's), pimcbest4 (the same against hokmBot with 20 worlds), pimcmore4 (with 2,000 candidates and ε 0.01), pimcfull4 (every trick solved within the cap), pimc3h10 (pimc3's PIMC with its count over 10 tricks, on pimc3's deals), pimc3h10cap (the same within the default cap), pimc3h10fb (and with tricksFallback 7), pimc3h10cap9 (the same as pimc3h10cap within a cap of 900,000 positions), pimc3h10cap9t (and hokmBot's card among equal best ones), pimc3h10t (pimc3h10cap9t on deals of its own; both stopped after 96 matches), pimc3h10tb (pimc3h10cap9 with the count's ties broken by the count over 13 tricks; stopped after 48), pimc3tb (the same on deals of its own) and pimchoc2, pimchoc3 (Hoc: PIMC against ISMCTS at 100). Results are printed and written to bench/results/SUITE.json
 * (the configuration, the commit and package version that made them, every
 * match's result) and SUITE.txt (the table, rendered from the JSON by
 * {@link render}: test/docs-tables.test.ts checks that docs/bots.md shows
 * exactly these tables). The matches run in chunks of C (default: one per
 * shard), `--shards` worker processes at a time, each chunk saved as it
 * ends (bench/results/.SUITE-FROM-TO.json): a stopped run resumes, and
 * `--partial` stores the matches from 0 done so far (the result of
 * `--matches` that many). A script, not a test: CPU-heavy.
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  arena,
  formatArena,
  hocBot,
  hocPimc,
  hokmBot,
  hokmPimc,
  ismcts,
  mergeArena,
  rotations,
  summarize,
  type ArenaConfig,
  type ArenaResult,
  type Entrant,
  type InferenceOptions,
  type MatchResult,
} from '../src/bots/index.js';
import { legacyHocBot } from './legacy-hoc-bot.js';
import { legacyHokmBot } from './legacy-hokm-bot.js';

/** An entrant of a suite, as plain data (recorded with the results). */
export type EntrantSpec =
  | { kind: 'ismcts'; iterations: number }
  | {
      kind: 'pimc';
      worlds: number;
      solveAfter: number;
      model?: boolean;
      inference?: InferenceOptions;
      ties?: 'bot';
      tricks?: boolean;
      tricksAfter?: number;
      tricksHorizon?: number;
      tricksFallback?: number;
      tricksTieBreak?: number;
      maxNodes?: number;
    }
  | { kind: 'hokmBot' | 'hocBot' | 'hokmBot (new)' | 'hocBot (new)' | 'hokmBot (previous)' | 'hocBot (previous)' };

/** A suite: a game, a lineup and its two entrants. */
export interface Suite {
  game: 'hokm' | 'hoc';
  players: number;
  lineup: number[];
  entrants: [EntrantSpec, EntrantSpec];
  /** The arena seed, when not `evaluate SUITE`: another suite's, to play its very deals and seatings (the matches pair by deal). */
  seed?: string;
}

const ISMCTS_HOKM: EntrantSpec = { kind: 'ismcts', iterations: 200 };
const ISMCTS_HOC: EntrantSpec = { kind: 'ismcts', iterations: 100 };
// The suites run before PIMC had a 2-player opponent model carry no `model` and sampled uniformly: `model`
// absent means `opponentModel: false`, so their stored matches still play the same (--check).
const PIMC: EntrantSpec = { kind: 'pimc', worlds: 10, solveAfter: 0 };
const PIMC_MODEL: EntrantSpec = { kind: 'pimc', worlds: 10, solveAfter: 0, model: true };
// With 4 and 3 players the solver is slow early in a hand at this release (docs/analysis.md "Speed"): there the
// first tricks are hokmBot's (4 players, after the 4th trick: median 37 ms, at most 0.64 s per decision measured
// with 10 worlds; 3 players after the 8th: median 69 ms, but up to 8 s). With a faster solver, 0.
const PIMC4: EntrantSpec = { kind: 'pimc', worlds: 10, solveAfter: 4 };
// 3 players: the hand's paranoid value solved from the 10th trick (after the 8th the slowest decision of an arena took
// 1.7 CPU-s), the paranoid trick count breaking its ties (it ties every card in most decisions), and before the 10th
// trick the same count over the next 7 tricks (the slowest of 24,751 solved decisions 0.42 CPU-s; docs/bots.md "PIMC
// against ISMCTS with 3 players and in Hoc"). Before, { solveAfter: 8 } alone: hokmBot's first 8 tricks.
const PIMC3: EntrantSpec = { kind: 'pimc', worlds: 10, solveAfter: 9, tricks: true, tricksAfter: 0, tricksHorizon: 7 };
// The same with the count over 10 tricks (within the default cap of 600,000 positions a decision): as hakem on 400
// hands of its own it won 5.3 points [0.5, 10.0] more hands than over 7 (docs/bots.md, bench/pimc3-hakem-fork.ts).
// Run without a cap on positions (as every suite without `maxNodes`): some decisions took many seconds.
const PIMC3_H10: EntrantSpec = { ...PIMC3, tricksHorizon: 10 };
// The same within the 3-player default cap, which bounds every decision (PIMC_MAX_NODES.hokm[3]).
const PIMC3_H10_CAP: EntrantSpec = { ...PIMC3_H10, maxNodes: 600_000 };
// The same with the count over 7 tricks made first and kept where the cap cuts the count over 10 short (`tricksFallback`).
const PIMC3_H10_FB: EntrantSpec = { ...PIMC3_H10_CAP, tricksFallback: 7 };
// The count over 10 tricks within 900,000 positions a decision: the largest cap expected to keep within 1 CPU-s (the
// slowest decision of pimc3h10cap, at 600,000, took 0.55 CPU-s).
const PIMC3_H10_CAP9: EntrantSpec = { ...PIMC3_H10, maxNodes: 900_000 };
// The same with hokmBot's card among equal best ones: in 213 of 251 choices of 6 hands played by hokmBot several cards
// were best (4.0 cards of 1.6 suits on average), and hokmBot's card was among the best in 221 (bench/pimc3-ties.ts).
const PIMC3_H10_CAP9_TIES: EntrantSpec = { ...PIMC3_H10_CAP9, ties: 'bot' };
// The same as PIMC3_H10_CAP9 with the count's ties broken by the count over 13 tricks (`tricksTieBreak`), over the same
// worlds with what is left of the cap.
const PIMC3_H10_TB: EntrantSpec = { ...PIMC3_H10_CAP9, tricksTieBreak: 13 };
// Hoc: the solver is slow on the first cards of a deal (2 players: up to 6.7 CPU-s for the first card, 1.7 for
// the fifth; 3 players: 4.2 for the ninth card, 1.4 for the thirteenth, 0.94 from the fourteenth on): those are
// hocBot's (the same bench). With 2 players each decision is also capped at the default 1,000,000 positions, which
// bounds the few much harder deals an arena meets (uncapped, its slowest decision took 2.9 CPU-s).
const PIMC_HOC2: EntrantSpec = { kind: 'pimc', worlds: 10, solveAfter: 5, maxNodes: 1_000_000 };
// 3 players: every card solved within a cap of 200,000 positions a decision (about 0.1–0.2 CPU-s), hocBot's card
// where even the first world does not finish; chosen on deals of its own (bench/pimc-dev.ts pimchoc3, seeds 1 and
// 2, 120 matches: +7.00 chips a match against +4.13 for solveAfter 13 without a cap, at 3.3× its CPU time).
const PIMC_HOC3: EntrantSpec = { kind: 'pimc', worlds: 10, solveAfter: 0, maxNodes: 200_000 };
// PIMC4 with its inference from the other seats' plays and the trump choice, hokmBot's card among equal best ones.
const PIMC4_INFER: EntrantSpec = { kind: 'pimc', worlds: 10, solveAfter: 4, inference: { candidates: 200 }, ties: 'bot' };
// The same with 20 worlds, chosen on other deals (bench/pimc-paired.ts, matches 400–599 of pimcbot4's arena).
const PIMC4_BEST: EntrantSpec = { kind: 'pimc', worlds: 20, solveAfter: 4, inference: { candidates: 200 }, ties: 'bot' };
// With 2,000 candidates and the opponents' ε 0.01, once weighing them had become cheap (hokmBot's mask form, the
// trump share counted suit by suit): the setting that placed the most hidden cards right per CPU-ms
// (bench/pimc-infer-quality.ts), tried on other deals (bench/pimc-paired.ts, matches 400–599 of pimcbot4's arena).
const PIMC4_MORE: EntrantSpec = { kind: 'pimc', worlds: 10, solveAfter: 4, inference: { candidates: 2000, epsilon: 0.01 }, ties: 'bot' };
// PIMC4_INFER solving every trick, within the 4-player default cap of 800,000 positions a decision (hokmBot's card
// where even the first world does not finish): chosen on deals of its own (bench/pimc-dev.ts pimcinferbot4 200 7,
// 200 matches: 76.0 % against 64.5 % for solveAfter 4, at 19× its CPU time a match); on the suite's deals it gained
// nothing measurable (+0.8 points against pimcinferbot4, docs/bots.md).
const PIMC4_FULL: EntrantSpec = { kind: 'pimc', worlds: 10, solveAfter: 0, maxNodes: 800_000, inference: { candidates: 200 }, ties: 'bot' };

/** Every suite. */
export const SUITES: Readonly<Record<string, Suite>> = {
  hokm4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], entrants: [ISMCTS_HOKM, { kind: 'hokmBot' }] },
  hokm3: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [ISMCTS_HOKM, { kind: 'hokmBot' }] },
  hokm2: { game: 'hokm', players: 2, lineup: [0, 1], entrants: [ISMCTS_HOKM, { kind: 'hokmBot' }] },
  hoc2: { game: 'hoc', players: 2, lineup: [0, 1], entrants: [ISMCTS_HOC, { kind: 'hocBot' }] },
  hoc3: { game: 'hoc', players: 3, lineup: [0, 1, 1], entrants: [ISMCTS_HOC, { kind: 'hocBot' }] },
  hocbot2: { game: 'hoc', players: 2, lineup: [0, 1], entrants: [{ kind: 'hocBot (new)' }, { kind: 'hocBot (previous)' }] },
  hocbot3: { game: 'hoc', players: 3, lineup: [0, 1, 1], entrants: [{ kind: 'hocBot (new)' }, { kind: 'hocBot (previous)' }] },
  hokmbot4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], entrants: [{ kind: 'hokmBot (new)' }, { kind: 'hokmBot (previous)' }] },
  hokmbot3: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [{ kind: 'hokmBot (new)' }, { kind: 'hokmBot (previous)' }] },
  hokmbot2: { game: 'hokm', players: 2, lineup: [0, 1], entrants: [{ kind: 'hokmBot (new)' }, { kind: 'hokmBot (previous)' }] },
  pimc4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], entrants: [PIMC4, ISMCTS_HOKM] },
  pimc3: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3, ISMCTS_HOKM] },
  pimc2: { game: 'hokm', players: 2, lineup: [0, 1], entrants: [PIMC, ISMCTS_HOKM] },
  pimcbot4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], entrants: [PIMC4, { kind: 'hokmBot' }] },
  pimcbot3: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3, { kind: 'hokmBot' }] },
  pimcbot2: { game: 'hokm', players: 2, lineup: [0, 1], entrants: [PIMC, { kind: 'hokmBot' }] },
  pimcmodel2: { game: 'hokm', players: 2, lineup: [0, 1], entrants: [PIMC_MODEL, ISMCTS_HOKM] },
  pimcmodelbot2: { game: 'hokm', players: 2, lineup: [0, 1], entrants: [PIMC_MODEL, { kind: 'hokmBot' }] },
  pimchoc2: { game: 'hoc', players: 2, lineup: [0, 1], entrants: [PIMC_HOC2, ISMCTS_HOC] },
  pimchoc3: { game: 'hoc', players: 3, lineup: [0, 1, 1], entrants: [PIMC_HOC3, ISMCTS_HOC] },
  // The deals of pimcbot4, so that each match pairs with the uniform player's on the same deal and seating.
  pimcinferbot4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], entrants: [PIMC4_INFER, { kind: 'hokmBot' }], seed: 'evaluate pimcbot4' },
  // The same against ISMCTS, on pimc4's deals (whose suite has not been run yet).
  pimcinfer4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], entrants: [PIMC4_INFER, ISMCTS_HOKM], seed: 'evaluate pimc4' },
  // With 20 worlds, on the same deals as pimcinferbot4 (the two pair match by match).
  pimcbest4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], entrants: [PIMC4_BEST, { kind: 'hokmBot' }], seed: 'evaluate pimcbot4' },
  // With 2,000 candidates, on the same deals as pimcinferbot4 (the two pair match by match).
  pimcmore4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], entrants: [PIMC4_MORE, { kind: 'hokmBot' }], seed: 'evaluate pimcbot4' },
  // Every trick solved within the cap, on the same deals as pimcinferbot4 (the two pair match by match).
  pimcfull4: { game: 'hokm', players: 4, lineup: [0, 1, 0, 1], entrants: [PIMC4_FULL, { kind: 'hokmBot' }], seed: 'evaluate pimcbot4' },
  // The count over 10 tricks, on the same deals as pimc3 (the two pair match by match).
  pimc3h10: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3_H10, ISMCTS_HOKM], seed: 'evaluate pimc3' },
  // The same within the default cap, on the same deals.
  pimc3h10cap: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3_H10_CAP, ISMCTS_HOKM], seed: 'evaluate pimc3' },
  // The same with the fallback to the count over 7 tricks, on the same deals.
  pimc3h10fb: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3_H10_FB, ISMCTS_HOKM], seed: 'evaluate pimc3' },
  // The count over 10 tricks within a cap of 900,000 positions, on the same deals.
  pimc3h10cap9: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3_H10_CAP9, ISMCTS_HOKM], seed: 'evaluate pimc3' },
  // And with hokmBot's card among equal best ones, on the same deals (stopped after 96 matches, docs/bots.md).
  pimc3h10cap9t: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3_H10_CAP9_TIES, ISMCTS_HOKM], seed: 'evaluate pimc3' },
  // The same on deals of its own, none of which any setting was tried on (stopped after 96 matches).
  pimc3h10t: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3_H10_CAP9_TIES, ISMCTS_HOKM] },
  // The count's ties broken by the count over 13 tricks, on pimc3's deals (stopped after 48 matches).
  pimc3h10tb: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3_H10_TB, ISMCTS_HOKM], seed: 'evaluate pimc3' },
  // The same on deals of its own, none of which any setting was tried on (started before any result of the ones above).
  pimc3tb: { game: 'hokm', players: 3, lineup: [0, 1, 1], entrants: [PIMC3_H10_TB, ISMCTS_HOKM] },
};

/** The name an entrant has in the tables. */
export function nameOf(e: EntrantSpec): string {
  if (e.kind === 'ismcts') return `ismcts(${e.iterations})`;
  if (e.kind === 'pimc')
    return `pimc(${e.worlds}${e.solveAfter > 0 ? `, after ${e.solveAfter}` : ''}${e.model === true ? ', model' : ''}${e.inference !== undefined ? `, inference ${e.inference.candidates ?? 200}${e.inference.epsilon === undefined ? '' : ` ε ${e.inference.epsilon}`}` : ''}${e.ties === 'bot' ? ', ties' : ''}${e.tricks === true ? ', tricks' : ''}${e.tricksAfter !== undefined ? `, tricks after ${e.tricksAfter}` : ''}${e.tricksHorizon !== undefined ? ` over ${e.tricksHorizon}` : ''}${e.tricksFallback !== undefined ? ` or ${e.tricksFallback}` : ''}${e.tricksTieBreak !== undefined ? `, ties over ${e.tricksTieBreak}` : ''}${e.maxNodes !== undefined ? `, cap ${e.maxNodes / 1e6}M` : ''})`;
  return e.kind;
}

/** Per timed entrant in this process: decisions and milliseconds, all of them and the searched (or solved) ones. */
export interface Clock {
  decisions: number;
  ms: number;
  searched: number;
  searchMs: number;
  /** CPU time of the process during the searched decisions, and the slowest one (absent in runs made before they were measured). */
  searchCpuMs?: number;
  maxCpuMs?: number;
}

/** The timed entrants' clocks of this process, by slot (filled as the arena plays). */
export const clocks: Clock[] = [];

function entrant(game: 'hokm' | 'hoc', spec: EntrantSpec, slot: number): Entrant {
  const bots: Record<string, (view: never) => unknown> = {
    hokmBot: hokmBot as (view: never) => unknown,
    'hokmBot (new)': hokmBot as (view: never) => unknown,
    hocBot: hocBot as (view: never) => unknown,
    'hocBot (new)': hocBot as (view: never) => unknown,
    'hokmBot (previous)': legacyHokmBot as (view: never) => unknown,
    'hocBot (previous)': legacyHocBot as (view: never) => unknown,
  };
  if (spec.kind !== 'ismcts' && spec.kind !== 'pimc') {
    const bot = bots[spec.kind]!;
    return { name: nameOf(spec), create: () => bot };
  }
  const clock: Clock = (clocks[slot] = { decisions: 0, ms: 0, searched: 0, searchMs: 0, searchCpuMs: 0, maxCpuMs: 0 });
  return {
    name: nameOf(spec),
    create: (seed) => {
      const pimc = game === 'hokm' ? hokmPimc : hocPimc;
      const p =
        spec.kind === 'ismcts'
          ? ismcts({ iterations: spec.iterations, seed })
          : pimc({
              worlds: spec.worlds,
              solveAfter: spec.solveAfter,
              opponentModel: spec.model === true,
              ...(spec.inference === undefined ? {} : { inference: spec.inference }),
              ...(spec.ties === undefined ? {} : { ties: spec.ties }),
              ...(spec.tricks === undefined ? {} : { tricks: spec.tricks }),
              ...(spec.tricksAfter === undefined ? {} : { tricksAfter: spec.tricksAfter }),
              ...(spec.tricksHorizon === undefined ? {} : { tricksHorizon: spec.tricksHorizon }),
              ...(spec.tricksFallback === undefined ? {} : { tricksFallback: spec.tricksFallback }),
              ...(spec.tricksTieBreak === undefined ? {} : { tricksTieBreak: spec.tricksTieBreak }),
              // The suites run before PIMC had a cap on positions carry no `maxNodes`: absent means no cap, as they were measured.
              maxNodes: spec.maxNodes ?? Infinity,
              seed,
            });
      return ((v: never) => {
        const t = performance.now();
        const cpu = process.cpuUsage();
        const a = (p as (v: never) => unknown)(v);
        const ms = performance.now() - t;
        const used = process.cpuUsage(cpu);
        const cpuMs = (used.user + used.system) / 1000;
        clock.ms += ms;
        clock.decisions++;
        const last = p.last as { iterations?: number; worlds?: number; nodes?: number };
        // A decision the cap cut before its first world was solved searched too: it counts with its time.
        if ((last.iterations ?? last.worlds ?? 0) > 0 || (last.nodes ?? 0) > 0) {
          clock.searched++;
          clock.searchMs += ms;
          clock.searchCpuMs! += cpuMs;
          clock.maxCpuMs = Math.max(clock.maxCpuMs!, cpuMs);
        }
        return a;
      }) as (view: never) => unknown;
    },
  };
}

/** The arena configuration of a suite with its entrants. */
export function configOf(name: string, suite: Suite, matches: number): ArenaConfig {
  return {
    game: suite.game,
    options: { players: suite.players },
    entrants: suite.entrants.map((e, k) => entrant(suite.game, e, k)),
    lineup: suite.lineup,
    matches,
    seed: suite.seed ?? `evaluate ${name}`,
  };
}

/** What bench/results/SUITE.json holds. */
export interface Stored {
  suite: string;
  /** The suite as it ran (its entrants with their budgets) and the number of matches. */
  config: Suite & { matches: number; seed: string };
  /** The commit of the tree that ran it (with `+changes` when the tree had uncommitted changes), the package version and Node's. */
  commit: string;
  version: string;
  node: string;
  shards: number;
  minutes: number;
  /** Per entrant slot, its decision counts and times (null for an untimed bot). */
  clocks: (Clock | null)[];
  names: string[];
  /** Every match's result (without the options and records, which the configuration gives back). */
  results: Omit<MatchResult, 'options' | 'record'>[];
}

function pct(x: number): string {
  return x.toFixed(1);
}

/** The table of a stored run: the header, the arena table (summarized again from the matches) and the speed lines. */
export function render(s: Stored): string {
  const rot = rotations(s.config.lineup).length;
  const m = s.config.matches;
  const results = s.results.map((r) => ({ ...r, options: {} }));
  const lines = [
    `${s.suite}: ${s.config.game} ${s.config.players} players, ${m} matches (${m / rot} deals × ${rot} seatings), ${s.shards} shards, ${s.minutes.toFixed(1)} min`,
    formatArena(summarize(s.config.game, s.names, results)),
  ];
  s.config.entrants.forEach((e, k) => {
    const c = s.clocks[k];
    if (!c || c.decisions === 0) return;
    // CPU time of the worker process, not disturbed by the other work of the machine (runs since it was measured).
    const cpu =
      c.searchCpuMs === undefined || c.searched === 0
        ? ''
        : `; by CPU time ${pct(c.searched / (c.searchCpuMs / 1000))} ${e.kind === 'pimc' ? 'solved' : 'searched'} decisions per CPU-second (${(c.searchCpuMs / c.searched).toFixed(1)} ms each), the slowest ${c.maxCpuMs!.toFixed(0)} CPU-ms`;
    if (e.kind === 'ismcts') {
      lines.push(
        `${nameOf(e)}: ${e.iterations} iterations per searched decision; ${c.searched} searched decisions, ${pct(c.searched / (c.searchMs / 1000))} per second per core; all ${c.decisions} decisions, ${pct(c.decisions / (c.ms / 1000))} per second per core${cpu}`,
      );
    } else if (e.kind === 'pimc') {
      lines.push(
        `${nameOf(e)}: ${e.worlds} worlds per solved decision; ${c.searched} solved decisions, ${pct(c.searched / (c.searchMs / 1000))} per second per core (${(c.searchMs / c.searched).toFixed(1)} ms each); all ${c.decisions} decisions, ${pct(c.decisions / (c.ms / 1000))} per second per core${cpu}`,
      );
    }
  });
  lines.push(`made by npm run evaluate -- ${s.suite} at commit ${s.commit} (hoc-hokm ${s.version}, Node ${s.node})`);
  return lines.join('\n');
}

/** The current suite configuration as it is recorded (for comparing stored runs with the script). */
export function recordedConfig(name: string, matches: number): Stored['config'] {
  const s = SUITES[name]!;
  return { ...s, matches, seed: s.seed ?? `evaluate ${name}` };
}

/** A stored match that the code of this commit plays differently (`now` is what it plays). */
export interface Mismatch {
  index: number;
  stored: Stored['results'][number];
  now: Stored['results'][number];
}

/**
 * Plays matches `from` … `to − 1` of a stored run again with the code of
 * this commit (a match depends only on the configuration and its number)
 * and returns those whose result differs from the stored one: none when
 * the stored run, and so its table, is what the script makes now.
 */
export function replay(s: Stored, from = 0, to = s.results.length): Mismatch[] {
  const { matches, seed, ...suite } = s.config;
  const r = arena({ ...configOf(s.suite, { ...suite, seed }, matches), from, to });
  const out: Mismatch[] = [];
  for (const { options: _o, record: _r, ...now } of r.results) {
    const stored = s.results[now.index]!;
    if (JSON.stringify(stored) !== JSON.stringify(now)) out.push({ index: now.index, stored, now });
  }
  return out;
}

/** Replaces every table of docs/bots.md that starts with `SUITE: …` by bench/results/SUITE.txt. */
function updateDocs(file: string, dir: string): void {
  const text = readFileSync(file, 'utf8').replace(/```text\n([a-z0-9]+)(: (?:hokm|hoc) \d players, [\s\S]*?)```/g, (all, name: string) => {
    try {
      return `\`\`\`text\n${readFileSync(join(dir, `${name}.txt`), 'utf8')}\`\`\``;
    } catch {
      return all;
    }
  });
  writeFileSync(file, text);
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

/** The suite with the command line's budgets. */
function withBudgets(s: Suite, o: Record<string, string>): Suite {
  const entrants = s.entrants.map((e) => {
    if (e.kind === 'ismcts' && o.iterations !== undefined) return { ...e, iterations: Number(o.iterations) };
    if (e.kind === 'pimc') return { ...e, worlds: Number(o.worlds ?? e.worlds), solveAfter: Number(o['solve-after'] ?? e.solveAfter) };
    return e;
  }) as [EntrantSpec, EntrantSpec];
  return { ...s, entrants };
}

function commitOf(root: string): string {
  const git = (...a: string[]): string => execFileSync('git', ['-C', root, ...a], { encoding: 'utf8' }).trim();
  try {
    const head = git('rev-parse', '--short=12', 'HEAD');
    // The results this script writes are not changes to what it runs.
    return git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results') === '' ? head : `${head}+changes`;
  } catch {
    return 'unknown';
  }
}

/** The stored run of suite `name` in `dir`, or `null` when there is none (or it is not JSON). */
function readStored(dir: string, name: string): Stored | null {
  try {
    return JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Stored;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const o = args();
  const here = fileURLToPath(import.meta.url);
  const dir = join(dirname(here), 'results');
  if (o.render !== undefined) {
    for (const name of o.render === 'all' ? Object.keys(SUITES) : [o.render]) {
      const s = readStored(dir, name);
      if (s === null) continue;
      if (!Array.isArray(s.results)) continue; // a run from before the results were stored: run it again
      writeFileSync(join(dir, `${name}.txt`), `${render(s)}\n`);
      console.log(render(s));
    }
    if (o.docs !== undefined) updateDocs(join(dirname(here), '..', 'docs', 'bots.md'), dir);
    return;
  }
  if (o.check !== undefined) {
    // Plays the stored matches again (the first --matches N of each, or all) and fails on any difference.
    let bad = 0;
    const all = o.check === 'all';
    if (!all && !SUITES[o.check]) throw new Error(`unknown suite ${o.check}; one of ${Object.keys(SUITES).join(', ')}`);
    for (const name of all ? Object.keys(SUITES) : [o.check]) {
      const s = readStored(dir, name);
      // A suite named alone must have been run: checking nothing is a failure, not a pass.
      if (s === null || !Array.isArray(s.results)) {
        console.log(`${name}: no stored matches in bench/results/${name}.json${s === null ? '' : ' (a run from before they were stored)'}: run it again`);
        if (!all) bad++;
        continue;
      }
      const t = Date.now();
      const to = Math.min(s.results.length, Number(o.matches ?? s.results.length));
      const diff = replay(s, 0, to);
      bad += diff.length;
      console.log(`${name}: ${to - diff.length} of ${to} stored matches played the same at this commit (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      for (const d of diff.slice(0, 5)) console.log(`  match ${d.index}: stored ${JSON.stringify(d.stored)}, now ${JSON.stringify(d.now)}`);
    }
    if (bad > 0) process.exitCode = 1;
    return;
  }
  const name = o.suite ?? 'hokm4';
  if (!SUITES[name]) throw new Error(`unknown suite ${name}; one of ${Object.keys(SUITES).join(', ')}`);
  const s = withBudgets(SUITES[name], o);
  const rot = rotations(s.lineup).length;
  const matches = Number(o.matches ?? Math.ceil(400 / rot) * rot);
  if (o.worker !== undefined) {
    const r = arena({ ...configOf(name, s, matches), from: Number(o.from), to: Number(o.to) });
    writeFileSync(o.out!, JSON.stringify({ result: r, clocks }));
    return;
  }
  const shards = Number(o.shards ?? 2);
  mkdirSync(dir, { recursive: true });
  const root = join(dirname(here), '..');
  const started = Date.now();
  // Chunks of matches, `shards` worker processes at a time, each chunk kept in its own file: a run that is
  // stopped resumes where it was, and --partial stores the matches 0 … k − 1 done so far (exactly what
  // `--matches k` gives: a match depends only on the configuration and its number).
  const chunk = Number(o.chunk ?? Math.ceil(matches / shards));
  const key = JSON.stringify({ suite: name, ...s });
  const ranges: [number, number][] = [];
  for (let from = 0; from < matches; from += chunk) ranges.push([from, Math.min(matches, from + chunk)]);
  type Part = { key: string; commit: string; result: ArenaResult; clocks: (Clock | null)[] };
  const fileOf = ([from, to]: [number, number]): string => join(dir, `.${name}-${from}-${to}.json`);
  const done = (r: [number, number]): Part | null => {
    try {
      const p = JSON.parse(readFileSync(fileOf(r), 'utf8')) as Part;
      return p.key === key ? p : null;
    } catch {
      return null;
    }
  };
  const commit = commitOf(root);
  const pass = ['--matches', String(matches), ...['iterations', 'worlds', 'solve-after'].flatMap((k) => (o[k] === undefined ? [] : [`--${k}`, o[k]!]))];
  if (o.partial === undefined) {
    const todo = ranges.filter((r) => done(r) === null);
    const run = async (): Promise<void> => {
      for (let r = todo.shift(); r !== undefined; r = todo.shift()) {
        const [from, to] = r;
        const out = fileOf(r);
        await new Promise<void>((resolve, reject) => {
          const child = fork(here, [name, '--worker', '1', '--from', String(from), '--to', String(to), '--out', out, ...pass], { execArgv: ['--import', 'tsx'] });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`matches ${from}–${to} exited ${code}`))));
        });
        const p = JSON.parse(readFileSync(out, 'utf8')) as Part;
        writeFileSync(out, JSON.stringify({ ...p, key, commit }));
        console.log(`${name}: matches ${from}–${to - 1} done (${((Date.now() - started) / 60000).toFixed(1)} min)`);
      }
    };
    await Promise.all(Array.from({ length: shards }, run));
  }
  const parts: Part[] = [];
  for (const r of ranges) {
    const p = done(r);
    if (p === null) break;
    parts.push(p);
  }
  if (parts.length === 0) throw new Error(`${name}: no chunk done yet`);
  if (parts.some((p) => p.commit !== parts[0]!.commit)) throw new Error(`${name}: the chunks were played at different commits`);
  const played = parts[parts.length - 1]!.result.results.at(-1)!.index + 1;
  const minutes = o.partial === undefined ? (Date.now() - started) / 60000 : Number(o.minutes ?? 0);
  const merged = mergeArena(parts.map((p) => p.result));
  const sum = (k: number): Clock | null => {
    const cs = parts.map((p) => p.clocks[k]).filter((c): c is Clock => !!c);
    if (cs.length === 0) return null;
    return cs.reduce((a, c) => ({
      decisions: a.decisions + c.decisions,
      ms: a.ms + c.ms,
      searched: a.searched + c.searched,
      searchMs: a.searchMs + c.searchMs,
      ...(a.searchCpuMs === undefined || c.searchCpuMs === undefined ? {} : { searchCpuMs: a.searchCpuMs + c.searchCpuMs, maxCpuMs: Math.max(a.maxCpuMs!, c.maxCpuMs!) }),
    }));
  };
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const stored: Stored = {
    suite: name,
    config: { ...s, matches: played, seed: s.seed ?? `evaluate ${name}` },
    commit: parts[0]!.commit,
    version: pkg.version,
    node: process.version,
    shards,
    minutes,
    clocks: s.entrants.map((_, k) => sum(k)),
    names: merged.names,
    results: merged.results.map(({ options: _o, record: _r, ...m }) => m),
  };
  const text = render(stored);
  console.log(text);
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(stored)}\n`);
  writeFileSync(join(dir, `${name}.txt`), `${text}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
