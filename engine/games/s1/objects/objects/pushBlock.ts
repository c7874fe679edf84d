/**
 * Object $33 — pushable blocks (MZ, LZ) (_incObj/33 Pushable Blocks.asm: `PushBlock`,
 * `PushB_Main`, `loc_BF6E`, `loc_BFC6`, `loc_ppppp`, `loc_C016`, `loc_C02C`, `loc_C046` (riding
 * lava), `PushB_StopPush`, `loc_C0E6`, `loc_C104`, `PushB_ChkLava`, `PushB_LoadLava`, `loc_C186`
 * (solid and pushed), `loc_C1AA`, `loc_C1F2`, `loc_C218`, `loc_C294`).
 *
 * A solid block (half width obActWid + $B: $1B, or $4B for the long subtype 1; half height
 * $10). Grounded Sonic (or airborne Sonic at its side) facing it and touching its side pushes it
 * 1 px a frame and is moved 1 px with it, ground speed ±$40, x speed 0, unless a wall is at the
 * block's edge (ObjHitWallRight / ObjHitWallLeft). After each push it snaps to the floor if the
 * floor is at most 4 px below; further, it slides off at $400 (obSolid 6) until its x is on a
 * 16 px boundary, then falls (obSolid 4) at $18 a frame. Subtypes with bit 7 never slide off.
 * Landing on lava (block index $16A or more) it rides it (objoff_32) at its push speed / 8 until
 * a wall, then sinks $2001 a frame (subpixels) until the subpixel's low byte reaches $A0, and goes
 * home; in MZ2 and MZ3 passing given x positions lights a lava geyser ($4C) next to it, which
 * throws the block up. Out of range it goes back to its start (routine 4, waiting there until its
 * start is off screen) or, when the start is out of range too, unloads. Bit 0 of its respawn
 * byte marks it loaded: a second copy never loads while one exists.
 * In MZ1 a block between x $A20 and $AA0 rides the chained stomper there: its y follows
 * v_obj31ypos, which it marks (bit 15) so the switch-raised stomper stops $10 px down.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_SOLID, OB_STATUS, OB_SUBTYPE,
  OB_VEL_X, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, rl, rsb, rsw, rw, speedToPos, wl, writeObjectPointer, ww,
} from '../ram.ts';
import { G_OBJ31_YPOS, OBJSTATE } from '../s1State.ts';
import { displaySprite } from '../spriteQueue.ts';
import { mvSonicOnPtfm, solidChkEnter, solidSide } from '../solidObject.ts';
import { exitPlatform } from '../platformObject.ts';
import { objFloorDist } from '../objFloorDist.ts';
import { objFloorTile } from '../floorTile.ts';
import { objHitWallLeft, objHitWallRight } from '../objHitWall.ts';
import { chkPartiallyVisible } from '../chkObjectVisible.ts';
import { SONIC_FACING_LEFT, setSonicInertia, setSonicVelX, setSonicX, sonicStatus, sonicX } from '../sonic.ts';
import { P_STATUS, ST_ON_OBJECT } from '../../../../state/layout.ts';
import { ZONE_MZ } from '../../act/actRules.ts';
import { ID_GEYSER_MAKER } from './geyserMaker.ts';

export const ID_PUSH_BLOCK = 0x33;

/** objoff_30: the push speed kept for riding lava. */
const PUSHB_SPEED = 0x30;
/** objoff_32: riding lava. */
export const PUSHB_ON_LAVA = 0x32;
/** objoff_34, objoff_36: its start. */
const PUSHB_HOME_X = 0x34;
const PUSHB_HOME_Y = 0x36;
/** objoff_3C of the geyser maker: the block it throws. */
const GEYSER_PARENT = 0x3c;

/** Block indices from $16A up are lava. */
const LAVA_BLOCKS = 0x16a;

/** PushB_Var: (half width, frame) by subtype: the small block and the long one. */
export const SHAPES: readonly (readonly [number, number])[] = [[0x10, 0], [0x40, 1]];

export function pushBlock(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      if (main(m, a0)) return;
      loc_BF6E(w, a0);
      return;
    case 2:
      loc_BF6E(w, a0);
      return;
    case 4:
      waitHome(w, a0);
      return;
  }
}

