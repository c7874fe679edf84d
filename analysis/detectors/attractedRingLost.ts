/**
 * `attractedRingLost`: a ring the lightning shield was pulling disappears for good without being
 * collected while the shield is still held: it left the object range (engine/objects/types/
 * ring.ts, quirk `attractedRingLost`).
 */
import { EV_RING_COLLECT } from '../../engine/state/events.ts';
import { OBJECT_TYPE_INDEX } from '../../engine/objects/catalogue.ts';
import { OF_DESTROYED, OF_LOADED, O_FLAGS, O_ROUTINE, O_TYPE, O_X, O_Y, objectSlotCount } from '../../engine/objects/objectFields.ts';
import { FIXED_WORDS, P_SHIELD, SHIELD_LIGHTNING } from '../../engine/state/layout.ts';
import type { Detector } from './detector.ts';

export const attractedRingLostDetector: Detector = {
  id: 'attractedRingLost',
  description: 'a ring pulled by the lightning shield vanished without being collected',
  detect({ previous, current, events, frame, level }) {
    if (events & EV_RING_COLLECT || current[P_SHIELD] !== SHIELD_LIGHTNING) return null;
    const n = objectSlotCount(level.objects.length);
    const field = (s: Int32Array, f: number, slot: number): number => s[FIXED_WORDS + f * n + slot];
    for (let slot = 0; slot < level.objects.length; slot++) {
      if (field(current, O_TYPE, slot) !== OBJECT_TYPE_INDEX.ring) continue;
      if ((field(previous, O_FLAGS, slot) & OF_LOADED) === 0 || field(previous, O_ROUTINE, slot) !== 1) continue;
      if ((field(current, O_FLAGS, slot) & OF_DESTROYED) === 0) continue;
      return {
        frame,
        detector: 'attractedRingLost',
        message: `ring ${level.objects[slot].id} pulled to (${field(previous, O_X, slot) >> 8}, ${field(previous, O_Y, slot) >> 8}) left the object range and is gone for good`,
      };
    }
    return null;
  },
};
