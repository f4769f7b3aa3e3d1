/**
 * What the seat to act may do, as a list of ids (`legalIds`, ascending;
 * `legalActions` decodes them) and as a check of one action (`validate`).
 * Both read the same rule helpers so they always agree.
 */
import { RANKS } from '../cards/cards.js';
import { formatRank } from '../cards/format.js';
import { OK, fail, type Validation } from '../core/errors.js';
import { bitCount } from '../core/numbers.js';
import { table } from '../core/tables.js';
import { ID, RAISE_BASE, SHOW_BASE, actionOf, type HocAction } from './actions.js';
import { canDeclare, maxRaise } from './bidding.js';
import { showable } from './payments.js';
import { holdsObligatory, mayLay } from './play.js';
import { hasAt, holdsOrdinary, idOf, isPrincipal, type HocState } from './state.js';

/**
 * The ids of every legal action of the seat to act, ascending; empty when
 * the game is over. This is the one legal-move generator: the fixed ids
 * happen to list each phase's moves in the order they are generated here,
 * so no sort is needed beyond the cards'.
 */
export function legalIds(s: HocState): number[] {
  switch (s.phase) {
    case 'over':
    case 'shuffle':
      return [];
    case 'play':
      return playIds(s);
    case 'bid':
      return bidIds(s);
    case 'blanche':
      return blancheHand(s, s.turn) ? [ID.blancheYes, ID.blancheNo] : [ID.blancheNo];
    case 'show':
      return showIds(s);
  }
}

/** Every legal action of the seat to act, in id order: the decoded {@link legalIds}. */
export function legalActions(s: HocState): HocAction[] {
  return legalIds(s).map(actionOf);
}

/** The bidding: pass, declare, call or good as the stage allows, then every raise amount. */
function bidIds(s: HocState): number[] {
  const t = s.turn;
  if (s.stage === 'declare') return canDeclare(s, t) ? [ID.declare, ID.good] : [ID.good];
  const out: number[] = [ID.pass];
  if (s.stage === 'open' && canDeclare(s, t)) out.push(ID.declare);
  if (s.stage === 'raised') out.push(ID.call);
  const m = maxRaise(s);
  for (let a = 1; a <= m; a++) out.push(RAISE_BASE + a - 1);
  return out;
}

/** The show phase: done, then the combinations still to show, by their naming card's id. */
function showIds(s: HocState): number[] {
  // "done" comes first after the sort too: its id is below every show id.
  const out: number[] = [ID.done];
  for (const card of showable(s)) out.push(SHOW_BASE + idOf(card));
  return out.sort((a, b) => a - b);
}

/**
 * The play: the cards that may be laid, by id, then "without" (whose id
 * comes after every card's) unless a card must be laid. Counted first and
 * written into a list of that length: filling a list grown from empty
 * would give {@link fillPlayIds}'s store both growing lists and the typed
 * arrays of `legalIdsInto`, and V8 then stores slowly at that site for
 * both.
 */
function playIds(s: HocState): number[] {
  const need = s.top + 1;
  const replace = replaces(s, need);
  const ids = new Array<number>(bitCount(playable(s, 0, need, replace)) + bitCount(playable(s, 1, need, replace)) + (replace ? 1 : 0));
  fillPlayIds(s, ids);
  return ids;
}

/**
 * {@link legalIds} written into `out` (a list or a typed array with room
 * for every id: `numActions` always suffices); returns how many. For
 * a caller that reuses one buffer for every move (no list per call). The
 * state is assumed valid, as for `legalIds`.
 */
export function fillLegalIds(s: HocState, out: { [i: number]: number; length: number }): number {
  if (s.phase === 'play') return fillPlayIds(s, out);
  const ids = legalIds(s);
  for (let i = 0; i < ids.length; i++) out[i] = ids[i]!;
  return ids.length;
}

/**
 * The play's ids into `out`; returns how many. Straight from the hand's
 * rank masks (this runs before every move of a random rollout): the cards
 * that fit (any card to start a run, else the needed rank), then, when a
 * principal hoc may stand in for the needed rank, the principal hocs, and
 * "without" last; read out two suits to a word (so bit b of the first
 * word is card id b, of the second 26 + b), in ascending id order: no
 * sort, and half the loops of one suit at a time.
 */
function fillPlayIds(s: HocState, out: { [i: number]: number }): number {
  const need = s.top + 1;
  const replace = replaces(s, need);
  let k = 0;
  for (let x = playable(s, 0, need, replace); x !== 0; x &= x - 1) out[k++] = 31 - Math.clz32(x & -x);
  for (let x = playable(s, 1, need, replace); x !== 0; x &= x - 1) out[k++] = 26 + 31 - Math.clz32(x & -x);
  if (replace) out[k++] = ID.without;
  return k;
}

/** Whether a principal hoc out of its place may stand for the needed rank `need` (1–12; none to start a run), and so "without" is legal too: when "without" is. */
function replaces(s: HocState, need: number): boolean {
  return need !== 0 && (s.options.falseWithout || !holdsOrdinary(s, s.turn, need));
}

// The principal hocs (HOC-8.8: every King, J♦, Q♠; PRINCIPAL_MASKS) of each pair of suits as one word, as playable reads the
// hands: K♣ and K♦ J♦, then K♥ and K♠ Q♠ (the second suit's ranks from bit 13).
const PRINCIPAL_PAIRS: readonly number[] = [(1 << 12) | (((1 << 12) | (1 << 10)) << 13), (1 << 12) | (((1 << 12) | (1 << 11)) << 13)];

