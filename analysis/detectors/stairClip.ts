/**
 * `stairClip`: airborne and moving mostly down, both floor sensors were deeper inside the floor
 * than the landing threshold -((ysp px) + 8), the floor under a foot is solid from the sides too,
 * and the player stayed airborne: it fell through (seed 004 "Stair Clip Bug"). The fix lands on
 * such a floor, so the fixed engine never leaves this combination.
 */
import { calcAngle } from '../../engine/fixed/trig.ts';
import { EV_AIR_WALL, EV_LAND } from '../../engine/state/events.ts';
import { P_AIR_FLOOR_A, P_AIR_FLOOR_B, P_HRAD, P_LAYER, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';
import { isSolidPixel } from './terrainProbe.ts';

export const stairClipDetector: Detector = {
  id: 'stairClip',
  description: 'falling, both floor sensors deeper than the landing threshold: fell through the floor',
  detect({ previous, current, events, frame, level }) {
    if ((previous[P_STATUS] & ST_AIR) === 0 || (current[P_STATUS] & ST_AIR) === 0) return null;
    if (current[P_STATUS] & ST_DEAD || events & EV_LAND) return null;
    // The engine's motion quadrant for the frame: mostly down runs the landing check (and writes
    // the floor sensors; other quadrants leave them as they were). It is taken before the
    // collision: a wall ejection this frame zeroed x speed after the choice, so the x speed it
    // was chosen with is the previous frame's (give or take the air acceleration).
    const xsp = events & EV_AIR_WALL ? previous[P_XSP] : current[P_XSP];
    if (((calcAngle(xsp, current[P_YSP]) - 0x20) & 0xc0) !== 0) return null;
    const a = current[P_AIR_FLOOR_A];
    const b = current[P_AIR_FLOOR_B];
    const t = -(((current[P_YSP] >> 8) << 24 >> 24) + 8);
    if (a >= 0 || a >= t || b >= t) return null;
    const x = current[P_X] >> 8;
    const foot = (current[P_Y] >> 8) + current[P_HRAD];
    const w = current[P_WRAD];
    const layer = current[P_LAYER];
    if (!isSolidPixel(level, layer, x - w, foot, current) && !isSolidPixel(level, layer, x + w, foot, current)) return null;
    return {
      frame,
      detector: 'stairClip',
      message: `fell through the floor: sensors ${a} and ${b} px, landing threshold ${t} px, ysp ${current[P_YSP]} at x=${x}, y=${current[P_Y] >> 8}`,
    };
  },
};
