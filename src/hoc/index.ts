/**
 * Hoc Mazarin, for 2 or 3 players: the three prizes (point, sequence,
 * tricon) with their bidding, payments and carte blanche, then the play of
 * runs and hocs (rules: docs/rules/hoc.md; decisions:
 * docs/rules/hoc-decisions.md). Guide for app developers: docs/hoc.md.
 *
 * @example
 * ```ts
 * import { setup, legalActions, apply, isOver, outcome } from 'hoc-hokm/hoc';
 * let s = setup({ players: 3, seed: 'table 1' });
 * while (!isOver(s)) s = apply(s, legalActions(s)[0]!);
 * outcome(s); // { balances, winners, unclaimed }
 * ```
 * @module hoc
 */
import { defineEngine } from '../core/define.js';
import type { Engine } from '../core/engine.js';
import { readLocale, type DescribeOptions } from '../core/locale.js';
import type { HocAction } from './actions.js';
import { analyzeViewWith, type HocAnalyzeViewOptions, type HocViewAnalysis } from './analyze-view.js';
import type { HocEvent } from './events.js';
import { hocRules } from './game.js';
import { describeOther } from './texts/index.js';
import type { HocOptions } from './options.js';
import type { HocOutcome } from './outcome.js';
import type { HocState } from './state.js';
import type { HocView } from './views.js';

// The errors and core types, so that one subpath is all a game's user imports.
export { HocHokmError, IllegalActionError, StateError, OptionsError, isHocHokmError, ERROR_CODES, type ErrorCode, type Validation } from '../core/errors.js';
export type { Seat, Engine, StepResult, DealAction, PendingDeal, Returns, SampleOptions, Sampler } from '../core/engine.js';
export type { LayoutRow } from '../core/observe.js';
export { LOCALES, type Locale, type DescribeOptions } from '../core/locale.js';
export * from './combos.js';
export * from './tables.js';
export type { HocAction, LayAction, WithoutAction, RaiseAction, SimpleBidAction, ShowAction, DoneAction, BlancheAction } from './actions.js';
export { ACTION_TYPES, ACTION_SPACE } from './actions.js';
export * from './events.js';
export { MAX_RAISE, SHUFFLES, type HocOptions, type HocConfig, type Shuffle } from './options.js';
export type { HocOutcome } from './outcome.js';
export {
  PHASES,
  STAGES,
  BID_STATUSES,
  isPrincipal,
  handCards,
  runsOf,
  type Phase,
  type Stage,
  type BidStatus,
  type Announcement,
  type Run,
  type Lie,
  type HocState,
} from './state.js';
export type { HocView, SeatView, PublicOptions } from './views.js';
export { stackDeck, FALSE_WITHOUT_PENALTY } from './deal.js';
export { CARTE_BLANCHE_PAYMENT } from './blanche.js';
export { HOC_PAYMENT } from './play.js';
export { shuffleHidden } from './sample.js';
export { totalChips } from './ledger.js';

/** The Hoc engine: one value with every entry point below, the same contract as Hokm's (`Engine`). */
export type HocEngine = Engine<HocState, HocAction, HocView, HocEvent, HocOutcome, HocOptions, 'hoc'>;

/**
 * The Hoc engine: built by the engine skeleton from Hoc's rule table; each function below is one of its members, behind the common {@link Engine}
 * contract, for code written once for both games.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 * import { simulate } from 'hoc-hokm/testkit';
 *
 * const report = simulate(hoc.engine, { games: 2, seed: 'check', options: () => ({ players: 2, deals: 2 }) });
 * console.log(report.actions);
 * ```
 */
export const engine: HocEngine = /* @__PURE__ */ defineEngine(hocRules);

/**
 * Which game this module plays: `'hoc'`.
 */
export const game = 'hoc' as const;

/**
 * The number of integer action ids: 0–51 lay a card, then without, bids, carte blanche, shows and raises 1–20.
 */
