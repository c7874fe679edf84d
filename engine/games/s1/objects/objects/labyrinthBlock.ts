/**
 * Object $61 — Labyrinth blocks (LZ, SBZ3) (_incObj/61 LZ Blocks.asm: `LabyrinthBlock`,
 * `LBlk_Main`, `LBlk_Action` with `.type00`..`.type07`, `loc_12180`).
 *
 * The subtype's high nybble (bits 4-6, `lsr #3; andi #$E`) picks the size from LBlk_Var and the
 * frame: 0 a $10x$10 block, 1 a $20x$C raft, 2 and 3 $10x$10 blocks. The low nybble is the
 * behaviour:
 * - 0: still; 7: floats on the water (moves toward v_waterpos1 at most 2 px a frame, stopped by
 *   the ceiling going up and the floor going down);
 * - 1 and 3: stood on, it waits 30 frames (the timer counts 30..1, the subtype +1 on reaching 0)
 *   then 2 falls (speed +8 a frame until ObjFloorDist finds the floor: y + d1 + 1, then type 0),
 *   4 rises (speed -8 a frame until ObjHitCeiling: y - d1, then type 0);
 * - 5: when SolidObject reported a side touch (d4 = 1) it becomes 6 and falls like 2.
 * Every type but 0 and 7 starts "untouched" (objoff_38): until it moves it sinks as Sonic stands
 * on it (loc_12180: objoff_3E +4 a frame up to $40 while stood on, -4 back to 0 after; y =
 * origin y + sin(objoff_3E) × $400 >> 16, 0..4 px).
 * On screen it is solid: obActWid + $B half wide, obHeight high (+1 walking off), the x before
 * this frame's move. It unloads by its origin x (out_of_range on lblk_origX), then displays.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { objFloorDist } from '../objFloorDist.ts';
import { objHitCeiling } from '../objHitWall.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_Y, OB_X, OB_Y,
  RENDER_ON_SCREEN, STATUS_PLAYER_STANDING, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { solidObject } from '../solidObject.ts';
import { displaySprite } from '../spriteQueue.ts';
import { SINE } from '../../../../fixed/trig.ts';
import { W_WATER_Y } from '../../../../state/layout.ts';

export const ID_LABYRINTH_BLOCK = 0x61;
/** lblk_origY (objoff_30), lblk_origX (objoff_34), lblk_time (objoff_36, a word), lblk_untouched (objoff_38). */
const ORIG_Y = 0x30;
const ORIG_X = 0x34;
const TIME = 0x36;
const UNTOUCHED = 0x38;
/** objoff_3E: the sink angle (0..$40); objoff_3F: SolidObject's d4 last frame (1 = a side touch). */
const SINK = 0x3e;
const TOUCH = 0x3f;

/** LBlk_Var: width, height for each size. */
export const LBLK_VAR = [0x10, 0x10, 0x20, 0xc, 0x10, 0x10, 0x10, 0x10] as const;

export function labyrinthBlock(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) lblkMain(m, a0);
  const d4 = rw(m, a0 + OB_X);
  lblkType(w, a0);
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) {
    const d1 = m[a0 + OB_ACT_WID] + 0xb;
    const d2 = m[a0 + OB_HEIGHT];
    m[a0 + TOUCH] = solidObject(w, a0, d1, d2, d2 + 1, d4);
    sink(m, a0);
  }
  if (outOfRange(w.s, rw(m, a0 + ORIG_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function lblkMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  const d0 = (m[a0 + OB_SUBTYPE] >> 3) & 0xe;
  m[a0 + OB_ACT_WID] = LBLK_VAR[d0];
  m[a0 + OB_HEIGHT] = LBLK_VAR[d0 + 1];
  m[a0 + OB_FRAME] = d0 >> 1;
  ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + ORIG_Y, rw(m, a0 + OB_Y));
  const type = m[a0 + OB_SUBTYPE] & 0xf;
  if (type !== 0 && type !== 7) m[a0 + UNTOUCHED] = 1;
}

function lblkType(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_SUBTYPE] & 0xf) {
    case 1:
    case 3:
      waitStood(m, a0);
      return;
    case 2:
    case 6:
      fall(w, a0);
      return;
    case 4:
      rise(w, a0);
      return;
    case 5:
      if (m[a0 + TOUCH] === 1) {
        m[a0 + OB_SUBTYPE]++;
        m[a0 + UNTOUCHED] = 0;
      }
      return;
    case 7:
      floatOnWater(w, a0);
      return;
    default:
      // .type00, and $8..$F: the jump table's eight entries are followed by .type00's own code,
      // which no placement reaches (every LZ/SBZ3 subtype's low nybble is 0..7).
      return;
  }
}

/** `.type01` / `.type03` with `.wait01`. */
function waitStood(m: Uint8Array, a0: number): void {
  const t = rw(m, a0 + TIME);
  if (t === 0) {
    if (m[a0 + OB_STATUS] & STATUS_PLAYER_STANDING) ww(m, a0 + TIME, 30);
    return;
  }
  ww(m, a0 + TIME, t - 1);
  if (t - 1 !== 0) return;
  m[a0 + OB_SUBTYPE]++;
  m[a0 + UNTOUCHED] = 0;
}

/** `.type02` / `.type06`. */
function fall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 8);
  const d1 = objFloorDist(w, a0);
  if (d1 >= 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1 + 1);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_SUBTYPE] = 0;
}

/** `.type04`. */
function rise(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) - 8);
  const d1 = objHitCeiling(w, a0);
  if (d1 >= 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) - d1);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_SUBTYPE] = 0;
}

/** `.type07`: level with the water, at most 2 px a frame. */
function floatOnWater(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const water = w.s[W_WATER_Y] & 0xffff;
  const y = rw(m, a0 + OB_Y);
  if (water === y) return;
  let d0 = (water - y) << 16 >> 16;
  if (water > y) {
    // .fall07 (bcc: the block is above the water).
    if (d0 > 2) d0 = 2;
    ww(m, a0 + OB_Y, y + d0);
    const d1 = objFloorDist(w, a0);
    if (d1 < 0) ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1 + 1);
    return;
  }
  if (d0 < -2) d0 = -2;
  ww(m, a0 + OB_Y, y + d0);
  const d1 = objHitCeiling(w, a0);
  if (d1 < 0) ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) - d1);
}

/** `loc_12180`: an untouched block dips under Sonic's weight. */
function sink(m: Uint8Array, a0: number): void {
  if (m[a0 + UNTOUCHED] === 0) return;
  if (m[a0 + OB_STATUS] & STATUS_PLAYER_STANDING) {
    if (m[a0 + SINK] === 0x40) return;
    m[a0 + SINK] += 4;
  } else {
    if (m[a0 + SINK] === 0) return;
    m[a0 + SINK] -= 4;
  }
  const d0 = (SINE[m[a0 + SINK]] * 0x400) >> 16;
  ww(m, a0 + OB_Y, d0 + rw(m, a0 + ORIG_Y));
}
