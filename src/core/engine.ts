/**
 * The engine contract both games implement (DESIGN.md, "The engine
 * contract"), so that an app or a bot can be written once for either game.
 */
import type { Seed } from '../rng/rng.js';
import type { Validation } from './errors.js';

/** A seat number, `0 … players-1`, in order of play (the next seat is `s + 1`). */
export type Seat = number;

/** The result of {@link Engine.step}: the next state and what happened. */
export interface StepResult<S, E> {
  /** The next state (frozen). */
  state: S;
  /** What happened, in order, for animation and logs. Events never carry hidden cards. */
  events: E[];
}

/**
 * One game's rules behind a common interface.
 *
 * Type parameters: `S` state, `A` action, `V` a seat's view, `E` event,
 * `O` outcome, `Opt` setup options.
 *
 * @example
 * ```ts
 * import { hoc, hokm, type Engine } from 'hoc-hokm';
 *
 * // Written once, for either game.
 * function playFirstMoves<S, A, V, E, O, Opt>(engine: Engine<S, A, V, E, O, Opt>, options: Opt): O | null {
 *   let s = engine.setup(options);
 *   while (!engine.isOver(s)) s = engine.apply(s, engine.legalActions(s)[0]!);
 *   return engine.outcome(s);
 * }
 * console.log(playFirstMoves(hokm.engine, { seed: 7 }), playFirstMoves(hoc.engine, { seed: 7 }));
 * ```
 */
export interface Engine<S, A, V, E, O, Opt> {
  /** Which game this is. */
  readonly game: 'hokm' | 'hoc';
  /**
   * The number of distinct integer action ids (`0 … numActions-1`). Card
   * actions use the card's id (0–51); other actions come above.
   */
  readonly numActions: number;
  /** A new game from options (validated; throws `OptionsError`). The first deal is done. */
  setup(options?: Opt): S;
  /**
   * The events of `setup` itself (the draw for the first hakem or dealer,
   * the stakes, the first deal), for an app that animates the start; call it
   * on the state `setup` returned.
   */
  openingEvents(state: S): E[];
  /**
   * Checks a stored or received state (for example parsed JSON) and returns
   * it as a state of this game; throws `StateError` (`BAD_STATE`) otherwise.
   */
  restore(data: unknown): S;
  /** The number of players (seats) in this game. */
  players(state: S): number;
  /** The seat whose decision it is, or `null` when the game is over. */
  toAct(state: S): Seat | null;
  /** Every legal action of the seat to act, in a canonical order. Empty when over. */
  legalActions(state: S): A[];
  /**
   * Whether `action` is legal now. Never throws; accepts any input. With
   * `seat`, an action from a seat that is not to act is `NOT_YOUR_TURN`.
   */
  validate(state: S, action: unknown, seat?: Seat): Validation;
  /** The next state. Throws `IllegalActionError` (same code as `validate`); never changes `state`. */
  apply(state: S, action: A): S;
  /** Like {@link Engine.apply}, and also returns the events of the transition. */
  step(state: S, action: A): StepResult<S, E>;
  /** What `seat` may know, including its legal actions when it is to act. */
  view(state: S, seat: Seat): V;
  /** Whether the game (the whole match) is over. */
  isOver(state: S): boolean;
  /** Winners and final scores once the game is over; `null` before. */
  outcome(state: S): O | null;
  /** The integer id of an action (throws `BAD_ACTION` for a malformed one). */
  encodeAction(action: A): number;
  /** The action with an integer id (throws `BAD_ACTION_ID`). */
  decodeAction(id: number): A;
  /** A 0/1 mask of length {@link Engine.numActions}: 1 where the id is legal now. */
  legalActionMask(state: S): Uint8Array;
  /**
   * The ids of every legal action, ascending: the ids of
   * {@link Engine.legalActions}, without building action objects. For
   * bots, with {@link Engine.applyMutable}, which takes an id directly.
   */
  legalIds(state: S): number[];
  /**
   * A full state consistent with what one seat knows (its view): the hidden
   * cards are dealt at random among the hidden places, respecting every
   * constraint the view shows (voids, played and shown cards, counts).
   * For bots (determinization); the result can be played on like any state.
   */
  sampleHidden(view: V, seed: Seed): S;
  /** A mutable deep copy of a state, for the fast path. */
  clone(state: S): S;
  /**
   * The fast path for bots: applies `action` (an action or its integer id)
   * to `state` in place, with the same rules and checks as
   * {@link Engine.apply}. Use it only on a copy from {@link Engine.clone}.
   * Throws like `apply` (an unknown id is `BAD_ACTION_ID`), before changing
   * anything.
   */
  applyMutable(state: S, action: A | number): void;
}

/** An engine of either game, for code written once for both (the test kit, the CLI, bots). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEngine = Engine<any, any, any, any, any, any>;
