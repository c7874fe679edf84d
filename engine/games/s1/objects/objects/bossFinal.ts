/**
 * Object $85 — Eggman in the Final Zone (_incObj/85 Boss - Final.asm: `BossFinal`,
 * `BossFinal_Main`, `BossFinal_Loop`, `BossFinal_LoadBoss`, `loc_19E20`, `loc_19E3E`,
 * `loc_19E5A`, `BossFinal_Eggman`, `loc_19E90` ... `loc_1A260` (Eggman's steps), `loc_1A264`,
 * `loc_1A280`, `loc_1A296`, `loc_1A2A6`, `loc_1A2C6`, `loc_1A2E4`, `loc_1A312`, `loc_1A346`,
 * `loc_1A35E`, `loc_1A376`, `loc_1A38E`, `loc_1A3AC`; _anim/FZ Eggman in Ship.asm).
 *
 * The dynamic level events load it when the camera reaches boss_fz_x - $150. BossFinal_Main
 * makes six parts, itself first then the next free slots (FindNextFreeObj), each keeping its
 * address: Eggman (routine 2), the control panel (4), the ship's legs (6), Eggman's face (8),
 * the ship (A) and its flame (C); then the plasma launcher ($86) in the first free slot and the
 * four cylinders ($84, subtypes 0, 2, 4, 6) after it, their addresses' low words in objoff_36
 * and objoff_38..3F. Eggman has 8 hits (obColProp).
 * Eggman's steps (objoff_34):
 *   0 waits for the camera at boss_fz_x and for its art (the pattern load cues empty: artQueue.ts),
 *     adding 1 to v_random each frame;
 *   2 picks two neighbouring cylinders (RandomNumber; word_19FD6) — the first carries him out
 *     (objoff_29 -1, objoff_30 -1), the second just comes out (objoff_29 1) — and while they are
 *     out he is solid ($2B x $14) facing Sonic: a side contact adds 7 to v_random's high word,
 *     and a rolling Sonic bounces off at $300 and takes a hit ($64 frames of hit face); when
 *     both cylinders are back (objoff_32 < 0) with hits left, step 4; with none, step 6 at
 *     (boss_fz_x + $170, boss_fz_y + $2C) (REV01: +1000 points);
 *   4 sets the plasma launcher going (its objoff_29) and waits for it (objoff_32), then 2 again;
 *   6 falls out of the broken cylinder to boss_fz_y + $8C, then runs right (8): faster the
 *     further Sonic is behind, jumps at boss_fz_x + $250 (A), lands on boss_fz_y + $82 and
 *     climbs into his ship (C) with one hit left, which flies right (E); a hit makes it sag.
 *     Meanwhile the right limit opens 2 px a frame up to boss_fz_end and, from step 6 on,
 *     v_dle_routine steps on. Past boss_fz_end + $90 Sonic's pad is locked (f_lockctrl) with
 *     Up held while the ship rises, and he cannot pass boss_fz_end + $E0; once the ship is past
 *     boss_fz_end + $200 and off screen the game goes to the ending: here the act ends
 *     (RESTART_NEXT_ACT, EV_ACT_END).
 * Up to step $C Eggman is solid ($1B x $70).
 *
 * REV00 writes the parts' widths (and Eggman's $30/$20 during his fall) into obWidth instead of
 * obActWid, so there their obActWid stays 0: Sonic cannot land on top of them (Solid_Landed
 * tests obActWid) and their on-screen box is narrower. The mapping pointers are compared (is
 * the ship's Map_Eggman yet?), so they are kept as tags (MAP_*), not ROM addresses.
 * Kept as the original has it: the routine-2 wrapper still calls DisplaySprite after the ship
 * deleted itself at the end.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, findNextFreeObj } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_MAP, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS,
  OB_SUBTYPE, OB_TIME_FRAME, OB_VEL_X, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, RENDER_ON_SCREEN, rl, rsb, rsw, rw, speedToPos, wl, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { bossDefeated, displayFlipped, parentOf, setParent } from '../boss.ts';
import { solidObject } from '../solidObject.ts';
import { randomNumber } from '../randomNumber.ts';
import { addPoints } from '../score.ts';
import { readWordPointer, writeWordPointer } from '../wordPointer.ts';
import { G_JPAD2, G_LOCK_CTRL, G_RANDOM } from '../s1State.ts';
import { artQueueBusy } from '../artQueue.ts';
import { ID_ROLL, setSonicInertia, setSonicVelX, setSonicX, sonicAnim, sonicX } from '../sonic.ts';
import { ANI_EGGMAN } from './bossGreenHill.ts';
import { ANI_SEGG } from './scrapEggman.ts';
import { BOSS_FZ_X } from '../../act/dynamicLevelEvents.ts';
import { C_X, RESTART_NEXT_ACT, W_DLE_ROUTINE, W_LIMIT_RIGHT, W_RESTART } from '../../../../state/layout.ts';
import { EV_ACT_END } from '../../../../state/events.ts';

export const ID_BOSS_FINAL = 0x85;
export const ID_EGGMAN_CYLINDER = 0x84;
export const ID_BOSS_PLASMA = 0x86;
/** boss_fz_y and boss_fz_end (Constants.asm). */
export const BOSS_FZ_Y = 0x510;
export const BOSS_FZ_END = BOSS_FZ_X + 0x2b0;

