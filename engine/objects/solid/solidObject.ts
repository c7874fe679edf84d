/**
 * The generic solid object (Sonic 1 `SolidObject` / `Solid_ChkCollision` / `Solid_Collision`;
 * SPG "Solid Objects", seeds 000-002). Runs in the object's update, after the player moved.
 *
 * Units: every distance is in whole pixels (the original works on the pixel words), so a pop-out
 * changes the player's pixel and keeps its subpixel (seed 002 "Specifics").
 *
 * - Combined box: x radius = object width radius + push radius 10 + 1; y radius = the object's
 *   jumping height + the player's height radius; the top is extended by 4 px (the grip).
 * - Nearest side: left when player x <= object x, top when player y + 4 <= object y (the
 *   original compares the gripped value). Vertical when |x distance| > |y distance| (unsigned),
 *   or, in Sonic & Knuckles, when |y distance| <= 4 (profile `objectVerticalWithin4`); a side hit
 *   with |y distance| <= 4 is otherwise ignored.
 * - Side: x -= x distance; xsp and ground speed zeroed only when moving towards the object
 *   (on the left side xsp >= 0 counts, as the original's `bmi` does); pushing flags when grounded.
 * - Bottom: ysp 0 and grounded: crushed; ysp > 0: nothing; ysp < 0: y -= y distance, ysp = 0.
 * - Top: within 16 px, over the object's own width radius (quirk objectSlipping; fixed: the
 *   combined radius), ysp >= 0: y -= y distance - 4 + 1, then landOnObject.
 * - Bottom overlap (quirk objectBottomOverlap): the grip takes 4 px off the bottom; fixed, the
 *   bottom is extended by 4 px too.
 * - Standing: walk off when player x leaves [object x - combined, object x + combined) or the
 *   player is airborne; otherwise carryPlayer (MvSonicOnPtfm) with the stand height.
 *
 * Returns what the original returns in d4: 0 none, 1 side, -1 top/bottom; the x and y distances
 * (d0 and d3) are left in `solidHit` for objects that react (push blocks, springs).
 */
