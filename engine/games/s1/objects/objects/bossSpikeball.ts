/**
 * Object $7B — the spiked balls the Star Light boss drops (_incObj/7B SLZ Boss Spikeball.asm:
 * `BossSpikeball`, `BossSpikeball_Main`, `BossSpikeball_Fall`, `loc_18DC6`, `loc_18E2A`,
 * `loc_18E7A`, `loc_18EAA` (the hit on the boss), `loc_18F38`, `loc_18FA2`, `BossSpikeball_Explode`,
 * `BossSpikeball_MakeFrag`, `BossSpikeball_MoveFrag`; sonic.asm `BossStarLight_Delete`).
 *
 * A ball (touch type $8B: it hurts) falls from the ship onto its seesaw (objoff_3C) and lands on
 * the seesaw's end height (See_Speeds) on its side: the seesaw's target frame (objoff_3A) becomes
 * the other side's, and if that tilts it while Sonic stands on it, Sonic is thrown up at the
 * ball's landing speed (halved when the seesaw was level), airborne, off the object, rolling
 * (Sonic_ChkRoll), in his control routine. It then sits on the end for $F0 frames, blinking
 * faster and faster (frame toggles every 10, from $78 left every 5, from $3C every 2), and
 * explodes into four fragments (touch type $98) in free slots when that runs out, or is thrown
 * when Sonic tilts the seesaw the other way: from a level seesaw at (-$114, -$818), from a full
 * tilt at (-$F4, -$960), or (-$80, -$A20) when Sonic landed on it at $9C0 or faster; the x speed
 * toward the seesaw's centre, for $20 frames of blinking. Flying, it hits the first Star Light
 * boss object found in slots 1 to 63 when their boxes overlap (boss x ± $18, y ± $18 against the
 * ball's ± 8): the boss loses a hit and its touch type (and on the last hit is destroyed, the
 * ball stopping dead), and the ball explodes without fragments. Otherwise it comes down onto the
 * seesaw (tilting it and throwing Sonic as before) and explodes there, also without fragments.
 * Fragments fly with $18 gravity until off screen, their frame from the VBlank counter's bit 2.
 * A ball or fragment unloads when its origin's 128-px column is left of the camera's column -
 * $80 or more than $280 right of it.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_ACT_WID, OB_COL_PROP, OB_COL_TYPE, OB_DELAY_ANI, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE,
  OB_STATUS, OB_SUBTYPE, OB_TIME_FRAME, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, objectFall, readObjectPointer, rsw, rw, speedToPos,
  ww,
} from '../ram.ts';
import { setSonicJumpFlag, setSonicRoutineControl, setSonicStatus, setSonicVelY, sonicStatus, sonicVelY, SONIC_AIR, SONIC_ON_OBJECT, SONIC_ROLL } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { G_VBLANK } from '../s1State.ts';
import { curl } from '../../../../player/roll.ts';
import { C_X, P_GSP } from '../../../../state/layout.ts';
import { ID_EXPLOSION_BOMB } from './explosionBomb.ts';
import { BALL_SEESAW, ID_BOSS_SPIKEBALL, ID_BOSS_STAR_LIGHT } from './bossStarLight.ts';
import { SEE_FRAME, type SeesawThrows, launchFromSeesaw, restOnSeesaw, riseFromSeesaw, seesawEndY, tiltSeesaw } from './seesaw.ts';

/** objoff_30 / objoff_34: the seesaw's x and y (the fragments' own position); objoff_3A: the side it rests on. */
const ORIG_X = 0x30;
const ORIG_Y = 0x34;
const SIDE = 0x3a;

/** loc_18DDA's throws: (-$818, -$114) from a level seesaw, (-$960, -$F4) from a full tilt, (-$A20, -$80) after a landing at $9C0 or faster. */
export const BOSS_BALL_THROWS: SeesawThrows = [-0x818, -0x114, -0x960, -0xf4, -0xa20, -0x80, 0x9c0];

/** BossSpikeball_FragSpeed: (x, y) of the four fragments. */
export const FRAG_SPEED: readonly number[] = [-0x100, -0x340, -0xa0, -0x240, 0x100, -0x340, 0xa0, -0x240];

