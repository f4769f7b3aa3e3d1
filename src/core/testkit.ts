/**
 * A test kit every engine must pass: the contract of src/core/engine.ts
 * (docs/design-notes.md, "The contract, as built"). It drives an engine
 * only through that contract and throws a {@link TestKitError} describing
 * the first broken property. It has no dependency on a test runner, so it
 * also serves people writing their own engines or variants.
 */
import { Rng, seedRng, type Seed } from '../rng/rng.js';
import type { AnyEngine, Seat } from './engine.js';
import { deepEqual, firstDifference } from './equal.js';

/** A broken property found by the test kit. */
export class TestKitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TestKitError';
  }
}

/** What {@link simulate} checks and how much. */
export interface SimulateOptions<S, A> {
  /** How many games to play. */
  games: number;
  /** Seed of the random players and of each game's setup seed. */
  seed: Seed;
  /** Options for `setup`, given the game number; `seed` is added when absent. */
  options?: (game: number) => Record<string, unknown>;
  /** A game longer than this many actions fails (termination). */
  maxActions?: number;
  /** Check a JSON round trip through `restore` on every n-th action (1 = every action). */
  jsonEvery?: number;
  /**
   * Check that `step`, and `apply` refusing an illegal action, leave their
   * input state unchanged on every n-th action (1 = every action). The check
   * compares JSON snapshots, the kit's most expensive one.
   */
  unchangedEvery?: number;
  /** Check that replaying the actions from the options reproduces the final state on every n-th game (1 = every game). */
  replayEvery?: number;
  /**
   * Check the fast path beside the pure one on every n-th action (1 = every
   * action, 0 = never): a mutable `clone` of the game's first state plays
   * every action with `applyMutable` (by integer id; a deal as it is) and
   * must equal the pure path's state; at the 4th action and every 16th after, `copyInto` copies
   * the pure state into it, which must equal `clone` of that state and
   * leave the source unchanged.
   */
  fastEvery?: number;
  /** Check `validate` for every legal action (true) or only the chosen one (false). */
  validateAll?: boolean;
  /** Called after every action with the states before and after, to check invariants. */
  invariant?: (before: S, action: A, after: S, events: unknown[]) => void;
  /** Called at the end of every game. */
  onGameEnd?: (final: S, actions: A[]) => void;
}

/** Totals from a simulation run. */
export interface SimulateReport {
  /** Games played to the end. */
  games: number;
  /** Actions applied in all. */
  actions: number;
  /** Illegal or malformed actions checked to be rejected. */
  illegalChecked: number;
}

/**
 * Plays random games through the public API and checks, at every step: the
 * seat to act is in range; every legal action validates and the chosen one
 * applies; `apply` leaves its input unchanged; ids and the mask agree with
 * `legalActions`; sampled illegal ids and garbage are rejected with a code;
 * JSON round trips; the fast path (`clone`, `applyMutable` by id,
 * `copyInto`) keeps step with `apply`; the game ends; and replaying the
 * actions from the same options reproduces the final state. In host mode the kit deals: a seeded
 * shuffle of whatever `pendingDeal` asks for, recorded with the actions.
 */
