/**
 * A sweep cell's savestate taken from a frame's savestate rather than the level start: the same
 * world (objects, timers, camera) with the player moved to the cell, given its speed and made
 * airborne so it falls onto whatever is below (analysis/search/sweep.ts does this from the
 * level start; the workbench sweeps from the current frame).
 */
import type { Level } from '../../../engine/level/types.ts';
import { P_GSP, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR } from '../../../engine/world/layout.ts';
import { createWorld, type WorldOptions } from '../../../engine/world/world.ts';
import type { SweepCell } from '../../../analysis/search/index.ts';

export function cellSavestateFrom(level: Level, world: WorldOptions, snapshot: Int32Array, cell: SweepCell): Int32Array {
  const w = createWorld(level, world);
  const r = w.restore(snapshot);
  if (!r.ok) throw new Error(`savestate refused: ${r.error.code}: ${r.error.message}`);
  const s = w.state;
  s[P_X] = cell.x << 8;
  s[P_Y] = cell.y << 8;
  s[P_XSP] = cell.speed;
  s[P_GSP] = cell.speed;
  s[P_YSP] = 0;
  s[P_STATUS] = cell.air ? s[P_STATUS] | ST_AIR : s[P_STATUS] & ~ST_AIR;
  return w.snapshot();
}
