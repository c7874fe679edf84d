/**
 * `falseStanding`: the player's standing-on-object flag is set but the object in slot
 * P_ON_OBJECT - 1 is not loaded, or the player's centre is not over it (seed 002 "False Object
 * Standing Flag"). Reported on the frame the condition begins.
 */
import { O_FLAGS, O_WRAD, O_X, OBJECT_FIELDS, OF_LOADED } from '../../engine/objects/objectFields.ts';
import { FIXED_WORDS, P_ON_OBJECT, P_STATUS, P_WRAD, P_X, ST_ON_OBJECT } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';

/** Why a state's standing flag is false, or null when it is not set or true. */
export function falseStandingReason(s: Int32Array): string | null {
  if ((s[P_STATUS] & ST_ON_OBJECT) === 0) return null;
  const slotCount = (s.length - FIXED_WORDS) / OBJECT_FIELDS;
  const slot = s[P_ON_OBJECT] - 1;
  if (slot < 0 || slot >= slotCount) return `standing flag set with object slot ${slot}, which does not exist`;
  if ((s[FIXED_WORDS + O_FLAGS * slotCount + slot] & OF_LOADED) === 0) return `standing on object slot ${slot}, which is not loaded`;
  const ox = s[FIXED_WORDS + O_X * slotCount + slot] >> 8;
  // Platforms let the player walk off at their width radius; solid objects at width + push radius.
  const reach = s[FIXED_WORDS + O_WRAD * slotCount + slot] + s[P_WRAD] + 11;
  const dx = (s[P_X] >> 8) - ox;
  if (dx < -reach || dx > reach) return `standing on object slot ${slot} at x=${ox}, ${dx} px away (reach ${reach})`;
  return null;
}

export const falseStandingDetector: Detector = {
  id: 'falseStanding',
  description: 'standing on an object that is not loaded or not under the player',
  detect({ previous, current, frame }) {
    const reason = falseStandingReason(current);
    if (reason === null || falseStandingReason(previous) !== null) return null;
    return { frame, detector: 'falseStanding', message: `${reason}; player at x=${current[P_X] >> 8}` };
  },
};
