/**
 * Object $0A — the drowning countdown, and the bubbles and numbers it sends out of Sonic's mouth
 * (LZ, SBZ3) (_incObj/0A Drowning Countdown.asm: `DrownCount`, `Drown_Main`, `Drown_Animate`,
 * `Drown_ChkWater` with `.wobble`, `Drown_Display`, `Drown_Delete`, `Drown_AirLeft`,
 * `Drown_ShowNumber`, `Drown_WobbleData` (bubble.ts), `Drown_Countdown` with `.warnsound`,
 * `.reduceair`, `.loc_13F86`, `.loc_13F94`, `.nochange`, `.makenum`, `.loc_1403E`,
 * `.loc_1406A`, `.loc_14082`; _anim/Drowning Countdown.asm; sonic.asm `ResumeMusic`).
 *
 * Sonic_Water puts the countdown itself in the reserved slot v_sonicbubbles (13) with subtype
 * $81 when Sonic enters the water (engine/games/s1/objects/sonicWaterObjects.ts). Each frame while
 * Sonic is underwater and not dead (obRoutine < 6) it counts drown_time (objoff_38) down; past 0
 * (every 60 frames, the first at once) a second passes: drown_time 59, RandomNumber's bit 0 into
 * objoff_34 (one or two bubbles), and v_air - 1; at 12 seconds and below, every (objoff_33 + 1)th
 * second is a "number" second (objoff_36 bit 7). Each second and then every RandomNumber & $F
 * frames while the burst lasts it puts a bubble in a free slot at Sonic's mouth (x ± 6 by his
 * facing, subtype 6: small); in a number second one of them (1 in 4 RandomNumber chance each,
 * else the last) is the number air / 2 (animation 0..5), which after $1C frames freezes on the
 * screen (screen coordinates) while air <= 12, flashes and goes.
 * Air going below 0 drowns Sonic: ResumeMusic (air 30), f_playerctrl $81, Sonic_ResetOnFloor,
 * animation Drown, airborne, speeds 0, f_nobgscroll; then $78 frames in which the countdown
 * moves him (SpeedToPos, y speed + $10: from the next frame on, 119 frames) and sends bubbles
 * from 12 px higher (every RandomNumber & 7 frames; medium ones on frames where v_framecount & 3
 * is 0), and at the end Sonic's routine is 6 (dead, no death jump).
 * A bubble (subtypes 6 and $E; numbers 0..5) rises at -$88 a frame, wobbling by Drown_WobbleData
 * (4 px further right each frame in a wind tunnel), and at the surface plays its burst (animation
 * + 7) before Drown_Delete; off screen it is deleted.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findFreeObj } from '../objectManager.ts';
import { randomNumber } from '../randomNumber.ts';
import {
  OB_ACT_WID, OB_ANGLE, OB_ANIM, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SCREEN_Y, OB_SUBTYPE, OB_VEL_Y, OB_X,
  OB_Y, RENDER_ON_SCREEN, rw, speedToPos, ww,
} from '../ram.ts';
import {
  ID_DROWN, SONIC_AIR, SONIC_UNDERWATER, setSonicAnim, setSonicInertia, setSonicRoutineDead, setSonicStatus, setSonicVelX,
  setSonicVelY, setSonicXLong, setSonicYLong, sonicRoutine, sonicStatus, sonicVelX, sonicVelY, sonicX, sonicXLong, sonicY,
  sonicYLong,
} from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { drownWobble, resumeMusic } from './bubble.ts';
import { resetOnFloor } from '../../../../player/landing.ts';
import { EV_DEATH } from '../../../../state/events.ts';
import {
  C_X, C_Y, P_AIR, P_STATUS, ST_HURT, W_CAMERA_LOCK, W_LEVEL_FRAME, W_PLAYER_CTRL, W_WATER_Y, W_WIND_TUNNEL,
} from '../../../../state/layout.ts';

export const ID_DROWN_COUNT = 0x0a;
/** drown_origX (objoff_30), drown_time (objoff_38, a word). */
const ORIG_X = 0x30;
const DROWN_TIME = 0x38;
/** The countdown's objoff_2C (drowned: frames to death), objoff_32/33 (number seconds), objoff_34 (bubbles left), objoff_36 (a burst runs; bit 7 number, bit 6 number made), objoff_3A (frames to the next bubble). */
const DROWNED = 0x2c;
const NUMBER_WAIT = 0x32;
const NUMBER_FREQ = 0x33;
const LEFT = 0x34;
const BURST = 0x36;
const NEXT = 0x3a;

