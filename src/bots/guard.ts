/**
 * How the bots read the views they are given. A view may come from a
 * network or a file, so a bot answers garbage as the engines do: a coded
 * `StateError` (`BAD_STATE`), never a `TypeError` or `RangeError` from deep
 * inside, and in bounded time (every list a bot walks is bounded first).
 * The game-specific checks are in `hokm-view.ts` and `hoc-view.ts`, so that
 * a bot for one game does not bundle the other's.
 */
import { HocHokmError, StateError } from '../core/errors.js';

/** The most actions a view may list: more than either game has action ids. */
export const MAX_LEGAL = 256;

/** Throws `BAD_STATE` with `who` and `what` in the message. */
export function badView(who: string, what: string): never {
  throw new StateError(`${who}: not a valid view (${what})`);
}

/**
 * The view's legal actions, checked: `view` is an object, `legal` a
 * non-empty list of at most {@link MAX_LEGAL} entries (an empty list: this
 * seat is not to act), each an object unless `anything` (the random bot,
 * which plays any list it is given).
 */
export function legalOf(view: unknown, who: string, anything = false): readonly unknown[] {
  return guarded(who, () => {
    if (typeof view !== 'object' || view === null || Array.isArray(view)) badView(who, 'not an object');
    const legal = (view as { legal?: unknown }).legal;
    if (!Array.isArray(legal)) badView(who, 'legal is not a list');
    if (legal.length === 0) badView(who, 'no legal action: this seat is not to act');
    if (legal.length > MAX_LEGAL) badView(who, `more than ${MAX_LEGAL} legal actions`);
    for (let i = 0; i < legal.length && !anything; i++) {
      const a: unknown = legal[i];
      if (typeof a !== 'object' || a === null || Array.isArray(a)) badView(who, 'a legal action is not an object');
    }
    return legal as unknown[];
  });
}

/**
 * Runs `f`: a coded error passes through as `BAD_STATE` (the view is what
 * is wrong, even when the engine's reader called it a bad action), and any
 * other exception — a getter that throws, a number where a list was —
 * becomes `BAD_STATE` naming only its kind.
 */
export function guarded<T>(who: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof StateError) throw e;
    if (e instanceof HocHokmError) throw new StateError(`${who}: not a valid view (${e.message})`);
    const kind = e instanceof Error ? e.name : 'an exception';
    throw new StateError(`${who}: not a valid view (${kind} while reading it)`);
  }
}
