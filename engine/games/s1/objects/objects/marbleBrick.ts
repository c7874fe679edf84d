/**
 * Object $46 — solid blocks and blocks that fall from the ceiling (MZ) (_incObj/46 MZ Bricks.asm:
 * `MarbleBrick`, `Brick_Main`, `Brick_Action`, `Brick_Type00` ... `Brick_Type04`).
 *
 * A solid 32x32 block (half width $1B, half height $10), solid and moving only while on screen.
 * Types (subtype & 7; bit 3 reverses the wobble): 0 still; 1 wobbles with oscillator 5 (0..$10
 * px up); 2 wobbles until Sonic is within $90 px (x), then becomes 3: falls at +$18 a frame to
 * the floor (ObjFloorDist) and becomes 4 there if the block under it is lava (index $16A or more;
 * REV00 tests $2E8), else 0; 4 bobs in the lava with oscillator 4 / 8.
 * REV00 displays it before `out_of_range` may delete it, REV01 after.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, RENDER_ON_SCREEN, rsw,
  rw, speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { objFloorDist } from '../objFloorDist.ts';
import { objFloorTile } from '../floorTile.ts';
import { sonicX } from '../sonic.ts';
import { oscillatorByte } from '../../act/oscillators.ts';

export const ID_MARBLE_BRICK = 0x46;

/** brick_origY. */
const BRICK_ORIG_Y = 0x30;
/** objoff_32: set to $5C0 and never read. */
const BRICK_UNUSED = 0x32;

export function marbleBrick(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_HEIGHT] = 0xf;
      m[a0 + OB_WIDTH] = 0xf;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_PRIORITY] = 3;
      m[a0 + OB_ACT_WID] = 0x10;
      ww(m, a0 + BRICK_ORIG_Y, rw(m, a0 + OB_Y));
      ww(m, a0 + BRICK_UNUSED, 0x5c0);
      action(w, a0);
      return;
    case 2:
      action(w, a0);
      return;
  }
}

/** `Brick_Action`. */
function action(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) {
    types(w, a0);
    solidObject(w, a0, 0x1b, 0x10, 0x11, rw(m, a0 + OB_X));
  }
  if (w.rules.revision === 0) {
    displaySprite(w, a0);
    if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
    return;
  }
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function types(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_SUBTYPE] & 7) {
    case 2: {
      let d0 = (sonicX(w.s) - rw(m, a0 + OB_X)) & 0xffff;
      if (sonicX(w.s) < rw(m, a0 + OB_X)) d0 = -d0 & 0xffff;
      if (d0 < 0x90) m[a0 + OB_SUBTYPE] = 3;
      wobble(w, a0);
      return;
    }
    case 1:
      wobble(w, a0);
      return;
    case 3:
      fall(w, a0);
      return;
    case 4:
      ww(m, a0 + OB_Y, rw(m, a0 + BRICK_ORIG_Y) - (oscillatorByte(w.s, 4) >> 3));
      return;
    // Type 0 stays; 5..7 would run past the type table (none is placed).
  }
}

/** `Brick_Type01`: up to $10 px above its place with oscillator 5 (bit 3: the other phase). */
function wobble(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  let d0 = oscillatorByte(w.s, 5);
  if (m[a0 + OB_SUBTYPE] & 8) d0 = (0x10 - d0) & 0xffff;
  ww(m, a0 + OB_Y, rw(m, a0 + BRICK_ORIG_Y) - d0);
}

/** `Brick_Type03`: falls; on lava it keeps bobbing (type 4), elsewhere it stays (type 0). */
function fall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  const d1 = objFloorDist(w, a0);
  if (d1 >= 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  ww(m, a0 + OB_VEL_Y, 0);
  ww(m, a0 + BRICK_ORIG_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_SUBTYPE] = 4;
  const lava = w.rules.revision === 0 ? 0x2e8 : 0x16a;
  if ((objFloorTile(w, a0) & 0x3ff) < lava) m[a0 + OB_SUBTYPE] = 0;
}
