/**
 * Sonic 1 `DynamicLevelEvents` (_inc/DynamicLevelEvents.asm): per act, as the camera moves, the
 * bottom limit's target changes, boss arenas lock the screen and the left limit follows the
 * camera, the Marble 1 top limit opens and closes; then the bottom limit eases toward its
 * target. Runs from `DeformLayers`, after the camera has moved, only while the player is alive.
 *
 * Boss and cut-scene objects that the events load (`FindFreeObj` + an object id) go through
 * `spawn`, which reports whether a slot was free: the event's progress depends on it.
 *
 * Units: pixels; comparisons are the game's unsigned word compares (`blo`/`bhs`).
 */
import { C_X, C_Y, P_STATUS, P_Y, ST_AIR, W_DLE_ROUTINE, W_LAYOUT_PATCH, W_LIMIT_BOTTOM, W_LIMIT_BOTTOM_TARGET, W_LIMIT_LEFT, W_LIMIT_MOVED, W_LIMIT_TOP, W_LOCK_SCREEN, W_PLAYER_CTRL, W_RESTART, RESTART_NEXT_ACT } from '../../../state/layout.ts';
import { switchByte } from './switches.ts';
import { EV_ACT_END } from '../../../state/events.ts';
import type { ActRules } from './actRules.ts';
import { addPLC } from '../objects/artQueue.ts';
import { ZONE_GHZ, ZONE_LZ, ZONE_MZ, ZONE_SBZ, ZONE_SLZ, ZONE_SYZ } from './actRules.ts';

/** Object ids the events load (_inc/Object Pointers.asm). */
export const ID_BOSS_GREEN_HILL = 0x3d;
export const ID_BOSS_MARBLE = 0x73;
export const ID_BOSS_SPRING_YARD = 0x75;
export const ID_BOSS_BLOCK = 0x76;
export const ID_BOSS_LABYRINTH = 0x77;
export const ID_BOSS_STAR_LIGHT = 0x7a;
export const ID_SCRAP_EGGMAN = 0x82;
export const ID_FALSE_FLOOR = 0x83;
export const ID_BOSS_FINAL = 0x85;

/** Boss arena positions (Constants.asm boss_*). */
export const BOSS_GHZ_X = 0x2960;
export const BOSS_GHZ_Y = 0x300;
export const BOSS_LZ_X = 0x1de0;
export const BOSS_LZ_Y = 0xc0;
export const BOSS_MZ_X = 0x1800;
export const BOSS_MZ_Y = 0x210;
export const BOSS_SLZ_X = 0x2000;
export const BOSS_SLZ_Y = 0x210;
export const BOSS_SYZ_X = 0x2c00;
export const BOSS_SYZ_Y = 0x4cc;
export const BOSS_SBZ2_X = 0x2050;
export const BOSS_SBZ2_Y = 0x510;
export const BOSS_FZ_X = 0x2450;


export interface DleHost {
  readonly s: Int32Array;
  readonly rules: ActRules;
  /** Loads an object into a free slot (`FindFreeObj`); false when none is free. */
  spawn(id: number, x: number, y: number): boolean;
}

/** Runs the act's events and the bottom limit's easing; returns the frame's event bits (EV_ACT_END). */
export function dynamicLevelEvents(h: DleHost): number {
  const events = zoneEvents(h, h.rules.revision);
  easeBottomLimit(h.s);
  return events;
}

/**
 * The bottom limit moves toward its target 2 px a frame; 8 px going down while the camera is
 * within 8 px of the limit and the player is in the air. Going up from a camera below the new
 * target, the limit first jumps to the camera (rounded down to even).
 */
function easeBottomLimit(s: Int32Array): void {
  const target = s[W_LIMIT_BOTTOM_TARGET] & 0xffff;
  const current = s[W_LIMIT_BOTTOM] & 0xffff;
  if (target === current) return;
  let d = 2;
  if (target < current) {
    d = -2;
    const camY = s[C_Y] & 0xffff;
    if (camY > target) s[W_LIMIT_BOTTOM] = camY & 0xfffe;
  } else if (((s[C_Y] + 8) & 0xffff) >= current && (s[P_STATUS] & ST_AIR) !== 0) d = 8;
  s[W_LIMIT_BOTTOM] = signed16(s[W_LIMIT_BOTTOM] + d);
  s[W_LIMIT_MOVED] = 1;
}

