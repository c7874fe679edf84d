/**
 * Object 09, Sonic in the special stage (_incObj/09 Sonic in Special Stage.asm), run first each
 * frame (ExecuteObjects: he is the stage's only object). Units: obX / obY are 16.16 longs (the
 * stage adds products of 8.8 sines and speeds to the whole long, so all 16 fraction bits count);
 * speeds subpixels a frame; v_ssangle's high byte is the hex angle the stage is turned to.
 *
 * Routine 0 `Obj09_Main` sets him up (curled, in the air) and goes on into routine 2: on a wall
 * (`Obj09_OnWall`: status bit 1 clear) `Obj09_Jump`, `Obj09_Move`, `Obj09_Fall`; in the air
 * (`Obj09_InAir`) the same without the jump; then `Obj09_Display`: the items, SpeedToPos,
 * `SS_FixCamera`, and the stage turns by v_ssrotate. Routine 4 `Obj09_ExitStage` (GOAL, or an
 * emerald's sparkle ending) spins the stage faster ($40 a frame more) and ends the stage's
 * loop when v_ssrotate reaches $1800; routine 6 `Obj09_Exit2` waits $3C frames. Debug mode,
 * Sonic_Animate and Sonic_LoadGfx (the sprite) are not played.
 */
import { SINE } from '../../../fixed/trig.ts';
import { BTN_ABC, BTN_LEFT, BTN_RIGHT } from '../../../input.ts';
import {
  OB_ANIM, OB_HEIGHT, OB_INERTIA, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, rl, rsw, rw,
  speedToPos, wl, ww,
} from '../objects/ram.ts';
import type { SsContext } from './ssContext.ts';
import { ssSolidAt } from './ssCollision.ts';
import { obj09ChkItems, obj09ChkItems2 } from './ssItems.ts';
import {
  B_PLAYER, O9_EXIT_TIME, O9_TOUCHED, SS_ANGLE, SS_CAM_X, SS_CAM_Y, SS_EVENTS, SS_EV_EXIT, SS_EV_JUMP, SS_HELD, SS_PHASE, SS_PHASE_FINISH,
  SS_PRESSED, SS_ROTATE,
} from './ssState.ts';

const a0 = B_PLAYER;
/** obStatus bits: 0 facing left, 1 in the air, 2 curled. */
const ST_LEFT = 1;
const ST_AIR = 2;
const ST_ROLL = 4;
/** Ani_Sonic's id_Roll. */
const ID_ROLL = 2;

/** The stage's angle as the physics reads it: `move.b (v_ssangle).w,d0`, the word's high byte. */
function angleByte(c: SsContext): number {
  return (c.s[SS_ANGLE] >> 8) & 0xff;
}

/** Obj09 for one frame (`SonicSpecial`, by obRoutine). */
export function sonicSpecial(c: SsContext): void {
  const m = c.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      obj09Main(c);
      obj09Control(c);
      return;
    case 2:
      obj09Control(c);
      return;
    case 4:
      obj09ExitStage(c);
      return;
    case 6:
      obj09Exit2(c);
      return;
  }
}

/** `Obj09_Main`. */
function obj09Main(c: SsContext): void {
  const m = c.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_HEIGHT] = 0xe;
  m[a0 + OB_WIDTH] = 7;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 0;
  m[a0 + OB_ANIM] = ID_ROLL;
  m[a0 + OB_STATUS] |= ST_ROLL | ST_AIR;
}

/** `Obj09_ChkDebug` / `Obj09_NoDebug`: the touched cell cleared, then by status bit 1 `Obj09_OnWall` or `Obj09_InAir`. */
function obj09Control(c: SsContext): void {
  const m = c.m;
  m[a0 + O9_TOUCHED] = 0;
  if ((m[a0 + OB_STATUS] & ST_AIR) === 0) obj09Jump(c);
  obj09Move(c);
  obj09Fall(c);
  // Obj09_Display
  obj09ChkItems(c);
  obj09ChkItems2(c);
  speedToPos(m, a0);
  ssFixCamera(c);
  c.s[SS_ANGLE] = (c.s[SS_ANGLE] + c.s[SS_ROTATE]) & 0xffff;
}

