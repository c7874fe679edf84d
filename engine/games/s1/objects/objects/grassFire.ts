/**
 * Object $35 — burning grass that sits on a sinking platform (MZ) (_incObj/35 Burning Grass.asm:
 * `GrassFire`, `GFire_Main`, `loc_B238`, `GFire_Move`, `GFire_Animate`; _anim/Burning Grass.asm).
 *
 * Loaded by a sinking large grassy platform ($2F type 5) at its left end. The first flame (type
 * 0) walks right 1 px a frame along the platform's height map (its y is the map's height under
 * it, below objoff_2C, plus the platform's sink objoff_3C), leaving a flame (type 1, which only
 * follows the sink) every 16 px until it has gone $80 px, and stops at $84. Every flame is
 * listed in the platform (sub_B09C), which deletes them all when it leaves the screen; a flame
 * never deletes itself. Touch type $8B: it hurts.
 */
import type { S1ObjectContext } from '../context.ts';
import { findNextFreeObj } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rl, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { objectTable } from '../objectData.ts';
import { FLAME_SINK, LGRASS_MAP, LGRASS_ORIG_Y, flamePlatform, listFlame } from './largeGrass.ts';

export const ID_GRASS_FIRE = 0x35;

/** gfire_origX: where the first flame started. */
const GFIRE_ORIG_X = 0x2a;

/** Ani_GFire. */
export const ANI_GFIRE: AnimationScripts = [[5, 0, 0x20, 1, 0x21, 0xff]];

export function grassFire(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      ww(m, a0 + GFIRE_ORIG_X, rw(m, a0 + OB_X));
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_PRIORITY] = 1;
      m[a0 + OB_COL_TYPE] = 0x8b;
      m[a0 + OB_ACT_WID] = 8;
      if (m[a0 + OB_SUBTYPE] === 0) {
        walk(w, a0);
        return;
      }
      m[a0 + OB_ROUTINE] += 2;
      follow(w, a0);
      return;
    case 2:
      walk(w, a0);
      return;
    case 4:
      follow(w, a0);
      return;
  }
}

/** `loc_B238`: the first flame walks the platform's top, leaving flames behind. */
function walk(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const d1 = (rw(m, a0 + OB_X) - rw(m, a0 + GFIRE_ORIG_X) + 0xc) & 0xffff;
  // Past the last map the game reads the ROM after it: 0 here (no act walks a flame that far).
  const h = objectTable(w, 'grassHeights')[rl(m, a0 + LGRASS_MAP) + (d1 >> 1)] ?? 0;
  const d2 = (rw(m, a0 + LGRASS_ORIG_Y) - h) & 0xffff;
  ww(m, a0 + OB_Y, d2 + rw(m, a0 + FLAME_SINK));
  if (d1 < 0x84) {
    ww(m, a0 + OB_X, rw(m, a0 + OB_X) + 1);
    // A new flame every 16 px (x + 8 a multiple of 16, the subpixel 0) until $80 px along.
    if (d1 < 0x80 && ((rw(m, a0 + OB_X) + 8) & 0xf) === 0 && rw(m, a0 + OB_X + 2) === 0) {
      const a1 = findNextFreeObj(m, a0);
      if (a1 >= 0) {
        m[a1 + OB_ID] = ID_GRASS_FIRE;
        ww(m, a1 + OB_X, rw(m, a0 + OB_X));
        ww(m, a1 + LGRASS_ORIG_Y, d2);
        ww(m, a1 + FLAME_SINK, rw(m, a0 + FLAME_SINK));
        m[a1 + OB_SUBTYPE] = 1;
        const platform = flamePlatform(m, a0);
        if (platform >= 0) listFlame(m, platform, a1);
      }
    }
  }
  animate(w, a0);
}

/** `GFire_Move`: a flame left behind only sinks with the platform. */
function follow(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + OB_Y, rw(m, a0 + LGRASS_ORIG_Y) + rw(m, a0 + FLAME_SINK));
  animate(w, a0);
}

function animate(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_GFIRE);
  displaySprite(w, a0);
}
