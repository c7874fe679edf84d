/**
 * Ring (Sonic 1 object 25; SPG section 13 "Rings"). An item touch box of size 7 (6 x 6 radius,
 * 13 x 13 px). Touching it adds one ring and removes it for good (it never respawns), unless
 * items are locked after a hit (TouchProfile `regather`); a locked touch still ends that frame's
 * touch check, as in the original.
 */
import { EV_RING_COLLECT } from '../../state/events.ts';
import { P_RINGS } from '../../state/layout.ts';
import { itemsLocked } from '../damage.ts';
import { TOUCH_ITEM } from '../hitboxSizes.ts';
import { placeAt } from '../objectContext.ts';
import { destroyObject } from '../objectRuntime.ts';
import type { ObjectType } from '../objectType.ts';

/** Collision type 0x47: item, size 7 (6 x 6). */
export const RING_HITBOX = TOUCH_ITEM | 7;

export const ringType: ObjectType = {
  name: 'ring',
  spec: {
    doc: 'A ring: touching it adds one to the ring count and removes it for good (SPG section 13 "Rings"). Touch box radius 6 x 6 (13 x 13 px).',
    params: {},
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
    },
    update() {},
    hitbox: () => RING_HITBOX,
    touch(w, slot) {
      if (itemsLocked(w)) return;
      w.state[P_RINGS]++;
      w.events |= EV_RING_COLLECT;
      destroyObject(w, slot);
    },
  },
};
