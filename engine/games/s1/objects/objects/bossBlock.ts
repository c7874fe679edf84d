/**
 * Object $76 — the blocks the Spring Yard boss picks up (_incObj/76 SYZ Boss Blocks.asm:
 * `BossBlock`, `BossBlock_Main`, `BossBlock_MakeBlock`, `BossBlock_Action`, `loc_19718`,
 * `BossBlock_Solid`, `loc_19762`, `BossBlock_Break`, `BossBlock_MakeFrag`).
 *
 * The dynamic level events load one when the camera reaches boss_syz_x - $140; it turns into ten
 * blocks in itself and the next free slots (FindFreeObj): x = boss_syz_x + $10 + $20 * n, y =
 * $582, and the word at obSubtype = $101 * n, so obSubtype and objoff_29 both hold n. A block
 * whose objoff_29 equals its subtype is solid (SolidObject $1B / $10 / $11). The boss marks the
 * one it grabs with objoff_29 = -1 and its own address at objoff_34: the block then hangs $2C px
 * under the ship (plus the ship's y speed >> 8 when the ship runs after it this frame, i.e. its
 * slot is not below the block's), until the boss sets objoff_29 = $A or runs out of hits: the
 * block breaks into four fragments (itself and the next free slots after it, FindNextFreeObj),
 * each a copy of the block as the previous one left it, moved by BossBlock_FragPos and thrown at
 * BossBlock_FragSpeed; they fall (ObjectFall) until off screen.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, findNextFreeObj } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_ACT_WID, OB_COL_PROP, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y,
  OB_X, OB_Y, RENDER_ON_SCREEN, objectFall, rsw, rw, ww,
} from '../ram.ts';
import { parentOf } from '../boss.ts';
import { solidObject } from '../solidObject.ts';
import { displaySprite } from '../spriteQueue.ts';
import { BOSS_SYZ_X } from '../../act/dynamicLevelEvents.ts';

export const ID_BOSS_BLOCK = 0x76;
/** objoff_29: the block's state (its own number = solid, -1 carried, anything else breaks). */
export const BLOCK_STATE = 0x29;

/** BossBlock_FragSpeed and BossBlock_FragPos: (x, y) per fragment. */
export const FRAG_SPEED: readonly number[] = [-0x180, -0x200, 0x180, -0x200, -0x100, -0x100, 0x100, -0x100];
export const FRAG_POS: readonly number[] = [-8, -8, 0x10, 0, 0, 0x10, 0x10, 0x10];

export function bossBlock(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      bossBlockMain(w.m, a0);
      return;
    case 2:
      bossBlockAction(w, a0);
      return;
    default:
      // loc_19762: the fragments fall until off screen.
      if ((w.m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
        deleteObject(w.m, a0);
        return;
      }
      objectFall(w.m, a0);
      displaySprite(w, a0);
  }
}

function bossBlockMain(m: Uint8Array, a0: number): void {
  let d4 = 0;
  let d5 = BOSS_SYZ_X + 0x10;
  let a1 = a0;
  for (let d6 = 9; ; d6--) {
    m[a1 + OB_ID] = ID_BOSS_BLOCK;
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_ACT_WID] = 0x10;
    m[a1 + OB_HEIGHT] = 0x10;
    m[a1 + OB_PRIORITY] = 3;
    ww(m, a1 + OB_X, d5);
    ww(m, a1 + OB_Y, 0x582);
    ww(m, a1 + OB_SUBTYPE, d4);
    d4 += 0x101;
    d5 += 0x20;
    m[a1 + OB_ROUTINE] += 2;
    if (d6 === 0) return;
    a1 = findFreeObj(m);
    if (a1 < 0) return;
  }
}

function bossBlockAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const d0 = m[a0 + BLOCK_STATE];
  if (d0 === m[a0 + OB_SUBTYPE]) {
    solidObject(w, a0, 0x1b, 0x10, 0x11, rw(m, a0 + OB_X));
  } else if ((d0 & 0x80) === 0) {
    bossBlockBreak(m, a0);
  } else {
    // loc_19718: carried by the boss while it has hits left.
    const a1 = parentOf(m, a0);
    if (m[a1 + OB_COL_PROP] === 0) bossBlockBreak(m, a0);
    else {
      ww(m, a0 + OB_X, rw(m, a1 + OB_X));
      ww(m, a0 + OB_Y, rw(m, a1 + OB_Y) + 0x2c);
      // `cmpa.w a0,a1; blo`: a ship in a lower slot has already moved this frame.
      if (a1 >= a0) ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + (rsw(m, a1 + OB_VEL_Y) >> 8));
    }
  }
  displaySprite(w, a0);
}

/** `BossBlock_Break`: four fragments, the first the block itself; each copies the block as it is now. */
function bossBlockBreak(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_HEIGHT] = 8;
  let a1 = a0;
  for (let i = 0; i < 4; i++) {
    if (i > 0) {
      a1 = findNextFreeObj(m, a0);
      if (a1 < 0) return;
    }
    if (a1 !== a0) m.copyWithin(a1, a0, a0 + OBJECT_SIZE);
    ww(m, a1 + OB_VEL_X, FRAG_SPEED[2 * i]);
    ww(m, a1 + OB_VEL_Y, FRAG_SPEED[2 * i + 1]);
    ww(m, a1 + OB_X, rw(m, a1 + OB_X) + FRAG_POS[2 * i]);
    ww(m, a1 + OB_Y, rw(m, a1 + OB_Y) + FRAG_POS[2 * i + 1]);
    m[a1 + OB_FRAME] = i + 1;
  }
}
