/**
 * Buzz Bomber's missile (Sonic 1 object 23). Spawned with its speeds; inert at first: it waits
 * until its timer (14) runs out — 15 updates — then plays its two-frame flare (8 frames each;
 * the 17th animation update ends it), cancelled (deleted) in both phases if its Buzz Bomber has
 * been destroyed. Then it flies: each update arms its hurt touch box 0x87 (6 x 6) and moves
 * (no gravity, through terrain) until below the level's bottom + 224. So it first moves on its
 * 32nd update and can first be touched on the frame after.
 *
 * Fields: O_A the Buzz Bomber's slot; O_TIMER the delay; O_ROUTINE 0 waiting, 1 flare, 2 flying;
 * O_B flare updates; O_C 1 once the touch box is armed.
 */
import { getField, setField } from '../objectContext.ts';
import { belowLevel, speedToPos } from '../objectMotion.ts';
import { OF_DESTROYED, O_A, O_B, O_C, O_FLAGS, O_ROUTINE, O_TIMER } from '../objectFields.ts';
import { unloadObject } from '../objectRuntime.ts';
import { TOUCH_HURT } from '../hitboxSizes.ts';
import type { ObjectType } from '../objectType.ts';
import { flag, int, slotIndex } from '../../state/invariants.ts';
import { oneOf } from '../objectInvariants.ts';

export const MISSILE_HITBOX = TOUCH_HURT | 7;
export const MISSILE_DELAY = 14;
/** Updates of the flare animation (two frames of 8, advanced on the 17th). */
export const MISSILE_FLARE_UPDATES = 17;

export const buzzMissileType: ObjectType = {
  name: 'buzzMissile',
  dynamic: true,
  spec: { doc: "A Buzz Bomber's missile (spawned by Buzz Bombers, not placed in levels): hurts on touch.", params: {} },
  fields: {
    O_A: slotIndex, // the Buzz Bomber that fired it
    O_ROUTINE: oneOf(0, 1, 2), // waiting, flare, flying
    O_B: int(0, MISSILE_FLARE_UPDATES), // flare updates
    O_C: flag, // touchable
    O_TIMER: int(-1, MISSILE_DELAY),
  },
  behaviour: {
    alwaysLoaded: true,
    spawn() {},
    update(w, slot) {
      const routine = getField(w, slot, O_ROUTINE);
      if (routine < 2 && getField(w, getField(w, slot, O_A), O_FLAGS) & OF_DESTROYED) return unloadObject(w, slot);
      if (routine === 0) {
        const t = getField(w, slot, O_TIMER) - 1;
        setField(w, slot, O_TIMER, t);
        if (t >= 0) return;
        setField(w, slot, O_ROUTINE, 1);
      }
      if (routine < 2) {
        const n = getField(w, slot, O_B) + 1;
        setField(w, slot, O_B, n);
        if (n >= MISSILE_FLARE_UPDATES) setField(w, slot, O_ROUTINE, 2);
        return;
      }
      setField(w, slot, O_C, 1);
      speedToPos(w, slot);
      if (belowLevel(w, slot)) unloadObject(w, slot);
    },
    hitbox: (w, slot) => (getField(w, slot, O_C) ? MISSILE_HITBOX : 0),
  },
};
