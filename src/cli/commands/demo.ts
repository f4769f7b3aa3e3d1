/** `hoc-hokm demo` (the default): a Hokm match hand by hand, then one Hoc Mazarin deal with its chips. */
import type { CliCommand } from '../command.js';
import { langOf, langOption, seedOption } from '../options.js';
import { cliTexts } from '../texts/index.js';
import { playHoc } from './hoc.js';
import { playHokm } from './hokm.js';

export const demoCommand: CliCommand = {
  name: 'demo',
  summary: 'a short show of both games between bots (the default)',
  description:
    "A 4-player Hokm match between the rule-of-thumb bots, one line per hand, then the first deal of a 3-player Hoc Mazarin game with every seat's chips. Change the seed for other games.",
  examples: [
    ['hoc-hokm', 'the demo'],
    ['hoc-hokm demo --seed 7', 'the demo with other deals'],
  ],
  options(cmd) {
    seedOption(cmd);
    langOption(cmd);
  },
  async run(ctx) {
    const seed = String(ctx.opts.seed);
    await playHokm(ctx, { players: 4, seed });
    ctx.out.print();
    await playHoc(ctx, { players: 3, seed, firstDealOnly: true });
    const c = ctx.out.color;
    ctx.out.print();
    ctx.out.print(c.dim(cliTexts(langOf(ctx.opts)).demoNext(c.cyan('hoc-hokm hoc'), c.cyan('hoc-hokm hokm --human 0'), c.cyan('hoc-hokm --help'))));
  },
};