function zoneEvents(h: DleHost, revision: number): number {
  const act = h.rules.act;
  switch (h.rules.zone) {
    case ZONE_GHZ:
      if (act === 0) ghz1(h.s);
      else if (act === 1) ghz2(h.s);
      else ghz3(h);
      return 0;
    case ZONE_LZ:
      if (act === 2) lz3(h);
      else if (act === 3) return sbz3(h);
      return 0;
    case ZONE_MZ:
      if (act === 0) mz1(h.s, revision);
      else if (act === 1) mz2(h.s);
      else mz3(h);
      return 0;
    case ZONE_SLZ:
      if (act === 2) slz3(h);
      return 0;
    case ZONE_SYZ:
      if (act === 1) syz2(h.s);
      else if (act === 2) syz3(h);
      return 0;
    case ZONE_SBZ:
      if (act === 0) sbz1(h.s);
      else if (act === 1) sbz2(h);
      else fz(h);
      return 0;
  }
  return 0;
}

const camX = (s: Int32Array): number => s[C_X] & 0xffff;
const camY = (s: Int32Array): number => s[C_Y] & 0xffff;
const advance = (s: Int32Array): void => {
  s[W_DLE_ROUTINE] += 2;
};

function ghz1(s: Int32Array): void {
  s[W_LIMIT_BOTTOM_TARGET] = 0x300;
  if (camX(s) >= 0x1780) s[W_LIMIT_BOTTOM_TARGET] = 0x400;
}

function ghz2(s: Int32Array): void {
  s[W_LIMIT_BOTTOM_TARGET] = 0x300;
  if (camX(s) < 0xed0) return;
  s[W_LIMIT_BOTTOM_TARGET] = 0x200;
  if (camX(s) < 0x1600) return;
  s[W_LIMIT_BOTTOM_TARGET] = 0x400;
  if (camX(s) < 0x1d60) return;
  s[W_LIMIT_BOTTOM_TARGET] = 0x300;
}

function ghz3(h: DleHost): void {
  const s = h.s;
  switch (s[W_DLE_ROUTINE]) {
    case 0: {
      s[W_LIMIT_BOTTOM_TARGET] = 0x300;
      if (camX(s) < 0x380) return;
      s[W_LIMIT_BOTTOM_TARGET] = 0x310;
      if (camX(s) < 0x960) return;
      if (camY(s) >= 0x280) {
        s[W_LIMIT_BOTTOM_TARGET] = 0x400;
        if (camX(s) < 0x1380) {
          s[W_LIMIT_BOTTOM_TARGET] = 0x4c0;
          s[W_LIMIT_BOTTOM] = 0x4c0;
        }
        if (camX(s) < 0x1700) return;
      }
      s[W_LIMIT_BOTTOM_TARGET] = BOSS_GHZ_Y;
      advance(s);
      return;
    }
    case 2: {
      if (camX(s) < 0x960) s[W_DLE_ROUTINE] -= 2;
      if (camX(s) < BOSS_GHZ_X) return;
      h.spawn(ID_BOSS_GREEN_HILL, BOSS_GHZ_X + 0x100, BOSS_GHZ_Y - 0x80);
      lockScreen(s);
      advance(s);
      queueBossArt(h);
      return;
    }
    default:
      s[W_LIMIT_LEFT] = camX(s);
  }
}

/** Each act 3's boss event ends `moveq #plcid_Boss,d0` / `bra.w AddPLC` (DLE_GHZ3boss ...). */
function queueBossArt(h: DleHost): void {
  addPLC(h.s, h.rules.artQueues.boss ?? []);
}

function lz3(h: DleHost): void {
  const s = h.s;
  // Switch $F, once pressed, puts chunk 7 into the layout (v_lvllayout+$80*2+6).
  if (switchByte(s, 0xf) !== 0) s[W_LAYOUT_PATCH] = 7;
  if (s[W_DLE_ROUTINE] !== 0) return;
  if (camX(s) < BOSS_LZ_X - 0x140) return;
  if (camY(s) >= BOSS_LZ_Y + 0x540) return;
  h.spawn(ID_BOSS_LABYRINTH, 0, 0);
  lockScreen(s);
  advance(s);
  queueBossArt(h);
}

