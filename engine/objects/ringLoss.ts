/**
 * Ring loss (Sonic 1 `RingLoss` routine 0, `RLoss_Count`; SPG section 15): a hit scatters
 * min(rings, 32) rings from the player's position and sets the ring count to 0.
 *
 * Speeds (subpixels/frame) follow the original's angle walk, not randomness: a word d4 starts at
 * 0x288; its low byte is the angle, its high byte a left shift. For each pair of rings the first
 * gets xsp = SINE[angle] << shift, ysp = COS[angle] << shift and the second the same with xsp
 * negated; then the angle byte steps by 0x10, and when it wraps the word drops by 0x80 (shift
 * 2 → 1 → 0); below 0 it starts again at 0x288. So rings 0..15 fly at shift 2 (4x), 16..31 at
 * shift 1 (2x), angles 0x88, 0x98 .. 0xF8 (upward, left then right).
 */
import { SINE } from '../fixed/trig.ts';
import { EV_RING_LOSS } from '../state/events.ts';
import { P_RINGS, P_X, P_Y, W_RING_LOSS_TIMER } from '../state/layout.ts';
import { OBJECT_TYPE_INDEX } from './catalogue.ts';
import type { ObjectContext } from './objectContext.ts';
import { O_TIMER, O_XSP, O_YSP } from './objectFields.ts';
import { setField } from './objectContext.ts';
import { spawnDynamic } from './objectRuntime.ts';

export const RING_LOSS_MAX = 32;
/** The shared (and, fixed, per-ring) lifetime a spill starts with: v_ani3_time = 0xFF. */
export const RING_LIFETIME = 0xff;

/** The 32 (xsp, ysp) pairs in spawn order, computed the way RLoss_Count walks d4. */
export const RING_LOSS_SPEEDS: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  let d4 = 0x288;
  let xsp = 0;
  let ysp = 0;
  for (let i = 0; i < RING_LOSS_MAX; i++) {
    if (d4 >= 0) {
      const angle = d4 & 0xff;
      const shift = (d4 >> 8) & 0xff;
      xsp = SINE[angle] << shift;
      ysp = SINE[angle + 0x40] << shift;
      const low = (d4 & 0xff) + 0x10;
      d4 = (d4 & 0xff00) | (low & 0xff);
      if (low > 0xff) {
        d4 -= 0x80;
        if (d4 < 0) d4 = 0x288;
      }
    }
    out.push([xsp, ysp]);
    xsp = -xsp;
    d4 = -d4;
  }
  return out;
})();

/**
 * Scatters the player's rings; returns how many were spawned. Stops early when the dynamic
 * slots run out (the original stops when FindFreeObj fails) and zeroes the count; when not even
 * the first slot is free nothing spawns and the rings are kept (HurtSonic skips the spawner).
 */
export function scatterRings(w: ObjectContext): number {
  const s = w.s;
  const n = w.state[P_RINGS] >= RING_LOSS_MAX ? RING_LOSS_MAX : w.state[P_RINGS];
  const type = OBJECT_TYPE_INDEX.scatteredRing;
  let spawned = 0;
  for (let i = 0; i < n; i++) {
    const slot = spawnDynamic(w, type, s[P_X], s[P_Y]);
    if (slot < 0 && i === 0) return 0; // HurtSonic found no slot for the spawner: rings kept
    if (slot < 0) break;
    setField(w, slot, O_XSP, RING_LOSS_SPEEDS[i][0]);
    setField(w, slot, O_YSP, RING_LOSS_SPEEDS[i][1]);
    setField(w, slot, O_TIMER, RING_LIFETIME);
    spawned++;
  }
  // The original resets the one shared timer for every spilled ring, old ones included.
  w.state[W_RING_LOSS_TIMER] = RING_LIFETIME;
  w.state[P_RINGS] = 0;
  w.events |= EV_RING_LOSS;
  return spawned;
}
