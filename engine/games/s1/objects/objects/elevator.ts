/**
 * Object $59 — the SLZ platforms that move when stood on (_incObj/59 SLZ Elevators.asm:
 * `Elevator`, `Elev_Main`, `Elev_Platform`, `Elev_Action`, `Elev_Types` and its `.type00` ...
 * `.type09`, `.typereset`, `Elev_Move`, `Elev_MakeMulti`).
 *
 * A platform (PlatformObject / ExitPlatform, half width $28, carrying Sonic with
 * MvSonicOnPtfm2). Subtype & $F picks (distance / 4, type) from Elev_Var2; type 1, 3, 5 or 7
 * waits for Sonic to stand on it and becomes 2 (up), 4 (down), 6 (up-right) or 8 (down-left):
 * Elev_Move accelerates $10 a frame (to $800) until past the distance, then decelerates, and
 * stops (subtype 0) when the 16:16 distance's integer part is exactly twice the distance; the
 * diagonal types move y by half of it. Type 9 (subtype $E, made by the spawner) rises at once
 * and deletes itself when done, dropping a standing Sonic (airborne, control routine).
 * Subtype bit 7: an invisible spawner (routine 6) that makes a subtype-$E platform every
 * (subtype & $7F) * 6 frames in the first free slot; it is never displayed.
 * Each frame ends in out_of_range of the origin x: delete, else display. A platform that deleted
 * itself in its routine still goes through that test (reading the cleared slot's origin, 0).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import { exitPlatform, platformObject } from '../platformObject.ts';
import { mvSonicOnPtfm2 } from '../solidObject.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, rl, rsw, rw, wl, ww,
} from '../ram.ts';
import { SONIC_AIR, SONIC_ON_OBJECT, setSonicRoutineControl, setSonicStatus, sonicStatus } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_ELEVATOR = 0x59;
/** elev_origY (objoff_30), elev_origX (objoff_32), the 16:16 distance moved (objoff_34), the speed (objoff_38), decelerating (objoff_3A), elev_dist (objoff_3C), the spawner's period (objoff_3E). */
const ORIG_Y = 0x30;
const ORIG_X = 0x32;
const MOVED = 0x34;
const SPEED = 0x38;
const DECEL = 0x3a;
const DIST = 0x3c;
const PERIOD = 0x3e;

/**
 * Elev_Var1 then Elev_Var2, as they lie in the ROM (Elev_Main reads Var1 by subtype bits 4-7, so
 * subtypes $10 and up would read into Var2): (width, frame), then (distance / 4, type) by
 * subtype & $F.
 */
export const ELEV_VAR: readonly number[] = [
  0x28, 0,
  0x10, 1, 0x20, 1, 0x34, 1, 0x10, 3, 0x20, 3, 0x34, 3, 0x14, 1, 0x24, 1, 0x2c, 1, 0x14, 3, 0x24, 3, 0x2c, 3, 0x20, 5, 0x20, 7,
  0x30, 9,
];

