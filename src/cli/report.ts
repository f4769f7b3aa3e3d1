/** How much of a game the CLI prints: every event, a summary, or the result only. */
import type { Output } from './command.js';
import type { Locale } from '../core/locale.js';
import type { GameKit } from './games.js';
import { paintSuits } from './style.js';
import { cliTexts } from './texts/index.js';

/** Receives every event of a game as it is played, then the final state. */
export interface Reporter {
  /** One event (opening events included). */
  event(event: unknown): void;
  /** The game is over (or stopped); `state` is the last state. */
  end(state: unknown, over: boolean): void;
}

/** Every event as a line in `locale` (English by default), then the result. */
export function everyEvent(kit: GameKit, out: Output, locale: Locale = 'en'): Reporter {
  return {
    event: (e) => out.print(`  ${paintSuits(kit.describe(e, locale), out.color)}`),
    end: (state, over) => {
      if (over) out.print(out.color.bold(paintSuits(kit.result(state, locale), out.color)));
    },
  };
}

/** Only the result, in `locale`. */
export function resultOnly(kit: GameKit, out: Output, locale: Locale = 'en'): Reporter {
  return {
    event: () => {},
    end: (state, over) => {
      if (over) out.print(`${cliTexts(locale).games[kit.name]}: ${kit.result(state, locale)}`);
    },
  };
}

/** Sends each event to every reporter. */
export function both(...reporters: Reporter[]): Reporter {
  return {
    event: (e) => reporters.forEach((r) => r.event(e)),
    end: (s, over) => reporters.forEach((r) => r.end(s, over)),
  };
}
