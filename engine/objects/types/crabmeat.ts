/**
 * Crabmeat (Sonic 1 object 1F; SPG section 14 "Crabmeats"). Solid size 8 x 16, enemy touch box
 * 0x06 (16 x 16).
 *
 * Placed: falls (gravity 0x38) until its floor sensor (x, y + 16) is inside the floor, snaps onto
 * it. Then it alternates:
 * - Waiting: the timer counts down (from 0 at first: at once). When it runs out and the crab is
 *   on screen, every other time it fires instead of walking: timer 59 and two balls at x ∓ 16
 *   (`crabBall`, xsp ∓0x100, ysp -0x400, gravity 0x38). Otherwise it walks: timer 127, speed 0x80
 *   (negated when it was facing left), facing toggled.
 * - Walking: timer counts down (stop when it runs out); position += speed; on alternate frames a
 *   floor sensor 16 px ahead (x ± 16, y + 16) — a distance below -8 or from 12 up stops it — or
 *   one under its centre that snaps y onto the floor with no limit. Stopping: timer 59, speed 0.
 *
 * Fields: O_ROUTINE 0 falling, 1 active; O_B 0 waiting, 1 walking; O_TIMER; O_C mode bits
 * (bit 0 alternates the sensor, bit 1 alternates firing).
 */
import { OBJECT_TYPE_INDEX } from '../catalogue.ts';
import { FACING_PARAM, flipped, spawnBadnik, toggleFlip } from '../badnik.ts';
import { at, getField, setField } from '../objectContext.ts';
import { objectFall, onScreen, speedToPos } from '../objectMotion.ts';
import { O_B, O_C, O_HRAD, O_ROUTINE, O_TIMER, O_WRAD, O_X, O_XSP, O_Y, O_YSP } from '../objectFields.ts';
import { spawnDynamic } from '../objectRuntime.ts';
import { objectFloorDist } from '../solid/objectTerrain.ts';
import type { ObjectType } from '../objectType.ts';
import { flag, int } from '../../state/invariants.ts';

export const CRABMEAT_HITBOX = 0x06;
export const CRABMEAT_SPEED = 0x80;
export const CRABMEAT_HEIGHT = 0x10;
export const CRABMEAT_WALK_TIME = 127;
export const CRABMEAT_PAUSE = 59;
export const CRABMEAT_BALL_OFFSET = 0x10;
export const CRABMEAT_BALL_XSP = 0x100;
/** Half-width of its sprite (obActWid) for the on-screen test. */
const ACT_WIDTH = 0x15;

function stop(w: Parameters<ObjectType['behaviour']['update']>[0], slot: number): void {
  setField(w, slot, O_B, 0);
  setField(w, slot, O_TIMER, CRABMEAT_PAUSE);
  setField(w, slot, O_XSP, 0);
}

export const crabmeatType: ObjectType = {
  name: 'crabmeat',
  spec: {
    doc: 'Crabmeat badnik: walks at 0x80 subpx/frame (half a pixel) for up to 128 frames, stops at ledges, and on screen fires two balls every other stop (SPG section 14 "Crabmeats"). Touch box 16 x 16.',
    params: { facing: FACING_PARAM },
  },
  fields: {
    O_ROUTINE: flag, // 0 = falling to the floor at first
    O_B: flag, // 0 = waiting, 1 = walking
    O_C: int(0, 3), // bit 0: floor check phase, bit 1: fire next
    O_TIMER: int(-1, CRABMEAT_WALK_TIME),
  },
  behaviour: {
    spawn(w, slot, def) {
      spawnBadnik(w, slot, def!);
      setField(w, slot, O_WRAD, 8);
      setField(w, slot, O_HRAD, CRABMEAT_HEIGHT);
      setField(w, slot, O_ROUTINE, 0);
      setField(w, slot, O_B, 0);
      setField(w, slot, O_C, 0);
      setField(w, slot, O_TIMER, 0);
    },
    update(w, slot) {
      const g = w.state;
      const yAt = at(w, slot, O_Y);
      const xPx = () => getField(w, slot, O_X) >> 8;
      if (getField(w, slot, O_ROUTINE) === 0) {
        objectFall(w, slot);
        const d = objectFloorDist(w, xPx(), g[yAt] >> 8, CRABMEAT_HEIGHT);
        if (d < 0) {
          g[yAt] += d << 8;
          setField(w, slot, O_YSP, 0);
          setField(w, slot, O_ROUTINE, 1);
        }
        return;
      }
      const visible = onScreen(w, slot, ACT_WIDTH);
      const t = getField(w, slot, O_TIMER) - 1;
      setField(w, slot, O_TIMER, t);
      if (getField(w, slot, O_B) === 0) {
        if (t >= 0) return;
        if (visible) {
          const mode = getField(w, slot, O_C);
          setField(w, slot, O_C, mode ^ 2);
          if (mode & 2) {
            setField(w, slot, O_TIMER, CRABMEAT_PAUSE);
            fireBall(w, slot, -1);
            fireBall(w, slot, 1);
            return;
          }
        }
        setField(w, slot, O_B, 1);
        setField(w, slot, O_TIMER, CRABMEAT_WALK_TIME);
        setField(w, slot, O_XSP, toggleFlip(w, slot) ? CRABMEAT_SPEED : -CRABMEAT_SPEED);
        return;
      }
      if (t < 0) return stop(w, slot);
      speedToPos(w, slot);
      const mode = getField(w, slot, O_C);
      setField(w, slot, O_C, mode ^ 1);
      if ((mode & 1) === 0) {
        const ahead = xPx() + (flipped(w, slot) ? -CRABMEAT_BALL_OFFSET : CRABMEAT_BALL_OFFSET);
        const d = objectFloorDist(w, ahead, g[yAt] >> 8, CRABMEAT_HEIGHT);
        if (d < -8 || d >= 12) stop(w, slot);
        return;
      }
      g[yAt] += objectFloorDist(w, xPx(), g[yAt] >> 8, CRABMEAT_HEIGHT) << 8;
    },
    hitbox: () => CRABMEAT_HITBOX,
  },
};

function fireBall(w: Parameters<ObjectType['behaviour']['update']>[0], slot: number, side: -1 | 1): void {
  const ball = spawnDynamic(w, OBJECT_TYPE_INDEX.crabBall, getField(w, slot, O_X) + side * (CRABMEAT_BALL_OFFSET << 8), getField(w, slot, O_Y));
  if (ball >= 0) setField(w, ball, O_XSP, side * CRABMEAT_BALL_XSP);
}
