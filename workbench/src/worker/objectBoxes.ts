/**
 * The loaded objects of a frame, packed for the canvas and the inspector: one row of
 * OBJECT_ROW words per loaded slot. The touch box needs the type's `hitbox()` behaviour, which
 * reads the world, so it is computed here in the worker and the UI only draws numbers.
 */
import type { World } from '../../../engine/world/world.ts';
import { OBJECT_TYPE_LIST } from '../../../engine/objects/catalogue.ts';
import { hitboxHeight, hitboxWidth } from '../../../engine/objects/hitboxSizes.ts';
import { OF_LOADED, O_FLAGS, O_HRAD, O_ROUTINE, O_TYPE, O_WRAD, O_X, O_XSP, O_Y, O_YSP } from '../../../engine/objects/objectFields.ts';

/** slot, type, flags, x, y (subpixels), xsp, ysp, solid w/h radius, touch w/h radius (px), touch kind, routine. */
export const OBJECT_ROW = 13;
export const OB_SLOT = 0, OB_TYPE = 1, OB_FLAGS = 2, OB_X = 3, OB_Y = 4, OB_XSP = 5, OB_YSP = 6, OB_WRAD = 7, OB_HRAD = 8, OB_TW = 9, OB_TH = 10, OB_TKIND = 11, OB_ROUTINE = 12;

export function objectBoxes(world: World): Int32Array {
  const n = world.slotCount;
  const base = world.objectBase;
  const s = world.state;
  const field = (f: number, slot: number): number => s[base + f * n + slot];
  const rows: number[] = [];
  for (let slot = 0; slot < n; slot++) {
    const flags = field(O_FLAGS, slot);
    if ((flags & OF_LOADED) === 0) continue;
    const type = field(O_TYPE, slot);
    const col = OBJECT_TYPE_LIST[type]?.behaviour.hitbox?.(world, slot) ?? 0;
    rows.push(
      slot, type, flags, field(O_X, slot), field(O_Y, slot), field(O_XSP, slot), field(O_YSP, slot),
      field(O_WRAD, slot), field(O_HRAD, slot), col === 0 ? 0 : hitboxWidth(col), col === 0 ? 0 : hitboxHeight(col), col & 0xc0, field(O_ROUTINE, slot),
    );
  }
  return Int32Array.from(rows);
}
