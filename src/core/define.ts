/**
 * The one engine skeleton both games are built on (docs/design-notes.md,
 * "The skeleton"; docs/adding-a-game.md). A game supplies its rule table,
 * {@link GameRules}: how to read an action into a move, the checks only
 * its rules know (phase, cards, bids), the rule functions that run a move
 * on a plain state in place, and its views, samplers and checks of stored
 * data. {@link defineEngine} builds the whole {@link Engine} from it, once:
 *
 * - every entry point checks the state's shape first (`looks`, a few
 *   reads that bound every loop of the rules) and answers whatever a
 *   damaged state makes the rules throw with `BAD_STATE`, the original
 *   error kept as `cause`;
 * - an action is read once into a plain move, then the generic checks
 *   (a deal never comes from a seat, game over, the seat, the turn) and
 *   the game's own, in that order, for `validate`, `apply`, `step` and
 *   `applyMutable` alike;
 * - `apply`/`step` run the same rule functions as `applyMutable`, on an
 *   immer draft of the state: the result shares what did not change and is
 *   deeply frozen. A state that is not frozen (parsed JSON, an app's own
 *   immer draft) is first copied whole, so it is neither changed, frozen
 *   nor shared by the result;
 * - the fast path (`applyMutable` on a state from `clone` or a mutable
 *   sample) does only the cheap shape check, the move's check and a probe
 *   that every container the rules write into is writable, before any
 *   write, so it is all or nothing (a game's `applyId` does the same for
 *   its commonest move by id, working out the seat to act once). The
 *   thorough checks (`copyable` or `full`, `restore`) run once, on the way
 *   in (`clone`, `restore`, `view`…), never per action.
 */
import { Immer } from 'immer';
import type { Rng, Seed } from '../rng/rng.js';
import type { Engine, PendingDeal, Returns, SampleOptions, Sampler, Seat, StepResult } from './engine.js';
import { HocHokmError, IllegalActionError, OK, OptionsError, StateError, asStateError as stateError, fail, type ErrorCode, type Validation } from './errors.js';
import { deepFreeze, plainCopy } from './freeze.js';
import { excerpt } from './input.js';
import { isInt } from './numbers.js';
import type { LayoutRow } from './observe.js';

/** A failed validation. */
export type Failure = Extract<Validation, { ok: false }>;

// One immer of our own, so the app's immer settings never change ours; a constant, never configured after this line.
// It does not freeze: its deep freeze of each result cost more than the rest of a Hokm play; deepFreeze below
// walks only what is new (everything shared with the base is frozen already), and works inside an app's recipe too.
const immer = /* @__PURE__ */ new Immer({ autoFreeze: false });

/**
 * What a game supplies to {@link defineEngine}: its rules, nothing generic.
 * `M` is a move, an action as read once (by id or as a plain copy): the
 * skeleton never looks inside it.
 *
 * Type parameters as {@link Engine}'s, plus `G`, the game's name, and `M`.
 */
