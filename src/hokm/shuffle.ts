/** The object-free shuffle of every seeded Hokm deal: the one both games share (src/rng/shuffle.ts). */
export { shuffleInPlace } from '../rng/shuffle.js';
