/**
 * Errors with stable, machine-readable codes. Every rejection the engines
 * produce, from `validate`, `apply`, `setup` or `restore`, carries one of
 * these codes and a message for people naming the rule.
 */

/** Every error code the library uses. */
export const ERROR_CODES = [
  /** The action is not an object of a known shape (wrong types, extra fields, unknown type). */
  'BAD_ACTION',
  /** A card field is not a card code. */
  'BAD_CARD',
  /** The acting seat given to `validate` is not the seat to act. */
  'NOT_YOUR_TURN',
  /** The action is well formed but not allowed in this phase of the game. */
  'WRONG_PHASE',
  /** The card is not in the acting player's hand. */
  'CARD_NOT_IN_HAND',
  /** Hokm: a card of the suit led is held and must be played. */
  'MUST_FOLLOW_SUIT',
  /** The action breaks a rule of the game (the message names it). */
  'ILLEGAL_ACTION',
  /** The game is over; no action is accepted. */
  'GAME_OVER',
  /** Options given to `setup` are invalid. */
  'BAD_OPTIONS',
  /** A stored state is not a valid state of this game. */
  'BAD_STATE',
  /** A seat number is out of range. */
  'BAD_SEAT',
  /** An integer action id is out of range or does not name an action. */
  'BAD_ACTION_ID',
  /** Hoc: a raise is below 1 or above the raise limit. */
  'BAD_AMOUNT',
  /** A game record is malformed or holds an illegal action (`replay`; the error names its index). */
  'BAD_RECORD',
  /** Host mode: a `deal` action's deck is not exactly a shuffle of the cards pending. */
  'BAD_DECK',
] as const;

/** A stable error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A successful validation. */
export interface Valid {
  /** Always `true`. */
  ok: true;
}

/** A failed validation: why the action was rejected. */
export interface Invalid {
  /** Always `false`. */
  ok: false;
  /** The stable machine-readable code. */
  code: ErrorCode;
  /** A message for people, naming the rule. */
  message: string;
}

/** The result of `validate`: never thrown, always returned. */
export type Validation = Valid | Invalid;

/** The successful validation (shared, frozen). */
export const OK: Validation = Object.freeze({ ok: true });

/** A failed validation with a code and a message. */
export function fail(code: ErrorCode, message: string): Validation {
  return { ok: false, code, message };
}

/**
 * The mark every library error carries, under a registered symbol: when an
 * app loads both the ESM and the CommonJS build (two copies of these
 * classes), each recognises the other's errors by it.
 */
const BRAND = Symbol.for('hoc-hokm.error');

/**
 * The base class of every error the library throws; `code` is stable.
 *
 * `instanceof` works across the ESM and CommonJS builds of the package: an
 * error thrown by one build passes `instanceof` with the classes of the
 * other (by its mark and its `name`), as it does with {@link isHocHokmError}.
 *
 * @example
 * ```ts
 * import { HocHokmError, hokm } from 'hoc-hokm';
 *
 * try {
 *   hokm.apply(hokm.setup({ seed: 1 }), { type: 'play', card: 'AS' });
 * } catch (e) {
 *   if (e instanceof HocHokmError) console.log(e.code); // WRONG_PHASE: trumps come first
 * }
 * ```
 */
export class HocHokmError extends Error {
  /** The stable machine-readable code. */
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'HocHokmError';
    this.code = code;
  }

  /** @internal The mark of the library's errors, read by {@link isHocHokmError}; on the prototype, so that it costs a thrown error nothing. */
  get [BRAND](): true {
    return true;
  }

  /**
   * `x instanceof C`: any library error for `HocHokmError`; for a subclass,
   * by prototype, or a library error of the same name (from the other build).
   */
  static override [Symbol.hasInstance](x: unknown): boolean {
    return isHocHokmError(x) && (this === HocHokmError || x.name === this.name || Function.prototype[Symbol.hasInstance].call(this, x));
  }
}

/**
 * Whether `e` was thrown by this library (by its ESM or its CommonJS build);
 * then `e.code` is one of {@link ERROR_CODES}.
 *
 * @example
 * ```ts
 * import { hoc, isHocHokmError } from 'hoc-hokm';
 *
 * const options = JSON.parse('{ "players": 9 }'); // from a form or a request
 * try {
 *   hoc.setup(options);
 * } catch (e) {
 *   if (isHocHokmError(e)) console.log(e.code); // BAD_OPTIONS
 * }
 * ```
 */
export function isHocHokmError(e: unknown): e is HocHokmError {
  return typeof e === 'object' && e !== null && (e as { [BRAND]?: unknown })[BRAND] === true;
}

/** Thrown by `apply` for an action that `validate` would reject (same code and message). */
export class IllegalActionError extends HocHokmError {
  constructor(code: ErrorCode, message: string) {
    super(code, message);
    this.name = 'IllegalActionError';
  }
}

/** Thrown by `setup` for invalid options. */
export class OptionsError extends HocHokmError {
  constructor(message: string) {
    super('BAD_OPTIONS', message);
    this.name = 'OptionsError';
  }
}

/** Thrown when a stored state is not a valid state of the game. */
export class StateError extends HocHokmError {
  constructor(message: string) {
    super('BAD_STATE', message);
    this.name = 'StateError';
  }
}

/** Throws the failure of a validation as an {@link IllegalActionError}. */
export function throwIfInvalid(v: Validation): void {
  if (!v.ok) throw new IllegalActionError(v.code, v.message);
}

/**
 * The last line of defence of every entry point: `e` itself when it is a
 * coded error, else a `StateError` (`BAD_STATE`) naming only its kind, with
 * the original kept as `cause` (whatever a damaged state makes the rules
 * throw — a TypeError deep inside — leaves the engine coded, never as a crash).
 */
export function asStateError(e: unknown, game: string): HocHokmError {
  if (e instanceof HocHokmError) return e;
  const kind = e instanceof Error ? e.name : 'an exception';
  const err = new StateError(`${game}: not a valid ${game} state (${kind} while reading it; check stored states with restore)`);
  Object.defineProperty(err, 'cause', { value: e, configurable: true, writable: true });
  return err;
}
