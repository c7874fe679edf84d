/**
 * Springs (Sonic 1 Obj41; SPEC-NOTES "Springs and control lock"). Strength: yellow -0xA00,
 * red -0x1000.
 *
 * - Up (solid 16 wide, collision height 8, stand height 16): the frame the player stands on it,
 *   y += 8 px, ysp = strength, airborne, off the object.
 * - Down (same box): hit from below (a top/bottom result while not standing), y -= 8 px,
 *   ysp = -strength, airborne.
 * - Left / right (solid 8 wide, heights 14 / 15): when the player pushes it (grounded side hit),
 *   x += 8 px then (right) x -= 16 px; xsp = ∓strength away from the spring, ground speed = xsp,
 *   control lock 15, facing the launch direction, pushing cleared. Sonic 1 fires from either
 *   side; Sonic 2 on only from the front (profile `sideSpringFrontOnly`).
 * After firing the spring animates and is not solid for SPRING_RECOVER_FRAMES frames
 * (Ani_Spring: 10 animation frames, then the reset frame).
 *
 * Fields: O_A = strength (negative), O_B = direction (0 up, 1 down, 2 left, 3 right),
 * O_ROUTINE 0 = ready, 1 = animating; O_TIMER = frames left animating.
 */
import {
  P_CTRL_LOCK, P_GSP, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_ON_OBJECT, ST_PUSH,
} from '../../world/layout.ts';
import { getField, setField, type ObjectContext } from '../objectContext.ts';
import { OF_PLAYER_PUSHING, OF_PLAYER_STANDING, O_A, O_B, O_FLAGS, O_HRAD, O_ROUTINE, O_TIMER, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { SOLID_TOP_BOTTOM, solidHit, solidObject } from '../solid/solidObject.ts';

export const SPRING_YELLOW = -0xa00;
export const SPRING_RED = -0x1000;
export const SPRING_CONTROL_LOCK = 15;
/** Pixels the player is moved into the spring's direction when it fires. */
export const SPRING_NUDGE = 8;
export const SPRING_RECOVER_FRAMES = 11;

const DIRS = ['up', 'down', 'left', 'right'] as const;
const UP = 0;
const DOWN = 1;
const LEFT = 2;

function fired(w: ObjectContext, slot: number): void {
  setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) & ~(OF_PLAYER_STANDING | OF_PLAYER_PUSHING));
  setField(w, slot, O_ROUTINE, 1);
  setField(w, slot, O_TIMER, SPRING_RECOVER_FRAMES);
}

function launchVertical(w: ObjectContext, slot: number, ysp: number, nudge: number): void {
  const s = w.s;
  s[P_Y] += nudge << 8;
  s[P_YSP] = ysp;
  s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~ST_ON_OBJECT;
  if (s[P_ON_OBJECT] === slot + 1) s[P_ON_OBJECT] = 0;
  fired(w, slot);
}

export const springType: ObjectType = {
  name: 'spring',
  spec: {
    doc:
      'A spring: yellow -0xA00, red -0x1000. up: fires when stood on (y += 8, ysp = strength, airborne); down: fires when ' +
      'hit from below; left/right: fire when pushed (xsp = strength away from it, ground speed = xsp, control lock 15). ' +
      'Up/down springs are 33 x 17 px (place the centre 8 px above the floor), side springs 17 x 29.',
    params: {
      color: { kind: 'enum', values: ['yellow', 'red'], default: 'yellow', doc: 'yellow: -0xA00 (10 px/frame); red: -0x1000 (16 px/frame).' },
      dir: { kind: 'enum', values: DIRS, default: 'up', doc: 'The way it throws the player.' },
    },
  },
  behaviour: {
    spawn(w, slot, def) {
      const dir = DIRS.indexOf(def!.params.dir as (typeof DIRS)[number]);
      setField(w, slot, O_X, def!.x << 8);
      setField(w, slot, O_Y, def!.y << 8);
      setField(w, slot, O_A, def!.params.color === 'red' ? SPRING_RED : SPRING_YELLOW);
      setField(w, slot, O_B, dir);
      setField(w, slot, O_WRAD, dir <= DOWN ? 16 : 8);
      setField(w, slot, O_HRAD, dir <= DOWN ? 8 : 14);
      setField(w, slot, O_ROUTINE, 0);
    },
    update(w, slot) {
      const s = w.s;
      if (getField(w, slot, O_ROUTINE) === 1) {
        const left = getField(w, slot, O_TIMER) - 1;
        setField(w, slot, O_TIMER, left);
        if (left <= 0) setField(w, slot, O_ROUTINE, 0);
        return;
      }
      const dir = getField(w, slot, O_B);
      const strength = getField(w, slot, O_A);
      const xPx = getField(w, slot, O_X) >> 8;
      if (dir === UP) {
        solidObject(w, slot, 8, 16, xPx);
        if (getField(w, slot, O_FLAGS) & OF_PLAYER_STANDING) launchVertical(w, slot, strength, SPRING_NUDGE);
        return;
      }
      if (dir === DOWN) {
        const r = solidObject(w, slot, 8, 16, xPx);
        if ((getField(w, slot, O_FLAGS) & OF_PLAYER_STANDING) === 0 && r === SOLID_TOP_BOTTOM) {
          launchVertical(w, slot, -strength, -SPRING_NUDGE);
        }
        return;
      }
      solidObject(w, slot, 14, 15, xPx);
      if ((getField(w, slot, O_FLAGS) & OF_PLAYER_PUSHING) === 0) return;
      const toLeft = dir === LEFT;
      // Front only (Sonic 2 on): a right spring is touched from its right side (x distance < 0).
      if (w.p.sideSpringFrontOnly && (toLeft ? solidHit.x < 0 : solidHit.x > 0)) return;
      s[P_X] += (toLeft ? SPRING_NUDGE : -SPRING_NUDGE) << 8;
      s[P_XSP] = toLeft ? strength : -strength;
      s[P_GSP] = s[P_XSP];
      s[P_CTRL_LOCK] = SPRING_CONTROL_LOCK;
      s[P_STATUS] = toLeft ? s[P_STATUS] | ST_FACING_LEFT : s[P_STATUS] & ~ST_FACING_LEFT;
      s[P_STATUS] &= ~ST_PUSH;
      fired(w, slot);
    },
  },
};
