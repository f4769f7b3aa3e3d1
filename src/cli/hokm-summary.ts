/** A Hokm match, one line per hand: hakem, trumps, each side's tricks, the points and the score. */
import { SUIT_SYMBOLS } from '../index.js';
import type { HokmEvent } from '../hokm/index.js';
import type { Output } from './command.js';
import { GAMES } from './games.js';
import type { Reporter } from './report.js';
import { pad, paintSuits } from './style.js';
import type { Locale } from '../core/locale.js';
import { cliTexts } from './texts/index.js';

/** The sides of a table: `[[0, 2], [1, 3]]` with 4 players, else one seat each. */
function sides(players: number): number[][] {
  return players === 4
    ? [
        [0, 2],
        [1, 3],
      ]
    : Array.from({ length: players }, (_, s) => [s]);
}

/** The per-hand summary of a Hokm match, in `locale`. */
export function hokmSummary(out: Output, players: number, locale?: Locale): Reporter {
  const c = out.color;
  const t = cliTexts(locale);
  const teams = sides(players);
  let trump = '';
  return {
    event(raw) {
      const e = raw as HokmEvent;
      if (e.type === 'trumpNamed') trump = SUIT_SYMBOLS[e.suit];
      if (e.type !== 'handWon') return;
      const r = e.result;
      const tricks = teams.map((t) => t.reduce((sum, s) => sum + r.tricks[s]!, 0));
      const kind = r.kind === 'kot' ? c.yellow(t.kot) : r.kind === 'tie' ? t.tie : '';
      out.print(
        [
          pad(t.handCol(r.hand), 10),
          pad(t.hakemCol(r.hakem), 9),
          pad(t.trumpsCol(paintSuits(trump, c)), 10),
          pad(t.tricksCol(tricks.join('–')), 15),
          pad(`${c.green(t.sideCol(teams[r.side]!, r.points))}${kind}`, 20),
          t.scoreCol(e.score.join('–')),
        ].join(' '),
      );
    },
    end(state, over) {
      if (over) out.print(c.bold(GAMES.hokm.result(state, locale)));
    },
  };
}
