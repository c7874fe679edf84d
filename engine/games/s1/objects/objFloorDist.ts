/**
 * `ObjFloorDist` / `ObjFloorDist2` (_incObj/sub ObjFloorDist.asm): how far below an object's
 * bottom (obY + obHeight) the floor is, at its x (or a given x), with FindFloor on the object's
 * collision layer (obRender bit 6) testing the top-solid bit. Returns d1 (the distance, -32..31)
 * and leaves d3 (the floor's angle, 0 when flagged) in `lastAngle`. It writes the same angle
 * buffer the player's ground sensors use (v_anglebuffer), as the original does.
 */
import { BLOCK_SOLID_TOP } from '../../../level/types.ts';
import { P_SENSOR_ANGLE_A } from '../../../state/layout.ts';
import type { S1ObjectContext } from './context.ts';
import { OB_HEIGHT, OB_RENDER, OB_ROUTINE, OB_VEL_Y, OB_X, OB_Y, RENDER_LAYER_B, objectFall, rw, ww } from './ram.ts';

export const floorResult = { angle: 0 };

export function objFloorDist(w: S1ObjectContext, a0: number): number {
  return objFloorDist2(w, a0, rw(w.m, a0 + OB_X));
}

export function objFloorDist2(w: S1ObjectContext, a0: number, x: number): number {
  const m = w.m;
  const t = w.t;
  const y = (rw(m, a0 + OB_Y) + ((m[a0 + OB_HEIGHT] << 24) >> 24)) & 0xffff;
  const saved = t.layer;
  t.layer = m[a0 + OB_RENDER] & RENDER_LAYER_B ? t.layerB : t.layerA;
  t.angle = 0;
  const d1 = t.findFloor(x, y, BLOCK_SOLID_TOP, 0, 16);
  t.layer = saved;
  const angle = t.angle & 0xff;
  w.s[P_SENSOR_ANGLE_A] = angle;
  floorResult.angle = angle & 1 ? 0 : angle;
  return d1;
}

/**
 * How the walking badniks' Main routines drop onto the floor (`Moto_Main`, `Yad_Main`,
 * `Cat_Main`, `Roll_Main`, `Hog_Main`): ObjectFall, then ObjFloorDist; at the floor (d1 < 0) the
 * object is put on it, its y speed cleared and its routine advanced. Returns whether it landed.
 */
export function fallToFloor(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  objectFall(m, a0);
  const d1 = objFloorDist(w, a0);
  if (d1 >= 0) return false;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_ROUTINE] += 2;
  return true;
}
