/**
 * A person at the terminal choosing actions for their seat: the seat's
 * screen, the numbered legal moves, and a line read from standard input.
 * A move the rules refuse is explained with the engine's code and reason.
 */
import { createInterface } from 'node:readline';
import { parseCard } from '../index.js';
import type { Locale } from '../core/locale.js';
import type { Output } from './command.js';
import { actionText, type GameKit } from './games.js';
import type { Chooser } from './play.js';
import { paintSuits } from './style.js';
import { cliTexts } from './texts/index.js';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Text made comparable: ASCII digits, lower case, suit symbols as letters, `10` as `t`. */
function norm(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d)))
    .trim()
    .toLowerCase()
    .replace(/♣/g, 'c')
    .replace(/♦/g, 'd')
    .replace(/♥/g, 'h')
    .replace(/♠/g, 's')
    .replace(/\b10/g, 't')
    .replace(/\s+/g, ' ');
}

/**
 * The action a person means by `answer`: a move's number, a card (`QS`,
 * `q♠`, `10d`) for the kind of card move now legal, or a move's words
 * (`trump s`, `raise 3`; in English or in `locale`, Persian digits too).
 * Words and cards may name an illegal move, for the engine to explain;
 * `undefined` when the text names no move at all.
 */
export function parseMove(kit: GameKit, legal: readonly unknown[], answer: string, locale?: Locale): unknown {
  const digits = norm(answer);
  const n = Number(digits);
  if (/^\d+$/.test(digits) && n >= 1 && n <= legal.length) return legal[n - 1];
  const all = Array.from({ length: kit.engine.numActions }, (_, id) => kit.engine.decodeAction(id) as { type: string; card?: string });
  const card = parseCard(answer) ?? parseCard(digits);
  if (card) {
    const legalTypes = new Set(legal.map((a) => (a as { type: string }).type));
    const withCard = all.filter((a) => a.card === card);
    return withCard.find((a) => legalTypes.has(a.type)) ?? withCard[0];
  }
  return all.find((a) => norm(actionText(a)) === digits || norm(actionText(a, locale)) === digits);
}

/** A chooser reading the person's moves from `lines`, speaking `locale`. */
export function humanChooser(kit: GameKit, lines: AsyncIterator<string>, out: Output, locale?: Locale): Chooser {
  const c = out.color;
  const t = cliTexts(locale);
  return async (view, check) => {
    out.print();
    for (const line of kit.screen(view, locale)) out.print(`  ${paintSuits(line, c)}`);
    const moves = view.legal.map((a, i) => `${c.cyan(`[${t.num(i + 1)}]`)} ${paintSuits(actionText(a, locale), c)}`);
    out.print(`  ${c.bold(t.yourMove(view.seat))} ${moves.join('  ')}`);
    for (;;) {
      process.stdout.write('> ');
      const next = await lines.next();
      if (next.done) throw new Error(t.inputEnded);
      const answer = next.value.trim();
      if (answer === '') continue;
      const action = parseMove(kit, view.legal, answer, locale);
      if (action === undefined && /^\d+$/.test(norm(answer))) {
        out.print(`  ${c.yellow('?')} ${t.noSuchMove(answer, view.legal.length)}`);
        continue;
      }
      if (action === undefined) {
        out.print(`  ${c.yellow('?')} ${t.notAMove(answer, view.legal.length)}`);
        continue;
      }
      const verdict = check(action);
      if (verdict.ok) return action;
      out.print(`  ${c.red('✗')} ${paintSuits(actionText(action, locale), c)}: ${c.yellow(verdict.code)} ${verdict.message}`);
    }
  };
}

/** The lines typed at the terminal (or piped in), buffered so piped input is not lost. */
export function terminalLines(): { lines: AsyncIterator<string>; close: () => void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  return { lines: rl[Symbol.asyncIterator](), close: () => rl.close() };
}
