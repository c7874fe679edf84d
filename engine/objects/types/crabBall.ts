/**
 * Crabmeat's ball (Sonic 1 object 1F routines 6/8; SPG "Crabmeat Projectile"): spawned by a
 * crabmeat with xsp ±0x100; starts at ysp -0x400 and falls with gravity 0x38 (ObjectFall), through
 * terrain, until below the level's bottom + 224. Hurt touch box 0x87 (6 x 6).
 */
import { setField } from '../objectContext.ts';
import { belowLevel, objectFall } from '../objectMotion.ts';
import { O_YSP } from '../objectFields.ts';
import { unloadObject } from '../objectRuntime.ts';
import { TOUCH_HURT } from '../hitboxSizes.ts';
import type { ObjectType } from '../objectType.ts';

export const CRAB_BALL_HITBOX = TOUCH_HURT | 7;
export const CRAB_BALL_YSP = -0x400;

export const crabBallType: ObjectType = {
  name: 'crabBall',
  dynamic: true,
  spec: { doc: "A crabmeat's ball (spawned by crabmeats, not placed in levels): hurts on touch.", params: {} },
  behaviour: {
    alwaysLoaded: true,
    spawn(w, slot) {
      setField(w, slot, O_YSP, CRAB_BALL_YSP);
    },
    update(w, slot) {
      objectFall(w, slot);
      if (belowLevel(w, slot)) unloadObject(w, slot);
    },
    hitbox: () => CRAB_BALL_HITBOX,
  },
};
