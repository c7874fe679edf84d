/**
 * A real act's objects for the view and the inspector, read from Sonic 1's object RAM in the
 * state (engine/games/s1/objects/ram.ts): every level slot ($20-$7F) with an object, as OBJECT_ROW rows
 * (objectBoxes.ts): its slot, id, position and speeds, obActWid, the touch box obColType names
 * (ReactToItem's size table) and the solid box its solid or platform routine tested this frame
 * (engine/games/s1/objects/solidBoxes.ts: the routines note their operands, so every ported object
 * that is solid has one, with no list here).
 */
import {
  LEVEL_SLOT_FIRST, OBJECT_SIZE, OBJECT_SLOTS, OB_ACT_WID, OB_COL_TYPE, OB_ID, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X,
  OB_VEL_Y, OB_X, OB_Y, rsw, rw,
} from '../../../engine/games/s1/objects/ram.ts';
import { touchBoxSize } from '../../../engine/games/s1/objects/reactToItem.ts';
import { BOX_NONE, BOX_SOLID, solidBoxOf } from '../../../engine/games/s1/objects/solidBoxes.ts';
import { OBJECT_ROW, OB_ACTWID, OB_FLAGS, OB_HRAD, OB_ROUTINE as ROW_ROUTINE, OB_SLOT, OB_SOLID_DX, OB_SOLID_DY, OB_SOLID_KIND, OB_SUBTYPE as ROW_SUBTYPE, OB_TH, OB_TKIND, OB_TW, OB_TYPE, OB_WRAD, OB_X as ROW_X, OB_XSP, OB_Y as ROW_Y, OB_YSP, SOLID_BOX, SOLID_NONE, SOLID_PLATFORM } from './objectRow.ts';

/** A 16.16 position long (pixel word, subpixel word) as engine subpixels (1 px = 256). */
function position(m: Uint8Array, at: number): number {
  return (rw(m, at) << 8) | (m[at + 2]);
}

/** `s` the state, `m` the object RAM view over it. */
export function s1ObjectBoxes(s: Int32Array, m: Uint8Array): Int32Array {
  let n = 0;
  for (let slot = LEVEL_SLOT_FIRST; slot < OBJECT_SLOTS; slot++) if (m[slot * OBJECT_SIZE + OB_ID] !== 0) n++;
  const rows = new Int32Array(n * OBJECT_ROW);
  let i = 0;
  for (let slot = LEVEL_SLOT_FIRST; slot < OBJECT_SLOTS; slot++) {
    const a0 = slot * OBJECT_SIZE;
    const id = m[a0 + OB_ID];
    if (id === 0) continue;
    const col = m[a0 + OB_COL_TYPE];
    const [tw, th] = touchBoxSize(col);
    const box = solidBoxOf(s, slot, id);
    rows[i + OB_SLOT] = slot;
    rows[i + OB_TYPE] = id;
    rows[i + OB_FLAGS] = m[a0 + OB_RENDER] | (m[a0 + OB_STATUS] << 8);
    rows[i + ROW_X] = position(m, a0 + OB_X);
    rows[i + ROW_Y] = position(m, a0 + OB_Y);
    rows[i + OB_XSP] = rsw(m, a0 + OB_VEL_X);
    rows[i + OB_YSP] = rsw(m, a0 + OB_VEL_Y);
    rows[i + OB_SOLID_KIND] = box.kind === BOX_NONE ? SOLID_NONE : box.kind === BOX_SOLID ? SOLID_BOX : SOLID_PLATFORM;
    rows[i + OB_WRAD] = box.halfWidth;
    rows[i + OB_HRAD] = box.height;
    // Where the routine tested it, from where the object is now (words: the level wraps at 64 K).
    rows[i + OB_SOLID_DX] = box.kind === BOX_NONE ? 0 : (((box.x - rw(m, a0 + OB_X)) << 16) >> 16);
    rows[i + OB_SOLID_DY] = box.kind === BOX_NONE ? 0 : (((box.y - rw(m, a0 + OB_Y)) << 16) >> 16);
    rows[i + OB_TW] = tw;
    rows[i + OB_TH] = th;
    rows[i + OB_TKIND] = col === 0 ? 0 : col & 0xc0;
    rows[i + ROW_ROUTINE] = m[a0 + OB_ROUTINE];
    rows[i + OB_ACTWID] = m[a0 + OB_ACT_WID];
    rows[i + ROW_SUBTYPE] = m[a0 + OB_SUBTYPE];
    i += OBJECT_ROW;
  }
  return rows;
}
