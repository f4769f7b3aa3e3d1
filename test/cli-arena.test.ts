/**
 * The evaluation commands of the built binary: `arena` (worker threads,
 * shards and merge, JSON), `simulate` and `replay` (with the `--record` of
 * the play commands). Small runs: each test takes a few seconds.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, type Run } from './support/cli.js';

let tmp = '';
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'hoc-hokm-cli-'));
});
afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** The run, which must have succeeded. */
function ok(r: Run): Run {
  expect(r.err === '' || r.code !== 0 ? r.err : '').toBe('');
  expect(r.code).toBe(0);
  return r;
}

/** A small arena: 4-player Hokm matches of one hand, hokmBot and random as partners. */
const ARENA = ['arena', '--matches', '12', '--target', '1', '--seed', 'test'];

describe('hoc-hokm arena', () => {
  it('prints each entrant with its win rate and mean score and their intervals, and head to head', async () => {
    const [hokm, hoc, three] = await Promise.all([
      cli([...ARENA, '--workers', '2']),
      cli(['arena', '--game', 'hoc', '--players', '2', '--entrants', 'hocBot,random', '--matches', '4', '--deals', '2', '--workers', '1']),
      cli(['arena', '--players', '3', '--matches', '3', '--target', '1', '--workers', '1']),
    ]);
    // By default the game's bot plays the other seats' random players.
    expect(ok(three).out).toMatch(/^Arena · Hokm · 3 players · hokmBot \(0\) · random \(1, 2\)\n3 matches \(1 deal × 3 seatings\)/);
    ok(hokm);
    const lines = hokm.out.trimEnd().split('\n');
    expect(lines[0]).toBe('Arena · Hokm · 4 players · hokmBot (0, 2) · random (1, 3)');
    expect(lines[1]).toBe('12 matches (6 deals × 2 seatings) · seed "test" · target 1');
    expect(lines[3]).toMatch(/^entrant +matches +win rate \[95% CI\] +mean points \[95% CI\]$/);
    expect(lines[4]).toMatch(/^hokmBot +12 +\d+\.\d% \[\d+\.\d%, \d+\.\d%\] +\d\.\d\d \[-?\d\.\d\d, \d\.\d\d\]$/);
    expect(lines[5]).toMatch(/^random +12 /);
    expect(lines[6]).toMatch(/^hokmBot ahead of random: \d+\.\d% \[\d+\.\d%, \d+\.\d%\] of 12 matches$/);
    ok(hoc);
    expect(hoc.out).toMatch(/^Arena · Hoc Mazarin · 2 players · hocBot \(0\) · random \(1\)\n4 matches \(2 deals × 2 seatings\) · seed "demo" · deals 2\n/);
    expect(hoc.out).toMatch(/^entrant +matches +win rate \[95% CI\] +mean chips \[95% CI\]$/m);
  }, 60_000);

  /** Runs shared by the tests below: the whole arena with 1 and 2 workers, shards of it, and a shard of an arena with another seed. */
  const runs: Record<'one' | 'two' | 'a' | 'b' | 'c' | 'other', Run> = {} as never;
  const files: Record<'a' | 'b' | 'c' | 'other', string> = {} as never;
  beforeAll(async () => {
    const [one, two, a, b, c, other] = await Promise.all([
      cli([...ARENA, '--json', '--workers', '1']),
      cli([...ARENA, '--json', '--workers', '2']),
      cli([...ARENA, '--shard', '1/2', '--workers', '1']),
      cli([...ARENA, '--shard', '2/2', '--workers', '1']),
      cli([...ARENA, '--shard', '2/3', '--workers', '1']),
      cli([...ARENA, '--shard', '2/2', '--seed', 'other', '--workers', '1']),
    ]);
    Object.assign(runs, { one, two, a, b, c, other });
    for (const k of ['a', 'b', 'c', 'other'] as const) {
      files[k] = join(tmp, `shard-${k}.json`);
      writeFileSync(files[k], runs[k].out);
    }
  }, 120_000);

  it('gives the same JSON with 1 and 2 workers, and other results for another seed', () => {
    for (const r of Object.values(runs)) ok(r);
    expect(runs.two.out).toBe(runs.one.out);
    const file = JSON.parse(runs.one.out) as {
      format: string;
      arena: Record<string, unknown>;
      result: { names: string[]; results: { index: number; lineup: number[]; scores: number[] }[]; entrants: { matches: number }[] };
    };
    expect(file.format).toBe('hoc-hokm arena');
    expect(file.arena).toEqual({ game: 'hokm', options: { players: 4, target: 1 }, entrants: ['hokmBot', 'random'], lineup: [0, 1, 0, 1], seed: 'test', matches: 12 });
    expect(file.result.names).toEqual(['hokmBot', 'random']);
    expect(file.result.results.map((m) => m.index)).toEqual([...Array(12).keys()]);
    // Duplicate deals: each deal is played from both seatings.
    expect(file.result.results.map((m) => m.lineup.join(''))).toEqual(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? '0101' : '1010')));
    expect(file.result.entrants.map((e) => e.matches)).toEqual([12, 12]);
    const results = (r: Run) => (JSON.parse(r.out) as { result: { results: { options: unknown }[] } }).result.results;
    expect(results(runs.other)).toHaveLength(6);
    expect(results(runs.other)).not.toEqual(results(runs.b));
  });

  it('--shard plays its part of the matches as JSON; --merge joins the parts into exactly the whole run', async () => {
    const indexes = (r: Run) => (JSON.parse(r.out) as { result: { results: { index: number }[] } }).result.results.map((m) => m.index);
    expect(indexes(runs.a)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(indexes(runs.b)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(indexes(runs.c)).toEqual([4, 5, 6, 7]);
    const [merged, table, partial, twice] = await Promise.all([
      cli(['arena', '--merge', files.b, files.a, '--json']),
      cli(['arena', '--merge', files.a, files.b]),
      cli(['arena', '--merge', files.a]),
      cli(['arena', '--merge', files.a, files.c]),
    ]);
    expect(ok(merged).out).toBe(runs.one.out);
    expect(ok(table).out).toMatch(/^12 matches \(6 deals × 2 seatings\) · seed "test" · target 1$/m);
    expect(partial.code).toBe(0);
    expect(partial.out).toMatch(/^12 matches \(6 deals × 2 seatings\) · 6 played · seed "test" · target 1$/m);
    expect(partial.err).toBe("note: 6 of the arena's 12 matches are in none of the files\n");
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(/^error: BAD_OPTIONS: mergeArena: match 4 appears twice/);
  }, 60_000);

  it('refuses to merge parts of different arenas, and files that are no arena results', async () => {
    const junk = join(tmp, 'junk.json');
    writeFileSync(junk, '{"format":"something else"}');
    const older = join(tmp, 'older.json');
    writeFileSync(older, JSON.stringify({ ...JSON.parse(runs.b.out), hocHokm: '0.0.0-older' }));
    const [mixed, notArena, missing, versions] = await Promise.all([
      cli(['arena', '--merge', files.a, files.other]),
      cli(['arena', '--merge', junk]),
      cli(['arena', '--merge', join(tmp, 'none.json')]),
      cli(['arena', '--merge', files.a, older]),
    ]);
    expect(versions.code).toBe(1);
    expect(versions.err).toMatch(/older\.json was played by hoc-hokm 0\.0\.0-older, .*shard-a\.json by .*: play every shard with one version/);
    expect(mixed.code).toBe(1);
    expect(mixed.err).toMatch(/shard-other\.json is from another arena than .*shard-a\.json/);
    expect(notArena.code).toBe(1);
    expect(notArena.err).toMatch(/junk\.json is not an arena result/);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^error: cannot read .*none\.json/);
    expect(mixed.out + notArena.out + missing.out).toBe('');
  }, 60_000);

  it('refuses an edited shard whose arena or matches are not well formed (not a crash deep inside)', async () => {
    const shard = JSON.parse(runs.a.out) as { arena: Record<string, unknown>; result: Record<string, unknown> };
    const edits: [string, unknown][] = [
      ['game', { ...shard, arena: { ...shard.arena, game: 'chess' } }],
      ['arena', { ...shard, arena: null }],
      ['lineup', { ...shard, arena: { ...shard.arena, lineup: null } }],
      ['results', { ...shard, result: { ...shard.result, results: [1, 2] } }],
    ];
    const runsOf = await Promise.all(
      edits.map(([name, data]) => {
        const file = join(tmp, `edited-${name}.json`);
        writeFileSync(file, JSON.stringify(data));
        return cli(['arena', '--merge', file]);
      }),
    );
    runsOf.forEach((r, k) => {
      expect(r.code).toBe(1);
      expect(r.err).toMatch(new RegExp(`^error: .*edited-${edits[k]![0]}\\.json is not an arena result`));
      expect(r.out).toBe('');
    });
  }, 60_000);

  it('seats ISMCTS by name, with its iterations, in the worker threads', async () => {
    const r = ok(await cli(['arena', '--players', '3', '--entrants', 'ismcts:5,hokmBot,hokmBot', '--matches', '3', '--target', '1', '--workers', '2', '--json']));
    const file = JSON.parse(r.out) as { arena: { entrants: string[]; lineup: number[] }; result: { results: { lineup: number[] }[] } };
    expect(file.arena.entrants).toEqual(['ismcts:5', 'hokmBot']);
    expect(file.arena.lineup).toEqual([0, 1, 1]);
    expect(file.result.results.map((m) => m.lineup)).toEqual([
      [0, 1, 1],
      [1, 0, 1],
      [1, 1, 0],
    ]);
  }, 60_000);

  it('shows progress on standard error only when asked while piped (--progress); the result alone on standard output', async () => {
    const [quiet, shown] = await Promise.all([cli([...ARENA, '--workers', '1']), cli([...ARENA, '--workers', '1', '--progress'])]);
    expect(ok(quiet).err).toBe('');
    expect(shown.code).toBe(0);
    expect(shown.out).toBe(quiet.out);
    expect(shown.err).toMatch(/12\/12 matches · 100%/);
    expect(shown.err).toMatch(/^12 matches in \d+\.\d s$/m);
  }, 60_000);
});

