/**
 * Object $7A — Eggman's ship, the Star Light boss (_incObj/7A Boss - Star Light.asm:
 * `BossStarLight`, `BossStarLight_Main`, `_Loop`, `_LoadBoss`, `loc_1895C` (the seesaw search),
 * `_ShipMain`, `loc_189B8` ... `loc_18BC6`, `BossStarLight_MakeBall`, `_FaceMain`, `_FlameMain`,
 * `_TubeMain`; sonic.asm `BossStarLight_Delete`; _anim/Eggman.asm).
 *
 * The dynamic level events load it when the camera reaches boss_slz_x; it places itself at
 * (boss_slz_x + $188, boss_slz_y + $18) and makes its parts in itself and the next free slots
 * (FindNextFreeObj): the ship (routine 2), Eggman's face (4), the flame (6) and the tube under
 * the ship (8), each keeping the ship's address at objoff_34. Then it notes, from objoff_2A on,
 * the word addresses of the seesaws ($5E) with a nonzero subtype (the ones without a ball of
 * their own) found in slots 1 to 63.
 * The ship (8 hits: obColProp, touch type $F) moves its 16:16 position (BossMove, objoff_30 /
 * objoff_38), hovering by sin(objoff_3F) >> 6, through ob2ndRout's steps:
 *   0 in from the right at -$100 to boss_slz_x + $120;
 *   2 patrols at $200 between boss_slz_x + 8 and + $138, turning at the ends; when its x is
 *     exactly $28 px short of a seesaw's x (toward its motion) and Sonic is not standing on that
 *     seesaw, it stops over it (obSubtype = the seesaw's index, 2 for the first) and goes to 4;
 *   4 drops a spiked ball ($7B) onto that seesaw, in the next free slot after the seesaw's, unless
 *     one whose objoff_3C names that seesaw already exists in slots 1..63; then it waits $28
 *     frames in place (no BossMove, no hover) and patrols again;
 *   6 after the last hit (status bit 7, +1000 points): 120 frames of explosions (BossDefeated);
 *   8 falls and rises ($18 then -8 a frame, counting a byte from -$18), v_bossstatus = 1;
 *   $A flies off right at $400 while the right limit opens 2 px a frame to boss_slz_end, and is
 *     deleted once off screen there.
 * Each hit (ReactToItem clears obColType, or a ball hits it) makes it untouchable for $20 frames.
 * The palette flash, sounds and music are not modelled.
 *
 * Kept as the original has them: the seesaw and ball searches cover slots 1 to 63 only, the seesaw
 * list is not bounded (more than three would overwrite objoff_30 on), and when the ship deletes
 * itself it still runs AnimateSprite and DisplaySprite on the emptied slot afterwards.
 * A seesaw word that was never written (fewer than three found) would make the game read the start
 * of RAM; here such an entry never matches.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj } from '../objectManager.ts';
import { animateSprite } from '../animateSprite.ts';
import {
  OBJECT_RAM_BYTES, OBJECT_SIZE, OB_2ND_ROUT, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_ID, OB_RENDER,
  OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, rl, rsw, rw, writeObjectPointer, ww,
} from '../ram.ts';
import {
  BOSS_X, BOSS_Y, bossDefeated, bossEscape, bossHitFlash, bossMove, displayFlipped, loadBossParts, parentOf, showBossPosition,
} from '../boss.ts';
import { readWordPointer, writeWordPointer } from '../wordPointer.ts';
import { addPoints } from '../score.ts';
import { sonicRoutine } from '../sonic.ts';
import { G_BOSS_STATUS } from '../s1State.ts';
import { BOSS_SLZ_X, BOSS_SLZ_Y } from '../../act/dynamicLevelEvents.ts';
import { SINE } from '../../../../fixed/trig.ts';
import { ANI_EGGMAN } from './bossGreenHill.ts';
import { ID_SEESAW } from './seesaw.ts';

export const ID_BOSS_STAR_LIGHT = 0x7a;
export const ID_BOSS_SPIKEBALL = 0x7b;
/** boss_slz_end: where the right limit opens to after the fight. */
export const BOSS_SLZ_END = BOSS_SLZ_X + 0x160;
/** objoff_2A: the seesaws' word addresses. */
export const SEESAWS = 0x2a;
/** objoff_3C: the step timer (a byte); objoff_3F the hover angle (objoff_3E: the hit flash, boss.ts). */
const TIMER = 0x3c;
const HOVER = 0x3f;
/** The balls' objoff_3C: their seesaw's address (a long). */
export const BALL_SEESAW = 0x3c;

/** BossStarLight_ObjData: (routine, animation, priority) of the ship, the face, the flame and the tube. */
export const OBJ_DATA: readonly (readonly [number, number, number])[] = [[2, 0, 4], [4, 1, 4], [6, 7, 4], [8, 0, 3]];

export function bossStarLight(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      bossMain(w.m, a0);
      shipMain(w, a0);
      return;
    case 2:
      shipMain(w, a0);
      return;
    case 4:
      faceMain(w, a0);
      return;
    case 6:
      flameMain(w, a0);
      return;
    case 8:
      tubeMain(w, a0);
      return;
  }
}