export function elevator(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      // A spawner returns past the range test and the display (`addq.l #4,sp`).
      if (!elevMain(m, a0)) return;
      elevPlatform(w, a0);
      break;
    case 2:
      elevPlatform(w, a0);
      break;
    case 4:
      elevAction(w, a0);
      break;
    case 6:
      makeMulti(w, a0);
      return;
  }
  if (outOfRange(w.s, rw(m, a0 + ORIG_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** `Elev_Main`; false for a spawner (subtype bit 7). */
function elevMain(m: Uint8Array, a0: number): boolean {
  m[a0 + OB_ROUTINE] += 2;
  const sub = m[a0 + OB_SUBTYPE];
  if (sub & 0x80) {
    m[a0 + OB_ROUTINE] += 4;
    const d0 = (sub & 0x7f) * 6;
    ww(m, a0 + DIST, d0);
    ww(m, a0 + PERIOD, d0);
    return false;
  }
  const v1 = (sub >> 3) & 0x1e;
  m[a0 + OB_ACT_WID] = ELEV_VAR[v1];
  m[a0 + OB_FRAME] = ELEV_VAR[v1 + 1];
  const v2 = 2 + ((sub * 2) & 0x1e);
  ww(m, a0 + DIST, ELEV_VAR[v2] << 2);
  m[a0 + OB_SUBTYPE] = ELEV_VAR[v2 + 1];
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 4;
  ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + ORIG_Y, rw(m, a0 + OB_Y));
  return true;
}

function elevPlatform(w: S1ObjectContext, a0: number): void {
  platformObject(w, a0, w.m[a0 + OB_ACT_WID]);
  elevTypes(w, a0);
}

function elevAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  exitPlatform(w, a0, m[a0 + OB_ACT_WID]);
  const d2 = rw(m, a0 + OB_X);
  elevTypes(w, a0);
  if (m[a0 + OB_ID] === 0) return;
  mvSonicOnPtfm2(w, a0, d2);
}

function elevTypes(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_SUBTYPE] & 0xf) {
    case 1:
    case 3:
    case 5:
    case 7:
      // .type01: Sonic standing on it (routine 4) starts it.
      if (m[a0 + OB_ROUTINE] === 4) m[a0 + OB_SUBTYPE]++;
      return;
    case 2:
      elevMove(m, a0);
      ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) - rw(m, a0 + MOVED));
      return;
    case 4:
      elevMove(m, a0);
      ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) + rw(m, a0 + MOVED));
      return;
    case 6:
      elevMove(m, a0);
      ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) - (rsw(m, a0 + MOVED) >> 1));
      ww(m, a0 + OB_X, rw(m, a0 + ORIG_X) + rw(m, a0 + MOVED));
      return;
    case 8:
      elevMove(m, a0);
      ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) + (rsw(m, a0 + MOVED) >> 1));
      ww(m, a0 + OB_X, rw(m, a0 + ORIG_X) - rw(m, a0 + MOVED));
      return;
    case 9:
      elevMove(m, a0);
      ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) - rw(m, a0 + MOVED));
      if (m[a0 + OB_SUBTYPE] === 0) typeReset(w, a0);
      return;
    default:
    // 0 stands still; $A-$F jump past the original's table (none is placed): still here too.
  }
}

/** `.typereset`: the rising platform is done; a standing Sonic falls off, and it is deleted. */
function typeReset(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  if (w.m[a0 + OB_STATUS] & 8) {
    setSonicStatus(s, (sonicStatus(s) | SONIC_AIR) & ~SONIC_ON_OBJECT);
    setSonicRoutineControl(s);
  }
  deleteObject(w.m, a0);
}

/** `Elev_Move`: speed +$10 a frame up to $800, -$10 once past the distance; stop at twice it. */
function elevMove(m: Uint8Array, a0: number): void {
  let d0 = rw(m, a0 + SPEED);
  if (m[a0 + DECEL] === 0) {
    if (d0 < 0x800) d0 += 0x10;
  } else if (d0 !== 0) d0 = (d0 - 0x10) & 0xffff;
  ww(m, a0 + SPEED, d0);
  const moved = (rl(m, a0 + MOVED) + (((d0 << 16) >> 16) << 8)) | 0;
  wl(m, a0 + MOVED, moved);
  const whole = (moved >>> 16) & 0xffff;
  const d2 = rw(m, a0 + DIST);
  if (whole > d2) m[a0 + DECEL] = 1;
  if (whole === ((d2 * 2) & 0xffff)) m[a0 + OB_SUBTYPE] = 0;
}

/** `Elev_MakeMulti`: every period, a rising platform (subtype $E) in the first free slot; deleted out of range. */
function makeMulti(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + DIST) - 1) & 0xffff;
  ww(m, a0 + DIST, t);
  if (t === 0) {
    ww(m, a0 + DIST, rw(m, a0 + PERIOD));
    const a1 = findFreeObj(m);
    if (a1 >= 0) {
      m[a1 + OB_ID] = ID_ELEVATOR;
      ww(m, a1 + OB_X, rw(m, a0 + OB_X));
      ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
      m[a1 + OB_SUBTYPE] = 0xe;
    }
  }
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}
