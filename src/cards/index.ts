/**
 * Cards as both games use them. A card is a two-character code, rank then
 * suit: `QS` is the queen of spades, `TD` the ten of diamonds (ranks
 * `A 2 … 9 T J Q K`, suits `C D H S`). Codes are plain strings, so states
 * stay plain JSON, and the type `Card` accepts only the 52 real ones. Each
 * card also has an id 0–51 (`suit × 13 + rank index`: `AC` is 0, `KS` 51),
 * which the bots' action ids use.
 *
 * For people, `formatCard` writes `Q♠` and `10♦`, and `parseCard` reads
 * what they type (`qs`, `Q♠`, `10d`). Each game orders ranks its own way:
 * `hokmStrength` (Ace high) and `hocStrength` (Ace low), and `sortCards`
 * sorts a hand for display.
 *
 * @example
 * ```ts
 * import { DECK, cardId, formatCards, parseCard, sortCards } from 'hoc-hokm/cards';
 *
 * console.log(DECK.length, cardId('QS'));       // 52 50
 * console.log(parseCard('10♦'), parseCard('x')); // 'TD' undefined
 * console.log(formatCards(sortCards(['TD', 'AS', '2S', 'KD'], 'hokm'))); // K♦ 10♦ A♠ 2♠
 * ```
 * @module cards
 */
export * from './cards.js';
export * from './format.js';
export * from './order.js';
