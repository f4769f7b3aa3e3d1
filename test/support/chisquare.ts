/** The chi-square distribution's CDF, from the stdlib package (typed here). */
import cdf from '@stdlib/stats-base-dists-chisquare-cdf';

/** P(X ≤ x) for X chi-square with `k` degrees of freedom. */
export function chisquareCdf(x: number, k: number): number {
  return (cdf as unknown as (x: number, k: number) => number)(x, k);
}
