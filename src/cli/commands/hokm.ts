/** `hoc-hokm hokm`: one Hokm match, bots (or random players, or you) at the table. */
import { Option } from 'commander';
import type { CliCommand, RunContext } from '../command.js';
import { GAMES } from '../games.js';
import { hokmSummary } from '../hokm-summary.js';
import { humanChooser } from '../human.js';
import { humanOption, humanSeat, integer, langOf, langOption, recordOption, recorded, seedOption, verbosityOptions } from '../options.js';
import { play } from '../play.js';
import { everyEvent, resultOnly, type Reporter } from '../report.js';
import { cliTexts } from '../texts/index.js';

/** Plays a Hokm match with the options of the `hokm` command (also used by `demo`). */
export async function playHokm(ctx: RunContext, o: { players: number; seed: string; target?: number }): Promise<unknown> {
  const { out, opts } = ctx;
  const humans = humanSeat(opts.human, o.players);
  const kit = GAMES.hokm;
  const lang = langOf(opts);
  const t = cliTexts(lang);
  const reporter: Reporter = opts.quiet ? resultOnly(kit, out, lang) : opts.verbose || humans.length > 0 ? everyEvent(kit, out, lang) : hokmSummary(out, o.players, lang);
  const header = () => {
    if (opts.quiet) return;
    const who = humans.length > 0 ? t.you(humans[0]!) : opts.random ? t.randomPlayers : t.bots;
    out.print(out.color.bold(t.games.hokm) + out.color.dim(t.hokmHeader(o.players, o.target ?? 7, who, o.seed)));
  };
  const options = { players: o.players, seed: o.seed, ...(o.target === undefined ? {} : { target: o.target }) };
  return recorded(
    opts.record,
    'hokm',
    options,
    (actions) =>
      play(kit, {
        onStart: header,
        options,
        actions,
        random: opts.random === true,
        seed: o.seed,
        humans,
        human: humans.length > 0 ? humanChooser(kit, ctx.input(), out, lang) : undefined,
        reporter,
      }),
    opts.recordFormat,
  );
}

/** `hoc-hokm hokm`: a Hokm match between bots, or with a person at the terminal. */
export const hokmCommand: CliCommand = {
  name: 'hokm',
  summary: 'play a Hokm match (4 players as partners, 3 or 2)',
  description:
    "Plays one Hokm match to the target score and prints one line per hand: the hakem, trumps, each side's tricks and the points. The rule-of-thumb bots play every seat unless --random or --human says otherwise.",
  examples: [
    ['hoc-hokm hokm', 'a 4-player match between bots, one line per hand'],
    ['hoc-hokm hokm --players 3 --seed 42', 'a 3-player match; the same seed replays the same match'],
    ['hoc-hokm hokm --human 0', 'you play seat 0 (partner of seat 2) at the terminal'],
    ['hoc-hokm hokm --verbose --target 1', 'one hand, every card'],
  ],
  options(cmd) {
    cmd.addOption(new Option('-p, --players <n>', 'number of players').choices(['2', '3', '4']).default('4'));
    cmd.option('-t, --target <points>', 'points that win the match', integer(1, 1000));
    seedOption(cmd);
    humanOption(cmd);
    verbosityOptions(cmd);
    langOption(cmd);
    recordOption(cmd);
  },
  async run(ctx) {
    const { opts } = ctx;
    await playHokm(ctx, { players: Number(opts.players), seed: String(opts.seed), target: opts.target as number | undefined });
  },
};
