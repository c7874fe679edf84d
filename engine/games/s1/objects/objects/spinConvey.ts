/**
 * Object $6F — spinning platforms that move around a conveyor belt (SBZ1) (_incObj/6F SBZ Spin
 * Platform Conveyor.asm: `SpinConvey`, `loc_1629A`, `SpinC_Act1or2`, `SpinC_Main`, `loc_16352`,
 * `loc_16356`, `loc_16380`, `loc_1639A`, `SpinC_Loop`, `SpinC_LoadPform`, `loc_163D8`,
 * `loc_16404`, `loc_16424`, `loc_16456`; _anim/SBZ Spin Platform Conveyor.asm; the paths
 * off_164A6 and the platform lists ObjPos_SBZ1pf1..6 in sonic.asm). `LCon_ChangeDir` is shared
 * with Labyrinth's conveyor platforms (engine/games/s1/objects/conveyorPath.ts).
 *
 * A placement with subtype $80 + n loads conveyor group n once (v_obj63 byte n, bit 0): it turns
 * itself and free slots into the group's eight platforms (ObjPosSBZPlatform_Index: list n & $F;
 * a slot shortage retries the same entry for the rest of the count) and keeps the group number
 * in objoff_2F, so that when it goes out of range the group may load again. That frame it
 * pops its return address (no out_of_range, no display).
 * A platform (subtype < $80) runs path (subtype >> 4) (four corners, obX the path's out-of-range
 * x in objoff_30) from corner (subtype & $F); at each corner it aims at the next (4 bytes on,
 * or back with f_conveyrev set when it loads: objoff_3A -4) at 1 px a frame (LCon_ChangeDir).
 * At corner 0 it starts spinning slowly (animation 1: frame 0 held $10 frames, so flat), at corner
 * 2 fast (animation 0: a turn in 18 frames). Flat (frame 0) it is solid ($1B half wide, 7 high,
 * carrying Sonic by its x change); turned, it drops a Sonic standing on it.
 *
 * The path pointer objoff_3C holds the path's number here, not a ROM address (same use: it
 * picks the corner list).
 */
import type { S1ObjectContext } from '../context.ts';
import { objectTable } from '../objectData.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SOLID, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, rl,
  rw, speedToPos, wl, ww,
} from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { solidObject } from '../solidObject.ts';
import {
  PATH_CORNER, PATH_LENGTH, PATH_NUMBER, PATH_RANGE_X, PATH_REVERSED, PATH_STEP, PATH_TARGET_X, PATH_TARGET_Y, conveyorChkDel, lconChangeDir,
  loadPlatformGroup, nextCorner,
} from '../conveyorPath.ts';
import { G_CONVEY_REV } from '../s1State.ts';
import { P_STATUS, ST_ON_OBJECT } from '../../../../state/layout.ts';

export const ID_SPIN_CONVEY = 0x6f;
/** off_164A6: per path, the length of its corner list in bytes, the out-of-range x, then the corners (x, y). */
export const PATHS: readonly (readonly number[])[] = [
  [0x10, 0xe80, 0xe14, 0x370, 0xeef, 0x302, 0xeef, 0x340, 0xe14, 0x3ae],
  [0x10, 0xf80, 0xf14, 0x2e0, 0xfef, 0x272, 0xfef, 0x2b0, 0xf14, 0x31e],
  [0x10, 0x1080, 0x1014, 0x270, 0x10ef, 0x202, 0x10ef, 0x240, 0x1014, 0x2ae],
  [0x10, 0xf80, 0xf14, 0x570, 0xfef, 0x502, 0xfef, 0x540, 0xf14, 0x5ae],
  [0x10, 0x1b80, 0x1b14, 0x670, 0x1bef, 0x602, 0x1bef, 0x640, 0x1b14, 0x6ae],
  [0x10, 0x1c80, 0x1c14, 0x5e0, 0x1cef, 0x572, 0x1cef, 0x5b0, 0x1c14, 0x61e],
];

/** Subtypes past the six paths would read the ROM after the table (no act has one): all zeros here. */
const NO_PATH: readonly number[] = new Array(2 + 0x10).fill(0);

