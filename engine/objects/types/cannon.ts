/**
 * The Carnival Night cannon (Sonic 3 & Knuckles `Obj_CNZCannon`, `sub_3192C`, `sub_319F4`;
 * SPG section 13 "Cannons"). The seed's "Y Speed -12" is not the disassembly's: the cannon
 * fires at 16 px/frame in one of nine directions.
 *
 * Cannon states (sub_3192C, first each frame):
 * 0 idle: a jump-through top (SolidObjectTop, width radius 0x10, top 0x29 px above y).
 * 1 turning: dir = (sin(angle) + 0x120) >> 6 (0..8: 0 = left, 4 = up, 8 = right), then
 *   angle + 2 (a byte): a sweep of 128 frames.
 * 2 fired: a 16-frame cool-down (timer 15, state 3 when it goes negative).
 * 3 returning: turning as in 1 until dir is 4 (up) again, then idle.
 *
 * The player (sub_319F4, after the cannon's state):
 * 0 outside: standing on the cannon is the entry: off the object, x = cannon x, speeds 0,
 *   held (ST_OBJ_CONTROL; the original's object_control = 0x81, whose bit 7 also keeps
 *   SolidObjectTop from catching the held player — this cannon's top skips a held player),
 *   rolling, airborne, radii 0xE / 7.
 * 1 dropping in: y += ysp, then ysp + 0x38; once below the cannon's y it is put at the cannon's
 *   y (pixel word; the subpixel stays).
 * 2 inside: unless the cannon just fired, it starts turning (state 1 — the original's check
 *   `$30 = $200 or $202`, both players' states, is true for Sonic alone in state 2); A/B/C newly
 *   pressed fires: a = (dir << 4) + 0x80; xsp = cos(a) << 4, ysp = sin(a) << 4 (±0x1000),
 *   ground speed = xsp; x = cannon x, y = cannon y - 0x18; released, airborne, jumping cleared,
 *   curled; the cannon goes to state 2, the player to 3 with an 8-frame timer.
 * 3 leaving: 8 frames, then outside again (only then can it re-enter).
 * The smoke, sounds and art loading are not modelled.
 *
 * The partner (s3.asm loc_307B2, 56967; Sonic 3's labels for the same routines: sub_307EC is
 * sub_3192C, sub_308B4 is sub_319F4): SolidObjectTop lands and carries it after player 1 on the
 * idle cannon; then, after player 1's pass, the same player routine (sub_308B4, 57067) runs for
 * it with its own state and timer ($31, $33) and its own buttons (Ctrl_2_logical), its state
 * first reset to 0 while Tails_CPU_routine is 2 (despawned, waiting to fly back in:
 * CPU_SPAWNING here). Both ride in at once, each held by itself. The turn test (loc_3093C,
 * 57109) reads both states as one word: the cannon starts turning only for player 1 inside with
 * the partner outside or inside too ($200 / $202), so a partner alone inside never starts the
 * sweep: it fires the way the barrel points. Once the cannon has fired (state 2), a player
 * inside fires at once without a press, so with both inside one player's press fires the other
 * too: the partner in the same frame (its pass comes after player 1's shot), player 1 the frame
 * after the partner's.
 *
 * Fields: O_ROUTINE = cannon state ($34), O_TIMER = cool-down ($36), O_A = sweep angle,
 * O_C = direction 0..8 (sub2_mapframe), O_B = player states, O_D = player timers: one nibble per
 * player, player 1's ($30, $32) in bits 0..3, the partner's ($31, $33) in bits 4..7.
 * Units: whole pixels for positions, subpixels/frame for speeds, hex angles.
 */
import { BTN_ABC } from '../../input.ts';
import { cos, sin } from '../../fixed/trig.ts';
import {
  ANIM_ROLL, CPU_ROUTINE, P_ANIM, P_GSP, P_HRAD, P_ON_OBJECT, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP,
  ST_AIR, ST_JUMPING, ST_OBJ_CONTROL, ST_ON_OBJECT, ST_ROLL,
} from '../../state/layout.ts';
import { CPU_SPAWNING } from '../../player/tailsCpu.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_B, O_C, O_D, O_FLAGS, O_HRAD, O_ROUTINE, O_TIMER, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { isStanding, solidObjectTop } from '../solid/platformObject.ts';
import { platformPartner } from '../solid/partnerPass.ts';
import { byte, int } from '../../state/invariants.ts';
import { oneOf, type SlotRange } from '../objectInvariants.ts';

