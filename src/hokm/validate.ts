/**
 * Reading and checking Hokm actions: an action is read once into its
 * integer id (or, for the host's `deal`, a copy of its deck), checking its
 * shape (exact fields and types); then, after the engine's generic checks
 * (src/core/define.ts), the phase, the card's place and following suit
 * (HOKM-5.3: you must play the suit led if you can).
 */
import { fail as failed, type ErrorCode, type Validation } from '../core/errors.js';
import { excerpt, readAction, readList } from '../core/input.js';
import { table } from '../core/tables.js';
import { SUITS } from '../cards/index.js';
import { BY_ID, DISCARD_BASE, KEEP_ID, PASS_ID, TRUMP_BASE } from './ids.js';
import { playIds } from './options.js';
import { BIT_OF, SUIT_OF, formatId, idOf } from './places.js';
import { holds } from './sets.js';
import { ledSuit } from './tricks.js';
import { turnOf } from './turn.js';
import type { HokmState, Phase } from './types.js';

/** A failed validation. */
export type Failure = Extract<Validation, { ok: false }>;

/** The host's deck, read once and checked: card ids, top card first. */
export interface DealCopy {
  /** Card ids, top card first. */
  deck: number[];
}

function fail(code: ErrorCode, message: string): Failure {
  return failed(code, message) as Failure;
}

const EXPECTED = "expected {type:'trump',suit} | {type:'play',card} | {type:'discard',card} | {type:'draw',keep} | {type:'deal',deck}";

/** The fields of each action type (a Map: a type such as "constructor" has none). */
const FIELDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['play', ['card']],
  ['discard', ['card']],
  ['trump', ['suit']],
  ['draw', ['keep']],
  ['deal', ['deck']],
]);
const fieldsOf = (type: string) => FIELDS.get(type);

/** The shared canonical action objects (from `legalActions`/`decodeAction`) by identity: no need to read them. */
const CANONICAL: ReadonlyMap<unknown, number> = new Map(BY_ID.map((a, id) => [a, id]));

/**
 * The id of a well-formed action, a copy of a deal's deck, or the shape
 * failure (`BAD_ACTION`, `BAD_CARD`, `BAD_DECK`). Every field is read once.
 */
export function parseAction(a: unknown): number | DealCopy | Failure {
  const known = CANONICAL.get(a);
  if (known !== undefined) return known;
  const r = readAction(a, fieldsOf);
  if (typeof r === 'string') return fail('BAD_ACTION', `not a Hokm action: ${r}; ${EXPECTED}`);
  const v = r.values[0];
  switch (r.type) {
    case 'play':
    case 'discard': {
      const id = idOf(v);
      if (id === undefined) return fail('BAD_CARD', `${excerpt(v)} is not a card code like "QS"`);
      return r.type === 'play' ? id : DISCARD_BASE + id;
    }
    case 'trump': {
      const suit = typeof v === 'string' ? SUITS.indexOf(v as (typeof SUITS)[number]) : -1;
      if (suit < 0) return fail('BAD_ACTION', `${excerpt(v)} is not a suit (C, D, H or S)`);
      return TRUMP_BASE + suit;
    }
    case 'draw':
      if (typeof v !== 'boolean') return fail('BAD_ACTION', `keep is true or false, not ${excerpt(v)}`);
      return v ? KEEP_ID : PASS_ID;
    default:
      return readDeck(v);
  }
}

/** A deal's deck, read once: at most 52 card codes, each once (which cards is checked against the state later). */
function readDeck(v: unknown): DealCopy | Failure {
  const list = readList(v, 52);
  if (typeof list === 'string') return fail('BAD_DECK', `deck: ${list}`);
  const seen = new Uint8Array(52);
  const deck: number[] = [];
  for (const c of list) {
    const id = idOf(c);
    if (id === undefined) return fail('BAD_DECK', `deck: ${excerpt(c)} is not a card code like "QS"`);
    if (seen[id] === 1) return fail('BAD_DECK', `deck: ${excerpt(c)} appears twice`);
    seen[id] = 1;
    deck.push(id);
  }
  return { deck };
}

function phaseOf(id: number): Phase {
  if (id < DISCARD_BASE) return 'play';
  if (id < TRUMP_BASE) return 'discard';
  if (id < KEEP_ID) return 'trump';
  return 'draw';
}

const PHASE_TEXT: Readonly<Record<Phase, string>> = table({
  shuffle: 'the host is to deal (a deal action)',
  trump: 'the hakem names trumps now',
  discard: 'cards are discarded now (2 players)',
  draw: 'players draw from the stock now (2 players)',
  play: 'cards are played to tricks now',
  over: 'the match is over',
});

/**
 * The game's own checks of a well-formed move for the seat to act, after
 * the engine's generic ones (game over, seat, turn: src/core/define.ts):
 * the phase, the card's place and following suit; for a host's deal, that
 * one is pending and shuffles exactly the cards in play. `null` when legal.
 */
export function checkMove(s: HokmState, m: number | DealCopy): Failure | null {
  return typeof m === 'number' ? checkId(s, m) : checkDeal(s, m);
}

/** A deal must shuffle exactly the cards pending. */
function checkDeal(s: HokmState, d: DealCopy): Failure | null {
  if (s.phase !== 'shuffle') return fail('WRONG_PHASE', `no deal is pending: ${PHASE_TEXT[s.phase]}`);
  const cards = playIds(s.match.options);
  if (d.deck.length !== cards.length || !cards.every((id) => d.deck.includes(id))) {
    return fail('BAD_DECK', `the deck must hold each of the ${cards.length} cards in play exactly once`);
  }
  return null;
}

/**
 * Whether `seat` (the seat to act, in phase `play`, with `hands` its
 * state's masks and `led` the suit led, -1 for none) may play card `id`
 * now: it holds the card and follows suit if it can (HOKM-5.3). The fast
 * path's check; {@link checkMove} says why not.
 */
export function mayPlay(hands: readonly number[], seat: number, led: number, id: number): boolean {
  const at = seat * 4;
  const suit = SUIT_OF[id]!;
  if ((hands[at + suit]! & BIT_OF[id]!) === 0) return false;
  return led < 0 || suit === led || hands[at + led] === 0;
}

/** Whether action `id` (well formed) is legal now for the seat to act. */
function checkId(s: HokmState, id: number): Failure | null {
  const phase = phaseOf(id);
  if (phase !== s.phase) return fail('WRONG_PHASE', `${PHASE_TEXT[s.phase]}, not a ${phase} action`);
  if (phase === 'play') {
    const turn = turnOf(s)!;
    if (!holds(s.hands, turn, id)) return fail('CARD_NOT_IN_HAND', `seat ${turn} does not hold ${formatId(id)}`);
    const led = ledSuit(s);
    if (led >= 0 && SUIT_OF[id] !== led && s.hands[turn * 4 + led] !== 0) {
      return fail('MUST_FOLLOW_SUIT', `${SUITS[led]} was led and seat ${turn} holds one: following suit is compulsory (HOKM-5.3)`);
    }
  } else if (phase === 'discard') {
    const turn = turnOf(s)!;
    const card = id - DISCARD_BASE;
    if (!holds(s.hands, turn, card)) return fail('CARD_NOT_IN_HAND', `seat ${turn} does not hold ${formatId(card)}`);
  }
  return null;
}
