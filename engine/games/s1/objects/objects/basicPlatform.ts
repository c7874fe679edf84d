/**
 * Object $18 — platforms of GHZ, SYZ and SLZ (_incObj/18 Platforms.asm: `BasicPlatform`,
 * `Plat_Main`, `Plat_Solid`, `Plat_Action`, `Plat_Action2`, `Plat_Nudge`, `Plat_Move` and its
 * types $00-$0C, `Plat_ChkDel`, `Plat_Delete`).
 *
 * A platform Sonic lands on from above (PlatformObject, half width obActWid = $20). Standing on
 * it, it dips: objoff_38 grows by 4 a frame to $40 and the platform sits sin(objoff_38) >> 6 px
 * below its track y (objoff_2C), easing back by 4 a frame when he leaves (Plat_Nudge). Its
 * track moves by the subtype's low nibble (Plat_Move):
 *   0 still; 1 and 5 swing left-right, 2 and 6 up-down, by oscillator 6 (the value a frame
 *   late: obAngle keeps last frame's byte); $A up-down at half the swing;
 *   3 waits for Sonic, then 30 frames later becomes 4; 4 falls ($38 gravity on objoff_2C's
 *   16:16), dropping Sonic after 32 frames (he takes its y speed, airborne) and is deleted
 *   $E0 px below the bottom limit; 7 waits for switch (subtype >> 4), 60 frames later becomes
 *   8, which rises 2 px a frame for $200 px, then 0; $B/$C up-down by oscillator 3 (SYZ).
 * SLZ forces subtype 3. Types $D-$F jump past the original's table (they are not placed); here
 * they stand still.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_Y, OB_X, OB_Y, rl, rsw,
  rw, wl, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { exitPlatform, platformObject } from '../platformObject.ts';
import { mvSonicOnPtfm2 } from '../solidObject.ts';
import { SONIC_AIR, SONIC_ON_OBJECT, setSonicRoutineControl, setSonicStatus, setSonicVelY, sonicStatus } from '../sonic.ts';
import { oscillatorByte } from '../../act/oscillators.ts';
import { switchByte } from '../../act/switches.ts';
import { ZONE_SLZ } from '../../act/actRules.ts';
import { W_LIMIT_BOTTOM } from '../../../../state/layout.ts';
import { SINE } from '../../../../fixed/trig.ts';

export const ID_BASIC_PLATFORM = 0x18;
/** objoff_2C: the track's y (a 16:16 long for the falling type); objoff_32, objoff_34: the placed x and y. */
const PLAT_Y = 0x2c;
const PLAT_ORIGIN_X = 0x32;
const PLAT_ORIGIN_Y = 0x34;
/** objoff_38: the dip (CalcSine angle 0..$40); objoff_3A: the timer of types 3, 4 and 7. */
const PLAT_DIP = 0x38;
const PLAT_TIMER = 0x3a;
/** obAngle's first byte: the oscillator value Plat_Move saved last frame. */
const PLAT_MOTION = 0x26;

export function basicPlatform(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      platMain(w, a0);
      platSolid(w, a0);
      return;
    case 2:
      platSolid(w, a0);
      return;
    case 4:
      platAction2(w, a0);
      return;
    case 6:
      deleteObject(w.m, a0);
      return;
    case 8:
      platAction(w, a0);
      return;
  }
}

function platMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_ACT_WID] = 0x20;
  if (w.rules.zone === ZONE_SLZ) m[a0 + OB_SUBTYPE] = 3;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 4;
  ww(m, a0 + PLAT_Y, rw(m, a0 + OB_Y));
  ww(m, a0 + PLAT_ORIGIN_Y, rw(m, a0 + OB_Y));
  ww(m, a0 + PLAT_ORIGIN_X, rw(m, a0 + OB_X));
  ww(m, a0 + PLAT_MOTION, 0x80);
  // Type $A (the large platform) uses frame 1.
  m[a0 + OB_FRAME] = m[a0 + OB_SUBTYPE] === 0xa ? 1 : 0;
}

/** Routine 2 (`Plat_Solid`): the dip eases back, Sonic may land; then Plat_Action. */
function platSolid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + PLAT_DIP] !== 0) m[a0 + PLAT_DIP] -= 4;
  platformObject(w, a0, m[a0 + OB_ACT_WID]);
  platAction(w, a0);
}

/** Routine 8 (`Plat_Action`): the falling platform once it has dropped Sonic. */
function platAction(w: S1ObjectContext, a0: number): void {
  platMove(w, a0);
  platNudge(w.m, a0);
  displaySprite(w, a0);
  platChkDel(w, a0);
}

/**
 * Routine 4 (`Plat_Action2`): Sonic stands on it. The dip deepens, ExitPlatform may let him go,
 * the platform moves and Sonic moves with it — MvSonicOnPtfm2 runs even on the frame he left.
 */
function platAction2(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + PLAT_DIP] !== 0x40) m[a0 + PLAT_DIP] += 4;
  exitPlatform(w, a0, m[a0 + OB_ACT_WID]);
  const x = rw(m, a0 + OB_X);
  platMove(w, a0);
  platNudge(m, a0);
  mvSonicOnPtfm2(w, a0, x);
  displaySprite(w, a0);
  platChkDel(w, a0);
}

