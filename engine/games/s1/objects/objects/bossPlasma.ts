/**
 * Object $86 — the FZ plasma ball launcher and its balls (_incObj/86 FZ Plasma Ball
 * Launcher.asm: `BossPlasma`, `BossPlasma_Main`, `BossPlasma_Generator`, `loc_1A850`,
 * `loc_1A86C`, `loc_1A89A`, `BossPlasma_MakeBalls`, `BossPlasma_Loop`, `loc_1A954`,
 * `loc_1A962`, `loc_1A982`, `loc_1A9A6`, `loc_1A9C0`, `loc_1A9E6`, `loc_1AA1E`, `loc_1AA34`;
 * _anim/Plasma Ball Launcher.asm, _anim/Plasma Balls.asm).
 *
 * The launcher sits at (boss_fz_x + $138, boss_fz_y + $2C), solid ($13 half wide, 8 / $11 high).
 * When Eggman sets its objoff_29 (his step 4) it sparks (routine 4) and the next frame it makes
 * four balls (routine 8) in free slots after it (FindNextFreeObj), each aimed at x =
 * boss_fz_x + $128 - n * $4F + (RandomNumber & $1F) - $10 (n = 0..3, objoff_32 counting them,
 * objoff_38 the same count); once all have reached their spots (objoff_32 back to 0) it sparks
 * white (routine 6) until all are gone (objoff_38 0), then reports to Eggman (his objoff_32 -1)
 * and rests (routine 2). When Eggman reaches his step 6 it becomes an explosion ($3F). Once Sonic
 * is $140 px or more past it and it is off screen it is deleted.
 * A ball (routine 8, ob2ndRout): slides left at (target - x) * 16 to its spot (an overshoot is
 * added again: x += x - target), waits $B4 frames (harmless), then drops at Sonic (x speed =
 * his x - its x, y speed $140) hurting on touch (type $9A: hurt, size $1A = $E x $E) until it
 * passes boss_fz_y + $D0 or $B4 frames end, and the launcher counts it gone (objoff_38 - 1).
 *
 * Kept as the original has it (the FixBugs build returns early): a ball that deleted itself
 * still runs AnimateSprite and DisplaySprite on its emptied slot, which leaves obTimeFrame 1
 * and obAniFrame 1 there for the next object to inherit.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj } from '../objectManager.ts';
import {
  OB_2ND_ROUT, OB_ANIM, OB_COL_TYPE, OB_HEIGHT, OB_ID, OB_MAP, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y,
  OB_WIDTH, OB_X, OB_Y, RENDER_ON_SCREEN, rw, speedToPos, wl, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { parentOf, setParent } from '../boss.ts';
import { solidObject } from '../solidObject.ts';
import { randomNumber } from '../randomNumber.ts';
import { sonicX } from '../sonic.ts';
import { BOSS_FZ_Y, ID_BOSS_PLASMA, MAP_PLASMA, MAP_PLAUNCH, PART_GO } from './bossFinal.ts';
import { ID_EXPLOSION_BOMB } from './explosionBomb.ts';
import { BOSS_FZ_X } from '../../act/dynamicLevelEvents.ts';

export { ID_BOSS_PLASMA };
/** The launcher's objoff_30 (a counter nothing reads), objoff_32 (balls still travelling), objoff_38 (balls still alive). */
const LAUNCH_COUNT = 0x30;
const TRAVELLING = 0x32;
const ALIVE = 0x38;
/** A ball's objoff_30: its spot's x. Eggman's objoff_34 (his step) and objoff_32. */
const BALL_TARGET = 0x30;
const EGG_STEP = 0x34;
const EGG_OUT = 0x32;

/** Ani_PLaunch: red, red sparking, white sparking. */
export const ANI_PLAUNCH: AnimationScripts = [
  [0x7e, 0, 0xff],
  [1, 0, 2, 0, 3, 0xff],
  [1, 1, 2, 1, 3, 0xff],
];

/** Ani_Plasma: full, short. */
export const ANI_PLASMA: AnimationScripts = [
  [1, 0, 0xa, 8, 0xa, 1, 0xa, 9, 0xa, 6, 0xa, 7, 0xa, 0, 0xa, 8, 0xa, 1, 0xa, 9, 0xa, 6, 0xa, 7, 0xa, 2, 0xa, 3, 0xa, 4, 0xa, 5, 0xff],
  [0, 6, 5, 1, 5, 7, 5, 1, 5, 0xff],
];

export function bossPlasma(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      plasmaMain(m, a0);
      generator(w, a0);
      return;
    case 2:
      generator(w, a0);
      return;
    case 4:
      makeBalls(w, a0);
      return;
    case 6:
      m[a0 + OB_ANIM] = 2;
      if (rw(m, a0 + ALIVE) === 0) {
        m[a0 + OB_ROUTINE] = 2;
        const a1 = parentOf(m, a0);
        if (a1 >= 0) ww(m, a1 + EGG_OUT, 0xffff);
      }
      launcherSolid(w, a0);
      return;
    default:
      ball(w, a0);
  }
}

function plasmaMain(m: Uint8Array, a0: number): void {
  ww(m, a0 + OB_X, BOSS_FZ_X + 0x138);
  ww(m, a0 + OB_Y, BOSS_FZ_Y + 0x2c);
  wl(m, a0 + OB_MAP, MAP_PLAUNCH);
  m[a0 + OB_ANIM] = 0;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_WIDTH] = 8;
  m[a0 + OB_HEIGHT] = 8;
  m[a0 + OB_RENDER] = 4 | 0x80;
  m[a0 + OB_ROUTINE] += 2;
}

