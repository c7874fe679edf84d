/**
 * Object $68 — conveyor belts (SBZ) (_incObj/68 Conveyor Belt.asm: `Conveyor`, `Conv_Main`,
 * `Conv_Action`, `.movesonic`).
 *
 * Invisible: the belt is drawn in the level; the object only moves Sonic. Subtype: low nibble 0
 * a belt 128 px either side of the object (conv_width), otherwise 56; the high nibble, a signed
 * nibble, is the speed (px a frame added to Sonic's x). Sonic is moved while he is grounded with
 * his x within the width (unsigned compare of x - obX + width against 2 * width) and his y from
 * obY - $30 to obY - 1. The object never calls DisplaySprite; out of range it is deleted.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rsw, rw, ww } from '../ram.ts';
import { SONIC_AIR, setSonicX, sonicStatus, sonicX, sonicY } from '../sonic.ts';

export const ID_CONVEYOR = 0x68;
/** conv_speed (objoff_36, a word) and conv_width (objoff_38, a byte). */
const CONV_SPEED = 0x36;
const CONV_WIDTH = 0x38;

export function conveyor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + CONV_WIDTH] = m[a0 + OB_SUBTYPE] & 0xf ? 56 : 128;
    // `andi.b #$F0,d1; ext.w d1; asr.w #4,d1`: the high nibble as a signed number.
    ww(m, a0 + CONV_SPEED, ((m[a0 + OB_SUBTYPE] & 0xf0) << 24) >> 28);
  }
  moveSonic(w, a0);
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

function moveSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  const d2 = m[a0 + CONV_WIDTH];
  const d0 = (sonicX(s) - rw(m, a0 + OB_X) + d2) & 0xffff;
  if (d0 >= 2 * d2) return;
  const d1 = (sonicY(s) - rw(m, a0 + OB_Y) + 0x30) & 0xffff;
  if (d1 >= 0x30) return;
  if (sonicStatus(s) & SONIC_AIR) return;
  setSonicX(s, sonicX(s) + rsw(m, a0 + CONV_SPEED));
}
