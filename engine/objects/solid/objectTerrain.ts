/**
 * Objects that collide with terrain (SPG "Objects That Collide"): one sensor from the object's
 * bottom centre (Sonic 1 `ObjFloorDist`), and the walls at the sides (`ObjHitWallRight`,
 * `ObjHitWallLeft`). Whole pixels in, distance in pixels out (negative = inside terrain).
 */
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../level/types.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../../terrain/directions.ts';
import type { ObjectContext } from '../objectContext.ts';

/** ObjFloorDist: floor distance below (x, y + heightRadius), top-solid bit. */
export function objectFloorDist(w: ObjectContext, xPx: number, yPx: number, heightRadius: number): number {
  return senseDown(w.t, xPx, yPx + heightRadius, BLOCK_SOLID_TOP);
}

/** ObjHitWallRight: wall distance right of (x + offset, y), left/right/bottom bit. */
export function objectWallRight(w: ObjectContext, xPx: number, yPx: number, offset: number): number {
  return senseRight(w.t, xPx + offset, yPx, BLOCK_SOLID_LRB);
}

/** ObjHitWallLeft: wall distance left of (x + ~offset, y) = (x - offset - 1, y), lrb bit. */
export function objectWallLeft(w: ObjectContext, xPx: number, yPx: number, offset: number): number {
  return senseLeft(w.t, xPx + ~offset, yPx, BLOCK_SOLID_LRB);
}

/** An upward sensor at (x, y), lrb bit (Sonic CD's ceiling check while carried). */
export function objectCeilingDist(w: ObjectContext, xPx: number, yPx: number): number {
  return senseUp(w.t, xPx, yPx, BLOCK_SOLID_LRB);
}
