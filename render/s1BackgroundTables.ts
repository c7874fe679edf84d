/**
 * The tables Sonic 1 (REV01) scrolls and draws its background plane with, read from the checkout
 * by label as the game reads them, never copied by hand:
 * - `Lz_Scroll_Data` (DeformLayers (JP1).asm): the foreground's underwater ripple in Labyrinth,
 *   one signed byte a line;
 * - `Drown_WobbleData` (0A Drowning Countdown.asm): the background's underwater wobble;
 * - which camera each 16-pixel row of the plane is drawn from, per zone, indexed by the row's
 *   background y (`(y & mask) >> 4`): GHZ's `locj_724a` (Draw_GHz_Bg), MZ's `locj_6EF2+1`
 *   (Draw_Mz_Bg, y less $200), SBZ1's `locj_6DF4+1` (Draw_SBz_Bg). A byte of 0 is a row drawn
 *   once from world x 0 to 512 and never again (locj_72da: `movea.w` leaves the flags of the
 *   `move.b`, so a 0 byte takes the `beq`); 2, 4, 6 name v_bgscreenposx, v_bg2screenposx,
 *   v_bg3screenposx (locj_72B2). The other zones draw every row from v_bgscreenposx (DrawChunks).
 *
 * Only REV01's tables: REV00's background routines (DeformLayers.asm, its ScrollBlock1..4) differ
 * and are not reproduced; `readS1BackgroundTables` returns null for REV00.
 */
import type { AsmProgram } from '../importers/s1/asmProgram.ts';

/** How a zone's plane rows choose their camera. */
export interface RowBands {
  /** The band byte per 16-pixel row (0 static, 2 bg1, 4 bg2, 6 bg3). */
  readonly bands: Uint8Array;
  /** Subtracted from the background y before the lookup (MZ's $200). */
  readonly yOffset: number;
  /** The y mask the routine ands with (`andi.w #$F0` …). */
  readonly yMask: number;
}

export interface S1BackgroundTables {
  readonly lzScroll: Int8Array;
  readonly wobble: Int8Array;
  /** By zone id (0 GHZ, 2 MZ, 5 SBZ act 1; the ending uses GHZ's); absent: every row from v_bgscreenposx. */
  readonly ghzRows: RowBands;
  readonly mzRows: RowBands;
  readonly sbzRows: RowBands;
}

function signed(bytes: Uint8Array): Int8Array {
  return new Int8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}

/** The tables from a REV01 program of the checkout, or null for REV00 (not reproduced). */
export function readS1BackgroundTables(program: AsmProgram, revision: number): S1BackgroundTables | null {
  if (revision === 0) return null;
  const where = 'the background plane (DeformLayers, LoadTilesFromStart)';
  const lzScroll = signed(program.bytesAt('Lz_Scroll_Data', where).bytes);
  const wobble = signed(program.bytesAt('Drown_WobbleData', where).bytes);
  // locj_6EF2 and locj_6DF4 are read from their second byte on (Draw_Mz_Bg's `locj_6EF2+1`).
  const ghz = program.bytesAt('locj_724a', where).bytes;
  const mz = program.bytesAt('locj_6EF2', where).bytes.subarray(1);
  const sbz = program.bytesAt('locj_6DF4', where).bytes.subarray(1);
  return {
    lzScroll,
    wobble,
    ghzRows: { bands: ghz.slice(), yOffset: 0, yMask: 0xf0 },
    mzRows: { bands: mz.slice(), yOffset: 0x200, yMask: 0x7f0 },
    sbzRows: { bands: sbz.slice(), yOffset: 0, yMask: 0x1f0 },
  };
}

/** As readS1BackgroundTables, but null where the checkout lacks a table: the act is drawn without its background rather than not at all. */
export function readS1BackgroundTablesIfThere(program: AsmProgram, revision: number): S1BackgroundTables | null {
  try {
    return readS1BackgroundTables(program, revision);
  } catch {
    return null;
  }
}
