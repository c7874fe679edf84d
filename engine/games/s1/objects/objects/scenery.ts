/**
 * Object $1C — scenery: the GHZ bridge stump and the SLZ fireball launcher (_incObj/1C
 * Scenery.asm: `Scenery`, `Scen_Main`, `Scen_ChkDel`, `Scen_Values`).
 *
 * Pure decoration: Scen_Values gives each subtype a frame, a width (obActWid), a priority and a
 * collision type (all 0: it touches nothing); it is displayed until out of range. Only the
 * width and priority matter to the engine (visibility and the sprite queue). Subtypes above 3
 * read past the original's table; none is placed, and here they wrap to 0-3.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, rw } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_SCENERY = 0x1c;

/** Scen_Values by subtype: frame, width, priority, collision type (0-2 SLZ launcher, 3 GHZ stump). */
export const SCEN_VALUES: readonly (readonly [number, number, number, number])[] = [
  [0, 8, 2, 0],
  [0, 8, 2, 0],
  [0, 8, 2, 0],
  [1, 0x10, 1, 0],
];

export function scenery(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    const v = SCEN_VALUES[m[a0 + OB_SUBTYPE] & 3];
    m[a0 + OB_RENDER] |= 4;
    m[a0 + OB_FRAME] = v[0];
    m[a0 + OB_ACT_WID] = v[1];
    m[a0 + OB_PRIORITY] = v[2];
    m[a0 + OB_COL_TYPE] = v[3];
  }
  // Scen_ChkDel
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}
