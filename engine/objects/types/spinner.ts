/**
 * The Chemical Plant speed booster, the "spinner" (Sonic 2 Obj1B `Obj1B_Main`,
 * `Obj1B_GiveBoost`; SPG section 13 "Spinners"). Invisible to collision: each frame, after the
 * player's own update, a grounded player whose centre is inside the 32 x 32 box
 * object x - 16 <= x < object x + 16, object y - 16 <= y < object y + 16 (16-bit unsigned word
 * compares, `blo` / `bhs`) is boosted.
 *
 * GiveBoost: d = xsp, negated for a left booster (x-flip). When d >= 0x1000 (signed, `bge`) the
 * player keeps its speed — the compare is against 0x1000 whatever the booster's own speed, so a
 * slow (0xA00) booster lowers any speed between 0xA00 and 0xFFF to 0xA00. Otherwise:
 * xsp = ±speed towards the booster's side (so a player running the other way is turned round),
 * facing that side, control lock 15 (move_lock $F), ground speed = xsp, pushing cleared.
 * The SPG's "X Speed to 16" is the fast booster; the box, the >= rule, the lock and the slow
 * subtype are the disassembly's.
 *
 * The partner (Obj1B_Main, s2.asm 48225): after player 1, the same grounded and box tests and
 * GiveBoost (48274) for the sidekick, with no on-screen or obj_control test. GiveBoost clears
 * both players' pushing flags on the booster (`bclr` p1_pushing and p2_pushing) whoever it boosts.
 *
 * Fields: O_A = boost speed (subpixels/frame, 0x1000 or 0xA00), O_B = 1 for a left booster.
 * Units: whole pixels for the box, subpixels/frame for speeds.
 */
import { P_CTRL_LOCK, P_GSP, P_STATUS, P_X, P_XSP, P_Y, ST_AIR, ST_FACING_LEFT, ST_PUSH } from '../../state/layout.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { OF_EITHER_PUSHING, O_A, O_B, O_FLAGS, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { fromDef } from '../objectInvariants.ts';
import type { LevelObject } from '../../level/types.ts';

/** Obj1B_BoosterSpeeds: subtype bit 1 clear = 0x1000, set = 0xA00. */
export const SPINNER_FAST = 0x1000;
export const SPINNER_SLOW = 0xa00;
/** The speed at or above which (towards the booster's side) a player is left alone. */
export const SPINNER_KEEP_AT = 0x1000;
/** Half the box, px. */
export const SPINNER_REACH = 0x10;
export const SPINNER_CONTROL_LOCK = 15;

/** Whether the player's centre (px) is in the booster's box, with the original's unsigned compares. */
export function inSpinnerBox(ox: number, oy: number, px: number, py: number): boolean {
  const x = px & 0xffff;
  const y = py & 0xffff;
  return x >= ((ox - SPINNER_REACH) & 0xffff) && x < ((ox + SPINNER_REACH) & 0xffff) &&
    y >= ((oy - SPINNER_REACH) & 0xffff) && y < ((oy + SPINNER_REACH) & 0xffff);
}

/** Obj1B_GiveBoost for the player of context `w`. */
function giveBoost(w: ObjectContext, slot: number): void {
  const s = w.s;
  const left = getField(w, slot, O_B) !== 0;
  const d = ((left ? -s[P_XSP] : s[P_XSP]) << 16) >> 16;
  if (d >= SPINNER_KEEP_AT) return;
  const speed = getField(w, slot, O_A);
  s[P_XSP] = left ? -speed : speed;
  s[P_STATUS] = left ? s[P_STATUS] | ST_FACING_LEFT : s[P_STATUS] & ~ST_FACING_LEFT;
  s[P_CTRL_LOCK] = SPINNER_CONTROL_LOCK;
  s[P_GSP] = s[P_XSP];
  setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) & ~OF_EITHER_PUSHING);
  s[P_STATUS] &= ~ST_PUSH;
}

/** Obj1B_Main's test for the player of context `w`: grounded, centre in the box. */
function boostIfInBox(w: ObjectContext, slot: number): void {
  const s = w.s;
  if (s[P_STATUS] & ST_AIR) return;
  if (!inSpinnerBox(getField(w, slot, O_X) >> 8, getField(w, slot, O_Y) >> 8, s[P_X] >> 8, s[P_Y] >> 8)) return;
  giveBoost(w, slot);
}

function boostSpeed(def: LevelObject): number {
  return def.params.slow === true ? SPINNER_SLOW : SPINNER_FAST;
}

export const spinnerType: ObjectType = {
  name: 'spinner',
  spec: {
    doc:
      'Chemical Plant speed booster (Sonic 2 Obj1B): a grounded player whose centre is within x ± 16 (right edge exclusive) ' +
      'and y ± 16 gets xsp = ±0x1000 (slow: ±0xA00) towards its side, ground speed = xsp, control lock 15 — unless its ' +
      'speed that way is already >= 0x1000. Place its centre where the player\'s centre runs (16 px above a floor: y = floor - 20 for Sonic).',
    params: {
      dir: { kind: 'enum', values: ['right', 'left'], default: 'right', doc: 'The way it throws the player (left = x-flipped).' },
      slow: { kind: 'bool', default: false, doc: 'Subtype bit 1: boost to 0xA00 instead of 0x1000 (still leaves speeds >= 0x1000 alone).' },
    },
  },
  fields: {
    O_A: fromDef(boostSpeed, 'its speed'),
    O_B: fromDef((d) => (d.params.dir === 'left' ? 1 : 0), 'its direction'),
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_A, boostSpeed(def!));
      setField(w, slot, O_B, def!.params.dir === 'left' ? 1 : 0);
    },
    update(w, slot) {
      boostIfInBox(w, slot);
      const p2 = w.partnerSlot;
      if (p2 !== null) boostIfInBox(p2, slot);
    },
  },
};
