/**
 * The game-wide timers of a Sonic 1 level frame:
 * - the level timer (`HUD_Update`, run by the level's VBlank before each frame's logic, and
 *   four times during the start's delay): sixtieths, seconds, minutes; at 9:59:59 TIME OVER
 *   stops it and kills Sonic;
 * - `SynchroAnimate` (after the objects): the shared animation timers of the spiked log,
 *   the rings and the scattered rings (whose lifetime is v_ani3_time);
 * - `SignpostArtLoad`: near the act's right end (camera within $100 of the right limit) with
 *   the timer running, the left limit closes to right limit - $100 (not in act 3).
 */
import { C_X, W_LIMIT_LEFT, W_LIMIT_RIGHT } from '../../../state/layout.ts';
import {
  G_ANI0_FRAME, G_ANI0_TIME, G_ANI1_FRAME, G_ANI1_TIME, G_ANI2_FRAME, G_ANI2_TIME, G_ANI3_BUF, G_ANI3_FRAME, G_ANI3_TIME,
  G_TIME, G_TIME_COUNT, G_TIME_OVER,
} from './s1State.ts';

/** 9:59:59 as v_time holds it. */
const TIME_LIMIT = (9 << 16) | (59 << 8) | 59;

/** One VBlank of `HUD_Update`'s timer; returns true on TIME OVER (the caller kills Sonic). */
export function tickLevelTimer(s: Int32Array): boolean {
  if (s[G_TIME_COUNT] === 0) return false;
  let t = s[G_TIME];
  if (t === TIME_LIMIT) {
    s[G_TIME_COUNT] = 0;
    s[G_TIME_OVER] = 1;
    return true;
  }
  let min = (t >> 16) & 0xff;
  let sec = (t >> 8) & 0xff;
  // Byte counters (`addq.b`, `cmpi.b #60; blo`): a lamppost restart at 0 seconds starts them at 255, which wraps to 0.
  let cent = ((t & 0xff) + 1) & 0xff;
  if (cent >= 60) {
    cent = 0;
    sec = (sec + 1) & 0xff;
    if (sec >= 60) {
      sec = 0;
      min = (min + 1) & 0xff;
      if (min >= 9) min = 9;
    }
  }
  t = (min << 16) | (sec << 8) | cent;
  s[G_TIME] = t;
  return false;
}

export function synchroAnimate(s: Int32Array): void {
  if (--s[G_ANI0_TIME] < 0) {
    s[G_ANI0_TIME] = 0xb;
    s[G_ANI0_FRAME] = (s[G_ANI0_FRAME] - 1) & 7;
  }
  s[G_ANI0_TIME] &= 0xff;
  if (--s[G_ANI1_TIME] < 0) {
    s[G_ANI1_TIME] = 7;
    s[G_ANI1_FRAME] = (s[G_ANI1_FRAME] + 1) & 3;
  }
  s[G_ANI1_TIME] &= 0xff;
  if (--s[G_ANI2_TIME] < 0) {
    s[G_ANI2_TIME] = 7;
    s[G_ANI2_FRAME] = s[G_ANI2_FRAME] + 1 >= 6 ? 0 : s[G_ANI2_FRAME] + 1;
  }
  s[G_ANI2_TIME] &= 0xff;
  const t3 = s[G_ANI3_TIME];
  if (t3 !== 0) {
    const buf = (s[G_ANI3_BUF] + t3) & 0xffff;
    s[G_ANI3_BUF] = buf;
    // `rol.w #7,d0; andi.w #3,d0`: bits 9 and 10 of the buffer.
    s[G_ANI3_FRAME] = (buf >> 9) & 3;
    s[G_ANI3_TIME] = t3 - 1;
  }
}

/** `SignpostArtLoad` (acts 1 and 2). */
export function signpostArtLoad(s: Int32Array, act: number): void {
  if (act === 2) return;
  const d1 = ((s[W_LIMIT_RIGHT] - 0x100) << 16) >> 16;
  if (((s[C_X] << 16) >> 16) < d1) return;
  if (s[G_TIME_COUNT] === 0) return;
  if ((s[W_LIMIT_LEFT] & 0xffff) === (d1 & 0xffff)) return;
  s[W_LIMIT_LEFT] = d1;
}