function bossMain(m: Uint8Array, a0: number): void {
  ww(m, a0 + OB_X, BOSS_SLZ_X + 0x188);
  ww(m, a0 + OB_Y, BOSS_SLZ_Y + 0x18);
  ww(m, a0 + BOSS_X, rw(m, a0 + OB_X));
  ww(m, a0 + BOSS_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_COL_TYPE] = 0xf;
  m[a0 + OB_COL_PROP] = 8;
  loadBossParts(m, a0, ID_BOSS_STAR_LIGHT, OBJ_DATA);
  // loc_1895C: the seesaws without balls, from slot 1 to 63.
  let a2 = a0 + SEESAWS;
  for (let slot = 1; slot <= 63; slot++) {
    const s1 = slot * OBJECT_SIZE;
    if (m[s1 + OB_ID] !== ID_SEESAW || m[s1 + OB_SUBTYPE] === 0) continue;
    if (a2 + 1 < OBJECT_RAM_BYTES) writeWordPointer(m, a2, s1);
    a2 += 2;
  }
}

/** Routine 2: the step, then the animation, the flip bits and the display (also after the delete). */
function shipMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      ww(m, a0 + OB_VEL_X, -0x100);
      if (rw(m, a0 + BOSS_X) < BOSS_SLZ_X + 0x120) m[a0 + OB_2ND_ROUT] += 2;
      hoverMove(w, a0);
      break;
    case 2:
      patrol(w, a0);
      break;
    case 4:
      makeBall(w, a0);
      break;
    case 6:
      explode(w, a0);
      break;
    case 8:
      recover(w, a0);
      break;
    case 0xa:
      escape(w, a0);
      break;
  }
  animateSprite(m, a0, ANI_EGGMAN);
  displayFlipped(w, a0);
}

/** `loc_189CA`: BossMove, the hover (y + sin(objoff_3F) >> 6, objoff_3F + 2), then `loc_189FE`. */
function hoverMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  bossMove(m, a0);
  const angle = m[a0 + HOVER];
  m[a0 + HOVER] += 2;
  ww(m, a0 + OB_Y, (SINE[angle] >> 6) + rw(m, a0 + BOSS_Y));
  ww(m, a0 + OB_X, rw(m, a0 + BOSS_X));
  hits(w, a0);
}

/**
 * `loc_189FE`: before step 6, a destroyed ship (status bit 7) scores and explodes, a hit one
 * (touch type cleared) is untouchable for $20 frames.
 */
function hits(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_2ND_ROUT] >= 6) return;
  if (m[a0 + OB_STATUS] & 0x80) {
    // loc_18A46
    addPoints(w.s, 100, w.rules.revision);
    m[a0 + OB_2ND_ROUT] = 6;
    m[a0 + TIMER] = 0x78;
    ww(m, a0 + OB_VEL_X, 0);
    return;
  }
  // loc_18A28: the palette entry toggles (not modelled).
  bossHitFlash(m, a0);
}

/** `loc_18A5E`: patrol at $200, turning at the ends; stop $28 px short of a seesaw Sonic is not on. */
function patrol(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const d0 = rw(m, a0 + BOSS_X);
  ww(m, a0 + OB_VEL_X, 0x200);
  let turn: boolean;
  if ((m[a0 + OB_STATUS] & 1) === 0) {
    ww(m, a0 + OB_VEL_X, -0x200);
    turn = !(sign16(d0) > BOSS_SLZ_X + 8);
  } else turn = !(sign16(d0) < BOSS_SLZ_X + 0x138);
  if (turn) m[a0 + OB_STATUS] ^= 1;
  // loc_18A88
  const x = rw(m, a0 + OB_X);
  const d4 = rsw(m, a0 + OB_VEL_X) < 0 ? -0x28 : 0x28;
  let d2 = 2;
  for (let i = 0; i < 3; i++, d2--) {
    const a3 = readWordPointer(m, a0 + SEESAWS + 2 * i);
    if (a3 < 0 || m[a3 + OB_STATUS] & 8) continue;
    if (((rw(m, a3 + OB_X) + d4 - x) & 0xffff) === 0) {
      // loc_18AC0
      m[a0 + OB_SUBTYPE] = d2;
      m[a0 + OB_2ND_ROUT] += 2;
      m[a0 + TIMER] = 0x28;
      hoverMove(w, a0);
      return;
    }
  }
  m[a0 + OB_SUBTYPE] = 0xff;
  hoverMove(w, a0);
}