export const numActions: number = engine.numActions;

/**
 * A new game; options are checked (a bad one throws `OptionsError`,
 * `BAD_OPTIONS`); the first dealer is drawn and the first deal dealt.
 * Without a `seed` every game deals the same cards: a server passes a
 * secret seed, or uses host mode (`shuffle: 'host'`), where the game waits
 * in phase `shuffle` for the host's decks instead (see {@link pendingDeal}).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ players: 3, seed: 'table 7', deals: 6, chips: 100 });
 * console.log(state.phase, hoc.view(state, 0).prize); // 'bid' 'point'
 * ```
 */
export const setup = engine.setup;

/**
 * Checks stored data (for example parsed JSON) thoroughly and returns it as
 * a frozen Hoc state; throws `StateError` (`BAD_STATE`) for anything a game
 * could not reach. A state it accepts plays to its end.
 *
 * @example
 * ```ts
 * import { hoc, isHocHokmError } from 'hoc-hokm';
 *
 * const saved = JSON.stringify(hoc.setup({ seed: 7 })); // e.g. from a database
 * const state = hoc.restore(JSON.parse(saved));
 * try {
 *   hoc.restore({ ...JSON.parse(saved), balances: [1000, 0, 0] });
 * } catch (e) {
 *   if (isHocHokmError(e)) console.log(e.code); // BAD_STATE: chips are not conserved
 * }
 * console.log(hoc.isOver(state)); // false
 * ```
 */
export const restore = engine.restore;

/**
 * The number of players.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * console.log(hoc.players(hoc.setup({ players: 2 }))); // 2
 * ```
 */
export const players = engine.players;

/**
 * The seat to act, or `null` when the game is over or the host is to deal (phase `shuffle`).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ seed: 7 });
 * console.log(hoc.toAct(state) === hoc.view(state, 0).first); // true: first in hand bids first
 * ```
 */
export const toAct = engine.toAct;

/**
 * Host mode (`shuffle: 'host'`): what the host must shuffle now, or `null`
 * (always `null` in seeded mode). `kind` is `'draw'` for the draw for the
 * first dealer, `'deal'` for a deal; `cards` are the 52 cards in id order.
 * Apply `{ type: 'deal', deck }` with `deck` a permutation of `cards`, top
 * card first (anything else is `BAD_DECK`); the deal is dealt from it
 * exactly as seeded mode deals from its own shuffle.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 * import { randomDeck } from 'hoc-hokm/host';
 *
 * let state = hoc.setup({ players: 3, shuffle: 'host' });
 * let deal = hoc.pendingDeal(state); // { kind: 'draw', cards: [the 52 cards] }: the draw for the first dealer
 * while (deal) {
 *   state = hoc.apply(state, { type: 'deal', deck: randomDeck(deal.cards) }); // then the first deal
 *   deal = hoc.pendingDeal(state);
 * }
 * console.log(state.phase, hoc.toAct(state)); // 'bid' and first in hand
 * console.log(hoc.validate(state, { type: 'deal', deck: [] }, 0).ok); // false: NOT_YOUR_TURN, a deal never comes from a seat
 * ```
 */
export const pendingDeal = engine.pendingDeal;

/**
 * Every legal action of the seat to act, in id order (every raise amount
 * listed); empty when the game is over or in phase `shuffle`.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const actions = hoc.legalActions(hoc.setup({ seed: 7 }));
 * console.log(actions.slice(0, 3)); // [{ type: 'pass' }, { type: 'declare' }, { type: 'raise', amount: 1 }]
 * ```
 */
export const legalActions = engine.legalActions;

