/**
 * An object's ceiling and wall sensors (sonic.asm `ObjHitCeiling`, `ObjHitWallRight`,
 * `ObjHitWallLeft`): FindFloor upwards from the object's top, FindWall sideways from x + d3,
 * on the object's collision layer (obRender bit 6) and testing the walls-and-ceilings solidity
 * bit (d5 = $E). Each returns d1, the distance to the surface (negative: inside it), and leaves
 * the found angle in the angle buffer (v_anglebuffer), as the player's sensors read it.
 *
 * ObjHitWallLeft keeps the original's bug: it does not mirror x within the block (the `eori.w
 * #$F,d3` every other leftward sensor has is missing), so left walls are found unevenly.
 * ObjHitCeiling does not clear the angle buffer first (the walls do): a ceiling with no tile
 * leaves the previous angle there.
 */
import { BLOCK_FLIP_X, BLOCK_SOLID_LRB } from '../../../level/types.ts';
import { P_SENSOR_ANGLE_A } from '../../../state/layout.ts';
import { senseUp } from '../../../terrain/directions.ts';
import type { S1ObjectContext } from './context.ts';
import { OB_HEIGHT, OB_RENDER, OB_X, OB_Y, RENDER_LAYER_B, rw } from './ram.ts';

/** `ObjHitCeiling`: from obY - obHeight upwards. */
export function objHitCeiling(w: S1ObjectContext, a0: number): number {
  const m = w.m;
  const t = w.t;
  const y = (rw(m, a0 + OB_Y) - ((m[a0 + OB_HEIGHT] << 24) >> 24)) & 0xffff;
  const saved = t.layer;
  t.layer = m[a0 + OB_RENDER] & RENDER_LAYER_B ? t.layerB : t.layerA;
  t.angle = w.s[P_SENSOR_ANGLE_A];
  const d1 = senseUp(t, rw(m, a0 + OB_X), y, BLOCK_SOLID_LRB);
  t.layer = saved;
  w.s[P_SENSOR_ANGLE_A] = t.angle & 0xff;
  return d1;
}

/** `ObjHitWallRight`: d3 = the x offset of the sensor (the object's half width). */
export function objHitWallRight(w: S1ObjectContext, a0: number, d3: number): number {
  return wall(w, a0, d3, 0, 16);
}

/** `ObjHitWallLeft`: d3 = the x offset (`not.w` of the half width: -width - 1). */
export function objHitWallLeft(w: S1ObjectContext, a0: number, d3: number): number {
  return wall(w, a0, d3, BLOCK_FLIP_X, -16);
}

function wall(w: S1ObjectContext, a0: number, d3: number, flip: number, step: number): number {
  const m = w.m;
  const t = w.t;
  const x = (rw(m, a0 + OB_X) + d3) & 0xffff;
  const saved = t.layer;
  t.layer = m[a0 + OB_RENDER] & RENDER_LAYER_B ? t.layerB : t.layerA;
  t.angle = 0;
  const d1 = t.findWall(x, rw(m, a0 + OB_Y), BLOCK_SOLID_LRB, flip, step);
  t.layer = saved;
  w.s[P_SENSOR_ANGLE_A] = t.angle & 0xff;
  return d1;
}
