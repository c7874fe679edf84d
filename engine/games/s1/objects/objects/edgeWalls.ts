/**
 * Object $44 — the GHZ edge walls (_incObj/44 GHZ Edge Walls.asm: `EdgeWalls`, `Edge_Main`,
 * `Edge_Solid`, `Edge_Display`; sonic.asm `Obj44_SolidWall`, `Obj44_SolidWall2`).
 *
 * The subtype is the frame; with bit 4 set the wall is only scenery. Otherwise it is a wall
 * $13 px either side and $28 px above and below its centre (plus Sonic's height), with no top
 * to stand on: Obj44_SolidWall2 finds Sonic inside the box (not while f_playerctrl bit 7, dying
 * or in debug mode) and which way he is nearest out: sideways (d4 = 1) he is pushed out and
 * stopped when moving in (grounded, pushing); from below while rising he is pushed down and
 * his y speed cleared; from above nothing happens (d4 = -1 with d3 >= 0). Outside, pushing
 * ends (his animation set to walking by the `move.w #id_Run,obAnim` word write).
 * The original displays before its range check (deleted the same frame it was queued: the
 * queue skips emptied slots, as BuildSprites does).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, rw } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { noteSolid } from '../solidBoxes.ts';
import {
  ID_WALK, SONIC_AIR, SONIC_PUSH, setSonicAnim, setSonicInertia, setSonicStatus, setSonicVelX, setSonicVelY, setSonicX, setSonicY,
  sonicHeight, sonicRoutine, sonicStatus, sonicVelX, sonicVelY, sonicX, sonicY,
} from '../sonic.ts';
import { W_PLAYER_CTRL } from '../../../../state/layout.ts';

export const ID_EDGE_WALLS = 0x44;

export function edgeWalls(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0: {
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] |= 4;
      m[a0 + OB_ACT_WID] = 8;
      m[a0 + OB_PRIORITY] = 6;
      m[a0 + OB_FRAME] = m[a0 + OB_SUBTYPE];
      const scenery = (m[a0 + OB_FRAME] & 0x10) !== 0;
      m[a0 + OB_FRAME] &= ~0x10;
      if (scenery) m[a0 + OB_ROUTINE] += 2;
      else obj44SolidWall(w, a0, 0x13, 0x28);
      break;
    }
    case 2:
      obj44SolidWall(w, a0, 0x13, 0x28);
      break;
  }
  // Edge_Display
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

const w16 = (v: number): number => v & 0xffff;
const s16 = (v: number): number => (v << 16) >> 16;

/** Obj44_SolidWall2's results: d4 (0 outside, 1 a side, -1 top or bottom), d0 and d3 as it leaves them. */
interface WallContact {
  d4: number;
  d0: number;
  d3: number;
}
const contact: WallContact = { d4: 0, d0: 0, d3: 0 };

/** `Obj44_SolidWall`: d1 = half width, d2 = half height. */
export function obj44SolidWall(w: S1ObjectContext, a0: number, d1: number, d2: number): void {
  noteSolid(w, a0, d1, d2);
  const s = w.s;
  const m = w.m;
  const c = obj44SolidWall2(w, a0, d1, d2);
  if (c.d4 === 0) {
    // loc_8AA8
    if ((m[a0 + OB_STATUS] & 0x20) === 0) return;
    setSonicAnim(s, ID_WALK);
    notPushing(w, a0);
    return;
  }
  if (c.d4 < 0) {
    // loc_8AC4: from below while moving up, pushed down.
    if (sonicVelY(s) >= 0) return;
    if (c.d3 & 0x8000) {
      setSonicY(s, sonicY(s) - s16(c.d3));
      setSonicVelY(s, 0);
    }
    return;
  }
  if (c.d0 !== 0) {
    const vx = sonicVelX(s);
    // Stopped only when moving into the wall (loc_8A7C / the right side's `bmi`).
    if (c.d0 & 0x8000 ? vx < 0 : vx >= 0) {
      setSonicX(s, sonicX(s) - s16(c.d0));
      setSonicInertia(s, 0);
      setSonicVelX(s, 0);
    }
  }
  // loc_8A92
  if (sonicStatus(s) & SONIC_AIR) {
    notPushing(w, a0);
    return;
  }
  setSonicStatus(s, sonicStatus(s) | SONIC_PUSH);
  m[a0 + OB_STATUS] |= 0x20;
}

/** loc_8AB6: pushing ends, for the wall and for Sonic. */
function notPushing(w: S1ObjectContext, a0: number): void {
  w.m[a0 + OB_STATUS] &= ~0x20;
  setSonicStatus(w.s, sonicStatus(w.s) & ~SONIC_PUSH);
}

/** `Obj44_SolidWall2`: unsigned word compares as in the original. */
function obj44SolidWall2(w: S1ObjectContext, a0: number, d1: number, d2in: number): WallContact {
  const s = w.s;
  const m = w.m;
  contact.d4 = 0;
  let d0 = w16(sonicX(s) - rw(m, a0 + OB_X) + d1);
  contact.d0 = d0;
  if (d0 & 0x8000) return contact;
  if (d0 > w16(d1 * 2)) return contact;
  // `move.b obHeight(a1),d3; ext.w d3; add.w d3,d2`
  const d2 = w16(d2in + ((sonicHeight(s) << 24) >> 24));
  let d3 = w16(sonicY(s) - rw(m, a0 + OB_Y) + d2);
  contact.d3 = d3;
  if (d3 & 0x8000) return contact;
  const d4 = w16(d2 * 2);
  if (d3 >= d4) return contact;
  if (s[W_PLAYER_CTRL] & 0x80) return contact;
  if (sonicRoutine(s) >= 6) return contact;
  let d5 = d0;
  if (d0 > d1) {
    d0 = w16(d0 - d1 * 2);
    d5 = w16(-d0);
  }
  let dv = d3;
  if (d3 > d2) {
    d3 = w16(d3 - d4);
    dv = w16(-d3);
  }
  contact.d0 = d0;
  contact.d3 = d3;
  contact.d4 = d5 > dv ? -1 : 1;
  return contact;
}
