/** A Hokm match, one line per hand: hakem, trumps, each side's tricks, the points and the score. */
import { SUIT_SYMBOLS } from '../index.js';
import type { HokmEvent } from '../hokm/index.js';
import type { Output } from './command.js';
import { GAMES } from './games.js';
import type { Reporter } from './report.js';
import { pad, paintSuits } from './style.js';

/** The sides of a table: `[[0, 2], [1, 3]]` with 4 players, else one seat each. */
function sides(players: number): number[][] {
  return players === 4
    ? [
        [0, 2],
        [1, 3],
      ]
    : Array.from({ length: players }, (_, s) => [s]);
}

/** The per-hand summary of a Hokm match. */
export function hokmSummary(out: Output, players: number): Reporter {
  const c = out.color;
  const teams = sides(players);
  const label = (side: number) => (players === 4 ? `seats ${teams[side]!.join('+')}` : `seat ${side}`);
  let trump = '';
  return {
    event(raw) {
      const e = raw as HokmEvent;
      if (e.type === 'trumpNamed') trump = SUIT_SYMBOLS[e.suit];
      if (e.type !== 'handWon') return;
      const r = e.result;
      const tricks = teams.map((t) => t.reduce((sum, s) => sum + r.tricks[s]!, 0));
      const kind = r.kind === 'kot' ? c.yellow(' kot!') : r.kind === 'tie' ? ' (tie)' : '';
      out.print(
        [
          pad(`  hand ${r.hand}`, 10),
          pad(`hakem ${r.hakem}`, 9),
          pad(`trumps ${paintSuits(trump, c)}`, 10),
          pad(`tricks ${tricks.join('–')}`, 15),
          pad(`${c.green(`${label(r.side)} +${r.points}`)}${kind}`, 20),
          `score ${e.score.join('–')}`,
        ].join(' '),
      );
    },
    end(state, over) {
      if (over) out.print(c.bold(GAMES.hokm.result(state)));
    },
  };
}
