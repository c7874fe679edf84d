/**
 * Object $6B — stomper and sliding door (SBZ, and Labyrinth's SBZ3) (_incObj/6B SBZ Stomper and
 * Door.asm: `ScrapStomp`, `Sto_Main`, `.isSBZ3`, `.isSBZ12`, `.chkgone`, `Sto_Action`, `.chkdel`,
 * `.type00` ... `.type05`, `.loc_15DE0`, `.loc_15E3C`).
 *
 * Sto_Var by subtype bits 4-6: (obActWid, obHeight, travel objoff_3C, type): $40/$C/$80 type 1
 * (a door), $1C/$20/$38 type 3 and $1C/$20/$40, $1C/$20/$60 type 4 (stompers), $80/$40/0 type 5
 * (SBZ3's big diagonal door); the same bits / 4 are the frame. Subtype bit 7 set: the low
 * nibble is the switch (objoff_3E) and the type comes from Sto_Var; bit 7 clear: the subtype's
 * low nibble is the type itself.
 *  - 1: when its switch is pressed it opens (objoff_3A + 2 a frame up to the travel; x = origin -
 *    objoff_3A, mirrored: origin - ($80 - it)), then becomes type 2 with its respawn bit 0 set and
 *    a $B4-frame wait; 2: after the wait it closes 2 px a frame and turns back into type 1.
 *  - 3: a stomper: up (objoff_3A - 1 a frame) to 0, waits $3C frames, drops 8 px a frame to the
 *    travel; y = origin + objoff_3A (mirrored: origin + ($38 - it)).
 *  - 4: the same, 8 px a frame both ways, waiting $3C frames at each end.
 *  - 5: when its switch is pressed (respawn bit 0 set) it slides 1 px left and 1/2 px down a
 *    frame until x = $980, then stops (type 0).
 * Solid (obActWid + $B half wide, obHeight high) while on screen. In Labyrinth (SBZ3) only one
 * may exist at a time (v_obj6B bit 0): a second deletes itself, and the door at x $A80 whose
 * respawn bit 0 is set (already opened) deletes itself too; the one loaded clears v_obj6B when
 * it goes out of range. Out of range it is deleted (a respawn-tracked one loads again).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y,
  RENDER_ON_SCREEN, rl, rw, wl, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { G_OBJ6B, OBJSTATE } from '../s1State.ts';
import { switchByte } from '../../act/switches.ts';
import { ZONE_LZ } from '../../act/actRules.ts';

export const ID_SCRAP_STOMP = 0x6b;
/** sto_origX (objoff_34), sto_origY (objoff_30), sto_active (objoff_38); objoff_36 a timer, objoff_3A the travel so far, objoff_3C the full travel, objoff_3E the switch. */
const STO_ORIG_X = 0x34;
const STO_ORIG_Y = 0x30;
const STO_ACTIVE = 0x38;
const STO_TIMER = 0x36;
const STO_MOVED = 0x3a;
const STO_TRAVEL = 0x3c;
const STO_SWITCH = 0x3e;

/** Sto_Var: width, height, travel, type. */
export const STO_VAR: readonly number[] = [0x40, 0xc, 0x80, 1, 0x1c, 0x20, 0x38, 3, 0x1c, 0x20, 0x40, 4, 0x1c, 0x20, 0x60, 4, 0x80, 0x40, 0, 5];

export function scrapStomp(w: S1ObjectContext, a0: number): void {
  if (w.m[a0 + OB_ROUTINE] === 0 && !stoMain(w, a0)) return;
  stoAction(w, a0);
}

/** The respawn byte's address, or -1 for an untracked object. */
function respawnByte(m: Uint8Array, a0: number): number {
  const n = m[a0 + OB_RESPAWN_NO];
  return n === 0 ? -1 : OBJSTATE + 2 + n;
}

/** `.chkdel` of Sto_Main: the respawn bit 7 cleared (so it loads again), then DeleteObject. */
function deleteForLater(m: Uint8Array, a0: number): void {
  const r = respawnByte(m, a0);
  if (r >= 0) m[r] &= 0x7f;
  deleteObject(m, a0);
}