/**
 * Whether `action` is legal now (with `seat`: from that seat). Never
 * throws: use it on anything received from a network. The action is read
 * once into a plain copy, which is checked. A server always passes the
 * sender's seat: the host's `deal` (host mode) is checked without a seat,
 * and with any seat it is `NOT_YOUR_TURN`, so no client can deal.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ seed: 7 });
 * const seat = hoc.toAct(state)!;
 * console.log(hoc.validate(state, { type: 'declare' }, seat)); // { ok: true }
 * console.log(hoc.validate(state, { type: 'lay', card: 'KS' }, seat).ok); // false: WRONG_PHASE, the bidding comes first
 * console.log(hoc.validate(state, { type: 'raise', amount: 99 }, seat).ok); // false: above the raise limit
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
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ players: 3, seed: 2 });
 * const input: unknown = JSON.parse('{"type":"pass"}'); // from a client
 * if (hoc.isLegal(state, input, hoc.toAct(state)!)) console.log(hoc.apply(state, input).passes); // input is a HocAction here
 * ```
 */
export const isLegal = engine.isLegal;

/**
 * The next state (frozen; `state` is left as it was); throws
 * `IllegalActionError` with the code {@link validate} gives. The action is
 * read once. In host mode the host's `{ type: 'deal', deck }` is applied
 * here too (see {@link pendingDeal}).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ seed: 7 });
 * state = hoc.apply(state, { type: 'raise', amount: 2 });
 * console.log(hoc.view(state, 0).high); // 2: the highest bet on the point
 * ```
 */
export const apply = engine.apply;

/**
 * Like {@link apply}, and also returns the events, every chip movement included; safe to send to every player.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const { events } = hoc.step(hoc.setup({ seed: 7 }), { type: 'raise', amount: 2 });
 * for (const e of events) console.log(hoc.describe(e)); // the raise and the chips it bets
 * ```
 */
export const step = engine.step;

/**
 * What `seat` may know, with its legal actions when it is to act: send
 * each player their own view, never the state. A seat out of range is
 * `BAD_SEAT`.
 *
 * @example
 * ```ts
 * import { formatCards, hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ players: 3, seed: 7 });
 * const v = hoc.view(state, 1);
 * console.log(formatCards(v.hand), v.seats.map((s) => s.cards)); // seat 1's twelve cards; 12 each
 * ```
 */
export const view = engine.view;

/**
 * Whether the game is over (all deals played).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ players: 2, seed: 7, deals: 2 });
 * while (!hoc.isOver(state)) state = hoc.apply(state, hoc.legalActions(state)[0]!);
 * console.log(hoc.toAct(state)); // null
 * ```
 */
export const isOver = engine.isOver;

/**
 * Balances and winners once the game is over; `null` before.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ players: 3, seed: 7 });
 * console.log(hoc.outcome(state)); // null
 * while (!hoc.isOver(state)) state = hoc.apply(state, hoc.legalActions(state)[0]!);
 * const { balances, winners, unclaimed } = hoc.outcome(state)!;
 * console.log(balances, winners, unclaimed); // chips per seat, the richest seats, chips left in the pools
 * ```
 */
export const outcome = engine.outcome;

/**
 * The integer id of an action (throws `BAD_ACTION` for a malformed one and for
 * a deal, which has no id).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * console.log(hoc.encodeAction({ type: 'lay', card: 'QS' })); // 50: the card's id
 * console.log(hoc.encodeAction({ type: 'raise', amount: 3 })); // 114
 * ```
 */
export const encodeAction = engine.encodeAction;

/**
 * The action with an integer id (throws `BAD_ACTION_ID`).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * console.log(hoc.decodeAction(54)); // { type: 'declare' }
 * console.log(hoc.decodeAction(114)); // { type: 'raise', amount: 3 }
 * ```
 */
export const decodeAction = engine.decodeAction;

/**
 * A 0/1 mask over all {@link numActions} ids: 1 where legal now. With
 * `out` (a `Uint8Array(numActions)`) the mask is written there instead of
 * a new array.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const mask = hoc.legalActionMask(hoc.setup({ seed: 7 }));
 * console.log(mask.length, mask[hoc.encodeAction({ type: 'declare' })]); // 132 1
 * const buffer = new Uint8Array(hoc.numActions);
 * hoc.legalActionMask(hoc.setup({ seed: 7 }), buffer); // no allocation: the same buffer every call
 * ```
 */