export function bossSpikeball(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      ballMain(m, a0);
      fall(w, a0);
      break;
    case 2:
      fall(w, a0);
      break;
    case 4:
      sit(w, a0);
      break;
    case 6:
      fly(w, a0);
      break;
    case 8:
      explode(m, a0);
      break;
    case 0xa:
      moveFrag(w, a0);
      break;
  }
  const d0 = sign16((rw(m, a0 + ORIG_X) & 0xff80) - (((w.s[C_X] & 0xffff) - 0x80) & 0xff80));
  if (d0 < 0 || d0 > 0x280) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function ballMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_FRAME] = 1;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_COL_TYPE] = 0x8b;
  m[a0 + OB_ACT_WID] = 0xc;
  const a1 = seesawOf(m, a0);
  ww(m, a0 + ORIG_X, rw(m, a1 + OB_X));
  ww(m, a0 + ORIG_Y, rw(m, a1 + OB_Y));
  m[a0 + OB_STATUS] |= 1;
  if (!(rsw(m, a0 + OB_X) > rsw(m, a1 + OB_X))) {
    m[a0 + OB_STATUS] &= ~1;
    m[a0 + SIDE] = 2;
  }
  m[a0 + OB_ROUTINE] += 2;
}

function seesawOf(m: Uint8Array, a0: number): number {
  return readObjectPointer(m, a0 + BALL_SEESAW);
}

/** `BossSpikeball_Fall` (routine 2): onto the seesaw, then $F0 frames there (blinking every 10). */
function fall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  objectFall(m, a0);
  const a1 = seesawOf(m, a0);
  if (seesawEndY(m, a0, a1) > rsw(m, a0 + OB_Y)) return;
  const d1 = m[a0 + OB_STATUS] & 1 ? 0 : 2;
  ww(m, a0 + OB_SUBTYPE, 0xf0);
  m[a0 + OB_DELAY_ANI] = 10;
  m[a0 + OB_TIME_FRAME] = 10;
  land(w, a0, a1, d1);
}

/**
 * `loc_18FA2`: the seesaw's target and the ball's side become d1; a tilt under a standing Sonic
 * throws him; the ball stops and goes to the next routine, blinking.
 */
function land(w: S1ObjectContext, a0: number, a1: number, d1: number): void {
  const m = w.m;
  if (tiltSeesaw(m, a0, a1, d1)) {
    const s = w.s;
    setSonicVelY(s, -rsw(m, a0 + OB_VEL_Y));
    if (m[a1 + OB_FRAME] === 1) setSonicVelY(s, sonicVelY(s) >> 1);
    setSonicStatus(s, (sonicStatus(s) | SONIC_AIR) & ~SONIC_ON_OBJECT);
    setSonicJumpFlag(s, 0);
    sonicChkRoll(w);
    setSonicRoutineControl(s);
  }
  // loc_19008
  ww(m, a0 + OB_VEL_X, 0);
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_ROUTINE] += 2;
  blink(m, a0);
}

/** `Sonic_ChkRoll`: not rolling yet → curled (rolling radii, y + 5, the roll animation), ground speed $200 if it was 0. */
function sonicChkRoll(w: S1ObjectContext): void {
  const s = w.s;
  if (sonicStatus(s) & SONIC_ROLL) return;
  curl(w);
  if (s[P_GSP] === 0) s[P_GSP] = 0x200;
}

/** `loc_18E7A`: the blink speeds up at $78 and $3C frames left; the frame toggles when obTimeFrame runs out. */
function blink(m: Uint8Array, a0: number): void {
  const t = rw(m, a0 + OB_SUBTYPE);
  if (t === 0x78) m[a0 + OB_DELAY_ANI] = 5;
  if (t === 0x3c) m[a0 + OB_DELAY_ANI] = 2;
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if (((m[a0 + OB_TIME_FRAME] << 24) >> 24) > 0) return;
  m[a0 + OB_FRAME] ^= 1;
  m[a0 + OB_TIME_FRAME] = m[a0 + OB_DELAY_ANI];
}

/** `loc_18DC6` (routine 4): on the seesaw; thrown when it tilts away, else the count runs down to the explosion. */
function sit(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = seesawOf(m, a0);
  if (m[a0 + SIDE] === m[a1 + SEE_FRAME]) {
    // loc_18E2A: on the seesaw's end.
    restOnSeesaw(m, a0, a1);
    const t = (rw(m, a0 + OB_SUBTYPE) - 1) & 0xffff;
    ww(m, a0 + OB_SUBTYPE, t);
    if (t === 0) {
      ww(m, a0 + OB_SUBTYPE, 0x20);
      m[a0 + OB_ROUTINE] = 8;
      return;
    }
    blink(m, a0);
    return;
  }
  launchFromSeesaw(m, a0, a1, BOSS_BALL_THROWS);
  m[a0 + OB_FRAME] = 1;
  ww(m, a0 + OB_SUBTYPE, 0x20);
  m[a0 + OB_ROUTINE] += 2;
  fly(w, a0);
}

