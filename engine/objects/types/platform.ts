/**
 * A jump-through platform (SPG "Jump Through Platforms"; Sonic 1 `PlatformObject`): only the top
 * is solid, only for a player moving down or not at all. Lands and walks off with its own width
 * radius (engine/objects/solid/platformObject.ts).
 */
import { getField, placeBox, type ObjectContext } from '../objectContext.ts';
import { O_HRAD, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { carryPlayer, dropOntoFloor } from '../solid/carry.ts';
import { isStanding, platformLanding, platformStillOn } from '../solid/platformObject.ts';
import { fromDef } from '../objectInvariants.ts';

/**
 * One frame of a platform that moves with `move` (which updates O_X/O_Y): landing before the
 * move, or the walk-off check, the move, and carrying (the order of Sonic 1's Obj18).
 */
export function platformFrame(w: ObjectContext, slot: number, move: ((w: ObjectContext, slot: number) => void) | null): void {
  const prevXPx = getField(w, slot, O_X) >> 8;
  const hrad = getField(w, slot, O_HRAD);
  if (isStanding(w, slot) && platformStillOn(w, slot, getField(w, slot, O_WRAD))) {
    if (move !== null) move(w, slot);
    carryPlayer(w, slot, prevXPx, hrad + 1, getField(w, slot, O_Y) >> 8);
    return;
  }
  if (platformLanding(w, slot, (getField(w, slot, O_Y) >> 8) - hrad) && move !== null && !w.q.platformThroughFloors) {
    dropOntoFloor(w, slot);
  }
  if (move !== null) move(w, slot);
}

export const platformType: ObjectType = {
  name: 'platform',
  spec: {
    doc: 'A jump-through platform: solid only from the top, landed on only while falling or still; the player walks off at its own width radius (SPG "Jump Through Platforms").',
    params: {
      width: { kind: 'int', min: 1, max: 128, default: 32, doc: 'Width radius in px (Sonic 1 platforms: 32).' },
      height: { kind: 'int', min: 1, max: 64, default: 8, doc: 'Height radius in px: the surface is at y - height (Sonic 1 platforms: 8).' },
    },
  },
  fields: {
    O_WRAD: fromDef((d) => Number(d.params.width), 'its width parameter'),
    O_HRAD: fromDef((d) => Number(d.params.height), 'its height parameter'),
  },
  behaviour: {
    spawn(w, slot, def) {
      placeBox(w, slot, def!);
    },
    update(w, slot) {
      platformFrame(w, slot, null);
    },
  },
};