export function simulate<S, A>(engine: AnyEngine, opts: SimulateOptions<S, A>): SimulateReport {
  const rng = new Rng(seedRng(opts.seed));
  const maxActions = opts.maxActions ?? 100_000;
  const jsonEvery = opts.jsonEvery ?? 1;
  const unchangedEvery = opts.unchangedEvery ?? 1;
  const replayEvery = opts.replayEvery ?? 1;
  const fastEvery = opts.fastEvery ?? 1;
  let total = 0;
  let illegalChecked = 0;
  for (let g = 0; g < opts.games; g++) {
    const options = { seed: `${String(opts.seed)}/${g}`, ...(opts.options?.(g) ?? {}) };
    const where = (n: number) => `game ${g} (${JSON.stringify(options)}) action ${n}`;
    let state = engine.setup(options) as S;
    const fast = fastEvery > 0 ? new FastShadow(engine, state, fastEvery) : null;
    const actions: A[] = [];
    while (!engine.isOver(state)) {
      const n = actions.length;
      if (n >= maxActions) throw new TestKitError(`${where(n)}: no end after ${maxActions} actions`);
      // Host mode: the kit is the host, and deals a seeded shuffle of the pending cards.
      const pending = engine.pendingDeal(state);
      if (pending) {
        if (engine.toAct(state) !== null || engine.legalIds(state).length !== 0) throw new TestKitError(`${where(n)}: a seat may act while a deal is pending`);
        const deal = { type: 'deal' as const, deck: rng.shuffle(pending.cards.slice()) };
        const v = engine.validate(state, deal, 0);
        if (v.ok || v.code !== 'NOT_YOUR_TURN') throw new TestKitError(`${where(n)}: a deal from a seat is not NOT_YOUR_TURN`);
        state = engine.apply(state, deal) as S;
        fast?.follow(deal, state, n, where(n));
        actions.push(deal as A);
        if (n % jsonEvery === 0) checkJson(engine, state, where(n));
        continue;
      }
      const seat = engine.toAct(state);
      if (seat === null) throw new TestKitError(`${where(n)}: toAct is null but the game is not over`);
      const legal = engine.legalActions(state) as A[];
      if (legal.length === 0) throw new TestKitError(`${where(n)}: no legal action but the game is not over`);
      checkIds(engine, state, legal, where(n));
      const toCheck = opts.validateAll === false ? [] : legal;
      for (const a of toCheck) {
        const v = engine.validate(state, a, seat);
        if (!v.ok) throw new TestKitError(`${where(n)}: legal ${JSON.stringify(a)} rejected: ${v.code} ${v.message}`);
      }
      const before = n % unchangedEvery === 0 ? JSON.stringify(state) : null;
      illegalChecked += checkIllegal(engine, state, seat, legal, rng, before, where(n));
      const action = legal[rng.int(legal.length)]!;
      const { state: next, events } = engine.step(state, action);
      if (before !== null && JSON.stringify(state) !== before) throw new TestKitError(`${where(n)}: apply changed its input state`);
      opts.invariant?.(state, action, next as S, events);
      state = next as S;
      fast?.follow(engine.encodeAction(action), state, n, where(n));
      actions.push(action);
      if (n % jsonEvery === 0) checkJson(engine, state, where(n));
    }
    if (engine.toAct(state) !== null) throw new TestKitError(`game ${g}: over but toAct is not null`);
    if (engine.legalActions(state).length !== 0) throw new TestKitError(`game ${g}: over but has legal actions`);
    if (engine.outcome(state) === null) throw new TestKitError(`game ${g}: over but no outcome`);
    const last = actions[actions.length - 1];
    const v = engine.validate(state, last);
    if (v.ok || v.code !== 'GAME_OVER') throw new TestKitError(`game ${g}: an action after the end is not GAME_OVER`);
    if (g % replayEvery === 0) checkReplay(engine, options, actions, state);
    opts.onGameEnd?.(state, actions);
    total += actions.length;
  }
  return { games: opts.games, actions: total, illegalChecked };
}

/**
 * The fast path played beside the pure one ({@link SimulateOptions.fastEvery}):
 * a mutable state from `clone`, moved by `applyMutable`, compared with the
 * pure path's state, and now and then overwritten by `copyInto`.
 */
class FastShadow {
  private readonly state: unknown;
  constructor(
    private readonly engine: AnyEngine,
    start: unknown,
    private readonly every: number,
  ) {
    this.state = engine.clone(start);
    const d = firstDifference(this.state, start);
    if (d) throw new TestKitError(`setup: clone differs at ${d}`);
  }

  /** Plays `move` (an id or a deal) on the shadow; `pure` is the pure path's state after it. */
  follow(move: unknown, pure: unknown, n: number, where: string): void {
    const e = this.engine;
    e.applyMutable(this.state, move);
    if (n % this.every === 0) {
      const d = firstDifference(this.state, pure);
      if (d) throw new TestKitError(`${where}: applyMutable and apply differ at ${d}`);
    }
    if (n % 16 === 3) {
      const json = JSON.stringify(pure);
      if (e.copyInto(pure, this.state) !== this.state) throw new TestKitError(`${where}: copyInto did not return its target`);
      const d = firstDifference(this.state, e.clone(pure));
      if (d) throw new TestKitError(`${where}: copyInto and clone differ at ${d}`);
      if (JSON.stringify(pure) !== json) throw new TestKitError(`${where}: copyInto changed its source`);
    }
  }
}

function checkIds(engine: AnyEngine, state: unknown, legal: unknown[], where: string): void {
  const mask = engine.legalActionMask(state);
  if (mask.length !== engine.numActions) throw new TestKitError(`${where}: mask length ${mask.length}`);
  let ones = 0;
  for (const m of mask) ones += m;
  if (ones !== legal.length) throw new TestKitError(`${where}: mask has ${ones} ones for ${legal.length} legal actions`);
  for (const a of legal) {
    const id = engine.encodeAction(a);
    if (mask[id] !== 1) throw new TestKitError(`${where}: mask is 0 at legal id ${id}`);
    if (!deepEqual(engine.decodeAction(id), a)) throw new TestKitError(`${where}: id ${id} does not decode to ${JSON.stringify(a)}`);
  }
  const ids = engine.legalIds(state);
  const expected = legal.map((a) => engine.encodeAction(a)).sort((x, y) => x - y);
  if (!deepEqual(ids, expected)) throw new TestKitError(`${where}: legalIds ${JSON.stringify(ids)}, expected ${JSON.stringify(expected)}`);
}

