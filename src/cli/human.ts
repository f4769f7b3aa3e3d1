/**
 * A person at the terminal choosing actions for their seat: the seat's
 * screen, the numbered legal moves, and a line read from standard input.
 * A move the rules refuse is explained with the engine's code and reason.
 */
import { createInterface } from 'node:readline';
import { parseCard } from '../index.js';
import type { Output } from './command.js';
import { actionText, type GameKit } from './games.js';
import type { Chooser } from './play.js';
import { paintSuits } from './style.js';

/** Text made comparable: lower case, suit symbols as letters, `10` as `t`. */
function norm(text: string): string {
  return text.trim().toLowerCase().replace(/♣/g, 'c').replace(/♦/g, 'd').replace(/♥/g, 'h').replace(/♠/g, 's').replace(/\b10/g, 't').replace(/\s+/g, ' ');
}

/**
 * The action a person means by `answer`: a move's number, a card (`QS`,
 * `q♠`, `10d`) for the kind of card move now legal, or a move's words
 * (`trump s`, `raise 3`). Words and cards may name an illegal move, for the
 * engine to explain; `undefined` when the text names no move at all.
 */
export function parseMove(kit: GameKit, legal: readonly unknown[], answer: string): unknown {
  const n = Number(answer);
  if (/^\d+$/.test(answer.trim()) && n >= 1 && n <= legal.length) return legal[n - 1];
  const all = Array.from({ length: kit.engine.numActions }, (_, id) => kit.engine.decodeAction(id) as { type: string; card?: string });
  const card = parseCard(answer);
  if (card) {
    const legalTypes = new Set(legal.map((a) => (a as { type: string }).type));
    const withCard = all.filter((a) => a.card === card);
    return withCard.find((a) => legalTypes.has(a.type)) ?? withCard[0];
  }
  const text = norm(answer);
  return all.find((a) => norm(actionText(a)) === text);
}

/** A chooser reading the person's moves from `lines`. */
export function humanChooser(kit: GameKit, lines: AsyncIterator<string>, out: Output): Chooser {
  const c = out.color;
  return async (view, check) => {
    out.print();
    for (const line of kit.screen(view)) out.print(`  ${paintSuits(line, c)}`);
    const moves = view.legal.map((a, i) => `${c.cyan(`[${i + 1}]`)} ${paintSuits(actionText(a), c)}`);
    out.print(`  ${c.bold(`Seat ${view.seat}, your move:`)} ${moves.join('  ')}`);
    for (;;) {
      process.stdout.write('> ');
      const next = await lines.next();
      if (next.done) throw new Error('the input ended before the game did');
      const answer = next.value.trim();
      if (answer === '') continue;
      const action = parseMove(kit, view.legal, answer);
      if (action === undefined && /^\d+$/.test(answer)) {
        out.print(`  ${c.yellow('?')} there is no move ${answer}: type a number from 1 to ${view.legal.length}.`);
        continue;
      }
      if (action === undefined) {
        out.print(`  ${c.yellow('?')} "${answer}" is not a move: type 1–${view.legal.length}, a card such as QS or 10♦, or a move's words.`);
        continue;
      }
      const verdict = check(action);
      if (verdict.ok) return action;
      out.print(`  ${c.red('✗')} ${paintSuits(actionText(action), c)}: ${c.yellow(verdict.code)} ${verdict.message}`);
    }
  };
}

/** The lines typed at the terminal (or piped in), buffered so piped input is not lost. */
export function terminalLines(): { lines: AsyncIterator<string>; close: () => void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  return { lines: rl[Symbol.asyncIterator](), close: () => rl.close() };
}