/** `PushB_Main`; true when it deleted itself (another copy is loaded). */
function main(m: Uint8Array, a0: number): boolean {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_HEIGHT] = 0xf;
  m[a0 + OB_WIDTH] = 0xf;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  ww(m, a0 + PUSHB_HOME_X, rw(m, a0 + OB_X));
  ww(m, a0 + PUSHB_HOME_Y, rw(m, a0 + OB_Y));
  // Subtypes past 1 read PushB_Main's code; the placed ones are 0, $00 and $81.
  const [wid, frame] = SHAPES[m[a0 + OB_SUBTYPE] & 7] ?? SHAPES[0];
  m[a0 + OB_ACT_WID] = wid;
  m[a0 + OB_FRAME] = frame;
  const n = m[a0 + OB_RESPAWN_NO];
  if (n === 0) return false;
  const at = OBJSTATE + 2 + n;
  m[at] &= 0x7f;
  const loaded = (m[at] & 1) !== 0;
  m[at] |= 1;
  if (!loaded) return false;
  deleteObject(m, a0);
  return true;
}

/** `loc_BF6E` (routine 2). */
function loc_BF6E(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + PUSHB_ON_LAVA] !== 0) {
    rideLava(w, a0);
    return;
  }
  solid(w, a0, m[a0 + OB_ACT_WID] + 0xb, 0x10, 0x11, rw(m, a0 + OB_X));
  const rules = w.rules;
  if (rules.zone === ZONE_MZ && rules.act === 0) {
    m[a0 + OB_SUBTYPE] &= 0x7f;
    const x = rw(m, a0 + OB_X);
    if (x >= 0xa20 && x < 0xaa1) {
      ww(m, a0 + OB_Y, w.s[G_OBJ31_YPOS] - 0x1c);
      w.s[G_OBJ31_YPOS] |= 0x8000;
      m[a0 + OB_SUBTYPE] |= 0x80;
    }
  }
  loc_BFC6(w, a0);
}

/** `loc_BFC6`: displayed in range; else home (loc_ppppp). */
function loc_BFC6(w: S1ObjectContext, a0: number): void {
  if (!outOfRange(w.s, rw(w.m, a0 + OB_X))) {
    displaySprite(w, a0);
    return;
  }
  goHome(w, a0);
}

/** `loc_ppppp`: back to the start, or unloaded (respawn bit 0 cleared) when the start is out of range too. */
function goHome(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (outOfRange(w.s, rw(m, a0 + PUSHB_HOME_X))) {
    const n = m[a0 + OB_RESPAWN_NO];
    if (n !== 0) m[OBJSTATE + 2 + n] &= ~1;
    deleteObject(m, a0);
    return;
  }
  ww(m, a0 + OB_X, rw(m, a0 + PUSHB_HOME_X));
  ww(m, a0 + OB_Y, rw(m, a0 + PUSHB_HOME_Y));
  m[a0 + OB_ROUTINE] = 4;
  waitHome(w, a0);
}

/** `loc_C02C` (routine 4): at home, it comes back to life once its start is off screen. */
function waitHome(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (!chkPartiallyVisible(m, w.s, a0)) return;
  m[a0 + OB_ROUTINE] = 2;
  m[a0 + PUSHB_ON_LAVA] = 0;
  ww(m, a0 + OB_VEL_X, 0);
  ww(m, a0 + OB_VEL_Y, 0);
}

/** `loc_C046`: riding lava. */
function rideLava(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const oldX = rw(m, a0 + OB_X);
  if (m[a0 + OB_SOLID] < 4) speedToPos(m, a0);
  if (m[a0 + OB_STATUS] & 2) {
    ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
    const d1 = objFloorDist(w, a0);
    if (d1 < 0) {
      ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
      ww(m, a0 + OB_VEL_Y, 0);
      m[a0 + OB_STATUS] &= ~2;
      landOnLava(w, a0);
    }
  } else {
    const vx = rsw(m, a0 + OB_VEL_X);
    if (vx === 0) {
      // loc_C0D6: sinking.
      wl(m, a0 + OB_Y, rl(m, a0 + OB_Y) + 0x2001);
      if (m[a0 + OB_Y + 3] >= 0xa0) {
        w.s[P_STATUS] &= ~ST_ON_OBJECT;
        m[a0 + OB_STATUS] &= ~8;
        goHome(w, a0);
        return;
      }
    } else {
      const wid = m[a0 + OB_ACT_WID];
      const d1 = vx > 0 ? objHitWallRight(w, a0, wid) : objHitWallLeft(w, a0, ~wid);
      if (d1 < 0) ww(m, a0 + OB_VEL_X, 0);
    }
  }
  // loc_C0E6
  solid(w, a0, m[a0 + OB_ACT_WID] + 0xb, 0x10, 0x11, oldX);
  chkLava(w, a0);
  loc_BFC6(w, a0);
}