/** `Obj09_Move`: Left/Right change obInertia, none slows it by $C; he moves by it along the stage's nearest quarter-turn. */
function obj09Move(c: SsContext): void {
  const { s, m } = c;
  const held = s[SS_HELD];
  if (held & BTN_LEFT) obj09MoveLeft(m);
  if (held & BTN_RIGHT) obj09MoveRight(m);
  if ((held & (BTN_LEFT | BTN_RIGHT)) === 0) {
    const d0 = rsw(m, a0 + OB_INERTIA);
    // subi.w / addi.w #$C with the carry: a speed within $C of 0 stops.
    if (d0 > 0) ww(m, a0 + OB_INERTIA, d0 < 0xc ? 0 : d0 - 0xc);
    else if (d0 < 0) ww(m, a0 + OB_INERTIA, d0 >= -0xc ? 0 : d0 + 0xc);
  }
  const a = (-((angleByte(c) + 0x20) & 0xc0)) & 0xff;
  const sin = SINE[a];
  const cos = SINE[a + 0x40];
  const inertia = rsw(m, a0 + OB_INERTIA);
  const dx = Math.imul(cos, inertia);
  const dy = Math.imul(sin, inertia);
  wl(m, a0 + OB_X, (rl(m, a0 + OB_X) + dx) | 0);
  wl(m, a0 + OB_Y, (rl(m, a0 + OB_Y) + dy) | 0);
  if (ssSolidAt(c, rl(m, a0 + OB_Y), rl(m, a0 + OB_X))) {
    wl(m, a0 + OB_X, (rl(m, a0 + OB_X) - dx) | 0);
    wl(m, a0 + OB_Y, (rl(m, a0 + OB_Y) - dy) | 0);
    ww(m, a0 + OB_INERTIA, 0);
  }
}

/** `Obj09_MoveLeft`: -$C a frame to -$800; against the motion -$40 a frame, unclamped (the `bcc.s ... nop`). */
function obj09MoveLeft(m: Uint8Array): void {
  m[a0 + OB_STATUS] |= ST_LEFT;
  const d0 = rsw(m, a0 + OB_INERTIA);
  if (d0 > 0) ww(m, a0 + OB_INERTIA, d0 - 0x40);
  else ww(m, a0 + OB_INERTIA, d0 - 0xc > -0x800 ? d0 - 0xc : -0x800);
}

/** `Obj09_MoveRight`: +$C a frame to $800; against the motion +$40. */
function obj09MoveRight(m: Uint8Array): void {
  m[a0 + OB_STATUS] &= ~ST_LEFT;
  const d0 = rsw(m, a0 + OB_INERTIA);
  if (d0 < 0) ww(m, a0 + OB_INERTIA, d0 + 0x40);
  else ww(m, a0 + OB_INERTIA, d0 + 0xc < 0x800 ? d0 + 0xc : 0x800);
}

/** `Obj09_Jump`: a new A, B or C press throws him at $680 away from the stage's "down" (its angle to the nearest 4). */
function obj09Jump(c: SsContext): void {
  const { s, m } = c;
  if ((s[SS_PRESSED] & BTN_ABC) === 0) return;
  const a = ((-(angleByte(c) & 0xfc)) - 0x40) & 0xff;
  ww(m, a0 + OB_VEL_X, Math.imul(SINE[a + 0x40], 0x680) >> 8);
  ww(m, a0 + OB_VEL_Y, Math.imul(SINE[a], 0x680) >> 8);
  m[a0 + OB_STATUS] |= ST_AIR;
  s[SS_EVENTS] |= SS_EV_JUMP;
}

