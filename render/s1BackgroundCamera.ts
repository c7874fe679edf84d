/**
 * Sonic 1's background camera (REV01), as BgScrollSpeed starts it and DeformLayers moves it
 * (`_inc/LevelSizeLoad & BgScrollSpeed (JP1).asm`, `_inc/DeformLayers (JP1).asm`), derived
 * outside the engine's state from what the engine has each frame: the camera (v_screenposx/y),
 * the camera the act started with, and the level frame counter.
 *
 * Why no per-frame tracking is needed: every Deform_* routine adds `v_scrshiftx/y` times a
 * constant to its 16.16 positions (BGScroll_Block1..3, BGScroll_XY, Bg_Scroll_Y,
 * BGScroll_YRelative), and `v_scrshiftx/y` is the camera's move that frame times 256 (SH_SetScreen's
 * `asl.w #8`, ScrollVertical's `ror.l #8`: its fraction is always 0). So after any frames a
 * position is its start plus (camera - start camera) * 256 * the constant, exactly, in 32 bits;
 * MZ's y is absolute (BGScroll_YAbsolute), GHZ's clouds and LZ's v_lz_deform count frames. Seeking
 * to any frame is therefore exact from the camera alone. Exact for every act but where the
 * camera wraps vertically (LZ3, SBZ2: ScrollVertical's `subi.w #$800` and `andi.w #$3FF` of
 * v_bgscreenposy), for an act started at a lamppost (Lamp_LoadInfo's saved positions), and
 * after a camera jump of 128 pixels or more in one frame (the word `asl.w #8` overflows); none
 * of these are reproduced.
 *
 * The per-line horizontal scroll table (v_hscrolltablebuffer: a long a line, foreground word
 * then background word, both the negated scroll as the VDP takes it) is built as the routines
 * build it, with the 68000's `divs.w` (a quotient that overflows leaves the register as it was).
 */
import type { S1BackgroundTables } from './s1BackgroundTables.ts';
import { ZONE_ENDING, ZONE_GHZ, ZONE_LZ, ZONE_MZ, ZONE_SBZ, ZONE_SLZ, ZONE_SYZ } from '../engine/games/s1/act/actRules.ts';

export const SCREEN_LINES = 224;

export interface S1CameraInput {
  /** v_zone, v_act. */
  readonly zone: number;
  readonly act: number;
  /** The camera LevelSizeLoad set (SetScreen), which BgScrollSpeed starts the background from. */
  readonly startX: number;
  readonly startY: number;
  /** The camera now (v_screenposx/y). */
  readonly x: number;
  readonly y: number;
  /**
   * v_framecount after whole Level_MainLoop passes (the engine's W_LEVEL_FRAME) — while Sonic
   * lives; after he dies DeformLayers stops, so the last frame it ran. What it counts, as measured
   * on the real game: GHZ's clouds (v_bgscroll_buffer) have moved max(1, frame) times (1 from
   * Level_SkipTtlCard's own DeformLayers, still 1 after the first pass, then one a pass);
   * v_lz_deform (cleared by GM_Level, $80 from that first call) is (frame + 1) * $80.
   */
  readonly frame: number;
  /** v_waterpos1 (Labyrinth, SBZ3), else ignored. */
  readonly waterY?: number;
}

/** The background's RAM at that frame, and the scroll the VDP is given. */
export interface S1BackgroundScroll {
  /** 16.16 longs as RAM holds them (signed 32-bit): v_bgscreenposx/y, v_bg2screenposx/y, v_bg3screenposx/y. */
  readonly bgX: number;
  readonly bgY: number;
  readonly bg2X: number;
  readonly bg2Y: number;
  readonly bg3X: number;
  readonly bg3Y: number;
  /** v_bgscrposy_vdp and v_scrposy_vdp (words): the planes' vertical scroll. */
  readonly vdpBgY: number;
  readonly vdpFgY: number;
  /** v_lz_deform (Labyrinth; 0 elsewhere). */
  readonly lzDeform: number;
  /** The hscroll table's words, a line each (the VDP's values: minus the scroll). */
  readonly fgLine: Int16Array;
  readonly bgLine: Int16Array;
}

