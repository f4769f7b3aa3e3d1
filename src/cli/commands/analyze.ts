/**
 * `hoc-hokm analyze FILE`: a game record (text or JSON, or standard input
 * for `-`) with every decision annotated by its exact value, the value
 * from the mover's own view (PIMC), the loss against the best choice and
 * a mark (`?` a loss, `??` a won hand turned into a lost one, `!` the only
 * choice that kept the value), and a summary per hand or deal of where it
 * was won or lost; printed as an annotated text record, or as JSON. The
 * values are searched on worker threads, each within a time budget (a
 * search past it is stopped and the value left out), and from where the
 * solvers are quick by default (HOKM_FROM_TRICK and HOC_FROM_CARD in
 * src/records/analyze.ts).
 */
import { record as copyRecord, type GameRecord } from '../../bots/index.js';
import { HOC_FROM_CARD, HOKM_FROM_TRICK, annotate, decisions, exactValued, formatRecord, type RecordTag, type TextRecord } from '../../records/index.js';
import { runProgress, workers } from '../batch.js';
import type { CliCommand } from '../command.js';
import { integer } from '../options.js';
import { valueAll, type Valued } from '../analyze-pool.js';
import type { AnalyzeTask } from '../analyze-task.js';
import { readRecord, recordData } from './replay.js';

/** The default time budget of one search (a decision's exact values, or its values from the view), in milliseconds. */
const BUDGET_MS = 10_000;
/** The default worlds of the values from the mover's view. */
const WORLDS = 16;

