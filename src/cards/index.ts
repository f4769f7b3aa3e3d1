/**
 * Cards: codes, ids, the deck, rank orders and formatting.
 * @module cards
 */
export * from './cards.js';
export * from './format.js';
export * from './order.js';
