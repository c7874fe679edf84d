/**
 * Object $5C — the metal pylons in the SLZ foreground (_incObj/5C Pylon.asm: `Pylon`, `Pyl_Main`,
 * `Pyl_Display`).
 *
 * Drawn in screen coordinates (obRender 0), scrolling at twice the camera's speed: obX = -(2 *
 * camera x) and obScreenY = $100 - ((2 * camera y) & $3F), from the 16:16 camera positions
 * (`add.l d1,d1; swap`). The camera's fractional words are not kept by the engine (the x one is
 * always 0 in Sonic 1; the y one only moves the drawing). No collision, never unloaded.
 */
import type { S1ObjectContext } from '../context.ts';
import { OB_ACT_WID, OB_ROUTINE, OB_SCREEN_Y, OB_X, ww } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { C_X, C_Y } from '../../../../state/layout.ts';

export const ID_PYLON = 0x5c;

export function pylon(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_ACT_WID] = 0x10;
  }
  ww(m, a0 + OB_X, -(w.s[C_X] * 2));
  ww(m, a0 + OB_SCREEN_Y, 0x100 - ((w.s[C_Y] * 2) & 0x3f));
  displaySprite(w, a0);
}
