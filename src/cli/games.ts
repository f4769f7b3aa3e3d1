/** The two games as the CLI sees them: the engine and name from the registry (src/games.ts), the bot, what a person at the terminal sees, and the result in words. */
import { SUIT_SYMBOLS, formatCard, formatCards, type AnyEngine, type Card } from '../index.js';
import * as hokm from '../hokm/index.js';
import * as hoc from '../hoc/index.js';
import * as bots from '../bots/index.js';
import { GAMES as REGISTRY } from '../games.js';
import type { Locale } from '../core/locale.js';

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
  /** What a person playing a seat sees before choosing: a few lines from their view. */
  screen(view: unknown): string[];
  /** The final result as a sentence. */
  result(state: unknown): string;
}

/** The text with its first letter in capitals. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const cards = (cs: readonly Card[]) => (cs.length === 0 ? '—' : formatCards(cs));

/** `seat 0`, `seats 0 and 2`. */
export function seats(list: readonly number[]): string {
  return list.length === 1 ? `seat ${list[0]}` : `seats ${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

/** An action as words, as the prompt lists it: `play Q♠`, `trump ♦`, `raise 3`, `draw keep`, `carte blanche`. */
export function actionText(action: unknown): string {
  const a = action as { type: string; card?: Card; suit?: keyof typeof SUIT_SYMBOLS; amount?: number; keep?: boolean; declare?: boolean };
  if (a.card !== undefined) return `${a.type} ${formatCard(a.card)}`;
  if (a.suit !== undefined) return `${a.type} ${SUIT_SYMBOLS[a.suit]}`;
  if (a.amount !== undefined) return `${a.type} ${a.amount}`;
  if (a.keep !== undefined) return `draw ${a.keep ? 'keep' : 'pass'}`;
  if (a.declare !== undefined) return a.declare ? 'carte blanche' : 'no carte blanche';
  return a.type;
}

function hokmScreen(view: unknown): string[] {
  const v = view as hokm.HokmView;
  const trick = v.trick.cards.length === 0 ? `seat ${v.trick.leader} to lead` : `${cards(v.trick.cards)} (led by seat ${v.trick.leader})`;
  return [
    `Hand ${v.handNo} · hakem seat ${v.hakem} · trumps ${v.trump ? SUIT_SYMBOLS[v.trump] : 'not named yet'} · tricks ${v.tricks.join('–')} · points ${v.points.join('–')}`,
    ...(v.phase === 'play' ? [`Trick: ${trick}`] : []),
    ...(v.drawCard ? [`Top card of the stock: ${formatCard(v.drawCard)}`] : []),
    `Your hand: ${cards(v.hand)}`,
  ];
}

function hokmResult(state: unknown): string {
  const s = state as hokm.HokmState;
  const o = hokm.outcome(s)!;
  const who = o.winners.length > 1 ? `${seats(o.winners)} win` : `${seats(o.winners)} wins`;
  // The winners' score first, as people say it ("7–3").
  const score = [...o.points].sort((a, b) => b - a).join('–');
  return sentence(`${who} the match ${score} after ${o.hands} ${o.hands === 1 ? 'hand' : 'hands'}.`);
}

function hocScreen(view: unknown): string[] {
  const v = view as hoc.HocView;
  const me = v.seats[v.seat]!;
  const run = v.runs[v.runs.length - 1];
  return [
    `Deal ${v.deal + 1} of ${v.options.deals} · ${v.phase}${v.prize ? ` (${v.prize}, highest bet ${v.high})` : ''} · pools ${v.pools.join('/')}`,
    `Chips: ${v.seats.map((s, i) => `seat ${i} ${s.balance}`).join(', ')} · cards left ${v.seats.map((s) => s.cards).join('/')}`,
    ...(v.phase === 'play' ? [`Run: ${run ? cards(run.cards) : '—'} · needed: ${v.needed ?? 'a new run'}`] : []),
    `Your hand: ${cards(v.hand)} · your bets ${me.bets.join('/')}`,
  ];
}

function hocResult(state: unknown): string {
  const o = hoc.outcome(state as hoc.HocState)!;
  const top = o.balances[o.winners[0]!]!;
  const others = o.balances.flatMap((b, i) => (o.winners.includes(i) ? [] : [`seat ${i} ${b}`]));
  const who = o.winners.length > 1 ? `${seats(o.winners)} share the win` : `${seats(o.winners)} wins`;
  return sentence(`${who} with ${top} chips${others.length ? ` (${others.join(', ')})` : ''}.`);
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
