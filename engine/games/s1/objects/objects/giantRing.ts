/**
 * Object $4B — the giant ring to the special stage (_incObj/4B Giant Ring.asm: `GiantRing`,
 * `GRing_Main`, `GRing_Okay`, `GRing_Animate`, `GRing_Collect`, `GRing_PlaySnd`,
 * `GRing_Delete`).
 *
 * Once on screen it stays only for a Sonic with 50 rings or more (each frame it checks again);
 * with all 6 emeralds (v_emeralds: the run's G_EMERALDS, engine/games/s1/s1ActRun.ts) it
 * deletes itself. Then it is an item
 * of collision type $52 (half sizes 8 x 16): touching it (while flashtime is below 90) frees the
 * flash ($7C, engine/games/s1/objects/objects/ringFlash.ts) into a free slot, mirrored when
 * Sonic comes from the right, and makes the ring untouchable; the flash then deletes the ring,
 * removes Sonic and sets f_bigring. Its frame follows v_ani1_frame; out_of_range deletes it.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_X, OB_Y, RENDER_ON_SCREEN, rw,
  writeObjectPointer, ww,
} from '../ram.ts';
import { G_ANI1_FRAME, G_EMERALDS } from '../s1State.ts';
import { sonicX } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { P_RINGS } from '../../../../state/layout.ts';
import { ID_RING_FLASH, RING_FLASH_PARENT } from './ringFlash.ts';

export const ID_GIANT_RING = 0x4b;

export function giantRing(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      gRingMain(w, a0);
      return;
    case 2:
      gRingAnimate(w, a0);
      return;
    case 4:
      gRingCollect(w, a0);
      return;
    default:
      deleteObject(m, a0);
  }
}

function gRingMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_ACT_WID] = 0x40;
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    gRingAnimate(w, a0);
    return;
  }
  // `cmpi.b #6,(v_emeralds).w` / `beq.w GRing_Delete`.
  if ((w.s[G_EMERALDS] & 7) === 6) {
    deleteObject(m, a0);
    return;
  }
  if ((w.s[P_RINGS] & 0xffff) < 50) return;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_PRIORITY] = 2;
  m[a0 + OB_COL_TYPE] = 0x52;
  gRingAnimate(w, a0);
}

function gRingAnimate(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_FRAME] = w.s[G_ANI1_FRAME];
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function gRingCollect(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] -= 2;
  m[a0 + OB_COL_TYPE] = 0;
  const a1 = findFreeObj(m);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_RING_FLASH;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    writeObjectPointer(m, a1 + RING_FLASH_PARENT, a0);
    if (sonicX(w.s) >= rw(m, a0 + OB_X)) m[a1 + OB_RENDER] |= 1;
  }
  gRingAnimate(w, a0);
}
