/**
 * Labyrinth water (Sonic 1 `LZWaterFeatures`, _inc/LZWaterFeatures.asm; Labyrinth acts 1-3 and
 * Scrap Brain 3, the game's Labyrinth act 4). Runs first in each frame, before the objects:
 * - while the player is alive: the wind tunnels (labyrinthWindTunnels.ts), the water slides
 *   (labyrinthSlides.ts) and the act's water events (`LZDynamicWater`): where the water is heading
 *   as the camera and the player move, the surface moving there 1 px a frame;
 * - always: the surface the player meets is the level plus half the high byte of oscillator 0
 *   (the sway).
 * Pixels, unsigned word compares.
 */
import {
  C_X, P_Y, W_WATER, W_WATER_LEVEL, W_WATER_ROUTINE, W_WATER_SPEED, W_WATER_TARGET, W_WATER_Y,
} from '../../../state/layout.ts';
import { oscillatorByte } from './oscillators.ts';
import { setSwitchByte } from './switches.ts';

/** WaterHeight: the water's level when the act starts, per Labyrinth act (4 = SBZ3). */
export const WATER_START = [0xb8, 0x328, 0x900, 0x228] as const;

/** LZ3's water event rewrites this layout byte (row 2, column 6) to chunk $4B; DLE_LZ3's switch to 7. */
export const LZ3_PATCH_INDEX = 0x80 * 2 + 6;

/** The water at the act's start (Level_ClrRam's LZ branch): level, target and surface at the start height. */
export function startWater(s: Int32Array, act: number): void {
  const h = WATER_START[act];
  s[W_WATER_Y] = h;
  s[W_WATER_LEVEL] = h;
  s[W_WATER_TARGET] = h;
  s[W_WATER_ROUTINE] = 0;
  s[W_WATER_SPEED] = 1;
  // Sonic_Water runs in Labyrinth only (`cmpi.b #id_LZ,(v_zone)`): the level has water.
  s[W_WATER] = 1;
}

/**
 * `LZDynamicWater`: the act's event sets the target (and sometimes the level at once), then the
 * level moves toward the target by the water speed. Returns a layout patch (the new chunk id for
 * LZ3_PATCH_INDEX) when LZ3's event rewrites the layout, else 0.
 */
export function dynamicWater(s: Int32Array, act: number): number {
  let patch = 0;
  if (act === 0) lz1(s);
  else if (act === 1) lz2(s);
  else if (act === 2) patch = lz3(s);
  else sbz3(s);
  const target = s[W_WATER_TARGET] & 0xffff;
  const level = s[W_WATER_LEVEL] & 0xffff;
  if (target !== level) {
    const d = target > level ? s[W_WATER_SPEED] : -s[W_WATER_SPEED];
    s[W_WATER_LEVEL] = (level + d) & 0xffff;
  }
  return patch;
}

/** `.setheight`: the surface is the level plus half of oscillator 0's high byte. */
export function swayWater(s: Int32Array): void {
  s[W_WATER_Y] = ((oscillatorByte(s, 0) >>> 1) + s[W_WATER_LEVEL]) & 0xffff;
}

const camX = (s: Int32Array): number => s[C_X] & 0xffff;
const playerY = (s: Int32Array): number => (s[P_Y] >> 8) & 0xffff;

function lz1(s: Int32Array): void {
  const x = camX(s);
  const routine = s[W_WATER_ROUTINE];
  if (routine !== 0) {
    if (routine === 1 && playerY(s) < 0x2e0) {
      let d1 = 0x3a8;
      if (x >= 0x1300) {
        d1 = 0x108;
        s[W_WATER_ROUTINE] = 2;
      }
      s[W_WATER_TARGET] = d1;
    }
    return;
  }
  let d1 = 0xb8;
  if (x >= 0x600) {
    d1 = 0x108;
    if (playerY(s) < 0x200) {
      if (x >= 0xc80) {
        d1 = 0xe8;
        if (x >= 0x1500) d1 = 0x108;
      }
    } else if (x >= 0xc00) {
      d1 = 0x318;
      if (x >= 0x1080) {
        setSwitchByte(s, 5, 0x80);
        d1 = 0x5c8;
        if (x >= 0x1380) {
          d1 = 0x3a8;
          if (d1 === (s[W_WATER_LEVEL] & 0xffff)) s[W_WATER_ROUTINE] = 1;
        }
      }
    }
  }
  s[W_WATER_TARGET] = d1;
}

function lz2(s: Int32Array): void {
  const x = camX(s);
  let d1 = 0x328;
  if (x >= 0x500) {
    d1 = 0x3c8;
    if (x >= 0xb00) d1 = 0x428;
  }
  s[W_WATER_TARGET] = d1;
}

function lz3(s: Int32Array): number {
  const x = camX(s);
  switch (s[W_WATER_ROUTINE]) {
    case 0: {
      let d1 = 0x900;
      let patch = 0;
      if (x >= 0x600 && playerY(s) >= 0x3c0 && playerY(s) < 0x600) {
        d1 = 0x4c8;
        patch = 0x4b;
        s[W_WATER_ROUTINE] = 1;
      }
      s[W_WATER_TARGET] = d1;
      s[W_WATER_LEVEL] = d1; // at once
      return patch;
    }
    case 1: {
      let d1 = 0x4c8;
      if (x >= 0x770) {
        d1 = 0x308;
        if (x >= 0x1400) {
          const y = playerY(s);
          if ((s[W_WATER_TARGET] & 0xffff) === 0x508 || y >= 0x600 || y < 0x280) {
            d1 = 0x508;
            s[W_WATER_LEVEL] = d1;
            if (x >= 0x1770) s[W_WATER_ROUTINE] = 2;
          }
        }
      }
      s[W_WATER_TARGET] = d1;
      return 0;
    }
    case 2: {
      let d1 = 0x508;
      if (x >= 0x1860) {
        d1 = 0x188;
        if (x >= 0x1af0 || d1 === (s[W_WATER_LEVEL] & 0xffff)) s[W_WATER_ROUTINE] = 3;
      }
      s[W_WATER_TARGET] = d1;
      return 0;
    }
    case 3: {
      let d1 = 0x188;
      if (x >= 0x1af0) {
        d1 = 0x900;
        if (x >= 0x1bc0) {
          s[W_WATER_ROUTINE] = 4;
          s[W_WATER_TARGET] = 0x608;
          s[W_WATER_LEVEL] = 0x7c0;
          setSwitchByte(s, 8, 1);
          return 0;
        }
      }
      s[W_WATER_TARGET] = d1;
      s[W_WATER_LEVEL] = d1;
      return 0;
    }
    default:
      if (x >= 0x1e00) s[W_WATER_TARGET] = 0x128;
      return 0;
  }
}

function sbz3(s: Int32Array): void {
  s[W_WATER_TARGET] = camX(s) >= 0xf00 ? 0x4c8 : 0x228;
}

