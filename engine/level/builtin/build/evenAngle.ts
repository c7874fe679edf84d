/**
 * The tile angle of a surface direction (dx, dy), as the original games' angle maps store it:
 * an even hex angle. The player's angle code treats every odd tile angle as flagged (Sonic 1
 * Sonic_Angle tests bit 0; SPEC-NOTES "Ground sensors"), so a generated slope must never get one
 * or it would snap to the nearest right angle instead of following the slope.
 *
 * calcAngle gives the nearest hex angle (within its table's rounding); of the even angles within
 * 2 of it, this picks the one closest to the direction, measured by the cross product with the
 * game's own sine table (|d x u(a)| grows with the angle between d and u(a) below 90°).
 * Integer only.
 */
import { calcAngle, cos, sin } from '../../../fixed/trig.ts';

export function evenAngle(dx: number, dy: number): number {
  const r = calcAngle(dx, dy);
  let best = -1;
  let bestErr = 0;
  for (let k = -2; k <= 2; k++) {
    const a = (r + k) & 0xff;
    if (a & 1) continue;
    const dot = dx * cos(a) + dy * sin(a);
    if (dot <= 0) continue;
    const cross = Math.abs(dx * sin(a) - dy * cos(a));
    if (best < 0 || cross < bestErr) {
      best = a;
      bestErr = cross;
    }
  }
  return best;
}
