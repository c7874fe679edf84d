/**
 * How a real act starts, as Sonic 1's `GM_Level` starts it (sonic.asm `Level_SkipTtlCard` →
 * `Level_StartGame`):
 * 1. `LevelSizeLoad`: limits and the camera's focal point from LevelSizeArray, the start
 *    position (a stored lamppost's instead, with what it stored: lamppost.ts), then the camera (`SetScreen`: x - 160 and y - 96, each floored at 0 by the
 *    borrow, x kept below the right limit, y below the bottom limit).
 * 2. `DeformLayers` once, before the player object exists (its status still clear): the camera
 *    scrolls and the dynamic level events run.
 * 3. `Sonic_Main` (the status stays clear: the player starts on the ground, not airborne), then
 *    the first `ExecuteObjects`: one whole player update with no buttons (the game clears the
 *    pad words first), its touch responses and loop check included.
 * The first level frame (script frame 0) follows.
 */
import { FULL_AIR } from '../../../player/water.ts';
import { ACCELERATION, DECELERATION, TOP_SPEED } from '../../../player/constants.ts';
import {
  C_BIAS, C_X, C_Y, HIST_BASE, HIST_ENTRIES, P_AIR, P_HRAD, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, P_WRAD, P_X, P_Y, W_LIMIT_BOTTOM,
  W_LIMIT_RIGHT,
} from '../../../state/layout.ts';
import type { Level } from '../../../level/types.ts';
import type { Character } from '../../../profiles/characters.ts';
import type { ActRules } from './actRules.ts';
import { startLimits, writeLimits } from './levelLimits.ts';
import { hasLamp, loadLampInfo } from './lamppost.ts';

/** Steps 1 and the player's `Sonic_Main` fields; the caller runs DeformLayers and the first update. */
export function loadActStart(s: Int32Array, level: Level, rules: ActRules, ch: Character): void {
  writeLimits(s, startLimits(level));
  s[C_BIAS] = rules.lookShift;
  const { x, y } = hasLamp(s) ? loadLampInfo(s, rules.labyrinth) : level.start;
  s[P_X] = x << 8;
  s[P_Y] = y << 8;
  let cx = x - 160;
  if (cx < 0) cx = 0;
  if (cx >= (s[W_LIMIT_RIGHT] & 0xffff)) cx = s[W_LIMIT_RIGHT];
  s[C_X] = cx;
  let cy = y - 96;
  if (cy < 0) cy = 0;
  if (cy >= s[W_LIMIT_BOTTOM]) cy = s[W_LIMIT_BOTTOM];
  s[C_Y] = cy;
  for (let i = 0; i < HIST_ENTRIES; i++) {
    s[HIST_BASE + 2 * i] = x;
    s[HIST_BASE + 2 * i + 1] = y;
  }
  s[P_WRAD] = ch.standWidth;
  s[P_HRAD] = ch.standHeight;
  s[P_SPEED_MAX] = TOP_SPEED;
  s[P_SPEED_ACC] = ACCELERATION;
  s[P_SPEED_DEC] = DECELERATION;
  // Level_LoadPal: `move.w #30,(v_air).w` in every zone.
  s[P_AIR] = FULL_AIR;
}