/** `Plat_Nudge`: y = track y + (sin(dip) * $400 >> 16). */
function platNudge(m: Uint8Array, a0: number): void {
  const d0 = Math.imul(SINE[m[a0 + PLAT_DIP]], 0x400) >> 16;
  ww(m, a0 + OB_Y, d0 + rw(m, a0 + PLAT_Y));
}

const byte = (v: number): number => (v << 24) >> 24;

/** `Plat_Move`. */
function platMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  switch (m[a0 + OB_SUBTYPE] & 0xf) {
    case 1:
      ww(m, a0 + OB_X, rw(m, a0 + PLAT_ORIGIN_X) + byte(m[a0 + PLAT_MOTION] - 0x40));
      break;
    case 5:
      ww(m, a0 + OB_X, rw(m, a0 + PLAT_ORIGIN_X) + byte(-m[a0 + PLAT_MOTION] + 0x40));
      break;
    case 2:
      ww(m, a0 + PLAT_Y, rw(m, a0 + PLAT_ORIGIN_Y) + byte(m[a0 + PLAT_MOTION] - 0x40));
      break;
    case 6:
      ww(m, a0 + PLAT_Y, rw(m, a0 + PLAT_ORIGIN_Y) + byte(-m[a0 + PLAT_MOTION] + 0x40));
      break;
    case 0xb:
      ww(m, a0 + PLAT_Y, rw(m, a0 + PLAT_ORIGIN_Y) + byte(oscillatorByte(s, 3) - 0x30));
      break;
    case 0xc:
      ww(m, a0 + PLAT_Y, rw(m, a0 + PLAT_ORIGIN_Y) + byte(-oscillatorByte(s, 3) + 0x30));
      break;
    case 0xa:
      ww(m, a0 + PLAT_Y, rw(m, a0 + PLAT_ORIGIN_Y) + (byte(m[a0 + PLAT_MOTION] - 0x40) >> 1));
      break;
    case 3:
      type03(m, a0);
      return;
    case 4:
      type04(w, a0);
      return;
    case 7:
      type07(w, a0);
      return;
    case 8:
      type08(m, a0);
      return;
    default:
      return;
  }
  // `.chgmotion`: v_oscillate+$1A, oscillator 6's high byte, for next frame.
  m[a0 + PLAT_MOTION] = oscillatorByte(s, 6);
}

/** Type 3: Sonic on it starts 30 frames; then it becomes type 4 with 32 frames to go. */
function type03(m: Uint8Array, a0: number): void {
  const t = rw(m, a0 + PLAT_TIMER);
  if (t === 0) {
    if (m[a0 + OB_STATUS] & 0x08) ww(m, a0 + PLAT_TIMER, 30);
    return;
  }
  ww(m, a0 + PLAT_TIMER, t - 1);
  if (t - 1 !== 0) return;
  ww(m, a0 + PLAT_TIMER, 32);
  m[a0 + OB_SUBTYPE]++;
}

/** Type 4: falling; when the timer runs out Sonic (if on it) is dropped and the routine becomes 8. */
function type04(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  const t = rw(m, a0 + PLAT_TIMER);
  if (t !== 0) {
    ww(m, a0 + PLAT_TIMER, t - 1);
    if (t - 1 === 0) {
      if (m[a0 + OB_STATUS] & 0x08) {
        setSonicStatus(s, (sonicStatus(s) | SONIC_AIR) & ~SONIC_ON_OBJECT);
        setSonicRoutineControl(s);
        m[a0 + OB_STATUS] &= ~0x08;
        m[a0 + OB_2ND_ROUT] = 0;
        setSonicVelY(s, rsw(m, a0 + OB_VEL_Y));
      }
      m[a0 + OB_ROUTINE] = 8;
    }
  }
  wl(m, a0 + PLAT_Y, rl(m, a0 + PLAT_Y) + (rsw(m, a0 + OB_VEL_Y) << 8));
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x38);
  // `cmp.w objoff_2C(a0),d0; bhs`: deleted once the track is below the bottom limit + $E0 (unsigned).
  if (((s[W_LIMIT_BOTTOM] + 0xe0) & 0xffff) < rw(m, a0 + PLAT_Y)) m[a0 + OB_ROUTINE] = 6;
}

/** Type 7: switch (subtype >> 4) pressed starts 60 frames; then it becomes type 8. */
function type07(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = rw(m, a0 + PLAT_TIMER);
  if (t === 0) {
    if (switchByte(w.s, m[a0 + OB_SUBTYPE] >> 4) !== 0) ww(m, a0 + PLAT_TIMER, 60);
    return;
  }
  ww(m, a0 + PLAT_TIMER, t - 1);
  if (t - 1 === 0) m[a0 + OB_SUBTYPE]++;
}

/** Type 8: rises 2 px a frame until $200 px above where it was placed, then stops (type 0). */
function type08(m: Uint8Array, a0: number): void {
  ww(m, a0 + PLAT_Y, rw(m, a0 + PLAT_Y) - 2);
  if (((rw(m, a0 + PLAT_ORIGIN_Y) - 0x200) & 0xffff) === rw(m, a0 + PLAT_Y)) m[a0 + OB_SUBTYPE] = 0;
}

/** `Plat_ChkDel`: out_of_range on the placed x. */
function platChkDel(w: S1ObjectContext, a0: number): void {
  if (outOfRange(w.s, rw(w.m, a0 + PLAT_ORIGIN_X))) deleteObject(w.m, a0);
}
