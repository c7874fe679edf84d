/**
 * The spring ramp, the red "diving board" of Chemical Plant, Aquatic Ruin and Mystic Cave (Sonic 2
 * Obj40 "pressure spring": `Obj40_Main`, `loc_2641E`, `loc_2645E`; SPG section 13 "Spring Ramps").
 *
 * A sloped solid (SlopedSolid, combined radius 0x27 = width 0x1C + 11, height radius 8) over two
 * 40-value arrays, one value per 2 px: SPRING_RAMP_RAISED (mapping frame 0) and
 * SPRING_RAMP_PRESSED (frame 1). The seed's first "relaxed" list (27 values) is a garbled copy;
 * its second lists match these arrays.
 *
 * Each frame, in this order (the original's):
 * 1. AnimateSprite. Script 0: frame 0 forever. Script 1: [delay 3: frame 1, frame 0, then switch
 *    to script 0]. A script change restarts it (frame counter 0, timer 0, so the next frame shows
 *    its first frame at once).
 * 2. SlopedSolid with the array of the current mapping frame (the player rides the ramp down and up).
 * 3. If the player stands on it and its x > ramp x - 16 (x-flipped: x <= ramp x + 16; 16-bit
 *    unsigned compares): when the script is not 1, switch to script 1 — the ramp is pressed the
 *    next frame and stays so for 4 frames; when the script is 1 and the mapping frame is 0 (the
 *    frame it springs back up) the player is launched.
 *
 * Launch (loc_2645E), with d = player x - ramp x + 0x1C (x-flipped: not(that) + 0x27 — the
 * original's bug, 2 * 0x1C was meant, so a flipped ramp never gives the top boosts), negative
 * d = 0, k = SPRING_RAMP_BOOST[d]:
 * - ysp = -0x400 with k subtracted from its high byte: -0x400 - 0x100 * k (-4 .. -8 px/frame);
 * - facing right (x-flipped: left); when |xsp| >= 0x400 (unsigned), k is added to the high byte of
 *   xsp (x-flipped: subtracted) — 8-bit arithmetic on that byte, so it wraps;
 * - airborne, off the object, the spring animation (not the roll), spindash flag cleared;
 *   the rolling bit and radii are kept;
 * - `twirl` (subtype bit 0): ground speed = 1 (-1 facing left) for the twirl animation;
 * - `layer` (subtype bits 2..3 = 4 / 8): the collision layer becomes A / B.
 * The ramp's own standing flag stays set: the next frame its collision releases the airborne player.
 *
 * The partner (Obj40_Main): steps 2 and 3 run for the main character, then again for the sidekick
 * (`lea (Sidekick).w,a1`, p2_standing_bit) against the same array, with no on-screen test
 * (SlopedSolid_SingleCharacter: platformPartner); AnimateSprite runs once, before both. Each
 * player presses and is launched by its own standing flag and x. The sidekick's test sees what
 * the main character's did this frame: when player 1 presses a raised ramp (script 1, mapping frame
 * still 0), a partner standing past the line is launched at once, as in the original.
 *
 * Fields: O_ROUTINE = script (anim), O_B = previous script (prev_anim), O_C = mapping frame,
 * O_TIMER = frame timer (anim_frame_duration), O_D = script position (anim_frame),
 * O_A = config bits (1 twirl, 2 layer A, 4 layer B). Units: whole pixels, speeds in subpixels.
 */
import {
  ANIM_WALK, P_ANIM, P_GSP, P_LAYER, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_YSP, ST_AIR, ST_FACING_LEFT, ST_ON_OBJECT, ST_SPINDASH,
} from '../../state/layout.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { OF_FLIP_X, O_A, O_B, O_C, O_D, O_FLAGS, O_HRAD, O_ROUTINE, O_TIMER, O_WRAD, O_X } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { platformPartner } from '../solid/partnerPass.ts';
import { slopedSolidObject } from '../solid/slopedObject.ts';
import { fromDef } from '../objectInvariants.ts';
import { animFieldRanges } from '../animateSprite.ts';
import type { LevelObject } from '../../level/types.ts';

