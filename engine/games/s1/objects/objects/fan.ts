/**
 * Object $5D — the SLZ fans (_incObj/5D Fan.asm: `Fan`, `Fan_Main`, `Fan_Delay`, `.blow`,
 * `.chksonic`, `.faraway`, `.movesonic`, `.animate`, `.chkdel`).
 *
 * A fan never touches Sonic's speeds: it adds a whole-pixel shift to his x word each frame it
 * blows (his subpixel kept). With d = Sonic's x - the fan's x, negated for an unflipped fan
 * (blowing left): Sonic is in range when d + $50 < $F0 (unsigned) and the fan's y - $60 <= his y
 * < the fan's y + $10 ((his y + $60 - fan y) unsigned < $70). The shift: k = d + $60 in front of
 * the fan (d >= 0), else 2 * (-d - 1) + $60 (`not.w; add.w`); k negated for an unflipped fan;
 * then only its low byte negated (`neg.b`) and the word shifted right 4 (`asr.w`): a left
 * shift of ((k - $100) >> 4) px for an unflipped fan, (($100 - k) >> 4) for a flipped one; subtype
 * bit 0 reverses it (the fan sucks).
 * Unless subtype bit 1 (always on), the fan switches: fan_time counts down through 0, then
 * fan_switch toggles (bit 0 set = off): off for 121 frames (the timer reloads with 120), on for
 * 181 (180); the first toggle, on the first frame, turns it off. While off it neither blows nor
 * animates. Its frames turn every frame (obAniFrame 0..2, + 2 when sucking). Each frame it is
 * displayed, then deleted if out of range.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { OB_ACT_WID, OB_ANI_FRAME, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_TIME_FRAME, OB_X, OB_Y, rw, ww } from '../ram.ts';
import { setSonicX, sonicX, sonicY } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_FAN = 0x5d;
/** fan_time (objoff_30, a word), fan_switch (objoff_32, a byte: bit 0 set = off). */
const TIME = 0x30;
const SWITCH = 0x32;

export function fan(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] |= 4;
    m[a0 + OB_ACT_WID] = 0x10;
    m[a0 + OB_PRIORITY] = 4;
  }
  // Fan_Delay
  if ((m[a0 + OB_SUBTYPE] & 2) === 0) {
    const t = (rw(m, a0 + TIME) - 1) & 0xffff;
    ww(m, a0 + TIME, t);
    if (t & 0x8000) {
      ww(m, a0 + TIME, 120);
      const wasOff = m[a0 + SWITCH] & 1;
      m[a0 + SWITCH] ^= 1;
      if (wasOff) ww(m, a0 + TIME, 180);
    }
  }
  if (m[a0 + SWITCH] === 0) {
    blow(w, a0);
    animate(m, a0);
  }
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

/** `.blow`: the shift on Sonic's x when he is in range. */
function blow(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  const right = (m[a0 + OB_STATUS] & 1) !== 0;
  let d0 = (sonicX(s) - rw(m, a0 + OB_X)) & 0xffff;
  if (!right) d0 = -d0 & 0xffff;
  d0 = (d0 + 0x50) & 0xffff;
  if (d0 >= 0xf0) return;
  const y = (sonicY(s) + 0x60) & 0xffff;
  const fy = rw(m, a0 + OB_Y);
  if (y < fy) return;
  if (y - fy >= 0x70) return;
  // `subi.w #$50,d0; bcc.s .faraway`: behind the fan (a borrow), `not.w; add.w d0,d0`.
  if (d0 < 0x50) d0 = ((~(d0 - 0x50) & 0xffff) * 2) & 0xffff;
  else d0 -= 0x50;
  d0 = (d0 + 0x60) & 0xffff;
  if (!right) d0 = -d0 & 0xffff;
  d0 = (d0 & 0xff00) | (-d0 & 0xff);
  let shift = ((d0 << 16) >> 16) >> 4;
  if (m[a0 + OB_SUBTYPE] & 1) shift = -shift;
  setSonicX(s, sonicX(s) + shift);
}

/** `.animate`: a new frame every frame, cycling 0..2 (+2 for a sucking fan). */
function animate(m: Uint8Array, a0: number): void {
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if ((m[a0 + OB_TIME_FRAME] & 0x80) === 0) return;
  m[a0 + OB_TIME_FRAME] = 0;
  m[a0 + OB_ANI_FRAME]++;
  if (m[a0 + OB_ANI_FRAME] >= 3) m[a0 + OB_ANI_FRAME] = 0;
  m[a0 + OB_FRAME] = (m[a0 + OB_SUBTYPE] & 1 ? 2 : 0) + m[a0 + OB_ANI_FRAME];
}