/** Mapping tags (obMap): only whether a part's parent shows Map_Eggman matters to the code. */
export const MAP_SEGG = 1;
export const MAP_EGG_CYL = 2;
export const MAP_FZ_LEGS = 3;
export const MAP_EGGMAN = 4;
export const MAP_FZ_DAMAGED = 5;
export const MAP_PLAUNCH = 6;
export const MAP_PLASMA = 7;

/** Eggman's step (objoff_34), the cylinder he rides (objoff_30), the cylinders still out (objoff_32), his hit face timer (objoff_35). */
const STEP = 0x34;
const HIT_FACE = 0x35;
const CHOICE = 0x30;
const OUT = 0x32;
/** objoff_36: the plasma launcher's address word; objoff_38..3F the cylinders'. */
export const PLASMA_PTR = 0x36;
export const CYLINDER_PTRS = 0x38;
/** The parts' "go" byte and flag word (objoff_29, objoff_30), as Eggman sets them on a cylinder or the launcher. */
export const PART_GO = 0x29;
export const PART_CARRY = 0x30;

/** BossFinal_ObjData (x, y, mapping) and BossFinal_ObjData2 (routine, animation, priority, width, height). */
export const PARTS: readonly (readonly number[])[] = [
  [0x100, 0x100, MAP_SEGG, 2, 0, 4, 0x20, 0x19],
  [BOSS_FZ_X + 0x160, BOSS_FZ_Y + 0x80, MAP_EGG_CYL, 4, 0, 1, 0x12, 8],
  [BOSS_FZ_X + 0x290, BOSS_FZ_Y + 0x86, MAP_FZ_LEGS, 6, 0, 3, 0, 0],
  [BOSS_FZ_X + 0x290, BOSS_FZ_Y + 0x86, MAP_SEGG, 8, 0, 3, 0, 0],
  [BOSS_FZ_X + 0x290, BOSS_FZ_Y + 0x86, MAP_EGGMAN, 0xa, 0, 3, 0x20, 0x20],
  [BOSS_FZ_X + 0x290, BOSS_FZ_Y + 0x86, MAP_EGGMAN, 0xc, 0, 3, 0, 0],
];

/** loc_1A0B4's thresholds (how far Eggman is ahead of Sonic, consumed in turn) and what each takes off his x speed. */
export const RUN_SLOWDOWN: readonly number[] = [0x70, 0x100, 8, 0x100, 8, 0x80, 8, 0x80, 8, 0x80];

/** word_19FD6: the cylinder pairs (word offsets into objoff_38..3F). */
export const PAIRS: readonly number[] = [0, 2, 2, 4, 4, 6, 6, 0];

/** Ani_FZEgg: the fleeing, damaged Eggmobile. */
export const ANI_FZ_EGG: AnimationScripts = [[3, 0, 1, 0xff]];

export function bossFinal(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      bossFinalMain(w, a0);
      eggman(w, a0);
      return;
    case 2:
      eggman(w, a0);
      return;
    case 4:
      panel(w, a0);
      return;
    case 6:
      legs(w, a0);
      return;
    case 8:
      face(w, a0);
      return;
    case 0xa:
      ship(w, a0);
      return;
    default:
      flame(w, a0);
  }
}

/** The width byte: obActWid from REV01, obWidth in REV00. */
function setWidth(w: S1ObjectContext, a1: number, v: number): void {
  w.m[a1 + (w.rules.revision === 0 ? OB_WIDTH : OB_ACT_WID)] = v;
}

function bossFinalMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  let a1 = a0;
  for (let i = 0; i < PARTS.length; i++) {
    if (i > 0) {
      a1 = findNextFreeObj(m, a0);
      if (a1 < 0) break;
    }
    const p = PARTS[i];
    m[a1 + OB_ID] = ID_BOSS_FINAL;
    ww(m, a1 + OB_X, p[0]);
    ww(m, a1 + OB_Y, p[1]);
    wl(m, a1 + OB_MAP, p[2]);
    m[a1 + OB_ROUTINE] = p[3];
    m[a1 + OB_ANIM] = p[4];
    m[a1 + OB_PRIORITY] = p[5];
    setWidth(w, a1, p[6]);
    m[a1 + OB_HEIGHT] = p[7];
    m[a1 + OB_RENDER] = 4;
    // `bset #7,obRender(a0)`: Eggman's, every time.
    m[a0 + OB_RENDER] |= 0x80;
    setParent(m, a1, a0);
  }
  // `loc_19E20`: the launcher in the first free slot, the cylinders after Eggman's.
  const plasma = findFreeObj(m);
  if (plasma >= 0) {
    m[plasma + OB_ID] = ID_BOSS_PLASMA;
    writeWordPointer(m, a0 + PLASMA_PTR, plasma);
    setParent(m, plasma, a0);
    for (let d2 = 0; d2 < 8; d2 += 2) {
      const c = findNextFreeObj(m, a0);
      if (c < 0) break;
      writeWordPointer(m, a0 + CYLINDER_PTRS + d2, c);
      m[c + OB_ID] = ID_EGGMAN_CYLINDER;
      setParent(m, c, a0);
      m[c + OB_SUBTYPE] = d2;
    }
  }
  ww(m, a0 + STEP, 0);
  m[a0 + OB_COL_PROP] = 8;
  ww(m, a0 + CHOICE, 0xffff);
}

/** Routine 2 (`BossFinal_Eggman`): the step, then DisplaySprite. */
function eggman(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + STEP]) {
    case 0:
      waitForCamera(w, a0);
      break;
    case 2:
      cylinders(w, a0);
      break;
    case 4:
      plasmaStep(w, a0);
      break;
    case 6:
      fallOut(w, a0);
      break;
    case 8:
      runRight(w, a0);
      break;
    case 0xa:
      jump(w, a0);
      break;
    case 0xc:
      boardShip(w, a0);
      break;
    default:
      flyAway(w, a0);
  }
  displaySprite(w, a0);
}

/** Step 0 (`loc_19E90`). */
function waitForCamera(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  if (!artQueueBusy(s) && (s[C_X] & 0xffff) >= BOSS_FZ_X) w.m[a0 + STEP] += 2;
  s[G_RANDOM] = (s[G_RANDOM] + 1) | 0;
}

/** Step 2 (`loc_19EA8`, `loc_19F10` ... `loc_19FBC`). */
function cylinders(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if (rsw(m, a0 + CHOICE) < 0) {
    ww(m, a0 + CHOICE, 0);
    const r = randomNumber(s);
    // `andi.w #$C,d0; move.w d0,d1; addq.w #2,d1`; `tst.l d0`: the high word is still
    // RandomNumber's (the old state's), negative → `exg d1,d0`.
    const lo = r & 0xc;
    const d0 = PAIRS[(r < 0 ? lo + 2 : lo) >> 1];
    const d1 = PAIRS[(r < 0 ? lo : lo + 2) >> 1];
    ww(m, a0 + CHOICE, d0);
    const first = readWordPointer(m, a0 + CYLINDER_PTRS + d0);
    if (first >= 0) {
      m[first + PART_GO] = 0xff;
      ww(m, first + PART_CARRY, 0xffff);
    }
    const second = readWordPointer(m, a0 + CYLINDER_PTRS + d1);
    if (second >= 0) {
      m[second + PART_GO] = 1;
      ww(m, second + PART_CARRY, 0);
    }
    ww(m, a0 + OUT, 1);
    m[a0 + HIT_FACE] = 0;
  }
  if (rsw(m, a0 + OUT) < 0) {
    // `loc_19FA6`.
    if (m[a0 + OB_COL_PROP] !== 0) {
      m[a0 + STEP] += 2;
      ww(m, a0 + CHOICE, 0xffff);
      ww(m, a0 + OUT, 0);
      return;
    }
    if (w.rules.revision !== 0) addPoints(s, 100, w.rules.revision);
    m[a0 + STEP] = 6;
    ww(m, a0 + OB_X, BOSS_FZ_X + 0x170);
    ww(m, a0 + OB_Y, BOSS_FZ_Y + 0x2c);
    m[a0 + OB_HEIGHT] = 0x14;
    return;
  }
  m[a0 + OB_STATUS] &= ~1;
  if (sonicX(s) >= rw(m, a0 + OB_X)) m[a0 + OB_STATUS] |= 1;
  const d4 = solidObject(w, a0, 0x2b, 0x14, 0x14, rw(m, a0 + OB_X));
  let hitFace = m[a0 + HIT_FACE] !== 0;
  if (d4 > 0) {
    // `loc_19F50`: v_random's high word + 7.
    s[G_RANDOM] = (s[G_RANDOM] + 0x70000) | 0;
    if (sonicAnim(s) === ID_ROLL) {
      setSonicVelX(s, m[a0 + OB_STATUS] & 1 ? 0x300 : -0x300);
      if (!hitFace) {
        m[a0 + OB_COL_PROP] = (m[a0 + OB_COL_PROP] - 1) & 0xff;
        m[a0 + HIT_FACE] = 0x64;
        hitFace = true;
      }
    }
  }
  if (hitFace) {
    // `loc_19F88`.
    m[a0 + HIT_FACE] = (m[a0 + HIT_FACE] - 1) & 0xff;
    m[a0 + OB_ANIM] = m[a0 + HIT_FACE] !== 0 ? 3 : 1;
  } else m[a0 + OB_ANIM] = 1;
  animateSprite(m, a0, ANI_SEGG);
}

