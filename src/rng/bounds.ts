/**
 * pure-rand's rejection bounds, for the code that draws exactly as its
 * `uniformInt` does without calling it (`Rng.int`, the shared deal
 * shuffle of src/rng/shuffle.ts): internal, not exported by the package.
 */

const TWO_POW_32 = 4294967296;

/**
 * The rejection bound of `uniformInt` for a range `r` below 64: the
 * largest multiple of `r` up to 2**32 (2**32 itself for 1 and 2).
 */
export const MAX_ALLOWED: readonly number[] = Array.from({ length: 64 }, (_, r) => (r > 2 ? Math.floor(TWO_POW_32 / r) * r : TWO_POW_32));
