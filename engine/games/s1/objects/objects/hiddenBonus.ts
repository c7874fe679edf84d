/**
 * Object $7D — hidden points at the end of acts (_incObj/7D Hidden Bonuses.asm: `HiddenBonus`,
 * `Bonus_Main` with `.chkdel`, `Bonus_Display`, `Bonus_Display_Delete`).
 *
 * Invisible until Sonic's centre is within 16 px of it (both axes, unsigned word compares) and he
 * has not entered a giant ring (f_bigring): then it adds its points (AddPoints by subtype:
 * 0, 1000, 100 tens — and 1 ten for subtype 3, the original's wrong number for "100 points",
 * reproduced) and shows them for 120 frames. out_of_range deletes it either way.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rw, ww } from '../ram.ts';
import { G_BIG_RING } from '../s1State.ts';
import { addPoints } from '../score.ts';
import { sonicX, sonicY } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_HIDDEN_BONUS = 0x7d;
/** bonus_timelen (objoff_30). */
const TIME = 0x30;
/** Bonus_Main's `.points`, in tens. */
export const POINTS: readonly number[] = [0, 1000, 100, 1];

export function hiddenBonus(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    bonusMain(w, a0);
    return;
  }
  const t = (rw(m, a0 + TIME) - 1) & 0xffff;
  ww(m, a0 + TIME, t);
  if (t & 0x8000 || outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function bonusMain(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  const near =
    ((sonicX(s) - rw(m, a0 + OB_X) + 0x10) & 0xffff) < 0x20 && ((sonicY(s) - rw(m, a0 + OB_Y) + 0x10) & 0xffff) < 0x20;
  if (near && s[G_BIG_RING] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] |= 4;
    m[a0 + OB_PRIORITY] = 0;
    m[a0 + OB_ACT_WID] = 0x10;
    m[a0 + OB_FRAME] = m[a0 + OB_SUBTYPE];
    ww(m, a0 + TIME, 119);
    addPoints(s, POINTS[m[a0 + OB_SUBTYPE]] ?? 0, w.rules.revision);
  }
  if (outOfRange(s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}
