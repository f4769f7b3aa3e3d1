/**
 * Every text of the CLI and of the web table in every locale (en, fa, fr,
 * de): each locale has every key of the English texts, of the same kind,
 * filled; the help has a translation of every command, example and option
 * the CLI declares (so a new option without its translations fails here);
 * and the built CLI speaks each language with `--lang`: help, headers,
 * summaries, results and a person's prompts (Persian digits understood).
 */
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/core/locale.js';
import { COMMANDS } from '../src/cli/commands/index.js';
import { CLI_EN } from '../src/cli/texts/en.js';
import { cliTexts, helpTexts } from '../src/cli/texts/index.js';
import { ALL_TEXTS, WEB_LOCALES } from '../examples/web/src/texts/index.js';
import { EN as WEB_EN } from '../examples/web/src/texts/en.js';
import { cli } from './support/cli.js';

/**
 * The keys of `reference` missing from `other` (or of another kind there),
 * and the empty texts of `other`, as paths (`paces.slow`). Functions must
 * take the same number of arguments.
 */
function gaps(reference: unknown, other: unknown, path = ''): string[] {
  if (typeof reference === 'function') {
    if (typeof other !== 'function') return [`${path}: not a function`];
    return (other as (...a: unknown[]) => unknown).length > (reference as (...a: unknown[]) => unknown).length ? [`${path}: takes more arguments`] : [];
  }
  if (typeof reference === 'string') return typeof other === 'string' && (other.length > 0 || reference.length === 0) ? [] : [`${path}: missing or empty`];
  if (Array.isArray(reference)) return Array.isArray(other) && other.length === reference.length ? [] : [`${path}: not a list of ${reference.length}`];
  if (typeof reference === 'object' && reference !== null) {
    if (typeof other !== 'object' || other === null) return [`${path}: missing`];
    return Object.keys(reference).flatMap((k) =>
      gaps((reference as Record<string, unknown>)[k], Object.hasOwn(other, k) ? (other as Record<string, unknown>)[k] : undefined, path ? `${path}.${k}` : k),
    );
  }
  return typeof other === typeof reference ? [] : [`${path}: of another kind`];
}

describe('every key has a text in every locale', () => {
  it('gaps() finds a missing key, an empty text and a missing function (the check can fail)', () => {
    expect(gaps({ a: 'x', b: { c: 'y' }, f: (n: number) => String(n) }, { a: '', b: {}, f: 'no' })).toEqual(['a: missing or empty', 'b.c: missing or empty', 'f: not a function']);
  });

  it('the CLI: every line of the English texts in fa, fr and de', () => {
    for (const locale of LOCALES) {
      expect(gaps(CLI_EN, cliTexts(locale)), locale).toEqual([]);
      // A locale that fell back to English would pass the line above: each but English is its own.
      if (locale !== 'en') expect(cliTexts(locale), locale).not.toBe(CLI_EN);
    }
  });

  it('the web table: every text in every locale of its menu, which are the library’s locales', () => {
    expect([...WEB_LOCALES]).toEqual([...LOCALES]);
    for (const locale of WEB_LOCALES) {
      const texts = ALL_TEXTS.get(locale);
      expect(texts, locale).toBeDefined();
      expect(gaps(WEB_EN, texts), locale).toEqual([]);
      if (locale !== 'en') expect(texts!.yourHand, locale).not.toBe(WEB_EN.yourHand);
    }
  });

  it('the help: every command, example and option the CLI declares, translated in fa, fr and de', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const help = helpTexts(locale)!;
      expect(help, locale).toBeDefined();
      expect(help.programExamples, locale).toHaveLength(4);
      expect(Object.keys(help.global).sort(), locale).toEqual(['--color', '--help', '--no-color', '--version']);
      expect(Object.keys(help.commands).sort(), locale).toEqual(COMMANDS.map((c) => c.name).sort());
      for (const c of COMMANDS) {
        const tr = help.commands[c.name]!;
        const where = `${locale} ${c.name}`;
        expect(tr.summary.length, where).toBeGreaterThan(5);
        expect(tr.description.length, where).toBeGreaterThan(20);
        expect(tr.examples, where).toHaveLength(c.examples.length);
        const cmd = new Command(c.name);
        c.options?.(cmd);
        expect(Object.keys(tr.options).sort(), where).toEqual(cmd.options.map((o) => o.long!).sort());
        for (const text of [tr.summary, tr.description, ...tr.examples, ...Object.values(tr.options)]) {
          expect(text.trim(), where).not.toBe('');
          if (locale === 'fa') expect(text, where).toMatch(/[\u0600-\u06FF]/);
        }
      }
    }
  });
});