/** `Sto_Main`; false when it deleted itself. */
function stoMain(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  const s = w.s;
  m[a0 + OB_ROUTINE] += 2;
  const d0 = (m[a0 + OB_SUBTYPE] >> 2) & 0x1c;
  m[a0 + OB_ACT_WID] = STO_VAR[d0];
  m[a0 + OB_HEIGHT] = STO_VAR[d0 + 1];
  m[a0 + OB_FRAME] = d0 >> 2;
  if (w.rules.zone === ZONE_LZ) {
    const was = s[G_OBJ6B] & 1;
    s[G_OBJ6B] |= 1;
    if (was) {
      deleteForLater(m, a0);
      return false;
    }
    // `.isSBZ3`: the door at $A80, already opened (respawn bit 0), is not loaded again.
    const r = respawnByte(m, a0);
    if (rw(m, a0 + OB_X) === 0xa80 && r >= 0 && (m[r] & 1) !== 0) {
      s[G_OBJ6B] = 0;
      deleteForLater(m, a0);
      return false;
    }
  }
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  ww(m, a0 + STO_ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + STO_ORIG_Y, rw(m, a0 + OB_Y));
  ww(m, a0 + STO_TRAVEL, STO_VAR[d0 + 2]);
  const sub = m[a0 + OB_SUBTYPE];
  if (sub & 0x80) {
    m[a0 + STO_SWITCH] = sub & 0xf;
    m[a0 + OB_SUBTYPE] = STO_VAR[d0 + 3];
    if (STO_VAR[d0 + 3] === 5) m[a0 + OB_RENDER] |= 0x10;
    const r = respawnByte(m, a0);
    if (r >= 0) m[r] &= 0x7f;
  }
  return true;
}

/** Routine 2 (`Sto_Action`). */
function stoAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const d4 = rw(m, a0 + OB_X);
  stoType(w, a0);
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) {
    const d2 = m[a0 + OB_HEIGHT];
    solidObject(w, a0, m[a0 + OB_ACT_WID] + 0xb, d2, d2 + 1, d4);
  }
  if (!outOfRange(w.s, rw(m, a0 + STO_ORIG_X))) {
    displaySprite(w, a0);
    return;
  }
  if (w.rules.zone === ZONE_LZ) {
    w.s[G_OBJ6B] = 0;
    deleteForLater(m, a0);
    return;
  }
  deleteObject(m, a0);
}

function stoType(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_SUBTYPE] & 0xf) {
    case 1:
      doorOpens(w, a0);
      return;
    case 2:
      doorCloses(m, a0);
      return;
    case 3:
      stomper(m, a0, 1, false);
      return;
    case 4:
      stomper(m, a0, 8, true);
      return;
    case 5:
      slidingDoor(w, a0);
      return;
    // 0 stays; 6..$F would jump through the bytes after the type table (no act uses them).
  }
}

/** x = origin - the travel so far (mirrored: origin - ($80 - it)). */
function doorX(m: Uint8Array, a0: number): void {
  let d0 = rw(m, a0 + STO_MOVED);
  if (m[a0 + OB_STATUS] & 1) d0 = -d0 + 0x80;
  ww(m, a0 + OB_X, rw(m, a0 + STO_ORIG_X) - d0);
}

/** y = origin + the travel so far (mirrored: origin + ($38 - it)). */
function stomperY(m: Uint8Array, a0: number): void {
  let d0 = rw(m, a0 + STO_MOVED);
  if (m[a0 + OB_STATUS] & 1) d0 = -d0 + 0x38;
  ww(m, a0 + OB_Y, rw(m, a0 + STO_ORIG_Y) + d0);
}

/** `.type01`. */
function doorOpens(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + STO_ACTIVE] === 0) {
    if ((switchByte(w.s, m[a0 + STO_SWITCH]) & 1) === 0) {
      doorX(m, a0);
      return;
    }
    m[a0 + STO_ACTIVE] = 1;
  }
  if (rw(m, a0 + STO_TRAVEL) === rw(m, a0 + STO_MOVED)) {
    // `.loc_15DE0`: fully open; type 2 waits $B4 frames, the respawn byte's bit 0 remembers it.
    m[a0 + OB_SUBTYPE] = (m[a0 + OB_SUBTYPE] + 1) & 0xff;
    ww(m, a0 + STO_TIMER, 0xb4);
    m[a0 + STO_ACTIVE] = 0;
    const r = respawnByte(m, a0);
    if (r >= 0) m[r] |= 1;
    doorX(m, a0);
    return;
  }
  ww(m, a0 + STO_MOVED, rw(m, a0 + STO_MOVED) + 2);
  doorX(m, a0);
}

