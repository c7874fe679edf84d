/**
 * `zip`: the grounded wall look-ahead found the player inside terrain and threw it: a speed
 * change of 16 px/frame or more from one look-ahead correction (seed 004 "Zipping Bug").
 */
import { EV_LOOKAHEAD } from '../../engine/world/events.ts';
import { P_LOOKAHEAD_DELTA, P_X, P_Y } from '../../engine/world/layout.ts';
import type { Detector } from './detector.ts';

export const ZIP_MIN_DELTA = 0x1000;

export const zipDetector: Detector = {
  id: 'zip',
  description: 'the wall look-ahead inside terrain changed a speed by 16 px/frame or more',
  detect({ current, events, frame }) {
    if ((events & EV_LOOKAHEAD) === 0) return null;
    const delta = current[P_LOOKAHEAD_DELTA];
    if ((delta < 0 ? -delta : delta) < ZIP_MIN_DELTA) return null;
    return {
      frame,
      detector: 'zip',
      message: `look-ahead correction ${delta} subpx/frame (${delta >> 8} px) at x=${current[P_X] >> 8}, y=${current[P_Y] >> 8}`,
    };
  },
};