/** SolidObjectTop d1 / d3. */
export const CANNON_WIDTH = 0x10;
export const CANNON_TOP = 0x29;
/** The gravity while dropping in. */
export const CANNON_GRAVITY = 0x38;
/** The player leaves this far above the cannon's y. */
export const CANNON_MUZZLE = 0x18;
/** The sweep's angle step and the direction formula's bias and shift. */
export const CANNON_SWEEP_STEP = 2;
export const CANNON_DIR_BIAS = 0x120;
export const CANNON_DIR_SHIFT = 6;
/** The direction that points straight up (the rest direction). */
export const CANNON_UP = 4;
/** Cool-down after firing ($36 = $F) and the player's leaving timer. */
export const CANNON_COOLDOWN = 0xf;
export const CANNON_LEAVE_FRAMES = 8;
/** Launch speed shift: sin / cos << 4. */
export const CANNON_SPEED_SHIFT = 4;
/** The curled radii the cannon sets. */
export const CANNON_ROLL_HEIGHT = 0xe;
export const CANNON_ROLL_WIDTH = 7;

/** O_B and O_D hold one nibble per player: player 1's in bits 0..3, the partner's from this bit. */
const P2_SHIFT = 4;
const NIBBLE = 0xf;

const IDLE = 0;
const TURNING = 1;
const FIRED = 2;
const RETURNING = 3;

/** The direction 0..8 for a sweep angle. */
export function cannonDirection(angle: number): number {
  return (sin(angle & 0xff) + CANNON_DIR_BIAS) >> CANNON_DIR_SHIFT;
}

/** The launch [xsp, ysp] for a direction 0..8. */
export function cannonLaunch(dir: number): [number, number] {
  const a = ((dir << 4) + 0x80) & 0xff;
  return [cos(a) << CANNON_SPEED_SHIFT, sin(a) << CANNON_SPEED_SHIFT];
}

/** One sweep step (states 1 and 3); returns the new direction. */
function turn(w: ObjectContext, slot: number): number {
  const angle = getField(w, slot, O_A);
  setField(w, slot, O_A, (angle + CANNON_SWEEP_STEP) & 0xff);
  const dir = cannonDirection(angle);
  setField(w, slot, O_C, dir);
  return dir;
}

/** SolidObjectTop_1P for the player of context `w` on an idle cannon; a held player is not caught. */
function top(w: ObjectContext, slot: number, x: number, y: number): void {
  if (!isStanding(w, slot) && w.s[P_STATUS] & ST_OBJ_CONTROL) return;
  solidObjectTop(w, slot, CANNON_WIDTH, CANNON_TOP, x, y);
}

/** sub_3192C. */
function cannonState(w: ObjectContext, slot: number): void {
  const state = getField(w, slot, O_ROUTINE);
  if (state === IDLE) {
    const x = getField(w, slot, O_X) >> 8;
    const y = getField(w, slot, O_Y) >> 8;
    // SolidObjectTop: player 1, then the sidekick.
    top(w, slot, x, y);
    const p2 = platformPartner(w);
    if (p2 !== null) top(p2, slot, x, y);
  } else if (state === TURNING) {
    turn(w, slot);
  } else if (state === FIRED) {
    const t = getField(w, slot, O_TIMER) - 1;
    setField(w, slot, O_TIMER, t);
    if (t < 0) setField(w, slot, O_ROUTINE, RETURNING);
  } else if (turn(w, slot) === CANNON_UP) {
    setField(w, slot, O_ROUTINE, IDLE);
  }
}

/** One player's nibble (`shift` 0: player 1, P2_SHIFT: the partner) of the packed word `f`. */
function nibble(w: ObjectContext, slot: number, f: number, shift: number): number {
  return (getField(w, slot, f) >> shift) & NIBBLE;
}

function setNibble(w: ObjectContext, slot: number, f: number, shift: number, v: number): void {
  setField(w, slot, f, (getField(w, slot, f) & ~(NIBBLE << shift)) | ((v & NIBBLE) << shift));
}

/**
 * sub_319F4 for the player of context `w`: its state and timer are the nibbles at `shift` of O_B
 * and O_D (the original's $30 / $32 for player 1, $31 / $33 for the sidekick); `press`, its
 * newly pressed buttons.
 */
