/**
 * Touch responses (Sonic 1 `ReactToItem`, `React_Monitor`, `React_Enemy`, `React_Special`,
 * `React_ChkHurt`, `HurtSonic`; _incObj/sub ReactToItem.asm). Run by Sonic at the end of his
 * update: the first level object, in slot order, that is on screen (obRender bit 7), has a
 * collision type and whose box (the size table by obColType's low six bits) overlaps Sonic's
 * (x - 8 .. x + 8, y - (height - 3) .. y + (height - 3); ducking: 12 px lower, 10 high) reacts,
 * by the type's top two bits: $00 enemy, $40 item, $80 hurt, $C0 special. The overlap tests are
 * the original's unsigned word subtractions.
 */
import {
  ANIM_DUCK, P_ANIM, P_INVULN_TIMER, P_RINGS, P_SHIELD, P_STATUS, P_XSP, P_YSP, ST_AIR, ST_HURT, ST_UNDERWATER,
} from '../../../state/layout.ts';
import { EV_ENEMY_DESTROYED, EV_HURT, EV_REBOUND } from '../../../state/events.ts';
import {
  LEVEL_OBJECTS_END, LEVEL_OBJECTS_START, OBJECT_SIZE, SLOT_HIGH, OB_2ND_ROUT, OB_COL_PROP, OB_COL_TYPE, OB_ID, OB_RENDER, OB_ROUTINE,
  OB_STATUS, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, STATUS_DESTROYED, rw, ww,
} from './ram.ts';
import type { S1ObjectContext } from './context.ts';
import {
  ID_HURT, ID_ROLL, setSonicAnim, setSonicInertia, setSonicVelX, setSonicVelY, sonicAnim, sonicHeight, sonicVelX, sonicVelY,
  sonicX, sonicY,
} from './sonic.ts';
import { findFreeObj } from './objectManager.ts';
import { G_INVINCIBLE, G_ITEM_BONUS } from './s1State.ts';
import { addPoints } from './score.ts';
import { kill } from '../../../player/death.ts';
import { resetOnFloor } from '../../../player/landing.ts';

/** ReactToItem's size table: (half width, half height) per collision size $01..$24 (size $00 never has a type). */
export const SIZES: readonly number[] = [
  0x14, 0x14, 0xc, 0x14, 0x14, 0xc, 4, 0x10, 0xc, 0x12, 0x10, 0x10, 6, 6, 0x18, 0xc, 0xc, 0x10, 0x10, 0xc, 8, 8, 0x14, 0x10,
  0x14, 8, 0xe, 0xe, 0x18, 0x18, 0x28, 0x10, 0x10, 0x18, 8, 0x10, 0x20, 0x70, 0x40, 0x20, 0x80, 0x20, 0x20, 0x20, 8, 8, 4, 4,
  0x20, 8, 0xc, 0xc, 8, 4, 0x18, 4, 0x28, 4, 4, 8, 4, 0x18, 4, 0x28, 4, 0x20, 0x18, 0x18, 0xc, 0x18, 0x48, 8,
];

/**
 * The touch box of collision type `col` (obColType): half width and half height, px, from the
 * size table by its low six bits; [0, 0] for no type. For views and tools (ReactToItem reads the
 * table directly).
 */
export function touchBoxSize(col: number): readonly [halfWidth: number, halfHeight: number] {
  const size = col & 0x3f;
  if (size === 0 || (size - 1) * 2 + 1 >= SIZES.length) return [0, 0];
  return [SIZES[(size - 1) * 2], SIZES[(size - 1) * 2 + 1]];
}

/** Object ids the reactions name. */
export const ID_RING_LOSS = 0x37;
export const ID_EXPLOSION_ITEM = 0x27;

/** Points for the first, second, third and further badniks of one jump (tens). */
export const ENEMY_POINTS = [10, 20, 50, 100];