export interface GameRules<G extends string, S, A, M, V, E, O, Opt> {
  /** The game's name (the `game` tag of its states and views). */
  readonly game: G;
  /** The name in messages ("Hokm", "Hoc"). */
  readonly title: string;
  /** The number of integer action ids. */
  readonly numActions: number;
  /** The cheap shape check of every call: the tag and everything the rules loop over or write at, bounded. */
  looks(s: unknown): boolean;
  /** The cheap check and every list bounded (for the entry points off the hot path); throws `StateError`. */
  full(s: S): void;
  /**
   * Optional, for speed: the check `clone` makes, when it needs less than
   * `full` (only what `copy` reads, bounded; the rest is checked by the
   * entry points that read it). Throws `StateError`; default `full`.
   */
  copyable?(s: S): void;
  /** A new plain state from options; throws for bad options. */
  create(options: Opt | undefined): S;
  /** The thorough check of stored data; returns it as a state (not yet copied or frozen). */
  restore(data: unknown): S;
  /** A mutable copy sharing nothing the rules change in place. */
  copy(s: S): S;
  /**
   * Makes the mutable `dst` equal to `copy(src)` by overwriting the lists
   * it owns in place (a part it does not own, frozen or sealed, is replaced
   * by a copy), and returns `dst`. `src` passed `copyable`; `dst` the cheap
   * shape check and is not frozen; never the same object.
   */
  copyInto(src: S, dst: S): S;
  /** Throws `StateError` unless every place the rules write into can be written (the fast path's all-or-nothing probe). */
  writable(s: S): void;
  /** The number of seats. */
  players(s: S): number;
  /** The seat to act, `null` when over or the host is to deal. */
  toAct(s: S): Seat | null;
  /** Whether the match is over. */
  isOver(s: S): boolean;
  /** Host mode: what the host must shuffle now. */
  pending(s: S): PendingDeal | null;
  /** The legal actions, canonical order. */
  legalActions(s: S): A[];
  /** The legal ids, ascending. */
  legalIds(s: S): number[];
  /** The legal ids, ascending, written into `out` from index 0 (room for `numActions` ids, checked by the skeleton); returns how many. */
  legalIdsInto(s: S, out: Int32Array | number[]): number;
  /** The legal-id mask, written into `out` when given. */
  legalMask(s: S, out: Uint8Array | undefined): Uint8Array;
  /** Reads an action (or a host's deal) once into a move, or says why it is malformed. Never throws. */
  read(action: unknown): M | Failure;
  /** The move of a valid integer id (`0 … numActions-1`). */
  fromId(id: number): M;
  /** Whether a move is the host's deal. */
  isDeal(m: M): boolean;
  /** The game's own checks of a move for the seat to act (phase, cards, bids; a deal: the phase and its cards), after the generic ones. */
  check(s: S, m: M): Failure | null;
  /**
   * Optional, for speed: on the pure path, before the rules run move `m`
   * on the immer draft `d` of the frozen `base`, puts plain copies of the
   * small lists the rules change in place, so immer needs no proxy for them.
   * It may instead return a plain working state (read from `base`, never
   * through the draft) holding fresh copies of exactly what the move writes
   * into and sharing the rest: the rules then run on it, and `settle`
   * writes what changed back into `d`, so immer still builds the result
   * and no proxy ever reaches a rule function (whose inline caches then
   * hold the plain states of the fast path only).
   */
  prepare?(d: S, base: S, m: M): S | void;
  /**
   * Optional, for speed: `true` when the working state {@link GameRules.prepare}
   * returns holds the base's values, so the game's checks may read it in
   * place of the frozen base. The pure path then reads the action, prepares
   * and checks the move on the working state inside the recipe (a failed
   * check throws there, before any rule runs), so a game that protects its
   * shared rule code from frozen lists (Hokm: V8 reads lists slowly at a
   * site that has read a frozen one) need not copy the base for the check
   * too. `validate` still checks the state it is given.
   */
  checkWorking?: boolean;
  /**
   * Optional, for speed: at the end of the pure path's recipe, after the
   * rules ran move `m` on `w` (the draft `d` of `base`, or the working
   * state `prepare` returned), freezes the plain lists `prepare` made
   * (immer walks every unfrozen new value for drafts when it finishes,
   * element by element), puts back those of `base` that did not change (so
   * the result shares them) and, for a working state, writes into `d`
   * what differs from `base`.
   */
  settle?(d: S, base: S, m: M, w: S): void;
  /** Optional, for speed: deep-freezes a result of the pure path knowing its shape (parts already frozen are skipped); default `deepFreeze`. */
  freeze?(s: S): S;
  /**
   * Optional, for speed: the fast path's shortcut for an integer id. Applies
   * `id` to the mutable `s` and answers `true` when it is the game's
   * commonest kind of move and legal now (after the write probe, as the
   * general path does); answers `false`, changing nothing, for anything
   * else, which then takes the general path (and its error messages).
   */
  applyId?(s: S, id: number): boolean;
  /** Runs a checked move on `s` in place (a draft or a mutable copy), pushing events when `ev` is given. */
  run(s: S, m: M, ev: E[] | null): void;
  /** The id of an action; throws `IllegalActionError` for a malformed one. */
  encode(a: A): number;
  /** The action of an id; throws `BAD_ACTION_ID`. */
  decode(id: number): A;
  /** What `seat` (a valid seat) may know. */
  view(s: S, seat: Seat): V;
  /** The outcome once over. */
  outcome(s: S): O | null;
  /** The events of the setup. */
  opening(s: S): E[];
  /** One event as a line; any input. */
  describe(e: E): string;
  /** Throws `StateError` unless `v` has the shape of a view (bounded). */
  checkView(v: unknown): void;
  /** A full state consistent with a view; `engine` is the finished engine (a sampler may ask it about rules). */
  sample(v: V, seed: Seed | Rng, options: SampleOptions | undefined, engine: Engine<S, A, V, E, O, Opt, G>): S;
  /** A prepared sampler. */
  sampler(v: V, engine: Engine<S, A, V, E, O, Opt, G>): Sampler<S>;
  /** Re-draws the future chance of a mutable state. */
  reseed(s: S, seed: Seed | Rng): void;
  /** Scores so far. */
  returns(s: S): Returns;
  /** The view as numbers. */
  observe(v: V, out: Float32Array | undefined): Float32Array;
  /** The observation's shape. */
  shape(players: number): [number];
  /** The observation's layout. */
  layout(players: number): LayoutRow[];
}

