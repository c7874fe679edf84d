/**
 * Object $65 — waterfalls and splashes (LZ, SBZ3) (_incObj/65 Waterfalls.asm: `Waterfall`,
 * `WFall_Main`, `WFall_Animate`, `WFall_ChkDel`, `WFall_OnWater`, `loc_12B36`;
 * _anim/Waterfalls.asm).
 *
 * Scenery: no collision. The subtype's low nybble is the frame; bit 7 puts it in front (obGfx
 * priority bit). Type $x9 is the splash: it animates (frames 9, $A, $B, 6 frames each); with
 * bit 6 ($49) it rides the water, 16 px above v_waterpos1, every frame; with bit 5 ($A9) its
 * priority bit follows LZ3's layout byte at row 2, column 6 (7 once switch $F has opened the
 * way). Everything else only stays (RememberState).
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { rememberState } from '../objectManager.ts';
import { OB_ACT_WID, OB_FRAME, OB_GFX, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_Y, ww } from '../ram.ts';
import { LZ3_PATCH_INDEX } from '../../act/labyrinthWater.ts';
import { W_LAYOUT_PATCH, W_WATER_Y } from '../../../../state/layout.ts';

export const ID_WATERFALL = 0x65;

/** Ani_WFall: the splash. */
export const ANI_WFALL: AnimationScripts = [[5, 9, 0xa, 0xb, 0xff]];

export function waterfall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      if (!wfallMain(m, a0)) break;
      animateSprite(m, a0, ANI_WFALL);
      break;
    case 2:
      animateSprite(m, a0, ANI_WFALL);
      break;
    case 4:
      break;
    case 6:
      ww(m, a0 + OB_Y, (w.s[W_WATER_Y] - 0x10) & 0xffff);
      animateSprite(m, a0, ANI_WFALL);
      break;
    default: {
      m[a0 + OB_GFX] &= 0x7f;
      if (layoutByte(w) === 7) m[a0 + OB_GFX] |= 0x80;
      animateSprite(m, a0, ANI_WFALL);
    }
  }
  rememberState(w, a0);
}

/** `WFall_Main`; returns whether it falls into WFall_Animate (the splash) rather than WFall_ChkDel. */
function wfallMain(m: Uint8Array, a0: number): boolean {
  m[a0 + OB_ROUTINE] += 4;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_ACT_WID] = 0x18;
  m[a0 + OB_PRIORITY] = 1;
  const sub = m[a0 + OB_SUBTYPE];
  if (sub & 0x80) m[a0 + OB_GFX] |= 0x80;
  const d0 = sub & 0xf;
  m[a0 + OB_FRAME] = d0;
  if (d0 !== 9) return false;
  m[a0 + OB_PRIORITY] = 0;
  m[a0 + OB_ROUTINE] -= 2;
  if (sub & 0x40) m[a0 + OB_ROUTINE] = 6;
  if (sub & 0x20) m[a0 + OB_ROUTINE] = 8;
  return true;
}

/** v_lvllayout+$80*2+6: the act's byte there unless LZ3 rewrote it. */
function layoutByte(w: S1ObjectContext): number {
  const patch = w.s[W_LAYOUT_PATCH];
  return patch !== 0 ? patch : w.rules.layout[LZ3_PATCH_INDEX];
}