/**
 * `Obj09_Fall`: gravity $2A toward the stage's "down" added to the speeds (in 8 more fraction
 * bits), tried across then down: a solid cell across stops the x speed and lands him (status bit
 * 1 clear), one down the y speed; free in both he is in the air. The position itself moves in
 * SpeedToPos.
 */
function obj09Fall(c: SsContext): void {
  const m = c.m;
  let d2 = rl(m, a0 + OB_Y);
  let d3 = rl(m, a0 + OB_X);
  const a = angleByte(c) & 0xfc;
  let d0 = (Math.imul(SINE[a], 0x2a) + (rsw(m, a0 + OB_VEL_X) << 8)) | 0;
  let d1 = (Math.imul(SINE[a + 0x40], 0x2a) + (rsw(m, a0 + OB_VEL_Y) << 8)) | 0;
  d3 = (d3 + d0) | 0;
  if (ssSolidAt(c, d2, d3)) {
    d3 = (d3 - d0) | 0;
    d0 = 0;
    ww(m, a0 + OB_VEL_X, 0);
    m[a0 + OB_STATUS] &= ~ST_AIR;
    d2 = (d2 + d1) | 0;
    if (ssSolidAt(c, d2, d3)) {
      ww(m, a0 + OB_VEL_Y, 0);
      return;
    }
    ww(m, a0 + OB_VEL_X, d0 >> 8);
    ww(m, a0 + OB_VEL_Y, d1 >> 8);
    return;
  }
  d2 = (d2 + d1) | 0;
  if (ssSolidAt(c, d2, d3)) {
    ww(m, a0 + OB_VEL_Y, 0);
    m[a0 + OB_STATUS] &= ~ST_AIR;
    ww(m, a0 + OB_VEL_X, d0 >> 8);
    return;
  }
  ww(m, a0 + OB_VEL_X, d0 >> 8);
  ww(m, a0 + OB_VEL_Y, d1 >> 8);
  m[a0 + OB_STATUS] |= ST_AIR;
}

/** `SS_FixCamera`: the camera's high words put Sonic at ($A0, $70) on screen, never below 0. */
function ssFixCamera(c: SsContext): void {
  const { s, m } = c;
  const x = rw(m, a0 + OB_X);
  const y = rw(m, a0 + OB_Y);
  if (x >= 0xa0) s[SS_CAM_X] = x - 0xa0;
  if (y >= 0x70) s[SS_CAM_Y] = y - 0x70;
}

/** The frame Obj09 sets v_gamemode to id_Level: SS_MainLoop ends after it. */
function leaveStage(c: SsContext): void {
  if (c.s[SS_PHASE] < SS_PHASE_FINISH) c.s[SS_EVENTS] |= SS_EV_EXIT;
}

/** `Obj09_ExitStage`. */
function obj09ExitStage(c: SsContext): void {
  const { s, m } = c;
  s[SS_ROTATE] = (((s[SS_ROTATE] + 0x40) & 0xffff) << 16) >> 16;
  if (s[SS_ROTATE] === 0x1800) leaveStage(c);
  if (s[SS_ROTATE] >= 0x3000) {
    s[SS_ROTATE] = 0;
    s[SS_ANGLE] = 0x4000;
    m[a0 + OB_ROUTINE] += 2;
    ww(m, a0 + O9_EXIT_TIME, 0x3c);
  }
  s[SS_ANGLE] = (s[SS_ANGLE] + s[SS_ROTATE]) & 0xffff;
  ssFixCamera(c);
}

/** `Obj09_Exit2`. */
function obj09Exit2(c: SsContext): void {
  const m = c.m;
  const t = (rw(m, a0 + O9_EXIT_TIME) - 1) & 0xffff;
  ww(m, a0 + O9_EXIT_TIME, t);
  if (t === 0) leaveStage(c);
  ssFixCamera(c);
}
