/**
 * Hokm, Iran's national trick-taking game, for 4 players in partnerships
 * and the 3- and 2-player variants (rules: docs/rules/hokm.md; the engine's decisions:
 * docs/rules/hokm-decisions.md; the guide: docs/hokm.md; running it on a server: docs/security.md).
 *
 * Every entry point answers any input with a result or a coded error: an
 * action is read once into a plain copy that is checked and applied;
 * whatever a damaged state makes the rules throw comes out as `BAD_STATE`.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * let s = hokm.setup({ seed: 7 });
 * while (!hokm.isOver(s)) s = hokm.apply(s, hokm.legalActions(s)[0]!);
 * hokm.outcome(s); // { side, winners, points, … }
 * ```
 * @module hokm
 */
import { defineEngine } from '../core/define.js';
import type { Engine } from '../core/engine.js';
import type { DescribeOptions } from '../core/locale.js';
import { hokmRules } from './game.js';
import { describeIn } from './texts/index.js';
import type { HokmAction, HokmEvent, HokmOptions, HokmOutcome, HokmState, HokmView } from './types.js';

// The errors and core types, so that one subpath is all a game's user imports.
export { HocHokmError, IllegalActionError, StateError, OptionsError, isHocHokmError, ERROR_CODES, type ErrorCode, type Validation } from '../core/errors.js';
export type { Seat, Engine, StepResult, DealAction, PendingDeal, Returns, SampleOptions, Sampler } from '../core/engine.js';
export type { LayoutRow } from '../core/observe.js';
export { LOCALES, type Locale, type DescribeOptions } from '../core/locale.js';
export * from './types.js';
export { ACTION_SPACE } from './ids.js';

/** The Hokm engine: one value with every entry point below, the same contract as Hoc's (`Engine`). */
export type HokmEngine = Engine<HokmState, HokmAction, HokmView, HokmEvent, HokmOutcome, HokmOptions, 'hokm'>;

/**
 * The Hokm engine, built by the engine skeleton from Hokm's rule table; each function below is one of its members.
 *
 * @example
 * ```ts
 * import { hoc, hokm, type AnyEngine } from 'hoc-hokm';
 *
 * function actionsToEnd(engine: AnyEngine, options: object): number {
 *   let state = engine.setup(options);
 *   let n = 0;
 *   for (; !engine.isOver(state); n++) state = engine.apply(state, engine.legalActions(state)[0]);
 *   return n;
 * }
 * console.log(actionsToEnd(hokm.engine, { seed: 1 }), actionsToEnd(hoc.engine, { seed: 1 }));
 * ```
 */
export const engine: HokmEngine = /* @__PURE__ */ defineEngine(hokmRules);

/** Which game this is. */
export const game = 'hokm' as const;
/** Number of integer action ids (0–109). */
export const numActions: number = engine.numActions;

/**
 * A new match. Seeded mode (the default): the first hakem is chosen and the
 * first 5 cards are dealt (phase `trump`). Host mode (`shuffle: 'host'`):
 * the match waits in phase `shuffle` for the host's deck (see
 * {@link pendingDeal}). Throws `OptionsError` for bad options.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ players: 4, seed: 'table-17', target: 7 });
 * console.log(state.phase, hokm.toAct(state)); // 'trump', the hakem's seat
 * ```
 */
export const setup = engine.setup;

/**
 * Checks stored data (e.g. parsed JSON) thoroughly and returns it as a frozen state; throws `StateError`.
 *
 * @example
 * ```ts
 * import { hokm, isHocHokmError } from 'hoc-hokm';
 *
 * const saved = JSON.stringify(hokm.setup({ seed: 'table-17' })); // e.g. from a database
 * const state = hokm.restore(JSON.parse(saved));
 * try {
 *   hokm.restore({ ...JSON.parse(saved), phase: 'lunch' });
 * } catch (e) {
 *   if (isHocHokmError(e)) console.log(e.code); // BAD_STATE
 * }
 * console.log(hokm.isOver(state)); // false
 * ```
 */
export const restore = engine.restore;

/**
 * The number of seats.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * console.log(hokm.players(hokm.setup({ players: 3 }))); // 3
 * ```
 */
export const players = engine.players;