/** A move that is not a failure: failures are the only reads with `ok: false`. */
function isFailure(m: unknown): m is Failure {
  return typeof m === 'object' && m !== null && (m as { ok?: unknown }).ok === false;
}

/**
 * Builds the engine of a game from its rule table (see the module comment
 * for what the skeleton adds). Every member is a plain function of its
 * arguments (no `this`), so `const { apply } = engine` works.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * // Both games' engines come from defineEngine; the result is the familiar Engine.
 * const { setup, legalIds, clone, applyMutable } = hokm.engine;
 * const s = clone(setup({ seed: 1 }));
 * applyMutable(s, legalIds(s)[0]!);
 * console.log(s.phase); // 'play'
 * ```
 */
export function defineEngine<G extends string, S extends object, A, M, V, E, O, Opt>(r: GameRules<G, S, A, M, V, E, O, Opt>): Engine<S, A, V, E, O, Opt, G> {
  const title = r.title;
  const notState = `${title}: not a ${title} state (use setup or restore)`;
  const freeze = r.freeze ?? deepFreeze;
  const badId = `${title}: an action id is an integer from 0 to ${r.numActions - 1}`;
  const noRoom = `${title}: out must be an Int32Array of length ${r.numActions} or more, or a mutable number[]`;

  const copyable = r.copyable ?? r.full;
  const asStateError = (e: unknown): HocHokmError => stateError(e, title);

  function assertLooks(s: unknown): asserts s is S {
    if (!r.looks(s)) throw new StateError(notState);
  }

  function assertFull(s: unknown): asserts s is S {
    assertLooks(s);
    r.full(s);
  }

  function failure(code: ErrorCode, message: string): Failure {
    return fail(code, `${title}: ${message}`) as Failure;
  }

  /** The generic checks, then the game's. `seat` undefined: no seat check (the host, or a bot's own loop). */
  function judge(s: S, m: M, seat: unknown): Failure | null {
    const deal = r.isDeal(m);
    if (deal && seat !== undefined) return failure('NOT_YOUR_TURN', 'a deal comes from the host, never from a seat');
    if (r.isOver(s)) return failure('GAME_OVER', 'the match is over; no action is accepted');
    if (seat !== undefined) {
      const n = r.players(s);
      if (!isInt(seat, 0, n - 1)) return failure('BAD_SEAT', `seat must be 0 to ${n - 1}`);
      const turn = r.toAct(s);
      if (turn === null) return failure('NOT_YOUR_TURN', 'no seat acts now: the host is to deal');
      if (seat !== turn) return failure('NOT_YOUR_TURN', `it is seat ${turn}'s turn, not seat ${seat}'s`);
    }
    return r.check(s, m);
  }

  /** The move of an action read once; throws `IllegalActionError` for a malformed one. */
  function readMove(action: unknown): M {
    const m = r.read(action);
    if (isFailure(m)) throw new IllegalActionError(m.code, m.message);
    return m;
  }

  /** Throws `IllegalActionError` unless move `m` is legal in `s`. */
  function checkMove(s: S, m: M): void {
    const f = judge(s, m, undefined);
    if (f !== null) throw new IllegalActionError(f.code, f.message);
  }

  /** The move of an action read once and checked; throws `IllegalActionError`. */
  function checkedMove(s: S, action: unknown): M {
    const m = readMove(action);
    checkMove(s, m);
    return m;
  }

  /**
   * The base of a pure transition. A state the engine made is deeply
   * frozen and used as is, after the check `clone` makes (every list it
   * shares or copies bounded: a forged frozen state's list of a billion
   * holes would otherwise be copied hole by hole, or shared into the
   * result and spread at a later move). Anything else (parsed JSON, an
   * immer draft of the app's, which is never frozen) is checked, copied
   * whole and frozen, so the result neither shares with it nor freezes it.
   */
  function baseOf(state: unknown): S {
    if (Object.isFrozen(state)) {
      assertLooks(state);
      copyable(state);
      return state;
    }
    assertFull(state);
    const b = deepFreeze(plainCopy(state));
    // A getter or proxy could have answered differently the second time.
    assertLooks(b);
    return b;
  }

  function transition(state: S, action: unknown, ev: E[] | null): S {
    const b = baseOf(state);
    const prepare = r.prepare;
    const late = prepare !== undefined && r.checkWorking === true;
    const m = late ? readMove(action) : checkedMove(b, action);
    const settle = r.settle;
    const next = immer.produce(b, (d) => {
      const w = (prepare === undefined ? undefined : prepare(d as S, b, m)) ?? (d as S);
      if (late) checkMove(w, m);
      r.run(w, m, ev);
      if (settle !== undefined) settle(d as S, b, m, w);
    }) as S;
    return freeze(next);
  }

  const applyId = r.applyId;

  /**
   * `applyMutable` after the shape check (and an id's range), for any move
   * but the game's shortcut: read (or decoded from its id) once, checked, the write probe,
   * then the rules. Out of `applyMutable` so that the fast path's entry
   * stays small: V8 inlines a caller's hot calls within a budget of
   * bytecode, and a rollout loop calls it on every action.
   */
  function applyGeneral(state: S, action: unknown): void {
    let m: M;
    if (typeof action === 'number') {
      m = r.fromId(action);
      const f = judge(state, m, undefined);
      if (f !== null) throw new IllegalActionError(f.code, f.message);
    } else {
      m = checkedMove(state, action);
    }
    // All or nothing: a frozen part throws here, before any write.
    r.writable(state);
    r.run(state, m, null);
  }

  const engine: Engine<S, A, V, E, O, Opt, G> = {
    game: r.game,
    numActions: r.numActions,
    setup(options) {
      let s: S;
      try {
        s = r.create(options);
      } catch (e) {
        if (e instanceof HocHokmError) throw e;
        throw new OptionsError(`${title} options could not be read`);
      }
      return deepFreeze(s);
    },
    openingEvents(state) {
      try {
        assertFull(state);
        return r.opening(state);
      } catch (e) {
        throw asStateError(e);
      }
    },
    restore(data) {
      try {
        // A frozen copy: the caller's object is neither kept nor frozen.
        return deepFreeze(plainCopy(r.restore(data)));
      } catch (e) {
        throw asStateError(e);
      }
    },
    players(state) {
      assertLooks(state);
      return r.players(state);
    },
    toAct(state) {
      assertLooks(state);
      return r.toAct(state);
    },
    pendingDeal(state) {
      try {
        assertFull(state);
        return r.pending(state);
      } catch (e) {
        throw asStateError(e);
      }
    },
    legalActions(state) {
      try {
        assertLooks(state);
        return r.legalActions(state);
      } catch (e) {
        throw asStateError(e);
      }
    },
    validate(state, action, seat) {
      try {
        if (!r.looks(state)) return failure('BAD_STATE', 'not a state of this game (use setup or restore)');
        const m = r.read(action);
        if (isFailure(m)) return m;
        return judge(state, m, seat) ?? OK;
      } catch {
        // Only a damaged state gets here (an action is read into plain data without throwing).
        return failure('BAD_STATE', 'not a valid state (check stored states with restore)');
      }
    },
    isLegal(state, action, seat): action is A {
      return engine.validate(state, action, seat).ok;
    },
    apply(state, action) {
      try {
        return transition(state, action, null);
      } catch (e) {
        throw asStateError(e);
      }
    },
    step(state, action): StepResult<S, E> {
      try {
        const events: E[] = [];
        return { state: transition(state, action, events), events };
      } catch (e) {
        throw asStateError(e);
      }
    },
    view(state, seat) {
      try {
        assertFull(state);
        const n = r.players(state);
        if (!isInt(seat, 0, n - 1)) throw new HocHokmError('BAD_SEAT', `${title}: seat must be 0 to ${n - 1}`);
        return r.view(state, seat);
      } catch (e) {
        throw asStateError(e);
      }
    },
    isOver(state) {
      assertLooks(state);
      return r.isOver(state);
    },
    outcome(state) {
      try {
        assertFull(state);
        return r.outcome(state);
      } catch (e) {
        throw asStateError(e);
      }
    },
    encodeAction: (action) => r.encode(action),
    decodeAction: (id) => r.decode(id),
    legalActionMask(state, out) {
      try {
        assertLooks(state);
        return r.legalMask(state, out);
      } catch (e) {
        throw asStateError(e);
      }
    },
    legalIds(state) {
      try {
        assertLooks(state);
        return r.legalIds(state);
      } catch (e) {
        throw asStateError(e);
      }
    },
    legalIdsInto(state, out) {
      // Checked first: a short typed array would drop ids silently, a frozen list throw mid-write.
      const room = out instanceof Int32Array ? out.length >= r.numActions : Array.isArray(out) && Object.isExtensible(out);
      if (!room) throw new OptionsError(noRoom);
      try {
        assertLooks(state);
        return r.legalIdsInto(state, out);
      } catch (e) {
        throw asStateError(e);
      }
    },
    sampleHidden(view, seed, options) {
      try {
        r.checkView(view);
        return r.sample(view, seed, options, engine);
      } catch (e) {
        throw asStateError(e);
      }
    },
    sampler(view) {
      try {
        r.checkView(view);
        return r.sampler(view, engine);
      } catch (e) {
        throw asStateError(e);
      }
    },
    reseed(state, seed) {
      try {
        assertLooks(state);
        r.reseed(state, seed);
      } catch (e) {
        throw asStateError(e);
      }
    },
    returns(state) {
      try {
        assertFull(state);
        return r.returns(state);
      } catch (e) {
        throw asStateError(e);
      }
    },
    observe(view, out) {
      try {
        return r.observe(view, out);
      } catch (e) {
        throw asStateError(e);
      }
    },
    observationShape: (players) => r.shape(players),
    observationLayout: (players) => r.layout(players),
    describe: (event) => r.describe(event),
    clone(state) {
      try {
        assertLooks(state);
        copyable(state);
        return r.copy(state);
      } catch (e) {
        throw asStateError(e);
      }
    },
    copyInto(source, target) {
      try {
        if (source === target) return target;
        if (!r.looks(target)) throw new StateError(`${title}: copyInto needs a ${title} state as its target (use clone)`);
        if (Object.isFrozen(target)) throw new StateError(`${title}: copyInto needs a mutable target from clone(): it is frozen`);
        // clone's checks of the source: the cheap shape check, then every list the copy reads, bounded.
        assertLooks(source);
        copyable(source);
        return r.copyInto(source, target);
      } catch (e) {
        throw asStateError(e);
      }
    },
    applyMutable(state, action) {
      try {
        assertLooks(state);
        if (typeof action === 'number') {
          if (!isInt(action, 0, r.numActions - 1)) throw new IllegalActionError('BAD_ACTION_ID', `${badId}, not ${excerpt(action)}`);
          // The game's shortcut for its commonest moves by id (all or nothing too); anything else takes the general path.
          if (applyId !== undefined && applyId(state, action)) return;
        }
        applyGeneral(state, action);
      } catch (e) {
        throw asStateError(e);
      }
    },
  };
  return engine;
}
