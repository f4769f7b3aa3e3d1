/**
 * Arithmetic that gives the same bits on every JavaScript engine, for
 * everything a bot decides with. IEEE 754 fixes the result of `+ − × ÷`
 * and `Math.sqrt` (correctly rounded), but not of `Math.log`, `Math.exp`,
 * `Math.tanh` or `**`, which engines may round differently (`Math.log`
 * differs by one ulp between V8 versions, enough to turn a tie in ISMCTS's
 * exploration term the other way and change a game). So these are built
 * from the four operations only: a series after an exact range reduction.
 * They are as accurate as the built-ins to within a few ulps; what matters
 * is that they are the same everywhere.
 */

/** ln 2, the nearest double (a decimal literal parses the same everywhere). */
const LN2 = 0.6931471805599453;
/** √2, the nearest double. */
const SQRT2 = 1.4142135623730951;

/**
 * The natural logarithm of a positive integer (or any finite number ≥ 1),
 * from `+ − × ÷` only: `n = m·2^e` with `m` in [√½, √2) by exact halvings,
 * then ln m = 2·atanh((m−1)/(m+1)) by its series (|s| < 0.18: 12 terms
 * reach the last bit).
 */
export function lnExact(n: number): number {
  let m = n;
  let e = 0;
  while (m >= 2) {
    m /= 2; // exact: dividing by 2 only lowers the exponent
    e++;
  }
  if (m > SQRT2) {
    m /= 2;
    e++;
  }
  const s = (m - 1) / (m + 1);
  const s2 = s * s;
  let term = s;
  let sum = 0;
  for (let k = 1; k < 25; k += 2) {
    sum += term / k;
    term *= s2;
  }
  return e * LN2 + 2 * sum;
}

/**
 * e^y for 0 ≤ y ≤ 64, from `+ − × ÷` only: the series of e^(y/2^j) with
 * y/2^j < ¼ (an exact division), then squared j times.
 */
function expExact(y: number): number {
  let j = 0;
  let x = y;
  while (x >= 0.25) {
    x /= 2;
    j++;
  }
  let term = 1;
  let sum = 1;
  for (let k = 1; k < 16; k++) {
    term = (term * x) / k;
    sum += term;
  }
  for (; j > 0; j--) sum *= sum;
  return sum;
}

/**
 * tanh x from `+ − × ÷` only: 1 − 2/(e^(2|x|) + 1), with the sign of x;
 * exactly ±1 from |x| ≥ 20 on (as the built-in: the difference is below
 * half an ulp of 1).
 */
export function tanhExact(x: number): number {
  const a = x < 0 ? -x : x;
  if (a >= 20) return x < 0 ? -1 : 1;
  if (a === 0) return 0;
  const t = 1 - 2 / (expExact(2 * a) + 1);
  return x < 0 ? -t : t;
}
