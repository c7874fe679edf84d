/**
 * Object $5A — the SLZ platforms moving in circles (_incObj/5A SLZ Circling Platform.asm:
 * `CirclingPlatform`, `Circ_Main`, `Circ_Platform`, `Circ_Action`, `Circ_Types` with `.type00`
 * and `.type04`).
 *
 * A platform (PlatformObject / ExitPlatform, half width $18, carrying Sonic with
 * MvSonicOnPtfm2) on a circle of radius $50 about its placed position: the offsets are
 * oscillators 8 and 9's high bytes - $50 (sign-extended bytes). Subtype bit 0 mirrors both, bit 1
 * turns the circle by a quarter (negate x, then swap), and types 4-7 (subtype bit 2) go round the
 * other way (x negated last). Subtypes 8 and up jump past the original's table (none is placed);
 * here they stand still. Out of range of its origin it is deleted, else displayed.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { exitPlatform, platformObject } from '../platformObject.ts';
import { mvSonicOnPtfm2 } from '../solidObject.ts';
import { OB_ACT_WID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rw, ww } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { oscillatorByte } from '../../act/oscillators.ts';

export const ID_CIRCLING_PLATFORM = 0x5a;
/** circ_origY (objoff_30), circ_origX (objoff_32). */
const ORIG_Y = 0x30;
const ORIG_X = 0x32;

export function circlingPlatform(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    // Circ_Main, then on into Circ_Platform.
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_PRIORITY] = 4;
    m[a0 + OB_ACT_WID] = 0x18;
    ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
    ww(m, a0 + ORIG_Y, rw(m, a0 + OB_Y));
    circPlatform(w, a0);
  } else if (m[a0 + OB_ROUTINE] === 2) circPlatform(w, a0);
  else if (m[a0 + OB_ROUTINE] === 4) {
    // Circ_Action
    exitPlatform(w, a0, m[a0 + OB_ACT_WID]);
    const d2 = rw(m, a0 + OB_X);
    circTypes(w, a0);
    mvSonicOnPtfm2(w, a0, d2);
  }
  if (outOfRange(w.s, rw(m, a0 + ORIG_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function circPlatform(w: S1ObjectContext, a0: number): void {
  platformObject(w, a0, w.m[a0 + OB_ACT_WID]);
  circTypes(w, a0);
}

function circTypes(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const sub = m[a0 + OB_SUBTYPE];
  if (sub & 8) return;
  let d1 = ((oscillatorByte(w.s, 8) - 0x50) << 24) >> 24;
  let d2 = ((oscillatorByte(w.s, 9) - 0x50) << 24) >> 24;
  if (sub & 1) {
    d1 = -d1;
    d2 = -d2;
  }
  if (sub & 2) {
    const t = -d1;
    d1 = d2;
    d2 = t;
  }
  if (sub & 4) d1 = -d1;
  ww(m, a0 + OB_X, rw(m, a0 + ORIG_X) + d1);
  ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) + d2);
}
