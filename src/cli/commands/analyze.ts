/**
 * `hoc-hokm analyze FILE`: a game record (text or JSON, or standard input
 * for `-`) with every decision annotated by its exact value, the loss
 * against the best choice and a mark (`?` a loss, `??` a won hand turned
 * into a lost one, `!` the only choice that kept the value), and a summary
 * per hand of where it was won or lost; printed as an annotated text
 * record, or as JSON. The values are searched on worker threads, each
 * decision within a time budget (a search past it is stopped and the
 * decision left without a value), and from the trick where the solver is
 * quick by default (see HOKM_FROM_TRICK in src/records/analyze.ts).
 */
import { record as copyRecord, type GameRecord } from '../../bots/index.js';
import { HOKM_FROM_TRICK, annotate, decisions, exactValued, formatRecord, type RecordTag, type TextRecord } from '../../records/index.js';
import { runProgress, workers } from '../batch.js';
import type { CliCommand } from '../command.js';
import { integer } from '../options.js';
import { valueAll, type Valued } from '../analyze-pool.js';
import { readRecord, recordData } from './replay.js';

/** The default time budget of one decision, in milliseconds. */
const BUDGET_MS = 10_000;

/** `hoc-hokm analyze FILE`: every decision of a record with its exact value. */
export const analyzeCommand: CliCommand = {
  name: 'analyze',
  args: '<file>',
  summary: 'annotate every decision of a recorded game with its exact value and mark the mistakes',
  description: `Reads a game record (text or JSON, as hoc-hokm replay does; - for standard input) and values every decision exactly, with every card known (Hokm: hokm.analyze, docs/analysis.md): the value of the choice made, the best value and the best choices, the loss, and a mark: ? for a choice that lost value, ?? for one that turned a won hand into a lost one, ! for the only choice that kept the value. Prints the record as text with these as annotations and a summary of where each hand was won or lost. The solver is slow early in a 3- or 4-player hand, so Hokm is valued from trick ${HOKM_FROM_TRICK[4]} with 4 players, ${HOKM_FROM_TRICK[3]} with 3 and ${HOKM_FROM_TRICK[2]} with 2 unless --from says otherwise, and each decision gets at most --budget milliseconds (it is left without a value past that). The choice of trumps and the 2-player draw are not valued. Hoc has no exact values yet: its decisions are left without a value.`,
  examples: [
    ['hoc-hokm hokm --seed 7 --target 1 --record game.json', 'record a match'],
    ['hoc-hokm analyze game.json', 'every play from trick 4 on with its value, mistakes marked'],
    ['hoc-hokm analyze game.json --from 1 --budget 0', 'every trick, however long it takes'],
    ['hoc-hokm analyze game.rec --json', 'the values and summaries as JSON'],
  ],
  options(cmd) {
    cmd.option('--from <trick>', 'Hokm: the first trick valued (default: 4 with 4 players, 7 with 3, 1 with 2)', integer(1, 13));
    cmd.option('--budget <ms>', `most milliseconds one decision may take (default ${BUDGET_MS}; 0: no limit)`, integer(0, 86_400_000));
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
    const json = ctx.opts.json === true;
    const wanted = list.flatMap((d, i) => (exactValued(d.state, from ?? undefined) ? [i] : []));
    const bar = runProgress(ctx, wanted.length, 'decisions', json);
    let valued: Valued[];
    try {
      valued = await valueAll(
        wanted.map((i) => ({ kind: 'analyze' as const, state: list[i]!.state, from })),
        workers(ctx.opts),
        budget,
        bar,
      );
    } finally {
      bar.stop();
    }
    const values = list.map(() => null as Exclude<Valued, 'budget'>);
    const givenUp: string[] = [];
    wanted.forEach((i, k) => {
      const v = valued[k]!;
      if (v === 'budget') givenUp.push(`${list[i]!.label} (seat ${list[i]!.seat})`);
      else values[i] = v;
    });
    const analysis = annotate({ ...rec, ...('tags' in data ? { tags: (data as TextRecord).tags } : {}) } as GameRecord, list, values);
    const first = list[0]?.state;
    const fromTrick = from ?? (first?.game === 'hokm' ? HOKM_FROM_TRICK[first.players] : 1);
    const what =
      rec.game === 'hokm' ? `exact values (hokm.analyze), from trick ${fromTrick}${budget > 0 ? `, at most ${budget} ms a decision` : ''}` : 'no exact values for Hoc yet';
    const annotator: RecordTag = { name: 'Annotator', value: `hoc-hokm analyze: ${what}` };
    const annotated: TextRecord = { ...analysis.record, tags: [...analysis.record.tags.filter((t) => t.name !== 'Annotator'), annotator] };
    if (json) {
      const { game, options } = rec;
      ctx.out.print(JSON.stringify({ game, options, reviews: analysis.reviews, units: analysis.units.map(({ turns: _, ...u }) => u), unvalued: analysis.unvalued, givenUp }));
      return;
    }
    ctx.out.print(formatRecord(annotated).trimEnd());
    ctx.out.print();
    ctx.out.print('% Summary');
    for (const u of analysis.units) ctx.out.print(`% ${u.text}`);
    const skipped = list.length - analysis.reviews.length;
    ctx.out.print(
      `% ${analysis.reviews.length} of ${list.length} decisions valued${skipped > 0 ? `; ${skipped} without a value (${rec.game === 'hokm' ? 'trumps, draws, tricks before --from' : 'Hoc'}${givenUp.length > 0 ? `, and ${givenUp.length} past the budget: ${givenUp.join(', ')}` : ''})` : ''}.`,
    );
  },
};
