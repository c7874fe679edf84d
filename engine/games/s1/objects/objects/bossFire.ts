/**
 * Object $74 — lava that Eggman drops (MZ) (_incObj/74 MZ Boss Fire.asm: `BossFire`,
 * `BossFire_Main`, `BossFire_Action`, `BossFire_Delete`, `BossFire_Drop`, `BossFire_MakeFlame`,
 * `BossFire_Duplicate2`, `BossFire_Duplicate`, `BossFire_FallEdge`, `BossFire_Delete2`,
 * `loc_18886`, `BossFire_Animate`, `BossFire_Delete3`; Ani_Fire from the lava ball).
 *
 * Type 1 (from the boss): waits $1E frames, then drops (+$18 a frame) and hurts (touch type $8B).
 * On the floor it splits into two flames running left and right at $A0 along the floor, each
 * leaving a burning flame (type 0: $67 frames, then a burst and gone) every 32 px (where x's
 * bit 4 changes). A flame past boss_mz_x + $140 burns out where it is; one that runs off an edge
 * falls (+$24 a frame) and starts again from its last burning flame, three times at most. Any
 * fire below boss_mz_y + $D8 is deleted.
 *
 * Quirk kept: a fire deleted after its third fall is still moved, animated and displayed that
 * frame (the original's display-after-free): its emptied slot keeps the animation bytes.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_GFX, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE,
  OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { animateSprite } from '../animateSprite.ts';
import { objFloorDist } from '../objFloorDist.ts';
import { ANI_FIRE } from './lavaBall.ts';

export const ID_BOSS_FIRE = 0x74;

/** Constants.asm boss_mz_x, boss_mz_y. */
const BOSS_MZ_X = 0x1800;
const BOSS_MZ_Y = 0x210;

/** objoff_29: the drop wait, the burn time, or the falls left. */
const FIRE_TIMER = 0x29;
/** objoff_30: x where it last checked; objoff_32: its last burning flame's x; objoff_38: where it started running (y). */
const FIRE_LAST_X = 0x30;
const FIRE_FLAME_X = 0x32;
const FIRE_START_Y = 0x38;

export function bossFire(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(w, a0);
      break;
    case 2:
      action(w, a0);
      break;
    case 4:
      burn(m, a0);
      break;
    case 6:
      deleteObject(m, a0);
      break;
  }
  displaySprite(w, a0);
}

/** `BossFire_Main`. */
function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_HEIGHT] = 8;
  m[a0 + OB_WIDTH] = 8;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 5;
  ww(m, a0 + FIRE_START_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_ROUTINE] += 2;
  if (m[a0 + OB_SUBTYPE] === 0) {
    m[a0 + OB_COL_TYPE] = 0x8b;
    m[a0 + OB_ROUTINE] += 2;
    burn(m, a0);
    return;
  }
  m[a0 + FIRE_TIMER] = 0x1e;
  action(w, a0);
}

/** `BossFire_Action` (routine 2). */
function action(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      drop(w, a0);
      break;
    case 2:
      makeFlame(m, a0);
      break;
    case 4:
      duplicate(w, a0);
      break;
    case 6:
      fallEdge(w, a0);
      break;
  }
  speedToPos(m, a0);
  animateSprite(m, a0, ANI_FIRE);
  if (rw(m, a0 + OB_Y) > BOSS_MZ_Y + 0xd8) deleteObject(m, a0);
}

/** `BossFire_Drop`. */
function drop(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_STATUS] |= 2;
  m[a0 + FIRE_TIMER] = (m[a0 + FIRE_TIMER] - 1) & 0xff;
  if ((m[a0 + FIRE_TIMER] & 0x80) === 0) return;
  m[a0 + OB_COL_TYPE] = 0x8b;
  m[a0 + OB_SUBTYPE] = 0;
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  m[a0 + OB_STATUS] &= ~2;
  if (objFloorDist(w, a0) < 0) m[a0 + OB_2ND_ROUT] += 2;
}

/** `BossFire_MakeFlame`: it runs right; a copy of it in the next free slot runs left. */
function makeFlame(m: Uint8Array, a0: number): void {
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) - 2);
  m[a0 + OB_GFX] |= 0x80;
  ww(m, a0 + OB_VEL_X, 0xa0);
  ww(m, a0 + OB_VEL_Y, 0);
  ww(m, a0 + FIRE_LAST_X, rw(m, a0 + OB_X));
  ww(m, a0 + FIRE_START_Y, rw(m, a0 + OB_Y));
  m[a0 + FIRE_TIMER] = 3;
  const a1 = findNextFreeObj(m, a0);
  if (a1 >= 0) {
    m.copyWithin(a1, a0, a0 + OBJECT_SIZE);
    ww(m, a1 + OB_VEL_X, -rsw(m, a1 + OB_VEL_X));
    m[a1 + OB_2ND_ROUT] += 2;
  }
  m[a0 + OB_2ND_ROUT] += 2;
}

/** `BossFire_Duplicate`: running; a burning flame where x's bit 4 changes; off an edge it falls. */
function duplicate(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (objFloorDist(w, a0) >= 0) {
    m[a0 + OB_2ND_ROUT] += 2;
    return;
  }
  const x = rw(m, a0 + OB_X);
  if (((x << 16) >> 16) > BOSS_MZ_X + 0x140) {
    m[a0 + OB_ROUTINE] += 2;
    return;
  }
  const last = rw(m, a0 + FIRE_LAST_X);
  if (last !== x && (last & 0x10) !== (x & 0x10)) {
    // BossFire_Duplicate2: a burning flame (type 0, $67 frames).
    const a1 = findNextFreeObj(m, a0);
    if (a1 >= 0) {
      ww(m, a1 + OB_X, x);
      ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
      m[a1 + OB_ID] = ID_BOSS_FIRE;
      m[a1 + OB_SUBTYPE] = 0;
      m[a1 + FIRE_TIMER] = 0x67;
    }
    ww(m, a0 + FIRE_FLAME_X, x);
  }
  ww(m, a0 + FIRE_LAST_X, x);
}

/** `BossFire_FallEdge`. */
function fallEdge(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_STATUS] &= ~2;
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x24);
  let d0 = (rw(m, a0 + OB_X) - rw(m, a0 + FIRE_FLAME_X)) & 0xffff;
  if (d0 & 0x8000) d0 = -d0 & 0xffff;
  if (d0 === 0x12) m[a0 + OB_GFX] &= 0x7f;
  if (objFloorDist(w, a0) >= 0) return;
  m[a0 + FIRE_TIMER] = (m[a0 + FIRE_TIMER] - 1) & 0xff;
  if (m[a0 + FIRE_TIMER] === 0) {
    deleteObject(m, a0);
    return;
  }
  ww(m, a0 + OB_VEL_Y, 0);
  ww(m, a0 + OB_X, rw(m, a0 + FIRE_FLAME_X));
  ww(m, a0 + OB_Y, rw(m, a0 + FIRE_START_Y));
  m[a0 + OB_GFX] |= 0x80;
  m[a0 + OB_2ND_ROUT] -= 2;
}

/** `loc_18886` (routine 4): burning; when its time is up, the burst (whose end deletes it). */
function burn(m: Uint8Array, a0: number): void {
  m[a0 + OB_GFX] |= 0x80;
  m[a0 + FIRE_TIMER] = (m[a0 + FIRE_TIMER] - 1) & 0xff;
  if (m[a0 + FIRE_TIMER] === 0) {
    m[a0 + OB_ANIM] = 1;
    ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) - 4);
    m[a0 + OB_COL_TYPE] = 0;
  }
  animateSprite(m, a0, ANI_FIRE);
}
