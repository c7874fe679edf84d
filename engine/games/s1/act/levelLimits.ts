/**
 * The level limits at the start of a level (Sonic 1 `LevelSizeLoad`): the camera's left, right,
 * top and bottom limits, and the bottom limit's target. A real act takes them from
 * LevelSizeArray; a level file its own `limits` when it gives them (Sonic 2's acts: LevelSize),
 * else its size (the camera never shows past its edges).
 * Pixels. The act's dynamic events (dynamicLevelEvents.ts) move them afterwards.
 */
import type { Level } from '../../../level/types.ts';
import {
  W_LIMIT_BOTTOM, W_LIMIT_BOTTOM_TARGET, W_LIMIT_LEFT, W_LIMIT_RIGHT, W_LIMIT_TOP,
} from '../../../state/layout.ts';

/** The screen the camera shows, px. */
export const SCREEN_WIDTH = 320;
export const SCREEN_HEIGHT = 224;

export interface LevelLimits {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export function startLimits(level: Level): LevelLimits {
  if (level.act !== undefined) {
    const z = level.act.size;
    return { left: z.left, right: z.right, top: z.top, bottom: z.bottom };
  }
  if (level.limits !== undefined) return { ...level.limits };
  return {
    left: 0,
    right: Math.max(0, level.widthBlocks * 16 - SCREEN_WIDTH),
    top: 0,
    bottom: Math.max(0, level.heightBlocks * 16 - SCREEN_HEIGHT),
  };
}

export function writeLimits(s: Int32Array, l: LevelLimits): void {
  s[W_LIMIT_LEFT] = l.left;
  s[W_LIMIT_RIGHT] = l.right;
  s[W_LIMIT_TOP] = l.top;
  s[W_LIMIT_BOTTOM] = l.bottom;
  s[W_LIMIT_BOTTOM_TARGET] = l.bottom;
}
