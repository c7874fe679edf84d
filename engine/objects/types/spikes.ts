/**
 * Spikes (Sonic 1 object 36; SPG section 13 "Spikes", "Moving Spikes"). A solid object
 * (engine/objects/solid/ `solidObject`) that hurts instead of a touch box.
 *
 * Variants (Sonic 1 subtype high nibble → width radius): 0 three upright (20), 1 sideways (16,
 * height 20), 2 one upright (4), 3 three wide (28), 4 six wide (64), 5 one sideways (16, height 4).
 * Upright (and upside-down: the same object, placed flipped): collision height 16, stand height
 * 17; they hurt when the player stands on them or touches their top or bottom (Spik_Upright:
 * the standing bit or SolidObject's d4 < 0). Sonic 2 and 3 (profile `uprightSpikesHurtOnlyStanding`;
 * Obj36_Upright, s3 loc_226FC) hurt only a player standing on them: a hit from below does not
 * hurt. Sideways: they hurt on side contact only; Sonic 2 and 3 (`sideSpikesClearPush`;
 * Obj36_Sideways, s3 loc_2274E) then clear that player's pushing flag on the spikes at once,
 * where Sonic 1's keep it until the next frame's SolidObject finds the knocked-back player clear
 * (the player's own pushing status goes either way: the hurt routine's Sonic_ResetOnFloor).
 * Hand-made spikes have no flipped (upside-down) variant.
 * Hurting (`Spik_Hurt`): never while the player has power-up invincibility or is already
 * knocked back or dead; the player's y first goes back by this frame's ysp (y -= ysp), then
 * HurtSonic, which checks neither invulnerability — quirk `spikeBug`: a player still flashing
 * after a hit is hurt again by spikes (Sonic 1 REV00/01; fixed as REV02 does: no hurt while the
 * invulnerability timer runs).
 * Motion: 'vertical' / 'horizontal' move the spikes out by 0x800 subpixels a frame up to 32 px
 * (down or right) and back, waiting 60 frames at each end (`Spik_Wait`).
 *
 * The partner (Sonic 2 Obj36_Upright / _Sideways / _Upsidedown): the spikes move once, SolidObject
 * collides both players (the sidekick only when on screen: solidPartner), and each player is hurt
 * by its own standing flag or touch bit (`p2_standing`, `p2_touch_side`, `p2_touch_bottom`: Touch_ChkHurt2
 * with `lea (Sidekick).w,a1`). Here each player's collision is followed by its own hurt test, the
 * same rule as player 1's with its own flag and result; the order does not matter, as neither
 * touches the other's state. The partner is hurt as Sonic 2's sidekick is (Hurt_Sidekick, through
 * hurtPlayer: knocked back and flashing, no rings or shield lost, never killed).
 *
 * Fields: O_A variant; O_B offset (pixel in the high byte); O_C direction (1 = returning);
 * O_D wait frames; O_ROUTINE motion (0 none, 1 vertical, 2 horizontal).
 */
import { P_INVINCIBLE, P_INVULN_TIMER, P_STATUS, P_Y, P_YSP, ST_DEAD, ST_HURT } from '../../state/layout.ts';
import { hurtPlayer } from '../damage.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_B, O_C, O_D, O_FLAGS, O_HRAD, O_ROUTINE, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { solidPartner } from '../solid/partnerPass.ts';
import { SOLID_SIDE, SOLID_TOP_BOTTOM, solidObject } from '../solid/solidObject.ts';
import { flag, int } from '../../state/invariants.ts';
import { fromDef } from '../objectInvariants.ts';
import type { LevelObject } from '../../level/types.ts';

/** Width radius per variant (obActWid) and whether it faces sideways, with its collision height. */
const VARIANTS: readonly { readonly width: number; readonly sideways: boolean; readonly height: number }[] = [
  { width: 0x14, sideways: false, height: 0x10 },
  { width: 0x10, sideways: true, height: 0x14 },
  { width: 0x04, sideways: false, height: 0x10 },
  { width: 0x1c, sideways: false, height: 0x10 },
  { width: 0x40, sideways: false, height: 0x10 },
  { width: 0x10, sideways: true, height: 0x04 },
];
const MOTIONS = ['none', 'vertical', 'horizontal'] as const;
export const SPIKE_MOVE_STEP = 0x800;
export const SPIKE_MOVE_MAX = 0x2000;
export const SPIKE_MOVE_WAIT = 60;

function motion(def: LevelObject): number {
  return MOTIONS.indexOf(def.params.motion as (typeof MOTIONS)[number]);
}

