/**
 * A sweep cell on a real act: the player put at the cell as if play had brought it there, so the
 * act's rules treat it as they would. Moving only the player would leave the camera at the act's
 * start, and with it the level limits (`DynamicLevelEvents` moves them as the camera goes: GHZ1's
 * bottom limit is 0x300 at the start and 0x400 past camera x 0x1780), the Labyrinth water and the
 * objects `ObjPosLoad` has loaded: a cell below the start's bottom limit would die on its first
 * frame. So, after the player:
 * - the camera is set as `SetScreen` sets it at a start (x - 160, y - 96, kept inside the limits);
 * - the act's dynamic events run with the camera there until the limits and the event routine
 *   stop changing (the bottom limit taken to its target at once instead of 2 px a frame);
 * - in Labyrinth, the water events likewise, the level taken to where they send it;
 * - the object manager starts over at the new camera (`OPL_Main`, as after a restart): the level
 *   slots are cleared and the placements around the camera load.
 * The result is a plausible state, not one the game is known to reach: movies that start from it
 * say so (they carry the savestate).
 */
import type { World } from '../../engine/world/world.ts';
import { spawnFromEvents } from '../../engine/world/world.ts';
import { dynamicLevelEvents } from '../../engine/games/s1/act/dynamicLevelEvents.ts';
import { dynamicWater, swayWater } from '../../engine/games/s1/act/labyrinthWater.ts';
import {
  C_X, C_Y, HIST_BASE, HIST_ENTRIES, P_ANGLE, P_GSP, P_LAYER, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR,
  W_DLE_ROUTINE, W_LAYOUT_PATCH, W_LIMIT_BOTTOM, W_LIMIT_BOTTOM_TARGET, W_LIMIT_LEFT, W_LIMIT_MOVED, W_LIMIT_RIGHT,
  W_LIMIT_TOP, W_WATER_LEVEL, W_WATER_ROUTINE, W_WATER_TARGET,
} from '../../engine/state/layout.ts';
import { objPosLoad } from '../../engine/games/s1/objects/objectManager.ts';
import { LEVEL_OBJECTS_END, LEVEL_OBJECTS_START, LEVEL_SLOT_FIRST, SLOT_HIGH } from '../../engine/games/s1/objects/ram.ts';
import { G_OPL_ROUTINE } from '../../engine/games/s1/objects/s1State.ts';
import type { SweepCell } from './sweep.ts';

/** Rounds of the dynamic events before giving up on them settling (each moves a routine at most one step). */
const EVENT_ROUNDS = 32;
/** The water moves 1 px a round: enough to cross the whole act. */
const WATER_ROUNDS = 0x800;

/** Puts the player of `w` (a world on a real act) at `cell`, with the act's rules following it. */
export function placeOnRealAct(w: World, cell: SweepCell): void {
  const s = w.state;
  s[P_X] = cell.x << 8;
  s[P_Y] = cell.y << 8;
  s[P_XSP] = cell.speed;
  s[P_GSP] = cell.speed;
  s[P_YSP] = cell.ysp ?? 0;
  s[P_ANGLE] = 0;
  s[P_LAYER] = 0;
  s[P_ON_OBJECT] = 0;
  // The status a player has running or falling there: nothing but the air bit.
  s[P_STATUS] = cell.air ? ST_AIR : 0;
  for (let i = 0; i < HIST_ENTRIES; i++) {
    s[HIST_BASE + 2 * i] = cell.x;
    s[HIST_BASE + 2 * i + 1] = cell.y;
  }
  settleLevelEvents(w, cell);
  if (w.rules.labyrinth) settleWater(w);
  restartObjectLoading(w);
}

/** `SetScreen` at the cell, then the dynamic events until the limits stop moving. */
function settleLevelEvents(w: World, cell: SweepCell): void {
  const s = w.state;
  const host = { s, rules: w.rules, spawn: (id: number, x: number, y: number) => spawnFromEvents(w.m, id, x, y) };
  let last = '';
  for (let round = 0; round < EVENT_ROUNDS; round++) {
    s[C_X] = clamp(Math.max(0, cell.x - 160), s[W_LIMIT_LEFT], s[W_LIMIT_RIGHT]);
    s[C_Y] = clamp(Math.max(0, cell.y - 96), s[W_LIMIT_TOP], s[W_LIMIT_BOTTOM]);
    dynamicLevelEvents(host);
    s[W_LIMIT_BOTTOM] = s[W_LIMIT_BOTTOM_TARGET];
    const now = [s[W_LIMIT_LEFT], s[W_LIMIT_RIGHT], s[W_LIMIT_TOP], s[W_LIMIT_BOTTOM], s[W_DLE_ROUTINE], s[C_X], s[C_Y]].join();
    if (now === last) break;
    last = now;
  }
  s[W_LIMIT_MOVED] = 0;
}

/** `LZDynamicWater` with the camera at the cell until the level reaches its target and the routine rests. */
function settleWater(w: World): void {
  const s = w.state;
  const act = w.rules.act;
  for (let round = 0; round < WATER_ROUNDS; round++) {
    const routine = s[W_WATER_ROUTINE];
    const patch = dynamicWater(s, act);
    if (patch !== 0) s[W_LAYOUT_PATCH] = patch;
    if (s[W_WATER_LEVEL] === s[W_WATER_TARGET] && s[W_WATER_ROUTINE] === routine) break;
  }
  swayWater(s);
}

/** `OPL_Main` again at the new camera: the level slots emptied, the respawn table rebuilt, the placements around the camera loaded. */
function restartObjectLoading(w: World): void {
  const m = w.m;
  m.fill(0, LEVEL_OBJECTS_START, LEVEL_OBJECTS_END);
  m[SLOT_HIGH] = LEVEL_SLOT_FIRST;
  w.state[G_OPL_ROUTINE] = 0;
  objPosLoad(w);
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}