/**
 * The seat to act; `null` when the match is over or the host is to deal (phase `shuffle`).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const seat = hokm.toAct(state); // the hakem, who names trumps first
 * console.log(seat === hokm.view(state, 0).hakem); // true
 * ```
 */
export const toAct = engine.toAct;

/**
 * Host mode: what the host must shuffle now, or `null` (always `null` in
 * seeded mode). Apply `{ type: 'deal', deck }` with `deck` a permutation of
 * its `cards`, top card first.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { randomDeck } from 'hoc-hokm/host';
 *
 * let state = hokm.setup({ shuffle: 'host' });
 * let deal = hokm.pendingDeal(state); // { kind: 'draw', cards: [the 52 cards] }: the face-up draw for the first hakem
 * while (deal) {
 *   state = hokm.apply(state, { type: 'deal', deck: randomDeck(deal.cards) }); // then the first deal
 *   deal = hokm.pendingDeal(state);
 * }
 * console.log(state.phase, hokm.toAct(state) === state.hakem); // 'trump' true
 * ```
 */
export const pendingDeal = engine.pendingDeal;

/**
 * Every legal action of the seat to act, by id order; empty when over or in phase `shuffle`.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * console.log(hokm.legalActions(state)); // the four trump suits: [{ type: 'trump', suit: 'C' }, …]
 * ```
 */
export const legalActions = engine.legalActions;

/**
 * Whether `action` is legal now (for `seat`, when given). Never throws. A
 * server always passes the sender's seat: then a host's `deal` is
 * `NOT_YOUR_TURN` too.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const hakem = hokm.toAct(state)!;
 * console.log(hokm.validate(state, { type: 'trump', suit: 'S' }, hakem)); // { ok: true }
 * console.log(hokm.validate(state, { type: 'play', card: 'AS' }, hakem).ok); // false: WRONG_PHASE
 * console.log(hokm.validate(state, { type: 'trump', suit: 'S' }, (hakem + 1) % 4).ok); // false: NOT_YOUR_TURN
 * console.log(hokm.validate(state, 'garbage').ok); // false: BAD_ACTION
 * ```
 */
export const validate = engine.validate;

/**
 * {@link validate} as a type guard: `true` exactly when the action is
 * legal now (for `seat`, when given), and then TypeScript knows it is an
 * action of this game. Never throws.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const input: unknown = JSON.parse('{"type":"trump","suit":"H"}'); // from a client
 * if (hokm.isLegal(state, input, hokm.toAct(state)!)) console.log(hokm.apply(state, input).trump); // 'H': input is a HokmAction here
 * ```
 */
export const isLegal = engine.isLegal;

/**
 * The next state (frozen); throws `IllegalActionError`. The action (or the host's deal) is read once.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.setup({ seed: 5 });
 * state = hokm.apply(state, { type: 'trump', suit: 'H' });
 * console.log(state.phase, state.trump); // 'play' 'H'
 * ```
 */
export const apply = engine.apply;

/**
 * Like {@link apply}, and also returns the events of the transition.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const { state, events } = hokm.step(hokm.setup({ seed: 5 }), { type: 'trump', suit: 'H' });
 * for (const e of events) console.log(hokm.describe(e)); // "Seat … names hearts trumps.", then the deal
 * console.log(hokm.view(state, 0).hand.length); // 13
 * ```
 */
export const step = engine.step;

/**
 * What `seat` may know, with its legal actions when it is to act. Never the stock, other hands or the generator.
 *
 * @example
 * ```ts
 * import { formatCards, hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const v = hokm.view(state, hokm.toAct(state)!);
 * console.log(formatCards(v.hand), v.legal.length); // the hakem's five cards, 4 trump choices
 * ```
 */
export const view = engine.view;

/**
 * Whether the match is over.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.setup({ seed: 5, target: 1 });
 * while (!hokm.isOver(state)) state = hokm.apply(state, hokm.legalActions(state)[0]!);
 * console.log(hokm.toAct(state)); // null
 * ```
 */
export const isOver = engine.isOver;

