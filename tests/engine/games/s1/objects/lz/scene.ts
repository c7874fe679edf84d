/**
 * Scenes for the Labyrinth object tests: the Scrap Brain helper's small real act
 * (../sbz/scene.ts) in Labyrinth act 1 unless the options say otherwise, so the Labyrinth rules
 * run (the water at $B8, below the floor at y $80; the surfaces in slots 30 and 31).
 *
 * Import this before any object file (see ../ghz/scene.ts for why).
 */
import type { World } from '../../../../../../engine/world/world.ts';
import { ZONE_LZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import type { SyntheticActOptions } from '../../act/support/syntheticAct.ts';
import { sbzScene, type SbzPlacement } from '../sbz/scene.ts';

export { dropSonic, slotsOf, stepUntil } from '../sbz/scene.ts';

export function lzScene(placements: readonly SbzPlacement[], o: Partial<SyntheticActOptions> & { floorCells?: number } = {}): World {
  return sbzScene(placements, { ...o, zone: o.zone ?? ZONE_LZ, act: o.act ?? 0 });
}
