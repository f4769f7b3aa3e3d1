/**
 * Checks an action against the rules once, returning its integer id, so
 * that `apply` never checks twice: the shape (exact fields and types), then
 * game over, turn, phase, the card's place and following suit (hokm.md
 * "Play" 2: you must play the suit led if you can).
 */
import { StateError, fail as failed, type ErrorCode, type Validation } from '../core/errors.js';
import { SUITS } from '../cards/index.js';
import { DISCARDS, DISCARD_BASE, DRAWS, KEEP_ID, PASS_ID, PLAYS, TRUMPS, TRUMP_BASE, numActions } from './ids.js';
import { formatId, idOf, suitNo } from './places.js';
import { has, suitBits } from './sets.js';
import { ledSuit } from './tricks.js';
import { turnOf } from './turn.js';
import type { HokmState, Phase } from './types.js';

/** A failed validation. */
export type Failure = Extract<Validation, { ok: false }>;

function fail(code: ErrorCode, message: string): Failure {
  return failed(code, message) as Failure;
}

function shapeError(a: unknown): Failure {
  return fail('BAD_ACTION', `not a Hokm action: ${JSON.stringify(a) ?? String(a)}; expected {type:'trump',suit} | {type:'play',card} | {type:'discard',card} | {type:'draw',keep}`);
}

function exactKeys(a: object, field: string): boolean {
  const proto = Object.getPrototypeOf(a);
  if (proto !== Object.prototype && proto !== null) return false;
  const keys = Object.keys(a);
  return keys.length === 2 && keys.includes('type') && keys.includes(field);
}

/** The id of a well-formed action, or the shape failure (`BAD_ACTION`, `BAD_CARD`). */
export function parseAction(a: unknown): number | Failure {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return shapeError(a);
  const r = a as Record<string, unknown>;
  const type = r.type;
  if (type === 'play' || type === 'discard') {
    const id = idOf(r.card);
    // The shared canonical objects (from legalActions/decodeAction) need no shape check.
    if (id !== undefined && (a === PLAYS[id] || a === DISCARDS[id])) return type === 'play' ? id : DISCARD_BASE + id;
    if (!exactKeys(a, 'card')) return shapeError(a);
    if (id === undefined) return fail('BAD_CARD', `${JSON.stringify(r.card) ?? String(r.card)} is not a card code like "QS"`);
    return type === 'play' ? id : DISCARD_BASE + id;
  }
  if (type === 'trump') {
    if (a !== TRUMPS[0] && a !== TRUMPS[1] && a !== TRUMPS[2] && a !== TRUMPS[3] && !exactKeys(a, 'suit')) return shapeError(a);
    if (!(SUITS as readonly unknown[]).includes(r.suit)) return shapeError(a);
    return TRUMP_BASE + suitNo(r.suit as (typeof SUITS)[number]);
  }
  if (type === 'draw') {
    if (a !== DRAWS[0] && a !== DRAWS[1] && !exactKeys(a, 'keep')) return shapeError(a);
    if (typeof r.keep !== 'boolean') return shapeError(a);
    return r.keep ? KEEP_ID : PASS_ID;
  }
  return shapeError(a);
}

function phaseOf(id: number): Phase {
  if (id < DISCARD_BASE) return 'play';
  if (id < TRUMP_BASE) return 'discard';
  if (id < KEEP_ID) return 'trump';
  return 'draw';
}

const PHASE_TEXT: Record<Phase, string> = {
  trump: 'the hakem names trumps now',
  discard: 'cards are discarded now (2 players)',
  draw: 'players draw from the stock now (2 players)',
  play: 'cards are played to tricks now',
  over: 'the match is over',
};

/**
 * The id of `action` if it is legal now for the seat to act (or for `seat`
 * when given), else the failure. Never throws.
 */
export function check(s: HokmState, action: unknown, seat?: unknown): number | Failure {
  if (!looksLikeState(s)) return fail('BAD_STATE', 'not a Hokm state (use setup or restore)');
  const id = parseAction(action);
  return typeof id === 'number' ? checkId(s, id, seat) : id;
}

/**
 * Like {@link check}, for an integer action id (the bots' fast path): an
 * id that is no action is `BAD_ACTION_ID`.
 */
export function checkIdOf(s: HokmState, id: number): number | Failure {
  if (!looksLikeState(s)) return fail('BAD_STATE', 'not a Hokm state (use setup or restore)');
  if (!Number.isInteger(id) || id < 0 || id >= numActions) return fail('BAD_ACTION_ID', `no Hokm action has id ${String(id)}`);
  return checkId(s, id, undefined);
}

/** Whether action `id` (well formed) is legal now; see {@link check}. */
function checkId(s: HokmState, id: number, seat: unknown): number | Failure {
  if (s.phase === 'over') return fail('GAME_OVER', 'the match is over; no action is accepted');
  const turn = turnOf(s)!;
  if (seat !== undefined) {
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) {
      return fail('BAD_SEAT', `seat must be 0 to ${s.players - 1}`);
    }
    if (seat !== turn) return fail('NOT_YOUR_TURN', `it is seat ${turn}'s turn, not seat ${seat}'s`);
  }
  const phase = phaseOf(id);
  if (phase !== s.phase) return fail('WRONG_PHASE', `${PHASE_TEXT[s.phase]}, not a ${phase} action`);
  if (phase === 'play') {
    const hand = s.hands[turn]!;
    if (!has(hand, id)) return fail('CARD_NOT_IN_HAND', `seat ${turn} does not hold ${formatId(id)}`);
    const led = ledSuit(s);
    if (led >= 0 && ((id / 13) | 0) !== led && suitBits(hand, led) !== 0) {
      return fail('MUST_FOLLOW_SUIT', `${SUITS[led]} was led and seat ${turn} holds one: following suit is compulsory (hokm.md "Play" 2)`);
    }
  } else if (phase === 'discard') {
    const card = id - DISCARD_BASE;
    if (!has(s.hands[turn]!, card)) return fail('CARD_NOT_IN_HAND', `seat ${turn} does not hold ${formatId(card)}`);
  }
  return id;
}

/**
 * A cheap tag-and-shape check for every public entry point (the thorough
 * one is `restore`), so garbage gets `BAD_STATE` instead of a crash.
 */
function looksLikeState(s: unknown): s is HokmState {
  const o = s as Partial<HokmState> | null;
  if (typeof o !== 'object' || o === null || o.game !== 'hokm') return false;
  const n = o.players;
  const p = o.phase;
  // Compared one by one: Array.prototype.includes costs more on this hot path.
  return (
    (n === 2 || n === 3 || n === 4) &&
    (p === 'play' || p === 'trump' || p === 'discard' || p === 'draw' || p === 'over') &&
    typeof o.hakem === 'number' &&
    typeof o.played === 'string' &&
    typeof o.table === 'string' &&
    typeof o.winners === 'string' &&
    typeof o.stock === 'string' &&
    Array.isArray(o.hands) &&
    o.hands.length === n &&
    Array.isArray(o.discards) &&
    o.discards.length === n &&
    typeof o.match === 'object' &&
    o.match !== null &&
    typeof o.match.options === 'object' &&
    o.match.options !== null &&
    Array.isArray(o.match.points)
  );
}

/** Throws `StateError` unless `s` looks like a Hokm state. */
export function assertState(s: unknown): asserts s is HokmState {
  if (!looksLikeState(s)) throw new StateError('not a Hokm state (use setup or restore)');
}
