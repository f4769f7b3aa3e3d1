/**
 * The engine contract both games implement (docs/design-notes.md, "The
 * contract, as built"), so that an app or a bot can be written once for either game.
 */
import type { Card } from '../cards/cards.js';
import type { Rng, Seed } from '../rng/rng.js';
import type { Validation } from './errors.js';
import type { LayoutRow } from './observe.js';

/** A seat number, `0 … players-1`, in order of play (the next seat is `s + 1`). */
export type Seat = number;

/** The result of {@link Engine.step}: the next state and what happened. */
export interface StepResult<S, E> {
  /** The next state (frozen). */
  state: S;
  /** What happened, in order, for animation and logs. Events never carry hidden cards. */
  events: E[];
}

/** Options of {@link Engine.sampleHidden}. */
export interface SampleOptions {
  /**
   * Return a plain mutable state, ready for {@link Engine.applyMutable}
   * (no freeze, no clone needed); default `false`: a frozen state like
   * those `apply` returns.
   */
  mutable?: boolean;
}

/** A prepared sampler for one view: see {@link Engine.sampler}. */
export type Sampler<S> = (seed: Seed | Rng, options?: SampleOptions) => S;

/**
 * What a state is worth to each seat, the same shape in both games (see
 * {@link Engine.returns}). A rollout that wants the result of one hand or
 * deal takes `returns` before and after it and subtracts the scores.
 */
export interface Returns {
  /** Hands (Hokm) or deals (Hoc) finished so far in the match; a rollout is at a hand's end when this grows. */
  finished: number;
  /**
   * Per seat, the match score so far, zero at the start: Hokm, the points
   * of the seat's side (partners share them); Hoc, the chips won or lost
   * (balance minus the starting chips).
   */
  score: number[];
  /**
   * Per seat, once the match is over: the seat's share of the win — 1 for
   * the winner (Hokm: both partners), `1/k` each for `k` Hoc players tied
   * on the most chips, 0 otherwise. `null` while the match goes on.
   */
  result: number[] | null;
}

/**
 * The chance action of host mode (`shuffle: 'host'`): the host's shuffled
 * deck, top card first, exactly a permutation of {@link PendingDeal.cards}.
 * It never comes from a seat: `validate` with any seat answers
 * `NOT_YOUR_TURN`, and it has no integer id.
 */
export interface DealAction {
  /** `'deal'`. */
  type: 'deal';
  /** The shuffled cards, top card first. */
  deck: Card[];
}

/** What the host must shuffle now (see {@link Engine.pendingDeal}). */
export interface PendingDeal {
  /** `'draw'`: the deck for the face-up draw that chooses the first hakem or dealer; `'deal'`: a deal. */
  kind: 'draw' | 'deal';
  /** The cards to shuffle, in id order (the host applies a permutation of them as a {@link DealAction}). */
  cards: Card[];
}

