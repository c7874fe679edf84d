/**
 * A collapsing ledge (simplified from Sonic 1 Obj1A / Obj53): a jump-through platform that,
 * once stood on, counts `delay` frames (decremented on every frame the player stands on it, as
 * the original's time delay) and then collapses: the player is let go (standing flag cleared,
 * airborne) and the platform falls with gravity 0x38, not solid, until it is 256 px below its
 * spawn point, then it is gone for good. The original's fragments, which fall one after another
 * under the player, are not modelled: the whole ledge drops at once.
 *
 * With a partner, either player standing counts the frame (Sonic 2's Obj1F tests `standing_mask`,
 * both players' bits), and the collapse lets go of both (Obj1F_Fragment's `sub_10B36`, called for
 * the main character and the sidekick).
 *
 * Fields: O_ROUTINE 0 = waiting, 1 = stood on (counting), 2 = falling; O_TIMER = frames left;
 * O_A = spawn y px.
 */
import { P_STATUS, ST_AIR } from '../../state/layout.ts';
import { destroyObject } from '../objectRuntime.ts';
import { getField, placeBox, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_ROUTINE, O_TIMER, O_Y, O_YSP } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { GRAVITY } from '../../player/constants.ts';
import { isStanding } from '../solid/platformObject.ts';
import { leaveObject } from '../solid/standing.ts';
import { platformFrame } from './platform.ts';
import { int } from '../../state/invariants.ts';
import { fromDef, oneOf } from '../objectInvariants.ts';

const FALL_DISTANCE = 256;

/** The ledge lets a player standing on it go: off the object, airborne. */
function dropPlayer(w: ObjectContext, slot: number): void {
  if (!isStanding(w, slot)) return;
  leaveObject(w, slot);
  w.s[P_STATUS] |= ST_AIR;
}

export const collapsingPlatformType: ObjectType = {
  name: 'collapsingPlatform',
  spec: {
    doc:
      'A jump-through ledge that collapses `delay` frames of standing after the player first lands on it: the player drops, ' +
      'the ledge falls away and never comes back (simplified Sonic 1 collapsing ledge: no fragments).',
    params: {
      width: { kind: 'int', min: 1, max: 128, default: 48, doc: 'Width radius in px (GHZ ledge: 48).' },
      height: { kind: 'int', min: 1, max: 64, default: 8, doc: 'Height radius in px (surface at y - height).' },
      delay: { kind: 'int', min: 1, max: 255, default: 7, doc: 'Frames of standing before it collapses (Sonic 1: 7).' },
    },
  },
  fields: {
    O_WRAD: fromDef((d) => Number(d.params.width), 'its width parameter'),
    O_HRAD: fromDef((d) => Number(d.params.height), 'its height parameter'),
    O_ROUTINE: oneOf(0, 1, 2), // resting, stood on, falling
    O_TIMER: int(0, 255), // frames left before it collapses (the delay parameter's range)
    O_A: fromDef((d) => d.y, 'its placed y'),
  },
  behaviour: {
    spawn(w, slot, def) {
      const p = def!.params;
      placeBox(w, slot, def!);
      setField(w, slot, O_TIMER, Number(p.delay));
      setField(w, slot, O_ROUTINE, 0);
      setField(w, slot, O_YSP, 0);
      setField(w, slot, O_A, def!.y);
    },
    update(w, slot) {
      if (getField(w, slot, O_ROUTINE) === 2) {
        setField(w, slot, O_Y, getField(w, slot, O_Y) + getField(w, slot, O_YSP));
        setField(w, slot, O_YSP, getField(w, slot, O_YSP) + GRAVITY);
        if ((getField(w, slot, O_Y) >> 8) - getField(w, slot, O_A) > FALL_DISTANCE) destroyObject(w, slot);
        return;
      }
      platformFrame(w, slot, null);
      const p2 = w.partnerSlot;
      const p2Stands = p2 !== null && isStanding(p2, slot);
      if (!isStanding(w, slot) && !p2Stands) return;
      setField(w, slot, O_ROUTINE, 1);
      const left = getField(w, slot, O_TIMER) - 1;
      setField(w, slot, O_TIMER, left);
      if (left > 0) return;
      dropPlayer(w, slot);
      if (p2Stands) dropPlayer(p2, slot);
      setField(w, slot, O_ROUTINE, 2);
    },
  },
};