const PERSIAN = /[\u0600-\u06FF]/;

describe('the CLI speaks --lang (the built binary)', () => {
  it('prints its help in each language: headings, descriptions, options, examples', async () => {
    const runs = await Promise.all(LOCALES.map((l) => cli(['hokm', '--help', '--lang', l])));
    const [en, fa, fr, de] = runs.map((r) => r.out);
    for (const r of runs) expect(r.code).toBe(0);
    expect(en).toContain('Usage: hoc-hokm hokm');
    expect(en).toContain('number of players');
    expect(fa).toContain('طرز استفاده:');
    expect(fa).toContain('تعداد بازیکنان');
    expect(fa).toContain('نمونه‌ها:');
    expect(fr).toContain('Utilisation :');
    expect(fr).toContain('nombre de joueurs (choix : "2", "3", "4"');
    expect(de).toContain('Aufruf:');
    expect(de).toContain('Anzahl der Spieler');
    // No English description is left in the Persian help.
    for (const line of ['number of players', 'points that win the match', 'print only the result', 'Examples:', 'Options:']) expect(fa).not.toContain(line);
    const program = await cli(['--help', '--lang=de']);
    expect(program.out).toContain('Befehle:');
    expect(program.out).toContain('eine Partie Hokm spielen');
  }, 60_000);

  it('plays in each language: the header, the summary lines and the result', async () => {
    const [fa, fr, de, hocFa] = await Promise.all([
      cli(['hokm', '--target', '1', '--lang', 'fa']),
      cli(['hokm', '--target', '1', '--lang', 'fr']),
      cli(['hokm', '--target', '1', '--lang', 'de', '--quiet']),
      cli(['hoc', '--players', '2', '--deals', '2', '--lang', 'fa']),
    ]);
    for (const r of [fa, fr, de, hocFa]) expect(r.code).toBe(0);
    const faLines = fa.out.trimEnd().split('\n');
    expect(faLines[0]).toMatch(/^حکم · ۴ بازیکن · /);
    // Persian words and digits only (the seed "demo" is as typed).
    for (const line of faLines) {
      expect(line).toMatch(PERSIAN);
      expect(line.replace('"demo"', '')).not.toMatch(/[A-Za-z0-9]/);
    }
    expect(fa.out).toMatch(/بازی را [۰-۹]+–[۰-۹]+ پس از [۰-۹]+ دور می‌برد\.$/m);
    expect(fr.out).toMatch(/^Hokm · 4 joueurs · en 1 points · robots/);
    expect(fr.out).toMatch(/^ {2}donne 1 +hakem \d +atout [♠♥♦♣] +plis \d+–\d+ +places [0-3]\+[0-3] \+[123]/m);
    expect(fr.out).toMatch(/^Les places (0 et 2|1 et 3) gagnent la partie 1–0 en 1 donne\.$/m);
    expect(de.out).toMatch(/^Hokm: Plätze (0 und 2|1 und 3) gewinnen die Partie 1–0 nach 1 Runde\.$/m);
    expect(hocFa.out).toMatch(/^هُک مازارَن · ۲ بازیکن · /);
    expect(hocFa.out).toMatch(/^ {2}ژتون +سهم/m);
    expect(hocFa.out).toMatch(/^ {2}(پوان|سکانس|تریکُن) +/m);
  }, 60_000);

  it('prompts a person in Persian and understands Persian digits', async () => {
    const answers = Array.from({ length: 80 }, () => '۱').join('\n');
    const r = await cli(['hokm', '--players', '2', '--target', '1', '--human', '0', '--lang', 'fa'], `بازی\n۹۹\n${answers}\n`);
    expect(r.code).toBe(0);
    expect(r.out).toContain('صندلی ۰، حرکت شما:');
    expect(r.out).toContain('دست شما: ');
    expect(r.out).toMatch(/\[۱\] /);
    expect(r.out).toContain('«بازی» حرکت نیست');
    expect(r.out).toContain('حرکت ۹۹ وجود ندارد');
    expect(r.out).toMatch(/می‌برد\.$/m);
  }, 60_000);
});
