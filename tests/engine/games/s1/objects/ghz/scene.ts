/**
 * Scenes for the Green Hill object tests: a small real act (tests/engine/games/s1/act/support/
 * syntheticAct.ts) with a floor under the start and the placements given, in the ROM's ObjPos
 * format, and helpers to find objects in the object RAM and to put Sonic in the air.
 *
 * Import this before any object file: object files and the port list (objects/index.ts) import
 * each other, and a test that loads an object file first would see the list built while that
 * file's id constant is not yet initialized.
 */
import { createWorld, type World } from '../../../../../../engine/world/world.ts';
import { ZONE_GHZ } from '../../../../../../engine/games/s1/act/actRules.ts';
import { OBJECT_SIZE, OBJECT_SLOTS, OB_ID } from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_STATUS, P_X, P_XSP, P_Y, P_YSP, P_GSP, ST_AIR } from '../../../../../../engine/state/layout.ts';
import { syntheticAct, type SyntheticActOptions } from '../../act/support/syntheticAct.ts';

export interface Placement {
  x: number;
  y: number;
  id: number;
  subtype?: number;
  respawn?: boolean;
  xFlip?: boolean;
}

/** ObjPos bytes, sorted by x, with the $FFFF end. */
export function placementBytes(list: readonly Placement[]): Uint8Array {
  const out: number[] = [];
  for (const p of [...list].sort((a, b) => a.x - b.x)) {
    const y = (p.y & 0xfff) | (p.xFlip ? 0x4000 : 0);
    out.push(p.x >> 8, p.x & 0xff, y >> 8, y & 0xff, p.id | (p.respawn ? 0x80 : 0), p.subtype ?? 0);
  }
  out.push(0xff, 0xff, 0, 0, 0, 0);
  return Uint8Array.from(out);
}

/**
 * A Green Hill act 1 (unless `zone`/`act` say otherwise) with a floor at y $80 in the first
 * `floorCells` layout columns (256 px each) and Sonic standing at x $60.
 */
export function scene(placements: readonly Placement[], o: Partial<SyntheticActOptions> & { floorCells?: number } = {}): World {
  const cols = o.floorCells ?? 1;
  const cells: [number, number, number][] = [];
  for (let c = 0; c < cols; c++) cells.push([0, c, 1]);
  return createWorld(syntheticAct({
    cells,
    start: { x: 0x60, y: 0x80 - 0x14 },
    ...o,
    zone: o.zone ?? ZONE_GHZ,
    act: o.act ?? 0,
    placements: placementBytes(placements),
  }));
}

/** The object RAM addresses of the slots holding object `id`, in slot order. */
export function slotsOf(w: World, id: number): number[] {
  const out: number[] = [];
  for (let slot = 1; slot < OBJECT_SLOTS; slot++) if (w.m[slot * OBJECT_SIZE + OB_ID] === id) out.push(slot * OBJECT_SIZE);
  return out;
}

/** Sonic in the air at (x, y) px, not moving. */
export function dropSonic(w: World, x: number, y: number): void {
  const s = w.state;
  s[P_X] = x << 8;
  s[P_Y] = y << 8;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  s[P_GSP] = 0;
  s[P_STATUS] |= ST_AIR;
}

/** Steps with `input` until `done` holds (at most `max` frames); returns the frames stepped. */
export function stepUntil(w: World, done: () => boolean, input = 0, max = 300): number {
  for (let n = 1; n <= max; n++) {
    w.step(input);
    if (done()) return n;
  }
  throw new Error(`stepUntil: not done after ${max} frames`);
}
