/**
 * Buzz Bomber (Sonic 1 object 22; SPG section 14 "Buzz Bombers"). Enemy touch box 0x08 (24 x 12).
 *
 * Alternates hovering and flying:
 * - Hovering: the timer counts down (from 0 at first: at once). When it runs out: if it had
 *   spotted the player it fires a missile (`buzzMissile` at x ± 0x18, y + 0x1C, speeds ±0x200,
 *   0x200), marks itself "fired" and waits 59 frames; otherwise it flies: timer 127, xsp 0x400
 *   when facing right, else -0x400.
 * - Flying: the timer counts down; when it runs out it turns (facing toggled, timer 59, the
 *   spotted/fired state cleared) and hovers. Otherwise position += speed, and if it has not fired
 *   since its last turn, the player within 0x60 px horizontally (16-bit |dx| < 0x60) while it is on
 *   screen makes it stop and hover 30 frames (timer 29) before firing.
 *
 * Fields: O_B 0 hovering, 1 flying; O_TIMER; O_C status (1 fired, 2 spotted).
 */
import { OBJECT_TYPE_INDEX } from '../catalogue.ts';
import { FACING_PARAM, flipped, spawnBadnik, toggleFlip } from '../badnik.ts';
import { getField, setField } from '../objectContext.ts';
import { onScreen, speedToPos } from '../objectMotion.ts';
import { O_A, O_B, O_C, O_TIMER, O_X, O_XSP, O_Y, O_YSP } from '../objectFields.ts';
import { spawnDynamic } from '../objectRuntime.ts';
import { P_X } from '../../state/layout.ts';
import type { ObjectType } from '../objectType.ts';
import { MISSILE_DELAY } from './buzzMissile.ts';
import { flag, int } from '../../state/invariants.ts';
import { oneOf } from '../objectInvariants.ts';

export const BUZZ_BOMBER_HITBOX = 0x08;
export const BUZZ_BOMBER_SPEED = 0x400;
export const BUZZ_BOMBER_FLY_TIME = 127;
export const BUZZ_BOMBER_TURN_WAIT = 59;
export const BUZZ_BOMBER_AIM_WAIT = 29;
export const BUZZ_BOMBER_RANGE = 0x60;
export const MISSILE_OFFSET_X = 0x18;
export const MISSILE_OFFSET_Y = 0x1c;
export const MISSILE_SPEED = 0x200;
const ACT_WIDTH = 0x18;
const FIRED = 1;
const SPOTTED = 2;

export const buzzBomberType: ObjectType = {
  name: 'buzzBomber',
  spec: {
    doc: 'Buzz Bomber badnik: flies at 4 px/frame for 128 frames, hovers 60 and turns; with the player within 96 px it stops, and 30 frames later fires a missile (SPG section 14 "Buzz Bombers"). Touch box 24 x 12.',
    params: { facing: FACING_PARAM },
  },
  fields: {
    O_B: flag, // 0 = hovering, 1 = flying
    O_C: oneOf(0, FIRED, SPOTTED),
    O_TIMER: int(-1, BUZZ_BOMBER_FLY_TIME),
  },
  behaviour: {
    spawn(w, slot, def) {
      spawnBadnik(w, slot, def!);
      setField(w, slot, O_B, 0);
      setField(w, slot, O_C, 0);
      setField(w, slot, O_TIMER, 0);
    },
    update(w, slot) {
      const visible = onScreen(w, slot, ACT_WIDTH);
      const t = getField(w, slot, O_TIMER) - 1;
      setField(w, slot, O_TIMER, t);
      if (getField(w, slot, O_B) === 0) {
        if (t >= 0) return;
        if (getField(w, slot, O_C) & SPOTTED) return fire(w, slot);
        setField(w, slot, O_B, 1);
        setField(w, slot, O_TIMER, BUZZ_BOMBER_FLY_TIME);
        setField(w, slot, O_XSP, flipped(w, slot) ? BUZZ_BOMBER_SPEED : -BUZZ_BOMBER_SPEED);
        return;
      }
      if (t < 0) {
        setField(w, slot, O_C, 0);
        toggleFlip(w, slot);
        setField(w, slot, O_TIMER, BUZZ_BOMBER_TURN_WAIT);
        return hover(w, slot);
      }
      speedToPos(w, slot);
      if (getField(w, slot, O_C) !== 0) return;
      let d = ((w.s[P_X] >> 8) - (getField(w, slot, O_X) >> 8)) << 16 >> 16;
      if (d < 0) d = -d;
      if ((d & 0xffff) >= BUZZ_BOMBER_RANGE || !visible) return;
      setField(w, slot, O_C, SPOTTED);
      setField(w, slot, O_TIMER, BUZZ_BOMBER_AIM_WAIT);
      hover(w, slot);
    },
    hitbox: () => BUZZ_BOMBER_HITBOX,
  },
};

function hover(w: Parameters<ObjectType['behaviour']['update']>[0], slot: number): void {
  setField(w, slot, O_B, 0);
  setField(w, slot, O_XSP, 0);
}

function fire(w: Parameters<ObjectType['behaviour']['update']>[0], slot: number): void {
  const right = flipped(w, slot);
  const x = getField(w, slot, O_X) + ((right ? MISSILE_OFFSET_X : -MISSILE_OFFSET_X) << 8);
  const m = spawnDynamic(w, OBJECT_TYPE_INDEX.buzzMissile, x, getField(w, slot, O_Y) + (MISSILE_OFFSET_Y << 8));
  if (m < 0) return;
  setField(w, m, O_XSP, right ? MISSILE_SPEED : -MISSILE_SPEED);
  setField(w, m, O_YSP, MISSILE_SPEED);
  setField(w, m, O_A, slot);
  setField(w, m, O_TIMER, MISSILE_DELAY);
  setField(w, slot, O_C, FIRED);
  setField(w, slot, O_TIMER, BUZZ_BOMBER_TURN_WAIT);
}
