/**
 * Object $1B — the water surface (LZ, SBZ3) (_incObj/1B Water Surface.asm: `WaterSurface`,
 * `Surf_Main`, `Surf_Action` with `.even`, `.stopped`, `.animate`, `.display`; sonic.asm
 * `Level_ChkWater`, which loads it).
 *
 * Two of them, in the reserved slots v_watersurface1/2 (30, 31), at x $60 and $120 when a
 * Labyrinth act starts. Each frame it follows the camera: x = (v_screenposx & $FFE0) + its start
 * x, + $20 on odd frames (v_framecount bit 0), y = v_waterpos1; its frame steps 0, 1, 2 every 8
 * frames. Start pressed (v_jpadpress1) moves it to the "paused" frames (+3) and freezes it;
 * the next frame, the game not being paused (f_pause is never set here), it resumes (-3). It
 * has no collision; what it changes is its slots and the sprite queue (DisplaySprite every frame).
 */
import type { S1ObjectContext } from '../context.ts';
import { OB_ACT_WID, OB_FRAME, OB_ID, OB_RENDER, OB_ROUTINE, OB_TIME_FRAME, OB_X, OB_Y, rw, ww } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { BTN_START } from '../../../../input.ts';
import { C_X, W_LEVEL_FRAME, W_WATER_Y } from '../../../../state/layout.ts';

export const ID_WATER_SURFACE = 0x1b;
/** surf_origX (objoff_30), surf_freeze (objoff_32). */
const ORIG_X = 0x30;
const FREEZE = 0x32;

/** `Level_ChkWater`: the two surfaces in their reserved slots (the caller passes the slots' addresses). */
export function loadWaterSurfaces(m: Uint8Array, a1: number, a2: number): void {
  m[a1 + OB_ID] = ID_WATER_SURFACE;
  ww(m, a1 + OB_X, 0x60);
  m[a2 + OB_ID] = ID_WATER_SURFACE;
  ww(m, a2 + OB_X, 0x120);
}

export function waterSurface(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_ACT_WID] = 0x80;
    ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  }
  let d1 = ((s[C_X] & 0xffe0) + rw(m, a0 + ORIG_X)) & 0xffff;
  if (s[W_LEVEL_FRAME] & 1) d1 = (d1 + 0x20) & 0xffff;
  ww(m, a0 + OB_X, d1);
  ww(m, a0 + OB_Y, s[W_WATER_Y] & 0xffff);
  if (m[a0 + FREEZE] !== 0) {
    // .stopped: f_pause is 0, so it resumes at once.
    m[a0 + FREEZE] = 0;
    m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] - 3) & 0xff;
    animate(m, a0);
  } else if (w.press & BTN_START) {
    m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + 3) & 0xff;
    m[a0 + FREEZE] = 1;
  } else animate(m, a0);
  displaySprite(w, a0);
}

function animate(m: Uint8Array, a0: number): void {
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if ((m[a0 + OB_TIME_FRAME] & 0x80) === 0) return;
  m[a0 + OB_TIME_FRAME] = 7;
  m[a0 + OB_FRAME]++;
  if (m[a0 + OB_FRAME] >= 3) m[a0 + OB_FRAME] = 0;
}