import { kill } from '../../player/death.ts';
import { P_GSP, P_HRAD, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_PUSH } from '../../state/layout.ts';
import { at, type ObjectContext } from '../objectContext.ts';
import { O_FLAGS, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import { PUSH_RADIUS, carryPlayer, pushedIntoWall } from './carry.ts';
import { landOnObject, leaveObject, stillOnObject } from './standing.ts';

export const SOLID_NONE = 0;
export const SOLID_SIDE = 1;
export const SOLID_TOP_BOTTOM = -1;

/** The top grip, px: the player counts as 4 px lower when the overlap is tested. */
export const TOP_GRIP = 4;
/** Landing is only possible within this many px of the top of the combined box. */
export const LAND_DEPTH = 16;

/** Distances of the last collision (not state: read them right after the call). */
export const solidHit = {
  /** Signed x distance (d0): > 0 the player is on the left, < 0 on the right, 0 on the edge. */
  x: 0,
  /** Signed y distance (d3): >= 0 from the top, < 0 from the bottom. */
  y: 0,
};

/** The combined x radius: object width radius + the player's push radius 10 + 1. */
export function combinedX(widthRadius: number): number {
  return widthRadius + PUSH_RADIUS + 1;
}

/**
 * SolidObject. `jumpHeight` is the height radius used for collision (d2), `standHeight` the one
 * the player stands at (d3, usually jumpHeight + 1), `prevXPx` the object's x pixel before it
 * moved this frame (d4), `objectYPx` the y to collide against (the object's y, or a sloped
 * object's shifted y).
 */
export function solidObject(
  w: ObjectContext,
  slot: number,
  jumpHeight: number,
  standHeight: number,
  prevXPx: number,
  objectYPx = w.state[at(w, slot, O_Y)] >> 8,
): number {
  const s = w.s;
  const comb = combinedX(w.state[at(w, slot, O_WRAD)]);
  const oxPx = w.state[at(w, slot, O_X)] >> 8;
  if (w.state[at(w, slot, O_FLAGS)] & w.standBit) {
    if (stillOnObject(w, slot, comb, oxPx, s[P_X] >> 8)) carryPlayer(w, slot, prevXPx, standHeight, objectYPx);
    else leaveObject(w, slot);
    return SOLID_NONE;
  }
  return solidCollision(w, slot, comb, jumpHeight, oxPx, objectYPx, prevXPx);
}

/**
 * Solid_ChkCollision and Solid_Collision: the overlap test and the push-out, not standing.
 * `prevXPx` (the object's x before it moved) only matters to Sonic CD's side crush.
 */
export function solidCollision(
  w: ObjectContext,
  slot: number,
  comb: number,
  jumpHeight: number,
  oxPx: number,
  oyPx: number,
  prevXPx = oxPx,
): number {
  const s = w.s;
  const d0 = (s[P_X] >> 8) - oxPx + comb;
  if (d0 < 0 || d0 > 2 * comb) return noCollision(w, slot);
  const combY = jumpHeight + s[P_HRAD];
  const top = (s[P_Y] >> 8) - oyPx + TOP_GRIP + combY;
  const diameterY = 2 * combY;
  const bottomLimit = w.q.objectBottomOverlap ? diameterY : diameterY + TOP_GRIP;
  if (top < 0 || top >= bottomLimit) return noCollision(w, slot);
  if (s[P_STATUS] & ST_DEAD) return SOLID_NONE;

  let xDist = d0;
  let xAbs = d0;
  if (d0 > comb) {
    xDist = d0 - 2 * comb;
    xAbs = -xDist;
  }
  let yDist = top;
  let yAbs = top;
  if (top > combY) {
    yDist = top - TOP_GRIP - diameterY;
    yAbs = -yDist;
  }
  solidHit.x = xDist;
  solidHit.y = yDist;
  if (xAbs > yAbs || (w.p.objectVerticalWithin4 && yAbs <= TOP_GRIP)) return topBottom(w, slot, yDist);
  if (yAbs <= TOP_GRIP) return sideAir(w, slot);

  if (xDist !== 0) {
    const towards = xDist > 0 ? s[P_XSP] >= 0 : s[P_XSP] < 0;
    if (towards) {
      s[P_GSP] = 0;
      s[P_XSP] = 0;
    }
  }
  s[P_X] -= xDist << 8;
  if (!w.q.platformThroughWalls && xDist !== 0 && oxPx !== prevXPx && pushedIntoWall(w, xDist < 0)) kill(w);
  if (s[P_STATUS] & ST_AIR) return sideAir(w, slot);
  s[P_STATUS] |= ST_PUSH;
  w.state[at(w, slot, O_FLAGS)] |= w.pushBit;
  return SOLID_SIDE;
}

/** Solid_TopBottom: pushed out of the bottom, crushed, or landing on the top. */
function topBottom(w: ObjectContext, slot: number, yDist: number): number {
  const s = w.s;
  if (yDist < 0) {
    const ysp = s[P_YSP];
    if (ysp === 0) {
      if ((s[P_STATUS] & ST_AIR) === 0) kill(w);
    } else if (ysp < 0) {
      s[P_Y] -= yDist << 8;
      s[P_YSP] = 0;
    }
    return SOLID_TOP_BOTTOM;
  }
  if (yDist >= LAND_DEPTH) return noCollision(w, slot);
  const oxPx = w.state[at(w, slot, O_X)] >> 8;
  const wrad = w.state[at(w, slot, O_WRAD)];
  const r = w.q.objectSlipping ? wrad : combinedX(wrad);
  const d1 = r + (s[P_X] >> 8) - oxPx;
  if (d1 < 0 || d1 >= 2 * r || s[P_YSP] < 0) return SOLID_NONE;
  s[P_Y] -= (yDist - TOP_GRIP + 1) << 8;
  landOnObject(w, slot);
  return SOLID_TOP_BOTTOM;
}

/** Solid_SideAir: a side hit that does not push (airborne, or within 4 px of the top or bottom). */
function sideAir(w: ObjectContext, slot: number): number {
  clearPushing(w, slot);
  return SOLID_SIDE;
}

/** Solid_NoCollision: no overlap; a push in progress against this object ends. */
function noCollision(w: ObjectContext, slot: number): number {
  if (w.state[at(w, slot, O_FLAGS)] & w.pushBit) clearPushing(w, slot);
  return SOLID_NONE;
}

function clearPushing(w: ObjectContext, slot: number): void {
  w.state[at(w, slot, O_FLAGS)] &= ~w.pushBit;
  w.s[P_STATUS] &= ~ST_PUSH;
}
