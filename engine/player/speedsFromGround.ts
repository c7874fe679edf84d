/**
 * X and Y speed from ground speed and angle (`CalcSine`, `muls.w`, `asr.l #8`).
 * xsp = (cos(angle) * gsp) >> 8, ysp = (sin(angle) * gsp) >> 8, floor division.
 */
import { SINE } from '../fixed/trig.ts';
import { P_ANGLE, P_GSP, P_XSP, P_YSP } from '../state/layout.ts';

export function speedsFromGround(s: Int32Array): void {
  const a = s[P_ANGLE] & 0xff;
  const gsp = s[P_GSP];
  s[P_XSP] = (SINE[a + 0x40] * gsp) >> 8;
  s[P_YSP] = (SINE[a] * gsp) >> 8;
}
