/**
 * A jump-through platform (SPG "Jump Through Platforms"; Sonic 1 `PlatformObject`): only the top
 * is solid, only for a player moving down or not at all. Lands and walks off with its own width
 * radius (engine/objects/solid/platformObject.ts). With a partner it takes player 2 as well, with
 * its own standing flag (Sonic 2's PlatformObject runs once per player).
 */
import { getField, placeBox, type ObjectContext } from '../objectContext.ts';
import { O_HRAD, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { carryPlayer, dropOntoFloor } from '../solid/carry.ts';
import { isStanding, platformLanding, platformStillOn } from '../solid/platformObject.ts';
import { platformPartner } from '../solid/partnerPass.ts';
import { fromDef } from '../objectInvariants.ts';

/**
 * One frame of a platform that moves with `move` (which updates O_X/O_Y), in the order of Sonic
 * 1's Obj18: each player's check before the move (a player standing on it stays on or walks off;
 * any other may land), the move, then carrying the players that stayed on. Player 1 goes first,
 * then the partner (engine/objects/solid/partnerPass.ts: PlatformObject's second pass); a player
 * that lands is first carried on the next frame, as player 1 alone always was.
 */
export function platformFrame(w: ObjectContext, slot: number, move: ((w: ObjectContext, slot: number) => void) | null): void {
  const prevXPx = getField(w, slot, O_X) >> 8;
  const p2 = platformPartner(w);
  const carry1 = beforeMove(w, slot, move !== null);
  const carry2 = p2 !== null && beforeMove(p2, slot, move !== null);
  if (move !== null) move(w, slot);
  const hrad = getField(w, slot, O_HRAD);
  if (carry1) carryPlayer(w, slot, prevXPx, hrad + 1, getField(w, slot, O_Y) >> 8);
  if (carry2) carryPlayer(p2!, slot, prevXPx, hrad + 1, getField(w, slot, O_Y) >> 8);
}

/**
 * A player's part before the platform moves: true when it stands on it and stays (to be carried
 * after the move); otherwise the landing test, and on a moving platform Sonic CD's floor check
 * right after a landing (the platformThroughFloors fix).
 */
function beforeMove(w: ObjectContext, slot: number, moving: boolean): boolean {
  if (isStanding(w, slot) && platformStillOn(w, slot, getField(w, slot, O_WRAD))) return true;
  if (platformLanding(w, slot, (getField(w, slot, O_Y) >> 8) - getField(w, slot, O_HRAD)) && moving && !w.q.platformThroughFloors) {
    dropOntoFloor(w, slot);
  }
  return false;
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
