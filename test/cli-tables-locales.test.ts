/**
 * The tables of figures of `hoc-hokm arena` and `hoc-hokm simulate` in
 * each language of `--lang`: the labels and headings translated (Persian
 * with Persian digits), the columns aligned, and English exactly as before
 * (the arena's table is the library's `formatArena`, which stays English).
 */
import { describe, expect, it } from 'vitest';
import { arena, formatArena, hokmBot, randomBot, type ArenaResult } from '../src/bots/index.js';
import { arenaTable } from '../src/cli/arena-table.js';
import { formatSummary, summarizeGames } from '../src/cli/simulate-stats.js';
import { CLI_EN } from '../src/cli/texts/en.js';
import { cliTexts } from '../src/cli/texts/index.js';
import { LOCALES } from '../src/core/locale.js';
import { cli, type Run } from './support/cli.js';

/** The run, which must have succeeded. */
function ok(r: Run): Run {
  expect(r.err === '' || r.code !== 0 ? r.err : '').toBe('');
  expect(r.code).toBe(0);
  return r;
}

/** The columns a line takes (combining marks and zero-width characters, such as the Persian ZWNJ, take none). */
const columns = (line: string) => line.replace(/[\p{Mn}\u200b-\u200f]/gu, '').length;
const ENGLISH = /\b(entrant|matches|win rate|mean|ahead of|clustered|side|players|final points|hands|seat|player|chips|wins|out first|deals|per game)\b/;
const ARENA = ['arena', '--matches', '4', '--target', '1', '--workers', '1', '--seed', 'tables'];
const HOC_ARENA = ['arena', '--game', 'hoc', '--players', '2', '--deals', '2', '--matches', '2', '--workers', '1'];
const SIMULATE = ['simulate', '--games', '3', '--target', '1', '--workers', '1'];
const HOC_SIMULATE = ['simulate', '--game', 'hoc', '--players', '3', '--deals', '3', '--entrants', 'hocBot,random,random', '--games', '2', '--workers', '1'];

