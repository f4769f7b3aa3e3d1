/** `hoc-hokm simulate`: many bot games of one game and variant on every core, with summary statistics. */
import type { Command } from 'commander';
import { describeOptions, describeTable, readSpec, runOptions, runProgress, tableOptions, workers } from '../batch.js';
import type { CliCommand } from '../command.js';
import { integer, langOf } from '../options.js';
import { runRange } from '../pool.js';
import { formatSummary, summarizeGames, type GameStats } from '../simulate-stats.js';
import { cliTexts } from '../texts/index.js';

/** `hoc-hokm simulate`: statistics of many bot games of one variant. */
export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'statistics of many bot games of one variant',
  description:
    'Plays games between bots on every core and prints what happened, with 95% intervals. Hokm: match wins and final points per side, hands per match, hands won by the hakem\'s side, kots. Hoc Mazarin: per seat, chips won, wins, deals in which it went out first, hocs, prizes won, carte blanche and false "without"s found out. The seats keep their players (for players compared on equal terms, see arena). The same seed gives the same figures with any number of workers.',
  examples: [
    ['hoc-hokm simulate', '1000 Hokm matches between hokmBots'],
    ['hoc-hokm simulate --players 2 --games 500 --target 3', '2-player Hokm, matches to 3 points'],
    ['hoc-hokm simulate --game hoc --entrants hocBot,random,random', 'Hoc Mazarin: hocBot in seat 0 against two random players'],
    ['hoc-hokm simulate --game hoc -o falseWithout=true --json', 'a variant, the figures as JSON'],
  ],
  options(cmd: Command) {
    tableOptions(cmd, 'the players (default: hokmBot or hocBot in every seat)');
    cmd.option('-n, --games <n>', 'games to play', integer(1, 10_000_000), 1000);
    runOptions(cmd);
  },
  async run(ctx) {
    const { opts, out } = ctx;
    const spec = readSpec(opts, (game) => `${game}Bot`);
    const games = opts.games as number;
    const json = opts.json === true;
    const bar = runProgress(ctx, games, 'games', json);
    let records: GameStats[];
    try {
      records = await runRange((from, to) => ({ kind: 'simulate', spec, from, to }), 0, games, workers(opts), bar);
    } finally {
      bar.stop();
    }
    const names = spec.lineup.map((e) => spec.entrants[e]!.name);
    const summary = summarizeGames(spec.game, names, records);
    if (json) {
      out.print(
        JSON.stringify({ format: 'hoc-hokm simulate', version: 1, hocHokm: ctx.version, simulate: { ...spec, entrants: spec.entrants.map((e) => e.name), games }, summary }),
      );
      return;
    }
    const c = out.color;
    const players = spec.options.players as number;
    const t = cliTexts(langOf(opts));
    out.print(c.bold(t.simTitle(t.games[spec.game], players)) + c.dim(` · ${describeTable(spec, t)}`));
    out.print(c.dim(`${t.simCount(spec.game, games, spec.seed)}${describeOptions(spec.options)}`));
    out.print();
    for (const line of formatSummary(summary, t)) out.print(line);
  },
};
