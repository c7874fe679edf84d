/**
 * The Mushroom Hill bouncy mushroom cap (Sonic 3 & Knuckles `Obj_MHZMushroomCap`,
 * `MHZMushroomCap_UpdatePosition`, `MHZMushroomCap_BounceCharacter`; SPG section 13 "Bouncy
 * Mushrooms"). The seed's "Y Speed -8" is not what the disassembly does; every number here is
 * skdisasm's.
 *
 * Each frame, in the original's order:
 * 1. Animate_Sprite (Ani_MHZMushroomCap). Script 0: frame 0. Script 1 (delay 0, one frame each):
 *    1 ×5, then 3, 0 ×5, then 2, 0 ×4, then 0xFC, which puts the cap back on script 0 (the main
 *    routine clears anim, prev_anim and the position when its routine byte was advanced).
 * 2. Sway: x, y = spawn x, y + MUSHROOM_SWAY[c + offset] where c is the zone's tile animation
 *    counter Anim_Counters+$F (AnimateTiles_MHZ loc_28180: + 2 a frame, wrapping at 0x58) and
 *    offset is 0 (dark cap) or 0x14 (light cap, subtype bit 0). The counter is a pure function
 *    of the frame count (mushroomSwayCounter), so it needs no state word.
 * 3. SolidObjectTop: width radius 0x18, top MUSHROOM_TOP[mapping frame] px above y (8 on the
 *    squashed frame 1, else 0x12), carrying with d4 = the x it has just moved to, so the sway
 *    does not carry the player along.
 * 4. Bounce: a player standing on it puts it on script 1; on a frame where it shows mapping
 *    frame 3 the player is thrown up at -(0x660 + 0x20), or -(0x760 + 0x20) when the y speed it
 *    recorded was >= 0x660, or -(0x860 + 0x20) when >= 0x760 (signed): airborne, off the object,
 *    jumping and spindash flags cleared, spring animation. A player not standing on it has its
 *    y speed recorded — so the bounce depends on the speed of the frame before the landing.
 *    Landing, the player rides the squashed cap for 5 frames and leaves on the 6th.
 *
 * The partner: SolidObjectTop lands and carries it after player 1 (its second pass,
 * engine/objects/solid/partnerPass.ts); then MHZMushroomCap_BounceCharacter runs for player 1
 * (its y speed kept at $30) and again for the sidekick (Player_2, p2_standing_bit, its y speed
 * kept at $32), so each is thrown by its own speed of the frame before its landing, and either
 * standing on it squashes it.
 *
 * Fields: O_A = sway offset (0 or 0x14), O_B = player 1's recorded y speed ($30), O_YSP = the
 * partner's ($32; the cap never moves by speed), O_ROUTINE = script,
 * O_XSP = previous script (prev_anim; the cap never moves by speed), O_C = mapping frame,
 * O_D = script position, O_TIMER = frame timer. The spawn position is the level definition's.
 * Units: whole pixels for positions, subpixels/frame for speeds.
 */
import {
  ANIM_WALK, P_ANIM, P_FRAME, P_ON_OBJECT, P_STATUS, P_YSP, ST_AIR, ST_JUMPING, ST_ON_OBJECT, ST_SPINDASH,
} from '../../state/layout.ts';
import { animateSprite, type AnimFields } from '../animateSprite.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_B, O_C, O_D, O_FLAGS, O_HRAD, O_ROUTINE, O_TIMER, O_WRAD, O_X, O_XSP, O_Y, O_YSP } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { solidObjectTop } from '../solid/platformObject.ts';
import { platformPartner } from '../solid/partnerPass.ts';
import { anyInt } from '../../state/invariants.ts';
import { fromDef } from '../objectInvariants.ts';
import { animFieldRanges } from '../animateSprite.ts';
import type { LevelObject } from '../../level/types.ts';

/** MHZMushroomCap_Positions: (x, y) offsets from the spawn position, 54 pairs. */
// prettier-ignore
export const MUSHROOM_SWAY: readonly number[] = [
  0, 0, 0, 0, 0, 0, 0, 0, -1, 0, -1, 0, -1, 0, -2, 0, -2, 0, -2, 0,
  -3, 1, -3, 1, -3, 1, -3, 1, -3, 1, -3, 1, -2, 0, -2, 0, -2, 0, -1, 0,
  -1, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 2, 0,
  2, 0, 2, 0, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 2, 0, 2, 0,
  2, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, -1, 0,
  -1, 0, -2, 0, -2, 0, -2, 0,
];
/** byte_3E0DA: the solid top above y by mapping frame. */
export const MUSHROOM_TOP: readonly number[] = [0x12, 8, 0x12, 0x12];
/** width_pixels 0x20; SolidObjectTop's d1 = 0x18. */
export const MUSHROOM_WIDTH = 0x18;
/** $36 for a light-spotted cap. */
export const MUSHROOM_LIGHT_OFFSET = 0x14;
/** Anim_Counters+$F: + 2 a frame, back to 0 at 0x58. */
export const MUSHROOM_COUNTER_STEP = 2;
export const MUSHROOM_COUNTER_WRAP = 0x58;
/** Bounce bands: recorded y speed below the first → first + 0x20, below the second → second + 0x20, else the third + 0x20. */
export const MUSHROOM_BANDS = [0x660, 0x760, 0x860] as const;
export const MUSHROOM_BOUNCE_EXTRA = 0x20;
/** The mapping frame on which the cap throws. */
export const MUSHROOM_SPRING_FRAME = 3;