/** `hoc-hokm analyze FILE`: every decision of a record with its exact value. */
export const analyzeCommand: CliCommand = {
  name: 'analyze',
  args: '<file>',
  summary: "annotate every decision of a recorded game with its exact value and its value from the mover's view, and mark the mistakes",
  description: `Reads a game record (text or JSON, as hoc-hokm replay does; - for standard input) and values every decision of the play twice. Exactly, with every card known (hokm.analyze, hoc.analyze: docs/analysis.md): the value of the choice made, the best value and the best choices, the loss, and a mark: ? for a choice that lost value, ?? for one that turned a won hand into a lost one, ! for the only choice that kept the value. And from the mover's own view (hokm.analyzeView, hoc.analyzeView: the mean exact value over --worlds deals the mover could not tell from the real one): what the choice was worth as the mover could know it, against the best choice so seen. Values are in hand points (Hokm) or chips to the end of the deal (Hoc). Prints the record as text with these as annotations and a summary of where each hand or deal was won or lost. The solvers are slow early in a 3- or 4-player Hokm hand and a 3-player Hoc deal, so Hokm is valued from trick ${HOKM_FROM_TRICK[4]} with 4 players, ${HOKM_FROM_TRICK[3]} with 3 and ${HOKM_FROM_TRICK[2]} with 2, and Hoc from card ${HOC_FROM_CARD[3]} of a deal's play with 3 players and ${HOC_FROM_CARD[2]} with 2, unless --from says otherwise; each search gets at most --budget milliseconds (the value is left out past that). The choice of trumps, the 2-player draw and Hoc's bidding are not valued.`,
  examples: [
    ['hoc-hokm hokm --seed 7 --target 1 --record game.json', 'record a match'],
    ['hoc-hokm analyze game.json', 'every play from trick 4 on with its values, mistakes marked'],
    ['hoc-hokm analyze game.json --from 1 --budget 0', 'every trick, however long it takes'],
    ['hoc-hokm analyze deal.rec --json --no-view', 'a Hoc game: the exact values only, as JSON'],
  ],
  options(cmd) {
    cmd.option(
      '--from <n>',
      `the first trick (Hokm; default ${HOKM_FROM_TRICK[4]} with 4 players, ${HOKM_FROM_TRICK[3]} with 3, ${HOKM_FROM_TRICK[2]} with 2) or card of a deal's play (Hoc; default ${HOC_FROM_CARD[3]} with 3 players, ${HOC_FROM_CARD[2]} with 2) valued`,
      integer(1, 52),
    );
    cmd.option('--budget <ms>', `most milliseconds one search may take (default ${BUDGET_MS}; 0: no limit)`, integer(0, 86_400_000));
    cmd.option('--worlds <n>', `worlds of the values from the mover's view (default ${WORLDS})`, integer(1, 10_000));
    cmd.option('--no-view', "no values from the mover's view (the exact ones only: about --worlds times faster)");
    cmd.option('-w, --workers <n>', 'worker threads (default: one per core); the values do not depend on it', integer(1, 256));
    cmd.option('--json', 'print the values and the summaries as JSON');
    cmd.option('--progress', 'show a progress bar on standard error even when the output is not a terminal');
    cmd.option('--no-progress', 'never show a progress bar');
  },
  async run(ctx) {
    const path = ctx.args[0]!;
    const data = recordData(await readRecord(ctx, path), path);
    // Copied and checked (BAD_RECORD as replay says it), then every decision listed.
    const rec: GameRecord = copyRecord(data.game as GameRecord['game'], data.options as Record<string, unknown>, data.actions as unknown[]);
    const list = decisions(rec);
    const from = (ctx.opts.from as number | undefined) ?? null;
    const budget = (ctx.opts.budget as number | undefined) ?? BUDGET_MS;
    const worlds = (ctx.opts.worlds as number | undefined) ?? WORLDS;
    const withView = ctx.opts.view !== false;
    const json = ctx.opts.json === true;
    const fromOptions = from === null ? {} : rec.game === 'hokm' ? { from } : { fromCard: from };
    const wanted = list.flatMap((d, i) => (exactValued(d.state, fromOptions) ? [i] : []));
    // The exact values of every wanted decision, then (unless --no-view) its values from the mover's view: one search each, each with its budget.
    const view = { worlds, seed: 'view' };
    const tasks: AnalyzeTask[] = wanted.map((i) => ({ kind: 'analyze', state: list[i]!.state, at: list[i]!.index, from, view: null }));
    if (withView) tasks.push(...wanted.map((i): AnalyzeTask => ({ kind: 'analyze', state: list[i]!.state, at: list[i]!.index, from, view })));
    const bar = runProgress(ctx, tasks.length, 'searches', json);
    let valued: Valued[];
    try {
      valued = await valueAll(tasks, workers(ctx.opts), budget, bar);
    } finally {
      bar.stop();
    }
    const values = list.map(() => null as Exclude<Valued, 'budget'>);
    const views = list.map(() => null as Exclude<Valued, 'budget'>);
    const givenUp: string[] = [];
    tasks.forEach((t, k) => {
      const i = wanted[k % wanted.length]!;
      const v = valued[k]!;
      if (v === 'budget') givenUp.push(`${list[i]!.label} (seat ${list[i]!.seat}${t.view === null ? '' : ', view'})`);
      else (t.view === null ? values : views)[i] = v;
    });
    const analysis = annotate({ ...rec, ...('tags' in data ? { tags: (data as TextRecord).tags } : {}) } as GameRecord, list, values, views);
    const first = list[0]?.state;
    const start = from ?? (first === undefined ? 1 : first.game === 'hokm' ? HOKM_FROM_TRICK[first.players] : HOC_FROM_CARD[first.options.players]);
    const exactWhat = rec.game === 'hokm' ? `exact values (hokm.analyze), from trick ${start}` : `exact values (hoc.analyze), from card ${start} of each deal's play`;
    const viewWhat = withView ? `; from the mover's view (${rec.game}.analyzeView, ${worlds} worlds)` : '';
    const annotator: RecordTag = { name: 'Annotator', value: `hoc-hokm analyze: ${exactWhat}${viewWhat}${budget > 0 ? `, at most ${budget} ms a search` : ''}` };
    const annotated: TextRecord = { ...analysis.record, tags: [...analysis.record.tags.filter((t) => t.name !== 'Annotator'), annotator] };
    if (json) {
      const { game, options } = rec;
      const units = analysis.units.map(({ turns: _, ...u }) => u);
      ctx.out.print(JSON.stringify({ game, options, reviews: analysis.reviews, views: analysis.views, units, seats: analysis.seats, unvalued: analysis.unvalued, givenUp }));
      return;
    }
    ctx.out.print(formatRecord(annotated).trimEnd());
    ctx.out.print();
    ctx.out.print('% Summary');
    for (const u of analysis.units) ctx.out.print(`% ${u.text}`);
    const unit = rec.game === 'hokm' ? 'point' : 'chip';
    const amount = (x: number) => `${Number(x.toFixed(2))} ${unit}${x === 1 ? '' : 's'}`;
    for (const x of analysis.seats) {
      const view = withView ? `, ${amount(x.viewLoss)} as it could see them` : '';
      ctx.out.print(`% Seat ${x.seat}: ${x.valued} valued, ${x.mistakes} mistake${x.mistakes === 1 ? '' : 's'} (${x.turns} ??), ${amount(x.loss)} given away${view}.`);
    }
    const skipped = list.length - analysis.reviews.length;
    ctx.out.print(
      `% ${analysis.reviews.length} of ${list.length} decisions valued${skipped > 0 ? `; ${skipped} without a value (${rec.game === 'hokm' ? 'trumps, draws, tricks before --from' : 'bidding, shows, cards before --from'}${givenUp.length > 0 ? `, and ${givenUp.length} search${givenUp.length === 1 ? '' : 'es'} past the budget: ${givenUp.join(', ')}` : ''})` : ''}.`,
    );
  },
};
