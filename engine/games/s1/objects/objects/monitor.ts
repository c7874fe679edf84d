/**
 * Object $26 — monitors (_incObj/26 Monitor.asm: `Monitor`, `Mon_Main`, `Mon_Solid` with its
 * second routines 0 (`.normal`, `loc_A20A` ... `loc_A26A`), 2 (standing on it, `.ontop`) and 4
 * (`.fall`), `Mon_Animate`, `Mon_Display`, `Mon_BreakOpen`, `Mon_Explode`; _incObj/26 Monitor
 * (SolidSides subroutine).asm: `Mon_SolidSides`; _anim/Monitor.asm).
 *
 * The subtype is the contents (0 static, 1 Eggman, 2 Sonic, 3 shoes, 4 shield, 5 invincibility,
 * 6 rings, 7 'S', 8 goggles) and its animation. Sides and top are solid (Mon_SolidSides: 26 px
 * either side, 15 px above and below plus Sonic's height): Sonic lands on top unless he comes
 * down rolling, is pushed out of the sides when moving into them, and pushes it when grounded.
 * Touching it is collision type $46 (React_Monitor): from below it is knocked up at -$180 and
 * falls back to the floor (second routine 4); from above, rolling, it breaks open (Mon_BreakOpen):
 * the contents ($2E PowerUp) and an explosion without an animal go into free slots, bit 0 of the
 * respawn byte remembers it (a broken monitor loads as the broken frame, routine 8), and it
 * shows the breaking animation. Mon_Main clears the placement's respawn bit 7 at once, and
 * Mon_Display unloads it off screen with DeleteObject, so an unbroken monitor always reloads.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import { objFloorDist } from '../objFloorDist.ts';
import { exitPlatform } from '../platformObject.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE,
  OB_STATUS, OB_SUBTYPE, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, objectFall, rw, ww,
} from '../ram.ts';
import { OBJSTATE } from '../s1State.ts';
import { mvSonicOnPtfm, resetFloor } from '../solidObject.ts';
import { noteSolid } from '../solidBoxes.ts';
import {
  ID_ROLL, ID_WALK, SONIC_AIR, SONIC_ON_OBJECT, SONIC_PUSH, setSonicAnim, setSonicInertia, setSonicStatus, setSonicVelX,
  setSonicX, setSonicY, sonicAnim, sonicHeight, sonicRoutine, sonicStatus, sonicVelX, sonicVelY, sonicX, sonicY,
} from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { W_PLAYER_CTRL } from '../../../../state/layout.ts';
import { ID_EXPLOSION_ITEM } from './explosionItem.ts';
import { ID_POWER_UP } from './powerUp.ts';

export const ID_MONITOR = 0x26;

/** Ani_Monitor: the nine contents, then the breaking animation (9). */
export const ANI_MONITOR: AnimationScripts = [
  [1, 0, 1, 2, 0xff],
  [1, 0, 3, 3, 1, 3, 3, 2, 3, 3, 0xff],
  [1, 0, 4, 4, 1, 4, 4, 2, 4, 4, 0xff],
  [1, 0, 5, 5, 1, 5, 5, 2, 5, 5, 0xff],
  [1, 0, 6, 6, 1, 6, 6, 2, 6, 6, 0xff],
  [1, 0, 7, 7, 1, 7, 7, 2, 7, 7, 0xff],
  [1, 0, 8, 8, 1, 8, 8, 2, 8, 8, 0xff],
  [1, 0, 9, 9, 1, 9, 9, 2, 9, 9, 0xff],
  [1, 0, 0xa, 0xa, 1, 0xa, 0xa, 2, 0xa, 0xa, 0xff],
  [2, 0, 1, 2, 0xb, 0xfe, 1],
];

export function monitor(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      monMain(w, a0);
      return;
    case 2:
      monSolid(w, a0);
      return;
    case 4:
      monBreakOpen(w, a0);
      return;
    case 6:
      monAnimate(w, a0);
      return;
    default:
      monDisplay(w, a0);
  }
}

function monMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_HEIGHT] = 0xe;
  m[a0 + OB_WIDTH] = 0xe;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_ACT_WID] = 0xf;
  const state = OBJSTATE + 2 + m[a0 + OB_RESPAWN_NO];
  m[state] &= 0x7f;
  if (m[state] & 1) {
    m[a0 + OB_ROUTINE] = 8;
    m[a0 + OB_FRAME] = 0xb;
    return;
  }
  m[a0 + OB_COL_TYPE] = 0x46;
  m[a0 + OB_ANIM] = m[a0 + OB_SUBTYPE];
  monSolid(w, a0);
}

