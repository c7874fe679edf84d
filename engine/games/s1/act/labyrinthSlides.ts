/**
 * Labyrinth water slides (Sonic 1 `LZWaterSlides`): a grounded player whose centre is over one of
 * the slide chunks (Slide_Chunks) is pushed at that chunk's speed (Slide_Speeds, in whole pixels:
 * the byte goes to the high byte of the ground speed, the low byte cleared), facing its way, with
 * slide mode on (Sonic_Move, Sonic_RollSpeed and Sonic_Roll then skip the buttons, friction and
 * rolling). In the air or off the slides, slide mode ends with a 5-frame control lock.
 */
import { P_CTRL_LOCK, P_GSP, P_STATUS, P_X, P_Y, ST_AIR, ST_FACING_LEFT, W_SLIDE } from '../../../state/layout.ts';

export const SLIDE_CHUNKS = [2, 7, 3, 0x4c, 0x4b, 8, 4];
export const SLIDE_SPEEDS = [10, -11, 10, -10, -11, -12, 11];

/** `layoutAt(i)` reads v_lvllayout as it is now (LZ3 rewrites a byte of it at run time). */
export function waterSlides(s: Int32Array, layoutAt: (i: number) => number): void {
  if ((s[P_STATUS] & ST_AIR) === 0) {
    const x = s[P_X] >> 8;
    const y = s[P_Y] >> 8;
    const chunk = layoutAt(((y >> 1) & 0x380) + ((x >> 8) & 0x7f));
    // The original searches the table from its end (`cmp.b -(a2),d0; dbeq`).
    for (let i = SLIDE_CHUNKS.length - 1; i >= 0; i--) {
      if (SLIDE_CHUNKS[i] !== chunk) continue;
      const speed = SLIDE_SPEEDS[i];
      s[P_STATUS] = speed < 0 ? s[P_STATUS] | ST_FACING_LEFT : s[P_STATUS] & ~ST_FACING_LEFT;
      s[P_GSP] = speed << 8;
      s[W_SLIDE] = 1;
      return;
    }
  }
  if (s[W_SLIDE] !== 0) {
    s[P_CTRL_LOCK] = 5;
    s[W_SLIDE] = 0;
  }
}
