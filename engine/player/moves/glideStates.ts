/**
 * Knuckles' double_jump_flag values (Sonic & Knuckles `Knuckles_Glide`'s dispatch) and the radius
 * reset his moves share. Shared by knucklesGlide.ts and knucklesClimb.ts.
 */
import { P_HRAD, P_WRAD } from '../../state/layout.ts';
import type { PlayerContext } from '../context.ts';

export const GLIDE = 1;
export const GLIDE_DROP = 2;
export const GLIDE_SLIDE = 3;
export const GLIDE_CLIMB = 4;
export const GLIDE_LEDGE = 5;

/** Camera_min_Y_pos of a level that wraps vertically: the glide and the climb have no top boundary then. */
export const WRAPPING_TOP = -0x100;

/**
 * The standing radii, with no y change (`default_y_radius`/`default_x_radius`; `Knux_TouchFloor`
 * sets them on every landing, rolling or not).
 */
export function standingRadii(c: PlayerContext): void {
  c.s[P_HRAD] = c.ch.standHeight;
  c.s[P_WRAD] = c.ch.standWidth;
}
