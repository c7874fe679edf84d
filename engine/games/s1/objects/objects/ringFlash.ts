/**
 * Object $7C — the flash of the giant ring (_incObj/7C Ring Flash.asm: `RingFlash`,
 * `Flash_Main`, `Flash_ChkDel`, `Flash_Collect`, `Flash_End`, `Flash_Delete`).
 *
 * Eight frames of two: at the third the giant ring (its parent, objoff_3C) is set to delete
 * itself, Sonic becomes invisible, f_bigring is set and the shield and invincibility end; after
 * the eighth Sonic's object is removed (v_player's id cleared: ExecuteObjects no longer runs him)
 * and the flash returns at once (no display that frame), deleting itself the next.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_TIME_FRAME, OB_X, readObjectPointer, rw,
} from '../ram.ts';
import { G_BIG_RING, G_INVINCIBLE, G_PLAYER_GONE } from '../s1State.ts';
import { displaySprite } from '../spriteQueue.ts';
import { P_SHIELD } from '../../../../state/layout.ts';

export const ID_RING_FLASH = 0x7c;
/** objoff_3C: the giant ring. */
export const RING_FLASH_PARENT = 0x3c;
/** GRing_Delete's routine. */
const GIANT_RING_DELETE = 6;

export function ringFlash(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] |= 4;
      m[a0 + OB_PRIORITY] = 0;
      m[a0 + OB_ACT_WID] = 0x20;
      m[a0 + OB_FRAME] = 0xff;
      chkDel(w, a0);
      return;
    case 2:
      chkDel(w, a0);
      return;
    default:
      deleteObject(m, a0);
  }
}

function chkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (flashCollect(w, a0)) return;
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** `Flash_Collect`; true at `Flash_End` (which returns past the caller: `addq.l #4,sp`). */
function flashCollect(w: S1ObjectContext, a0: number): boolean {
  const s = w.s;
  const m = w.m;
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if ((m[a0 + OB_TIME_FRAME] & 0x80) === 0) return false;
  m[a0 + OB_TIME_FRAME] = 1;
  m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + 1) & 0xff;
  if (m[a0 + OB_FRAME] >= 8) {
    m[a0 + OB_ROUTINE] += 2;
    s[G_PLAYER_GONE] = 1;
    return true;
  }
  if (m[a0 + OB_FRAME] !== 3) return false;
  const parent = readObjectPointer(m, a0 + RING_FLASH_PARENT);
  if (parent >= 0) m[parent + OB_ROUTINE] = GIANT_RING_DELETE;
  s[G_BIG_RING] = 1;
  s[G_INVINCIBLE] = 0;
  s[P_SHIELD] = 0;
  return false;
}
