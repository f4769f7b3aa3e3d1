/**
 * Reads a Hokm state in phase `play` into the solver's {@link Board}, once
 * per call, checking as it goes what the solver relies on, so that a
 * damaged or forged state gets a coded error rather than a wrong answer or
 * a crash: the table sizes, card codes, disjoint hands of the right sizes
 * (13 cards each, 17 with 3 players, HOKM-8.1, less one per completed
 * trick and per card already on the trick), and a hand not yet decided
 * (HOKM-5.7, HOKM-8.6). Any other phase is `WRONG_PHASE`: before trumps
 * nothing is known to solve, and after the hand there is nothing left.
 */
import { HocHokmError, StateError } from '../core/errors.js';
import { Board } from './solve-board.js';
import type { HokmState } from './types.js';

const RANKS = 'A23456789TJQK';
const SUITS = 'CDHS';

/** What the solver needs besides the board. */
export interface ReadState {
  /** The board at the current position. */
  board: Board;
  /** The hakem's seat. */
  hakem: number;
}

function bad(what: string): never {
  throw new StateError(`hokm.solve: not a valid Hokm state in play (${what}; check stored states with restore)`);
}

/** A card id's suit and rank bit (2 = bit 0 … ace = bit 12), as `suit * 16 + bit`, or -1 for anything that is no card id. */
function cardOf(id: unknown): number {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > 51) return -1;
  const r = id % 13;
  return ((id / 13) | 0) * 16 + (r === 0 ? 12 : r - 1);
}

/** Rank-index bits of a suit (ace = bit 0) turned into rank bits (2 = bit 0 … ace = bit 12). */
function byStrength(x: number): number {
  return (x >> 1) | ((x & 1) << 12);
}

/** Reads `state` into a board; throws `WRONG_PHASE` outside phase `play`, `BAD_STATE` for damaged states. */
export function readState(state: HokmState): ReadState {
  const s = state as unknown as Record<string, unknown>;
  if (typeof s !== 'object' || s === null || s.game !== 'hokm') bad('wrong shape');
  const n = s.players;
  if (n !== 2 && n !== 3 && n !== 4) bad('players');
  if (s.phase !== 'play') {
    throw new HocHokmError('WRONG_PHASE', `hokm.solve: only a hand in play can be solved, not phase ${JSON.stringify(String(s.phase)).slice(0, 40)}`);
  }
  const trump = typeof s.trump === 'string' && s.trump.length === 1 ? SUITS.indexOf(s.trump) : -1;
  if (trump < 0) bad('trump');
  const hakem = s.hakem;
  if (typeof hakem !== 'number' || !Number.isInteger(hakem) || hakem < 0 || hakem >= n) bad('hakem');
  const { hands, winners, played } = s;
  if (!Array.isArray(hands) || hands.length !== 4 * n) bad('hands');
  if (!Array.isArray(winners) || !Array.isArray(played)) bad('played cards');
  const total = n === 3 ? 17 : 13;
  const complete = winners.length * n;
  if (winners.length >= total || played.length < complete || played.length >= complete + n) bad('trick counts');
  let leader = hakem;
  const won = [0, 0, 0, 0];
  for (let i = 0; i < winners.length; i++) {
    const w = winners[i] as unknown;
    if (typeof w !== 'number') bad('winners');
    if (!(w >= 0 && w < n)) bad('winners');
    won[w]!++;
    leader = w;
  }
  // Every card at most once: in a hand, on the table or in a completed trick.
  const seen = [0, 0, 0, 0];
  const mark = (card: number): void => {
    if (card < 0) bad('card code');
    const suit = card >> 4;
    const bit = 1 << (card & 15);
    if (seen[suit]! & bit) bad('a card twice');
    seen[suit]! |= bit;
  };
  for (let i = 0; i < complete; i++) mark(cardOf(played[i]));
  const board = new Board(n, trump, leader);
  for (let seat = 0; seat < n; seat++) {
    for (let suit = 0; suit < 4; suit++) {
      const mask = hands[seat * 4 + suit] as unknown;
      if (typeof mask !== 'number' || !Number.isInteger(mask) || mask < 0 || mask > 0x1fff) bad('hands');
      const m = byStrength(mask);
      for (let x = m; x !== 0; x &= x - 1) mark(suit * 16 + 31 - Math.clz32(x & -x));
      board.hand[seat * 4 + suit] = m;
      board.live[suit]! |= m;
    }
  }
  const onTable: number[] = [];
  for (let i = complete; i < played.length; i++) {
    const card = cardOf(played[i]);
    mark(card);
    onTable.push(card);
  }
  const left = total - winners.length;
  for (let seat = 0; seat < n; seat++) {
    const k = (seat - leader + n) % n;
    if (board.cardsLeft(seat) !== left - (k < onTable.length ? 1 : 0)) bad(`seat ${seat} holds the wrong number of cards`);
  }
  for (let seat = 0; seat < n; seat++) {
    board.won[seat] = won[seat]!;
    board.sideWon[board.side[seat]!]! += won[seat]!;
  }
  board.done = winners.length;
  if (n !== 3 && (board.sideWon[0]! >= 7 || board.sideWon[1]! >= 7)) bad('the hand is already decided');
  // The cards on the table go back to their players and are played again, so the board knows the trick.
  for (let k = 0; k < onTable.length; k++) {
    const card = onTable[k]!;
    const seat = (leader + k) % n;
    board.hand[seat * 4 + (card >> 4)]! |= 1 << (card & 15);
    board.live[card >> 4]! |= 1 << (card & 15);
    if (board.led() >= 0 && card >> 4 !== board.led() && board.hand[seat * 4 + board.led()] !== 0) bad('a card that does not follow suit');
    board.countLengths();
    board.play(card >> 4, card & 15);
  }
  board.countLengths();
  return { board, hakem };
}

/** The card code of a suit and rank bit. */
export function codeOf(suit: number, bit: number): string {
  return RANKS.charAt(bit === 12 ? 0 : bit + 1) + SUITS.charAt(suit);
}
