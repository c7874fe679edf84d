/**
 * The 68000's `divs.w`: a signed 32-bit dividend by a signed 16-bit divisor, leaving the
 * quotient in the low word and the remainder (with the dividend's sign) in the high word. When
 * the quotient does not fit in 16 bits the CPU sets V and leaves the register unchanged. Some
 * objects keep the remainder (a conveyor platform writes it into its subpixel), so callers get
 * the whole register. A zero divisor traps on the console; no caller divides by zero.
 */
export function divs(dividend: number, divisor: number): number {
  const d = (divisor << 16) >> 16;
  const n = dividend | 0;
  const q = Math.trunc(n / d);
  if (q > 0x7fff || q < -0x8000) return n;
  const r = n - q * d;
  return ((r << 16) | (q & 0xffff)) | 0;
}
