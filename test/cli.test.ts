/**
 * The command line, run as people run it: the built binary (dist/cli/main.js,
 * which `npm test` builds first) in a child process, its output piped.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hokmBot } from '../src/bots/index.js';
import { suitOf } from '../src/cards/index.js';
import * as hokm from '../src/hokm/index.js';
import { cli } from './support/cli.js';

const ESC = '\x1b[';

describe('the demo (npm start, hoc-hokm with no command)', () => {
  it('plays a Hokm match hand by hand, then one Hoc deal with its chips, in a screenful of readable lines', async () => {
    const r = await cli([]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const lines = r.out.trimEnd().split('\n');
    expect(lines.length).toBeLessThan(40);
    expect(lines[0]).toMatch(/^Hokm · 4 players · first to 7 points · bots/);
    // One line per hand: hakem, trumps, each side's tricks, points and score.
    const hands = lines.filter((l) => /^ {2}hand \d+ +hakem \d +trumps [♠♥♦♣] +tricks \d+–\d+ +seats [0-3]\+[0-3] \+[123]/.test(l));
    expect(hands.length).toBeGreaterThanOrEqual(4);
    expect(r.out).toMatch(/^Seats (0 and 2|1 and 3) win the match 7–\d after \d+ hands\.$/m);
    expect(r.out).toMatch(/^Hoc Mazarin · 3 players · 100 chips each · the first of 3 deals · bots/m);
    expect(r.out).toMatch(/^ {2}point +(seat \d|nobody)/m);
    expect(r.out).toMatch(/^ {2}chips +stake/m);
    expect(r.out.match(/^ {2}seat \d .*\d+$/gm)).toHaveLength(3); // a chips row per seat, ending with the balance
    expect(r.out).not.toMatch(/[{}"]\w+"?:/); // no raw JSON
    expect(r.out).not.toContain(ESC); // no colour into a pipe
  }, 30_000);

  it('is the same for the same seed and differs for another', async () => {
    const [a, b, c] = await Promise.all([cli(['--seed', 'x']), cli(['demo', '--seed', 'x']), cli(['--seed', 'y'])]);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).not.toBe(c.out);
  }, 30_000);
});

describe('colour', () => {
  it('colours suits on request (FORCE_COLOR, --color) and never with NO_COLOR or --no-color', async () => {
    const runs = await Promise.all([
      cli(['hokm', '--target', '1', '--verbose'], '', { FORCE_COLOR: '1' }),
      cli(['hokm', '--target', '1', '--verbose', '--color']),
      cli(['hokm', '--target', '1', '--verbose'], '', { FORCE_COLOR: '1', NO_COLOR: '1' }),
      cli(['hokm', '--target', '1', '--verbose', '--no-color'], '', { FORCE_COLOR: '1' }),
    ]);
    for (const r of runs) expect(r.code).toBe(0);
    const [forced, flag, noColor, noFlag] = runs.map((r) => r.out);
    expect(forced).toMatch(/\x1b\[31m(10|[2-9JQKA])[♥♦]\x1b\[39m/);
    expect(flag).toContain(ESC);
    expect(noColor).not.toContain(ESC);
    expect(noFlag).not.toContain(ESC);
    expect(noColor).toBe(noFlag);
  }, 30_000);
});

describe('commands and results', () => {
  it('hokm and hoc print readable results; --quiet prints only them, the same for a seed', async () => {
    const [a, b, c, hoc2] = await Promise.all([
      cli(['hokm', '--players', '3', '--seed', '42', '--quiet']),
      cli(['hokm', '--players', '3', '--seed', '42', '--quiet']),
      cli(['hokm', '--players', '3', '--seed', '43', '--quiet']),
      cli(['hoc', '--players', '2', '--deals', '2', '--random', '--quiet']),
    ]);
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/^Hokm: Seat [0-2] wins the match (\d–){2}\d after \d+ hands\.\n$/);
    expect(a.out).toBe(b.out);
    expect(a.out).not.toBe(c.out);
    expect(hoc2.code).toBe(0);
    expect(hoc2.out).toMatch(/^Hoc Mazarin: (Seat \d wins|Seats 0 and 1 share the win) with \d+ chips/);
  }, 30_000);

  it('--verbose prints every card', async () => {
    const r = await cli(['hokm', '--players', '2', '--target', '1', '--verbose']);
    expect(r.code).toBe(0);
    expect(r.out.match(/plays (10|[2-9JQKA])[♠♥♦♣]/g)!.length).toBeGreaterThanOrEqual(14);
  }, 30_000);

  it('--lang prints the event lines in that language, the same game as in English; a bad locale is a usage error', async () => {
    const args = ['hokm', '--players', '2', '--target', '1', '--verbose', '--seed', 'lang'];
    const [en, fa, de, bad] = await Promise.all([cli(args), cli([...args, '--lang', 'fa']), cli([...args, '--lang', 'de']), cli([...args, '--lang', 'es'])]);
    expect([en.code, fa.code, de.code]).toEqual([0, 0, 0]);
    const events = (r: { out: string }) => r.out.split('\n').filter((l) => l.startsWith('  '));
    expect(events(fa)).toHaveLength(events(en).length);
    expect(events(fa).filter((l) => /حکم می‌کند/.test(l))).toHaveLength(events(en).filter((l) => /names .* trumps/.test(l)).length);
    expect(events(de).filter((l) => / spielt /.test(l))).toHaveLength(events(en).filter((l) => / plays /.test(l)).length);
    expect(fa.out).not.toMatch(/ plays /);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--lang <locale>.*es.*en, fa, fr, de/);
  }, 30_000);
});

describe('help and version', () => {
  it('--help describes the program and every command, with examples', async () => {
    const [top, hokmHelp, hocHelp, demoHelp, viaHelp] = await Promise.all([
      cli(['--help']),
      cli(['hokm', '--help']),
      cli(['hoc', '-h']),
      cli(['demo', '--help']),
      cli(['help', 'hoc']),
    ]);
    for (const r of [top, hokmHelp, hocHelp, demoHelp, viaHelp]) {
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Examples:\n {2}\$ hoc-hokm/);
    }
    // A summary may wrap onto a second line when a longer command widens the column.
    expect(top.out).toMatch(/Commands:\n {2}demo .*\n(?: {20,}\S.*\n)? {2}hokm .*\n {2}hoc /);
    expect(hokmHelp.out).toMatch(/--players <n> +number of players/);
    expect(hokmHelp.out).toMatch(/--human <seat>/);
    expect(hokmHelp.out).toMatch(/--no-color/); // the global options too
    expect(hocHelp.out).toMatch(/--deals <n>/);
    expect(viaHelp.out).toBe(hocHelp.out);
  }, 30_000);

  it('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const r of await Promise.all([cli(['--version']), cli(['-V'])])) {
      expect(r.code).toBe(0);
      expect(r.out).toBe(`${version}\n`);
    }
  }, 30_000);
});

describe('usage errors: a clear message on stderr, nothing on stdout, exit code 2', () => {
  const cases: [string[], RegExp][] = [
    [['hokm', '--human', '7'], /--human <seat>.*'7' is invalid/],
    [['hoc', '--human', '3'], /'3' is invalid\. With 3 players the seats are 0 to 2/],
    [['hokm', '--players', '2', '--human', '2'], /With 2 players the seats are 0 to 1/],
    [['hokm', '--quiet', '--verbose'], /'-q, --quiet' cannot be used with option '-v, --verbose'/],
    [['hokm', '--players', '5'], /'5' is invalid\. Allowed choices are 2, 3, 4/],
    [['hoc', '--players', '4'], /Allowed choices are 2, 3/],
    [['hokm', '--target', '0'], /'0' is invalid\. Expected a whole number from 1 to 1000/],
    [['hokm', '--target', 'seven'], /'seven' is invalid/],
    [['hoc', '--deals', '4'], /deals must be a positive multiple of the player count \(3\)/],
    [['hokm', '--seed'], /option '-s, --seed <text>' argument missing/],
    [['chess'], /unknown command 'chess'/],
    [['--nonsense'], /unknown option '--nonsense'/],
    [['hokm', 'extra'], /too many arguments/],
  ];
  it.each(cases)(
    'hoc-hokm %j',
    async (args, message) => {
      const r = await cli(args);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^error: /);
      expect(r.err).toMatch(message);
      expect(r.out).toBe('');
    },
    30_000,
  );
});

/**
 * The moves a person in `seat` types to meet the first trick where they
 * must follow suit, answering "1" (the first legal move) until then, with
 * the CLI's bots in the other seats; and the card they then type that does
 * not follow suit although they hold the suit led.
 */
