/**
 * Object $3B — the GHZ purple rock (_incObj/3B Purple Rock.asm: `PurpleRock`, `Rock_Main`,
 * `Rock_Solid`).
 *
 * A solid block (SolidObject: half width $1B, half height $10 both ways; obActWid $13). The
 * original displays it before its range check, so on the frame it goes out of range it is both
 * queued and deleted (the FixBugs build checks first); the queue skips emptied slots, as
 * BuildSprites does, so nothing else follows from it.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_ACT_WID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_X, rw } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';

export const ID_PURPLE_ROCK = 0x3b;

export function purpleRock(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_ACT_WID] = 0x13;
    m[a0 + OB_PRIORITY] = 4;
  }
  // Rock_Solid
  solidObject(w, a0, 0x1b, 0x10, 0x10, rw(m, a0 + OB_X));
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}