export const legalActionMask = engine.legalActionMask;

/**
 * The ids of every legal action, ascending (the ids of {@link legalActions}),
 * computed without building action objects; for bots, with
 * {@link applyMutable}, which takes an id.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const ids = hoc.legalIds(hoc.setup({ seed: 7 }));
 * console.log(ids.slice(0, 3).map(hoc.decodeAction)); // pass, declare, raise 1
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
 * import { hoc } from 'hoc-hokm';
 *
 * const ids = new Int32Array(hoc.numActions); // one buffer, reused for every move
 * const n = hoc.legalIdsInto(hoc.setup({ seed: 7 }), ids);
 * console.log(Array.from(ids.subarray(0, n)).map(hoc.decodeAction)[0]); // pass, as legalIds(…)[0]
 * ```
 */
export const legalIdsInto = engine.legalIdsInto;

/**
 * A full state consistent with everything a seat's view shows — counts,
 * shown and laid cards, the ranks players said "without", every
 * announcement (point count and value, sequence length and top, tricon
 * size and rank) — each consistent deal equally likely (docs/bots.md
 * "Determinization"). `seed` is a seed or a generator (used and advanced as
 * given). Frozen by default; `{ mutable: true }` returns a plain state for
 * {@link applyMutable}. A sample always deals from its own generator
 * (`shuffle: 'seeded'`, even from a host-mode view), so rollouts can play
 * on through later deals. Throws `StateError` for a forged view no deal
 * fits, and for a view in phase `shuffle` (nothing is dealt to sample).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ seed: 7 });
 * const view = hoc.view(state, 0);
 * const world = hoc.sampleHidden(view, 'sample-1'); // the other hands and the stock dealt at random
 * console.log(JSON.stringify(hoc.view(world, 0)) === JSON.stringify(view)); // true: seat 0 cannot tell
 * ```
 */
export const sampleHidden = engine.sampleHidden;

/**
 * {@link sampleHidden} for many samples of one view: the view is read and
 * its constraints counted once.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ players: 3, seed: 7 });
 * const draw = hoc.sampler(hoc.view(state, 0)); // seat 0's view, read and counted once
 * const worlds = [1, 2, 3].map((k) => draw(k, { mutable: true }));
 * for (const w of worlds) console.log(hoc.view(w, 1).hand.join(' ')); // three guesses at seat 1's hand
 * ```
 */
export const sampler = engine.sampler;

/**
 * Re-draws the future of a mutable state (from {@link clone} or a mutable
 * sample): a new generator from `seed`, which deals the next deals. (The
 * undealt cards of the current deal are never dealt, so nothing else
 * changes; in host mode the host deals, so only the generator changes.)
 * Throws `StateError` on a frozen state.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ players: 2, seed: 7 });
 * const [a, b] = [hoc.clone(state), hoc.clone(state)];
 * hoc.reseed(a, 'rollout 1'); // each rollout meets its own next deals
 * hoc.reseed(b, 'rollout 2');
 * for (const s of [a, b]) {
 *   while (hoc.returns(s).finished === 0) hoc.applyMutable(s, hoc.legalIds(s)[0]!); // the same first deal
 * }
 * console.log(hoc.view(a, 0).hand.join(' ') !== hoc.view(b, 0).hand.join(' ')); // true: a different second deal
 * ```
 */
export const reseed = engine.reseed;

