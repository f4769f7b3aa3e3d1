/** The two games as the CLI sees them: the engine and name from the registry (src/games.ts), the bot, what a person at the terminal sees, and the result in words. */
import { SUIT_SYMBOLS, formatCard, formatCards, type AnyEngine, type Card } from '../index.js';
import * as hokm from '../hokm/index.js';
import * as hoc from '../hoc/index.js';
import * as bots from '../bots/index.js';
import { GAMES as REGISTRY } from '../games.js';
import type { Locale } from '../core/locale.js';
import { cliTexts } from './texts/index.js';

/** One game for the CLI. */
export interface GameKit {
  /** The command's name. */
  name: 'hokm' | 'hoc';
  /** The game's name for people. */
  title: string;
  /** The rules. */
  engine: AnyEngine;
  /** One event as a line in `locale` (English by default). */
  describe(event: unknown, locale?: Locale): string;
  /** The rule-of-thumb bot. */
  bot(view: unknown): unknown;
  /** What a person playing a seat sees before choosing: a few lines from their view, in `locale`. */
  screen(view: unknown, locale?: Locale): string[];
  /** The final result as a sentence in `locale`. */
  result(state: unknown, locale?: Locale): string;
}

const cards = (cs: readonly Card[], locale?: Locale) => (cs.length === 0 ? cliTexts(locale).none : cliTexts(locale).num(formatCards(cs)));

/** `seat 0`, `seats 0 and 2`. */
export function seats(list: readonly number[]): string {
  return list.length === 1 ? `seat ${list[0]}` : `seats ${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/**
 * An action as words, as the prompt lists it: `play Q♠`, `trump ♦`, `raise
 * 3`, `draw keep`, `carte blanche` (in English, the default, or `locale`).
 */
export function actionText(action: unknown, locale?: Locale): string {
  const t = cliTexts(locale);
  // Own keys only: an action type is any text a record may hold.
  const word = (w: string) => (Object.hasOwn(t.actionWords, w) ? t.actionWords[w]! : w);
  const a = action as { type: string; card?: Card; suit?: keyof typeof SUIT_SYMBOLS; amount?: number; keep?: boolean; declare?: boolean };
  if (a.card !== undefined) return `${word(a.type)} ${t.num(formatCard(a.card))}`;
  if (a.suit !== undefined) return `${word(a.type)} ${SUIT_SYMBOLS[a.suit]}`;
  if (a.amount !== undefined) return `${word(a.type)} ${t.num(a.amount)}`;
  if (a.keep !== undefined) return `${word('draw')} ${word(a.keep ? 'keep' : 'pass')}`;
  if (a.declare !== undefined) return word(a.declare ? 'carteBlanche' : 'noCarteBlanche');
  return word(a.type);
}

function hokmScreen(view: unknown, locale?: Locale): string[] {
  const v = view as hokm.HokmView;
  const t = cliTexts(locale);
  return [
    t.hokmScreen(v.handNo, v.hakem, v.trump ? SUIT_SYMBOLS[v.trump] : null, v.tricks.join('–'), v.points.join('–')),
    ...(v.phase === 'play' ? [t.trick(v.trick.cards.length === 0 ? null : cards(v.trick.cards, locale), v.trick.leader)] : []),
    ...(v.drawCard ? [t.stockTop(t.num(formatCard(v.drawCard)))] : []),
    t.yourHand(cards(v.hand, locale)),
  ];
}

function hokmResult(state: unknown, locale?: Locale): string {
  const s = state as hokm.HokmState;
  const o = hokm.outcome(s)!;
  // The winners' score first, as people say it ("7–3").
  const score = [...o.points].sort((a, b) => b - a).join('–');
  return cliTexts(locale).hokmResult(o.winners, score, o.hands);
}

function hocScreen(view: unknown, locale?: Locale): string[] {
  const v = view as hoc.HocView;
  const t = cliTexts(locale);
  const me = v.seats[v.seat]!;
  const run = v.runs[v.runs.length - 1];
  const phase = Object.hasOwn(t.phases, v.phase) ? t.phases[v.phase]! : v.phase;
  return [
    t.hocScreen(v.deal + 1, v.options.deals, phase, v.prize && t.prizes[v.prize]!, v.high, v.pools.join('/')),
    t.hocChips(
      v.seats.map((s) => s.balance),
      v.seats.map((s) => s.cards).join('/'),
    ),
    ...(v.phase === 'play' ? [t.hocRun(run ? cards(run.cards, locale) : t.none, v.needed)] : []),
    t.hocHand(cards(v.hand, locale), me.bets.join('/')),
  ];
}

function hocResult(state: unknown, locale?: Locale): string {
  const o = hoc.outcome(state as hoc.HocState)!;
  const top = o.balances[o.winners[0]!]!;
  const others = o.balances.flatMap((b, i): [number, number][] => (o.winners.includes(i) ? [] : [[i, b]]));
  return cliTexts(locale).hocResult(o.winners, top, others);
}

/** The games by command name. */
export const GAMES: Record<'hokm' | 'hoc', GameKit> = {
  hokm: {
    name: 'hokm',
    title: REGISTRY.hokm.title,
    engine: REGISTRY.hokm.engine,
    describe: (e, locale) => hokm.describe(e as hokm.HokmEvent, { locale }),
    bot: (v) => bots.hokmBot(v as hokm.HokmView),
    screen: hokmScreen,
    result: hokmResult,
  },
  hoc: {
    name: 'hoc',
    title: REGISTRY.hoc.title,
    engine: REGISTRY.hoc.engine,
    describe: (e, locale) => hoc.describe(e as hoc.HocEvent, { locale }),
    bot: (v) => bots.hocBot(v as hoc.HocView),
    screen: hocScreen,
    result: hocResult,
  },
};
