/**
 * `hoc-hokm replay FILE`: a game record — JSON `{ game, options, actions }`
 * (from `hoc-hokm hokm --record FILE`, the library's `record`, or a server)
 * or a text record (docs/records.md), told apart by how they start —
 * played back as the transcript `--verbose` prints, every action checked,
 * or written out as a text record (`--text`). A bad record fails (exit 1)
 * with `BAD_RECORD` naming its first bad action, after the transcript of
 * the actions before it.
 */
import { readFileSync } from 'node:fs';
import { ReplayError, replay, type Replay } from '../../bots/index.js';
import { formatRecord, parseRecord } from '../../records/index.js';
import { CliError, saying, type CliCommand, type RunContext, type Say } from '../command.js';
import { GAMES, type GameKit } from '../games.js';
import { hocSummary } from '../hoc-summary.js';
import { hokmSummary } from '../hokm-summary.js';
import { langOf, langOption } from '../options.js';
import { everyEvent, type Reporter } from '../report.js';
import { cliTexts } from '../texts/index.js';
import { CLI_EN } from '../texts/en.js';

/** The record's text: a file, or standard input for `-`. */
export async function readRecord(ctx: RunContext, path: string): Promise<string> {
  if (path !== '-') {
    try {
      return readFileSync(path, 'utf8');
    } catch (e) {
      throw new CliError((t) => t.errors.cannotRead(path, (e as Error).message), { cause: e });
    }
  }
  const lines: string[] = [];
  const input = ctx.input();
  for (let next = await input.next(); !next.done; next = await input.next()) lines.push(next.value);
  return lines.join('\n');
}

function reporter(ctx: RunContext, kit: GameKit, options: Record<string, unknown>, players: number): Reporter {
  const lang = langOf(ctx.opts);
  if (!ctx.opts.summary) return everyEvent(kit, ctx.out, lang);
  return kit.name === 'hokm' ? hokmSummary(ctx.out, players, lang) : hocSummary(ctx.out, players, (options.chips as number | undefined) ?? 100, lang);
}

/** The transcript of a replayed record. */
function transcript(ctx: RunContext, r: Replay, options: Record<string, unknown>, label: string, end: boolean): void {
  const kit = GAMES[r.state.game];
  const players = r.state.game === 'hokm' ? r.state.players : r.state.options.players;
  const { out } = ctx;
  const c = out.color;
  const t = cliTexts(langOf(ctx.opts));
  out.print(
    c.bold(t.games[kit.name]) + c.dim(t.replayHeader(players, options.shuffle === 'host' ? t.fromHost : t.seedIs(JSON.stringify(options.seed ?? 0)), label, r.steps.length)),
  );
  const rep = reporter(ctx, kit, options, players);
  for (const e of r.opening) rep.event(e);
  for (const s of r.steps) for (const e of s.events) rep.event(e);
  const over = kit.engine.isOver(r.state);
  rep.end(r.state, over);
  if (!over && end) {
    // Host mode: nobody acts while a deal is pending.
    const seat = kit.engine.toAct(r.state);
    out.print(c.dim(t.recordEnds(seat)));
  }
}

/** What a text record starts with: a tag pair or a `%` remark (a JSON record starts with `{`). */
const TEXT_RECORD = /^\s*(?:%|\[[A-Za-z])/;

/** The record data of a file's text: a text record when it starts as one (parsed: `BAD_RECORD` with line and column), else JSON. */
export function recordData(text: string, path: string): { game?: unknown; options?: Record<string, unknown>; actions?: unknown[] } {
  if (TEXT_RECORD.test(text)) return parseRecord(text);
  try {
    return JSON.parse(text) as { options?: Record<string, unknown>; actions?: unknown[] };
  } catch (e) {
    const why = (e as Error).message;
    const say: Say = (t) => t.errors.notJson(path === '-' ? null : path, why);
    throw saying(new ReplayError(say(CLI_EN), -1), say);
  }
}

/** `hoc-hokm replay FILE`: a game record played back, every action checked. */
export const replayCommand: CliCommand = {
  name: 'replay',
  args: '<file>',
  summary: 'play back a recorded game, every action checked',
  description:
    'Reads a game record — JSON { "game": "hokm" | "hoc", "options": {…}, "actions": […] }, as written by hoc-hokm hokm --record FILE (or hoc --record), the library\'s record() or your own server, or a text record (docs/records.md; told apart by how it starts: [ and a letter, or %, for text) — from FILE, or from standard input for -, and prints every event as hoc-hokm hokm --verbose does. A record with an illegal action fails with BAD_RECORD naming the action\'s index and the engine\'s code and reason (exit code 1), after the transcript of the actions before it.',
  examples: [
    ['hoc-hokm hokm --seed 7 --record game.json', 'play a match and record it'],
    ['hoc-hokm replay game.json', 'its transcript, every card'],
    ['hoc-hokm replay game.json --summary', 'one line per hand (Hoc: per deal)'],
    ['cat game.json | hoc-hokm replay - --json', 'the events and the outcome as JSON'],
    ['hoc-hokm replay game.json --text > game.rec', 'the record as text, a line per trick'],
  ],
  options(cmd) {
    cmd.option('--summary', 'one line per Hokm hand or a table per Hoc deal, as the hokm and hoc commands print by default');
    cmd.option('--json', 'print the events of every action and the outcome as JSON');
    cmd.option('--text', 'print the record as a text record (docs/records.md) instead of its transcript');
    langOption(cmd);
  },
  async run(ctx) {
    const path = ctx.args[0]!;
    const data = recordData(await readRecord(ctx, path), path);
    const texts = cliTexts(langOf(ctx.opts));
    const label = path === '-' ? texts.replayLabel : texts.replayOf(path);
    let r: Replay;
    try {
      r = replay(data);
    } catch (e) {
      // The actions before the bad one, as far as they go, then the error.
      if (e instanceof ReplayError && e.index > 0 && ctx.opts.json !== true)
        transcript(ctx, replay({ ...data, actions: data.actions!.slice(0, e.index) }), data.options!, label, false);
      throw e;
    }
    if (ctx.opts.text === true) {
      ctx.out.print(formatRecord(data as Parameters<typeof formatRecord>[0]).trimEnd());
      return;
    }
    if (ctx.opts.json === true) {
      const kit = GAMES[r.state.game];
      const { game, options } = data as { game: string; options: Record<string, unknown> };
      const json = { game, options, over: kit.engine.isOver(r.state), outcome: kit.engine.outcome(r.state), opening: r.opening, steps: r.steps };
      ctx.out.print(JSON.stringify(json));
      return;
    }
    transcript(ctx, r, data.options!, label, true);
  },
};
