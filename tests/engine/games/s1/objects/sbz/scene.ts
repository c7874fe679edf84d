/**
 * Scenes for the Scrap Brain object tests: a small real act (../../act/support/syntheticAct.ts)
 * in Scrap Brain act 1 unless the options say otherwise, with a floor at y $80 in the first
 * `floorCells` layout columns and Sonic standing at x $60, and the placements given (ObjPos
 * bytes; unlike the Green Hill helper, a placement may be y-flipped too).
 *
 * Import this before any object file (see ../ghz/scene.ts for why).
 */
import { createWorld, type World } from '../../../../../../engine/world/world.ts';
import { ZONE_SBZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { syntheticAct, type SyntheticActOptions } from '../../act/support/syntheticAct.ts';

export { dropSonic, slotsOf, stepUntil } from '../ghz/scene.ts';

export interface SbzPlacement {
  x: number;
  y: number;
  id: number;
  subtype?: number;
  respawn?: boolean;
  xFlip?: boolean;
  yFlip?: boolean;
}

/** ObjPos bytes, sorted by x, with the $FFFF end (y bit 14 = x-flip, bit 15 = y-flip). */
export function sbzPlacementBytes(list: readonly SbzPlacement[]): Uint8Array {
  const out: number[] = [];
  for (const p of [...list].sort((a, b) => a.x - b.x)) {
    const y = (p.y & 0xfff) | (p.xFlip ? 0x4000 : 0) | (p.yFlip ? 0x8000 : 0);
    out.push(p.x >> 8, p.x & 0xff, y >> 8, y & 0xff, p.id | (p.respawn ? 0x80 : 0), p.subtype ?? 0);
  }
  out.push(0xff, 0xff, 0, 0, 0, 0);
  return Uint8Array.from(out);
}

export function sbzScene(placements: readonly SbzPlacement[], o: Partial<SyntheticActOptions> & { floorCells?: number } = {}): World {
  const cols = o.floorCells ?? 1;
  const cells: [number, number, number][] = [];
  for (let c = 0; c < cols; c++) cells.push([0, c, 1]);
  return createWorld(syntheticAct({
    cells,
    start: { x: 0x60, y: 0x80 - 0x14 },
    ...o,
    zone: o.zone ?? ZONE_SBZ,
    act: o.act ?? 0,
    placements: sbzPlacementBytes(placements),
  }));
}