/** Ani_Drown: the numbers 0-5 appearing, the small bubble, the numbers flashing, blank, the medium bubble. */
export const ANI_DROWN: AnimationScripts = [
  [5, 0, 1, 2, 3, 4, 9, 0xd, 0xfc],
  [5, 0, 1, 2, 3, 4, 0xc, 0x12, 0xfc],
  [5, 0, 1, 2, 3, 4, 0xc, 0x11, 0xfc],
  [5, 0, 1, 2, 3, 4, 0xb, 0x10, 0xfc],
  [5, 0, 1, 2, 3, 4, 9, 0xf, 0xfc],
  [5, 0, 1, 2, 3, 4, 0xa, 0xe, 0xfc],
  [0xe, 0, 1, 2, 0xfc],
  [7, 0x16, 0xd, 0x16, 0xd, 0x16, 0xd, 0xfc],
  [7, 0x16, 0x12, 0x16, 0x12, 0x16, 0x12, 0xfc],
  [7, 0x16, 0x11, 0x16, 0x11, 0x16, 0x11, 0xfc],
  [7, 0x16, 0x10, 0x16, 0x10, 0x16, 0x10, 0xfc],
  [7, 0x16, 0xf, 0x16, 0xf, 0x16, 0xf, 0xfc],
  [7, 0x16, 0xe, 0x16, 0xe, 0x16, 0xe, 0xfc],
  [0xe, 0xfc],
  [0xe, 1, 2, 3, 4, 0xfc],
];

export function drownCount(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      drownMain(w, a0);
      return;
    case 2:
      drownAnimate(w, a0);
      return;
    case 4:
      drownChkWater(w, a0);
      return;
    case 6:
    case 0xe:
      drownDisplay(w, a0);
      return;
    case 0xa:
      drownCountdown(w, a0);
      return;
    case 0xc:
      drownAirLeft(w, a0);
      return;
    default:
      deleteObject(m, a0);
  }
}

function drownMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 0x84;
  m[a0 + OB_ACT_WID] = 0x10;
  m[a0 + OB_PRIORITY] = 1;
  const d0 = m[a0 + OB_SUBTYPE];
  if (d0 & 0x80) {
    m[a0 + OB_ROUTINE] += 8;
    m[a0 + NUMBER_FREQ] = d0 & 0x7f;
    drownCountdown(w, a0);
    return;
  }
  m[a0 + OB_ANIM] = d0;
  ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + OB_VEL_Y, -0x88);
  drownAnimate(w, a0);
}

function drownAnimate(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_DROWN);
  drownChkWater(w, a0);
}

function drownChkWater(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((w.s[W_WATER_Y] & 0xffff) >= rw(m, a0 + OB_Y)) {
    m[a0 + OB_ROUTINE] = 6;
    m[a0 + OB_ANIM] += 7;
    drownDisplay(w, a0);
    return;
  }
  if (w.s[W_WIND_TUNNEL] !== 0) ww(m, a0 + ORIG_X, rw(m, a0 + ORIG_X) + 4);
  const i = m[a0 + OB_ANGLE];
  m[a0 + OB_ANGLE] = i + 1;
  ww(m, a0 + OB_X, drownWobble(w.rules.revision, i) + rw(m, a0 + ORIG_X));
  showNumber(w, a0);
  speedToPos(m, a0);
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) displaySprite(w, a0);
  else deleteObject(m, a0);
}

function drownDisplay(w: S1ObjectContext, a0: number): void {
  showNumber(w, a0);
  animateSprite(w.m, a0, ANI_DROWN);
  displaySprite(w, a0);
}

/** `Drown_AirLeft`: a frozen number, while air <= 12. */
function drownAirLeft(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((w.s[P_AIR] & 0xffff) > 0xc) {
    deleteObject(m, a0);
    return;
  }
  const t = (rw(m, a0 + DROWN_TIME) - 1) & 0xffff;
  ww(m, a0 + DROWN_TIME, t);
  if (t === 0) {
    m[a0 + OB_ROUTINE] = 0xe;
    m[a0 + OB_ANIM] += 7;
    drownDisplay(w, a0);
    return;
  }
  animateSprite(m, a0, ANI_DROWN);
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) displaySprite(w, a0);
  else deleteObject(m, a0);
}

/** `Drown_ShowNumber`: a number bubble's timer ends; it stays on the screen where it is. */
function showNumber(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = rw(m, a0 + DROWN_TIME);
  if (t === 0) return;
  ww(m, a0 + DROWN_TIME, t - 1);
  if (t - 1 !== 0) return;
  if (m[a0 + OB_ANIM] >= 7) return;
  ww(m, a0 + DROWN_TIME, 15);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_RENDER] = 0x80;
  ww(m, a0 + OB_X, rw(m, a0 + OB_X) - w.s[C_X] + 0x80);
  ww(m, a0 + OB_SCREEN_Y, rw(m, a0 + OB_Y) - w.s[C_Y] + 0x80);
  m[a0 + OB_ROUTINE] = 0xc;
}

