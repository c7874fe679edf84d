/**
 * Level bounds (Sonic 1/2 `Sonic_LevelBound`). Compares the predicted x pixel (position + speed)
 * with the camera limits as unsigned 16-bit words, as the original does: left limit + 16, right
 * limit + 0x128, + 0x40 more unless a boss arena has locked the screen. A hit puts the player on
 * the bound with no subpixels and stops it. Below the bottom limit + 224 (a signed compare) the
 * player dies.
 */
import { EV_ACT_END, EV_LEVEL_BOUND } from '../state/events.ts';
import { P_GSP, P_X, P_XSP, P_Y, W_LIMIT_BOTTOM, W_LIMIT_LEFT, W_LIMIT_RIGHT, W_LOCK_SCREEN, W_RESTART, RESTART_NEXT_ACT } from '../state/layout.ts';
import type { PlayerContext } from './context.ts';
import { kill } from './death.ts';

export function levelBound(c: PlayerContext): void {
  const s = c.s;
  const g = c.state;
  const predicted = ((s[P_X] + s[P_XSP]) >> 8) & 0xffff;
  const left = (g[W_LIMIT_LEFT] + 0x10) & 0xffff;
  const right = (g[W_LIMIT_RIGHT] + 0x128 + (g[W_LOCK_SCREEN] !== 0 ? 0 : 0x40)) & 0xffff;
  if (left > predicted || right <= predicted) {
    s[P_X] = (left > predicted ? left : right) << 8;
    s[P_XSP] = 0;
    s[P_GSP] = 0;
    c.events |= EV_LEVEL_BOUND;
  }
  if (belowBottom(g, s[P_Y])) {
    // Scrap Brain 2 falls into act 3 past x = $2000 instead of killing the player.
    const exit = c.act?.bottomExitX ?? -1;
    if (exit >= 0 && ((s[P_X] >> 8) & 0xffff) >= exit) {
      g[W_RESTART] = RESTART_NEXT_ACT;
      c.events |= EV_ACT_END;
      return;
    }
    kill(c);
  }
}

/** Below the bottom limit + 224 (`cmp.w obY,d0; blt`: signed words). `state` is the whole state. */
export function belowBottom(state: Int32Array, y: number): boolean {
  return (((state[W_LIMIT_BOTTOM] + 0xe0) << 16) >> 16) < (((y >> 8) << 16) >> 16);
}
