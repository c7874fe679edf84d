/**
 * Motobug (Sonic 1 object 40; SPG section 14 "Motobugs"). Solid size 8 x 14 (width x height
 * radius), enemy touch box 0x0C (20 x 16).
 *
 * Placed: falls (ObjectFall, gravity 0x38) until its floor sensor (x, y + 14) finds it inside
 * the floor, snaps onto it and toggles its facing. Then: waits until its timer runs out
 * (starting at 0: at once), moves at 1 px/frame (-0x100, reversed when it was facing right) and
 * toggles its facing; each moving frame: position += speed, then the floor sensor: a distance
 * below -8 or from 12 up stops it for 60 frames (timer 59, speed 0) — it has already moved onto
 * the edge — otherwise y += distance. No wall checks. (Its exhaust smoke is not modelled.)
 *
 * Fields: O_ROUTINE 0 falling, 1 active; O_B 0 waiting, 1 moving; O_TIMER the wait.
 */
import { at, getField, setField } from '../objectContext.ts';
import { FACING_PARAM, spawnBadnik, toggleFlip } from '../badnik.ts';
import { objectFall, speedToPos } from '../objectMotion.ts';
import { O_B, O_HRAD, O_ROUTINE, O_TIMER, O_WRAD, O_X, O_XSP, O_Y, O_YSP } from '../objectFields.ts';
import { objectFloorDist } from '../solid/objectTerrain.ts';
import type { ObjectType } from '../objectType.ts';
import { flag, int } from '../../state/invariants.ts';

export const MOTOBUG_HITBOX = 0x0c;
export const MOTOBUG_SPEED = 0x100;
export const MOTOBUG_HEIGHT = 0xe;
export const MOTOBUG_PAUSE = 59;

export const motobugType: ObjectType = {
  name: 'motobug',
  spec: {
    doc: 'Motobug badnik: drives along the floor at 1 px/frame, pausing 60 frames and turning where the floor runs out (SPG section 14 "Motobugs"). Touch box 20 x 16.',
    params: { facing: FACING_PARAM },
  },
  fields: {
    O_ROUTINE: flag, // 0 = falling to the floor at first
    O_B: flag, // 0 = waiting, 1 = driving
    O_TIMER: int(-1, MOTOBUG_PAUSE),
  },
  behaviour: {
    spawn(w, slot, def) {
      spawnBadnik(w, slot, def!);
      setField(w, slot, O_WRAD, 8);
      setField(w, slot, O_HRAD, MOTOBUG_HEIGHT);
      setField(w, slot, O_ROUTINE, 0);
      setField(w, slot, O_B, 0);
      setField(w, slot, O_TIMER, 0);
    },
    update(w, slot) {
      const g = w.state;
      const yAt = at(w, slot, O_Y);
      if (getField(w, slot, O_ROUTINE) === 0) {
        objectFall(w, slot);
        const d = objectFloorDist(w, getField(w, slot, O_X) >> 8, g[yAt] >> 8, MOTOBUG_HEIGHT);
        if (d < 0) {
          g[yAt] += d << 8;
          setField(w, slot, O_YSP, 0);
          setField(w, slot, O_ROUTINE, 1);
          toggleFlip(w, slot);
        }
        return;
      }
      if (getField(w, slot, O_B) === 0) {
        const t = getField(w, slot, O_TIMER) - 1;
        setField(w, slot, O_TIMER, t);
        if (t >= 0) return;
        setField(w, slot, O_B, 1);
        setField(w, slot, O_XSP, toggleFlip(w, slot) ? -MOTOBUG_SPEED : MOTOBUG_SPEED);
        return;
      }
      speedToPos(w, slot);
      const d = objectFloorDist(w, getField(w, slot, O_X) >> 8, g[yAt] >> 8, MOTOBUG_HEIGHT);
      if (d < -8 || d >= 12) {
        setField(w, slot, O_B, 0);
        setField(w, slot, O_TIMER, MOTOBUG_PAUSE);
        setField(w, slot, O_XSP, 0);
        return;
      }
      g[yAt] += d << 8;
    },
    hitbox: () => MOTOBUG_HITBOX,
  },
};
