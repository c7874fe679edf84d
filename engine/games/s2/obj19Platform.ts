/**
 * Obj19, the platforms of Chemical Plant (and Oil Ocean, Wing Fortress: the same object) that
 * move by the global oscillators (s2.asm `Obj19`: Obj19_Init, Obj19_Main, Obj19_Move and its
 * Obj19_MoveTypes, then PlatformObject). Units: pixels (words); y speed in subpixels a frame.
 *
 * - Init: width_pixels and mapping_frame from Obj19_SubtypeProperties by subtype bits 4-5 (read
 *   from the checkout), the start in objoff_30 / objoff_32, the subtype cut to its move type (bits
 *   0-3); types 7, and 3 when x-flipped, start $C0 px higher. Then Main in the same frame.
 * - Main: the move, then PlatformObject (half width width_pixels, the top $11 above y, the players
 *   carried by its x change); out of range (objoff_30's chunk $280 px right of the coarse camera,
 *   or left of it) it is deleted (its respawn entry left set, as the game leaves it).
 * - The moves (by type): 0 and 1 back and forth across x by oscillator 2 ($40 px) or 3 ($60); 2 up
 *   and down by oscillator 7 ($80); 3 waits to be stood on, then is 4: falls back up to $60 px above
 *   its start (ObjectMove, y speed +-8 a frame towards that line) until its speed is 0, then stops
 *   (5); 6 and 7 swing about that line for ever; 8 to $F circle by oscillators 14 and 15 (x-flipped
 *   oscillator reading: `neg`, subtype bits 0 and 1 swap and mirror the axes).
 */
import { oscillatingByte } from './s2Oscillate.ts';
import { markChunkGone, OB_RENDER_FLAGS, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_WIDTH_PIXELS, OB_X, OB_Y, rw, ww, type S2ObjectHost } from './s2Objects.ts';
import { platformObject, STANDING_MASK } from './s2Platform.ts';

/** objoff_30 / objoff_32: the start's x and y. */
export const PLATFORM_X0 = 0x30;
export const PLATFORM_Y0 = 0x32;
const OB_MAPPING_FRAME = 0x1a;
const OB_Y_VEL = 0x12;
const OB_X_VEL = 0x10;
const STATUS_X_FLIP = 0x01;
const RENDER_LEVEL_FG = 0x04;

const w16 = (v: number): number => v & 0xffff;
const s16 = (v: number): number => (v << 16) >> 16;
const s8 = (v: number): number => (v << 24) >> 24;

export function obj19(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  if (m[a0 + OB_ROUTINE] === 0) init(h, a0);
  const x = rw(m, a0 + OB_X);
  move(h, a0);
  platformObject(h, a0, m[a0 + OB_WIDTH_PIXELS], 0x11, x);
  markChunkGone(h, a0, rw(m, a0 + PLATFORM_X0), false);
}

function init(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  m[a0 + OB_ROUTINE] = 2;
  m[a0 + OB_RENDER_FLAGS] = RENDER_LEVEL_FG;
  const props = h.data.platformProperties!;
  const k = (m[a0 + OB_SUBTYPE] >> 3) & 0x1e;
  m[a0 + OB_WIDTH_PIXELS] = props[k] ?? 0;
  m[a0 + OB_MAPPING_FRAME] = props[k + 1] ?? 0;
  ww(m, a0 + PLATFORM_X0, rw(m, a0 + OB_X));
  ww(m, a0 + PLATFORM_Y0, rw(m, a0 + OB_Y));
  const type = m[a0 + OB_SUBTYPE] & 0xf;
  m[a0 + OB_SUBTYPE] = type;
  if ((type === 3 && (m[a0 + OB_STATUS] & STATUS_X_FLIP) !== 0) || type === 7) ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) - 0xc0);
}

/** Obj19_Move: the subtype's move type. */
function move(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const type = m[a0 + OB_SUBTYPE] & 0xf;
  const flipped = (m[a0 + OB_STATUS] & STATUS_X_FLIP) !== 0;
  switch (type) {
    case 0:
    case 1: {
      // Obj19_MoveRoutine1 / 2 (and _Part2).
      let d0 = oscillatingByte(h.g, h.base, type === 0 ? 8 : 0xc);
      const d1 = type === 0 ? 0x40 : 0x60;
      if (flipped) d0 = w16(-d0 + d1);
      ww(m, a0 + OB_X, rw(m, a0 + PLATFORM_X0) - d0);
      return;
    }
    case 2: {
      let d0 = oscillatingByte(h.g, h.base, 0x1c);
      if (flipped) d0 = w16(-d0 + 0x80);
      ww(m, a0 + OB_Y, rw(m, a0 + PLATFORM_Y0) - d0);
      return;
    }
    case 3:
      if ((m[a0 + OB_STATUS] & STANDING_MASK) !== 0) m[a0 + OB_SUBTYPE] = (m[a0 + OB_SUBTYPE] + 1) & 0xff;
      return;
    case 4:
    case 6:
    case 7: {
      objectMove(m, a0);
      const d0 = w16(rw(m, a0 + PLATFORM_Y0) - 0x60);
      const d1 = d0 >= rw(m, a0 + OB_Y) ? 8 : -8;
      const v = w16(rw(m, a0 + OB_Y_VEL) + d1);
      ww(m, a0 + OB_Y_VEL, v);
      if (type === 4 && v === 0) m[a0 + OB_SUBTYPE] = (m[a0 + OB_SUBTYPE] + 1) & 0xff;
      return;
    }
    case 5:
      return;
    default: {
      // Obj19_MoveRoutine7 (8 to $B) and 8 ($C to $F); d0 is the type doubled.
      const d0 = type * 2;
      let d1 = s8(oscillatingByte(h.g, h.base, 0x38) - 0x40);
      let d2 = s8(oscillatingByte(h.g, h.base, 0x3c) - 0x40);
      if ((d0 & 4) !== 0) {
        d1 = -d1;
        d2 = -d2;
      }
      if ((d0 & 2) !== 0) {
        const t = -d1;
        d1 = d2;
        d2 = t;
      }
      if (type >= 0xc) d1 = -d1;
      ww(m, a0 + OB_X, rw(m, a0 + PLATFORM_X0) + d1);
      ww(m, a0 + OB_Y, rw(m, a0 + PLATFORM_Y0) + d2);
    }
  }
}

/** ObjectMove: the position longs (pixel word, subpixel word) plus the speeds << 8 (`ext.l`, `asl.l #8`). */
function objectMove(m: Uint8Array, a0: number): void {
  const x = (((rw(m, a0 + OB_X) << 16) | rw(m, a0 + OB_X + 2)) + (s16(rw(m, a0 + OB_X_VEL)) << 8)) | 0;
  ww(m, a0 + OB_X, x >>> 16);
  ww(m, a0 + OB_X + 2, x & 0xffff);
  const y = (((rw(m, a0 + OB_Y) << 16) | rw(m, a0 + OB_Y + 2)) + (s16(rw(m, a0 + OB_Y_VEL)) << 8)) | 0;
  ww(m, a0 + OB_Y, y >>> 16);
  ww(m, a0 + OB_Y + 2, y & 0xffff);
}