/** The signed word of `v`. */
function w(v: number): number {
  return (v << 16) >> 16;
}

/** A long whose high word is `hi` and low word `lo`. */
function long(hi: number, lo = 0): number {
  return ((hi & 0xffff) << 16) | (lo & 0xffff);
}

/** The pixel (high) word of a 16.16 long, signed. */
function px(l: number): number {
  return l >> 16;
}

/** `divs.w #d,Dn`: the register after it (quotient low, remainder high), unchanged on overflow. */
function divsW(dividend: number, divisor: number): number {
  const q = Math.trunc(dividend / divisor);
  if (q < -0x8000 || q > 0x7fff) return dividend;
  const r = dividend - q * divisor;
  return long(r, q);
}

/** The 16.16 step the cloud/star/bush loops add a line: `ext.l`, `asl.l #4`, `asl.l #8` of a `divs.w`. */
function stepOf(dividend: number, divisor: number): number {
  return (w(divsW(dividend, divisor)) << 12) | 0;
}

/** The `swap / add.l / swap` loop: `count` words from pixel `start` stepping by `step` (16.16). */
function ramp(out: number[], start: number, step: number, count: number): void {
  let acc = long(start);
  for (let i = 0; i < count; i++) {
    out.push(w(acc >> 16));
    acc = (acc + step) | 0;
  }
}

function repeat(out: number[], value: number, count: number): void {
  for (let i = 0; i < count; i++) out.push(w(value));
}

/** Bg_Scroll_X: 16-line blocks of the buffer from word `index`, the first block less `bgY & $F` lines. */
function blocks(buffer: readonly number[], index: number, bgY: number, fg: number, fgLine: Int16Array, bgLine: Int16Array): void {
  const skip = bgY & 0xf;
  for (let line = 0; line < SCREEN_LINES; line++) {
    fgLine[line] = fg;
    bgLine[line] = buffer[index + ((line + skip) >> 4)] ?? 0;
  }
}

/**
 * The background at level frame `input.frame` with the camera at (x, y), or null where the routine is not
 * reproduced (REV00's, a zone past the ending). `tables` for Labyrinth's ripple and wobble.
 */
