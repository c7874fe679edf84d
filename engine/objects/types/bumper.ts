/**
 * Bumper (Sonic 1 object 47, `Bump_Hit`; SPG section 13 "Bumpers"). A special touch box 0xD7
 * (size 0x17: 8 x 8 radius); touching it only counts a hit (React_Special), and the bumper's own
 * update, later in the same frame, pushes the player away from its centre at 7 px/frame:
 * a = CalcAngle(bumper x - player x, bumper y - player y) (pixels), xsp = (cos(a) * -0x700) >> 8,
 * ysp = (sin(a) * -0x700) >> 8; the player becomes airborne, and pushing, roll-jump and the
 * jumping flag (variable jump height) are cleared. Ground speed is not touched.
 *
 * Fields: O_A hits counted since the last update (obColProp).
 */
import { calcAngle, cos, sin } from '../../fixed/trig.ts';
import { P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_JUMPING, ST_PUSH, ST_ROLL_JUMP } from '../../state/layout.ts';
import { TOUCH_SPECIAL } from '../hitboxSizes.ts';
import { at, getField, placeAt, setField } from '../objectContext.ts';
import { O_A, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { flag } from '../../state/invariants.ts';

export const BUMPER_HITBOX = TOUCH_SPECIAL | 0x17;
export const BUMPER_SPEED = -0x700;

export const bumperType: ObjectType = {
  name: 'bumper',
  spec: {
    doc: 'A pinball bumper: touching it throws the player away from its centre at 7 px/frame (SPG section 13 "Bumpers"). Touch box radius 8 x 8.',
    params: {},
  },
  fields: {
    O_A: flag, // touched this frame
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_A, 0);
    },
    update(w, slot) {
      if (getField(w, slot, O_A) === 0) return;
      setField(w, slot, O_A, 0);
      const s = w.s;
      const dx = ((getField(w, slot, O_X) >> 8) - (s[P_X] >> 8)) << 16 >> 16;
      const dy = ((getField(w, slot, O_Y) >> 8) - (s[P_Y] >> 8)) << 16 >> 16;
      const a = calcAngle(dx, dy);
      s[P_XSP] = (Math.imul(cos(a), BUMPER_SPEED) >> 8) << 16 >> 16;
      s[P_YSP] = (Math.imul(sin(a), BUMPER_SPEED) >> 8) << 16 >> 16;
      s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_ROLL_JUMP | ST_PUSH | ST_JUMPING);
    },
    hitbox: () => BUMPER_HITBOX,
    touch(w, slot) {
      w.state[at(w, slot, O_A)]++;
    },
  },
};