export function reactToItem(w: S1ObjectContext): void {
  const s = w.s;
  const m = w.m;
  const d2 = (sonicX(s) - 8) & 0xffff;
  let d5 = sonicHeight(s) - 3;
  let d3 = (sonicY(s) - d5) & 0xffff;
  if (s[P_ANIM] === ANIM_DUCK) {
    d3 = (d3 + 0xc) & 0xffff;
    d5 = 0xa;
  }
  const d4 = 0x10;
  d5 = (d5 * 2) & 0xffff;
  const end = Math.min(m[SLOT_HIGH] * OBJECT_SIZE, LEVEL_OBJECTS_END);
  for (let a1 = LEVEL_OBJECTS_START; a1 < end; a1 += OBJECT_SIZE) {
    if ((m[a1 + OB_RENDER] & RENDER_ON_SCREEN) === 0) continue;
    const col = m[a1 + OB_COL_TYPE];
    if (col === 0) continue;
    const size = ((col & 0x3f) - 1) * 2;
    if (!overlaps((rw(m, a1 + OB_X) - SIZES[size]) & 0xffff, d2, SIZES[size], d4)) continue;
    const ty = (rw(m, a1 + OB_Y) - SIZES[size + 1]) & 0xffff;
    if (!overlaps(ty, d3, SIZES[size + 1], d5)) continue;
    react(w, a1, col, (ty - d3) & 0xffff, d2, d4, d5);
    return;
  }
}

/**
 * One axis of the box test: `t` is the object's near edge (position - half size, a word),
 * `edge` Sonic's. `sub.w`: no borrow → touching when t - edge <= `reach`; a borrow → touching
 * when the far edge (t + 2 * half) carries past Sonic's edge.
 */
function overlaps(t: number, edge: number, half: number, reach: number): boolean {
  if (t >= edge) return t - edge <= reach;
  return ((t - edge) & 0xffff) + half * 2 > 0xffff;
}

function react(w: S1ObjectContext, a1: number, col: number, d0: number, d2: number, d4: number, d5: number): void {
  const kind = col & 0xc0;
  if (kind === 0) {
    reactEnemy(w, a1);
    return;
  }
  if (kind === 0xc0) {
    reactSpecial(w, a1, d0, d2, d4, d5);
    return;
  }
  if (kind === 0x80) {
    reactChkHurt(w, a1);
    return;
  }
  // $40-$7F: items. $46 is a monitor.
  if ((col & 0x3f) === 6) {
    reactMonitor(w, a1);
    return;
  }
  if ((w.s[P_INVULN_TIMER] & 0xffff) >= 90) return;
  w.m[a1 + OB_ROUTINE] += 2;
}

/** `React_Monitor`: from below it is knocked up; from above only a rolling Sonic breaks it. */
function reactMonitor(w: S1ObjectContext, a1: number): void {
  const s = w.s;
  const m = w.m;
  if (sonicVelY(s) < 0) {
    if (((sonicY(s) - 0x10) & 0xffff) < rw(m, a1 + OB_Y)) return;
    setSonicVelY(s, -sonicVelY(s));
    ww(m, a1 + OB_VEL_Y, -0x180);
    if (m[a1 + OB_2ND_ROUT] !== 0) return;
    m[a1 + OB_2ND_ROUT] += 4;
    return;
  }
  if (sonicAnim(s) !== ID_ROLL) return;
  setSonicVelY(s, -sonicVelY(s));
  m[a1 + OB_ROUTINE] += 2;
  w.events |= EV_REBOUND;
}

/** `React_Enemy`: rolling or invincible Sonic breaks it (or bounces off a boss), else he is hurt. */
function reactEnemy(w: S1ObjectContext, a1: number): void {
  const s = w.s;
  const m = w.m;
  if (s[G_INVINCIBLE] === 0 && sonicAnim(s) !== ID_ROLL) {
    reactChkHurt(w, a1);
    return;
  }
  if (m[a1 + OB_COL_PROP] !== 0) {
    // A boss: Sonic is repelled at half speed, the boss loses a hit.
    setSonicVelX(s, -sonicVelX(s) >> 1);
    setSonicVelY(s, -sonicVelY(s) >> 1);
    m[a1 + OB_COL_TYPE] = 0;
    m[a1 + OB_COL_PROP]--;
    if (m[a1 + OB_COL_PROP] === 0) m[a1 + OB_STATUS] |= STATUS_DESTROYED;
    return;
  }
  m[a1 + OB_STATUS] |= STATUS_DESTROYED;
  let bonus = s[G_ITEM_BONUS] & 0xffff;
  s[G_ITEM_BONUS] = (bonus + 2) & 0xffff;
  if (bonus >= 6) bonus = 6;
  ww(m, a1 + 0x3e, bonus);
  let points = ENEMY_POINTS[bonus >> 1];
  if ((s[G_ITEM_BONUS] & 0xffff) >= 0x20) {
    points = 1000;
    ww(m, a1 + 0x3e, 0xa);
  }
  addPoints(s, points, w.rules.revision);
  m[a1 + OB_ID] = ID_EXPLOSION_ITEM;
  m[a1 + OB_ROUTINE] = 0;
  w.events |= EV_ENEMY_DESTROYED;
  if (sonicVelY(s) < 0) {
    setSonicVelY(s, sonicVelY(s) + 0x100);
    return;
  }
  if (sonicY(s) >= rw(m, a1 + OB_Y)) setSonicVelY(s, sonicVelY(s) - 0x100);
  else setSonicVelY(s, -sonicVelY(s));
  w.events |= EV_REBOUND;
}

