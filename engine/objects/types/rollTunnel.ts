/**
 * The S-tunnel rule (SPG section 13 "S Tunnels"; Sonic 1 `Sonic_Loops` → `Sonic_ChkRoll`). In
 * the original the tunnel is a 256 x 256 chunk id: every frame the player's centre is on such a
 * chunk, Sonic_ChkRoll runs — whatever the player is doing, airborne or not. Here the chunk is a
 * rectangle (`width` x `height` px centred on x, y; left/top edges inclusive, right/bottom
 * exclusive) checked in the object's update, after the player's own update as in the original.
 *
 * Sonic_ChkRoll: already rolling, nothing; otherwise curl up (rolling radii, y += 5 for Sonic,
 * the roll flag) and, when ground speed is 0, set it to +0x200 — always positive, whichever way
 * the player faces. Rolling friction can never leave the player standing inside: the frame ground
 * speed reaches 0 the roll ends and this puts it back at 0x200.
 *
 * Fields: O_A = width, O_B = height (px). Units: whole pixels, ground speed in subpixels.
 *
 * The partner is not curled: Sonic_Loops is Sonic 1's own player routine, and Sonic 1 has no sidekick.
 */
import { curl } from '../../player/roll.ts';
import { EV_ROLL } from '../../state/events.ts';
import { P_GSP, P_STATUS, P_X, P_Y, ST_DEAD, ST_ROLL } from '../../state/layout.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_B, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { fromDef } from '../objectInvariants.ts';

/** Ground speed Sonic_ChkRoll gives a player it curls up at rest. */
export const TUNNEL_ROLL_SPEED = 0x200;

/** Whether the player's centre pixel is inside the tunnel rectangle of `slot`. */
export function inTunnel(w: ObjectContext, slot: number): boolean {
  const width = getField(w, slot, O_A);
  const height = getField(w, slot, O_B);
  const dx = (w.s[P_X] >> 8) - (getField(w, slot, O_X) >> 8) + (width >> 1);
  const dy = (w.s[P_Y] >> 8) - (getField(w, slot, O_Y) >> 8) + (height >> 1);
  return dx >= 0 && dx < width && dy >= 0 && dy < height;
}

export const rollTunnelType: ObjectType = {
  name: 'rollTunnel',
  spec: {
    doc:
      'An S-tunnel area (SPG "S Tunnels"): while the player\'s centre is inside the width x height rectangle centred on x, y ' +
      'it is forced to roll (Sonic_ChkRoll: curl up, and ground speed 0 becomes +0x200), so it never stands up inside. Invisible.',
    params: {
      width: { kind: 'int', min: 16, max: 4096, default: 256, doc: 'Width of the area, px (a Sonic 1 chunk is 256).' },
      height: { kind: 'int', min: 16, max: 4096, default: 256, doc: 'Height of the area, px.' },
    },
  },
  fields: {
    O_A: fromDef((d) => Number(d.params.width), 'its width parameter'),
    O_B: fromDef((d) => Number(d.params.height), 'its height parameter'),
  },
  behaviour: {
    alwaysLoaded: true,
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_A, Number(def!.params.width));
      setField(w, slot, O_B, Number(def!.params.height));
    },
    update(w, slot) {
      const s = w.s;
      if (s[P_STATUS] & (ST_DEAD | ST_ROLL)) return;
      if (!inTunnel(w, slot)) return;
      curl(w);
      w.events |= EV_ROLL;
      if (s[P_GSP] === 0) s[P_GSP] = TUNNEL_ROLL_SPEED;
    },
  },
};
