/**
 * Sloped solid objects (SPG "Sloped Objects"; Sonic 1 `SolidObject_Heightmap`, Sonic 2
 * `SlopedSolid`). The collision is the generic one against a shifted object y: at the player's
 * x the array gives the surface height above the object's y, `h`, and the object collides as if
 * its y were y + height radius - h ("current_shift"), so both its top and bottom follow the slope.
 *
 * Arrays are stored compressed, one value per 2 px, indexed by (player x - object x + combined
 * radius) >> 1 (mirrored when the object is flipped), so a solid sloped object's array covers the
 * combined width: the object's own values plus 6 extra either side for a player standing past
 * the edge. An index past the array's end reads its last value (our guard; the original reads on).
 *
 * Standing: y = object y - h - player height radius. Landing put the player 1 px higher (the
 * generic landing subtracts 1, this does not): the missing pixel of seed 002, reproduced, so a
 * player sinks 1 px into a sloped object on its first standing frame.
 *
 * Units: whole pixels.
 */
import { P_X } from '../../state/layout.ts';
import { at, type ObjectContext } from '../objectContext.ts';
import { OF_FLIP_X, O_FLAGS, O_HRAD, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import { carryPlayer } from './carry.ts';
import { combinedX, solidCollision } from './solidObject.ts';
import { leaveObject, stillOnObject } from './standing.ts';

/** The array value under the player: `d0` is player x - object x + radius (px). */
export function slopeHeight(heights: readonly number[], d0: number, radius: number, flipX: boolean): number {
  let i = (flipX ? 2 * radius - 1 - d0 : d0) >> 1;
  if (i < 0) i = 0;
  if (i >= heights.length) i = heights.length - 1;
  return heights[i];
}

/**
 * SolidObject for a sloped object; returns 0 / 1 / -1 like solidObject. The collision box is
 * shifted to y + base - h: Sonic 1 passes the height radius as `base` (the default), Sonic 2's
 * `SlopedSolid` subtracts the array's first value instead (`sub.b (a2),d3`), which only differs
 * for arrays that do not start at the height radius (the down-diagonal spring's).
 */
export function slopedSolidObject(
  w: ObjectContext,
  slot: number,
  heights: readonly number[],
  prevXPx: number,
  base = w.state[at(w, slot, O_HRAD)],
): number {
  const s = w.s;
  const comb = combinedX(w.state[at(w, slot, O_WRAD)]);
  const oxPx = w.state[at(w, slot, O_X)] >> 8;
  const oyPx = w.state[at(w, slot, O_Y)] >> 8;
  const flip = (w.state[at(w, slot, O_FLAGS)] & OF_FLIP_X) !== 0;
  const d0 = (s[P_X] >> 8) - oxPx + comb;
  if (w.state[at(w, slot, O_FLAGS)] & w.standBit) {
    if (stillOnObject(w, slot, comb, oxPx, s[P_X] >> 8)) carryPlayer(w, slot, prevXPx, slopeHeight(heights, d0, comb, flip), oyPx);
    else leaveObject(w, slot);
    return 0;
  }
  const hrad = w.state[at(w, slot, O_HRAD)];
  const shiftedY = oyPx + base - slopeHeight(heights, d0, comb, flip);
  return solidCollision(w, slot, comb, hrad, oxPx, shiftedY, prevXPx);
}