/** `loc_18EAA` (routine 6): the hit test on the boss, then up (twice the gravity while below the seesaw's y - $2F) and down onto the seesaw. */
function fly(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const boss = findBoss(m);
  if (boss >= 0 && overlapsBoss(m, a0, boss)) {
    m[a0 + OB_ROUTINE] += 2;
    ww(m, a0 + OB_SUBTYPE, 0);
    m[boss + OB_COL_TYPE] = 0;
    m[boss + OB_COL_PROP]--;
    if (m[boss + OB_COL_PROP] === 0) {
      m[boss + OB_STATUS] |= 0x80;
      ww(m, a0 + OB_VEL_X, 0);
      ww(m, a0 + OB_VEL_Y, 0);
    }
  }
  // loc_18F38
  if (riseFromSeesaw(m, a0)) {
    blink(m, a0);
    return;
  }
  objectFall(m, a0);
  const a1 = seesawOf(m, a0);
  if (seesawEndY(m, a0, a1) > rsw(m, a0 + OB_Y)) {
    blink(m, a0);
    return;
  }
  const d1 = rsw(m, a0 + OB_VEL_X) < 0 ? 2 : 0;
  ww(m, a0 + OB_SUBTYPE, 0);
  land(w, a0, a1, d1);
}

/** The first Star Light boss object in slots 1 to 63 (the original's range), or -1. */
function findBoss(m: Uint8Array): number {
  for (let slot = 1; slot <= 63; slot++) if (m[slot * OBJECT_SIZE + OB_ID] === ID_BOSS_STAR_LIGHT) return slot * OBJECT_SIZE;
  return -1;
}

/** BossSpikeball_BossHitbox against BossSpikeball_BallHitbox, in unsigned words. */
function overlapsBoss(m: Uint8Array, a0: number, a1: number): boolean {
  const bx = rw(m, a1 + OB_X);
  const by = rw(m, a1 + OB_Y);
  const x = rw(m, a0 + OB_X);
  const y = rw(m, a0 + OB_Y);
  if (((x + 8) & 0xffff) < ((bx - 0x18) & 0xffff)) return false;
  if (((bx + 0x18) & 0xffff) < ((x - 8) & 0xffff)) return false;
  if (((y + 8) & 0xffff) < ((by - 0x18) & 0xffff)) return false;
  return ((by + 0x18) & 0xffff) >= ((y - 8) & 0xffff);
}

/** `BossSpikeball_Explode` (routine 8): an explosion ($3F); after sitting out its time ($20 left), with fragments. */
function explode(m: Uint8Array, a0: number): void {
  m[a0 + OB_ID] = ID_EXPLOSION_BOMB;
  m[a0 + OB_ROUTINE] = 0;
  if (rw(m, a0 + OB_SUBTYPE) !== 0x20) return;
  // BossSpikeball_MakeFrag: a slot that is not free is retried with the same speed (`bne` to the `dbf`).
  ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y));
  let speed = 0;
  for (let d1 = 3; d1 >= 0; d1--) {
    const a1 = findFreeObj(m);
    if (a1 < 0) continue;
    m[a1 + OB_ID] = ID_BOSS_SPIKEBALL;
    m[a1 + OB_ROUTINE] = 0xa;
    m[a1 + OB_PRIORITY] = 3;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    ww(m, a1 + OB_VEL_X, FRAG_SPEED[speed++]);
    ww(m, a1 + OB_VEL_Y, FRAG_SPEED[speed++]);
    m[a1 + OB_COL_TYPE] = 0x98;
    m[a1 + OB_RENDER] |= 4 | RENDER_ON_SCREEN;
    m[a1 + OB_ACT_WID] = 0xc;
  }
}

/** `BossSpikeball_MoveFrag` (routine $A): flies with $18 gravity, its own position as the origin; deleted once off screen. */
function moveFrag(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + ORIG_Y, rw(m, a0 + OB_Y));
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  m[a0 + OB_FRAME] = (w.s[G_VBLANK] & 4) >> 2;
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) deleteObject(m, a0);
}

function sign16(v: number): number {
  return (v << 16) >> 16;
}
