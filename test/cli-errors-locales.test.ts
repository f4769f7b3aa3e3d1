/**
 * The CLI's errors and notes in every locale: Commander's own messages,
 * produced by a real Commander and said again in fa, fr and de (each form
 * the rewriter knows, so a Commander whose wording changed fails here), and
 * the built binary's usage errors, failures and `note:` lines in each
 * language, exactly as the locale's texts write them.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/core/locale.js';
import { commanderError } from '../src/cli/commander-texts.js';
import { cliTexts, type CliTexts } from '../src/cli/texts/index.js';
import { cli } from './support/cli.js';

/** What a real Commander writes on standard error for `args`. */
function commanderSays(args: string[]): string {
  let err = '';
  const program = new Command('prog')
    .exitOverride()
    .configureOutput({ writeErr: (s) => (err += s), outputError: (s, write) => write(s) })
    .showSuggestionAfterError(true);
  const cmd = program
    .command('play')
    .argument('<file>')
    .option('--seed <text>', 'a seed')
    .option('--count <n>', 'a count', (text: string) => {
      if (!/^\d+$/.test(text)) throw new InvalidArgumentError('Expected a whole number from 1 to 9.');
      return Number(text);
    })
    .addOption(new Option('--players <n>').choices(['2', '3']))
    .addOption(new Option('-q, --quiet').conflicts('verbose'))
    .addOption(new Option('-v, --verbose'));
  cmd.action(() => {});
  try {
    program.parse(args, { from: 'user' });
  } catch {
    // exitOverride: the error is what was written.
  }
  return err;
}

/** Each form Commander writes, and how the locale's texts say it. */
const FORMS: [args: string[], said: (t: CliTexts) => string][] = [
  [['play', 'f', '--sed', '1'], (t) => `${t.error}: ${t.errors.unknownOption('--sed')}\n${t.errors.didYouMean('--seed')}\n`],
  [['plya'], (t) => `${t.error}: ${t.errors.unknownCommand('plya')}\n${t.errors.didYouMean('play')}\n`],
  [['play'], (t) => `${t.error}: ${t.errors.missingArgument('file')}\n`],
  [['play', 'f', '--seed'], (t) => `${t.error}: ${t.errors.argumentMissing('--seed <text>')}\n`],
  [['play', 'f', 'g'], (t) => `${t.error}: ${t.errors.tooManyArguments('play', 1, 2)}\n`],
  [['play', 'f', '-q', '-v'], (t) => `${t.error}: ${t.errors.conflicting('-q, --quiet', '-v, --verbose')}\n`],
  [['play', 'f', '--players', '5'], (t) => `${t.error}: ${t.errors.invalidValue('--players <n>', '5', t.errors.choices('2, 3'))}\n`],
  [['play', 'f', '--count', 'x'], (t) => `${t.error}: ${t.errors.invalidValue('--count <n>', 'x', t.errors.wholeNumber(1, 9))}\n`],
];

describe("Commander's messages in every locale", () => {
  it('English is what Commander writes, word for word (the rewriter reads these forms)', () => {
    for (const [args, said] of FORMS) expect(commanderSays(args), args.join(' ')).toBe(said(cliTexts('en')));
  });

  it('fa, fr and de say every form in their own words', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const t = cliTexts(locale);
      for (const [args, said] of FORMS) {
        const english = commanderSays(args);
        const text = commanderError(english, t);
        expect(text, `${locale}: ${args.join(' ')}`).toBe(said(t));
        expect(text, `${locale}: ${args.join(' ')}`).not.toBe(english);
      }
    }
  });

  it('a form it does not know stays as Commander wrote it', () => {
    expect(commanderError("error: something new 'x'\n", cliTexts('fr'))).toBe("erreur: something new 'x'\n");
  });
});

/** Runs the built CLI in `locale`; its standard error, first lines. */
async function stderrOf(args: string[], locale: string): Promise<{ code: number | null; err: string }> {
  const r = await cli([...args, '--lang', locale]);
  return { code: r.code, err: r.err };
}

describe('the built CLI says its errors and notes in --lang', () => {
  const cases: [args: string[], code: number, said: (t: CliTexts) => string][] = [
    [['hokm', '--players', '5'], 2, (t) => `${t.error}: ${t.errors.invalidValue('-p, --players <n>', '5', t.errors.choices('2, 3, 4'))}\n${t.addHelp}\n`],
    [['hokm', '--players', '2', '--human', '3'], 2, (t) => `${t.error}: ${t.errors.invalidValue('-H, --human <seat>', t.num(3), t.errors.seatsAre(2))}\n${t.addHelp}\n`],
    [
      ['arena', '--entrants', 'chess'],
      2,
      (t) => `${t.error}: ${t.errors.unknownEntrant('chess', t.errors.or(['hokmBot', 'hocBot', 'random', 'ismcts', 'ismcts:ITERATIONS']))}\n${t.addHelp}\n`,
    ],
    [
      ['arena', '--game', 'hoc', '--players', '4'],
      2,
      (t) => `${t.error}: ${t.errors.invalidValue('-p, --players <n>', '4', t.errors.playedBy(t.games.hoc, t.errors.or([2, 3])))}\n${t.addHelp}\n`,
    ],
    [['simulate', '--game', 'hoc', '--target', '3'], 2, (t) => `${t.error}: ${t.errors.targetIsHokm}\n${t.addHelp}\n`],
    [['arena', '--shard', '1/x'], 2, (t) => `${t.error}: ${t.errors.invalidValue('--shard <i/n>', '1/x', t.errors.shardSyntax)}\n${t.addHelp}\n`],
    [['replay', 'no-such-record.json'], 1, (t) => `${t.error}: ${t.errors.cannotRead('no-such-record.json', "ENOENT: no such file or directory, open 'no-such-record.json'")}\n`],
  ];

  it('usage errors and failures, exactly as each locale writes them', async () => {
    const runs = await Promise.all(LOCALES.flatMap((locale) => cases.map(async ([args, code, said]) => ({ locale, args, code, said, run: await stderrOf(args, locale) }))));
    for (const { locale, args, code, said, run } of runs) {
      const where = `${locale}: ${args.join(' ')}`;
      expect(run.code, where).toBe(code);
      expect(run.err, where).toBe(said(cliTexts(locale)));
      if (locale !== 'en') expect(run.err, where).not.toBe(said(cliTexts('en')));
      if (locale === 'fa') expect(run.err, where).toMatch(/[\u0600-\u06FF]/);
    }
  }, 120_000);

  it("the arena's note on a count of matches that is not a multiple of the seatings", async () => {
    const runs = await Promise.all(LOCALES.map(async (locale) => ({ locale, run: await cli(['arena', '--game', 'hoc', '--players', '2', '--matches', '1', '--lang', locale]) })));
    for (const { locale, run } of runs) {
      const t = cliTexts(locale);
      expect(run.code, locale).toBe(0);
      const table = `hocBot (${t.num(0)}) · random (${t.num(1)})`;
      expect(run.err, locale).toBe(`${t.errors.note}: ${t.errors.unevenSeatings(1, 2, table)}\n`);
    }
  }, 120_000);
});