export function s1BackgroundScroll(input: S1CameraInput, tables: S1BackgroundTables): S1BackgroundScroll | null {
  const { zone, act } = input;
  if (zone < 0 || zone > ZONE_ENDING) return null;
  const x0 = input.startX & 0xffff;
  const y0 = input.startY & 0xffff;
  const dx = w(input.x - input.startX);
  const dy = w(input.y - input.startY);
  const camX = w(input.x);
  const camY = w(input.y);
  const frame = Math.max(0, input.frame);
  /** LZ's calls: the start's and one a pass. */
  const n = frame + 1;
  // BgScrollSpeed (v_lastlamp 0): d0 the camera's y, d1 its x, written to the high words.
  let bgX = long(x0);
  let bgY = long(y0);
  let bg2X = long(x0);
  let bg2Y = long(y0);
  let bg3X = long(x0);
  let bg3Y = 0;
  if (zone === ZONE_GHZ) {
    bgX = 0;
    bgY = 0;
    bg2Y = 0;
    bg3Y = 0;
  } else if (zone === ZONE_LZ) bgY = long(y0 >> 1);
  else if (zone === ZONE_SLZ) {
    bgY = long((y0 >> 1) + 0xc0);
    bgX = 0;
  } else if (zone === ZONE_SYZ) {
    bgY = long(((y0 * 48) >> 8) + 1);
    bgX = 0;
  } else if (zone === ZONE_SBZ) bgY = long(((y0 & 0x7f8) >> 3) + 1);
  else if (zone === ZONE_ENDING) {
    const half = w(x0) >> 1;
    bgX = long(half);
    bg2X = long(half);
    bg3X = long((half >> 2) * 3);
    bgY = 0;
    bg2Y = 0;
    bg3Y = 0;
  }
  /** A position moved by each frame's shift times `k` (d4/d5 = ext.l(v_scrshift) * k). */
  const moved = (start: number, delta: number, k: number): number => (start + Math.imul(delta, 256 * k)) | 0;
  const fgLine = new Int16Array(SCREEN_LINES);
  const bgLine = new Int16Array(SCREEN_LINES);
  const fg = w(-camX);
  let vdpBgY = 0;
  const buffer: number[] = [];
  switch (zone) {
    case ZONE_GHZ:
    case ZONE_ENDING: {
      bg3X = moved(bg3X, dx, 96);
      bg2X = moved(bg2X, dx, 128);
      let yv = 0x20 - ((camY & 0x7ff) >> 5);
      if (yv < 0) yv = 0;
      vdpBgY = yv;
      // v_bgscroll_buffer: three longs added $10000, $C000, $8000 each call (cleared at the start).
      const moves = Math.max(1, frame);
      const cloud = [moves & 0xffff, Math.imul(moves, 0xc000) >>> 16, Math.imul(moves, 0x8000) >>> 16];
      const b3 = px(bg3X);
      const b2 = px(bg2X);
      repeat(buffer, -(cloud[0] + b3), 0x20 - yv);
      repeat(buffer, -(cloud[1] + b3), 16);
      repeat(buffer, -(cloud[2] + b3), 16);
      repeat(buffer, -b3, 48);
      repeat(buffer, -b2, 40);
      // The water: from bg2's x towards the camera's, (camera - bg2) * 256 / $68 a line.
      const step = (w(divsW(w(camX - b2) << 8, 0x68)) << 8) | 0;
      let acc = long(b2);
      for (let i = 0; i < 0x48 + yv; i++) {
        buffer.push(w(-(acc >> 16)));
        acc = (acc + step) | 0;
      }
      for (let line = 0; line < SCREEN_LINES; line++) {
        fgLine[line] = fg;
        bgLine[line] = buffer[line];
      }
      break;
    }
    case ZONE_LZ: {
      bgX = moved(bgX, dx, 128);
      bgY = moved(bgY, dy, 128);
      vdpBgY = w(px(bgY));
      // v_lz_deform is read (its high byte) before the call adds $80.
      const deform = (Math.imul(n - 1, 0x80) >> 8) & 0xff;
      let d2 = (deform + px(bgY)) & 0xff;
      let d3 = (deform + camY) & 0xff;
      const bg = w(-px(bgX));
      const water = w(input.waterY ?? 0x7fff);
      let y = camY;
      let under = false;
      for (let line = 0; line < SCREEN_LINES; line++) {
        if (!under && y >= water) under = true;
        if (under) {
          fgLine[line] = w(tables.lzScroll[d3] + fg);
          bgLine[line] = w(tables.wobble[d2] + bg);
        } else {
          fgLine[line] = fg;
          bgLine[line] = bg;
          y = w(y + 1);
        }
        d2 = (d2 + 1) & 0xff;
        d3 = (d3 + 1) & 0xff;
      }
      break;
    }
    case ZONE_MZ: {
      bgX = moved(bgX, dx, 192);
      bg3X = moved(bg3X, dx, 64);
      bg2X = moved(bg2X, dx, 128);
      let d0 = 0x200;
      const d1 = (camY & 0xffff) - 0x1c8;
      if (d1 >= 0) d0 += w(d1 * 3) >> 2;
      bg2Y = long(d0, bg2Y);
      bg3Y = long(d0, bg3Y);
      bgY = long(d0, bgY);
      vdpBgY = w(px(bgY));
      const d2 = fg;
      ramp(buffer, w(d2) >> 1, stepOf(w((w(d2) >> 2) - d2) << 3, 5), 5);
      repeat(buffer, -px(bg3X), 2);
      repeat(buffer, -px(bg2X), 9);
      repeat(buffer, -px(bgX), 16);
      let off = (px(bgY) - 0x200) & 0xffff;
      const skipY = off;
      if (off >= 0x100) off = 0x100;
      blocks(buffer, (off & 0x1f0) >> 4, skipY, fg, fgLine, bgLine);
      break;
    }
    case ZONE_SLZ: {
      bgY = moved(bgY, dy, 128);
      vdpBgY = w(px(bgY));
      const d2 = fg;
      ramp(buffer, d2, stepOf(w((d2 >> 3) - d2) << 4, 0x1c), 0x1c);
      const far = d2 >> 3;
      repeat(buffer, far + (far >> 1), 5);
      repeat(buffer, d2 >> 2, 5);
      repeat(buffer, d2 >> 1, 0x1e);
      blocks(buffer, ((px(bgY) - 0xc0) & 0x3f0) >> 4, px(bgY), fg, fgLine, bgLine);
      break;
    }
    case ZONE_SYZ: {
      bgY = moved(bgY, dy, 48);
      vdpBgY = w(px(bgY));
      const d2 = fg;
      ramp(buffer, d2 >> 1, stepOf(w((d2 >> 3) - d2) << 3, 8), 8);
      repeat(buffer, d2 >> 3, 5);
      repeat(buffer, d2 >> 2, 6);
      ramp(buffer, d2 >> 1, stepOf(w(d2 - (d2 >> 1)) << 4, 0xe), 0xe);
      blocks(buffer, (px(bgY) & 0x1f0) >> 4, px(bgY), fg, fgLine, bgLine);
      break;
    }
    case ZONE_SBZ: {
      if (act === 0) {
        bgX = moved(bgX, dx, 128);
        bg3X = moved(bg3X, dx, 64);
        bg2X = moved(bg2X, dx, 96);
        bgY = moved(bgY, dy, 32);
        bg2Y = long(px(bgY), bg2Y);
        bg3Y = long(px(bgY), bg3Y);
        vdpBgY = w(px(bgY));
        const d2 = fg >> 2;
        ramp(buffer, d2, stepOf(w((d2 >> 1) - d2) << 3, 4), 4);
        repeat(buffer, -px(bg3X), 10);
        repeat(buffer, -px(bg2X), 7);
        repeat(buffer, -px(bgX), 11);
        blocks(buffer, (px(bgY) & 0x1f0) >> 4, px(bgY), fg, fgLine, bgLine);
      } else {
        // Deform_SBZ2 (SBZ2 and the Final Zone): one plain scroll.
        bgX = moved(bgX, dx, 64);
        bgY = moved(bgY, dy, 32);
        vdpBgY = w(px(bgY));
        fgLine.fill(fg);
        bgLine.fill(w(-px(bgX)));
      }
      break;
    }
  }
  return { bgX, bgY, bg2X, bg2Y, bg3X, bg3Y, vdpBgY, vdpFgY: camY, lzDeform: zone === ZONE_LZ ? Math.imul(n, 0x80) & 0xffff : 0, fgLine, bgLine };
}

/**
 * The camera SetScreen gives an act that starts at `start` (not at a lamppost): x - 160 and
 * y - 96, each floored at 0 by the borrow, x kept below the right limit, y below the bottom one
 * (LevelSizeLoad; engine/games/s1/act/actStart.ts does the same in the engine).
 */
export function s1StartCamera(start: { readonly x: number; readonly y: number }, size: { readonly right: number; readonly bottom: number }): { x: number; y: number } {
  let x = start.x - 160;
  if (x < 0) x = 0;
  if (x >= (size.right & 0xffff)) x = size.right;
  let y = start.y - 96;
  if (y < 0) y = 0;
  if (y >= size.bottom) y = size.bottom;
  return { x, y };
}