/** `Drown_Countdown`. */
function drownCountdown(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if (rw(m, a0 + DROWNED) !== 0) {
    // .loc_13F86
    const t = rw(m, a0 + DROWNED) - 1;
    ww(m, a0 + DROWNED, t);
    if (t === 0) {
      setSonicRoutineDead(s);
      w.events |= EV_DEATH;
      return;
    }
    // .loc_13F94: Sonic's SpeedToPos, then y speed + $10.
    setSonicXLong(s, sonicXLong(s) + (sonicVelX(s) << 8));
    setSonicYLong(s, sonicYLong(s) + (sonicVelY(s) << 8));
    setSonicVelY(s, sonicVelY(s) + 0x10);
    nochange(w, a0);
    return;
  }
  if (sonicRoutine(s) >= 6 || (sonicStatus(s) & SONIC_UNDERWATER) === 0) return;
  const t = (rw(m, a0 + DROWN_TIME) - 1) & 0xffff;
  ww(m, a0 + DROWN_TIME, t);
  if ((t & 0x8000) === 0) {
    nochange(w, a0);
    return;
  }
  ww(m, a0 + DROWN_TIME, 59);
  ww(m, a0 + BURST, 1);
  m[a0 + LEFT] = randomNumber(s) & 1;
  const air = s[P_AIR] & 0xffff;
  if (air !== 25 && air !== 20 && air !== 15 && air <= 12) {
    // .skipmusic (at 12 the countdown music starts, not modelled)
    m[a0 + NUMBER_WAIT] = (m[a0 + NUMBER_WAIT] - 1) & 0xff;
    if (m[a0 + NUMBER_WAIT] & 0x80) {
      m[a0 + NUMBER_WAIT] = m[a0 + NUMBER_FREQ];
      m[a0 + BURST] |= 0x80;
    }
  }
  // .reduceair
  s[P_AIR] = (air - 1) & 0xffff;
  if (air !== 0) {
    makeNum(w, a0);
    return;
  }
  drown(w, a0);
}

/** Air gone: Sonic drowns. */
function drown(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  resumeMusic(w);
  s[W_PLAYER_CTRL] = 0x81;
  m[a0 + LEFT] = 0xa;
  ww(m, a0 + BURST, 1);
  ww(m, a0 + DROWNED, 0x78);
  resetOnFloor(w);
  // Quirk drownedWhileHurt: the countdown leaves a knocked-back Sonic's routine (4) running; fixed, it ends.
  if (!w.q.drownedWhileHurt) s[P_STATUS] &= ~ST_HURT;
  setSonicAnim(s, ID_DROWN);
  setSonicStatus(s, sonicStatus(s) | SONIC_AIR);
  setSonicVelY(s, 0);
  setSonicVelX(s, 0);
  setSonicInertia(s, 0);
  s[W_CAMERA_LOCK] = 1;
}

/** `.nochange`: while a burst runs, the next bubble when objoff_3A runs out. */
function nochange(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (rw(m, a0 + BURST) === 0) return;
  const t = (rw(m, a0 + NEXT) - 1) & 0xffff;
  ww(m, a0 + NEXT, t);
  if ((t & 0x8000) === 0) return;
  makeNum(w, a0);
}

/** `.makenum`: a bubble (or the number) at Sonic's mouth. */
function makeNum(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  ww(m, a0 + NEXT, randomNumber(s) & 0xf);
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_DROWN_COUNT;
  ww(m, a1 + OB_X, sonicX(s));
  let d0 = 6;
  if (sonicStatus(s) & 1) {
    d0 = -6;
    m[a1 + OB_ANGLE] = 0x40;
  }
  ww(m, a1 + OB_X, rw(m, a1 + OB_X) + d0);
  ww(m, a1 + OB_Y, sonicY(s));
  m[a1 + OB_SUBTYPE] = 6;
  if (rw(m, a0 + DROWNED) !== 0) {
    ww(m, a0 + NEXT, rw(m, a0 + NEXT) & 7);
    ww(m, a1 + OB_Y, sonicY(s) - 0xc);
    m[a1 + OB_ANGLE] = randomNumber(s);
    if ((s[W_LEVEL_FRAME] & 3) === 0) m[a1 + OB_SUBTYPE] = 0xe;
  } else if (m[a0 + BURST] & 0x80) {
    // .loc_1403E: a number second.
    const d2 = (s[P_AIR] & 0xffff) >> 1;
    // A 1 in 4 chance for each bubble, else the burst's last one (.loc_1406A); once made, no other.
    const skip = (randomNumber(s) & 3) === 0 && !number(m, a0, a1, d2);
    if (!skip && m[a0 + LEFT] === 0) number(m, a0, a1, d2);
  }
  // .loc_14082
  m[a0 + LEFT] = (m[a0 + LEFT] - 1) & 0xff;
  if (m[a0 + LEFT] & 0x80) ww(m, a0 + BURST, 0);
}

/**
 * `bset #6,objoff_36(a0); bne.s .loc_14082` then the number: returns false when it was already
 * made (the branch skips the rest), true otherwise.
 */
function number(m: Uint8Array, a0: number, a1: number, d2: number): boolean {
  const had = m[a0 + BURST] & 0x40;
  m[a0 + BURST] |= 0x40;
  if (had) return false;
  m[a1 + OB_SUBTYPE] = d2;
  ww(m, a1 + DROWN_TIME, 0x1c);
  return true;
}

