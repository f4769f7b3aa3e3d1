/**
 * Reads a Hoc state in phase `play` into the solver's {@link Board}, once
 * per call: the one place that knows how a `HocState` stores the play.
 * It checks as it goes what the solver relies on, so that a damaged or
 * forged state gets a coded error rather than a wrong answer or a crash:
 * the player count, the hands' rank masks, every card at most once, no empty hand
 * (the deal would be over, HOC-8.13), the seat to act, the run's top rank
 * and its layer (HOC-8.1, HOC-8.7), the cards-left table (HOC-9.2, HOC-D24)
 * and the false "without"s still hidden (HOC-11.2, HOC-D29). Any other
 * phase is `WRONG_PHASE`: before the play the cards can still change hands
 * only by the rules of bidding, and after the deal there is nothing left.
 */
import { DECK, type Card } from '../cards/cards.js';
import { HocHokmError, StateError } from '../core/errors.js';
import { FALSE_WITHOUT_PENALTY } from './deal.js';
import { countAt, idsAt } from './state.js';
import { Board, JACK_DIAMONDS, KING, QUEEN_SPADES } from './solve-board.js';

/** What the solver needs: the board, and the cards behind each seat's kinds (to name the moves). */
export interface ReadState {
  /** The board at the current position, its chips counting the false "without"s still to be found out. */
  board: Board;
  /** The card codes per seat and kind, in card-id order: `[seat][kind]`. */
  cards: Card[][][];
}

function bad(what: string): never {
  throw new StateError(`hoc.solve: not a valid Hoc state in play (${what}; check stored states with restore)`);
}

/** The solver's kind of the card with id `id` (see solve-board.ts). */
export function kindOf(id: number): number {
  const rank = id % 13;
  if (rank === 12) return KING;
  if (id === 50) return QUEEN_SPADES; // QS
  if (id === 23) return JACK_DIAMONDS; // JD
  return rank;
}

const isInt = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

/** Reads `state`; throws `WRONG_PHASE` outside phase `play`, `BAD_STATE` for damaged states. */
export function readState(state: unknown): ReadState {
  const s = state as Record<string, unknown>;
  if (typeof s !== 'object' || s === null || s.game !== 'hoc') bad('wrong shape');
  const o = s.options as Record<string, unknown>;
  if (typeof o !== 'object' || o === null) bad('options');
  const n = o.players;
  if (n !== 2 && n !== 3) bad('players');
  if (s.phase !== 'play') {
    throw new HocHokmError('WRONG_PHASE', `hoc.solve: only a deal in play can be solved, not phase ${JSON.stringify(String(s.phase)).slice(0, 40)}`);
  }
  const table = o.cardsLeftTable;
  if (!Array.isArray(table) || table.length !== 16 || !table.every((x) => isInt(x, 0, 1_000_000))) bad('cards-left table');
  const falseWithout = o.falseWithout;
  if (typeof falseWithout !== 'boolean') bad('falseWithout');
  const { hands, turn, top, last, lies } = s;
  // Four 13-bit rank masks per seat, `hands[4 * seat + suit]` (see state.ts).
  if (!Array.isArray(hands) || hands.length !== 4 * n || !hands.every((m) => isInt(m, 0, 8191))) bad('hands');
  if (!isInt(turn, 0, n - 1)) bad('turn');
  if (!isInt(top, -1, 11) || !isInt(last, -1, n - 1) || top < 0 !== last < 0) bad('the run');
  const masks = hands as number[];
  let total = 0;
  for (let seat = 0; seat < n; seat++) {
    const count = countAt(masks, 4 * seat);
    if (count === 0 || count > 15) bad('a hand');
    total += count;
  }
  const board = new Board(n, table.slice(), falseWithout, total);
  const cards: Card[][][] = [];
  const seen = new Uint8Array(52);
  for (let seat = 0; seat < n; seat++) {
    const byKind: Card[][] = Array.from({ length: 15 }, () => []);
    const ids = idsAt(masks, 4 * seat);
    for (const id of ids) {
      if (seen[id]) bad('a card twice');
      seen[id] = 1;
    }
    for (const id of ids) {
      const kind = kindOf(id);
      byKind[kind]!.push(DECK[id]!);
      board.add(seat, kind);
    }
    cards.push(byKind);
  }
  board.freeze();
  board.turn = turn;
  board.top = top;
  board.last = last;
  // False "without"s still hidden are paid before the deal ends whatever is played (HOC-D29): count them now.
  if (!Array.isArray(lies) || lies.length > 52 * n) bad('lies');
  if (lies.length > 0 && !falseWithout) bad('lies without the falseWithout variant');
  for (const lie of lies as unknown[]) {
    const seat = (lie as Record<string, unknown> | null)?.seat;
    if (!isInt(seat, 0, n - 1)) bad('lies');
    board.chips[seat]! -= FALSE_WITHOUT_PENALTY * (n - 1);
    for (let k = 0; k < n; k++) if (k !== seat) board.chips[k]! += FALSE_WITHOUT_PENALTY;
  }
  return { board, cards };
}