function sbz3(h: DleHost): number {
  const s = h.s;
  if (camX(s) < 0xd00) return 0;
  if ((s[P_Y] >> 8 & 0xffff) >= 0x18) return 0;
  // Reaching the top ends SBZ3 into the Final Zone, with the controls locked.
  s[W_RESTART] = RESTART_NEXT_ACT;
  s[W_PLAYER_CTRL] |= 1;
  return EV_ACT_END;
}

function mz1(s: Int32Array, revision: number): void {
  switch (s[W_DLE_ROUTINE]) {
    case 0:
      s[W_LIMIT_BOTTOM_TARGET] = 0x1d0;
      if (camX(s) < 0x700) return;
      s[W_LIMIT_BOTTOM_TARGET] = 0x220;
      if (camX(s) < 0xd00) return;
      s[W_LIMIT_BOTTOM_TARGET] = 0x340;
      if (camY(s) < 0x340) return;
      advance(s);
      return;
    case 2:
      if (camY(s) < 0x340) {
        s[W_DLE_ROUTINE] -= 2;
        return;
      }
      s[W_LIMIT_TOP] = 0;
      if (camX(s) >= 0xe00) return;
      s[W_LIMIT_TOP] = 0x340;
      s[W_LIMIT_BOTTOM_TARGET] = 0x340;
      if (camX(s) >= 0xa90) return;
      s[W_LIMIT_BOTTOM_TARGET] = 0x500;
      if (camY(s) < 0x370) return;
      advance(s);
      return;
    case 4:
      if (camY(s) < 0x370) {
        s[W_DLE_ROUTINE] -= 2;
        return;
      }
      if (camY(s) < 0x500) return;
      if (revision !== 0 && camX(s) < 0xb80) return;
      s[W_LIMIT_TOP] = 0x500;
      advance(s);
      return;
    default:
      if (revision !== 0) {
        if (camX(s) < 0xb80) {
          if ((s[W_LIMIT_TOP] & 0xffff) !== 0x340) s[W_LIMIT_TOP] -= 2;
          return;
        }
        if ((s[W_LIMIT_TOP] & 0xffff) !== 0x500) {
          if (camY(s) < 0x500) return;
          s[W_LIMIT_TOP] = 0x500;
        }
      }
      if (camX(s) < 0xe70) return;
      s[W_LIMIT_TOP] = 0;
      s[W_LIMIT_BOTTOM_TARGET] = 0x500;
      if (camX(s) < 0x1430) return;
      s[W_LIMIT_BOTTOM_TARGET] = 0x210;
  }
}

function mz2(s: Int32Array): void {
  s[W_LIMIT_BOTTOM_TARGET] = 0x520;
  if (camX(s) >= 0x1700) s[W_LIMIT_BOTTOM_TARGET] = 0x200;
}

function mz3(h: DleHost): void {
  const s = h.s;
  if (s[W_DLE_ROUTINE] === 0) {
    s[W_LIMIT_BOTTOM_TARGET] = 0x720;
    if (camX(s) < BOSS_MZ_X - 0x2a0) return;
    s[W_LIMIT_BOTTOM_TARGET] = BOSS_MZ_Y;
    if (camX(s) < BOSS_MZ_X - 0x10) return;
    h.spawn(ID_BOSS_MARBLE, BOSS_MZ_X + 0x1f0, BOSS_MZ_Y + 0x1c);
    lockScreen(s);
    advance(s);
    queueBossArt(h);
    return;
  }
  s[W_LIMIT_LEFT] = camX(s);
}

