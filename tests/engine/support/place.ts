/** Puts the player into an exact situation (tests only): pixel positions, speeds, status. */
import type { World } from '../../../engine/world/world.ts';
import {
  P_ANGLE, P_GSP, P_HRAD, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_ROLL,
} from '../../../engine/state/layout.ts';

export interface Placement {
  x: number;
  y: number;
  xsp?: number;
  ysp?: number;
  gsp?: number;
  angle?: number;
  air?: boolean;
  /** Curled: rolling radii (and the rolling status bit). */
  roll?: boolean;
}

export function place(w: World, p: Placement): World {
  const s = w.state;
  s[P_X] = p.x << 8;
  s[P_Y] = p.y << 8;
  s[P_XSP] = p.xsp ?? 0;
  s[P_YSP] = p.ysp ?? 0;
  s[P_GSP] = p.gsp ?? 0;
  s[P_ANGLE] = p.angle ?? 0;
  let st = s[P_STATUS] & ~(ST_AIR | ST_ROLL);
  if (p.air) st |= ST_AIR;
  if (p.roll) st |= ST_ROLL;
  s[P_STATUS] = st;
  s[P_WRAD] = p.roll ? w.ch.rollWidth : w.ch.standWidth;
  s[P_HRAD] = p.roll ? w.ch.rollHeight : w.ch.standHeight;
  return w;
}
