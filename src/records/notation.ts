/**
 * The notation of actions in a text record: one short word per action,
 * the same word whatever the state, so that a record reads and writes
 * without replaying it.
 *
 * | action | Hokm | Hoc |
 * |---|---|---|
 * | play / lay a card | `QS` | `QS` |
 * | name trumps (HOKM-4.1) | `T:S` | |
 * | discard face down (2 players, HOKM-9.2) | `X:2C` | |
 * | draw: keep the top card / take the next (HOKM-9.3) | `Keep` / `Next` | |
 * | bids (HOC-5.2 – HOC-5.5) | | `Pass` `Declare` `Call` `Good` `+3` (raise by 3) |
 * | show a combination / show nothing more (HOC-6.4) | | `Show:KS` / `Done` |
 * | carte blanche or not (HOC-7.1) | | `Blanche` / `NoBlanche` |
 * | "without" (HOC-8.4) | | `Without` |
 * | the host's deal (both games) | `Deal(AS KH …)` | `Deal(AS KH …)` |
 *
 * Words are case-sensitive. A deal is written as a list in parentheses
 * (the lexer reads it); everything else is one word.
 */
import { SUITS, isCard, type Card } from '../cards/cards.js';
import { MAX_RAISE } from '../hoc/options.js';

/** Which game a record is of. */
export type RecordGame = 'hokm' | 'hoc';

/** The word of every action without a field, per game (Maps: a word such as `constructor` finds nothing). */
const HOKM_WORDS: ReadonlyMap<string, unknown> = new Map([
  ['Keep', { type: 'draw', keep: true }],
  ['Next', { type: 'draw', keep: false }],
]);
const HOC_WORDS: ReadonlyMap<string, unknown> = new Map([
  ['Pass', { type: 'pass' }],
  ['Declare', { type: 'declare' }],
  ['Call', { type: 'call' }],
  ['Good', { type: 'good' }],
  ['Done', { type: 'done' }],
  ['Without', { type: 'without' }],
  ['Blanche', { type: 'blanche', declare: true }],
  ['NoBlanche', { type: 'blanche', declare: false }],
]);
const SUIT_SET: ReadonlySet<string> = new Set(SUITS);

/** A fresh copy of a fixed action (the caller may keep and change it). */
function fresh(x: unknown): unknown {
  return { ...(x as object) };
}

/**
 * The action a word stands for in `game`, or `null` when it is no action
 * word (a deal is read by the lexer, not here). Never throws.
 */
export function actionOf(game: RecordGame, word: string): unknown {
  if (isCard(word)) return game === 'hokm' ? { type: 'play', card: word } : { type: 'lay', card: word };
  if (game === 'hokm') {
    if (word.length === 3 && word.startsWith('T:') && SUIT_SET.has(word[2]!)) return { type: 'trump', suit: word[2] };
    if (word.length === 4 && word.startsWith('X:') && isCard(word.slice(2))) return { type: 'discard', card: word.slice(2) };
    const fixed = HOKM_WORDS.get(word);
    return fixed === undefined ? null : fresh(fixed);
  }
  if (word.length === 7 && word.startsWith('Show:') && isCard(word.slice(5))) return { type: 'show', card: word.slice(5) };
  if (/^\+[1-9]\d?$/.test(word)) {
    const amount = Number(word.slice(1));
    return amount <= MAX_RAISE ? { type: 'raise', amount } : null;
  }
  const fixed = HOC_WORDS.get(word);
  return fixed === undefined ? null : fresh(fixed);
}

/** The deal action of a list of card codes (checked by the engine on replay, not here). */
export function dealOf(cards: Card[]): unknown {
  return { type: 'deal', deck: cards };
}

function field(a: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(a, key);
  return d !== undefined && 'value' in d ? d.value : undefined;
}

/**
 * The word of an action of `game` (a deal: `Deal(…)`), or `null` for
 * anything that is no action of that game in the notation's shape. Only
 * own data fields are read. Never throws.
 */
export function wordOf(game: RecordGame, action: unknown): string | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return null;
  const type = field(action, 'type');
  const card = field(action, 'card');
  if (type === 'deal') {
    const deck = field(action, 'deck');
    return Array.isArray(deck) && deck.length > 0 && deck.length <= 52 && deck.every(isCard) ? `Deal(${deck.join(' ')})` : null;
  }
  if (game === 'hokm') {
    if (type === 'play') return isCard(card) ? card : null;
    if (type === 'discard') return isCard(card) ? `X:${card}` : null;
    if (type === 'trump') {
      const suit = field(action, 'suit');
      return typeof suit === 'string' && SUIT_SET.has(suit) ? `T:${suit}` : null;
    }
    if (type === 'draw') {
      const keep = field(action, 'keep');
      return keep === true ? 'Keep' : keep === false ? 'Next' : null;
    }
    return null;
  }
  switch (type) {
    case 'lay':
      return isCard(card) ? card : null;
    case 'show':
      return isCard(card) ? `Show:${card}` : null;
    case 'raise': {
      const amount = field(action, 'amount');
      return typeof amount === 'number' && Number.isInteger(amount) && amount >= 1 && amount <= MAX_RAISE ? `+${amount}` : null;
    }
    case 'blanche': {
      const declare = field(action, 'declare');
      return declare === true ? 'Blanche' : declare === false ? 'NoBlanche' : null;
    }
    case 'pass':
      return 'Pass';
    case 'declare':
      return 'Declare';
    case 'call':
      return 'Call';
    case 'good':
      return 'Good';
    case 'done':
      return 'Done';
    case 'without':
      return 'Without';
    default:
      return null;
  }
}
