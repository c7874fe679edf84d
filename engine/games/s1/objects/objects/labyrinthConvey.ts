/**
 * Object $63 — platforms on a conveyor belt, and the belt's wheel (LZ1-3) (_incObj/63 LZ
 * Conveyor.asm: `LabyrinthConvey`, `LCon_Display`, `loc_1236A`, `loc_12378`, `LCon_Main`,
 * `loc_123E2`, `loc_1244C`, `loc_12460`, `LCon_Loop`, `LCon_MakePtfms`, `loc_124B2`,
 * `loc_124C2`, `loc_124DE`, `sub_12502`, `loc_12534`, `LCon_Data`; the platform lists
 * ObjPos_LZ1pf1..LZ3pf2 in sonic.asm, ObjPosLZPlatform_Index). `LCon_ChangeDir` and the v_obj63
 * bytes: engine/games/s1/objects/conveyorPath.ts, shared with SBZ's object $6F.
 *
 * Three kinds by subtype:
 * - $80 + n, a loader: sets v_obj63 byte n bit 0 (already set: it deletes itself, and, as the
 *   original, still falls through to out_of_range/DisplaySprite on the cleared slot), then turns
 *   itself and free slots into the platforms of list n (ObjPosLZPlatform_Index: n & $F, 8..$F
 *   reading on into the SBZ lists; each list is a count - 1, then x, y, subtype words; a slot
 *   shortage retries the same entry). It keeps $80 + n in objoff_2F, so the platform that
 *   replaces it clears the group's bit when it unloads. It pops its return that frame.
 * - $7F, the wheel: turns a frame every 4 frames (v_framecount & 3 = 0), backwards while
 *   f_conveyrev; RememberState (its pop skips the common out_of_range).
 * - otherwise a platform on path (subtype >> 4) (LCon_Data: the path's length in bytes, its
 *   out-of-range x, corners), from corner (subtype & $F); 1 px a frame to the next corner
 *   (LCon_ChangeDir), 4 bytes on, or back when f_conveyrev was set at its load. Switch $E
 *   (f_switch+$E) reverses every platform once (objoff_3B) and sets f_conveyrev. A platform
 *   Sonic can land on (PlatformObject, obActWid $10), carried by MvSonicOnPtfm2 while he stands.
 * Platforms and loaders unload by the path's out-of-range x (objoff_30); in act 3 (LZ3) not
 * while the object is in the 128-px column just left of the range.
 *
 * The path pointer objoff_3C holds the path's number here, not a ROM address (same use: it
 * picks the corner list).
 */
import type { S1ObjectContext } from '../context.ts';
import { rememberState } from '../objectManager.ts';
import { exitPlatform, platformObject } from '../platformObject.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rl, rw, speedToPos, wl,
  ww,
} from '../ram.ts';
import { mvSonicOnPtfm2 } from '../solidObject.ts';
import {
  PATH_CORNER, PATH_LENGTH, PATH_NUMBER, PATH_RANGE_X, PATH_REVERSED, PATH_STEP, PATH_TARGET_X, PATH_TARGET_Y, conveyorChkDel, lconChangeDir,
  loadPlatformGroup, nextCorner,
} from '../conveyorPath.ts';
import { G_CONVEY_REV } from '../s1State.ts';
import { SBZ_PLATFORM_INDEX } from './spinConvey.ts';
import { objectTable } from '../objectData.ts';
import { switchByte } from '../../act/switches.ts';
import { W_LEVEL_FRAME } from '../../../../state/layout.ts';

export const ID_LABYRINTH_CONVEY = 0x63;
/** LCon_Data: per path, its corner list's length in bytes, the out-of-range x, then the corners (x, y). */
export const LCON_DATA: readonly (readonly number[])[] = [
  [0x18, 0x1070, 0x1078, 0x21a, 0x10be, 0x260, 0x10be, 0x393, 0x108c, 0x3c5, 0x1022, 0x390, 0x1022, 0x244],
  [0x14, 0x1280, 0x127e, 0x280, 0x12ce, 0x2d0, 0x12ce, 0x46e, 0x1232, 0x420, 0x1232, 0x2cc],
  [0x10, 0xd68, 0xd22, 0x482, 0xd22, 0x5de, 0xdae, 0x5de, 0xdae, 0x482],
  [0x10, 0xda0, 0xd62, 0x3a2, 0xdee, 0x3a2, 0xdee, 0x4de, 0xd62, 0x4de],
  [0x14, 0xd00, 0xcac, 0x242, 0xdde, 0x242, 0xdde, 0x3de, 0xc52, 0x3de, 0xc52, 0x29c],
  [0x10, 0x1300, 0x1252, 0x20a, 0x13de, 0x20a, 0x13de, 0x2be, 0x1252, 0x2be],
];

