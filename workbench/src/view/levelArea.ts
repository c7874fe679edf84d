/**
 * The part of a level the view draws, in world pixels from (0, 0). A hand-made level: its whole
 * grid. A real act: its terrain grid is what FindNearestTile addresses (0x8000 x 0x800 px, the
 * background layout from column $40 on), but the act is what its limits let the camera show:
 * up to the right limit + one screen (320 px) across, the bottom limit + one screen (224 px)
 * down, within the foreground's layout columns 0..$3F. The limits are the larger of the level
 * size table's and the frame's (DynamicLevelEvents moves them as the camera goes). An act that
 * wraps vertically (top limit below 0: LZ3, SBZ2) shows the whole grid's height.
 */
import type { Level } from '../../../engine/level/types.ts';
import { W_LIMIT_BOTTOM, W_LIMIT_RIGHT } from '../../../engine/state/layout.ts';

export const SCREEN_WIDTH = 320;
export const SCREEN_HEIGHT = 224;
/** Layout columns 0..$3F are the foreground: 0x40 chunks of 256 px. */
export const FOREGROUND_WIDTH = 0x40 * 256;
export const ACT_GRID_HEIGHT = 0x800;

export interface LevelArea {
  readonly width: number;
  readonly height: number;
}

export function levelArea(level: Level, state: Int32Array | null): LevelArea {
  const act = level.act;
  if (act === undefined) return { width: level.widthBlocks * 16, height: level.heightBlocks * 16 };
  const right = Math.max(act.size.right, state === null ? 0 : state[W_LIMIT_RIGHT]);
  const bottom = Math.max(act.size.bottom, state === null ? 0 : state[W_LIMIT_BOTTOM]);
  return {
    width: Math.min(FOREGROUND_WIDTH, right + SCREEN_WIDTH),
    height: act.size.top < 0 ? ACT_GRID_HEIGHT : Math.min(ACT_GRID_HEIGHT, bottom + SCREEN_HEIGHT),
  };
}
