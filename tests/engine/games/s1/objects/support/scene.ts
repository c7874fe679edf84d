/**
 * Scenes for Sonic 1 object tests: a synthetic real act (tests/engine/games/s1/act/support/syntheticAct.ts)
 * with a flat floor whose top is at y $80 in the first layout row (chunk 1 in every listed
 * column), Sonic standing on it, and helpers to put an object straight into a slot and to read
 * and write object fields. Routines are called directly with the world as their context, or the
 * world is stepped.
 */
import { createWorld, type World } from '../../../../../../engine/world/world.ts';
import { ZONE_MZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { P_X, P_Y, W_OSC_STEPS } from '../../../../../../engine/state/layout.ts';
import { oscillatorByte } from '../../../../../../engine/games/s1/act/oscillators.ts';
import { OB_ID, OB_RENDER, OB_SUBTYPE, OB_X, OB_Y, RENDER_ON_SCREEN, SLOT_HIGH, clearSlot, rw, ww } from '../../../../../../engine/games/s1/objects/ram.ts';
import { syntheticAct, type SyntheticActOptions } from '../../act/support/syntheticAct.ts';

/** The floor's top (px) in the first layout row. */
export const FLOOR_Y = 0x80;
/** Sonic's y standing on it (height $13: feet at $7F). */
export const STAND_Y = FLOOR_Y - 0x14;

export type SceneOptions = Partial<Omit<SyntheticActOptions, 'zone' | 'act'>> & { zone?: number; act?: number };

/** Columns 0..$F of row 0 are floor unless `cells` says otherwise. */
export function scene(o: SceneOptions = {}): World {
  const cells = o.cells ?? Array.from({ length: 0x10 }, (_, c) => [0, c, 1] as const);
  return createWorld(
    syntheticAct({
      zone: ZONE_MZ,
      act: 0,
      start: { x: 0x60, y: STAND_Y },
      ...o,
      cells,
      size: { right: 0x3000, bottom: 0x700, ...o.size },
    }),
  );
}

/**
 * Puts object `id` into level slot `slot` (cleared first) at (x, y); returns its address a0.
 * The manager's slot bound (SLOT_HIGH) is raised as FindFreeObj would, so stepping runs it.
 */
export function put(w: World, id: number, x: number, y: number, subtype = 0, slot = 0x20): number {
  const a0 = slot * 0x40;
  clearSlot(w.m, a0);
  if (slot >= w.m[SLOT_HIGH]) w.m[SLOT_HIGH] = slot + 1;
  w.m[a0 + OB_ID] = id;
  ww(w.m, a0 + OB_X, x);
  ww(w.m, a0 + OB_Y, y);
  w.m[a0 + OB_SUBTYPE] = subtype;
  return a0;
}

/** BuildSprites' flag, as if it had drawn the object last frame. */
export function onScreen(w: World, a0: number): void {
  w.m[a0 + OB_RENDER] |= RENDER_ON_SCREEN;
}

export function x(w: World, a0: number): number {
  return rw(w.m, a0 + OB_X);
}
export function y(w: World, a0: number): number {
  return rw(w.m, a0 + OB_Y);
}

/** Sonic's position in whole pixels (subpixels 0). */
export function sonicTo(w: World, px: number, py: number): void {
  w.state[P_X] = px << 8;
  w.state[P_Y] = py << 8;
}

/** The ids in slots $20..$7F, in slot order (0 = empty), up to the last used one. */
export function slotIds(w: World): number[] {
  const ids: number[] = [];
  for (let s = 0x20; s < 0x80; s++) ids.push(w.m[s * 0x40]);
  while (ids.length > 0 && ids[ids.length - 1] === 0) ids.pop();
  return ids;
}

/**
 * Sets the oscillators' step count (W_OSC_STEPS) to the first one where oscillator `i`'s high
 * byte is `byte`, so an object test can name the value it moves by.
 */
export function oscillatorAt(w: World, i: number, byte: number): void {
  for (let n = 0; n < 0x1000; n++) {
    w.state[W_OSC_STEPS] = n;
    if (oscillatorByte(w.state, i) === byte) return;
  }
  throw new Error(`oscillator ${i} never has high byte ${byte}`);
}