/**
 * The winners and final points once over; `null` before.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * let state = hokm.setup({ players: 3, seed: 5 });
 * console.log(hokm.outcome(state)); // null
 * while (!hokm.isOver(state)) state = hokm.apply(state, hokm.legalActions(state)[0]!);
 * const { winners, points, hands } = hokm.outcome(state)!;
 * console.log(`seat ${winners[0]} wins ${points.join('–')} after ${hands} hands`);
 * ```
 */
export const outcome = engine.outcome;

/**
 * The integer id of an action; throws `BAD_ACTION` (or `BAD_CARD`) for a malformed one and for a deal, which has no id.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * console.log(hokm.encodeAction({ type: 'play', card: 'QS' })); // 50: the card's id
 * console.log(hokm.encodeAction({ type: 'trump', suit: 'C' })); // 104
 * ```
 */
export const encodeAction = engine.encodeAction;

/**
 * The action with an integer id (throws `BAD_ACTION_ID`).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * console.log(hokm.decodeAction(50)); // { type: 'play', card: 'QS' }
 * console.log(hokm.decodeAction(108)); // { type: 'draw', keep: true }
 * ```
 */
export const decodeAction = engine.decodeAction;

/**
 * A 0/1 mask of length {@link numActions}: 1 where the id is legal now.
 * With `out` (a `Uint8Array(numActions)`) the mask is written there and
 * nothing is allocated.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const mask = new Uint8Array(hokm.numActions); // one buffer, reused for every step
 * hokm.legalActionMask(state, mask); // mask[id] === 1 for each legal id
 * console.log(mask.reduce((a, b) => a + b, 0), mask[hokm.encodeAction({ type: 'trump', suit: 'S' })]); // 4 1
 * ```
 */
export const legalActionMask = engine.legalActionMask;

/**
 * The ids of every legal action, ascending (the ids of {@link legalActions});
 * for bots, with {@link applyMutable}.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 1 });
 * console.log(hokm.legalIds(state)); // [104, 105, 106, 107]: the four trump suits
 * const sim = hokm.clone(state);
 * while (!hokm.isOver(sim)) {
 *   const ids = hokm.legalIds(sim);
 *   hokm.applyMutable(sim, ids[0]!);
 * }
 * console.log(hokm.outcome(sim)!.points); // the final score, side by side
 * ```
 */
export const legalIds = engine.legalIds;

/**
 * {@link legalIds} written into a buffer you reuse (nothing allocated per
 * move, for rollouts): the ids, ascending, go into `out` from index 0 and
 * the count is returned. `out` is an `Int32Array` of length
 * {@link numActions} or more, or a plain `number[]`; entries after the
 * count are left as they were.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const sim = hokm.clone(hokm.setup({ seed: 1 }));
 * const ids = new Int32Array(hokm.numActions); // one buffer, reused for every move
 * while (!hokm.isOver(sim)) {
 *   const n = hokm.legalIdsInto(sim, ids);
 *   hokm.applyMutable(sim, ids[n - 1]!); // the highest legal id
 * }
 * console.log(hokm.outcome(sim)!.points); // the final score, side by side
 * ```
 */
export const legalIdsInto = engine.legalIdsInto;

/**
 * A full state consistent with everything a seat's view shows — counts,
 * played cards, the voids of players who did not follow suit, the card a
 * 2-player drawer looks at — each consistent deal equally likely
 * (docs/bots.md "Determinization"). `seed` is a seed or a generator (used
 * and advanced as given). Frozen by default; `{ mutable: true }` returns a
 * plain state for {@link applyMutable}. The sample always deals from its
 * own generator (seeded mode), so rollouts can deal. Throws `StateError`
 * for something that is not a view, for a forged view that no deal fits,
 * and for a view in phase `shuffle` (nothing is dealt yet).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { Rng, seedRng } from 'hoc-hokm/rng';
 *
 * const state = hokm.apply(hokm.setup({ seed: 5 }), { type: 'trump', suit: 'S' });
 * const seat = hokm.toAct(state)!;
 * const view = hokm.view(state, seat);
 * const rng = new Rng(seedRng('search')); // advanced by every sample
 * const world = hokm.sampleHidden(view, rng, { mutable: true }); // the cards this seat cannot see, dealt at random
 * console.log(JSON.stringify(hokm.view(world, seat)) === JSON.stringify(view)); // true: the seat cannot tell
 * hokm.applyMutable(world, hokm.legalIds(world)[0]!); // a rollout goes on in place
 * ```
 */