function pathOf(p: number): readonly number[] {
  return PATHS[p] ?? NO_PATH;
}

/**
 * ObjPosSBZPlatform_Index: the platform list of each group (v_obj63's 0..7), as numbers of the
 * act's lists (objectData.platformLists: ObjPos_SBZ1pf1..6 are 6..11, objpos/sbz1pf*.bin from
 * the user's checkout); groups 6 and 7 repeat pf1 and pf2.
 */
export const SBZ_PLATFORM_INDEX: readonly number[] = [6, 7, 8, 9, 10, 11, 6, 7];

/** Ani_SpinConvey: spinning (a turn), still. */
export const ANI_SPIN_CONVEY: AnimationScripts = [
  [0, 0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0, 0xff],
  [0xf, 0, 0xff],
];

export function spinConvey(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    if (m[a0 + OB_SUBTYPE] & 0x80) {
      if (loadPlatformGroup(w, a0, ID_SPIN_CONVEY, groupList)) return;
    } else {
      spinCMain(w, a0);
      ride(w, a0);
    }
  } else ride(w, a0);
  // A loader that found its group loaded has deleted itself and still gets here, as in the original.
  conveyorChkDel(w, a0);
}

/** A loader's list (v_obj63's groups 0..7). */
function groupList(w: S1ObjectContext, n: number): readonly number[] {
  return objectTable(w, 'platformLists')[SBZ_PLATFORM_INDEX[n & 7]];
}

/** `SpinC_Main` for a platform. */
function spinCMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_ACT_WID] = 0x10;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  const sub = m[a0 + OB_SUBTYPE];
  const p = (sub >> 4) & 0xf;
  const path = pathOf(p);
  ww(m, a0 + PATH_CORNER, path[0]);
  ww(m, a0 + PATH_RANGE_X, path[1]);
  wl(m, a0 + PATH_NUMBER, p);
  let d1 = (sub & 0xf) << 2;
  m[a0 + PATH_CORNER] = d1;
  m[a0 + PATH_STEP] = 4;
  if (w.s[G_CONVEY_REV] !== 0) {
    m[a0 + PATH_REVERSED] = 1;
    m[a0 + PATH_STEP] = -4 & 0xff;
    d1 = nextCorner(m, a0);
    m[a0 + PATH_CORNER] = d1;
  }
  aimAt(m, a0, d1);
}

/** `loc_16356` / `loc_16456` on: the corner's position as the target, the spin by the corner, LCon_ChangeDir. */
function aimAt(m: Uint8Array, a0: number, d1: number): void {
  const path = pathOf(rl(m, a0 + PATH_NUMBER));
  ww(m, a0 + PATH_TARGET_X, path[2 + (d1 >> 1)]);
  ww(m, a0 + PATH_TARGET_Y, path[3 + (d1 >> 1)]);
  if (d1 === 0) m[a0 + OB_ANIM] = 1;
  if (d1 === 8) m[a0 + OB_ANIM] = 0;
  lconChangeDir(m, a0);
}

/** Routine 2 (`loc_163D8`). */
function ride(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  animateSprite(m, a0, ANI_SPIN_CONVEY);
  if (m[a0 + OB_FRAME] === 0) {
    const d4 = rw(m, a0 + OB_X);
    move(m, a0);
    solidObject(w, a0, 0x1b, 7, 8, d4);
    return;
  }
  if (m[a0 + OB_STATUS] & 8) {
    w.s[P_STATUS] &= ~ST_ON_OBJECT;
    m[a0 + OB_STATUS] &= ~8;
    m[a0 + OB_SOLID] = 0;
  }
  move(m, a0);
}

/** `loc_16424`: at the corner, aim at the next; then SpeedToPos. */
function move(m: Uint8Array, a0: number): void {
  if (rw(m, a0 + OB_X) === rw(m, a0 + PATH_TARGET_X) && rw(m, a0 + OB_Y) === rw(m, a0 + PATH_TARGET_Y)) {
    const d1 = nextCorner(m, a0);
    m[a0 + PATH_CORNER] = d1;
    aimAt(m, a0, d1);
  }
  speedToPos(m, a0);
}
