/**
 * Balancing on edges (Sonic 1 `Sonic_Move` → `Sonic_Balance`, Sonic 2 `Sonic_BalanceOnObjLeft/Right`;
 * SPG section 7 "Balancing On Edges"; seed 004 part 3). Runs when the player stands still
 * (ground speed 0) on flat ground, before looking up or ducking, and leaves its answer as data:
 * P_BALANCE 0 none, 1 edge to the right, 2 edge to the left; P_BALANCE_FAR 1 when further out
 * (Sonic 2/3's third animation). Balancing skips looking up and ducking (Sonic 3 & Knuckles
 * still ducks on terrain).
 *
 * Terrain: a downward sensor at (x, y + height radius) must find no top-solid floor within 12 px,
 * then the edge side is read from the angle buffers the ground sensors left last frame: the right
 * sensor found no tile (angle 3) → edge to the right, else the left one → edge to the left.
 * So with the ledge's last pixel at 2655 Sonic balances from x = 2656. Further out (Sonic 2/3):
 * the same centre test 6 px back from the edge (x - 6 for a right edge) also finds no floor,
 * from x = 2662.
 *
 * Object: d = player x - object x + width; d < margin → edge to the left, d >= 2 * width -
 * margin → edge to the right (margin 4 in Sonic 1, 2 in Sonic 2/3; the width is the object's
 * O_WRAD, standing in for the original's display width obActWid). Further out: d < -4, or
 * d >= 2 * width - margin + 6.
 *
 * Quirk objectTerrainBalancing (seed 004 "Object/Terrain Balancing Bug"): on an object edge no
 * floor is looked for, so the player balances with the other foot on terrain. Fixed: the object
 * edge also needs the terrain centre test to find no floor (the seed's "missing check").
 *
 * The converse bugs follow from the terrain test and the object test never looking at objects:
 * quirk terrainObjectBalancing (seed 004 "Terrain/Object Balancing Bug": at a terrain edge the
 * player balances with the other foot on an object) and quirk objectObjectBalancing ("Object/Object
 * Balancing Bug": at an object's edge, with the other foot on another object). The seed calls
 * their fix "not worth the effort" in the original's code; here it is one scan. Fixed: the edge
 * does not count when a loaded object with a flat top (BALANCE_FLOOR_TYPES: the box-topped
 * solids and platforms) has that top under the player's centre column — x within the object's
 * own width radius, top - feet in (-16, 12), the terrain test's 12 px — other than the object
 * stood on. The terrain fix applies to the further-out test too.
 *
 * Units: whole pixels.
 */
import { BTN_DOWN } from '../input.ts';
import { BLOCK_SOLID_TOP } from '../level/types.ts';
import { OBJECT_TYPE_LIST } from '../objects/catalogue.ts';
import { OF_LOADED, O_FLAGS, O_HRAD, O_TYPE, O_WRAD, O_X, O_Y } from '../objects/objectFields.ts';
import { OBJECT_SIZE, OB_ACT_WID, OB_STATUS, OB_X, rw } from '../games/s1/objects/ram.ts';
import { G_SONIC_ANGLE_A, G_SONIC_ANGLE_B } from '../games/s1/objects/s1State.ts';
import { senseDown } from '../terrain/directions.ts';
import {
  ANIM_BALANCE, P_ANIM, P_BALANCE, P_BALANCE_FAR, P_HRAD, P_ON_OBJECT, P_SENSOR_ANGLE_A, P_SENSOR_ANGLE_B, P_STATUS, P_X, P_Y,
  ST_FACING_LEFT, ST_ON_OBJECT,
} from '../state/layout.ts';
import type { PlayerContext } from './context.ts';

export const BALANCE_NONE = 0;
export const BALANCE_RIGHT = 1;
export const BALANCE_LEFT = 2;
/** The angle both angle buffers hold when a ground sensor found no tile. */
export const NO_TILE_ANGLE = 3;
/** The centre sensor must find the floor at least this far down (px) for the player to balance. */
const BALANCE_DROP = 12;
/** Sonic 2/3: the further-out test looks this far back from the centre (px). */
const FAR_BACK = 6;
/** An object top this far above the feet (px, exclusive) no longer counts as floor (the platform catch depth). */
const OBJECT_FLOOR_ABOVE = 16;
/** Object types whose top is flat at y - O_HRAD over x ± O_WRAD (the balancing fixes look at these). */
export const BALANCE_FLOOR_TYPES: readonly string[] = [
  'solidBlock', 'platform', 'movingPlatform', 'collapsingPlatform', 'pushableBlock', 'monitor', 'mushroom', 'cannon',
];

/**
 * Decides balancing for a player standing still on flat ground. Returns true when the player
 * balances and so skips looking up and ducking.
 */