export const sampleHidden = engine.sampleHidden;

/**
 * {@link sampleHidden} for many samples of one view: the view is read once.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const hakem = hokm.toAct(state)!;
 * const draw = hokm.sampler(hokm.view(state, (hakem + 1) % 4)); // the hakem's left neighbour's view, read once
 * const worlds = [1, 2, 3].map((k) => draw(k, { mutable: true }));
 * for (const w of worlds) console.log(hokm.view(w, hakem).hand.join(' ')); // three guesses at the hakem's five cards
 * ```
 */
export const sampler = engine.sampler;

/**
 * Re-draws the future of a mutable state (from {@link clone} or a mutable
 * sample): a new generator from `seed`, and the undealt stock (the cards
 * nobody has seen) shuffled again. Throws `StateError` on a frozen state.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 }); // the hakem holds five cards; 47 are still to be dealt
 * const [a, b] = [hokm.clone(state), hokm.clone(state)];
 * hokm.reseed(a, 'rollout 1'); // each rollout meets its own next deals
 * hokm.reseed(b, 'rollout 2');
 * for (const s of [a, b]) hokm.applyMutable(s, { type: 'trump', suit: 'S' }); // the rest of the deal
 * const next = (hokm.toAct(state)! + 1) % 4;
 * console.log(hokm.view(a, next).hand.join(' ') !== hokm.view(b, next).hand.join(' ')); // true: other cards
 * ```
 */
export const reseed = engine.reseed;

/**
 * The score of every seat so far — the points of its side — the number of
 * finished hands and, once the match is over, the result (1 for the
 * winning side's seats, 0 otherwise). See {@link Returns}.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const s = hokm.clone(hokm.setup({ seed: 5 }));
 * const before = hokm.returns(s); // { finished: 0, score: [0, 0, 0, 0], result: null }
 * while (hokm.returns(s).finished === before.finished) hokm.applyMutable(s, hokm.legalIds(s)[0]!);
 * const gained = hokm.returns(s).score.map((x, seat) => x - before.score[seat]!);
 * console.log(gained); // the points of the first hand, per seat: [0, 1, 0, 1] for this seed
 * ```
 */
export const returns = engine.returns;

/**
 * The view as a fixed-length `Float32Array` for learning agents; the
 * layout is {@link observationLayout} (docs/bots.md "Observations"). With
 * `out` it is written there.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const x = hokm.observe(hokm.view(state, 0));
 * console.log(x.length === hokm.observationShape(4)[0]); // true
 * hokm.observe(hokm.view(state, 1), x); // written into x: no allocation
 * ```
 */
export const observe = engine.observe;

/**
 * The shape of {@link observe}'s vector for a player count: `[length]`.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * console.log(hokm.observationShape(4), hokm.observationShape(3), hokm.observationShape(2)); // [471] [408] [345]
 * ```
 */
export const observationShape = engine.observationShape;

/**
 * The layout of {@link observe}'s vector: each segment's name, offset, size
 * and meaning (the tables in docs/bots.md "Observations").
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const hakem = hokm.toAct(state)!;
 * const hand = hokm.observationLayout(4).find((row) => row.name === 'hand')!; // { name: 'hand', offset: 0, size: 52, text: … }
 * const x = hokm.observe(hokm.view(state, hakem));
 * console.log(x.subarray(hand.offset, hand.offset + hand.size).reduce((a, b) => a + b, 0)); // 5: the hakem's first five cards
 * ```
 */
export const observationLayout = engine.observationLayout;

/**
 * A mutable copy, for {@link applyMutable}: the lists an action changes in
 * place (hands, the cards played, the trick winners, the stock and, with 2
 * players, the discards) are copied, and reused by the copy across hands;
 * the match record, which actions replace rather than change, stays shared
 * (and frozen), and so do an empty stock and the discards of 3 and 4
 * players, which are always zeros (only 2-player hands discard, HOKM-9.3).
 * To copy into a state you reuse instead, see {@link copyInto}.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * const sim = hokm.clone(state);
 * hokm.applyMutable(sim, hokm.legalIds(sim)[0]!);
 * console.log(state.phase, sim.phase); // 'trump' 'play': the original is untouched
 * ```
 */
