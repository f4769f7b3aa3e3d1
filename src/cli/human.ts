/** A person at the terminal choosing actions for their seat. */
import { createInterface } from 'node:readline';
import { parseCard } from '../index.js';
import { actionText, type Game } from './games.js';
import type { Chooser } from './play.js';

/**
 * A chooser that shows the seat's screen and numbered legal actions, and
 * reads a number, a card (`QS`, `Q♠`, `10d`) or an action's words.
 */
export function humanChooser(game: Game, lines: AsyncIterator<string>): Chooser {
  return async (view) => {
    console.log('');
    for (const line of game.screen(view as never)) console.log(`  ${line}`);
    const texts = view.legal.map(actionText);
    console.log(`  Seat ${view.seat}, your move: ${texts.map((t, i) => `[${i + 1}] ${t}`).join('  ')}`);
    for (;;) {
      process.stdout.write('> ');
      const next = await lines.next();
      if (next.done) throw new Error('input ended before the game did');
      const answer = next.value.trim();
      const n = Number(answer);
      if (Number.isInteger(n) && n >= 1 && n <= view.legal.length) return view.legal[n - 1];
      const card = parseCard(answer);
      const byCard = card ? view.legal.filter((a) => (a as { card?: unknown }).card === card) : [];
      if (byCard.length === 1) return byCard[0];
      const byText = view.legal.filter((_, i) => texts[i]!.toLowerCase() === answer.toLowerCase());
      if (byText.length === 1) return byText[0];
      console.log(`  Not a legal move here; type 1–${view.legal.length}, a card, or the move's words.`);
    }
  };
}

/**
 * The lines typed at the terminal (or piped in). An async iterator buffers
 * lines that arrive before they are asked for, so piped input is not lost.
 */
export function terminal(): { lines: AsyncIterator<string>; close: () => void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  return { lines: rl[Symbol.asyncIterator](), close: () => rl.close() };
}
