/**
 * `hoc-hokm arena`'s table of figures in the language of `--lang`: the
 * figures of the library's `formatArena` (which stays English), with the
 * CLI's texts. In English it prints exactly what `formatArena` prints
 * (test/cli-tables-locales.test.ts checks it).
 */
import type { ArenaResult, Interval, MatchResult } from '../bots/index.js';
import { gameOf } from '../games.js';
import { table } from './style.js';
import { CLI_EN, type CliTexts } from './texts/en.js';

/** How many matches seated both `a` and `b` (or `a`, when they are one). */
function meetings(results: readonly MatchResult[]): (a: number, b: number) => number {
  const counts = new Map<string, number>();
  for (const m of results) {
    const present = [...new Set(m.lineup)];
    for (const a of present) for (const b of present) if (a <= b) counts.set(`${a},${b}`, (counts.get(`${a},${b}`) ?? 0) + 1);
  }
  return (a, b) => counts.get(`${Math.min(a, b)},${Math.max(a, b)}`) ?? 0;
}

/** The arena's result as lines of text in the language of `t`. */
export function arenaTable(r: ArenaResult, t: CliTexts = CLI_EN): string[] {
  const unit = gameOf(r.game)?.unit ?? 'points';
  const pct = (x: number) => t.percent(t.num((100 * x).toFixed(1)));
  const num = (x: number) => (Number.isFinite(x) ? t.num(x.toFixed(2)) : '–');
  const rate = (i: Interval) => `${pct(i.value)} [${pct(i.low)}, ${pct(i.high)}]`;
  const mean = (i: Interval) => `${num(i.value)} [${num(i.low)}, ${num(i.high)}]`;
  const lines = table([[t.entrantCol, t.matchesCol, t.winRateCol, t.meanCol(unit)], ...r.entrants.map((e) => [e.name, t.num(e.matches), rate(e.winRate), mean(e.score)])]);
  const together = meetings(r.results);
  for (const h of r.headToHead) lines.push(t.aheadOf(r.names[h.a]!, r.names[h.b]!, rate(h.ahead), together(h.a, h.b)));
  // The seatings of one duplicated deal are not independent matches: the intervals clustered by deal too.
  if (r.entrants.some((e) => e.deals < e.matches)) {
    lines.push(t.clustered(new Set(r.results.map((m) => m.deal)).size));
    lines.push(...table([[t.entrantCol, t.winRateCol, t.meanCol(unit)], ...r.entrants.map((e) => [e.name, rate(e.winRateByDeal), mean(e.scoreByDeal)])]));
    for (const h of r.headToHead) lines.push(t.aheadByDeal(r.names[h.a]!, r.names[h.b]!, rate(h.aheadByDeal)));
  }
  return lines;
}
