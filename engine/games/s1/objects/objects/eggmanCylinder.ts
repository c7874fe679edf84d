/**
 * Object $84 — the cylinders Eggman hides in (FZ) (_incObj/84 FZ Eggman's Cylinders.asm:
 * `EggmanCylinder`, `EggmanCylinder_Main`, `loc_1A4CE`, `loc_1A4DC`, `loc_1A4EA`, `loc_1A514`,
 * `loc_1A524`, `loc_1A550`, `loc_1A55C`, `loc_1A57E`, `loc_1A598`, `loc_1A5B4`, `loc_1A5D4`,
 * `loc_1A5E4`, `loc_1A604`, `loc_1A626`, `loc_1A646`, `loc_1A656`).
 *
 * The FZ boss loads four (subtypes 0 and 2 below the floor at boss_fz_x + $80 / $100, boss_fz_y
 * + $110; 4 and 6 above at + $40 / $C0, boss_fz_y - $50, drawn y-flipped). Each is solid ($2B
 * half wide, $60 high) at its base y (objoff_38) plus its 16:16 offset (objoff_3C). When Eggman
 * sets its objoff_29 it comes out (routine 4): the bottom ones up, the top ones down, $8000 a
 * frame plus $28000 once past $10 px, to $A0 px (objoff_29 cleared); the one whose objoff_30 is
 * negative carries Eggman (his y = its y - $A, or + $E for the top ones; his x its x). Then it
 * goes back 2 px a frame (with explosions, 1 px, once Eggman has no hits left) and, home,
 * decrements Eggman's objoff_32 and clears his objoff_30, back in routine 2. Its frame follows
 * how far it is out. Once Sonic is $140 px or more past it and it is off screen it is deleted.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_PROP, OB_FRAME, OB_HEIGHT, OB_MAP, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_WIDTH, OB_X, OB_Y,
  RENDER_ON_SCREEN, rl, rsb, rsw, rw, wl, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { bossDefeated, parentOf } from '../boss.ts';
import { solidObject } from '../solidObject.ts';
import { sonicX } from '../sonic.ts';
import { BOSS_FZ_Y, MAP_EGG_CYL, PART_CARRY, PART_GO } from './bossFinal.ts';
import { BOSS_FZ_X } from '../../act/dynamicLevelEvents.ts';

export { ID_EGGMAN_CYLINDER } from './bossFinal.ts';
/** objoff_38: the base y (a 16:16 long with objoff_3A); objoff_3C: the offset (16:16). */
const BASE = 0x38;
const OFFSET = 0x3c;
/** Eggman's objoff_30 / objoff_32 (the cylinder he rides, the cylinders still out). */
const EGG_CHOICE = 0x30;
const EGG_OUT = 0x32;

/** EggmanCylinder_PosData, by subtype / 2. */
export const POSITIONS: readonly number[] = [
  BOSS_FZ_X + 0x80, BOSS_FZ_Y + 0x110, BOSS_FZ_X + 0x100, BOSS_FZ_Y + 0x110,
  BOSS_FZ_X + 0x40, BOSS_FZ_Y - 0x50, BOSS_FZ_X + 0xc0, BOSS_FZ_Y - 0x50,
];

export function eggmanCylinder(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      cylinderMain(m, a0);
      waiting(w, a0);
      return;
    case 2:
      waiting(w, a0);
      return;
    default:
      if (m[a0 + OB_SUBTYPE] <= 2) fromBelow(w, a0);
      else fromAbove(w, a0);
      place(w, a0);
  }
}

function cylinderMain(m: Uint8Array, a0: number): void {
  // `add.w d0,d0; adda.w d0,a1`: subtype * 2 bytes into the table of (x, y) words.
  const i = m[a0 + OB_SUBTYPE];
  m[a0 + OB_RENDER] = 4 | 0x80 | 0x10;
  wl(m, a0 + OB_MAP, MAP_EGG_CYL);
  ww(m, a0 + OB_X, POSITIONS[i] ?? 0);
  ww(m, a0 + OB_Y, POSITIONS[i + 1] ?? 0);
  ww(m, a0 + BASE, POSITIONS[i + 1] ?? 0);
  m[a0 + OB_HEIGHT] = 0x20;
  m[a0 + OB_WIDTH] = 0x60;
  m[a0 + OB_ACT_WID] = 0x20;
  m[a0 + OB_HEIGHT] = 0x60;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_ROUTINE] += 2;
}

