/**
 * Counting for the exact samplers: factorials and binomial coefficients as
 * doubles. Counts of deals exceed 2**53, so they are kept as doubles with a
 * relative error of a few units in 10**16 — far below anything a sample or
 * a test could detect — and compared only as weights.
 */

/** `k!` for k = 0 … 64. */
export const FACT: Float64Array = /* @__PURE__ */ (() => {
  const f = new Float64Array(65);
  f[0] = 1;
  for (let k = 1; k <= 64; k++) f[k] = f[k - 1]! * k;
  return f;
})();

/** `1 / k!` for k = 0 … 64. */
export const INV_FACT: Float64Array = /* @__PURE__ */ FACT.map((x) => 1 / x);

/** The binomial coefficient `C(n, k)` (0 outside `0 ≤ k ≤ n`), for n ≤ 64. */
export function binom(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  return FACT[n]! * INV_FACT[k]! * INV_FACT[n - k]!;
}