export const spikesType: ObjectType = {
  name: 'spikes',
  spec: {
    doc:
      'Spikes: solid, and hurt the player who stands on them or touches their points (SPG section 13 "Spikes"; ' +
      'in Sonic 2/3 upright spikes hurt only a player standing on them). ' +
      'Sonic 1 REV00/01 hurt even a flashing player (quirk spikeBug).',
    params: {
      variant: {
        kind: 'int',
        min: 0,
        max: 5,
        default: 0,
        doc: 'Sonic 1 subtype: 0 three upright (width radius 20), 1 sideways (16, height 20), 2 one upright (4), 3 three wide (28), 4 six wide (64), 5 one sideways (16, height 4).',
      },
      motion: { kind: 'enum', values: [...MOTIONS], default: 'none', doc: 'Moves out 32 px (down or right) and back, 2 px a frame, resting 60 frames at each end.' },
    },
  },
  fields: {
    O_A: fromDef((d) => Number(d.params.variant), 'its variant'), // indexes the variant table
    O_ROUTINE: fromDef(motion, 'its motion'),
    O_B: int(0, SPIKE_MOVE_MAX), // offset, subpixels
    O_C: flag, // moving back
    O_D: int(0, SPIKE_MOVE_WAIT), // frames to wait
  },
  behaviour: {
    spawn(w, slot, def) {
      const v = Number(def!.params.variant);
      placeAt(w, slot, def!);
      setField(w, slot, O_A, v);
      setField(w, slot, O_WRAD, VARIANTS[v].width);
      setField(w, slot, O_HRAD, VARIANTS[v].height);
      setField(w, slot, O_ROUTINE, motion(def!));
      setField(w, slot, O_B, 0);
      setField(w, slot, O_C, 0);
      setField(w, slot, O_D, 0);
    },
    update(w, slot) {
      const motion = getField(w, slot, O_ROUTINE);
      if (motion !== 0) move(w, slot, motion);
      const variant = VARIANTS[getField(w, slot, O_A)];
      const xPx = getField(w, slot, O_X) >> 8;
      spikePass(w, slot, variant, xPx);
      const p2 = solidPartner(w);
      if (p2 !== null) spikePass(p2, slot, variant, xPx);
    },
  },
};

/** One player's SolidObject and hurt test, `w` that player's context. */
function spikePass(w: ObjectContext, slot: number, variant: (typeof VARIANTS)[number], xPx: number): void {
  const r = solidObject(w, slot, variant.height, variant.height + 1, xPx);
  const standing = (getField(w, slot, O_FLAGS) & w.standBit) !== 0;
  if (variant.sideways) {
    if (standing || r !== SOLID_SIDE) return;
    spikeHurt(w, slot);
    // Obj36_Sideways: the spikes forget this player's push at once, hurt or not.
    if (w.p.sideSpikesClearPush) setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) & ~w.pushBit);
    return;
  }
  if (standing || (!w.p.uprightSpikesHurtOnlyStanding && r === SOLID_TOP_BOTTOM)) spikeHurt(w, slot);
}

/** Spik_Hurt / Touch_ChkHurt2 for the player of `w`. */
function spikeHurt(w: ObjectContext, slot: number): void {
  const s = w.s;
  if (s[P_INVINCIBLE] !== 0 || s[P_STATUS] & (ST_HURT | ST_DEAD)) return;
  if (!w.q.spikeBug && s[P_INVULN_TIMER] !== 0) return;
  s[P_Y] -= s[P_YSP];
  hurtPlayer(w, getField(w, slot, O_X));
}

function move(w: ObjectContext, slot: number, motion: number): void {
  const wait = getField(w, slot, O_D);
  let off = getField(w, slot, O_B);
  if (wait !== 0) {
    setField(w, slot, O_D, wait - 1);
  } else if (getField(w, slot, O_C) !== 0) {
    off -= SPIKE_MOVE_STEP;
    if (off < 0) {
      off = 0;
      setField(w, slot, O_C, 0);
      setField(w, slot, O_D, SPIKE_MOVE_WAIT);
    }
  } else {
    off += SPIKE_MOVE_STEP;
    if (off >= SPIKE_MOVE_MAX) {
      off = SPIKE_MOVE_MAX;
      setField(w, slot, O_C, 1);
      setField(w, slot, O_D, SPIKE_MOVE_WAIT);
    }
  }
  setField(w, slot, O_B, off);
  const def = w.objectDefs[slot]!;
  const at = motion === 1 ? O_Y : O_X;
  const origin = motion === 1 ? def.y : def.x;
  const pos = getField(w, slot, at);
  setField(w, slot, at, ((origin + (off >> 8)) << 8) | (pos & 0xff));
}
