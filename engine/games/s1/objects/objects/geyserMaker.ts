/**
 * Object $4C — lava geyser / lavafall producer (MZ) (_incObj/4C & 4D Lava Geyser Maker.asm:
 * `GeyserMaker`, `GMake_Main`, `GMake_Wait`, `GMake_ChkType`, `GMake_MakeLava`, `GMake_Display`,
 * `GMake_Delete`, then `Geyser_ChkDel`; _anim/Lava Geyser.asm `Ani_Geyser`).
 *
 * Every 120 frames it checks whether Sonic is above it by less than $170 px; then a geyser (type
 * 0: bubbles first, its animation's end loads the lava) or a lavafall (type 1: at once) loads as
 * object $4D in the next free slot. A geyser maker lit by a push block riding lava throws that
 * block up (its objoff_3C: status bit 1 set, y speed -$580). When the lava falls back, the
 * geyser maker bubbles once more and deletes itself (type 0). Deleted when out of range.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_Y, OB_X, OB_Y,
  readObjectPointer, rw, writeObjectPointer, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { sonicY } from '../sonic.ts';

export const ID_GEYSER_MAKER = 0x4c;
export const ID_LAVA_GEYSER = 0x4d;

/** gmake_timer, gmake_time. */
const GMAKE_TIMER = 0x32;
const GMAKE_TIME = 0x34;
/** gmake_parent: what it throws (a push block) / for the lava, the maker. */
export const GMAKE_PARENT = 0x3c;

/** Ani_Geyser: bubbling then the lava (routine), bubbling, the lava's top, bubbling then done (routine), blank, lavafall's top. */
export const ANI_GEYSER: AnimationScripts = [
  [2, 0, 1, 0, 1, 4, 5, 4, 5, 0xfc],
  [2, 2, 3, 0xff],
  [2, 6, 7, 0xff],
  [2, 2, 3, 0, 1, 0, 1, 0xfc],
  [0xf, 0x13, 0xff],
  [2, 0x11, 0x12, 0xff],
];

export function geyserMaker(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_PRIORITY] = 1;
      m[a0 + OB_ACT_WID] = 0x38;
      ww(m, a0 + GMAKE_TIME, 120);
      wait(w, a0);
      break;
    case 2:
      wait(w, a0);
      break;
    case 4:
      if (m[a0 + OB_SUBTYPE] === 0) display(w, a0);
      else m[a0 + OB_ROUTINE] += 2;
      break;
    case 6:
      makeLava(w, a0);
      break;
    case 8:
      display(w, a0);
      break;
    case 0xa:
      m[a0 + OB_ANIM] = 0;
      m[a0 + OB_ROUTINE] = 2;
      if (m[a0 + OB_SUBTYPE] === 0) deleteObject(m, a0);
      break;
  }
  // Geyser_ChkDel
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

/** `GMake_Wait`: every 120 frames, Sonic above within $170 px starts it. */
function wait(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + GMAKE_TIMER) - 1) & 0xffff;
  ww(m, a0 + GMAKE_TIMER, t);
  if ((t & 0x8000) === 0) return;
  ww(m, a0 + GMAKE_TIMER, rw(m, a0 + GMAKE_TIME));
  const d0 = sonicY(w.s);
  const d1 = rw(m, a0 + OB_Y);
  if (d0 >= d1) return;
  if (d0 < ((d1 - 0x170) & 0xffff)) return;
  m[a0 + OB_ROUTINE] += 2;
}

/** `GMake_MakeLava`. */
function makeLava(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  const a1 = findNextFreeObj(m, a0);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_LAVA_GEYSER;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_SUBTYPE] = m[a0 + OB_SUBTYPE];
    writeObjectPointer(m, a1 + GMAKE_PARENT, a0);
  }
  m[a0 + OB_ANIM] = 1;
  if (m[a0 + OB_SUBTYPE] !== 0) {
    m[a0 + OB_ANIM] = 4;
  } else {
    // .isgeyser: throw what lit it (nothing when it was placed: its pointer is 0, the ROM).
    const thrown = readObjectPointer(m, a0 + GMAKE_PARENT);
    if (thrown >= 0) {
      m[thrown + OB_STATUS] |= 2;
      ww(m, thrown + OB_VEL_Y, -0x580);
    }
  }
  display(w, a0);
}

/** `GMake_Display`. */
function display(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_GEYSER);
  displaySprite(w, a0);
}