/**
 * One game's rules behind a common interface.
 *
 * Type parameters: `S` state, `A` action, `V` a seat's view, `E` event,
 * `O` outcome, `Opt` setup options, `G` the game's name (a literal per
 * engine, so that a union of engines narrows on `engine.game`).
 *
 * Both games' engines are built by `defineEngine` (src/core/define.ts)
 * from a rule table; docs/adding-a-game.md shows how.
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
export interface Engine<S, A, V, E, O, Opt, G extends string = 'hokm' | 'hoc'> {
  /** Which game this is: `'hokm'` or `'hoc'` for the two engines of the package. */
  readonly game: G;
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
  /** The seat whose decision it is, or `null` when the game is over or the host is to deal. */
  toAct(state: S): Seat | null;
  /**
   * Host mode: the cards the host must shuffle and apply as a
   * {@link DealAction} before play goes on (the state is then in phase
   * `shuffle`, `toAct` is `null`); `null` when no deal is pending, always
   * in seeded mode.
   *
   * @example
   * ```ts
   * import { hoc, hokm, type AnyEngine } from 'hoc-hokm';
   * import { randomDeck } from 'hoc-hokm/host';
   *
   * // A host loop for either game: shuffle whenever the engine waits for a deck, else let the seat act.
   * function playToEnd(engine: AnyEngine, options: object): unknown {
   *   let state = engine.setup(options);
   *   while (!engine.isOver(state)) {
   *     const p = engine.pendingDeal(state);
   *     state = p ? engine.apply(state, { type: 'deal', deck: randomDeck(p.cards) }) : engine.apply(state, engine.legalActions(state)[0]);
   *   }
   *   return engine.outcome(state);
   * }
   * console.log(playToEnd(hokm.engine, { shuffle: 'host', target: 2 })); // every deck from the host
   * console.log(playToEnd(hoc.engine, { players: 2, deals: 2, shuffle: 'host' })); // the draw and both deals from the host
   * console.log(playToEnd(hoc.engine, { players: 2, deals: 2, seed: 1 })); // seeded: never a pending deal
   * ```
   */
  pendingDeal(state: S): PendingDeal | null;
  /** Every legal action of the seat to act, in a canonical order. Empty when over. */
  legalActions(state: S): A[];
  /**
   * Whether `action` is legal now. Never throws; accepts any input. With
   * `seat`, an action from a seat that is not to act is `NOT_YOUR_TURN`,
   * and so is a {@link DealAction}: a server passes the sender's seat,
   * always.
   */
  validate(state: S, action: unknown, seat?: Seat): Validation;
  /**
   * {@link Engine.validate} as a type guard: `true` exactly when
   * `validate(state, action, seat).ok`, and then `action` is an `A`. Never throws.
   *
   * @example
   * ```ts
   * import { hokm } from 'hoc-hokm';
   *
   * const state = hokm.setup({ seed: 5 });
   * const input: unknown = JSON.parse('{"type":"trump","suit":"S"}'); // from a client
   * if (hokm.engine.isLegal(state, input, hokm.toAct(state)!)) console.log(hokm.apply(state, input).trump); // 'S'
   * ```
   */
  isLegal(state: S, action: unknown, seat?: Seat): action is A;
  /**
   * The next state. Throws `IllegalActionError` (same code as `validate`);
   * never changes `state`. The action is read once into a plain copy,
   * which is checked and applied.
   */
  apply(state: S, action: A | DealAction): S;
  /** Like {@link Engine.apply}, and also returns the events of the transition. */
  step(state: S, action: A | DealAction): StepResult<S, E>;
  /** What `seat` may know, including its legal actions when it is to act. */
  view(state: S, seat: Seat): V;
  /** Whether the game (the whole match) is over. */
  isOver(state: S): boolean;
  /** Winners and final scores once the game is over; `null` before. */
  outcome(state: S): O | null;
  /** The integer id of an action (throws `BAD_ACTION` for a malformed one, and for a {@link DealAction}, which has no id). */
  encodeAction(action: A): number;
  /** The action with an integer id (throws `BAD_ACTION_ID`). */
  decodeAction(id: number): A;
  /**
   * A 0/1 mask of length {@link Engine.numActions}: 1 where the id is legal
   * now. With `out` (a `Uint8Array` of that length) the mask is written
   * there and `out` returned, so a rollout loop allocates nothing for it.
   */
  legalActionMask(state: S, out?: Uint8Array): Uint8Array;
  /**
   * The ids of every legal action, ascending: the ids of
   * {@link Engine.legalActions}, without building action objects. For
   * bots, with {@link Engine.applyMutable}, which takes an id directly.
   */
  legalIds(state: S): number[];
  /**
   * {@link Engine.legalIds} written into a buffer the caller reuses, so a
   * rollout loop allocates nothing per move: the legal ids, ascending, go
   * into `out` from index 0, and the count is returned (0 when the game is
   * over or the host is to deal). Entries after the count are left as they
   * were. `out` is an `Int32Array` of length {@link Engine.numActions} or
   * more (room for any state's ids), or a plain `number[]` (it grows as
   * needed); anything else throws `BAD_OPTIONS`.
   *
   * @example
   * ```ts
   * import { hokm } from 'hoc-hokm';
   *
   * const { setup, clone, legalIdsInto, applyMutable, isOver, numActions } = hokm.engine;
   * const ids = new Int32Array(numActions); // one buffer for the whole game
   * const s = clone(setup({ seed: 7 }));
   * let moves = 0;
   * while (!isOver(s) && moves < 20) {
   *   const n = legalIdsInto(s, ids);
   *   applyMutable(s, ids[moves % n]!);
   *   moves++;
   * }
   * console.log(moves); // 20
   * ```
   */
  legalIdsInto(state: S, out: Int32Array | number[]): number;
  /**
   * A full state consistent with everything one seat knows (its view): the
   * cards hidden from it are dealt among the hidden places so that every
   * fact the view shows holds (counts, played, laid and shown cards, voids,
   * announcements, draws), each consistent deal equally likely. Throws
   * `StateError` (`BAD_STATE`) when no deal fits, which only a forged view
   * can cause. `seed` is a seed or a generator (used and advanced as
   * given). For bots (determinization); with `{ mutable: true }` the result
   * is ready for {@link Engine.applyMutable}.
   */
  sampleHidden(view: V, seed: Seed | Rng, options?: SampleOptions): S;
  /**
   * {@link Engine.sampleHidden} for many samples of one view: reads the view
   * once and returns a function that samples (the same distribution, less
   * work per sample).
   */
  sampler(view: V): Sampler<S>;
  /**
   * Re-draws the future chance of a mutable state (from `clone`, or a
   * mutable sample): a new generator from `seed`, and the cards no seat has
   * seen (the undealt stock) shuffled again. So many rollouts from one
   * state each meet a different future. Throws `StateError` on a frozen state.
   */
  reseed(state: S, seed: Seed | Rng): void;
  /** The score of every seat so far and, once over, the result (the same shape in both games; see {@link Returns}). */
  returns(state: S): Returns;
  /**
   * The view as a fixed-length vector of numbers for learning agents (the
   * layout per game is documented and given by `observationLayout`). With
   * `out` it is written there. Reads the view only.
   */
  observe(view: V, out?: Float32Array): Float32Array;
  /** The shape of {@link Engine.observe}'s vector for a player count: `[length]`. */
  observationShape(players: number): [number];
  /** The layout of {@link Engine.observe}'s vector for a player count: each segment's name, offset, size and meaning. */
  observationLayout(players: number): LayoutRow[];
  /** One event as an English line, for logs and captions; anything that is not an event of this game gives a fixed line saying so. */
  describe(event: E): string;
  /** A mutable deep copy of a state, for the fast path. */
  clone(state: S): S;
  /**
   * Copies `source` into `target`, a mutable state (from {@link Engine.clone})
   * that a bot reuses, and returns `target`: afterwards `target` equals
   * `clone(source)`, but its lists are overwritten in place, so a loop that
   * copies one state into the same scratch state over and over (a rollout
   * per copy) allocates no lists, and {@link Engine.applyMutable} then
   * reuses them in later hands or deals too. `source` is checked as by
   * `clone` and may be frozen or mutable (it is never changed; `target` may
   * share with it parts the rules replace rather than change). A frozen
   * `target` is `BAD_STATE`, and so is a `source` or `target` that is not a
   * state of this game; a list of `target` that is frozen (shared with a
   * frozen state) is replaced by a copy. `source === target` is allowed and
   * changes nothing.
   *
   * @example
   * ```ts
   * import { hoc } from 'hoc-hokm';
   *
   * const { setup, clone, copyInto, legalIdsInto, applyMutable, numActions } = hoc.engine;
   * const root = setup({ players: 3, seed: 7 });
   * const scratch = clone(root); // one state, reused for every rollout
   * const ids = new Int32Array(numActions);
   * for (let rollout = 0; rollout < 10; rollout++) {
   *   copyInto(root, scratch); // equal to clone(root), no new lists
   *   while (scratch.deal === 0) applyMutable(scratch, ids[legalIdsInto(scratch, ids) - 1]!);
   * }
   * console.log(root.deal, scratch.deal); // 0 1: the root is untouched
   * ```
   */
  copyInto(source: S, target: S): S;
  /**
   * The fast path for bots: applies `action` (an action or its integer id)
   * to `state` in place, with the same rules and checks as
   * {@link Engine.apply}. Use it only on a copy from {@link Engine.clone}.
   * Throws like `apply` (an unknown id is `BAD_ACTION_ID`), before changing
   * anything: a frozen state, or one with a frozen part, is refused with
   * `BAD_STATE` before any write.
   */
  applyMutable(state: S, action: A | DealAction | number): void;
}

/** An engine of either game, for code written once for both (the test kit, the CLI, bots). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any engine whatever its type parameters: `unknown` would not accept them (the methods take S, A… as arguments)
export type AnyEngine = Engine<any, any, any, any, any, any>;