/**
 * The score of every seat so far — chips won or lost (balance minus the
 * starting chips) — the number of finished deals and, once the game is
 * over, each seat's share of the win (1, or `1/k` for `k` tied leaders).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const s = hoc.clone(hoc.setup({ seed: 7 }));
 * const before = hoc.returns(s); // { finished: 0, score: [-3, -3, -3], result: null }: the stakes are down
 * while (hoc.returns(s).finished === before.finished) hoc.applyMutable(s, hoc.legalIds(s)[0]!);
 * const won = hoc.returns(s).score.map((x, seat) => x - before.score[seat]!);
 * console.log(won); // chips won or lost in the rest of the deal, per seat: [5, -5, -9] for this seed
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
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ players: 3, seed: 7 });
 * const x = hoc.observe(hoc.view(state, 0));
 * console.log(x.length === hoc.observationShape(3)[0]); // true
 * hoc.observe(hoc.view(state, 1), x); // written into x: no allocation
 * ```
 */
export const observe = engine.observe;

/**
 * The shape of {@link observe}'s vector for a player count: `[length]`.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * console.log(hoc.observationShape(3), hoc.observationShape(2)); // [755] [571]
 * ```
 */
export const observationShape = engine.observationShape;

/**
 * The layout of {@link observe}'s vector: each segment's name, offset, size
 * and meaning (the tables in docs/bots.md "Observations").
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const cards = hoc.observationLayout(3).find((row) => row.name === 'cards')!; // { name: 'cards', offset: 484, size: 3, text: … }
 * const x = hoc.observe(hoc.view(hoc.setup({ seed: 7 }), 0));
 * console.log(Array.from(x.subarray(cards.offset, cards.offset + cards.size), (f) => Math.round(f * 15))); // [12, 12, 12]: cards in each hand
 * ```
 */
export const observationLayout = engine.observationLayout;

/**
 * A mutable deep copy, for {@link applyMutable}.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ seed: 7 });
 * const sim = hoc.clone(state);
 * hoc.applyMutable(sim, hoc.encodeAction({ type: 'declare' }));
 * console.log(hoc.toAct(state) !== hoc.toAct(sim)); // true: the original is untouched
 * ```
 */
export const clone = engine.clone;

/**
 * Copies `source` into `target`, a mutable state (from {@link clone}) that
 * a bot reuses, and returns `target`: afterwards `target` equals
 * `clone(source)`, but its lists (and its options) are overwritten in
 * place, so a loop that copies one state into the same scratch state over
 * and over (a rollout per copy) allocates no lists, and
 * {@link applyMutable} then reuses them in the next deals too. `source` is
 * checked as by `clone` and may be frozen or mutable (it is never changed;
 * `target` shares its announcements and false "without"s, which actions
 * replace rather than change). A frozen `target` is `BAD_STATE`, and so is
 * a `source` or `target` that is not a Hoc state; a list of `target` that
 * is frozen (shared with a frozen state) is replaced by a copy.
 * `source === target` is allowed and changes nothing.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const root = hoc.setup({ players: 2, seed: 5 });
 * const scratch = hoc.clone(root);
 * const ids = new Int32Array(hoc.numActions);
 * for (let rollout = 0; rollout < 100; rollout++) {
 *   hoc.copyInto(root, scratch);
 *   hoc.reseed(scratch, rollout); // this rollout's own next deals
 *   while (scratch.deal === root.deal) hoc.applyMutable(scratch, ids[hoc.legalIdsInto(scratch, ids) - 1]!);
 * }
 * console.log(root.phase, root.laid.length); // 'bid' 0: the source is untouched
 * ```
 */
export const copyInto = engine.copyInto;

/**
 * The events of `setup` itself: the draw for the first dealer and the first
 * deal's stakes, so that a ledger built from events is complete. In host
 * mode `setup` draws and deals nothing (unless the options fix the first
 * dealer and the first deck): the host's `deal` actions give those events.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * for (const e of hoc.openingEvents(hoc.setup({ seed: 7 }))) console.log(hoc.describe(e)); // the draw, the deal, the stakes
 * ```
 */
export const openingEvents = engine.openingEvents;