/** Obj40_SlopeData_DiagUp: the raised ramp, surface height above the ramp's y per 2 px. */
// prettier-ignore
export const SPRING_RAMP_RAISED: readonly number[] = [
  8, 8, 8, 8, 8, 8, 8, 9, 10, 11, 12, 13, 14, 15, 16, 16, 17, 18, 19, 20, 20, 21, 21, 22, 23, 24, 24, 24, 24, 24, 24, 24,
  24, 24, 24, 24, 24, 24, 24, 24,
];
/** Obj40_SlopeData_Straight: the pressed ramp. */
// prettier-ignore
export const SPRING_RAMP_PRESSED: readonly number[] = [
  8, 8, 8, 8, 8, 8, 8, 9, 10, 11, 12, 12, 12, 12, 13, 13, 13, 13, 13, 13, 14, 14, 15, 15, 16, 16, 16, 16, 15, 15, 14, 14,
  13, 13, 13, 13, 13, 13, 13, 13,
];
/** byte_26550: the extra launch (whole px/frame) by d = player x - ramp x + 0x1C (72 bytes). */
// prettier-ignore
export const SPRING_RAMP_BOOST: readonly number[] = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2,
  3, 3, 3, 3, 3, 3, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0,
];
/** width_pixels 0x1C; the collision radius is 0x1C + 11 = 0x27. */
export const SPRING_RAMP_WIDTH = 0x1c;
export const SPRING_RAMP_HEIGHT = 8;
/** The player must be past ramp x - 16 (x-flipped: at most ramp x + 16) to press it. */
export const SPRING_RAMP_REACH = 0x10;
/** The base launch, before the boost is taken off the high byte. */
export const SPRING_RAMP_LAUNCH = -0x400;
/** The flipped index offset the original adds (0x27; 2 * 0x1C was meant). */
export const SPRING_RAMP_FLIP_OFFSET = 0x27;

const TWIRL = 1;
const LAYER_A = 2;
const LAYER_B = 4;

/** Ani_obj40: [delay, frames..., command, argument]; 0xFF loops, 0xFD switches to the script after it. */
const SCRIPTS: readonly (readonly number[])[] = [
  [0x0f, 0, 0xff],
  [3, 1, 0, 0xfd, 0],
];

/** The byte at index i past byte_26550 (the original reads on into the two slope arrays). */
function boostByte(i: number): number {
  if (i < SPRING_RAMP_BOOST.length) return SPRING_RAMP_BOOST[i];
  i -= SPRING_RAMP_BOOST.length;
  if (i < SPRING_RAMP_RAISED.length) return SPRING_RAMP_RAISED[i];
  return SPRING_RAMP_PRESSED[(i - SPRING_RAMP_RAISED.length) % SPRING_RAMP_PRESSED.length];
}

/** The launch boost k for a player at px (whole px) on a ramp at ox (loc_2645E's index). */
export function springRampBoost(ox: number, px: number, flipX: boolean): number {
  let d = (px - ox + SPRING_RAMP_WIDTH) & 0xffff;
  if (flipX) d = (~d + SPRING_RAMP_FLIP_OFFSET) & 0xffff;
  if (d & 0x8000) d = 0;
  return boostByte(d);
}

/** Subtract k from the high byte of a 16-bit speed word (sub.b on the word's first byte). */
function subHighByte(v: number, k: number): number {
  const hi = (((v >> 8) - k) & 0xff) << 8;
  return ((hi | (v & 0xff)) << 16) >> 16;
}

/** AnimateSprite for the two Ani_obj40 scripts. */
function animate(w: ObjectContext, slot: number): void {
  let anim = getField(w, slot, O_ROUTINE);
  if (anim !== getField(w, slot, O_B)) {
    setField(w, slot, O_B, anim);
    setField(w, slot, O_D, 0);
    setField(w, slot, O_TIMER, 0);
  }
  const t = getField(w, slot, O_TIMER) - 1;
  if (t >= 0) {
    setField(w, slot, O_TIMER, t);
    return;
  }
  const script = SCRIPTS[anim];
  setField(w, slot, O_TIMER, script[0]);
  let i = getField(w, slot, O_D);
  let frame = script[1 + i];
  if (frame === 0xfd) {
    anim = script[2 + i];
    setField(w, slot, O_ROUTINE, anim);
    return;
  }
  if (frame === 0xff) {
    i = 0;
    frame = script[1];
  }
  setField(w, slot, O_C, frame);
  setField(w, slot, O_D, i + 1);
}

