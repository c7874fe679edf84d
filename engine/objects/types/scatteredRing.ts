/**
 * A ring scattered by a hit (Sonic 1 object 37 routine 2, `RLoss_Bounce`; SPG section 15).
 * Spawned by ringLoss.ts in a dynamic slot with its speeds and lifetime.
 *
 * Each frame: position += speed, ysp += 0x18; then, only when ysp (after gravity) is not
 * negative and only on every 4th frame (Sonic 2/3: 8th) — `(frame + 0x7F - dynamic index) & 3`,
 * the original's vblank counter plus its object loop counter — one floor sensor at y + 8: when
 * it finds the ring inside the floor (d < 0) the ring moves up by d and bounces:
 * ysp -= ysp >> 2, ysp = -ysp. They fall through walls and ceilings.
 * Lifetime: 255 frames on the shared timer (quirk `sharedRingTimer`; fixed, its own O_TIMER),
 * or until below the level's bottom + 224. Touching one collects it like a ring (`regather`).
 *
 * Fields: O_TIMER own lifetime (fixed variant).
 */
import { EV_RING_COLLECT } from '../../state/events.ts';
import { P_FRAME, P_RINGS, W_RING_LOSS_TIMER } from '../../state/layout.ts';
import { TOUCH_PROFILES } from '../../profiles/touch.ts';
import { itemsLocked } from '../damage.ts';
import { at } from '../objectContext.ts';
import { belowLevel, speedToPos } from '../objectMotion.ts';
import { O_TIMER, O_X, O_Y, O_YSP } from '../objectFields.ts';
import { unloadObject } from '../objectRuntime.ts';
import { objectFloorDist } from '../solid/objectTerrain.ts';
import type { ObjectType } from '../objectType.ts';
import { RING_HITBOX } from './ring.ts';
import { int } from '../../state/invariants.ts';
import { RING_LIFETIME } from '../ringLoss.ts';
import { inDynamicSlot } from '../objectInvariants.ts';

export const SCATTERED_RING_GRAVITY = 0x18;
/** The ring's height radius for its floor sensor, px. */
export const SCATTERED_RING_HEIGHT = 8;

export const scatteredRingType: ObjectType = {
  name: 'scatteredRing',
  spec: {
    doc: 'A ring scattered by a hit (spawned by the engine, not placed in levels): bounces on floors, collectable like a ring, gone after 255 frames (SPG section 15).',
    params: {},
  },
  dynamic: true,
  fields: {
    O_TIMER: inDynamicSlot(int(0, RING_LIFETIME)), // its own lifetime (with the shared timer fixed)
  },
  behaviour: {
    alwaysLoaded: true,
    spawn() {},
    update(w, slot) {
      const g = w.state;
      speedToPos(w, slot);
      const yspAt = at(w, slot, O_YSP);
      g[yspAt] += SCATTERED_RING_GRAVITY;
      const loopCounter = 0x7f - (slot - w.objectDefs.length);
      if (g[yspAt] >= 0 && ((w.state[P_FRAME] + loopCounter) & TOUCH_PROFILES[w.p.id].ringFloorCheckMask) === 0) {
        const d = objectFloorDist(w, w.state[at(w, slot, O_X)] >> 8, w.state[at(w, slot, O_Y)] >> 8, SCATTERED_RING_HEIGHT);
        if (d < 0) {
          w.state[at(w, slot, O_Y)] += d << 8;
          g[yspAt] -= g[yspAt] >> 2;
          g[yspAt] = -g[yspAt];
        }
      }
      if (w.q.sharedRingTimer) {
        if (w.state[W_RING_LOSS_TIMER] === 0) return unloadObject(w, slot);
      } else if (--w.state[at(w, slot, O_TIMER)] <= 0) {
        return unloadObject(w, slot);
      }
      if (belowLevel(w, slot)) unloadObject(w, slot);
    },
    hitbox: () => RING_HITBOX,
    touch(w, slot) {
      if (itemsLocked(w)) return;
      w.state[P_RINGS]++;
      w.events |= EV_RING_COLLECT;
      unloadObject(w, slot);
    },
  },
};