/** Step 4 (`loc_19FE6`): the launcher goes; back to step 2 once it reports (objoff_32). */
function plasmaStep(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = readWordPointer(m, a0 + PLASMA_PTR);
  if (rsw(m, a0 + CHOICE) < 0) {
    ww(m, a0 + CHOICE, 0);
    if (a1 >= 0) m[a1 + PART_GO] = 0xff;
  }
  if (rw(m, a0 + OUT) !== 0) {
    m[a0 + STEP] -= 2;
    ww(m, a0 + CHOICE, 0xffff);
    ww(m, a0 + OUT, 0);
  }
}

/** Step 6 (`loc_1A02A`). */
function fallOut(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  setWidth(w, a0, 0x30);
  m[a0 + OB_STATUS] |= 1;
  speedToPos(m, a0);
  m[a0 + OB_FRAME] = 6;
  ww(m, a0 + OB_VEL_Y, rw(m, a0 + OB_VEL_Y) + 0x10);
  if (rw(m, a0 + OB_Y) >= BOSS_FZ_Y + 0x8c) {
    ww(m, a0 + OB_Y, BOSS_FZ_Y + 0x8c);
    m[a0 + STEP] += 2;
    setWidth(w, a0, 0x20);
    ww(m, a0 + OB_VEL_X, 0x100);
    ww(m, a0 + OB_VEL_Y, -0x100);
    w.s[W_DLE_ROUTINE] += 2;
  }
  openRightAndSolid(w, a0);
}

/** Step 8 (`loc_1A074`): running right, slower the nearer Sonic is behind. */
function runRight(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_STATUS] |= 1;
  m[a0 + OB_ANIM] = 4;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rw(m, a0 + OB_VEL_Y) + 0x10);
  if (rw(m, a0 + OB_Y) >= BOSS_FZ_Y + 0x93) ww(m, a0 + OB_VEL_Y, -0x40);
  ww(m, a0 + OB_VEL_X, 0x400);
  let d0 = (rw(m, a0 + OB_X) - sonicX(w.s)) & 0xffff;
  if (d0 & 0x8000) ww(m, a0 + OB_VEL_X, 0x500);
  else {
    // `subi.w #$70,d0; bcs` and on: each threshold passed takes speed off.
    let slowed = true;
    for (let i = 0; i < RUN_SLOWDOWN.length; i += 2) {
      if (d0 < RUN_SLOWDOWN[i]) {
        slowed = false;
        break;
      }
      d0 -= RUN_SLOWDOWN[i];
      ww(m, a0 + OB_VEL_X, rw(m, a0 + OB_VEL_X) - RUN_SLOWDOWN[i + 1]);
    }
    if (slowed && d0 >= 0x38) ww(m, a0 + OB_VEL_X, 0);
  }
  if (rw(m, a0 + OB_X) >= BOSS_FZ_X + 0x250) {
    ww(m, a0 + OB_X, BOSS_FZ_X + 0x250);
    ww(m, a0 + OB_VEL_X, 0x240);
    ww(m, a0 + OB_VEL_Y, -0x4c0);
    m[a0 + STEP] += 2;
  }
  animateAndOpen(w, a0);
}

