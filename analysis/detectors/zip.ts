/**
 * `zip`: the grounded wall look-ahead found its probe already inside a wall and threw the player
 * back (seed 004 "Zipping Bug"): the correction it added reversed the speed it corrected, and
 * the player now moves the other way at 1 px/frame or more. That is exactly what the zip quirk
 * does and its fix removes (fixed, the correction stops at zero speed).
 *
 * Why a reversal and not a large correction or a move through solid pixels: from outside a wall
 * the look-ahead can only stop the player at it (the probe's whole-pixel rounding can overshoot
 * by less than a pixel a frame: pushing against a wall from a subpixel position), while on real
 * terrain a player walks through wall blocks above the probe's line (it looks 8 px below the
 * centre on flat ground) and a correction can be large without turning the player round; the
 * fixed engine does the same there, so those are no zips.
 *
 * The corrected speed is x speed when the ground is floor or ceiling (the probe looks sideways)
 * and y speed on walls, by the angle the look-ahead ran at: the previous frame's (AnglePos
 * updates it after the move).
 */
import { EV_LOOKAHEAD } from '../../engine/state/events.ts';
import { P_ANGLE, P_LOOKAHEAD_DELTA, P_X, P_XSP, P_Y, P_YSP } from '../../engine/state/layout.ts';
import { plainQuadrant } from '../../engine/player/quadrant.ts';
import type { Detector } from './detector.ts';

/** The backward speed a zip throws the player at, at least: one pixel a frame. */
export const ZIP_MIN_THROW = 0x100;

export const zipDetector: Detector = {
  id: 'zip',
  description: 'the wall look-ahead inside terrain reversed the player (thrown back 1 px/frame or more)',
  detect({ previous, current, events, frame }) {
    if ((events & EV_LOOKAHEAD) === 0) return null;
    const delta = current[P_LOOKAHEAD_DELTA];
    const sideways = (plainQuadrant(previous[P_ANGLE]) & 0x40) === 0;
    const after = current[sideways ? P_XSP : P_YSP];
    const before = after - delta;
    const thrown = before > 0 ? after <= -ZIP_MIN_THROW : before < 0 ? after >= ZIP_MIN_THROW : false;
    if (!thrown) return null;
    return {
      frame,
      detector: 'zip',
      message: `look-ahead correction ${delta} subpx/frame (${delta >> 8} px) turned ${sideways ? 'x' : 'y'} speed ${before} into ${after} at x=${current[P_X] >> 8}, y=${current[P_Y] >> 8}`,
    };
  },
};