/** `BossStarLight_MakeBall`: on the first frame, a ball for the chosen seesaw (if it has none); then wait. */
function makeBall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + TIMER] === 0x28) {
    const d2 = m[a0 + OB_SUBTYPE];
    if (d2 & 0x80) {
      backToPatrol(w, a0);
      return;
    }
    const at = a0 + SEESAWS + ((-(d2 - 2) * 2) & 0xffff);
    // `moveq #-1,d0; move.w (a1,d0.w),d0`: the seesaw's address as the long the balls keep.
    const d0 = (0xffff0000 | rw(m, at)) | 0;
    const a2 = readWordPointer(m, at);
    for (let slot = 1; slot <= 63; slot++) {
      if (rl(m, slot * OBJECT_SIZE + BALL_SEESAW) === d0) {
        backToPatrol(w, a0);
        return;
      }
    }
    const a1 = a2 < 0 ? -1 : findNextFreeObj(m, a2);
    if (a1 < 0) {
      backToPatrol(w, a0);
      return;
    }
    m[a1 + OB_ID] = ID_BOSS_SPIKEBALL;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y) + 0x20);
    m[a1 + OB_STATUS] = m[a2 + OB_STATUS];
    writeObjectPointer(m, a1 + BALL_SEESAW, a2);
  }
  // loc_18B36: no move while it waits.
  m[a0 + TIMER]--;
  if (m[a0 + TIMER] === 0) {
    backToPatrol(w, a0);
    return;
  }
  hits(w, a0);
}

/** `loc_18B40`. */
function backToPatrol(w: S1ObjectContext, a0: number): void {
  w.m[a0 + OB_2ND_ROUT] -= 2;
  hoverMove(w, a0);
}

/** `loc_18B48`: explosions while the byte timer runs; then it faces right, v_bossstatus = 1. */
function explode(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + TIMER]--;
  if ((m[a0 + TIMER] & 0x80) === 0) {
    bossDefeated(w, a0);
    return;
  }
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_STATUS] |= 1;
  m[a0 + OB_STATUS] &= ~0x80;
  ww(m, a0 + OB_VEL_X, 0);
  m[a0 + TIMER] = -0x18 & 0xff;
  if ((w.s[G_BOSS_STATUS] & 0xff) === 0) w.s[G_BOSS_STATUS] = 1;
  hits(w, a0);
}

/** `loc_18B80`: the byte timer counts up from -$18: falling ($18 a frame) to 0, rising (-8) to $20, level to $2A. No hover. */
function recover(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + TIMER]++;
  const t = m[a0 + TIMER];
  if (t === 0) ww(m, a0 + OB_VEL_Y, 0);
  else if (t & 0x80) ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  else if (t < 0x20) ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) - 8);
  else if (t === 0x20) ww(m, a0 + OB_VEL_Y, 0);
  else if (t >= 0x2a) m[a0 + OB_2ND_ROUT] += 2;
  // loc_189EE
  bossMove(m, a0);
  showBossPosition(m, a0);
  hits(w, a0);
}

/** `loc_18BC6`: off to the right at $400 (moving twice a frame); the right limit opens to boss_slz_end, then it goes once off screen. */
function escape(w: S1ObjectContext, a0: number): void {
  // BossStarLight_Delete: ShipMain animates and displays the emptied slot after it.
  if (bossEscape(w, a0, BOSS_SLZ_END)) return;
  bossMove(w.m, a0);
  hoverMove(w, a0);
}

/** Routine 4: Eggman's face by what the ship does; it goes off screen once the ship escapes. */
function faceMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  const d0 = m[a1 + OB_2ND_ROUT];
  let d1 = 1;
  if (((d0 - 6) << 24) >> 24 >= 0) d1 = 0xa;
  else if (m[a1 + OB_COL_TYPE] === 0) d1 = 5;
  else if (sonicRoutine(w.s) >= 4) d1 = 4;
  m[a0 + OB_ANIM] = d1;
  if (d0 === 0xa) {
    m[a0 + OB_ANIM] = 6;
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
  }
  animateSprite(m, a0, ANI_EGGMAN);
  follow(w, a0);
}

/** Routine 6: the flame, off while the ship drops a ball or is beaten (steps 4 to 8), the big flame when it escapes. */
function flameMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ANIM] = 8;
  const a1 = parentOf(m, a0);
  const step = m[a1 + OB_2ND_ROUT];
  if (step === 0xa) {
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
    m[a0 + OB_ANIM] = 0xb;
  } else {
    const signed = (step << 24) >> 24;
    if (signed <= 8 && signed >= 4) m[a0 + OB_ANIM] = 7;
  }
  animateSprite(m, a0, ANI_EGGMAN);
  follow(w, a0);
}

/** Routine 8: the tube under the ship (frame 3, no animation). */
function tubeMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  if (m[a1 + OB_2ND_ROUT] === 0xa && (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  m[a0 + OB_FRAME] = 3;
  follow(w, a0);
}

/** `loc_18C78`: a part takes the ship's position and status, its flip bits, and is displayed. */
function follow(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  ww(m, a0 + OB_X, rw(m, a1 + OB_X));
  ww(m, a0 + OB_Y, rw(m, a1 + OB_Y));
  m[a0 + OB_STATUS] = m[a1 + OB_STATUS];
  displayFlipped(w, a0);
}

function sign16(v: number): number {
  return (v << 16) >> 16;
}