/** Step $A (`loc_1A112`): the jump onto the ship's ledge. */
function jump(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  speedToPos(m, a0);
  if (rw(m, a0 + OB_X) >= BOSS_FZ_X + 0x290) ww(m, a0 + OB_VEL_X, 0);
  ww(m, a0 + OB_VEL_Y, rw(m, a0 + OB_VEL_Y) + 0x34);
  if (rsw(m, a0 + OB_VEL_Y) >= 0 && rw(m, a0 + OB_Y) >= BOSS_FZ_Y + 0x82) {
    ww(m, a0 + OB_Y, BOSS_FZ_Y + 0x82);
    ww(m, a0 + OB_VEL_Y, 0);
  }
  if ((rw(m, a0 + OB_VEL_X) | rw(m, a0 + OB_VEL_Y)) === 0) {
    m[a0 + STEP] += 2;
    ww(m, a0 + OB_VEL_Y, -0x180);
    m[a0 + OB_COL_PROP] = 1;
  }
  animateAndOpen(w, a0);
}

/** Step $C (`loc_1A192`): into the ship, which rises; touchable again above boss_fz_y + $34. */
function boardShip(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  wl(m, a0 + OB_MAP, MAP_EGGMAN);
  m[a0 + OB_ANIM] = 0;
  m[a0 + OB_STATUS] |= 1;
  speedToPos(m, a0);
  if (rw(m, a0 + OB_Y) < BOSS_FZ_Y + 0x34) {
    ww(m, a0 + OB_VEL_X, 0x180);
    ww(m, a0 + OB_VEL_Y, -0x18);
    m[a0 + OB_COL_TYPE] = 0xf;
    m[a0 + STEP] += 2;
  }
  animateAndOpen(w, a0);
}

/** Step $E (`loc_1A1D4` ... `loc_1A248`): flying off; the end of the game's last act. */
function flyAway(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  m[a0 + OB_STATUS] |= 1;
  speedToPos(m, a0);
  let sag = rw(m, a0 + CHOICE) !== 0;
  if (!sag && m[a0 + OB_COL_TYPE] === 0) {
    // Hit: the touch response cleared obColType; $1E frames untouchable.
    ww(m, a0 + CHOICE, 0x1e);
    sag = true;
  }
  if (sag) {
    const t = (rw(m, a0 + CHOICE) - 1) & 0xffff;
    ww(m, a0 + CHOICE, t);
    if (t === 0) {
      if (m[a0 + OB_STATUS] & 0x80) ww(m, a0 + OB_VEL_Y, 0x60);
      else m[a0 + OB_COL_TYPE] = 0xf;
    }
  }
  const sx = (sonicX(s) << 16) >> 16;
  let checkBarrier = true;
  if (sx >= BOSS_FZ_END + 0x90) {
    s[G_LOCK_CTRL] = 1;
    s[G_JPAD2] = 0;
    setSonicInertia(s, 0);
    if (rsw(m, a0 + OB_VEL_Y) >= 0) checkBarrier = false;
    else s[G_JPAD2] = 0x100;
  }
  if (checkBarrier && sx >= BOSS_FZ_END + 0xe0) setSonicX(s, BOSS_FZ_END + 0xe0);
  if (rw(m, a0 + OB_X) >= BOSS_FZ_END + 0x200 && (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    // `move.b #id_Ending,(v_gamemode).w`: the game's last act is over.
    s[W_RESTART] = RESTART_NEXT_ACT;
    w.events |= EV_ACT_END;
    deleteObject(m, a0);
    return;
  }
  animateAndOpen(w, a0);
}

/** `loc_1A15C`: Ani_SEgg, then loc_1A166. */
function animateAndOpen(w: S1ObjectContext, a0: number): void {
  animateSprite(w.m, a0, ANI_SEGG);
  openRightAndSolid(w, a0);
}

/** `loc_1A166` / `loc_1A172`: the right limit opens toward boss_fz_end; solid before step $C. */
function openRightAndSolid(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  if (((s[W_LIMIT_RIGHT] << 16) >> 16) < BOSS_FZ_END) s[W_LIMIT_RIGHT] = ((s[W_LIMIT_RIGHT] + 2) << 16) >> 16;
  if (rsb(m, a0 + STEP) >= 0xc) return;
  solidObject(w, a0, 0x1b, 0x70, 0x71, rw(m, a0 + OB_X));
}

// --- the other parts ------------------------------------------------------------------------

/** `loc_1A2A6`: the parent's status, and its flips in the render bits; DisplaySprite. */
function followStatus(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  if (a1 >= 0) m[a0 + OB_STATUS] = m[a1 + OB_STATUS];
  displayFlipped(w, a0);
}

/** `loc_1A296`: the parent's position, then loc_1A2A6. */
function followParent(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  if (a1 >= 0) {
    ww(m, a0 + OB_X, rw(m, a1 + OB_X));
    ww(m, a0 + OB_Y, rw(m, a1 + OB_Y));
  }
  followStatus(w, a0);
}

/** Whether the parent's slot still holds this object's id (`move.b (a1),d0; cmp.b (a0),d0`). */
function parentAlive(m: Uint8Array, a0: number): number {
  const a1 = parentOf(m, a0);
  return a1 >= 0 && m[a1 + OB_ID] === m[a0 + OB_ID] ? a1 : -1;
}

const showsEggman = (m: Uint8Array, a1: number): boolean => a1 >= 0 && rl(m, a1 + OB_MAP) === MAP_EGGMAN;

/** Routine 4 (`loc_1A38E`): the control panel, gone once Sonic is past it and it is off screen. */
function panel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_FRAME] = 0xb;
  if (sonicX(w.s) >= rw(m, a0 + OB_X) && (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** Routine 6 (`loc_1A346`): the ship's legs; with Eggman aboard they fold up (frames 1, 2, $14 frames each) and go. */
function legs(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_STATUS] |= 1;
  const a1 = parentOf(m, a0);
  if (!showsEggman(m, a1)) {
    followStatus(w, a0);
    return;
  }
  ww(m, a0 + OB_X, rw(m, a1 + OB_X));
  ww(m, a0 + OB_Y, rw(m, a1 + OB_Y));
  if (m[a0 + OB_TIME_FRAME] === 0) m[a0 + OB_TIME_FRAME] = 0x14;
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if (((m[a0 + OB_TIME_FRAME] << 24) >> 24) <= 0) {
    m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + 1) & 0xff;
    if (((m[a0 + OB_FRAME] << 24) >> 24) > 2) {
      deleteObject(m, a0);
      return;
    }
  }
  followParent(w, a0);
}