/** Routine 2 (`BossPlasma_Generator`). */
function generator(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  if (a1 >= 0 && m[a1 + EGG_STEP] === 6) {
    m[a0 + OB_ID] = ID_EXPLOSION_BOMB;
    m[a0 + OB_ROUTINE] = 0;
    displaySprite(w, a0);
    return;
  }
  m[a0 + OB_ANIM] = 0;
  if (m[a0 + PART_GO] !== 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_ANIM] = 1;
    m[a0 + OB_SUBTYPE] = 0x3e;
  }
  launcherSolid(w, a0);
}

/** Routine 4 (`BossPlasma_MakeBalls`). */
function makeBalls(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + PART_GO] !== 0) {
    m[a0 + PART_GO] = 0;
    ww(m, a0 + LAUNCH_COUNT, rw(m, a0 + LAUNCH_COUNT) + 4);
    ww(m, a0 + TRAVELLING, 0);
    for (let i = 0; i < 4; i++) {
      const a1 = findNextFreeObj(m, a0);
      if (a1 < 0) break;
      m[a1 + OB_ID] = ID_BOSS_PLASMA;
      ww(m, a1 + OB_X, rw(m, a0 + OB_X));
      ww(m, a1 + OB_Y, BOSS_FZ_Y + 0x2c);
      m[a1 + OB_ROUTINE] = 8;
      wl(m, a1 + OB_MAP, MAP_PLASMA);
      m[a1 + OB_HEIGHT] = 0xc;
      m[a1 + OB_WIDTH] = 0xc;
      m[a1 + OB_COL_TYPE] = 0;
      m[a1 + OB_PRIORITY] = 3;
      ww(m, a1 + OB_SUBTYPE, 0x3e);
      m[a1 + OB_RENDER] = 4 | 0x80;
      setParent(m, a1, a0);
      const d0 = randomNumber(w.s);
      // `muls.w #-$4F,d1; addi.w #boss_fz_x+$128,d1`, then (d0 & $1F) - $10 added.
      const d1 = Math.imul(rw(m, a0 + TRAVELLING), -0x4f) + BOSS_FZ_X + 0x128;
      ww(m, a1 + BALL_TARGET, (d0 & 0x1f) - 0x10 + d1);
      ww(m, a0 + TRAVELLING, rw(m, a0 + TRAVELLING) + 1);
      ww(m, a0 + ALIVE, rw(m, a0 + TRAVELLING));
    }
  }
  if (rw(m, a0 + TRAVELLING) === 0) m[a0 + OB_ROUTINE] += 2;
  launcherSolid(w, a0);
}

/** `loc_1A86C`: solid, the range check, the animation, DisplaySprite. */
function launcherSolid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  solidObject(w, a0, 0x13, 8, 0x11, rw(m, a0 + OB_X));
  const dx = ((sonicX(w.s) - rw(m, a0 + OB_X)) << 16) >> 16;
  if (dx >= 0 && dx - 0x140 >= 0 && (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  animateSprite(m, a0, ANI_PLAUNCH);
  displaySprite(w, a0);
}

/** Routine 8 (`loc_1A982`): a ball's step, then AnimateSprite and DisplaySprite (even once deleted). */
function ball(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      ww(m, a0 + OB_VEL_X, (rw(m, a0 + BALL_TARGET) - rw(m, a0 + OB_X)) << 4);
      ww(m, a0 + OB_SUBTYPE, 0xb4);
      m[a0 + OB_2ND_ROUT] += 2;
      break;
    case 2:
      slideAndWait(w, a0);
      break;
    default:
      drop(w, a0);
  }
  animateSprite(m, a0, ANI_PLASMA);
  displaySprite(w, a0);
}

/** `loc_1A9C0` / `loc_1A9E6`. */
function slideAndWait(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (rw(m, a0 + OB_VEL_X) !== 0) {
    speedToPos(m, a0);
    const x = rw(m, a0 + OB_X);
    const target = rw(m, a0 + BALL_TARGET);
    if (x < target) {
      ww(m, a0 + OB_VEL_X, 0);
      ww(m, a0 + OB_X, x + x - target);
      const a1 = parentOf(m, a0);
      if (a1 >= 0) ww(m, a1 + TRAVELLING, rw(m, a1 + TRAVELLING) - 1);
    }
  }
  m[a0 + OB_ANIM] = 0;
  const t = (rw(m, a0 + OB_SUBTYPE) - 1) & 0xffff;
  ww(m, a0 + OB_SUBTYPE, t);
  if (t !== 0) return;
  m[a0 + OB_2ND_ROUT] += 2;
  m[a0 + OB_ANIM] = 1;
  m[a0 + OB_COL_TYPE] = 0x9a;
  ww(m, a0 + OB_SUBTYPE, 0xb4);
  ww(m, a0 + OB_VEL_X, sonicX(w.s) - rw(m, a0 + OB_X));
  ww(m, a0 + OB_VEL_Y, 0x140);
}

/** `loc_1AA1E` / `loc_1AA34`. */
function drop(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  if (rw(m, a0 + OB_Y) < BOSS_FZ_Y + 0xd0) {
    const t = (rw(m, a0 + OB_SUBTYPE) - 1) & 0xffff;
    ww(m, a0 + OB_SUBTYPE, t);
    if (t !== 0) return;
  }
  const a1 = parentOf(m, a0);
  if (a1 >= 0) ww(m, a1 + ALIVE, rw(m, a1 + ALIVE) - 1);
  deleteObject(m, a0);
}
