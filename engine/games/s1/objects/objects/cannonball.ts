/**
 * Object $20 — the cannonball Ball Hog throws (SBZ) (_incObj/20 Cannonball.asm: `Cannonball`,
 * `Cbal_Main`, `Cbal_Bounce`, `loc_8CA4`, `Cbal_ChkExplode`, `Cbal_Explode`, `Cbal_Animate`,
 * `Cbal_Display`).
 *
 * Its fuse (cbal_time) is subtype * 60 frames. It falls (ObjectFall); falling onto a floor
 * (ObjFloorDist below its 7 px half height) it is put on it and bounces at -$300; a floor angle
 * of $01..$7F turns it right, $80..$FF left (0 or a flagged angle leaves it). It hurts on touch
 * (type $87: hurt, size 7 = $14 x $14) and flips its frame every 6 frames. When the fuse runs
 * out it becomes an explosion ($3F, routine 0) and runs it the same frame.
 *
 * Kept as the original has it (the FixBugs build moves it): it calls DisplaySprite before testing
 * whether it fell below the bottom limit + $E0, and is then deleted while queued.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_TIME_FRAME, OB_VEL_X,
  OB_VEL_Y, OB_Y, objectFall, rsw, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { floorResult, objFloorDist } from '../objFloorDist.ts';
import { ID_EXPLOSION_BOMB, explosionBomb } from './explosionBomb.ts';
import { W_LIMIT_BOTTOM } from '../../../../state/layout.ts';

export const ID_CANNONBALL = 0x20;
/** cbal_time (objoff_30): frames until it explodes. */
const CBAL_TIME = 0x30;

export function cannonball(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_HEIGHT] = 7;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_PRIORITY] = 3;
    m[a0 + OB_COL_TYPE] = 0x87;
    m[a0 + OB_ACT_WID] = 8;
    ww(m, a0 + CBAL_TIME, m[a0 + OB_SUBTYPE] * 60);
    m[a0 + OB_FRAME] = 4;
  }
  bounce(w, a0);
  const t = (rw(m, a0 + CBAL_TIME) - 1) & 0xffff;
  ww(m, a0 + CBAL_TIME, t);
  if (t & 0x8000) {
    m[a0 + OB_ID] = ID_EXPLOSION_BOMB;
    m[a0 + OB_ROUTINE] = 0;
    explosionBomb(w, a0);
    return;
  }
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if (m[a0 + OB_TIME_FRAME] & 0x80) {
    m[a0 + OB_TIME_FRAME] = 5;
    m[a0 + OB_FRAME] ^= 1;
  }
  displaySprite(w, a0);
  if (((w.s[W_LIMIT_BOTTOM] + 0xe0) & 0xffff) < rw(m, a0 + OB_Y)) deleteObject(m, a0);
}

/** `Cbal_Bounce`. */
function bounce(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  objectFall(m, a0);
  if (rsw(m, a0 + OB_VEL_Y) < 0) return;
  const d1 = objFloorDist(w, a0);
  if (d1 >= 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  ww(m, a0 + OB_VEL_Y, -0x300);
  const d3 = floorResult.angle;
  if (d3 === 0) return;
  const vx = rsw(m, a0 + OB_VEL_X);
  if (d3 & 0x80 ? vx >= 0 : vx < 0) ww(m, a0 + OB_VEL_X, -vx);
}