/**
 * The cards of one pair of suits (0: C and D, 1: H and S) the seat to act
 * may lay, as one word of two 13-bit rank masks (the second suit's from
 * bit 13): any card held to start a run (`need` 0), else the needed rank
 * and, when `replace`, the principal hocs.
 */
function playable(s: HocState, pair: number, need: number, replace: boolean): number {
  const h = s.hands;
  const at = 4 * s.turn + 2 * pair;
  const held = h[at]! | (h[at + 1]! << 13);
  if (need === 0) return held;
  const ranks = (1 << need) | (1 << (need + 13));
  return held & (replace ? ranks | PRINCIPAL_PAIRS[pair]! : ranks);
}

/** Whether `seat` may declare carte blanche: no King, Queen or Jack in hand (HOC-7.1). */
export function blancheHand(s: HocState, seat: number): boolean {
  const faces = (1 << 10) | (1 << 11) | (1 << 12);
  const h = s.hands;
  const at = 4 * seat;
  return ((h[at]! | h[at + 1]! | h[at + 2]! | h[at + 3]!) & faces) === 0;
}

const PHASE_OF: Readonly<Record<HocAction['type'], HocState['phase']>> = table({
  lay: 'play',
  without: 'play',
  pass: 'bid',
  declare: 'bid',
  call: 'bid',
  good: 'bid',
  raise: 'bid',
  show: 'show',
  done: 'show',
  blanche: 'blanche',
});

const PHASE_NAME: Readonly<Record<HocState['phase'], string>> = table({
  bid: 'the bidding',
  show: 'the showing of combinations',
  blanche: 'carte blanche',
  play: 'the play',
  over: 'the end of the game',
  shuffle: "the wait for the host's deal",
});

/**
 * The rules' checks of a well-formed action for the seat to act, after the
 * engine's generic ones (game over, seat, turn: src/core/define.ts): the
 * phase, then what the action itself needs. Never throws on a state that
 * passed the shape check.
 */
export function checkRules(s: HocState, a: HocAction): Validation {
  if (PHASE_OF[a.type] !== s.phase) return fail('WRONG_PHASE', `Hoc: "${a.type}" is not allowed during ${PHASE_NAME[s.phase]}.`);
  const t = s.turn;
  switch (a.type) {
    case 'lay':
      if (!hasAt(s.hands, 4 * t, idOf(a.card))) return fail('CARD_NOT_IN_HAND', `Hoc: ${a.card} is not in your hand.`);
      if (!mayLay(s, a.card)) {
        if (isPrincipal(a.card)) {
          return fail(
            'ILLEGAL_ACTION',
            `Hoc: you hold an ordinary ${formatRank(RANKS[s.top + 1]!)} and must lay it; a principal hoc only takes the place of a card you are missing.`,
          );
        }
        return fail('ILLEGAL_ACTION', `Hoc: the run needs the next rank up (or a principal hoc: a King, Q♠ or J♦), not ${a.card} (HOC-8.3, HOC-8.9).`);
      }
      return OK;
    case 'without':
      if (s.top < 0) return fail('ILLEGAL_ACTION', 'Hoc: you must start a new run with any card (HOC-8.2, HOC-8.7).');
      if (!s.options.falseWithout && holdsObligatory(s, t)) {
        return fail('ILLEGAL_ACTION', 'Hoc: you hold the next rank and must play it (HOC-8.6).');
      }
      return OK;
    case 'declare':
      if (s.stage === 'raised') return fail('ILLEGAL_ACTION', 'Hoc: after a raise you may only call, raise or pass (HOC-5.3, HOC-5.5).');
      if (!canDeclare(s, t)) {
        return fail('ILLEGAL_ACTION', 'Hoc: you hold no combination of this kind that beats the best declared (HOC-5.5, HOC-D18).');
      }
      return OK;
    case 'good':
      return s.stage === 'declare' ? OK : fail('ILLEGAL_ACTION', 'Hoc: "good" answers a declaration (HOC-5.5).');
    case 'pass':
      return s.stage === 'declare' ? fail('ILLEGAL_ACTION', 'Hoc: after a declaration, declare or say "good" (HOC-5.5).') : OK;
    case 'call':
      return s.stage === 'raised' ? OK : fail('ILLEGAL_ACTION', 'Hoc: there is no raise to call (HOC-5.3).');
    case 'raise': {
      if (s.stage === 'declare') return fail('ILLEGAL_ACTION', 'Hoc: after a declaration, declare or say "good" (HOC-5.5).');
      const m = maxRaise(s);
      if (a.amount < 1 || a.amount > m) {
        return fail(
          'BAD_AMOUNT',
          m === 0
            ? `Hoc: the highest bet is already ${s.high}, the most anyone may bet on one prize; call or pass.`
            : `Hoc: a raise is 1 to ${m} chips now (raise limit ${s.options.raiseLimit}; at most ${s.options.maxBet} bet on one prize).`,
        );
      }
      return OK;
    }
    case 'show':
      if (!showable(s).includes(a.card)) {
        return fail('ILLEGAL_ACTION', `Hoc: ${a.card} does not name a combination you may still show (a sequence's top card or a tricon's first card).`);
      }
      return OK;
    case 'done':
      return OK;
    case 'blanche':
      if (a.declare && !blancheHand(s, t)) {
        return fail('ILLEGAL_ACTION', 'Hoc: carte blanche needs a hand without King, Queen or Jack (HOC-7.1).');
      }
      return OK;
  }
}
