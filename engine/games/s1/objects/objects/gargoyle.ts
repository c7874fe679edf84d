/**
 * Object $62 — gargoyle head and its fireballs (LZ, SBZ3) (_incObj/62 Gargoyle.asm: `Gargoyle`,
 * `Gar_Main`, `Gar_MakeFire`, `Gar_FireBall`, `Gar_AniFire`).
 *
 * The head: the subtype's low nybble picks the spit rate from Gar_SpitRate (30..240 frames,
 * kept in obDelayAni; obTimeFrame counts it down, firing when it reaches 0). A spit only happens
 * while ChkObjectVisible finds the head on screen and FindFreeObj a slot: a Gargoyle with
 * routine 4 at the head's position, with its obRender and obStatus. The fireball (Gar_FireBall,
 * then Gar_AniFire): 8 px lower, $200 a frame the way the head faces (left unless x-flipped),
 * collision type $98 (hurts), flipping its frame when v_framecount & 7 is 0,
 * and deleted when its wall sensor (ObjHitWallLeft -8 / ObjHitWallRight 8) goes negative.
 *
 * Quirk kept: the deletion jumps to DeleteObject from the routine, which returns into Gargoyle's
 * own `bra.w RememberState` with the slot already cleared (FixBugs pops the return address): the
 * empty slot is looked at once more, at x 0 — displayed (queued with nothing in it) when the
 * camera is near the act's left edge, otherwise "deleted" again. Both are harmless to the state
 * but the display queues the slot, as the game's does.
 */
import type { S1ObjectContext } from '../context.ts';
import { chkObjectVisible } from '../chkObjectVisible.ts';
import { deleteObject, findFreeObj, rememberState } from '../objectManager.ts';
import { objHitWallLeft, objHitWallRight } from '../objHitWall.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_DELAY_ANI, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS,
  OB_SUBTYPE, OB_TIME_FRAME, OB_VEL_X, OB_WIDTH, OB_X, OB_Y, rw, speedToPos, ww,
} from '../ram.ts';
import { W_LEVEL_FRAME } from '../../../../state/layout.ts';

export const ID_GARGOYLE = 0x62;

/** Gar_SpitRate: frames between spits by the subtype's low nybble (8 entries; 8..$F read Gar_Main's code). */
export const GAR_SPIT_RATE = [30, 60, 90, 120, 150, 180, 210, 240] as const;

export function gargoyle(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      garMain(m, a0);
      garMakeFire(w, a0);
      break;
    case 2:
      garMakeFire(w, a0);
      break;
    case 4:
      garFireBall(m, a0);
      garAniFire(w, a0);
      break;
    default:
      garAniFire(w, a0);
  }
  rememberState(w, a0);
}

function garMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_ACT_WID] = 0x10;
  // 8..$F would index past the table into code; no placement has them (checked by the tests).
  m[a0 + OB_DELAY_ANI] = GAR_SPIT_RATE[m[a0 + OB_SUBTYPE] & 0xf] ?? 0;
  m[a0 + OB_TIME_FRAME] = m[a0 + OB_DELAY_ANI];
  m[a0 + OB_SUBTYPE] &= 0xf;
}

function garMakeFire(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if (m[a0 + OB_TIME_FRAME] !== 0) return;
  m[a0 + OB_TIME_FRAME] = m[a0 + OB_DELAY_ANI];
  if (chkObjectVisible(m, w.s, a0)) return;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_GARGOYLE;
  m[a1 + OB_ROUTINE] += 4;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  m[a1 + OB_RENDER] = m[a0 + OB_RENDER];
  m[a1 + OB_STATUS] = m[a0 + OB_STATUS];
}

function garFireBall(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_HEIGHT] = 8;
  m[a0 + OB_WIDTH] = 8;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_COL_TYPE] = 0x98;
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_FRAME] = 2;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + 8);
  ww(m, a0 + OB_VEL_X, m[a0 + OB_STATUS] & 1 ? 0x200 : -0x200);
}

function garAniFire(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((w.s[W_LEVEL_FRAME] & 7) === 0) m[a0 + OB_FRAME] ^= 1;
  speedToPos(m, a0);
  const d1 = m[a0 + OB_STATUS] & 1 ? objHitWallRight(w, a0, 8) : objHitWallLeft(w, a0, -8);
  if (d1 < 0) deleteObject(m, a0);
}
