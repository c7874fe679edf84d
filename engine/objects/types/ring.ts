/**
 * Ring (Sonic 1 object 25; SPG section 13 "Rings"). An item touch box of size 7 (6 x 6 radius,
 * 13 x 13 px). Touching it adds one ring and removes it for good (it never respawns), unless
 * items are locked after a hit (TouchProfile `regather`); a locked touch still ends that frame's
 * touch check, as in the original.
 *
 * The lightning shield's pull (Sonic 3 `Test_Ring_Collisions`, `Obj_Attracted_Ring`,
 * `AttractedRing_Move`; SPG "Ring Magnetization"), in games with elemental shields: a ring whose
 * box (x ± 6) meets the 128 x 128 box from the player's (x - 0x40, y - 0x40) — the touch test's
 * unsigned compares — while items are not locked becomes attracted (O_ROUTINE 1) instead of
 * being touched. Each frame an attracted ring accelerates towards the player on each axis:
 * 0x30 while already moving that way, 0xC0 (four times as much) otherwise (the player at or
 * beyond the ring, unsigned, counts as "towards +"); then it moves by its speeds. It is collected
 * by touch like any ring. If the shield is gone it turns into a scattered ring with the shared
 * spill timer at 255 (`Obj_Bouncing_Ring`, Ring_spill_anim_counter = -1), and this ring is gone.
 * When it leaves the object range, the original loses it for good — neither collected nor
 * respawned (quirk `attractedRingLost`, the `move.w $30,d0` bug); fixed, it comes back at its
 * place like any ring the camera left behind.
 */
import { EV_RING_COLLECT } from '../../state/events.ts';
import { C_X, P_RINGS, P_SHIELD, P_X, P_Y, SHIELD_LIGHTNING, W_RING_LOSS_TIMER } from '../../state/layout.ts';
import { OBJECT_TYPE_INDEX } from '../catalogue.ts';
import { itemsLocked } from '../damage.ts';
import { TOUCH_ITEM } from '../hitboxSizes.ts';
import { at, getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_ROUTINE, O_TIMER, O_X, O_XSP, O_Y, O_YSP } from '../objectFields.ts';
import { inObjectRange } from '../objectRange.ts';
import { destroyObject, spawnDynamic } from '../objectRuntime.ts';
import { RING_LIFETIME } from '../ringLoss.ts';
import { axisOverlap } from '../touch.ts';
import type { ObjectType } from '../objectType.ts';

/** Collision type 0x47: item, size 7 (6 x 6). */
export const RING_HITBOX = TOUCH_ITEM | 7;
/** The lightning shield's pull: box half-size from the player's centre, px. */
export const MAGNET_REACH = 0x40;
export const RING_RADIUS = 6;
/** AttractedRing_Move: acceleration towards the player, and four times it when turning. */
export const MAGNET_FOLLOW = 0x30;
export const MAGNET_TURN = 0xc0;

const ATTRACTED = 1;

function pulling(w: ObjectContext): boolean {
  return w.mv.elementalShields && w.s[P_SHIELD] === SHIELD_LIGHTNING;
}

/** Test_Ring_Collisions with the lightning shield: the ring meets the 128 x 128 box. */
function inMagnetBox(w: ObjectContext, slot: number): boolean {
  const s = w.s;
  return (
    axisOverlap(getField(w, slot, O_X) >> 8, RING_RADIUS, (s[P_X] >> 8) - MAGNET_REACH, 2 * MAGNET_REACH, 1) &&
    axisOverlap(getField(w, slot, O_Y) >> 8, RING_RADIUS, (s[P_Y] >> 8) - MAGNET_REACH, 2 * MAGNET_REACH, 1)
  );
}

/** AttractedRing_Move on one axis: the new speed. */
function pull(player: number, ring: number, speed: number): number {
  if ((player & 0xffff) >= (ring & 0xffff)) return speed + (speed >= 0 ? MAGNET_FOLLOW : MAGNET_TURN);
  return speed - (speed < 0 ? MAGNET_FOLLOW : MAGNET_TURN);
}

function attracted(w: ObjectContext, slot: number): void {
  const s = w.s;
  const xsp = pull(s[P_X] >> 8, getField(w, slot, O_X) >> 8, getField(w, slot, O_XSP));
  const ysp = pull(s[P_Y] >> 8, getField(w, slot, O_Y) >> 8, getField(w, slot, O_YSP));
  setField(w, slot, O_XSP, xsp);
  setField(w, slot, O_YSP, ysp);
  w.state[at(w, slot, O_X)] += xsp;
  w.state[at(w, slot, O_Y)] += ysp;
  if (!pulling(w)) {
    const scattered = spawnDynamic(w, OBJECT_TYPE_INDEX.scatteredRing, getField(w, slot, O_X), getField(w, slot, O_Y));
    if (scattered >= 0) {
      setField(w, scattered, O_XSP, xsp);
      setField(w, scattered, O_YSP, ysp);
      setField(w, scattered, O_TIMER, RING_LIFETIME);
      w.state[W_RING_LOSS_TIMER] = RING_LIFETIME;
    }
    destroyObject(w, slot);
    return;
  }
  if (w.q.attractedRingLost && !inObjectRange(getField(w, slot, O_X) >> 8, w.state[C_X])) destroyObject(w, slot);
}

export const ringType: ObjectType = {
  name: 'ring',
  spec: {
    doc: 'A ring: touching it adds one to the ring count and removes it for good (SPG section 13 "Rings"). Touch box radius 6 x 6 (13 x 13 px). The lightning shield pulls it (Sonic 3).',
    params: {},
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_ROUTINE, 0);
      setField(w, slot, O_XSP, 0);
      setField(w, slot, O_YSP, 0);
    },
    update(w, slot) {
      // Games without elemental shields (the per-game move table) have nothing to do here.
      if (!w.mv.elementalShields) return;
      if (getField(w, slot, O_ROUTINE) === ATTRACTED) return attracted(w, slot);
      if (!pulling(w) || itemsLocked(w) || !inMagnetBox(w, slot)) return;
      setField(w, slot, O_ROUTINE, ATTRACTED);
      attracted(w, slot);
    },
    // With the lightning shield a ring is pulled, not touched, until it is attracted.
    hitbox: (w, slot) => (!pulling(w) || getField(w, slot, O_ROUTINE) === ATTRACTED ? RING_HITBOX : 0),
    touch(w, slot) {
      if (itemsLocked(w)) return;
      w.state[P_RINGS]++;
      w.events |= EV_RING_COLLECT;
      destroyObject(w, slot);
    },
  },
};
