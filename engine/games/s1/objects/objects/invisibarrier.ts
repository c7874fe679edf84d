/**
 * Object $71 — invisible solid barriers (_incObj/71 Invisible Barriers.asm: `Invisibarrier`,
 * `Invis_Main`, `Invis_Solid`).
 *
 * Subtype: high nibble h, low nibble l: (h + 1) * 8 px half wide (obActWid), (l + 1) * 8 px half
 * high (obHeight). While its position is inside the screen (ChkObjectVisible) it is solid:
 * SolidObject71 with d1 = obActWid + $B, d2 = obHeight, d3 = d2 + 1. Never displayed (only in
 * debug mode, not modelled), so its on-screen flag stays clear, which is why it uses the
 * SolidObject variant that does not test it. Out of range it is deleted.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_ACT_WID, OB_HEIGHT, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, rw } from '../ram.ts';
import { chkObjectVisible } from '../chkObjectVisible.ts';
import { solidObject71 } from '../solidObject.ts';

export const ID_INVISIBARRIER = 0x71;

export function invisibarrier(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] |= 4;
    const sub = m[a0 + OB_SUBTYPE];
    m[a0 + OB_ACT_WID] = ((sub & 0xf0) + 0x10) >> 1;
    m[a0 + OB_HEIGHT] = ((sub & 0xf) + 1) << 3;
  }
  if (!chkObjectVisible(m, w.s, a0)) {
    const d2 = m[a0 + OB_HEIGHT];
    solidObject71(w, a0, m[a0 + OB_ACT_WID] + 0xb, d2, d2 + 1, rw(m, a0 + OB_X));
  }
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}