/** Ani_MHZMushroomCap. */
const SCRIPTS: readonly (readonly number[])[] = [
  [7, 0, 0xff],
  [0, 1, 1, 1, 1, 1, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 2, 0, 2, 0, 2, 0, 2, 0, 0xfc, 0xfd, 0, 0xfd, 0],
];
const ANIM: AnimFields = { anim: O_ROUTINE, prevAnim: O_XSP, frame: O_C, index: O_D, timer: O_TIMER };

/** Anim_Counters+$F on the frame numbered `frame` (objects run before AnimateTiles advances it). */
export function mushroomSwayCounter(frame: number): number {
  return (frame * MUSHROOM_COUNTER_STEP) % MUSHROOM_COUNTER_WRAP;
}

/** The launch y speed for a recorded y speed (MHZMushroomCap_BounceCharacter). */
export function mushroomBounce(recordedYsp: number): number {
  const v = (recordedYsp << 16) >> 16;
  const band = v < MUSHROOM_BANDS[0] ? MUSHROOM_BANDS[0] : v < MUSHROOM_BANDS[1] ? MUSHROOM_BANDS[1] : MUSHROOM_BANDS[2];
  return -(band + MUSHROOM_BOUNCE_EXTRA);
}

/** MHZMushroomCap_BounceCharacter for the player of context `w`; `record`: its y-speed word (O_B or O_YSP). */
function bounce(w: ObjectContext, slot: number, record: number): void {
  const s = w.s;
  if ((getField(w, slot, O_FLAGS) & w.standBit) === 0) {
    setField(w, slot, record, s[P_YSP]);
    return;
  }
  setField(w, slot, O_ROUTINE, 1);
  if (getField(w, slot, O_C) !== MUSHROOM_SPRING_FRAME) return;
  s[P_YSP] = mushroomBounce(getField(w, slot, record));
  s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_ON_OBJECT | ST_JUMPING | ST_SPINDASH);
  if (s[P_ON_OBJECT] === slot + 1) s[P_ON_OBJECT] = 0;
  s[P_ANIM] = ANIM_WALK;
}

function update(w: ObjectContext, slot: number): void {
  if (animateSprite(w, slot, SCRIPTS, ANIM)) {
    setField(w, slot, O_ROUTINE, 0);
    setField(w, slot, O_XSP, 0);
    setField(w, slot, O_D, 0);
  }
  const def = w.objectDefs[slot]!;
  const i = mushroomSwayCounter(w.state[P_FRAME]) + getField(w, slot, O_A);
  const x = def.x + MUSHROOM_SWAY[i];
  const y = def.y + MUSHROOM_SWAY[i + 1];
  setField(w, slot, O_X, x << 8);
  setField(w, slot, O_Y, y << 8);
  const height = MUSHROOM_TOP[getField(w, slot, O_C)];
  // SolidObjectTop for both players, then the bounce for player 1 and then for the sidekick.
  // Carrying with d4 = the cap's new x.
  solidObjectTop(w, slot, MUSHROOM_WIDTH, height, x, y);
  const second = platformPartner(w);
  if (second !== null) solidObjectTop(second, slot, MUSHROOM_WIDTH, height, x, y);
  bounce(w, slot, O_B);
  const p2 = w.partnerSlot;
  if (p2 !== null) bounce(p2, slot, O_YSP);
}

function swayOffset(def: LevelObject): number {
  return def.params.light === true ? MUSHROOM_LIGHT_OFFSET : 0;
}

export const mushroomType: ObjectType = {
  name: 'mushroom',
  spec: {
    doc:
      'Mushroom Hill bouncy mushroom cap (Sonic 3 & Knuckles Obj_MHZMushroomCap): a jump-through top 48 px wide, 18 px above ' +
      'its y (8 while squashed), swaying up to 3 px sideways. Landing squashes it; 6 frames later it throws the player up at ' +
      '-0x680, -0x780 or -0x880 by the y speed the player had the frame before landing (below 0x660, below 0x760, else).',
    params: {
      light: { kind: 'bool', default: false, doc: 'Subtype bit 0: the light-spotted cap, swaying 0x14 counter steps ahead.' },
    },
  },
  fields: {
    ...animFieldRanges(SCRIPTS, ANIM), // the mapping frame indexes the cap heights
    O_A: fromDef(swayOffset, 'its light parameter'), // offsets the sway table
    O_B: anyInt, // player 1's ysp last frame
    O_YSP: anyInt, // the partner's ysp last frame
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_WRAD, MUSHROOM_WIDTH);
      setField(w, slot, O_HRAD, MUSHROOM_TOP[0]);
      setField(w, slot, O_A, swayOffset(def!));
      for (const f of [O_B, O_C, O_D, O_ROUTINE, O_TIMER, O_XSP, O_YSP]) setField(w, slot, f, 0);
    },
    update,
  },
};