function monSolid(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  const second = m[a0 + OB_2ND_ROUT];
  if (second === 2) {
    exitPlatform(w, a0, m[a0 + OB_ACT_WID] + 0xb);
    if (sonicStatus(s) & SONIC_ON_OBJECT) mvSonicOnPtfm(w, a0, 0x10, rw(m, a0 + OB_X));
    else m[a0 + OB_2ND_ROUT] = 0;
    monAnimate(w, a0);
    return;
  }
  if (second !== 0) {
    // .fall: knocked up from below, back down to the floor.
    objectFall(m, a0);
    const d1 = objFloorDist(w, a0);
    if (d1 < 0) {
      ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
      ww(m, a0 + OB_VEL_Y, 0);
      m[a0 + OB_2ND_ROUT] = 0;
    }
    monAnimate(w, a0);
    return;
  }
  normal(w, a0);
  monAnimate(w, a0);
}

/** Second routine 0: the solid sides and top. */
function normal(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  const hit = monSolidSides(w, a0, 0x1a, 0xf);
  if (hit.d1 === 0 || (sonicVelY(s) >= 0 && sonicAnim(s) === ID_ROLL)) {
    // loc_A25C: not touching, or coming down rolling (the touch breaks it). Pushing ends only
    // if Sonic was pushing this monitor (`move.w #1,obAnim`: the walk animation, restarted).
    if ((m[a0 + OB_STATUS] & 0x20) === 0) return;
    setSonicAnim(s, ID_WALK);
    notPushing(w, a0);
    return;
  }
  if (hit.d1 < 0) {
    // On top.
    setSonicY(s, sonicY(s) - hit.d3);
    resetFloor(w, a0, true);
    m[a0 + OB_2ND_ROUT] = 2;
    return;
  }
  // A side: stopped when moving into it.
  const d0 = hit.d0;
  if (d0 !== 0) {
    const vx = sonicVelX(s);
    if (d0 & 0x8000 ? vx < 0 : vx >= 0) {
      setSonicX(s, sonicX(s) - ((d0 << 16) >> 16));
      setSonicInertia(s, 0);
      setSonicVelX(s, 0);
    }
  }
  // loc_A246
  if (sonicStatus(s) & SONIC_AIR) {
    notPushing(w, a0);
    return;
  }
  setSonicStatus(s, sonicStatus(s) | SONIC_PUSH);
  m[a0 + OB_STATUS] |= 0x20;
}

/** `loc_A26A`. */
function notPushing(w: S1ObjectContext, a0: number): void {
  w.m[a0 + OB_STATUS] &= ~0x20;
  setSonicStatus(w.s, sonicStatus(w.s) & ~SONIC_PUSH);
}

/** Mon_SolidSides' registers on return: d1 (0 none, 1 a side, -1 the top), d0 (x overlap), d3 (y overlap). */
const sides = { d1: 0, d0: 0, d3: 0 };

/**
 * `Mon_SolidSides`: d1 = half width, d2 = half height. Inside the box: on top when within 16 px
 * of the top and within obActWid + 4 of the centre, else a side.
 */
function monSolidSides(w: S1ObjectContext, a0: number, d1: number, d2: number): typeof sides {
  const s = w.s;
  const m = w.m;
  noteSolid(w, a0, d1, d2);
  sides.d1 = 0;
  let d0 = (sonicX(s) - rw(m, a0 + OB_X) + d1) & 0xffff;
  sides.d0 = d0;
  if (d0 & 0x8000) return sides;
  if (d0 > ((d1 * 2) & 0xffff)) return sides;
  const dd2 = (d2 + ((sonicHeight(s) << 24) >> 24)) & 0xffff;
  const d3 = (sonicY(s) - rw(m, a0 + OB_Y) + dd2) & 0xffff;
  sides.d3 = d3;
  if (d3 & 0x8000) return sides;
  if (d3 >= ((dd2 * 2) & 0xffff)) return sides;
  if (s[W_PLAYER_CTRL] & 0x80) return sides;
  if (sonicRoutine(s) >= 6) return sides;
  if (d0 > d1) d0 = (d0 - d1 * 2) & 0xffff;
  sides.d0 = d0;
  if (d3 >= 0x10) {
    sides.d1 = 1;
    return sides;
  }
  const wid = m[a0 + OB_ACT_WID] + 4;
  const x = (wid + sonicX(s) - rw(m, a0 + OB_X)) & 0xffff;
  sides.d1 = (x & 0x8000) !== 0 || x >= wid * 2 ? 1 : -1;
  return sides;
}

function monAnimate(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_MONITOR);
  monDisplay(w, a0);
}

function monDisplay(w: S1ObjectContext, a0: number): void {
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(w.m, a0 + OB_X))) deleteObject(w.m, a0);
}

function monBreakOpen(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_COL_TYPE] = 0;
  let a1 = findFreeObj(m);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_POWER_UP;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_ANIM] = m[a0 + OB_ANIM];
  }
  a1 = findFreeObj(m);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_EXPLOSION_ITEM;
    m[a1 + OB_ROUTINE] += 2;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  }
  m[OBJSTATE + 2 + m[a0 + OB_RESPAWN_NO]] |= 1;
  m[a0 + OB_ANIM] = 9;
  displaySprite(w, a0);
}
