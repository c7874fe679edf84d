/**
 * The Carnival Night balloon (Sonic 3 & Knuckles `Obj_CNZBalloon`, `loc_31754`, `sub_317AE`;
 * SPG section 13 "Balloons"). The seed's "Y Speed -8" is not the disassembly's: -7 (0x700).
 *
 * A touch box of kind special, size 0x17 (collision_flags 0xD7: radii 8 x 8 in Sonic 3 &
 * Knuckles' Touch_Sizes, as in Sonic 1's). Touching it: ysp = -0x700 (`weak`, subtype bit 7:
 * -0x380), airborne, the roll-jump, pushing and jumping flags cleared and the player let go by
 * any object holding it (ST_OBJ_CONTROL cleared); the balloon pops (its animation, and the sound
 * once). The touch is acted on in the same frame (the original sets collision_property in the
 * player's TouchResponse and the balloon reads it in its own update later that frame).
 *
 * The original meant to move a popped balloon off-screen when its pop animation ends, but tests
 * the ROM byte at address 5 (`tst.b 5`, 0) instead of the object's routine, so it never does:
 * a popped balloon stays touchable and bounces the player again each time. Reproduced.
 *
 * Sway: each frame y = spawn y + (sin(angle) >> 5) (±8 px), then angle + 1 (a byte). The
 * original seeds the angle with Random_Number; here it is the level's `phase` parameter (0..255),
 * so runs stay deterministic. The underwater bubbles a weak balloon releases are not modelled.
 *
 * The partner bounces off it just as player 1 does: the original keeps a touch bit per player
 * (collision_property bit 0 for Player_1, bit 1 for Player_2: s3.asm loc_303B8, 56845, and
 * loc_303CC, 56853, both calling sub_30412), and here the partner's own touch check
 * (engine/world/partner.ts: touchObjects for player 2) calls `touch` with its context.
 *
 * Fields: O_A = spawn y (px), O_B = angle, O_C = popped (1 after the first touch), O_D = launch
 * speed (0x700 or 0x380). Units: whole pixels for positions, subpixels/frame for speeds.
 */
import { sin } from '../../fixed/trig.ts';
import { P_STATUS, P_YSP, ST_AIR, ST_JUMPING, ST_OBJ_CONTROL, ST_PUSH, ST_ROLL_JUMP } from '../../state/layout.ts';
import { TOUCH_SPECIAL } from '../hitboxSizes.ts';
import { getField, placeAt, setField } from '../objectContext.ts';
import { O_A, O_B, O_C, O_D, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { byte, flag } from '../../state/invariants.ts';
import { fromDef } from '../objectInvariants.ts';
import type { LevelObject } from '../../level/types.ts';

/** collision_flags 0xD7. */
export const BALLOON_HITBOX = TOUCH_SPECIAL | 0x17;
export const BALLOON_LAUNCH = 0x700;
export const BALLOON_WEAK_LAUNCH = 0x380;
/** The sway: sin(angle) >> 5 px. */
export const BALLOON_SWAY_SHIFT = 5;

/** The balloon's y (px) for a spawn y and sway angle. */
export function balloonY(spawnY: number, angle: number): number {
  return spawnY + (sin(angle & 0xff) >> BALLOON_SWAY_SHIFT);
}

function launchSpeed(def: LevelObject): number {
  return def.params.weak === true ? BALLOON_WEAK_LAUNCH : BALLOON_LAUNCH;
}

export const balloonType: ObjectType = {
  name: 'balloon',
  spec: {
    doc:
      'Carnival Night balloon (Sonic 3 & Knuckles Obj_CNZBalloon): a 16 x 16 touch box bobbing ±8 px that throws the player ' +
      'up at -0x700 (weak: -0x380) and releases it from any holding object. It pops but stays touchable (an original bug).',
    params: {
      weak: { kind: 'bool', default: false, doc: 'Subtype bit 7: launch at -0x380 (the underwater balloons).' },
      phase: { kind: 'int', min: 0, max: 255, default: 0, doc: 'Starting sway angle (the original picks it at random).' },
    },
  },
  fields: {
    O_A: fromDef((d) => d.y, 'its placed y'),
    O_B: byte, // sway angle
    O_C: flag, // popped
    O_D: fromDef(launchSpeed, 'its weak parameter'),
  },
  behaviour: {
    spawn(w, slot, def) {
      const p = def!.params;
      placeAt(w, slot, def!);
      setField(w, slot, O_A, def!.y);
      setField(w, slot, O_B, typeof p.phase === 'number' ? p.phase & 0xff : 0);
      setField(w, slot, O_C, 0);
      setField(w, slot, O_D, launchSpeed(def!));
    },
    update(w, slot) {
      const angle = getField(w, slot, O_B);
      setField(w, slot, O_Y, balloonY(getField(w, slot, O_A), angle) << 8);
      setField(w, slot, O_B, (angle + 1) & 0xff);
    },
    hitbox: () => BALLOON_HITBOX,
    touch(w, slot) {
      const s = w.s;
      s[P_YSP] = -getField(w, slot, O_D);
      s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_ROLL_JUMP | ST_PUSH | ST_JUMPING | ST_OBJ_CONTROL);
      setField(w, slot, O_C, 1);
    },
  },
};
