/**
 * Scenes for the Scrap Brain object tests: the Green Hill tests' scene builder
 * (../ghz/scene.ts: a small real act with a floor at y $80 and Sonic standing at x $60) set in
 * Scrap Brain act 1 unless the options say otherwise.
 *
 * Import this before any object file (see ../ghz/scene.ts for why).
 */
import { scene as ghzScene, type Placement } from '../ghz/scene.ts';
import type { SyntheticActOptions } from '../../act/support/syntheticAct.ts';
import { ZONE_SBZ } from '../../../../engine/act/actRules.ts';
import type { World } from '../../../../engine/world/world.ts';

export { dropSonic, placementBytes, slotsOf, stepUntil, type Placement } from '../ghz/scene.ts';

export function sbzScene(placements: readonly Placement[], o: Partial<SyntheticActOptions> & { floorCells?: number } = {}): World {
  return ghzScene(placements, { ...o, zone: o.zone ?? ZONE_SBZ, act: o.act ?? 0 });
}
