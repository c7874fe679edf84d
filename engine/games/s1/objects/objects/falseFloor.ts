/**
 * Object $83 — the floor that crumbles under Sonic when SBZ2's Eggman presses his switch
 * (_incObj/83 SBZ Eggman's Crumbling Floor.asm: `FalseFloor`, `FFloor_Main`, `FFloor_MakeBlock`,
 * `FFloor_ExitMake`, `FFloor_ChkBreak`, `FFloor_Solid`, `loc_19C36`, `FFloor_Solid2`,
 * `loc_19C62`, `loc_19C72`, `loc_19C80`, `FFloor_Break`, `FFloor_LoopFrag`, `FFloor_MakeFrag`,
 * `FFloor_BreakSnd`; sonic.asm `loc_1982C`).
 *
 * The dynamic level events load it when the camera reaches boss_sbz2_x - $1A0. FFloor_Main
 * puts it at (boss_sbz2_x + $30, boss_sbz2_y + $C0), on screen at once, and lays eight blocks
 * (routine 8, each in the first free slot, $20 px apart from boss_sbz2_x - $40, their addresses'
 * low words in objoff_30..3F); it is not displayed that frame. The floor itself (routine 2) is
 * invisible and solid over the blocks still standing: (8 - frame) * $10 half wide ($B more for
 * Sonic), right edge at boss_sbz2_x + $B0, $10 high. When its subtype word reads "GO" (Eggman
 * stopped after his leap) it starts (routine 4) to hand "GO" to one block after another, one each
 * time obTimeFrame - $E borrows, shrinking from the left; after the eighth it lets go of Sonic
 * and deletes itself. A block with "GO" breaks into four pieces (itself and three free slots after
 * it, copies of it moved by FFloor_FragPos from one another, falling from y speeds $80, 0, $120,
 * $C0 with ObjectFall) that vanish once off screen. Sonic then falls out of the act into SBZ3
 * (Sonic_LevelBound). No layout changes: the floor is the object.
 *
 * A block address the floor did not get (no free slot) reads as $FFFF0000 in the original and
 * "GO" would be written into the level layout there; it is skipped here.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, findNextFreeObj } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS,
  OB_SUBTYPE, OB_TIME_FRAME, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, objectFall, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { readWordPointer, writeWordPointer } from '../wordPointer.ts';
import { P_STATUS, ST_ON_OBJECT } from '../../../../state/layout.ts';
import { BOSS_SBZ2_X, BOSS_SBZ2_Y } from '../../act/dynamicLevelEvents.ts';
import { ID_FALSE_FLOOR, WORD_GO } from './scrapEggman.ts';

export { ID_FALSE_FLOOR };
/** objoff_30..3F: the blocks' addresses (low words, as `move.w a1,(a2)+` stores them). */
const BLOCKS = 0x30;

/** FFloor_FragSpeed (y speeds) and FFloor_FragPos ((x, y) moves, each from the previous piece's). */
export const FRAG_SPEED: readonly number[] = [0x80, 0, 0x120, 0xc0];
export const FRAG_POS: readonly number[] = [-8, -8, 0x10, 0, 0, 0x10, 0x10, 0x10];

export function falseFloor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      ffloorMain(m, a0);
      return;
    case 2:
      if (rw(m, a0 + OB_SUBTYPE) === WORD_GO) {
        m[a0 + OB_FRAME] = 0;
        m[a0 + OB_ROUTINE] += 2;
      }
      ffloorSolid(w, a0);
      return;
    case 4:
      crumble(w, a0);
      return;
    case 6:
      letGo(w, a0);
      return;
    case 8:
      if (rw(m, a0 + OB_SUBTYPE) === WORD_GO) ffloorBreak(w, a0);
      else displaySprite(w, a0);
      return;
    default:
      // Routine $A: a falling piece.
      if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
        deleteObject(m, a0);
        return;
      }
      objectFall(m, a0);
      displaySprite(w, a0);
  }
}

function ffloorMain(m: Uint8Array, a0: number): void {
  ww(m, a0 + OB_X, BOSS_SBZ2_X + 0x30);
  ww(m, a0 + OB_Y, BOSS_SBZ2_Y + 0xc0);
  m[a0 + OB_ACT_WID] = 0x80;
  m[a0 + OB_HEIGHT] = 0x10;
  m[a0 + OB_RENDER] = 4 | 0x80;
  let d5 = BOSS_SBZ2_X - 0x40;
  for (let i = 0; i < 8; i++) {
    const a1 = findFreeObj(m);
    if (a1 < 0) break;
    writeWordPointer(m, a0 + BLOCKS + 2 * i, a1);
    m[a1 + OB_ID] = ID_FALSE_FLOOR;
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_ACT_WID] = 0x10;
    m[a1 + OB_HEIGHT] = 0x10;
    m[a1 + OB_PRIORITY] = 3;
    ww(m, a1 + OB_X, d5);
    ww(m, a1 + OB_Y, BOSS_SBZ2_Y + 0xc0);
    d5 += 0x20;
    m[a1 + OB_ROUTINE] = 8;
  }
  m[a0 + OB_ROUTINE] += 2;
}

/** `FFloor_Solid`: as wide as the blocks left, its right edge fixed. */
function ffloorSolid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  // `neg.b d0; ext.w d0; addq.w #8,d0; asl.w #4,d0`.
  const d0 = ((((-m[a0 + OB_FRAME]) << 24) >> 24) + 8) << 4;
  const d4 = (BOSS_SBZ2_X + 0xb0 - d0) & 0xffff;
  m[a0 + OB_ACT_WID] = d0 & 0xff;
  ww(m, a0 + OB_X, d4);
  solidObject(w, a0, (0xb + d0) & 0xffff, 0x10, 0x11, d4);
}

/** Routine 4 (`loc_19C36`). */
function crumble(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = m[a0 + OB_TIME_FRAME] - 0xe;
  m[a0 + OB_TIME_FRAME] = t & 0xff;
  if (t >= 0) {
    ffloorSolid(w, a0);
    return;
  }
  const a1 = readWordPointer(m, a0 + BLOCKS + 2 * m[a0 + OB_FRAME]);
  if (a1 >= 0) ww(m, a1 + OB_SUBTYPE, WORD_GO);
  m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + 1) & 0xff;
  if (m[a0 + OB_FRAME] === 8) {
    letGo(w, a0);
    return;
  }
  ffloorSolid(w, a0);
}

/** Routine 6 (`loc_19C62`): Sonic no longer stands on it, and it is gone. */
function letGo(w: S1ObjectContext, a0: number): void {
  w.m[a0 + OB_STATUS] &= ~8;
  w.s[P_STATUS] &= ~ST_ON_OBJECT;
  deleteObject(w.m, a0);
}

/** `FFloor_Break`: a block becomes four falling pieces. */
function ffloorBreak(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_HEIGHT] = 8;
  let a1 = a0;
  for (let i = 0; i < 4; i++) {
    if (i > 0) {
      a1 = findNextFreeObj(m, a0);
      if (a1 < 0) break;
    }
    m.copyWithin(a1, a0, a0 + OBJECT_SIZE);
    ww(m, a1 + OB_VEL_Y, FRAG_SPEED[i]);
    ww(m, a1 + OB_X, rw(m, a1 + OB_X) + FRAG_POS[2 * i]);
    ww(m, a1 + OB_Y, rw(m, a1 + OB_Y) + FRAG_POS[2 * i + 1]);
    m[a1 + OB_FRAME] = i + 1;
  }
  displaySprite(w, a0);
}