/** loc_2645E: the launch. */
function launch(w: ObjectContext, slot: number, flipX: boolean): void {
  const s = w.s;
  let k = springRampBoost(getField(w, slot, O_X) >> 8, s[P_X] >> 8, flipX);
  s[P_YSP] = subHighByte(SPRING_RAMP_LAUNCH & 0xffff, k);
  if (flipX) s[P_STATUS] |= ST_FACING_LEFT;
  else {
    s[P_STATUS] &= ~ST_FACING_LEFT;
    k = -k;
  }
  const xsp = s[P_XSP] & 0xffff;
  const abs = xsp & 0x8000 ? -xsp & 0xffff : xsp;
  if (abs >= 0x400) s[P_XSP] = subHighByte(xsp, k);
  s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_ON_OBJECT | ST_SPINDASH);
  if (s[P_ON_OBJECT] === slot + 1) s[P_ON_OBJECT] = 0;
  s[P_ANIM] = ANIM_WALK;
  const config = getField(w, slot, O_A);
  if (config & TWIRL) s[P_GSP] = s[P_STATUS] & ST_FACING_LEFT ? -1 : 1;
  if (config & LAYER_A) s[P_LAYER] = 0;
  if (config & LAYER_B) s[P_LAYER] = 1;
}

function rampConfig(def: LevelObject): number {
  const p = def.params;
  return (p.twirl === true ? TWIRL : 0) | (p.layer === 'A' ? LAYER_A : p.layer === 'B' ? LAYER_B : 0);
}

export const springRampType: ObjectType = {
  name: 'springRamp',
  spec: {
    doc:
      'Sonic 2 spring ramp ("pressure spring", Obj40): a sloped solid 57 px wide whose surface rises from 8 to 24 px above y ' +
      'to the right (x-flipped: to the left). Standing past x - 16 presses it for 4 frames; when it springs back the player ' +
      'is thrown up at -4 px/frame minus 0..4 more the further out it stands (and, at |xsp| >= 4, that much added to xsp). ' +
      'Place y 8 px above the floor.',
    params: {
      flipX: { kind: 'bool', default: false, doc: 'Mirror it: rising to the left, launching leftwards.' },
      twirl: { kind: 'bool', default: false, doc: 'Subtype bit 0: the twirl (ground speed set to ±1 on launch).' },
      layer: { kind: 'enum', values: ['keep', 'A', 'B'], default: 'keep', doc: 'Subtype bits 2..3: the collision layer set on launch.' },
    },
  },
  fields: {
    ...animFieldRanges(SCRIPTS, { anim: O_ROUTINE, prevAnim: O_B, frame: O_C, index: O_D, timer: O_TIMER }),
    O_A: fromDef(rampConfig, 'its packed parameters'),
  },
  behaviour: {
    spawn(w, slot, def) {
      const p = def!.params;
      placeAt(w, slot, def!);
      setField(w, slot, O_WRAD, SPRING_RAMP_WIDTH);
      setField(w, slot, O_HRAD, SPRING_RAMP_HEIGHT);
      setField(w, slot, O_A, rampConfig(def!));
      for (const f of [O_ROUTINE, O_B, O_C, O_D, O_TIMER]) setField(w, slot, f, 0);
      const flags = getField(w, slot, O_FLAGS) & ~OF_FLIP_X;
      setField(w, slot, O_FLAGS, p.flipX === true ? flags | OF_FLIP_X : flags);
    },
    update(w, slot) {
      animate(w, slot);
      const heights = getField(w, slot, O_C) === 0 ? SPRING_RAMP_RAISED : SPRING_RAMP_PRESSED;
      rampPass(w, slot, heights);
      const p2 = platformPartner(w);
      if (p2 !== null) rampPass(p2, slot, heights);
    },
  },
};

/** One player's SlopedSolid_SingleCharacter and loc_2641E (press or launch), `w` that player's context. */
function rampPass(w: ObjectContext, slot: number, heights: readonly number[]): void {
  const xPx = getField(w, slot, O_X) >> 8;
  slopedSolidObject(w, slot, heights, xPx);
  if ((getField(w, slot, O_FLAGS) & w.standBit) === 0) return;
  const flipX = (getField(w, slot, O_FLAGS) & OF_FLIP_X) !== 0;
  const px = (w.s[P_X] >> 8) & 0xffff;
  const pressed = flipX ? ((xPx + SPRING_RAMP_REACH) & 0xffff) >= px : ((xPx - SPRING_RAMP_REACH) & 0xffff) < px;
  if (!pressed) return;
  if (getField(w, slot, O_ROUTINE) !== 1) {
    // move.w #(1<<8)|0,anim: script 1, previous script 0, so AnimateSprite restarts it.
    setField(w, slot, O_ROUTINE, 1);
    setField(w, slot, O_B, 0);
    return;
  }
  if (getField(w, slot, O_C) === 0) launch(w, slot, flipX);
}