/** `React_Special`: Caterkiller's body hurts and marks it, Yadrin's spiky back hurts, $D7/$E1 count touches. */
function reactSpecial(w: S1ObjectContext, a1: number, d0: number, d2: number, d4: number, d5: number): void {
  const m = w.m;
  const t = m[a1 + OB_COL_TYPE] & 0x3f;
  if (t === 0xb) {
    m[a1 + OB_STATUS] |= STATUS_DESTROYED;
    reactChkHurt(w, a1);
    return;
  }
  if (t === 0xc) {
    // Yadrin: touching its top-front 8 px hurts; elsewhere it is an ordinary enemy.
    if (((d5 - d0) & 0xffff) >= 8) {
      reactEnemy(w, a1);
      return;
    }
    let x = (rw(m, a1 + OB_X) - 4) & 0xffff;
    if (m[a1 + OB_STATUS] & 1) x = (x - 0x10) & 0xffff;
    const dx = x - d2;
    if (dx < 0) {
      if (((dx & 0xffff) + 0x18) > 0xffff) reactChkHurt(w, a1);
      else reactEnemy(w, a1);
      return;
    }
    if (dx > d4) reactEnemy(w, a1);
    else reactChkHurt(w, a1);
    return;
  }
  if (t === 0x17 || t === 0x21) m[a1 + OB_COL_PROP]++;
}

/** `React_ChkHurt`: nothing while invincible or flashing; otherwise `HurtSonic`. */
export function reactChkHurt(w: S1ObjectContext, a2: number): void {
  const s = w.s;
  if (s[G_INVINCIBLE] !== 0) return;
  if (s[P_INVULN_TIMER] !== 0) return;
  hurtSonic(w, a2);
}

/**
 * `HurtSonic`: with a shield or rings, knocked back (rings scatter through a RingLoss object if a
 * slot is free); with neither, killed. Knock-back: y speed -$400, x speed $200 away from the
 * object (underwater -$200 / $100), ground speed 0, 120 frames of flashing.
 */
export function hurtSonic(w: S1ObjectContext, a2: number): void {
  const s = w.s;
  const m = w.m;
  if (s[P_SHIELD] === 0) {
    if (s[P_RINGS] === 0) {
      kill(w);
      return;
    }
    const a1 = findFreeObj(m);
    if (a1 >= 0) {
      m[a1 + OB_ID] = ID_RING_LOSS;
      ww(m, a1 + OB_X, sonicX(s));
      ww(m, a1 + OB_Y, sonicY(s));
    }
  }
  s[P_SHIELD] = 0;
  s[P_STATUS] |= ST_HURT;
  resetOnFloor(w);
  s[P_STATUS] |= ST_AIR;
  const under = (s[P_STATUS] & ST_UNDERWATER) !== 0;
  s[P_YSP] = under ? -0x200 : -0x400;
  s[P_XSP] = under ? -0x100 : -0x200;
  if (sonicX(s) >= rw(m, a2 + OB_X)) s[P_XSP] = -s[P_XSP];
  setSonicInertia(s, 0);
  setSonicAnim(s, ID_HURT);
  s[P_INVULN_TIMER] = 120;
  w.events |= EV_HURT;
}
