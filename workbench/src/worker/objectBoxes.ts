/**
 * The loaded objects of a frame, packed for the canvas and the inspector: one row of
 * OBJECT_ROW words per loaded slot. The touch box needs the type's `hitbox()` behaviour, which
 * reads the world, so it is computed here in the worker and the UI only draws numbers.
 */
import type { World } from '../../../engine/world/world.ts';
import { OBJECT_TYPE_LIST } from '../../../engine/objects/catalogue.ts';
import { hitboxHeight, hitboxWidth } from '../../../engine/objects/hitboxSizes.ts';
import { SOLID_BOX } from './objectRow.ts';
import { s1ObjectBoxes } from './s1ObjectBoxes.ts';
import { s2ObjectBoxes } from './s2ObjectBoxes.ts';
import { OF_LOADED, O_FLAGS, O_HRAD, O_ROUTINE, O_TYPE, O_WRAD, O_X, O_XSP, O_Y, O_YSP } from '../../../engine/objects/objectFields.ts';

export * from './objectRow.ts';

/**
 * The frame's objects: a real act's from Sonic 1's object RAM, a Sonic 2 act's from its own
 * object RAM with its rings in range (s2ObjectBoxes.ts), a hand-made level's from its object slots.
 */
export function objectBoxes(world: World): Int32Array {
  if (world.act !== null) return s1ObjectBoxes(world.state, world.m);
  if (world.s2 !== null) return s2ObjectBoxes(world);
  return handMadeObjectBoxes(world);
}

function handMadeObjectBoxes(world: World): Int32Array {
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
      0, SOLID_BOX, 0, 0, 0,
    );
  }
  return Int32Array.from(rows);
}
