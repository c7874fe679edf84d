/**
 * Standing on an object: landing (Sonic 1 `Solid_ResetFloor`, `loc_74AE`) and leaving
 * (`ExitPlatform`, SolidObject's `.leave`). SPG "Solid Objects": "Popped Upwards", "Standing On
 * Solid Objects", "Walking Off The Edges".
 *
 * Units: positions in subpixels, radii in pixels.
 */
import { resetOnFloor } from '../../player/landing.ts';
import { landedMoves } from '../../player/moves/landedMoves.ts';
import { EV_OBJECT_LAND } from '../../state/events.ts';
import { P_ANGLE, P_GSP, P_ON_OBJECT, P_STATUS, P_XSP, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../state/layout.ts';
import { at, type ObjectContext } from '../objectContext.ts';
import { O_FLAGS } from '../objectFields.ts';

/**
 * The player lands on object `slot` (position already corrected by the caller): the object
 * stood on before (if any) forgets the player, angle 0, ysp 0, ground speed = xsp, the terrain
 * landing reset when airborne, then both standing flags.
 */
export function landOnObject(w: ObjectContext, slot: number): void {
  const s = w.s;
  if (s[P_STATUS] & ST_ON_OBJECT && s[P_ON_OBJECT] !== 0) {
    w.state[at(w, s[P_ON_OBJECT] - 1, O_FLAGS)] &= ~w.standBit;
  }
  s[P_ANGLE] = 0;
  s[P_YSP] = 0;
  s[P_GSP] = s[P_XSP];
  const wasAirborne = (s[P_STATUS] & ST_AIR) !== 0;
  if (wasAirborne) resetOnFloor(w);
  s[P_STATUS] |= ST_ON_OBJECT;
  s[P_ON_OBJECT] = slot + 1;
  w.state[at(w, slot, O_FLAGS)] |= w.standBit;
  w.events |= EV_OBJECT_LAND;
  if (wasAirborne) landedMoves(w);
}

/**
 * The player leaves object `slot` (walked off, jumped, or the object let go). Sonic 1 only clears
 * the standing flags; Sonic 2/3 also set the airborne bit (profile `objectWalkOffSetsAir`).
 */
export function leaveObject(w: ObjectContext, slot: number): void {
  releaseObject(w, slot);
  if (w.p.objectWalkOffSetsAir) w.s[P_STATUS] |= ST_AIR;
}

/**
 * The standing flags only, in every game: the bridges' own walk-off (Sonic 1 ExitPlatform's
 * loc_75E0, Sonic 2 Obj11 sub_F872, Sonic 3 Obj_TensionBridge sub_380A0 clear on_object and the
 * object's standing bit, never in_air): the player's ground sensors decide next frame.
 */
export function releaseObject(w: ObjectContext, slot: number): void {
  const s = w.s;
  s[P_STATUS] &= ~ST_ON_OBJECT;
  if (s[P_ON_OBJECT] === slot + 1) s[P_ON_OBJECT] = 0;
  w.state[at(w, slot, O_FLAGS)] &= ~w.standBit;
}

/**
 * ExitPlatform: whether the player, standing on `slot`, is still over it: grounded and
 * 0 <= player x - object x + radius < 2 * radius (whole pixels). Solid objects pass the combined
 * radius, platforms their own (which is why the player walks off platforms so early).
 */
export function stillOnObject(w: ObjectContext, slot: number, radius: number, objectXPx: number, playerXPx: number): boolean {
  if (w.s[P_STATUS] & ST_AIR) return false;
  const d = playerXPx - objectXPx + radius;
  return d >= 0 && d < 2 * radius;
}