/** After landing (ObjFloorDist's block): on lava it rides it at the push speed / 8. */
function landOnLava(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((objFloorTile(w, a0) & 0x3ff) < LAVA_BLOCKS) return;
  ww(m, a0 + OB_VEL_X, rsw(m, a0 + PUSHB_SPEED) >> 3);
  m[a0 + PUSHB_ON_LAVA] = 1;
  ww(m, a0 + OB_Y + 2, 0);
}

/** `PushB_ChkLava`: in MZ2/MZ3, at given x positions, a lava geyser lights beside the block. */
function chkLava(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const rules = w.rules;
  if (rules.zone !== ZONE_MZ) return;
  const x = rw(m, a0 + OB_X);
  let d2: number;
  if (rules.act === 1) {
    d2 = -0x20;
    if (x !== 0xdd0 && x !== 0xcc0 && x !== 0xba0) return;
  } else if (rules.act === 2) {
    d2 = 0x20;
    if (x !== 0x560 && x !== 0x5c0) return;
  } else return;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_GEYSER_MAKER;
  ww(m, a1 + OB_X, x + d2);
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y) + 0x10);
  writeObjectPointer(m, a1 + GEYSER_PARENT, a0);
}

/** `loc_C186`: standing (obSolid 2), falling (4), sliding off (6), or solid and pushed (0). */
function solid(w: S1ObjectContext, a0: number, d1: number, d2: number, d3: number, d4: number): void {
  const m = w.m;
  const st = m[a0 + OB_SOLID];
  if (st === 0) {
    pushed(w, a0, d1, d2);
    return;
  }
  if (st === 2) {
    exitPlatform(w, a0, d1);
    if (w.s[P_STATUS] & ST_ON_OBJECT) mvSonicOnPtfm(w, a0, d3, d4);
    else m[a0 + OB_SOLID] = 0;
    return;
  }
  if (st === 4) {
    // loc_C1AA: falling off a ledge.
    speedToPos(m, a0);
    ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
    const f = objFloorDist(w, a0);
    if (f >= 0) return;
    ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + f);
    ww(m, a0 + OB_VEL_Y, 0);
    m[a0 + OB_SOLID] = 0;
    landOnLava(w, a0);
    return;
  }
  // loc_C1F2: sliding off until x is on a 16 px boundary (x & $C = 0), then falling.
  speedToPos(m, a0);
  if (rw(m, a0 + OB_X) & 0xc) return;
  ww(m, a0 + OB_X, rw(m, a0 + OB_X) & 0xfff0);
  ww(m, a0 + PUSHB_SPEED, rw(m, a0 + OB_VEL_X));
  ww(m, a0 + OB_VEL_X, 0);
  m[a0 + OB_SOLID] -= 2;
}

/** `loc_C218` .. `loc_C294`: a side contact while Sonic faces the block pushes it. */
function pushed(w: S1ObjectContext, a0: number, d1: number, d2: number): void {
  const m = w.m;
  const s = w.s;
  if (solidChkEnter(w, a0, d1, d2) <= 0) return;
  if (m[a0 + PUSHB_ON_LAVA] !== 0) return;
  const side = (solidSide.d0 << 16) >> 16;
  if (side === 0) return;
  const wid = m[a0 + OB_ACT_WID];
  const facingLeft = (sonicStatus(s) & SONIC_FACING_LEFT) !== 0;
  let dx: number;
  if (side > 0) {
    if (facingLeft) return;
    if (objHitWallRight(w, a0, wid) < 0) return;
    wl(m, a0 + OB_X, rl(m, a0 + OB_X) + 0x10000);
    dx = 1;
  } else {
    if (!facingLeft) return;
    if (objHitWallLeft(w, a0, ~wid) < 0) return;
    wl(m, a0 + OB_X, rl(m, a0 + OB_X) - 0x10000);
    dx = -1;
  }
  setSonicX(s, sonicX(s) + dx);
  setSonicInertia(s, dx * 0x40);
  setSonicVelX(s, 0);
  if (rsb(m, a0 + OB_SUBTYPE) < 0) return;
  const f = objFloorDist(w, a0);
  if (f > 4) {
    ww(m, a0 + OB_VEL_X, dx * 0x400);
    m[a0 + OB_SOLID] = 6;
    return;
  }
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + f);
}
