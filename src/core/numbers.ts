/**
 * The small number helpers every game and check needs, written once.
 */

/** Whether `x` is an integer from `lo` to `hi` (inclusive). */
export function isInt(x: unknown, lo: number, hi: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
}

/** The number of 1 bits of a 32-bit integer (card sets are bit masks). */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
