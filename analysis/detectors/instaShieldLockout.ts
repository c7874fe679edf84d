/**
 * `instaShieldLockout`: the player lands (or is already grounded) with double_jump_flag at 2:
 * the insta-shield's object ended the attack on the landing frame, after the landing had cleared
 * the flag, so the next jump has no double-jump move (engine/player/moves/instaShield.ts, quirk
 * `instaShieldLockout`). No other move leaves the flag set on the ground.
 */
import { P_DOUBLE_JUMP, P_STATUS, P_X, P_Y, ST_AIR } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';

const lockedOut = (s: Int32Array): boolean => (s[P_STATUS] & ST_AIR) === 0 && s[P_DOUBLE_JUMP] === 2;

export const instaShieldLockoutDetector: Detector = {
  id: 'instaShieldLockout',
  description: 'on the ground with the double jump used up: the next jump has no double-jump move',
  detect({ previous, current, frame }) {
    if (!lockedOut(current) || lockedOut(previous)) return null;
    return {
      frame,
      detector: 'instaShieldLockout',
      message: `grounded at x=${current[P_X] >> 8}, y=${current[P_Y] >> 8} with double_jump_flag 2: no double-jump move until the next landing`,
    };
  },
};