describe('the arena table in English is the library’s formatArena', () => {
  it('line for line, with the intervals clustered by deal', () => {
    const r: ArenaResult = arena({
      game: 'hokm',
      options: { players: 4, target: 1 },
      entrants: [
        { name: 'hokmBot', create: () => hokmBot as never },
        { name: 'random', create: (seed) => randomBot(seed) as never },
      ],
      lineup: [0, 1, 0, 1],
      matches: 4,
      seed: 'tables',
    });
    expect(arenaTable(r).join('\n')).toBe(formatArena(r));
    expect(arenaTable(r, CLI_EN).join('\n')).toContain('clustered by deal (2 deals):');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const text = arenaTable(r, cliTexts(locale)).join('\n');
      expect(text, locale).not.toMatch(ENGLISH);
      expect(text, locale).toContain('hokmBot');
    }
  });

  it('the simulate summary keeps its English labels and takes the locale’s', () => {
    const s = summarizeGames('hokm', ['a', 'b'], [{ game: 'hokm', index: 0, score: [1, 0], result: [1, 0], hands: 1, hakemWon: 1, kots: 0, actions: 40 }]);
    const en = formatSummary(s);
    expect(en[0]).toMatch(/^side {4}players +match wins \[95% CI\] +final points \[95% CI\]$/);
    expect(en.slice(4)).toEqual([
      expect.stringMatching(/^hands per match {12}1\.00 \[/),
      expect.stringMatching(/^hands won by hakem's side {2}100\.0% \[/),
      expect.stringMatching(/^hands won 7–0 \(kot\) {8}0\.0% \[/),
      expect.stringMatching(/^actions per match {10}40\.00 \[/),
    ]);
    expect(formatSummary(s, cliTexts('fa'))[4]).toMatch(/^دور در هر بازی +۱\.۰۰ \[/);
  });
});

describe('the built CLI prints the tables in each language', () => {
  it('arena: English exactly as the library formats it, the others translated and aligned', async () => {
    const json = ok(await cli([...ARENA, '--json']));
    const runs = await Promise.all(LOCALES.map((l) => cli([...ARENA, '--lang', l])));
    const hoc = await Promise.all(LOCALES.map((l) => cli([...HOC_ARENA, '--lang', l])));
    const [en, fa, fr, de] = runs.map((r) => ok(r).out.trimEnd().split('\n')) as [string[], string[], string[], string[]];
    expect(en.slice(0, 3)).toEqual(['Arena · Hokm · 4 players · hokmBot (0, 2) · random (1, 3)', '4 matches (2 deals × 2 seatings) · seed "tables" · target 1', '']);
    expect(en.slice(3).join('\n')).toBe(formatArena((JSON.parse(json.out) as { result: ArenaResult }).result));
    expect(fa[0]).toBe('میدان · حکم · ۴ بازیکن · hokmBot (۰, ۲) · random (۱, ۳)');
    expect(fa[1]).toBe('۴ بازی (۲ پخش ورق × ۲ چیدمان) · بذر "tables" · target 1');
    expect(fa[3]).toMatch(/^بازیکن +بازی‌ها +نرخ برد \[بازهٔ ۹۵٪\] +میانگین امتیاز \[بازهٔ ۹۵٪\]$/);
    expect(fa[4]).toMatch(/^hokmBot +۴ +[۰-۹]+\.[۰-۹]٪ \[/);
    expect(fa.slice(3).join('\n')).not.toMatch(/[0-9]/);
    expect(fr[0]).toBe('Arène · Hokm · 4 joueurs · hokmBot (0, 2) · random (1, 3)');
    expect(fr[1]).toBe('4 parties (2 donnes × 2 placements) · graine « tables » · target 1');
    expect(fr[3]).toMatch(/^joueur +parties +victoires \[IC 95 %\] +points en moyenne \[IC 95 %\]$/);
    expect(fr.join('\n')).toMatch(/^hokmBot devant random : .* de 4 parties$/m);
    expect(de[0]).toBe('Arena · Hokm · 4 Spieler · hokmBot (0, 2) · random (1, 3)');
    expect(de[1]).toBe('4 Partien (2 Gaben × 2 Sitzordnungen) · Seed „tables“ · target 1');
    expect(de.join('\n')).toMatch(/^nach Geben gruppiert \(2 Gaben\):$/m);
    for (const [i, lines] of [fa, fr, de].entries()) {
      const where = LOCALES[i + 1];
      expect(lines.slice(3).join('\n'), where).not.toMatch(ENGLISH);
      // The header and the two entrants' rows of the table are aligned: the figures end in one column.
      expect(new Set(lines.slice(3, 6).map(columns)).size, where).toBe(1);
    }
    const [hocEn, hocFa, hocFr, hocDe] = hoc.map((r) => ok(r).out);
    expect(hocEn).toMatch(/^entrant +matches +win rate \[95% CI\] +mean chips \[95% CI\]$/m);
    expect(hocFa).toMatch(/^میدان · هُک مازارَن · ۲ بازیکن/);
    expect(hocFa).toMatch(/میانگین ژتون \[بازهٔ ۹۵٪\]$/m);
    expect(hocFr).toMatch(/jetons en moyenne \[IC 95 %\]$/m);
    expect(hocDe).toMatch(/Chips im Mittel \[95-%-KI\]$/m);
  }, 120_000);

  it('simulate: English as before, the others translated and aligned', async () => {
    const hokm = await Promise.all(LOCALES.map((l) => cli([...SIMULATE, '--lang', l])));
    const hoc = await Promise.all(LOCALES.map((l) => cli([...HOC_SIMULATE, '--lang', l])));
    const [en, fa, fr, de] = hokm.map((r) => ok(r).out.trimEnd().split('\n')) as [string[], string[], string[], string[]];
    expect(en.slice(0, 3)).toEqual(['Simulation · Hokm · 4 players · hokmBot in every seat', '3 matches · seed "demo" · target 1', '']);
    expect(en[3]).toMatch(/^side {7}players +match wins \[95% CI\] +final points \[95% CI\]$/);
    expect(en[4]).toMatch(/^seats 0\+2 {2}hokmBot {2}/);
    expect(en.slice(7)).toEqual([
      expect.stringMatching(/^hands per match {12}\d/),
      expect.stringMatching(/^hands won by hakem's side {2}\d/),
      expect.stringMatching(/^hands won 7–0 \(kot\) {8}\d/),
      expect.stringMatching(/^actions per match {10}\d/),
    ]);
    expect(fa[0]).toBe('شبیه‌سازی · حکم · ۴ بازیکن · hokmBot روی همهٔ صندلی‌ها');
    expect(fa[3]).toMatch(/^تیم +بازیکنان +بردها \[بازهٔ ۹۵٪\] +امتیاز نهایی \[بازهٔ ۹۵٪\]$/);
    expect(fa[4]).toMatch(/^صندلی ۰\+۲ +hokmBot +[۰-۹]/);
    expect(fa.slice(3).join('\n')).not.toMatch(/[0-9]/);
    expect(fr[0]).toBe('Simulation · Hokm · 4 joueurs · hokmBot à chaque place');
    expect(fr[7]).toMatch(/^donnes par partie {20}\d/);
    expect(de[0]).toBe('Simulation · Hokm · 4 Spieler · hokmBot auf jedem Platz');
    expect(de[8]).toMatch(/^Runden der Seite des Hakem {2}\d/);
    for (const [i, lines] of [fa, fr, de].entries()) {
      const where = LOCALES[i + 1];
      expect(lines.slice(3).join('\n'), where).not.toMatch(ENGLISH);
      expect(new Set(lines.slice(3, 6).map(columns)).size, where).toBe(1);
      // The figures under the table start in one column.
      const starts = lines.slice(7).map((l) => columns(l.replace(/ {2}[-\d۰-۹–].*$/, '')));
      expect(new Set(starts).size, where).toBe(1);
    }
    const [hocEn, hocFa, hocFr, hocDe] = hoc.map((r) => ok(r).out.trimEnd().split('\n'));
    expect(hocEn![3]).toMatch(/^seat {4}player +chips per game \[95% CI\] +wins \[95% CI\] +out first +hocs\/game +point +sequence +tricon +blanche +false w\/o$/);
    expect(hocEn!.slice(-3)).toEqual([
      expect.stringMatching(/^deals {23}\d+ \(out first, point, sequence, tricon: share of the deals\)$/),
      expect.stringMatching(/^chips unclaimed at the end {2}-?\d+\.\d\d \[.*\] per game$/),
      expect.stringMatching(/^actions per game {12}\d/),
    ]);
    expect(hocFa![3]).toMatch(/^صندلی +بازیکن +ژتون در هر بازی \[بازهٔ ۹۵٪\] +بردها \[بازهٔ ۹۵٪\] +اول تمام +هُک\/بازی +پوان +سکانس +تریکُن +بلانش +«بدون» نادرست$/);
    expect(hocFr![3]).toMatch(/^place +joueur +jetons par partie/);
    expect(hocDe![3]).toMatch(/^Platz +Spieler +Chips pro Spiel/);
    for (const lines of [hocFa!, hocFr!, hocDe!]) expect(new Set(lines.slice(3, 7).map(columns)).size).toBe(1);
  }, 120_000);
});
