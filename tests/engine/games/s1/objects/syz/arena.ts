/**
 * Boss arenas for the Spring Yard and Star Light boss tests: a small real act of the zone (act 1,
 * so the dynamic level events load nothing) wide enough for the arena, with a floor along one
 * layout row and the placements given (the bosses and their blocks or seesaws are placed as
 * objects here).
 */
import { createWorld, type World } from '../../../../../../engine/world/world.ts';
import { syntheticAct } from '../../act/support/syntheticAct.ts';
import { placementBytes, type Placement } from '../ghz/scene.ts';

/** `right`: the act's right limit (the arena's, as LevelSizeLoad sets it for the boss act). */
export function arena(zone: number, placements: readonly Placement[], o: { floorRow: number; fromCol: number; start: { x: number; y: number }; right: number }): World {
  const cells: [number, number, number][] = [];
  for (let c = o.fromCol; c < 0x40; c++) cells.push([o.floorRow, c, 1]);
  return createWorld(syntheticAct({
    zone,
    act: 0,
    cells,
    start: o.start,
    size: { left: 0, right: o.right, top: 0, bottom: 0x800 },
    placements: placementBytes(placements),
  }));
}

