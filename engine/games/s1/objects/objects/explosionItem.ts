/**
 * Object $27 — the explosion of a destroyed badnik or monitor (_incObj/24, 27 & 3F
 * Explosions.asm: `ExplosionItem`, `ExItem_Animal`, `ExItem_Main`, `ExItem_Animate`).
 *
 * React_Enemy turns the badnik itself into this object (routine 0), keeping its position and
 * its points index (objoff_3E): routine 0 frees an animal ($28) into the first free slot with
 * that index, then the explosion shows frames 0..4 for 8 frames each (obTimeFrame 7 counting
 * down through -1) and deletes itself when frame 5 comes. A monitor's explosion starts at
 * routine 2 (no animal). Setting obRender to 4 clears the on-screen flag until BuildSprites
 * sets it again; the explosion has no collision (obColType 0).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_TIME_FRAME, OB_X, OB_Y, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { ID_ANIMALS } from './animals.ts';

export const ID_EXPLOSION_ITEM = 0x27;
/** objoff_3E: the points index React_Enemy left (0, 2, 4, 6, or $A for 10000), passed to the animal. */
const POINTS_INDEX = 0x3e;

export function explosionItem(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      exItemAnimal(w, a0);
      exItemMain(w, a0);
      return;
    case 2:
      exItemMain(w, a0);
      return;
    default:
      exItemAnimate(w, a0);
  }
}

function exItemAnimal(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_ANIMALS;
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  ww(m, a1 + POINTS_INDEX, rw(m, a0 + POINTS_INDEX));
}

/** `ExItem_Main`, then on into `ExItem_Animate` the same frame. */
function exItemMain(w: S1ObjectContext, a0: number): void {
  explosionMain(w.m, a0);
  exItemAnimate(w, a0);
}

/** What `ExItem_Main` and `ExBom_Main` both set (their art differs): the next routine, frame 0 for 8 frames. */
export function explosionMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 1;
  m[a0 + OB_COL_TYPE] = 0;
  m[a0 + OB_ACT_WID] = 0xc;
  m[a0 + OB_TIME_FRAME] = 7;
  m[a0 + OB_FRAME] = 0;
}

/** `ExItem_Animate` (also ExplosionBomb's routine 2): five frames of 8, then gone. */
export function exItemAnimate(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if (m[a0 + OB_TIME_FRAME] & 0x80) {
    m[a0 + OB_TIME_FRAME] = 7;
    m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + 1) & 0xff;
    if (m[a0 + OB_FRAME] === 5) {
      deleteObject(m, a0);
      return;
    }
  }
  displaySprite(w, a0);
}