function playerState(w: ObjectContext, slot: number, shift: number, press: number): void {
  const s = w.s;
  const cx = getField(w, slot, O_X) >> 8;
  const cy = getField(w, slot, O_Y) >> 8;
  const state = nibble(w, slot, O_B, shift);
  if (state === 0) {
    const flags = getField(w, slot, O_FLAGS);
    if ((flags & w.standBit) === 0) return;
    setField(w, slot, O_FLAGS, flags & ~w.standBit);
    s[P_STATUS] &= ~ST_ON_OBJECT;
    if (s[P_ON_OBJECT] === slot + 1) s[P_ON_OBJECT] = 0;
    s[P_X] = (cx << 8) | (s[P_X] & 0xff);
    s[P_XSP] = 0;
    s[P_YSP] = 0;
    s[P_GSP] = 0;
    s[P_STATUS] |= ST_OBJ_CONTROL | ST_ROLL | ST_AIR;
    s[P_HRAD] = CANNON_ROLL_HEIGHT;
    s[P_WRAD] = CANNON_ROLL_WIDTH;
    s[P_ANIM] = ANIM_ROLL;
    setNibble(w, slot, O_B, shift, 1);
  } else if (state === 1) {
    const ysp = s[P_YSP];
    s[P_YSP] = ysp + CANNON_GRAVITY;
    s[P_Y] += ysp;
    if ((cy & 0xffff) >= ((s[P_Y] >> 8) & 0xffff)) return;
    s[P_Y] = (cy << 8) | (s[P_Y] & 0xff);
    setNibble(w, slot, O_B, shift, 2);
  } else if (state === 2) {
    if (getField(w, slot, O_ROUTINE) !== FIRED) {
      // cmpi.w #$200 / #$202,$30: player 1 inside, the sidekick outside or inside too.
      const p2 = nibble(w, slot, O_B, P2_SHIFT);
      if (nibble(w, slot, O_B, 0) === 2 && (p2 === 0 || p2 === 2)) setField(w, slot, O_ROUTINE, TURNING);
      if ((press & BTN_ABC) === 0) return;
    }
    fire(w, slot, cx, cy, shift);
  } else {
    const t = nibble(w, slot, O_D, shift) - 1;
    setNibble(w, slot, O_D, shift, t);
    if (t === 0) setNibble(w, slot, O_B, shift, 0);
  }
}

/** loc_31AA6, for the player of context `w` (its nibbles at `shift`). */
function fire(w: ObjectContext, slot: number, cx: number, cy: number, shift: number): void {
  const s = w.s;
  const [xsp, ysp] = cannonLaunch(getField(w, slot, O_C));
  s[P_XSP] = xsp;
  s[P_YSP] = ysp;
  s[P_GSP] = xsp;
  s[P_X] = (cx << 8) | (s[P_X] & 0xff);
  s[P_Y] = ((cy - CANNON_MUZZLE) << 8) | (s[P_Y] & 0xff);
  s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_OBJ_CONTROL | ST_JUMPING);
  s[P_ANIM] = ANIM_ROLL;
  setField(w, slot, O_ROUTINE, FIRED);
  setField(w, slot, O_TIMER, CANNON_COOLDOWN);
  setNibble(w, slot, O_B, shift, 3);
  setNibble(w, slot, O_D, shift, CANNON_LEAVE_FRAMES);
}

/** Each nibble of a packed per-player word within 0..max. */
function nibbles(max: number): SlotRange {
  return {
    valid: (v) => (v & ~0xff) === 0 && (v & NIBBLE) <= max && ((v >> P2_SHIFT) & NIBBLE) <= max,
    expected: () => `player 1's 0..${max} plus the partner's 0..${max} << ${P2_SHIFT}`,
  };
}

export const cannonType: ObjectType = {
  name: 'cannon',
  spec: {
    doc:
      'Carnival Night cannon (Sonic 3 & Knuckles Obj_CNZCannon): stand on its top (0x29 px above y, 32 px wide) to drop in; ' +
      'it then sweeps from left to right and back (9 directions, 128 frames a sweep) and A/B/C fires the player at 16 px/frame ' +
      'in the current direction from 0x18 px above its y.',
    params: {},
  },
  fields: {
    O_ROUTINE: oneOf(IDLE, TURNING, FIRED, RETURNING),
    O_A: byte, // sweep angle
    O_B: nibbles(3), // each player: 0 free, 1 dropping in, 2 inside, 3 leaving
    O_C: int(0, 8), // direction: (sin(angle) + 0x120) >> 6
    O_D: nibbles(CANNON_LEAVE_FRAMES), // each player's leaving timer
    O_TIMER: int(-1, CANNON_COOLDOWN),
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_WRAD, CANNON_WIDTH);
      setField(w, slot, O_HRAD, CANNON_TOP);
      for (const f of [O_ROUTINE, O_TIMER, O_A, O_B, O_D]) setField(w, slot, f, 0);
      setField(w, slot, O_C, CANNON_UP);
    },
    update(w, slot) {
      cannonState(w, slot);
      playerState(w, slot, 0, w.press);
      const p2 = w.partnerSlot;
      if (p2 === null) return;
      // Tails_CPU_routine 2 (waiting to fly back in): the sidekick's state starts over.
      if (p2.s[CPU_ROUTINE] === CPU_SPAWNING) setNibble(w, slot, O_B, P2_SHIFT, 0);
      playerState(p2, slot, P2_SHIFT, p2.press);
    },
  },
};
