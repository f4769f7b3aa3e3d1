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

/** What {@link clusteredVariance} returns. */
export interface ClusteredVariance {
  /** The mean of the observations. */
  mean: number;
  /** The cluster-robust variance of that mean (`Infinity` with fewer than 2 clusters). */
  variance: number;
  /** The number of clusters. */
  clusters: number;
}

/**
 * The cluster-robust variance of the mean of `xs`, the observations
 * grouped by `clusters` (any labels; observations of one cluster need not
 * be adjacent): `G/(G−1) · Σ_g e_g² / N²` with `e_g` the sum of the
 * deviations from the overall mean in cluster `g`, `G` clusters and `N`
 * observations (the sandwich estimator with the small-sample factor
 * `G/(G−1)`). With clusters of equal size it is the variance of the
 * cluster means divided by `G`. Also returns the mean and `G`.
 */
export function clusteredVariance(xs: readonly number[], clusters: readonly number[]): ClusteredVariance {
  const n = xs.length;
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = n === 0 ? NaN : sum / n;
  // Labels in order (an arena's deals are): one pass over their runs; otherwise a map.
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) sorted = clusters[i]! >= clusters[i - 1]!;
  let g = 0;
  let ss = 0;
  if (sorted) {
    for (let i = 0; i < n;) {
      let e = 0;
      const label = clusters[i];
      for (; i < n && clusters[i] === label; i++) e += xs[i]! - mean;
      ss += e * e;
      g++;
    }
  } else {
    const dev = new Map<number, number>();
    for (let i = 0; i < n; i++) dev.set(clusters[i]!, (dev.get(clusters[i]!) ?? 0) + (xs[i]! - mean));
    g = dev.size;
    for (const e of dev.values()) ss += e * e;
  }
  if (g < 2) return { mean, variance: Infinity, clusters: g };
  return { mean, variance: ((g / (g - 1)) * ss) / (n * n), clusters: g };
}

/**
 * The mean of `xs` with its 95 % interval clustered by `clusters`
 * (mean ± z·√V, V from {@link clusteredVariance}): for observations that
 * are not independent within a cluster, such as the seatings of one
 * duplicated deal. Positive correlation within clusters widens the
 * interval against {@link meanInterval}, negative correlation (what
 * duplicate deals are for: the luck of the cards cancels) narrows it.
 * @example clusteredMeanInterval([1, 3, 2, 4], [0, 0, 1, 1]) // { value: 2.5, low: 1.52, high: 3.48 }
 */
export function clusteredMeanInterval(xs: readonly number[], clusters: readonly number[]): Interval {
  if (xs.length === 0) return { value: NaN, low: NaN, high: NaN };
  const { mean, variance } = clusteredVariance(xs, clusters);
  const half = Z95 * Math.sqrt(variance);
  return { value: mean, low: mean - half, high: mean + half };
}

/**
 * A rate (`xs` in [0, 1] per observation, shares allowed) with a 95 %
 * interval clustered by `clusters`: Wilson's interval at the effective
 * number of observations `p(1 − p)/V` (Kish's design effect, V from
 * {@link clusteredVariance}), so it stays inside [0, 1]. When V or
 * `p(1 − p)` is 0 (every cluster alike, or every observation a win or
 * a loss) nothing is learnt about the correlation from the data, and the
 * clusters count as the observations (the cautious reading).
 * @example clusteredRate([1, 0, 1, 0, 1, 1, 0, 0], [0, 0, 1, 1, 2, 2, 3, 3]) // Wilson's interval of 3 out of 6
 */
export function clusteredRate(xs: readonly number[], clusters: readonly number[]): Interval {
  if (xs.length === 0) return { value: NaN, low: 0, high: 1 };
  const { mean: p, variance, clusters: g } = clusteredVariance(xs, clusters);
  const spread = p * (1 - p);
  const n = variance > 0 && variance < Infinity && spread > 0 ? spread / variance : g;
  const w = wilson(p * n, n);
  return { value: p, low: w.low, high: w.high };
}
