/**
 * Confidence intervals for arena results: Wilson's score interval for a
 * rate (good even near 0 % and 100 % and for small samples) and the normal
 * interval for a mean.
 */

/** An estimate with a 95 % interval. */
export interface Interval {
  /** The estimate: a rate (0–1) or a mean. */
  value: number;
  /** Lower end of the 95 % interval. */
  low: number;
  /** Upper end of the 95 % interval. */
  high: number;
}

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson's 95 % score interval for `successes` out of `n` (successes may
 * be fractional: a shared win counts its share).
 * @example wilson(60, 100) // { value: 0.6, low: 0.502, high: 0.691 }
 */
export function wilson(successes: number, n: number): Interval {
  if (n <= 0) return { value: NaN, low: 0, high: 1 };
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The mean of `xs` with its 95 % normal interval (mean ± z·s/√n, s the
 * sample standard deviation).
 * @example meanInterval([1, 2, 3]) // { value: 2, low: 0.868…, high: 3.131… }
 */
export function meanInterval(xs: readonly number[]): Interval {
  const n = xs.length;
  if (n === 0) return { value: NaN, low: NaN, high: NaN };
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = sum / n;
  if (n === 1) return { value: mean, low: -Infinity, high: Infinity };
  let ss = 0;
  for (const x of xs) ss += (x - mean) * (x - mean);
  const half = Z95 * Math.sqrt(ss / (n - 1) / n);
  return { value: mean, low: mean - half, high: mean + half };
}
