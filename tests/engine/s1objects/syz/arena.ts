/**
 * Boss arenas for the Spring Yard and Star Light boss tests: a small real act of the zone (act 1,
 * so the dynamic level events load nothing) wide enough for the arena, with a floor along one
 * layout row and the placements given (the bosses and their blocks or seesaws are placed as
 * objects here). Sonic can be held in the air out of the way each frame.
 */
import { createWorld, type World } from '../../../../engine/world/world.ts';
import { P_GSP, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR } from '../../../../engine/state/layout.ts';
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

/** Sonic held still in the air at (x, y). */
export function holdSonic(w: World, x: number, y: number): void {
  const s = w.state;
  s[P_X] = x << 8;
  s[P_Y] = y << 8;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  s[P_GSP] = 0;
  s[P_STATUS] |= ST_AIR;
}