const GARBAGE: unknown[] = [
  null,
  undefined,
  42,
  'play',
  [],
  {},
  { type: 'nonsense' },
  { type: 'play', card: 'ZZ' },
  { type: 'play', card: 17 },
  { type: 'play', card: 'AS', extra: true },
];

/** Checks sampled illegal ids and garbage are refused; `before` is the state's JSON, to check a refusal changes nothing (`null`: not this time). */
function checkIllegal(engine: AnyEngine, state: unknown, seat: Seat, legal: unknown[], rng: Rng, before: string | null, where: string): number {
  let checked = 0;
  for (let k = 0; k < 2; k++) {
    const id = rng.int(engine.numActions);
    const a = engine.decodeAction(id);
    const isLegal = legal.some((l) => deepEqual(l, a));
    const v = engine.validate(state, a, seat);
    if (v.ok !== isLegal) throw new TestKitError(`${where}: validate(${JSON.stringify(a)}) = ${v.ok}, legal = ${isLegal}`);
    if (!isLegal) expectThrows(engine, state, a, before, where);
    checked++;
  }
  const g = GARBAGE[rng.int(GARBAGE.length)];
  const v = engine.validate(state, g, seat);
  if (v.ok) throw new TestKitError(`${where}: garbage ${JSON.stringify(g)} accepted`);
  const other = (seat + 1) % engine.players(state);
  if (legal.length > 0) {
    const w = engine.validate(state, legal[0], other);
    if (w.ok || w.code !== 'NOT_YOUR_TURN') throw new TestKitError(`${where}: seat ${other} acting out of turn got ${JSON.stringify(w)}`);
  }
  return checked + 1;
}

function expectThrows(engine: AnyEngine, state: unknown, action: unknown, before: string | null, where: string): void {
  let threw = false;
  // The error's code is all that is checked: skip capturing its stack,
  // which would cost more than the whole refusal.
  const v8 = Error as { stackTraceLimit?: number }; // V8's setting; elsewhere a harmless field
  const limit = v8.stackTraceLimit;
  v8.stackTraceLimit = 0;
  try {
    engine.apply(state, action);
  } catch (e) {
    threw = typeof (e as { code?: unknown }).code === 'string';
  } finally {
    v8.stackTraceLimit = limit;
  }
  if (!threw) throw new TestKitError(`${where}: apply(${JSON.stringify(action)}) did not throw a coded error`);
  if (before !== null && JSON.stringify(state) !== before) throw new TestKitError(`${where}: a rejected apply changed the state`);
}

function checkJson(engine: AnyEngine, state: unknown, where: string): void {
  const copy = engine.restore(JSON.parse(JSON.stringify(state)));
  const d = firstDifference(copy, state);
  if (d) throw new TestKitError(`${where}: JSON round trip differs at ${d}`);
}

/** Replays `actions` from `setup(options)` and checks the result equals `expected`. */
export function checkReplay(engine: AnyEngine, options: unknown, actions: unknown[], expected: unknown): void {
  let s = engine.setup(options);
  for (const [i, a] of actions.entries()) {
    try {
      s = engine.apply(s, a);
    } catch (e) {
      throw new TestKitError(`replay: action ${i} ${JSON.stringify(a)} failed: ${(e as Error).message}`);
    }
  }
  const d = firstDifference(s, expected);
  if (d) throw new TestKitError(`replay differs at ${d}`);
}

/**
 * Secrecy: `seat`'s view must not change when the cards hidden from that seat
 * are moved among their hidden places. `shuffleHidden` is the game's own
 * function that does that move (it must keep every count the seat can see).
 */
export function checkSecrecy<S>(engine: AnyEngine, state: S, seat: Seat, shuffleHidden: (state: S, seat: Seat, seed: Seed) => S, seed: Seed): void {
  const other = shuffleHidden(state, seat, seed);
  const d = firstDifference(engine.view(other, seat), engine.view(state, seat));
  if (d) throw new TestKitError(`seat ${seat}'s view changed when hidden cards moved: ${d}`);
}

/**
 * Determinization: a state sampled from a seat's view must give that seat
 * the same view, and be a valid state (it restores and can be played on).
 */
export function checkSample<S>(engine: AnyEngine, state: S, seat: Seat, seed: Seed): void {
  const view = engine.view(state, seat);
  const sampled = engine.sampleHidden(view, seed);
  engine.restore(JSON.parse(JSON.stringify(sampled)));
  const d = firstDifference(engine.view(sampled, seat), view);
  if (d) throw new TestKitError(`seat ${seat}: view of a sampled state differs at ${d}`);
}