/** Routine 2 (`loc_1A4CE`): home; Eggman's objoff_29 sends it out (routine 4) this same frame. */
function waiting(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (rsb(m, a0 + OB_SUBTYPE) > 2) m[a0 + OB_RENDER] |= 2;
  wl(m, a0 + OFFSET, 0);
  if (m[a0 + PART_GO] !== 0) m[a0 + OB_ROUTINE] += 2;
  place(w, a0);
}

/** `loc_1A4EA` onwards: y = base + offset (carrying Eggman), solid, the frame, the range check, DisplaySprite. */
function place(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const d1 = ((rl(m, a0 + BASE) + rl(m, a0 + OFFSET)) | 0) >>> 16;
  ww(m, a0 + OB_Y, d1);
  if (m[a0 + OB_ROUTINE] === 4 && rsw(m, a0 + PART_CARRY) < 0) {
    const a1 = parentOf(m, a0);
    if (a1 >= 0) {
      ww(m, a1 + OB_Y, d1 + (rsb(m, a0 + OB_SUBTYPE) > 2 ? 0xe : -0xa));
      ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    }
  }
  solidObject(w, a0, 0x2b, 0x60, 0x61, rw(m, a0 + OB_X));
  let d0 = 0;
  let out = rsw(m, a0 + OFFSET);
  if (out >= 0) {
    out -= 0x27;
    if (out >= 0) d0 = 1 + (out >> 4);
  } else {
    out = (-out & 0xffff) - 8;
    if (out >= 0) d0 = 1 + (((out << 16) >> 16) >> 4);
  }
  m[a0 + OB_FRAME] = d0 & 0xff;
  const dx = (sonicX(w.s) - rw(m, a0 + OB_X)) << 16 >> 16;
  if (dx >= 0 && dx - 0x140 >= 0 && (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** Back home: Eggman learns one cylinder fewer is out (objoff_32 - 1, objoff_30 0). */
function home(m: Uint8Array, a0: number): void {
  wl(m, a0 + OFFSET, 0);
  const a1 = parentOf(m, a0);
  if (a1 >= 0) {
    ww(m, a1 + EGG_OUT, rw(m, a1 + EGG_OUT) - 1);
    ww(m, a1 + EGG_CHOICE, 0);
  }
  m[a0 + OB_ROUTINE] -= 2;
}

function eggmanBeaten(m: Uint8Array, a0: number): boolean {
  const a1 = parentOf(m, a0);
  return a1 >= 0 && m[a1 + OB_COL_PROP] === 0;
}

/** `loc_1A598` (subtypes 0 and 2): up out of the floor, then back down. */
function fromBelow(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + PART_GO] !== 0) {
    if (rsw(m, a0 + OFFSET) < -0x10) wl(m, a0 + OFFSET, rl(m, a0 + OFFSET) - 0x28000);
    wl(m, a0 + OFFSET, rl(m, a0 + OFFSET) - 0x8000);
    if (rsw(m, a0 + OFFSET) > -0xa0) return;
    ww(m, a0 + OFFSET + 2, 0);
    ww(m, a0 + OFFSET, -0xa0);
    m[a0 + PART_GO] = 0;
    return;
  }
  if (eggmanBeaten(m, a0)) {
    bossDefeated(w, a0);
    wl(m, a0 + OFFSET, rl(m, a0 + OFFSET) - 0x10000);
  }
  const before = rl(m, a0 + OFFSET) >>> 0;
  const after = (before + 0x20000) >>> 0;
  wl(m, a0 + OFFSET, after);
  // `bcc`: no carry out of bit 31 → not home yet.
  if (after >= before) return;
  home(m, a0);
}

/** `loc_1A604` (subtypes 4 and 6): down out of the ceiling, then back up. */
function fromAbove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] |= 2;
  if (m[a0 + PART_GO] !== 0) {
    if (rsw(m, a0 + OFFSET) >= 0x10) wl(m, a0 + OFFSET, rl(m, a0 + OFFSET) + 0x28000);
    wl(m, a0 + OFFSET, rl(m, a0 + OFFSET) + 0x8000);
    if (rsw(m, a0 + OFFSET) < 0xa0) return;
    ww(m, a0 + OFFSET + 2, 0);
    ww(m, a0 + OFFSET, 0xa0);
    m[a0 + PART_GO] = 0;
    return;
  }
  if (eggmanBeaten(m, a0)) {
    bossDefeated(w, a0);
    wl(m, a0 + OFFSET, rl(m, a0 + OFFSET) + 0x10000);
  }
  const before = rl(m, a0 + OFFSET) >>> 0;
  wl(m, a0 + OFFSET, before - 0x20000);
  // `bcc`: no borrow → not home yet.
  if (before >= 0x20000) return;
  home(m, a0);
}
