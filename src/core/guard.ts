/**
 * The last line of defence of every entry point: whatever a damaged state
 * makes a rule function throw (a TypeError deep inside, a stack overflow)
 * leaves the engine as a coded error, never as a crash. Bounded time is the
 * job of the shape checks, which bound everything the rules loop over.
 */
import { HocHokmError, OptionsError, StateError } from './errors.js';

/** `e` itself when it is a coded error, else a `StateError` (`BAD_STATE`) naming only its kind. */
export function asStateError(e: unknown, game: string): HocHokmError {
  if (e instanceof HocHokmError) return e;
  const kind = e instanceof Error ? e.name : 'an exception';
  return new StateError(`not a valid ${game} state (${kind} while reading it; check stored states with restore)`);
}

/** `e` itself when it is a coded error, else an `OptionsError` (`BAD_OPTIONS`). */
export function asOptionsError(e: unknown, game: string): HocHokmError {
  if (e instanceof HocHokmError) return e;
  return new OptionsError(`${game} options could not be read`);
}
