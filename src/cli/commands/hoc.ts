/** `hoc-hokm hoc`: one game of Hoc Mazarin, bots (or random players, or you) at the table. */
import { Option } from 'commander';
import type { CliCommand, RunContext } from '../command.js';
import { GAMES } from '../games.js';
import { hocSummary } from '../hoc-summary.js';
import { humanChooser } from '../human.js';
import { humanOption, humanSeat, integer, langOf, langOption, recordOption, recorded, seedOption, verbosityOptions } from '../options.js';
import { play } from '../play.js';
import { everyEvent, resultOnly, type Reporter } from '../report.js';
import { cliTexts } from '../texts/index.js';

/** The chips each player starts with (the engine's default). */
const CHIPS = 100;

/** Plays a Hoc game with the options of the `hoc` command (also used by `demo`, which stops after the first deal). */
export async function playHoc(ctx: RunContext, o: { players: number; seed: string; deals?: number; firstDealOnly?: boolean }): Promise<unknown> {
  const { out, opts } = ctx;
  const humans = humanSeat(opts.human, o.players);
  const kit = GAMES.hoc;
  const lang = langOf(opts);
  const t = cliTexts(lang);
  const reporter: Reporter = opts.quiet ? resultOnly(kit, out, lang) : opts.verbose || humans.length > 0 ? everyEvent(kit, out, lang) : hocSummary(out, o.players, CHIPS, lang);
  const deals = o.deals ?? o.players;
  const header = () => {
    if (opts.quiet) return;
    const who = humans.length > 0 ? t.you(humans[0]!) : opts.random ? t.randomPlayers : t.bots;
    out.print(out.color.bold(t.games.hoc) + out.color.dim(t.hocHeader(o.players, CHIPS, deals, o.firstDealOnly === true, who, o.seed)));
  };
  const options = { players: o.players, seed: o.seed, deals };
  return recorded(
    opts.record,
    'hoc',
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
        stopAt: o.firstDealOnly ? (e) => (e as { type: string; deal?: number }).type === 'deal' && (e as { deal: number }).deal > 0 : undefined,
      }),
    opts.recordFormat,
  );
}

/** `hoc-hokm hoc`: a game of Hoc Mazarin between bots, or with a person at the terminal. */
export const hocCommand: CliCommand = {
  name: 'hoc',
  summary: 'play a game of Hoc Mazarin (2 or 3 players)',
  description:
    "Plays one game of Hoc Mazarin and prints each deal: who won the point, the sequence and the tricon, the hocs, and every seat's chips by reason with the balances. The rule-of-thumb bots play every seat unless --random or --human says otherwise.",
  examples: [
    ['hoc-hokm hoc', 'a 3-player game of 3 deals between bots'],
    ['hoc-hokm hoc --players 2 --deals 4 --seed 7', 'a 2-player game of 4 deals'],
    ['hoc-hokm hoc --human 1', 'you play seat 1 at the terminal'],
    ['hoc-hokm hoc --quiet', 'only the final balances'],
  ],
  options(cmd) {
    cmd.addOption(new Option('-p, --players <n>', 'number of players').choices(['2', '3']).default('3'));
    cmd.option('-d, --deals <n>', 'number of deals, a multiple of the players (default: one each)', integer(1, 10_000));
    seedOption(cmd);
    humanOption(cmd);
    verbosityOptions(cmd);
    langOption(cmd);
    recordOption(cmd);
  },
  async run(ctx) {
    const { opts } = ctx;
    await playHoc(ctx, { players: Number(opts.players), seed: String(opts.seed), deals: opts.deals as number | undefined });
  },
};