/** Paths past the six (no placement has one) would read the code after the table: zeros here. */
const NO_PATH: readonly number[] = new Array(2 + 0x40).fill(0);

function pathOf(p: number): readonly number[] {
  return LCON_DATA[p] ?? NO_PATH;
}

/**
 * ObjPosLZPlatform_Index: the platform list of each Labyrinth group, as numbers of the act's
 * lists (objectData.platformLists: ObjPos_LZ1pf1, LZ1pf2, LZ2pf1, LZ2pf2, LZ3pf1, LZ3pf2 =
 * 0..5, objpos/lz*pf*.bin from the user's checkout); groups 6 and 7 repeat LZ1's.
 */
export const LZ_PLATFORM_INDEX: readonly number[] = [0, 1, 2, 3, 4, 5, 0, 1];

export function labyrinthConvey(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      if (m[a0 + OB_SUBTYPE] & 0x80) {
        if (loadPlatformGroup(w, a0, ID_LABYRINTH_CONVEY, groupList)) return;
        break;
      }
      if (lconMain(w, a0)) return;
      break;
    case 2:
      platformObject(w, a0, m[a0 + OB_ACT_WID]);
      move(w, a0);
      break;
    case 4: {
      exitPlatform(w, a0, m[a0 + OB_ACT_WID]);
      const d2 = rw(m, a0 + OB_X);
      move(w, a0);
      mvSonicOnPtfm2(w, a0, d2);
      break;
    }
    default:
      wheel(w, a0);
      return;
  }
  conveyorChkDel(w, a0);
}

/**
 * A loader's list: `andi.w #$1E` after doubling indexes 16 words from ObjPosLZPlatform_Index,
 * so groups 0..7 are Labyrinth's paths and 8..15 run on into ObjPosSBZPlatform_Index (Scrap
 * Brain 3's, which is Labyrinth's fourth act).
 */
function groupList(w: S1ObjectContext, n: number): readonly number[] {
  const i = n & 0xf;
  const lists = objectTable(w, 'platformLists');
  return i < 8 ? lists[LZ_PLATFORM_INDEX[i]] : lists[SBZ_PLATFORM_INDEX[i - 8]];
}

/** `LCon_Main` for a platform or the wheel; true when it popped the return (the wheel). */
function lconMain(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_ACT_WID] = 0x10;
  m[a0 + OB_PRIORITY] = 4;
  const sub = m[a0 + OB_SUBTYPE];
  if (sub === 0x7f) {
    m[a0 + OB_ROUTINE] += 4;
    m[a0 + OB_PRIORITY] = 1;
    wheel(w, a0);
    return true;
  }
  m[a0 + OB_FRAME] = 4;
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
  // Falls into loc_124B2 (routine 2).
  platformObject(w, a0, m[a0 + OB_ACT_WID]);
  move(w, a0);
  return false;
}

/** `loc_124DE`: the wheel. */
function wheel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((w.s[W_LEVEL_FRAME] & 3) === 0) {
    const d1 = w.s[G_CONVEY_REV] !== 0 ? 0xff : 1;
    m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + d1) & 3;
  }
  rememberState(w, a0);
}

function aimAt(m: Uint8Array, a0: number, d1: number): void {
  const path = pathOf(rl(m, a0 + PATH_NUMBER));
  ww(m, a0 + PATH_TARGET_X, path[2 + (d1 >> 1)] ?? 0);
  ww(m, a0 + PATH_TARGET_Y, path[3 + (d1 >> 1)] ?? 0);
  lconChangeDir(m, a0);
}

/** `sub_12502`: switch $E reverses the belt once; at the corner, aim at the next; SpeedToPos. */
function move(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (switchByte(w.s, 0xe) !== 0 && m[a0 + PATH_REVERSED] === 0) {
    m[a0 + PATH_REVERSED] = 1;
    w.s[G_CONVEY_REV] = 1;
    m[a0 + PATH_STEP] = -m[a0 + PATH_STEP] & 0xff;
    turn(m, a0);
  } else if (rw(m, a0 + OB_X) === rw(m, a0 + PATH_TARGET_X) && rw(m, a0 + OB_Y) === rw(m, a0 + PATH_TARGET_Y)) {
    turn(m, a0);
  }
  speedToPos(m, a0);
}

function turn(m: Uint8Array, a0: number): void {
  const d1 = nextCorner(m, a0);
  m[a0 + PATH_CORNER] = d1;
  aimAt(m, a0, d1);
}
