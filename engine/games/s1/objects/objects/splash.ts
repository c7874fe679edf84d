/**
 * Object $08 — the water splash (LZ, SBZ3) (_incObj/08 Water Splash.asm: `Splash`, `Spla_Main`,
 * `Spla_Display`, `Spla_Delete`; _anim/Water Splash.asm).
 *
 * Sonic_Water puts it in the reserved slot v_splash (12) when Sonic crosses the surface moving
 * (engine/games/s1/objects/sonicWaterObjects.ts). It takes Sonic's x once, sits on v_waterpos1 every
 * frame, shows frames 0, 1, 2 (5 frames each) and deletes itself (afRoutine → Spla_Delete).
 * No collision: it matters for its slot and the sprite queue.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject } from '../objectManager.ts';
import { OB_ACT_WID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_X, OB_Y, ww } from '../ram.ts';
import { sonicX } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { W_WATER_Y } from '../../../../state/layout.ts';

export const ID_SPLASH = 0x08;

/** Ani_Splash. */
export const ANI_SPLASH: AnimationScripts = [[4, 0, 1, 2, 0xfc]];

export function splash(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] |= 4;
      m[a0 + OB_PRIORITY] = 1;
      m[a0 + OB_ACT_WID] = 0x10;
      ww(m, a0 + OB_X, sonicX(w.s));
      display(w, a0);
      return;
    case 2:
      display(w, a0);
      return;
    default:
      deleteObject(m, a0);
  }
}

function display(w: S1ObjectContext, a0: number): void {
  ww(w.m, a0 + OB_Y, w.s[W_WATER_Y] & 0xffff);
  animateSprite(w.m, a0, ANI_SPLASH);
  displaySprite(w, a0);
}
