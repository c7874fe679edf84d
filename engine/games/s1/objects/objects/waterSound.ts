/**
 * Object $49 — the waterfall sound (_incObj/49 Waterfall Sound.asm: `WaterSound`, `WSnd_Main`,
 * `WSnd_PlaySnd`, `WSnd_ChkDel`). It only plays a sound every 64 VBlanks, which the engine does
 * not model; it matters because it takes a level slot while in range (out_of_range deletes it),
 * and slot order changes outcomes.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_RENDER, OB_ROUTINE, OB_X, rw } from '../ram.ts';

export const ID_WATER_SOUND = 0x49;

export function waterSound(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
  }
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}