export function balance(c: PlayerContext): boolean {
  const s = c.s;
  const onObject = (s[P_STATUS] & ST_ON_OBJECT) !== 0;
  let side = BALANCE_NONE;
  let far = false;
  if (onObject && c.act !== null) {
    const r = balanceOnS1Object(c);
    if (r === BALANCE_NONE) return false;
    side = r;
  } else if (onObject) {
    const slot = s[P_ON_OBJECT] - 1;
    if (slot < 0 || (c.state[c.objectBase + O_FLAGS * c.slotCount + slot] & OF_LOADED) === 0) return false;
    const width = c.state[c.objectBase + O_WRAD * c.slotCount + slot];
    const margin = c.p.balanceObjectMargin;
    const d = (s[P_X] >> 8) - (c.state[c.objectBase + O_X * c.slotCount + slot] >> 8) + width;
    const right = 2 * width - margin;
    if (d < margin) {
      side = BALANCE_LEFT;
      far = d < -4;
    } else if (d >= right) {
      side = BALANCE_RIGHT;
      far = d >= right + FAR_BACK;
    } else return false;
    if (!c.q.objectTerrainBalancing && floorWithinDrop(c, s[P_X] >> 8)) return false;
    if (!c.q.objectObjectBalancing && objectFloorUnder(c, s[P_X] >> 8, slot)) return false;
  } else {
    const x = s[P_X] >> 8;
    if (floorWithinDrop(c, x)) return false;
    // On a real act, Sonic_Balance reads Sonic's own copies of the buffers (objoff_36/37), which
    // the objects' floor checks after him do not overwrite; elsewhere nothing else writes them.
    const [rightAngle, leftAngle] = c.act !== null ? [c.state[G_SONIC_ANGLE_A], c.state[G_SONIC_ANGLE_B]] : [s[P_SENSOR_ANGLE_A], s[P_SENSOR_ANGLE_B]];
    if (rightAngle === NO_TILE_ANGLE) side = BALANCE_RIGHT;
    else if (leftAngle === NO_TILE_ANGLE) side = BALANCE_LEFT;
    else return false;
    if (!c.q.terrainObjectBalancing && objectFloorUnder(c, x, -1)) return false;
    const back = side === BALANCE_RIGHT ? x - FAR_BACK : x + FAR_BACK;
    far = !floorWithinDrop(c, back) && (c.q.terrainObjectBalancing || !objectFloorUnder(c, back, -1));
  }
  far = far && c.p.balanceFarOut;
  s[P_BALANCE] = side;
  s[P_BALANCE_FAR] = far ? 1 : 0;
  const turns = c.p.balanceTurns;
  if (turns === 'always' || (turns === 'whenFar' && far)) {
    if (side === BALANCE_RIGHT) s[P_STATUS] &= ~ST_FACING_LEFT;
    else s[P_STATUS] |= ST_FACING_LEFT;
  }
  s[P_ANIM] = ANIM_BALANCE;
  return !(c.p.balanceDuckOnTerrain && !onObject && (c.held & BTN_DOWN) !== 0);
}

/**
 * Sonic 1 on a real act's object (Sonic_Move): none when the object's status bit 7 is set; else
 * with d = player x - object x + obActWid, left when d < 4, right when d >= 2 * obActWid - 4
 * (signed words).
 */
function balanceOnS1Object(c: PlayerContext): number {
  const s = c.s;
  const m = c.m;
  const a1 = (s[P_ON_OBJECT] - 1) * OBJECT_SIZE;
  if (a1 < 0 || m[a1 + OB_STATUS] & 0x80) return BALANCE_NONE;
  const wid = m[a1 + OB_ACT_WID];
  const d = (((s[P_X] >> 8) - rw(m, a1 + OB_X) + wid) << 16) >> 16;
  if (d < 4) return BALANCE_LEFT;
  if (d >= 2 * wid - 4) return BALANCE_RIGHT;
  return BALANCE_NONE;
}

/** ObjFloorDist / ChkFloorEdge at pixel column x: top-solid floor less than 12 px below the feet. */
function floorWithinDrop(c: PlayerContext, x: number): boolean {
  return senseDown(c.t, x, (c.s[P_Y] >> 8) + c.s[P_HRAD], BLOCK_SOLID_TOP) < BALANCE_DROP;
}

/**
 * The balancing fixes' object floor: a loaded BALANCE_FLOOR_TYPES object other than `except`
 * with x in [object x - width radius, object x + width radius) and its top (y - height radius)
 * less than 12 px below the feet and less than 16 px above them.
 */
export function objectFloorUnder(c: PlayerContext, x: number, except: number): boolean {
  const s = c.s;
  const n = c.slotCount;
  const base = c.objectBase;
  const feet = (s[P_Y] >> 8) + s[P_HRAD];
  for (let slot = 0; slot < n; slot++) {
    if (slot === except || (c.state[base + O_FLAGS * n + slot] & OF_LOADED) === 0) continue;
    if (!BALANCE_FLOOR_TYPES.includes(OBJECT_TYPE_LIST[c.state[base + O_TYPE * n + slot]].name)) continue;
    const wrad = c.state[base + O_WRAD * n + slot];
    const d0 = x - (c.state[base + O_X * n + slot] >> 8) + wrad;
    if (d0 < 0 || d0 >= 2 * wrad) continue;
    const d = (c.state[base + O_Y * n + slot] >> 8) - c.state[base + O_HRAD * n + slot] - feet;
    if (d < BALANCE_DROP && d > -OBJECT_FLOOR_ABOVE) return true;
  }
  return false;
}