/**
 * The bot fast path: applies `action`, or its integer id, in place to a copy
 * from {@link clone}, with the checks of {@link apply}. All or nothing: it
 * throws before changing anything (an id that is not an integer from 0 to
 * {@link numActions} − 1 is `BAD_ACTION_ID`; a state with any frozen part
 * is `BAD_STATE`).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 * import { Rng, seedRng } from 'hoc-hokm/rng';
 *
 * const rng = new Rng(seedRng('rollout'));
 * const sim = hoc.clone(hoc.setup({ players: 2, seed: 7, deals: 2 }));
 * while (!hoc.isOver(sim)) {
 *   const ids = hoc.legalIds(sim);
 *   hoc.applyMutable(sim, ids[rng.int(ids.length)]!);
 * }
 * console.log(hoc.outcome(sim)!.balances);
 * ```
 */
export const applyMutable = engine.applyMutable;

/**
 * One event as a line, in English or in the locale of `options` (one of
 * {@link LOCALES}: `'en'`, `'fa'` Persian, `'fr'` in the game's own French
 * terms, `'de'`); anything that is not a Hoc event gives a fixed line saying
 * so. A number in place of the options (the index `Array.prototype.map`
 * passes) counts as none, so `events.map(hoc.describe)` gives English
 * lines. Throws `OptionsError` (`BAD_OPTIONS`) for an unknown locale; never
 * for the event.
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * const state = hoc.setup({ seed: 7 });
 * const { events } = hoc.step(state, { type: 'declare' });
 * console.log(events.map(hoc.describe).join('\n')); // what the first in hand declares for the point
 * console.log(events.map((e) => hoc.describe(e, { locale: 'fr' })).join('\n')); // « La place … annonce … pour le point. »
 * ```
 */
export function describe(event: HocEvent, options?: DescribeOptions | number): string {
  const locale = readLocale(options);
  return locale === 'en' ? engine.describe(event) : describeOther(locale, event);
}
export { solve, analyze, type PlayAction, type DealValue, type SolveResult, type ActionValue, type Analysis } from './solve.js';

/**
 * What every legal action of the play (a card, or "without") is worth from
 * one seat's view: the mean, over `worlds` deals drawn by {@link sampler}
 * (every deal consistent with the view equally likely, seeded by `seed`),
 * of each action's exact chips to the end of the deal with every card
 * known ({@link analyze}; with 3 players paranoid, HOC-D35): a hint for the
 * seat to act, or a review of its choice from what it knew. Deterministic
 * for a seed and a number of worlds; `timeMs` with a clock `now` stops
 * starting worlds once spent (at least one is solved). The view must be
 * that of the seat to act in phase `play`: another phase is `WRONG_PHASE`,
 * anything else `BAD_STATE`; bad options are `BAD_OPTIONS`. Early in a
 * 3-player deal one world can take the solver seconds (docs/analysis.md).
 *
 * @example
 * ```ts
 * import { hoc } from 'hoc-hokm';
 *
 * let state = hoc.setup({ players: 2, seed: 'hint' });
 * while (state.phase !== 'play' || state.laid.length < 10) state = hoc.apply(state, hoc.legalActions(state)[0]!); // the bidding, 10 cards laid
 * const seat = hoc.toAct(state)!;
 * const a = hoc.analyzeView(hoc.view(state, seat), { worlds: 2, seed: 'hint' });
 * for (const { action, score, loss } of a.actions) console.log(action.type === 'lay' ? action.card : 'without', score.toFixed(2), loss.toFixed(2));
 * console.log('best:', a.best.map((x) => (x.type === 'lay' ? x.card : 'without')).join(' '), `(${a.worlds} worlds)`);
 * ```
 */
export function analyzeView(view: HocView, options: HocAnalyzeViewOptions): HocViewAnalysis {
  return analyzeViewWith(engine.sampler, view, options);
}
export type { HocAnalyzeViewOptions, HocViewActionValue, HocViewAnalysis } from './analyze-view.js';
