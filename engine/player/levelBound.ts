/**
 * Level bounds (Sonic 1/2 `Sonic_LevelBound`). Compares the predicted x pixel (position + speed)
 * with the camera limits as unsigned 16-bit words, as the original does: left limit + 16,
 * right limit + 0x128 + 0x40. Below the bottom limit + 224 the player dies.
 */
import { EV_LEVEL_BOUND } from '../state/events.ts';
import { P_GSP, P_X, P_XSP, P_Y } from '../state/layout.ts';
import type { PlayerContext } from './context.ts';
import { kill } from './death.ts';

export function levelBound(c: PlayerContext): void {
  const s = c.s;
  const predicted = ((s[P_X] + s[P_XSP]) >> 8) & 0xffff;
  const left = 0x10;
  const right = (c.camMaxX + 0x128 + 0x40) & 0xffff;
  if (left > predicted || right <= predicted) {
    s[P_X] = (left > predicted ? left : right) << 8;
    s[P_XSP] = 0;
    s[P_GSP] = 0;
    c.events |= EV_LEVEL_BOUND;
  }
  if (c.camMaxY + 0xe0 < s[P_Y] >> 8) kill(c);
}
