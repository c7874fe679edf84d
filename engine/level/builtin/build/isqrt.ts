/**
 * Integer square root, floor(sqrt(n)), for 0 <= n <= 2^52, with integer operations only (the
 * level generator must not depend on floating-point rounding: its output is committed).
 * Binary search on the answer: every product stays below 2^53, so Number arithmetic is exact.
 */
export function isqrt(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0 || n > 2 ** 52) throw new RangeError(`isqrt: ${n} is not an integer in 0..2^52`);
  let lo = 0;
  let hi = 2 ** 26 + 1; // (2^26)^2 = 2^52 >= n, so the answer is below hi
  while (hi - lo > 1) {
    const mid = lo + ((hi - lo) >>> 1);
    if (mid * mid <= n) lo = mid;
    else hi = mid;
  }
  return lo;
}