/** `.type02`. */
function doorCloses(m: Uint8Array, a0: number): void {
  if (m[a0 + STO_ACTIVE] === 0) {
    const t = (rw(m, a0 + STO_TIMER) - 1) & 0xffff;
    ww(m, a0 + STO_TIMER, t);
    if (t !== 0) {
      doorX(m, a0);
      return;
    }
    m[a0 + STO_ACTIVE] = 1;
  }
  if (rw(m, a0 + STO_MOVED) === 0) {
    // `.loc_15E3C`: shut again, back to type 1, the respawn bit 0 cleared.
    m[a0 + OB_SUBTYPE] = (m[a0 + OB_SUBTYPE] - 1) & 0xff;
    m[a0 + STO_ACTIVE] = 0;
    const r = respawnByte(m, a0);
    if (r >= 0) m[r] &= ~1;
    doorX(m, a0);
    return;
  }
  ww(m, a0 + STO_MOVED, rw(m, a0 + STO_MOVED) - 2);
  doorX(m, a0);
}

/**
 * `.type03` (rise 1 px a frame, drop 8, no wait at the bottom) and `.type04` (8 px both ways,
 * $3C frames at the bottom too).
 */
function stomper(m: Uint8Array, a0: number, rise: number, waitAtBottom: boolean): void {
  if (m[a0 + STO_ACTIVE] === 0) {
    if (rw(m, a0 + STO_MOVED) !== 0) {
      ww(m, a0 + STO_MOVED, rw(m, a0 + STO_MOVED) - rise);
      stomperY(m, a0);
      return;
    }
    const t = (rw(m, a0 + STO_TIMER) - 1) & 0xffff;
    ww(m, a0 + STO_TIMER, t);
    if ((t & 0x8000) === 0) {
      stomperY(m, a0);
      return;
    }
    ww(m, a0 + STO_TIMER, 0x3c);
    m[a0 + STO_ACTIVE] = 1;
  }
  if (!waitAtBottom) {
    ww(m, a0 + STO_MOVED, rw(m, a0 + STO_MOVED) + 8);
    if (rw(m, a0 + STO_MOVED) === rw(m, a0 + STO_TRAVEL)) m[a0 + STO_ACTIVE] = 0;
    stomperY(m, a0);
    return;
  }
  if (rw(m, a0 + STO_MOVED) !== rw(m, a0 + STO_TRAVEL)) {
    ww(m, a0 + STO_MOVED, rw(m, a0 + STO_MOVED) + 8);
    stomperY(m, a0);
    return;
  }
  const t = (rw(m, a0 + STO_TIMER) - 1) & 0xffff;
  ww(m, a0 + STO_TIMER, t);
  if (t & 0x8000) {
    ww(m, a0 + STO_TIMER, 0x3c);
    m[a0 + STO_ACTIVE] = 0;
  }
  stomperY(m, a0);
}

/** `.type05`: SBZ3's diagonal door, once its switch is pressed. */
function slidingDoor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + STO_ACTIVE] === 0) {
    if ((switchByte(w.s, m[a0 + STO_SWITCH]) & 1) === 0) return;
    m[a0 + STO_ACTIVE] = 1;
    const r = respawnByte(m, a0);
    if (r >= 0) m[r] |= 1;
  }
  wl(m, a0 + OB_X, rl(m, a0 + OB_X) - 0x10000);
  wl(m, a0 + OB_Y, rl(m, a0 + OB_Y) + 0x8000);
  ww(m, a0 + STO_ORIG_X, rw(m, a0 + OB_X));
  if (rw(m, a0 + OB_X) !== 0x980) return;
  m[a0 + OB_SUBTYPE] = 0;
  m[a0 + STO_ACTIVE] = 0;
}
