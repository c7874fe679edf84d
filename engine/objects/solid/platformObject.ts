/**
 * Jump-through platforms (Sonic 1 `PlatformObject`, `Platform3`, `ExitPlatform`; SPG "Jump
 * Through Platforms"). Only the top is solid and only a player with ysp >= 0 is tested.
 *
 * Units: whole pixels (positions are compared and written as pixel words; subpixels kept).
 *
 * - X: 0 <= player x - object x + width radius < 2 * width radius: the platform's own radius,
 *   so the player slips past its corners like objectSlipping, and walks off just as early
 *   (the original passes the plain radius to ExitPlatform too; not a switchable quirk here, it
 *   is how platforms are defined).
 * - Y: d = surface y - (player y + height radius + 4); lands when -16 <= d < 0, at
 *   y = player y + d + 3 = surface - height radius - 1.
 * - Standing: the object calls platformStillOn before moving (ExitPlatform, plain radius), moves,
 *   then carryPlayer with standHeight = height radius + 1.
 */
import { P_HRAD, P_STATUS, P_X, P_Y, P_YSP, ST_DEAD } from '../../state/layout.ts';
import { at, type ObjectContext } from '../objectContext.ts';
import { O_FLAGS, O_WRAD, O_X } from '../objectFields.ts';
import { carryPlayer } from './carry.ts';
import { TOP_GRIP } from './solidObject.ts';
import { landOnObject, leaveObject, stillOnObject } from './standing.ts';

/** How far below the surface (px) a falling player's feet may be and still land. */
export const PLATFORM_CATCH = 16;
/** Landing puts the feet at surface - 1: d + 3 after the 4 px grip. */
const PLATFORM_LAND_OFFSET = 3;

export function isStanding(w: ObjectContext, slot: number): boolean {
  return (w.state[at(w, slot, O_FLAGS)] & w.standBit) !== 0;
}

/**
 * ExitPlatform for a player standing on `slot`: true when still on it; otherwise the player
 * leaves (leaveObject) and it returns false. `radius` is the plain width radius for platforms.
 */
export function platformStillOn(w: ObjectContext, slot: number, radius: number): boolean {
  if (stillOnObject(w, slot, radius, w.state[at(w, slot, O_X)] >> 8, w.s[P_X] >> 8)) return true;
  leaveObject(w, slot);
  return false;
}

/**
 * PlatformObject for a player not standing on `slot`: the x range with the object's own width
 * radius, then Platform3 against `surfaceYPx`. Returns true when the player landed.
 */
export function platformLanding(w: ObjectContext, slot: number, surfaceYPx: number): boolean {
  const s = w.s;
  if (s[P_YSP] < 0) return false;
  const wrad = w.state[at(w, slot, O_WRAD)];
  const d0 = (s[P_X] >> 8) - (w.state[at(w, slot, O_X)] >> 8) + wrad;
  if (d0 < 0 || d0 >= 2 * wrad) return false;
  return platformSurface(w, slot, surfaceYPx);
}

/** Platform3: the vertical window below the surface and the landing (no x check). */
export function platformSurface(w: ObjectContext, slot: number, surfaceYPx: number): boolean {
  const s = w.s;
  const py = s[P_Y] >> 8;
  const d = surfaceYPx - (py + s[P_HRAD] + TOP_GRIP);
  if (d > 0 || d < -PLATFORM_CATCH) return false;
  if (d === 0) return false;
  if (s[P_STATUS] & ST_DEAD) return false;
  s[P_Y] = ((py + d + PLATFORM_LAND_OFFSET) << 8) | (s[P_Y] & 0xff);
  landOnObject(w, slot);
  return true;
}

/**
 * SolidObjectTop for one player (Sonic 3 `SolidObjectTop_1P`, the top-only objects that give
 * their own width and surface): a player standing on `slot` stays on within `radius` (ExitPlatform)
 * and is carried at `standHeight` above `yPx` (the object's x before it moved: `prevXPx`);
 * any other may land on that surface (PlatformObject's range and window).
 */
export function solidObjectTop(w: ObjectContext, slot: number, radius: number, standHeight: number, prevXPx: number, yPx: number): void {
  if (isStanding(w, slot)) {
    if (platformStillOn(w, slot, radius)) carryPlayer(w, slot, prevXPx, standHeight, yPx);
  } else {
    platformLanding(w, slot, yPx - standHeight);
  }
}
