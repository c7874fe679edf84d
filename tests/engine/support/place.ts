/** Puts the player into an exact situation (tests only): pixel positions, speeds, status. */
import type { World } from '../../../engine/world/world.ts';
import type { Character } from '../../../engine/profiles/characters.ts';
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
  placeWords(w.state, w.ch, p);
  return w;
}

/** `place` for player 2 (a world made with a partner): its words in its own block. */
export function placePartner(w: World, p: Placement): World {
  placeWords(w.p2!.s, w.p2!.ch, p);
  return w;
}

function placeWords(s: Int32Array, ch: Character, p: Placement): void {
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
  s[P_WRAD] = p.roll ? ch.rollWidth : ch.standWidth;
  s[P_HRAD] = p.roll ? ch.rollHeight : ch.standHeight;
}