function scriptToRenege(seed: string, seat: number): { answers: string[]; card: string } {
  let s = hokm.setup({ players: 4, seed, target: 1 });
  const answers: string[] = [];
  while (!hokm.isOver(s)) {
    const who = hokm.toAct(s)!;
    const view = hokm.view(s, who);
    if (who === seat) {
      const led = view.trick.cards[0];
      const off = view.hand.find((c) => led && suitOf(c) !== suitOf(led));
      if (led && off && view.hand.some((c) => suitOf(c) === suitOf(led))) return { answers, card: off };
      answers.push('1');
      s = hokm.apply(s, view.legal[0]!);
    } else {
      s = hokm.apply(s, hokmBot(view));
    }
  }
  throw new Error('no trick to renege on');
}

describe('a person at the terminal', () => {
  it("a move the rules refuse is explained with the engine's code and reason, then the game goes on", async () => {
    const { answers, card } = scriptToRenege('follow', 1);
    const input = [...answers, 'nonsense', '99', card, 'AS', ...Array(300).fill('1')].join('\n');
    const r = await cli(['hokm', '--human', '1', '--seed', 'follow', '--target', '1'], input);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Seat 1, your move: \[1\] /);
    expect(r.out).toMatch(/Your hand: /);
    expect(r.out).toMatch(/"nonsense" is not a move/);
    expect(r.out).toMatch(/there is no move 99/);
    expect(r.out).toMatch(/✗ play (10|[2-9JQKA])[♠♥♦♣]: MUST_FOLLOW_SUIT /);
    // Target 1: one hand ends the match, with 1 point, or 2 or 3 for a kot (HOKM-6.1, HOKM-6.2).
    expect(r.out).toMatch(/win the match ([1-3]–0|0–[1-3]) after 1 hand\./);
  }, 30_000);

  it('words name moves too, and input ending before the game does is a failure (exit code 1)', async () => {
    // Seat 1 is the hakem of this seed and names spades in words.
    expect(hokm.setup({ players: 2, seed: '5' }).hakem).toBe(1);
    const r = await cli(['hokm', '--human', '1', '--players', '2', '--seed', '5'], 'trump s\n');
    expect(r.out).toMatch(/Seat 1 names spades trumps/);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^error: the input ended before the game did/);
  }, 30_000);
});
