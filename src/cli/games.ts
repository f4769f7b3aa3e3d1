/** The two games as the CLI sees them: engine, transcript lines, bot, screen. */
import { SUIT_SYMBOLS, bots, formatCard, formatCards, isCard, type AnyEngine, type Card } from '../index.js';
import * as hokm from '../hokm/index.js';
import * as hoc from '../hoc/index.js';

/** One game for the CLI. */
export interface Game {
  /** Title for the transcript. */
  title: string;
  /** The rules. */
  engine: AnyEngine;
  /** One event as a line. */
  describe: (event: never) => string;
  /** The rule-of-thumb bot. */
  bot: (view: never) => unknown;
  /** Event types left out of the transcript unless --verbose (a later event repeats them). */
  brief: readonly string[];
  /** What a human player sees before choosing: a few lines from their view. */
  screen: (view: never) => string[];
}

const cards = (cs: readonly Card[]) => (cs.length === 0 ? '—' : formatCards(cs));

function hokmScreen(v: hokm.HokmView): string[] {
  return [
    `Hand ${v.handNo}, hakem seat ${v.hakem}, trumps ${v.trump ? SUIT_SYMBOLS[v.trump] : '(not named)'}; points ${v.points.join('-')}; tricks ${v.tricks.join('-')}`,
    `Trick so far (led by seat ${v.trick.leader}): ${cards(v.trick.cards)}`,
    ...(v.drawCard ? [`The top card of the stock: ${formatCard(v.drawCard)}`] : []),
    `Your hand: ${cards(v.hand)}`,
  ];
}

function hocScreen(v: hoc.HocView): string[] {
  const me = v.seats[v.seat]!;
  const run = v.runs[v.runs.length - 1];
  return [
    `Deal ${v.deal + 1}, phase ${v.phase}${v.prize ? ` (${v.prize}, highest bet ${v.high})` : ''}; pools ${v.pools.join('/')}`,
    `Balances: ${v.seats.map((s, i) => `seat ${i} ${s.balance}`).join(', ')}; cards left ${v.seats.map((s) => s.cards).join('/')}`,
    ...(v.phase === 'play' ? [`Run: ${run ? cards(run.cards) : '—'}; needed: ${v.needed ?? 'a new run'}`] : []),
    `Your hand: ${cards(v.hand)}; your bets ${me.bets.join('/')}`,
  ];
}

/** An action as words: `play Q♠`, `raise 3`, `draw keep`. */
export function actionText(action: unknown): string {
  const { type, ...rest } = action as { type: string } & Record<string, unknown>;
  const parts = Object.entries(rest).map(([k, v]) => (isCard(v) ? formatCard(v) : `${k === 'amount' ? '' : `${k} `}${String(v)}`));
  return [type, ...parts].join(' ');
}

/** The games by command name. */
export const GAMES = {
  hokm: {
    title: 'Hokm',
    engine: hokm.engine,
    describe: hokm.describe as Game['describe'],
    bot: bots.hokmBot as Game['bot'],
    brief: ['played'],
    screen: hokmScreen as Game['screen'],
  },
  hoc: {
    title: 'Hoc Mazarin',
    engine: hoc.engine,
    describe: hoc.describe as Game['describe'],
    bot: bots.hocBot as Game['bot'],
    brief: [],
    screen: hocScreen as Game['screen'],
  },
} satisfies Record<string, Game>;
