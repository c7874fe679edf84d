/**
 * `falseStanding`: the player's standing-on-object flag is set but the object it names is not
 * there to stand on (seed 002 "False Object Standing Flag"). Reported on the frame the condition
 * begins, for player 1 and for a hand-made level's partner ("player 2 ..."; one hit naming both
 * when both begin on the same frame). Each object system is read as it keeps the flag:
 * - hand-made levels (engine/objects/): the object in slot P_ON_OBJECT - 1 is not loaded, or the
 *   player's centre is not over it;
 * - real acts (Sonic 1's object RAM, engine/games/s1/objects/): Sonic's `standonobject` slot is empty
 *   (`DeleteObject` cleared it and left Sonic's status bit 3 set), or the object there does not
 *   have its own "player standing" bit (obStatus bit 3): the slot was reused by another object.
 *   The game sets and clears the two bits together (`Solid_ResetFloor`, `ExitPlatform`), so
 *   they only disagree after a deletion.
 */
import type { Level } from '../../engine/level/types.ts';
import { O_FLAGS, O_WRAD, O_X, OF_LOADED, objectSlotCount } from '../../engine/objects/objectFields.ts';
import { FIXED_WORDS, P_ON_OBJECT, P_STATUS, P_WRAD, P_X, ST_ON_OBJECT } from '../../engine/state/layout.ts';
import { OBJECT_SIZE, OBJECT_SLOTS, OB_ID, OB_STATUS, STATUS_PLAYER_STANDING } from '../../engine/games/s1/objects/ram.ts';
import { S1_BASE, S1_BYTES } from '../../engine/games/s1/objects/s1State.ts';
import type { Detector } from './detector.ts';
import { partnerBlockBase } from './partnerBlock.ts';

/**
 * Why a hand-made level's state's standing flag is false, or null when it is not set or true.
 * `slotCount`: the level's object slots (objectSlotCount; a partner's block follows them).
 * `base`: where the player's words start (0: player 1; partnerBase: player 2, whose block holds
 * the same P_* words), so the question is asked of either player without a view per frame.
 */
export function falseStandingReason(s: Int32Array, slotCount: number, base = 0): string | null {
  if ((s[base + P_STATUS] & ST_ON_OBJECT) === 0) return null;
  const slot = s[base + P_ON_OBJECT] - 1;
  if (slot < 0 || slot >= slotCount) return `standing flag set with object slot ${slot}, which does not exist`;
  if ((s[FIXED_WORDS + O_FLAGS * slotCount + slot] & OF_LOADED) === 0) return `standing on object slot ${slot}, which is not loaded`;
  const ox = s[FIXED_WORDS + O_X * slotCount + slot] >> 8;
  // Platforms let the player walk off at their width radius; solid objects at width + push radius.
  const reach = s[FIXED_WORDS + O_WRAD * slotCount + slot] + s[base + P_WRAD] + 11;
  const dx = (s[base + P_X] >> 8) - ox;
  if (dx < -reach || dx > reach) return `standing on object slot ${slot} at x=${ox}, ${dx} px away (reach ${reach})`;
  return null;
}

/** The same question on a real act's state, read from Sonic 1's object RAM in it. */
export function falseStandingReasonS1(s: Int32Array): string | null {
  if ((s[P_STATUS] & ST_ON_OBJECT) === 0) return null;
  // standonobject: the engine keeps slot + 1 (sonic.ts sonicStandSlot). Slot 0 is Sonic's own.
  const slot = s[P_ON_OBJECT] - 1;
  if (slot <= 0 || slot >= OBJECT_SLOTS) return `standing flag set with object slot ${slot}, which holds no object`;
  const m = new Uint8Array(s.buffer, s.byteOffset + S1_BASE * 4, S1_BYTES);
  const a0 = slot * OBJECT_SIZE;
  const id = m[a0 + OB_ID];
  if (id === 0) return `standing on object slot 0x${hex(slot)}, which is empty`;
  if ((m[a0 + OB_STATUS] & STATUS_PLAYER_STANDING) === 0) {
    return `standing on object slot 0x${hex(slot)}, whose object (id 0x${hex(id)}) does not hold the player`;
  }
  return null;
}

function reasonFor(level: Level, s: Int32Array): string | null {
  return level.act !== undefined ? falseStandingReasonS1(s) : falseStandingReason(s, objectSlotCount(level.objects.length));
}

export const falseStandingDetector: Detector = {
  id: 'falseStanding',
  description: 'standing on an object that is not loaded or not under the player (either player)',
  detect({ previous, current, frame, level }) {
    const reason = reasonFor(level, current);
    const p1 = reason !== null && reasonFor(level, previous) === null ? `${reason}; player at x=${current[P_X] >> 8}` : null;
    const p2 = partnerBegins(level, previous, current);
    if (p1 === null && p2 === null) return null;
    return { frame, detector: 'falseStanding', message: p1 === null ? p2! : p2 === null ? p1 : `${p1}; ${p2}` };
  },
};

/**
 * The partner's part: it keeps the same flag, with the same bug (engine/objects/objectRuntime.ts
 * unloadObject). Its message, when its condition begins this frame on a hand-made level.
 */
function partnerBegins(level: Level, previous: Int32Array, current: Int32Array): string | null {
  const base = partnerBlockBase(level, current);
  if (base < 0) return null;
  const slotCount = objectSlotCount(level.objects.length);
  const reason = falseStandingReason(current, slotCount, base);
  if (reason === null || falseStandingReason(previous, slotCount, base) !== null) return null;
  return `player 2 ${reason}; player 2 at x=${current[base + P_X] >> 8}`;
}

function hex(v: number): string {
  return v.toString(16).padStart(2, '0');
}