describe('hoc-hokm simulate', () => {
  it('Hokm: match wins and points per side, hands, hakem and kots, with intervals; the same with 1 or 2 workers', async () => {
    const args = ['simulate', '--games', '10', '--target', '2', '--seed', 'sim'];
    const [text, one, two] = await Promise.all([cli([...args, '--workers', '2']), cli([...args, '--json', '--workers', '1']), cli([...args, '--json', '--workers', '2'])]);
    const lines = ok(text).out.trimEnd().split('\n');
    expect(lines[0]).toBe('Simulation · Hokm · 4 players · hokmBot in every seat');
    expect(lines[1]).toBe('10 matches · seed "sim" · target 2');
    expect(lines[3]).toMatch(/^side +players +match wins \[95% CI\] +final points \[95% CI\]$/);
    expect(lines[4]).toMatch(/^seats 0\+2 +hokmBot +\d+\.\d% \[/);
    expect(lines[5]).toMatch(/^seats 1\+3 +hokmBot +\d+\.\d% \[/);
    expect(text.out).toMatch(/^hands per match +\d+\.\d\d \[/m);
    expect(text.out).toMatch(/^hands won by hakem's side +\d+\.\d% \[/m);
    expect(ok(two).out).toBe(ok(one).out);
    const { summary } = JSON.parse(one.out) as {
      summary: { games: number; sides: { seats: number[]; wins: { value: number }; points: { value: number } }[]; hands: { value: number } };
    };
    expect(summary.games).toBe(10);
    expect(summary.sides.map((s) => s.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    // Every match has one winning side, which has 2 points or more.
    expect(summary.sides[0]!.wins.value + summary.sides[1]!.wins.value).toBeCloseTo(1, 12);
    expect(summary.sides[0]!.points.value + summary.sides[1]!.points.value).toBeGreaterThanOrEqual(2);
    expect(summary.hands.value).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('Hoc: per seat chips, wins, going out, hocs and prizes; chips won and left in the pools add up to zero', async () => {
    const [text, json] = await Promise.all([
      cli(['simulate', '--game', 'hoc', '--entrants', 'hocBot,random,random', '--games', '3', '--deals', '3', '--workers', '2']),
      cli(['simulate', '--game', 'hoc', '--players', '2', '--games', '6', '--deals', '2', '--json', '--workers', '2']),
    ]);
    const lines = ok(text).out.trimEnd().split('\n');
    expect(lines[0]).toBe('Simulation · Hoc Mazarin · 3 players · hocBot (0) · random (1, 2)');
    expect(lines[3]).toMatch(/^seat +player +chips per game \[95% CI\] +wins \[95% CI\] +out first +hocs\/game +point +sequence +tricon +blanche +false w\/o$/);
    expect(lines[4]).toMatch(/^seat 0 +hocBot +-?\d+\.\d\d \[/);
    expect(lines[6]).toMatch(/^seat 2 +random /);
    expect(text.out).toMatch(/^deals +9 /m);
    const { summary } = JSON.parse(ok(json).out) as {
      summary: { games: number; deals: number; seats: { chips: { value: number }; wins: { value: number }; wentOut: { value: number } }[]; unclaimed: { value: number } };
    };
    expect(summary.games).toBe(6);
    expect(summary.deals).toBe(12);
    expect(summary.seats).toHaveLength(2);
    // Someone goes out first in every deal; a game's chips are won, lost or left in the pools.
    expect(summary.seats.reduce((a, s) => a + s.wentOut.value, 0)).toBeCloseTo(1, 12);
    expect(summary.seats.reduce((a, s) => a + s.wins.value, 0)).toBeCloseTo(1, 12);
    expect(summary.seats.reduce((a, s) => a + s.chips.value, 0) + summary.unclaimed.value).toBeCloseTo(0, 9);
  }, 60_000);
});

/** The event lines of a transcript: all but its first line (the header, which names the command). */
const events = (out: string) => out.trimEnd().split('\n').slice(1);

describe('hoc-hokm replay', () => {
  it('a game played with --record replays to the same transcript; --summary and --json too; - reads standard input', async () => {
    const hokmFile = join(tmp, 'hokm.json');
    const hocFile = join(tmp, 'hoc.json');
    const [hokmVerbose, hocVerbose] = await Promise.all([
      cli(['hokm', '--players', '3', '--seed', 'rec', '--target', '1', '--verbose', '--record', hokmFile]),
      cli(['hoc', '--players', '2', '--deals', '2', '--seed', 'rec', '--verbose', '--record', hocFile]),
    ]);
    ok(hokmVerbose);
    ok(hocVerbose);
    const record = JSON.parse(readFileSync(hokmFile, 'utf8')) as { game: string; options: unknown; actions: unknown[] };
    expect(record.game).toBe('hokm');
    expect(record.options).toEqual({ players: 3, seed: 'rec', target: 1 });
    expect(record.actions.length).toBeGreaterThan(17);
    const [hokmReplay, hocReplay, summary, plain, json] = await Promise.all([
      cli(['replay', hokmFile]),
      cli(['replay', hocFile]),
      cli(['replay', hocFile, '--summary']),
      cli(['hoc', '--players', '2', '--deals', '2', '--seed', 'rec']),
      cli(['replay', '-', '--json'], readFileSync(hokmFile, 'utf8')),
    ]);
    expect(ok(hokmReplay).out.split('\n')[0]).toBe(`Hokm · 3 players · seed "rec" · replay of ${hokmFile} · ${record.actions.length} actions`);
    expect(events(hokmReplay.out)).toEqual(events(hokmVerbose.out));
    expect(events(hokmReplay.out).length).toBeGreaterThan(20);
    expect(events(ok(hocReplay).out)).toEqual(events(hocVerbose.out));
    expect(events(ok(summary).out)).toEqual(events(ok(plain).out));
    const replayed = JSON.parse(ok(json).out) as {
      game: string;
      over: boolean;
      outcome: { winners: number[] };
      steps: { seat: number; action: unknown; events: { type: string }[] }[];
    };
    expect(replayed.game).toBe('hokm');
    expect(replayed.over).toBe(true);
    expect(replayed.steps.map((s) => s.action)).toEqual(record.actions);
    expect(replayed.steps.at(-1)!.events.at(-1)!.type).toBe('matchOver');
    expect(hokmVerbose.out).toContain(`Seat ${replayed.outcome.winners[0]} wins the match`);
  }, 60_000);

  it('a record ending early replays as far as it goes', async () => {
    const file = join(tmp, 'short.json');
    writeFileSync(file, JSON.stringify({ game: 'hokm', options: { seed: 'short' }, actions: [] }));
    const r = ok(await cli(['replay', file]));
    expect(r.out).toMatch(/· 0 actions\n/);
    expect(r.out).toMatch(/The record ends before the game does: seat \d is to act\.\n$/);
  }, 60_000);

  it('a host-mode record ending where the host is to deal says so (no seat is to act)', async () => {
    const file = join(tmp, 'host.json');
    writeFileSync(file, JSON.stringify({ game: 'hoc', options: { players: 3, shuffle: 'host' }, actions: [] }));
    const r = ok(await cli(['replay', file]));
    expect(r.out).toMatch(/The record ends before the game does: the host is to deal\.\n$/);
    expect(r.out.split('\n')[0]).toMatch(/^Hoc Mazarin · 3 players · deals from the host · /); // no seed is used
  }, 60_000);

  it('a bad record fails with BAD_RECORD naming its first bad action (exit code 1), after the transcript before it', async () => {
    const good = join(tmp, 'good.json');
    ok(await cli(['hokm', '--players', '2', '--seed', 'bad', '--target', '1', '--record', good, '--quiet']));
    const record = JSON.parse(readFileSync(good, 'utf8')) as { actions: { type: string; card?: string }[] };
    // The fifth card play repeats the first card played: no longer in anyone's hand.
    const plays = record.actions.flatMap((a, i) => (a.type === 'play' ? [i] : []));
    const bad = plays[4]!;
    record.actions[bad] = { ...record.actions[plays[0]!]! };
    const file = join(tmp, 'bad.json');
    writeFileSync(file, JSON.stringify(record));
    const [r, json, notJson, notRecord] = await Promise.all([
      cli(['replay', file]),
      cli(['replay', file, '--json']),
      cli(['replay', '-'], 'not json'),
      cli(['replay', '-'], '{"game":"chess","options":{},"actions":[]}'),
    ]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(new RegExp(`^error: BAD_RECORD: action ${bad} \\{"type":"play","card":"${record.actions[bad]!.card}"\\} is illegal: CARD_NOT_IN_HAND: `));
    expect(r.out.split('\n')[0]).toMatch(new RegExp(`· ${bad} actions$`)); // the transcript up to the bad action
    expect(json.code).toBe(1);
    expect(json.out).toBe(''); // nothing that is not JSON on standard output
    expect(json.err).toBe(r.err);
    expect(notJson.code).toBe(1);
    expect(notJson.err).toMatch(/^error: BAD_RECORD: standard input is not JSON/);
    expect(notRecord.code).toBe(1);
    expect(notRecord.err).toMatch(/^error: BAD_RECORD: record.game must be "hokm" or "hoc"/);
  }, 60_000);
});

describe('usage errors of arena, simulate and replay: a clear message, exit code 2', () => {
  const cases: [string[], RegExp][] = [
    [['arena', '--entrants', 'chess,random'], /unknown entrant "chess": name hokmBot, hocBot, random, ismcts or ismcts:ITERATIONS/],
    [['arena', '--entrants', 'hocBot,random'], /hocBot plays Hoc Mazarin only; for hokm use hokmBot/],
    [['arena', '--entrants', 'ismcts:0,random'], /ISMCTS iterations must be a whole number from 1 to 100000/],
    [['arena', '--entrants', 'hokmBot,random,random'], /names 3 players for 4 seats: give one per seat, or a list that repeats to fill them \(1, 2 or 4 names\)/],
    [['arena', '--shard', '3/2'], /option '--shard <i\/n>' argument '3\/2' is invalid\. Expected i\/n with 1 ≤ i ≤ n/],
    [['arena', '--shard', 'half'], /argument 'half' is invalid/],
    [['arena', '--matches', '2', '--shard', '1/3'], /2 matches cannot be cut into 3 parts/],
    [['arena', '--merge', 'a.json', '--seed', 'x'], /'--merge <files\.\.\.>' cannot be used with option '-s, --seed <text>'/],
    [['arena', '--game', 'hoc', '--players', '4'], /Hoc Mazarin is played by 2 or 3 players/],
    [['simulate', '--option', 'seed=3'], /--option seed: the run sets it/],
    [['simulate', '--game', 'hoc', '--option', 'maxBet=-1'], /maxBet/],
    [['simulate', '--game', 'hoc', '--target', '3'], /--target is a Hokm option/],
    // Not the options object's prototype, silently ignored: an unknown option like any other.
    [['simulate', '--game', 'hoc', '--option', '__proto__={"falseWithout":true}'], /unknown option "__proto__"/],
    [['replay'], /missing required argument 'file'/],
  ];
  // Side by side: each is a process start and nothing more.
  it.concurrent.each(cases)(
    'hoc-hokm %j',
    async (args, message) => {
      const r = await cli(args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^error: /);
      expect(r.err).toMatch(message);
      expect(r.out).toBe('');
    },
    60_000,
  );
});

describe('help', () => {
  it('lists the new commands, each with its options and examples; hokm and hoc have --record', async () => {
    const [top, arena, simulate, replay, hokm] = await Promise.all([
      cli(['--help']),
      cli(['arena', '--help']),
      cli(['simulate', '--help']),
      cli(['replay', '--help']),
      cli(['hokm', '--help']),
    ]);
    for (const r of [top, arena, simulate, replay, hokm]) expect(ok(r).out).toMatch(/Examples:\n {2}\$ hoc-hokm/);
    expect(top.out).toMatch(/\n {2}arena .*\n {2}simulate .*\n {2}replay \[options\] <file> /);
    expect(arena.out).toMatch(/--entrants <list>/);
    expect(arena.out).toMatch(/--shard <i\/n>/);
    expect(arena.out).toMatch(/--merge <files\.\.\.>/);
    expect(arena.out).toMatch(/--workers <n>/);
    expect(arena.out).toMatch(/\$ hoc-hokm arena --merge a\.json b\.json/);
    expect(simulate.out).toMatch(/--games <n>/);
    expect(replay.out).toMatch(/--summary/);
    expect(hokm.out).toMatch(/--record <file>/);
  }, 60_000);
});