export const clone = engine.clone;

/**
 * Copies `source` into `target`, a mutable state (from {@link clone}) that
 * a bot reuses, and returns `target`: afterwards `target` equals
 * `clone(source)`, but its lists are overwritten in place, so a loop that
 * copies one state into the same scratch state over and over (a rollout
 * per copy) allocates no lists, and {@link applyMutable} then reuses them
 * across hands too. `source` is checked as by `clone` and may be frozen or
 * mutable (it is never changed; `target` shares its match record, which
 * actions replace rather than change). A frozen `target` is `BAD_STATE`,
 * and so is a `source` or `target` that is not a Hokm state; a list of
 * `target` that is frozen (shared with a frozen state) is replaced by a
 * copy. `source === target` is allowed and changes nothing.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const root = hokm.setup({ seed: 5 });
 * const scratch = hokm.clone(root);
 * const ids = new Int32Array(hokm.numActions);
 * for (let rollout = 0; rollout < 100; rollout++) {
 *   hokm.copyInto(root, scratch);
 *   const hand = scratch.match.handNo;
 *   while (scratch.match.handNo === hand && !hokm.isOver(scratch)) hokm.applyMutable(scratch, ids[hokm.legalIdsInto(scratch, ids) - 1]!);
 * }
 * console.log(root.phase); // 'trump': the source is untouched
 * ```
 */
export const copyInto = engine.copyInto;

/**
 * The bot fast path: applies `action` (an action or its integer id) in
 * place on a copy from {@link clone}, with the same rules and checks as
 * {@link apply}. All or nothing: it throws before changing anything (an
 * unknown id is `BAD_ACTION_ID`; a frozen state, or one whose hands,
 * discards, played cards or winners are frozen, is `BAD_STATE`).
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 * import { Rng, seedRng } from 'hoc-hokm/rng';
 *
 * const rng = new Rng(seedRng('rollout'));
 * const sim = hokm.clone(hokm.setup({ seed: 5 }));
 * let plays = 0;
 * while (!hokm.isOver(sim)) {
 *   const ids = hokm.legalIds(sim);
 *   hokm.applyMutable(sim, ids[rng.int(ids.length)]!);
 *   plays++;
 * }
 * console.log(`${plays} actions, score ${hokm.outcome(sim)!.points.join('–')}`);
 * ```
 */
export const applyMutable = engine.applyMutable;

/**
 * One event as a line, in English or in the locale of `options` (one of
 * {@link LOCALES}: `'en'`, `'fa'` Persian, `'fr'`, `'de'`); anything that is
 * not a Hokm event gives a fixed line saying so. A number in place of the
 * options (the index `Array.prototype.map` passes) counts as none, so
 * `events.map(hokm.describe)` gives English lines. Throws `OptionsError`
 * (`BAD_OPTIONS`) for an unknown locale; never for the event.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const { events } = hokm.step(hokm.setup({ seed: 5 }), { type: 'trump', suit: 'S' });
 * console.log(events.map(hokm.describe).join('\n'));
 * console.log(events.map((e) => hokm.describe(e, { locale: 'fa' })).join('\n')); // صندلی … حکم می‌کند: پیک.
 * ```
 */
export function describe(event: HokmEvent, options?: DescribeOptions | number): string {
  return describeIn(event, options);
}

/**
 * The events of the setup itself (the face-up draw for the hakem, when
 * there was one, and the first deal), for a UI starting a match; empty in
 * host mode, where the setup deals nothing.
 *
 * @example
 * ```ts
 * import { hokm } from 'hoc-hokm';
 *
 * const state = hokm.setup({ seed: 5 });
 * for (const e of hokm.openingEvents(state)) console.log(hokm.describe(e)); // the face-up draw, then the first five cards
 * ```
 */
export const openingEvents = engine.openingEvents;

// Exact analysis with every card known: docs/analysis.md.
export { solve, analyze, type HandValue, type SolveResult, type ActionValue, type Analysis } from './solve.js';
// From one seat's view: the mean exact value of every play over sampled worlds (docs/analysis.md).
export { analyzeView, MAX_WORLDS, type AnalyzeViewOptions, type ViewActionValue, type ViewAnalysis } from './analyze-view.js';