/** Routine 8 (`loc_1A2C6`): Eggman's face in the ship (panicking while hits remain; defeated, the fleeing Eggmobile with explosions). */
function face(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentAlive(m, a0);
  if (a1 < 0) {
    deleteObject(m, a0);
    return;
  }
  if (!showsEggman(m, a1)) {
    m[a0 + OB_FRAME] = 0xa;
    followStatus(w, a0);
    return;
  }
  m[a0 + OB_ANIM] = 1;
  if (((m[a1 + OB_COL_PROP] << 24) >> 24) > 0) {
    m[a0 + OB_ANIM] = 6;
    wl(m, a0 + OB_MAP, MAP_EGGMAN);
    animateSprite(m, a0, ANI_EGGMAN);
    followParent(w, a0);
    return;
  }
  // `loc_1A312`.
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  bossDefeated(w, a0);
  m[a0 + OB_PRIORITY] = 2;
  m[a0 + OB_ANIM] = 0;
  wl(m, a0 + OB_MAP, MAP_FZ_DAMAGED);
  animateSprite(m, a0, ANI_FZ_EGG);
  followParent(w, a0);
}

/** Routine $A (`loc_1A3AC`): the empty ship, gone once Eggman flies his own (step $C with Map_Eggman). */
function ship(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_FRAME] = 0;
  m[a0 + OB_STATUS] |= 1;
  const a1 = parentOf(m, a0);
  if (a1 >= 0 && m[a1 + STEP] === 0xc && showsEggman(m, a1)) {
    deleteObject(m, a0);
    return;
  }
  followStatus(w, a0);
}

/** Routine $C (`loc_1A264`): the ship's flame, lit from step $C on, the escape flame while it moves. */
function flame(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentAlive(m, a0);
  if (a1 < 0) {
    deleteObject(m, a0);
    return;
  }
  m[a0 + OB_ANIM] = 7;
  if (rsb(m, a1 + STEP) < 0xc) {
    followStatus(w, a0);
    return;
  }
  if (rw(m, a1 + OB_VEL_X) !== 0) m[a0 + OB_ANIM] = 0xb;
  animateSprite(m, a0, ANI_EGGMAN);
  followParent(w, a0);
}
