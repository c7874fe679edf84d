/**
 * Object $42 — Newtron (_incObj/42 Newtron.asm: `Newtron`, `Newt_Main`, `Newt_Action` with
 * `.chkdistance` / `.type00` / `.fall` / `.matchfloor` / `.nextroutine` / `.speed` / `.type01`
 * / `.firemissile`, `Newt_Delete`; _anim/Newtron.asm).
 *
 * Invisible until Sonic is within $80 px (x only); it faces him (obStatus bit 0 set → right).
 * Type 0 (the green one) appears (Ani 1, 20 frames each), then drops with ObjectFall, harmless
 * until it lands (then an enemy of type $D), and flies along the floor at $200 towards where it
 * faced, following the floor within -8..$B px and flying straight once it loses it.
 * Type 1 (the blue one) appears, becomes an enemy ($C) at its second frame, fires a missile
 * ($23, subtype 1) $14 px ahead and 8 up at ±$200 at its third frame, and deletes itself at its
 * animation's end ($FC → Newt_Delete). RememberState unloads it.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findFreeObj, rememberState } from '../objectManager.ts';
import { objFloorDist } from '../objFloorDist.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_GFX, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE,
  OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, objectFall, rw, speedToPos, ww,
} from '../ram.ts';
import { sonicX } from '../sonic.ts';
import { ID_MISSILE } from './missile.ts';

export const ID_NEWTRON = 0x42;
/** objoff_32: the blue one has fired. */
const FIRED = 0x32;
/** make_art_tile(ArtTile_Newtron, 0 or 1, 0): `.fall` reads the palette bit (obGfx bit 13). */
const GFX_GREEN = 0x049b;
const GFX_BLUE = 0x249b;

/** Ani_Newt: blank, appearing (then back 1), flying (two palettes), firing (then the next routine). */
export const ANI_NEWT: AnimationScripts = [
  [0xf, 0xa, 0xff],
  [0x13, 0, 1, 3, 4, 5, 0xfe, 1],
  [2, 6, 7, 0xff],
  [2, 8, 9, 0xff],
  [0x13, 0, 1, 1, 2, 1, 1, 0, 0xfc],
];

export function newtron(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      ww(m, a0 + OB_GFX, GFX_GREEN);
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_PRIORITY] = 4;
      m[a0 + OB_ACT_WID] = 0x14;
      m[a0 + OB_HEIGHT] = 0x10;
      m[a0 + OB_WIDTH] = 8;
      newtAction(w, a0);
      return;
    case 2:
      newtAction(w, a0);
      return;
    default:
      deleteObject(m, a0);
  }
}

function newtAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      chkDistance(w, a0);
      break;
    case 2:
      type00(w, a0);
      break;
    case 4:
      matchFloor(w, a0);
      break;
    case 6:
      speedToPos(m, a0);
      break;
    default:
      type01(w, a0);
  }
  animateSprite(m, a0, ANI_NEWT);
  rememberState(w, a0);
}

/** Faces Sonic: obStatus bit 0 set when he is right of it (or level); returns |dx|. */
function faceSonic(w: S1ObjectContext, a0: number): number {
  const m = w.m;
  m[a0 + OB_STATUS] |= 1;
  const d0 = (sonicX(w.s) - rw(m, a0 + OB_X)) & 0xffff;
  if (sonicX(w.s) >= rw(m, a0 + OB_X)) return d0;
  m[a0 + OB_STATUS] &= ~1;
  return -d0 & 0xffff;
}

function chkDistance(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (faceSonic(w, a0) >= 0x80) return;
  m[a0 + OB_2ND_ROUT] += 2;
  m[a0 + OB_ANIM] = 1;
  if (m[a0 + OB_SUBTYPE] === 0) return;
  ww(m, a0 + OB_GFX, GFX_BLUE);
  m[a0 + OB_2ND_ROUT] = 8;
  m[a0 + OB_ANIM] = 4;
}

function type00(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_FRAME] < 4) {
    faceSonic(w, a0);
    return;
  }
  // .fall
  if (m[a0 + OB_FRAME] === 1) m[a0 + OB_COL_TYPE] = 0xc;
  objectFall(m, a0);
  const d1 = objFloorDist(w, a0);
  if (d1 >= 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_2ND_ROUT] += 2;
  m[a0 + OB_ANIM] = 2;
  if (m[a0 + OB_GFX] & 0x20) m[a0 + OB_ANIM]++;
  m[a0 + OB_COL_TYPE] = 0xd;
  ww(m, a0 + OB_VEL_X, 0x200);
  if ((m[a0 + OB_STATUS] & 1) === 0) ww(m, a0 + OB_VEL_X, -0x200);
}

function matchFloor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  const d1 = objFloorDist(w, a0);
  if (d1 < -8 || d1 >= 0xc) {
    m[a0 + OB_2ND_ROUT] += 2;
    return;
  }
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
}

function type01(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_FRAME] === 1) m[a0 + OB_COL_TYPE] = 0xc;
  if (m[a0 + OB_FRAME] !== 2) return;
  if (m[a0 + FIRED] !== 0) return;
  m[a0 + FIRED] = 1;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_MISSILE;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y) - 8);
  ww(m, a1 + OB_VEL_X, 0x200);
  let d0 = 0x14;
  if ((m[a0 + OB_STATUS] & 1) === 0) {
    d0 = -d0;
    ww(m, a1 + OB_VEL_X, -0x200);
  }
  ww(m, a1 + OB_X, rw(m, a1 + OB_X) + d0);
  m[a1 + OB_STATUS] = m[a0 + OB_STATUS];
  m[a1 + OB_SUBTYPE] = 1;
}
