/**
 * Object $13 — lava ball maker (MZ, SLZ) (_incObj/13 Lava Ball Maker.asm: `LavaMaker`,
 * `LavaM_Main`, `LavaM_MakeLava`, then `LBall_ChkDel`).
 *
 * Invisible. Every 30 × (1 + the subtype's high nibble) frames (LavaM_Rates), if its position is
 * on screen (ChkObjectVisible) and a slot is free, it loads a lava ball ($14) at its position
 * with the subtype's low nibble as the ball's type. Deleted when out of range.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import { OB_DELAY_ANI, OB_ID, OB_ROUTINE, OB_SUBTYPE, OB_TIME_FRAME, OB_X, OB_Y, rw, ww } from '../ram.ts';
import { chkObjectVisible } from '../chkObjectVisible.ts';
import { ID_LAVA_BALL } from './lavaBall.ts';

export const ID_LAVA_MAKER = 0x13;

/**
 * LavaM_Rates, then the bytes that follow it in the ROM (LavaM_Main's first instructions), which
 * a high nibble of 6 or more reads: no act places such a maker.
 */
export const RATES: readonly number[] = [30, 60, 90, 120, 150, 180, 0x54, 0x28, 0x00, 0x24, 0x10, 0x28, 0x00, 0x28, 0xe8, 0x48];

export function lavaMaker(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_DELAY_ANI] = RATES[(m[a0 + OB_SUBTYPE] >> 4) & 0xf];
      m[a0 + OB_TIME_FRAME] = m[a0 + OB_DELAY_ANI];
      m[a0 + OB_SUBTYPE] &= 0xf;
      makeLava(w, a0);
      break;
    case 2:
      makeLava(w, a0);
      break;
  }
  // LBall_ChkDel
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

/** `LavaM_MakeLava`. */
function makeLava(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if (m[a0 + OB_TIME_FRAME] !== 0) return;
  m[a0 + OB_TIME_FRAME] = m[a0 + OB_DELAY_ANI];
  if (chkObjectVisible(m, w.s, a0)) return;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_LAVA_BALL;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  m[a1 + OB_SUBTYPE] = m[a0 + OB_SUBTYPE];
}
