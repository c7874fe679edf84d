/**
 * Carrying the player on an object (Sonic 1 `MvSonicOnPtfm`; SPG "Moving On Platforms").
 *
 * The player's y pixel becomes object y - standHeight - player height radius, and x moves by
 * the object's pixel delta since `prevXPx`; both keep their subpixels. No terrain is checked, so
 * a moving object drags the player into walls, floors and ceilings (seed 004's three "Platform
 * Bug"s, quirks platformThroughWalls / platformThroughFloors / platformThroughCeilings, on in
 * Sonic 1, 2 and 3). Sonic CD's routine checks: fixed, the engine does what CD does.
 *
 * The missing pixel (seed 002 "Standing On Solid Objects", note): this routine does not subtract
 * the 1 px that landing subtracts, so objects pass standHeight = their height radius + 1 (the
 * originals do the same) to stand the player where it landed. We reproduce that: standHeight is
 * the caller's, exactly as the original object passes it.
 *
 * Units: object positions and standHeight in whole pixels; player position in subpixels.
 *
 * The CD checks read the carried player's own plane (its P_LAYER). Objects run with player 1's
 * plane selected (World.levelFrame), so for the partner's pass the checks select the partner's
 * and give player 1's back after (selectOwnPlane).
 */
import { BLOCK_SOLID_TOP } from '../../level/types.ts';
import { kill } from '../../player/death.ts';
import { senseDown } from '../../terrain/directions.ts';
import { P_HRAD, P_LAYER, P_ON_OBJECT, P_STATUS, P_WRAD, P_X, P_Y, ST_DEAD, ST_ON_OBJECT } from '../../state/layout.ts';
import { at, type ObjectContext } from '../objectContext.ts';
import { O_FLAGS, O_X } from '../objectFields.ts';
import { objectCeilingDist, objectWallLeft, objectWallRight } from './objectTerrain.ts';

/** The player's push sensors: x ± 10, 8 px lower on flat ground (objects always stand flat). */
export const PUSH_RADIUS = 10;
const PUSH_SENSOR_DROP = 8;

export function carryPlayer(w: ObjectContext, slot: number, prevXPx: number, standHeight: number, objectYPx: number): void {
  const s = w.s;
  if (s[P_STATUS] & ST_DEAD) return;
  const oldYPx = s[P_Y] >> 8;
  const newYPx = objectYPx - standHeight - s[P_HRAD];
  s[P_Y] = (newYPx << 8) | (s[P_Y] & 0xff);
  const dx = (w.state[at(w, slot, O_X)] >> 8) - prevXPx;
  s[P_X] += dx << 8;
  if (w.q.platformThroughWalls && w.q.platformThroughFloors && w.q.platformThroughCeilings) return;
  const prior = selectOwnPlane(w);
  cdTerrainChecks(w, slot, dx, newYPx - oldYPx);
  w.t.layer = prior;
}

/**
 * Selects the plane of `w`'s player for an object's terrain check and returns the plane that was
 * selected (to give back). Player 1's is already selected while objects run; the partner's is
 * its own P_LAYER.
 */
function selectOwnPlane(w: ObjectContext): Uint16Array {
  const t = w.t;
  const prior = t.layer;
  if (w.sidekick) t.layer = t.planeLayer(w.s[P_LAYER]);
  return prior;
}

/** Sonic CD's checks after carrying (seed 004): wall in the object's direction, then floor or ceiling. */
function cdTerrainChecks(w: ObjectContext, slot: number, dx: number, dy: number): void {
  const s = w.s;
  const x = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  if (!w.q.platformThroughWalls && dx !== 0) {
    if (dx > 0) {
      const d = objectWallRight(w, x, y + PUSH_SENSOR_DROP, PUSH_RADIUS);
      if (d < 0) s[P_X] += d << 8;
    } else {
      const d = objectWallLeft(w, x, y + PUSH_SENSOR_DROP, PUSH_RADIUS - 1);
      if (d < 0) s[P_X] -= d << 8;
    }
  }
  const px = s[P_X] >> 8;
  if (dy < 0) {
    if (!w.q.platformThroughCeilings && objectCeilingDist(w, px, y - s[P_HRAD]) < 0) kill(w);
    return;
  }
  if (!w.q.platformThroughFloors) dropOntoFloor(w, slot);
}

/**
 * Sonic CD's floor check for a player standing on `slot` (the platformThroughFloors fix): found
 * inside the floor, the player is put on it, grounded on terrain, off the object. Also run right
 * after a landing on a moving platform, which would otherwise put the feet into the floor.
 */
export function dropOntoFloor(w: ObjectContext, slot: number): void {
  const s = w.s;
  const px = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  const prior = selectOwnPlane(w);
  const a = senseDown(w.t, px + s[P_WRAD], y + s[P_HRAD], BLOCK_SOLID_TOP);
  const b = senseDown(w.t, px - s[P_WRAD], y + s[P_HRAD], BLOCK_SOLID_TOP);
  w.t.layer = prior;
  const d = a < b ? a : b;
  if (d >= 0) return;
  // Inside the floor: put the player on it, grounded on terrain, off the object.
  s[P_Y] += d << 8;
  s[P_STATUS] &= ~ST_ON_OBJECT;
  if (s[P_ON_OBJECT] === slot + 1) s[P_ON_OBJECT] = 0;
  w.state[at(w, slot, O_FLAGS)] &= ~w.standBit;
}

/** Whether the player, pushed by the side of a moving object, is inside a wall on that side (CD crush). */
export function pushedIntoWall(w: ObjectContext, towardsRight: boolean): boolean {
  const s = w.s;
  const x = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  const prior = selectOwnPlane(w);
  const inside = towardsRight ? objectWallRight(w, x, y, PUSH_RADIUS) < 0 : objectWallLeft(w, x, y, PUSH_RADIUS - 1) < 0;
  w.t.layer = prior;
  return inside;
}
