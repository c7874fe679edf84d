/**
 * `sub_1BCE8` and `sub_1BD30` (_incObj/09 Sonic in Special Stage.asm): is Sonic at (x, y) in a
 * solid cell? The 16.16 position's whole pixels (+$14 across, +$44 down, `divu.w #$18`: the
 * layout's 24-pixel cells) pick a cell of v_ssbuffer1 ($80 to a row); the 2 x 2 cells from
 * there are tested. A cell is solid unless it is empty, the 1-up ($28), or $3A..$4A (a ring,
 * the emeralds, the ghost block, the sparkles, the ghost switch): the walls, bumpers, GOAL, UP,
 * DOWN, R, glass and their flashes are, and so is a cell past $4E that nothing draws (quirk
 * ssInvisibleBlocks, ssQuirks.ts). Each solid cell found is remembered for
 * Obj09_ChkItems2 (objoff_30, and its address + 1 in objoff_32), the last one found winning.
 *
 * The game reads on past v_ssbuffer1 for a position beyond the layout's last rows; no stage
 * lets Sonic out of its walls, and here a cell beyond the buffer reads empty.
 */
import { wb, wl } from '../objects/ram.ts';
import type { SsContext } from './ssContext.ts';
import { B_LAYOUT, B_PLAYER, O9_TOUCHED, O9_TOUCHED_AT, SS_BUFFER_ADDRESS, SS_BUFFER_BYTES, SS_FIXES, SS_ROW } from './ssState.ts';
import { FIX_INVISIBLE_BLOCKS } from './ssQuirks.ts';

/** The block ids (the values SS_Load and SS_AniItems write; Obj09's `cmpi.b` operands). */
export const SS_BUMPER = 0x25;
export const SS_GOAL = 0x27;
export const SS_ONE_UP = 0x28;
export const SS_UP = 0x29;
export const SS_DOWN = 0x2a;
export const SS_REVERSE = 0x2b;
/** The solid block the ghost blocks turn into (Obj09_MakeGhostSolid). */
export const SS_SOLID_GHOST = 0x2c;
export const SS_GLASS_FIRST = 0x2d;
export const SS_GLASS_LAST = 0x30;
export const SS_RING = 0x3a;
export const SS_EMERALD_FIRST = 0x3b;
export const SS_EMERALD_LAST = 0x40;
export const SS_GHOST = 0x41;
export const SS_GHOST_SWITCH = 0x4a;
/** Cells from $4B on are solid again (the glass flashes). */
const NOT_SOLID_END = 0x4b;
/** The last cell SS_ShowLayout draws (`cmpi.b #$4E,d0; bhi.s`). */
const LAST_DRAWN = 0x4e;

/** A cell of v_ssbuffer1 by its offset; past the buffer it reads empty. */
export function ssCell(c: SsContext, offset: number): number {
  return offset >= 0 && offset < SS_BUFFER_BYTES ? c.m[B_LAYOUT + offset] : 0;
}

/** `sub_1BD30`: true when the cell is solid, after noting it in objoff_30 / objoff_32 (`a1` is the cell + 1). */
function solidCell(c: SsContext, cell: number, after: number): boolean {
  if (cell === 0 || cell === SS_ONE_UP) return false;
  if (cell >= SS_RING && cell < NOT_SOLID_END) return false;
  // Quirk ssInvisibleBlocks: a cell past $4E is solid though never drawn (REV00's $FF cells).
  if (cell > LAST_DRAWN && (c.s[SS_FIXES] & FIX_INVISIBLE_BLOCKS) !== 0) return false;
  wb(c.m, B_PLAYER + O9_TOUCHED, cell);
  wl(c.m, B_PLAYER + O9_TOUCHED_AT, SS_BUFFER_ADDRESS + after);
  return true;
}

/**
 * `sub_1BCE8`: d2 = y, d3 = x as 16.16 longs; true (`tst.b d5` non-zero) when any of the four
 * cells is solid. Every cell is tested, solid or not (each `bsr.s sub_1BD30`).
 */
export function ssSolidAt(c: SsContext, y: number, x: number): boolean {
  const row = ((((y >>> 16) + 0x44) & 0xffff) / 0x18) | 0;
  const col = ((((x >>> 16) + 0x14) & 0xffff) / 0x18) | 0;
  const at = row * SS_ROW + col;
  let solid = solidCell(c, ssCell(c, at), at + 1);
  solid = solidCell(c, ssCell(c, at + 1), at + 2) || solid;
  solid = solidCell(c, ssCell(c, at + SS_ROW), at + SS_ROW + 1) || solid;
  solid = solidCell(c, ssCell(c, at + SS_ROW + 1), at + SS_ROW + 2) || solid;
  return solid;
}
