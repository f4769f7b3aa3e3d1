/**
 * A toy engine for testing the test kit itself: two players each get three
 * cards and take turns laying one on a pile until both hands are empty.
 */
import {
  DECK,
  Rng,
  cardFromId,
  cardId,
  isCard,
  seedRng,
  OK,
  fail,
  IllegalActionError,
  StateError,
  type Card,
  type DealAction,
  type Engine,
  type RngState,
  type Seed,
  type Validation,
} from '../../src/index.js';

export interface ToyState {
  hands: Card[][];
  pile: Card[];
  turn: number;
  rng: RngState;
}
export type ToyAction = { type: 'play'; card: Card };
export interface ToyView {
  seat: number;
  hand: Card[];
  pile: Card[];
  counts: number[];
  turn: number;
}

function setup(options: { seed?: Seed } = {}): ToyState {
  const r = new Rng(seedRng(options.seed ?? 0));
  const deck = r.shuffle(DECK.slice());
  return { hands: [deck.slice(0, 3), deck.slice(3, 6)], pile: [], turn: 0, rng: r.state() };
}
const isOver = (s: ToyState) => s.hands.every((h) => h.length === 0);
const toAct = (s: ToyState) => (isOver(s) ? null : s.turn);
const legalActions = (s: ToyState): ToyAction[] => (isOver(s) ? [] : s.hands[s.turn]!.map((card) => ({ type: 'play', card })));
function validate(s: ToyState, a: unknown, seat?: number): Validation {
  if (isOver(s)) return fail('GAME_OVER', 'over');
  if (typeof a !== 'object' || a === null || Object.keys(a).length !== 2 || (a as ToyAction).type !== 'play') return fail('BAD_ACTION', 'bad');
  const card = (a as ToyAction).card;
  if (!isCard(card)) return fail('BAD_CARD', 'bad card');
  if (seat !== undefined && seat !== s.turn) return fail('NOT_YOUR_TURN', 'wait');
  if (!s.hands[s.turn]!.includes(card)) return fail('CARD_NOT_IN_HAND', 'not held');
  return OK;
}
function step(s: ToyState, action: ToyAction | DealAction) {
  const v = validate(s, action);
  if (!v.ok) throw new IllegalActionError(v.code, v.message);
  const a = action as ToyAction;
  const hands = s.hands.map((h, i) => (i === s.turn ? h.filter((c) => c !== a.card) : h));
  return { state: { ...s, hands, pile: [...s.pile, a.card], turn: 1 - s.turn }, events: [{ type: 'played', card: a.card }] };
}

/** A correct toy engine. */
export const toy: Engine<ToyState, ToyAction, ToyView, unknown, { winner: number }, { seed?: Seed }> = {
  game: 'hoc',
  numActions: 52,
  setup,
  openingEvents: () => [],
  restore(d) {
    if (typeof d !== 'object' || d === null || !Array.isArray((d as ToyState).hands)) throw new StateError('not a toy state');
    return d as ToyState;
  },
  players: () => 2,
  toAct,
  pendingDeal: () => null,
  legalActions,
  validate,
  isLegal: (s, a, seat): a is ToyAction => validate(s, a, seat).ok,
  apply: (s, a) => step(s, a).state,
  step,
  view: (s, seat) => ({ seat, hand: s.hands[seat]!, pile: s.pile, counts: s.hands.map((h) => h.length), turn: s.turn }),
  isOver,
  outcome: (s) => (isOver(s) ? { winner: 0 } : null),
  encodeAction: (a) => cardId(a.card),
  decodeAction: (id) => ({ type: 'play', card: cardFromId(id)! }),
  legalActionMask(s, out) {
    const m = out ?? new Uint8Array(52);
    m.fill(0);
    for (const a of legalActions(s)) m[cardId(a.card)] = 1;
    return m;
  },
  sampleHidden(v, seed) {
    const r = seed instanceof Rng ? seed : new Rng(seedRng(seed as Seed));
    const unseen = r.shuffle(DECK.filter((c) => !v.hand.includes(c) && !v.pile.includes(c)));
    const hands = v.counts.map((n, i) => (i === v.seat ? v.hand.slice() : unseen.splice(0, n)));
    return { hands, pile: v.pile, turn: v.turn, rng: r.state() };
  },
  sampler: (v) => (seed) => toy.sampleHidden(v, seed),
  reseed(s, seed) {
    s.rng = (seed instanceof Rng ? seed : new Rng(seedRng(seed as Seed))).state();
  },
  returns: (s) => ({ finished: isOver(s) ? 1 : 0, score: [0, 0], result: isOver(s) ? [1, 0] : null }),
  observe: (v) => Float32Array.from(DECK, (c) => (v.hand.includes(c) ? 1 : 0)),
  observationShape: () => [52],
  observationLayout: () => [{ name: 'hand', offset: 0, size: 52, text: 'the cards in hand' }],
  describe: () => 'a card is laid',
  legalIds: (s) =>
    legalActions(s)
      .map((a) => cardId(a.card))
      .sort((x, y) => x - y),
  legalIdsInto(s, out) {
    const ids = toy.legalIds(s);
    for (let i = 0; i < ids.length; i++) out[i] = ids[i]!;
    return ids.length;
  },
  clone: (s) => JSON.parse(JSON.stringify(s)),
  copyInto: (s, t) => Object.assign(t, JSON.parse(JSON.stringify(s)) as ToyState),
  applyMutable(s, a) {
    Object.assign(s, step(s, typeof a === 'number' ? { type: 'play', card: cardFromId(a)! } : (a as ToyAction)).state);
  },
};

/** Moves the cards hidden from `seat` (the other hand and the undealt deck) around. */
export function shuffleToyHidden(s: ToyState, seat: number, seed: Seed): ToyState {
  const other = 1 - seat;
  const r = new Rng(seedRng(seed));
  const hidden = r.shuffle(DECK.filter((c) => !s.hands[seat]!.includes(c) && !s.pile.includes(c)));
  const hands = s.hands.slice();
  hands[other] = hidden.slice(0, s.hands[other]!.length);
  return { ...s, hands };
}
