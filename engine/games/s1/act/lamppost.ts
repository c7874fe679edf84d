/**
 * Restarting from a lamppost (Sonic 1 `Lamp_StoreInfo` / `Lamp_LoadInfo`, _incObj/79 Lamppost.asm;
 * `LevSz_ChkLamp`). A lamppost the player touches stores where to restart; when the act restarts
 * after a death with a lamppost stored, the player starts at the lamppost instead of the act's
 * start, with the stored time (59 sixtieths, one second back), dynamic-event routine, bottom
 * limit and (Labyrinth) water level and routine; rings are cleared (the routine restores them,
 * then clears them: a bug of the original that costs nothing since rings reset anyway). The camera is then set from the position as at
 * an ordinary start (SetScreen runs after Lamp_LoadInfo and overwrites the stored screen). A
 * lamppost number with bit 7 set also moves the left limit to the lamppost's x - $A0.
 */
import {
  C_X, C_Y, P_RINGS, W_CHECKPOINT_X, W_CHECKPOINT_Y, W_DLE_ROUTINE, W_LAMP_CAM_X, W_LAMP_CAM_Y, W_LAMP_DLE,
  W_LAMP_LIMIT_BOTTOM, W_LAMP_RINGS, W_LAMP_WATER_LEVEL, W_LAMP_WATER_ROUTINE, W_LAST_CHECKPOINT, W_LIMIT_BOTTOM,
  W_LIMIT_BOTTOM_TARGET, W_LIMIT_LEFT, W_WATER_LEVEL, W_WATER_ROUTINE,
} from '../../../state/layout.ts';
import { G_LAMP_TIME, G_TIME } from '../objects/s1State.ts';

/** The words a restart keeps (v_lastlamp and the lamppost's stored info). */
export const LAMP_WORDS: readonly number[] = [
  W_LAST_CHECKPOINT, W_CHECKPOINT_X, W_CHECKPOINT_Y, W_LAMP_RINGS, W_LAMP_DLE, W_LAMP_LIMIT_BOTTOM, W_LAMP_CAM_X,
  W_LAMP_CAM_Y, W_LAMP_WATER_LEVEL, W_LAMP_WATER_ROUTINE, G_LAMP_TIME,
];

/** `Lamp_StoreInfo`: lamppost `number` (its subtype) at (x, y) px. */
export function storeLampInfo(s: Int32Array, number: number, x: number, y: number): void {
  s[W_LAST_CHECKPOINT] = number & 0xff;
  s[W_CHECKPOINT_X] = x;
  s[W_CHECKPOINT_Y] = y;
  s[W_LAMP_RINGS] = s[P_RINGS];
  s[G_LAMP_TIME] = s[G_TIME];
  s[W_LAMP_DLE] = s[W_DLE_ROUTINE];
  s[W_LAMP_LIMIT_BOTTOM] = s[W_LIMIT_BOTTOM];
  s[W_LAMP_CAM_X] = s[C_X];
  s[W_LAMP_CAM_Y] = s[C_Y];
  s[W_LAMP_WATER_LEVEL] = s[W_WATER_LEVEL];
  s[W_LAMP_WATER_ROUTINE] = s[W_WATER_ROUTINE];
}

/** Whether a restart begins at a lamppost. */
export function hasLamp(s: Int32Array): boolean {
  return (s[W_LAST_CHECKPOINT] & 0xff) !== 0;
}

/**
 * `Lamp_LoadInfo`, after LevelSizeLoad set the act's limits: returns the position to start at.
 * The water part is for Labyrinth acts only (`labyrinth`).
 */
export function loadLampInfo(s: Int32Array, labyrinth: boolean): { x: number; y: number } {
  s[P_RINGS] = 0;
  // The stored time, at 59 sixtieths and one second less (a byte: 0 seconds becomes 255).
  const t = s[G_LAMP_TIME];
  s[G_TIME] = (t & 0xff0000) | ((((t >> 8) & 0xff) - 1) & 0xff) << 8 | 59;
  s[W_DLE_ROUTINE] = s[W_LAMP_DLE];
  s[W_WATER_ROUTINE] = s[W_LAMP_WATER_ROUTINE];
  s[W_LIMIT_BOTTOM] = s[W_LAMP_LIMIT_BOTTOM];
  s[W_LIMIT_BOTTOM_TARGET] = s[W_LAMP_LIMIT_BOTTOM];
  if (labyrinth) s[W_WATER_LEVEL] = s[W_LAMP_WATER_LEVEL];
  if (s[W_LAST_CHECKPOINT] & 0x80) s[W_LIMIT_LEFT] = (s[W_CHECKPOINT_X] - 0xa0) & 0xffff;
  return { x: s[W_CHECKPOINT_X], y: s[W_CHECKPOINT_Y] };
}