function slz3(h: DleHost): void {
  const s = h.s;
  switch (s[W_DLE_ROUTINE]) {
    case 0:
      if (camX(s) < BOSS_SLZ_X - 0x190) return;
      s[W_LIMIT_BOTTOM_TARGET] = BOSS_SLZ_Y;
      advance(s);
      return;
    case 2:
      if (camX(s) < BOSS_SLZ_X) return;
      h.spawn(ID_BOSS_STAR_LIGHT, 0, 0);
      lockScreen(s);
      advance(s);
      queueBossArt(h);
      return;
    default:
      s[W_LIMIT_LEFT] = camX(s);
  }
}

function syz2(s: Int32Array): void {
  s[W_LIMIT_BOTTOM_TARGET] = 0x520;
  if (camX(s) < 0x25a0) return;
  s[W_LIMIT_BOTTOM_TARGET] = 0x420;
  if ((s[P_Y] >> 8 & 0xffff) < 0x4d0) return;
  s[W_LIMIT_BOTTOM_TARGET] = 0x520;
}

function syz3(h: DleHost): void {
  const s = h.s;
  switch (s[W_DLE_ROUTINE]) {
    case 0:
      if (camX(s) < BOSS_SYZ_X - 0x140) return;
      if (!h.spawn(ID_BOSS_BLOCK, 0, 0)) return;
      advance(s);
      return;
    case 2:
      if (camX(s) < BOSS_SYZ_X) return;
      s[W_LIMIT_BOTTOM_TARGET] = BOSS_SYZ_Y;
      // The routine advances only when the boss got a slot; the screen locks and the art is
      // queued either way (again each frame until it gets one).
      if (h.spawn(ID_BOSS_SPRING_YARD, 0, 0)) advance(s);
      lockScreen(s);
      queueBossArt(h);
      return;
    default:
      s[W_LIMIT_LEFT] = camX(s);
  }
}

function sbz1(s: Int32Array): void {
  s[W_LIMIT_BOTTOM_TARGET] = 0x720;
  if (camX(s) < 0x1880) return;
  s[W_LIMIT_BOTTOM_TARGET] = 0x620;
  if (camX(s) < 0x2000) return;
  s[W_LIMIT_BOTTOM_TARGET] = 0x2a0;
}

function sbz2(h: DleHost): void {
  const s = h.s;
  switch (s[W_DLE_ROUTINE]) {
    case 0:
      s[W_LIMIT_BOTTOM_TARGET] = 0x800;
      if (camX(s) < 0x1800) return;
      s[W_LIMIT_BOTTOM_TARGET] = BOSS_SBZ2_Y;
      if (camX(s) < 0x1e00) return;
      advance(s);
      return;
    case 2:
      if (camX(s) < BOSS_SBZ2_X - 0x1a0) return;
      if (!h.spawn(ID_FALSE_FLOOR, 0, 0)) return;
      advance(s);
      // DLE_SBZ2boss: `moveq #plcid_EggmanSBZ2,d0` / `bra.w AddPLC`.
      addPLC(s, h.rules.artQueues.eggmanSbz2 ?? []);
      return;
    case 4:
      if (camX(s) >= BOSS_SBZ2_X - 0xf0) {
        if (h.spawn(ID_SCRAP_EGGMAN, 0, 0)) advance(s);
        lockScreen(s);
      }
      s[W_LIMIT_LEFT] = camX(s);
      return;
    default:
      if (camX(s) >= BOSS_SBZ2_X) return;
      s[W_LIMIT_LEFT] = camX(s);
  }
}

function fz(h: DleHost): void {
  const s = h.s;
  switch (s[W_DLE_ROUTINE]) {
    case 0:
      if (camX(s) >= BOSS_FZ_X - 0x308) {
        advance(s);
        addPLC(s, h.rules.artQueues.fzBoss);
      }
      break;
    case 2:
      if (camX(s) >= BOSS_FZ_X - 0x150 && h.spawn(ID_BOSS_FINAL, 0, 0)) {
        advance(s);
        lockScreen(s);
      }
      break;
    case 4:
      if (camX(s) >= BOSS_FZ_X) advance(s);
      break;
    case 6:
      return;
    default:
      break;
  }
  s[W_LIMIT_LEFT] = camX(s);
}

function lockScreen(s: Int32Array): void {
  s[W_LOCK_SCREEN] = 1;
}

function signed16(v: number): number {
  return (v << 16) >> 16;
}
