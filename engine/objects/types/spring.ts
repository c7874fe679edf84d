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
 *   side; Sonic 2 on only from the front (profile `sideSpringFrontOnly`). Sonic 3
 *   (`sideSpringFiresOnTouch`; Obj_Spring_Horizontal) fires on any side touch, airborne too: it
 *   reads SolidObjectFull2_1P's touch_side bits, which a side hit in the air sets as well
 *   (loc_1BE20), where Sonic 2 reads the pushing bit, set only for a grounded player.
 * Sonic 1 (profile `springRecovery`; Sonic CD too): after firing the spring animates and is not
 * solid for SPRING_RECOVER_FRAMES frames (Ani_Spring: 10 animation frames, then the reset frame).
 * Sonic 2 and 3 (Obj41, Obj_Spring) have no such routine: the spring stays solid and ready, and
 * only its animation runs.
 *
 * Sonic 2 and 3's side springs (profile `sideSpringProximity`) also fire by proximity (Obj41
 * loc_18BC6, s3 sub_2190C), after both players' collision: a grounded player (in_air clear)
 * whose pixel x lies in [x, x + 0x28) in front of a right spring ([x - 0x28, x) of a left one)
 * and pixel y in [y - 0x18, y + 0x18) (unsigned word compares), with ground speed not moving
 * it towards the spring (>= 0 for a right spring, <= 0 for a left one: standing still counts),
 * is launched as by a push. Not while the spring's firing animation (Ani_obj41 script 3, speed
 * 0: 9 frames and the $FD back to script 2) plays: a firing on frame F sets it before the
 * proximity test, and AnimateSprite, which runs after the test, leaves it on frame F + 9, so the
 * test is skipped on frames F..F + 9 (SIDE_SPRING_FIRING_FRAMES, counted in O_TIMER).
 *
 * Diagonal springs (Sonic 2 Obj41 `Obj41_DiagonallyUp` / `Obj41_DiagonallyDown`, seed 002
 * "Sloped Objects"): a sloped solid (SlopedSolid, width radius 16 so the combined radius is 0x1B,
 * collision height 16) over the 28-value arrays DIAG_UP_SLOPE / DIAG_DOWN_SLOPE (the spring face
 * on the launch side). Up-right is the unflipped object; up-left mirrors it (x-flip).
 * - Up: fires while the player stands on it and player x > spring x - 4 (up-right; up-left:
 *   player x <= spring x + 4): x ∓ 6 px (towards the launch side), y += 6 px, xsp = ±|strength|,
 *   ysp = strength, facing the launch side, airborne, off the object.
 * - Down: fires on a bottom hit: the same with y -= 6 px and ysp = -strength.
 * Ground speed and the control lock are untouched, and the diagonal springs stay solid while they
 * animate (Sonic 2 has no recovering routine for them). Units: whole pixels, speeds in subpixels.
 *
 * The partner (Sonic 2 Obj41_Up / _Horizontal / _Down / _DiagonallyUp / _DiagonallyDown): each
 * runs SolidObject_Always_SingleCharacter (SlopedSolid_SingleCharacter for the diagonals) and its
 * launch test for the main character, then the same again for the sidekick (`lea (Sidekick).w,a1`,
 * p2_standing_bit / p2_pushing_bit), with no on-screen test (platformPartner). So each player is
 * launched by its own standing or pushing flag and its own collision result, both in the same
 * frame when both qualify. Under Sonic 1's rules (a partner on a Sonic 1 or CD level) the
 * recovery after a spring fired holds it for both players. A side spring firing clears both
 * players' pushing flags (loc_18BAA). The proximity launch tests player 1, then the partner
 * (`lea (Sidekick).w,a1`), whatever the partner's sprite or control.
 *
 * The up, down and diagonal springs put the player back in its control routine (`move.b
 * #2,obRoutine(a1)` in Spring_BounceUp / Spring_BounceDwn; `move.b #2,routine(a1)` in Obj41's
 * loc_189CA, loc_18D4E, loc_18E10, loc_18F22 and s3's sub_2164A, loc_21B00, loc_21BD0,
 * loc_21CEE): a player knocked back by a hit (ST_HURT) that lands on one is launched under its
 * own control, with normal gravity, its invulnerability counting down from what the hit set.
 * The side springs leave the routine alone (Spring_BounceLR, Obj41 loc_18AEE, s3 sub_21806).
 *
 * The up and up-diagonal springs start the player's bouncing animation (ANIM_SPRING: Sonic 1
 * id_Spring, Sonic 2 AniIDSonAni_Spring, Sonic 3 $10), the side springs the walking one unless
 * the player is curled, and the down springs leave it.
 *
 * Sonic 2 and 3 then read the spring's subtype (profile `springSubtypes`): `straight` (bit 7)
 * zeroes the other axis's speed, x for the up and down springs, y for the side springs (the
 * diagonals skip that test); `plane` (bits 2-3) puts the launched player on collision path A or
 * B (`move.b #$C,top_solid_bit(a1)` / `#$E`), as a layer switcher does. Sonic 3's red down spring
 * throws at 0xD00, not 0x1000 (profile `redDownSpringSpeed`; loc_21A6E). Not modelled: the
 * twirl (bits 0-1: a flip animation, and ground speed 1, which the landing overwrites).
 *
 * Fields: O_A = strength (negative), O_B = direction (DIRS index), O_C = the subtype's straight
 * and plane bits (SUBTYPE_*), O_ROUTINE 0 = ready,
 * 1 = recovering (Sonic 1); O_TIMER = frames left recovering (Sonic 1) or left of a side
 * spring's firing animation (Sonic 2/3).
 */
import {
  ANIM_SPRING, ANIM_WALK, P_ANIM, P_CTRL_LOCK, P_GSP, P_LAYER, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_HURT, ST_ON_OBJECT, ST_PUSH, ST_ROLL,
} from '../../state/layout.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { OF_EITHER_PUSHING, OF_FLIP_X, O_A, O_B, O_C, O_FLAGS, O_HRAD, O_ROUTINE, O_TIMER, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { platformPartner } from '../solid/partnerPass.ts';
import { slopedSolidObject } from '../solid/slopedObject.ts';
import { SOLID_SIDE, SOLID_TOP_BOTTOM, solidHit, solidObject } from '../solid/solidObject.ts';
import { flag, int } from '../../state/invariants.ts';
import { fromDef } from '../objectInvariants.ts';
import type { LevelObject } from '../../level/types.ts';

export const SPRING_YELLOW = -0xa00;
export const SPRING_RED = -0x1000;
export const SPRING_CONTROL_LOCK = 15;
/** Pixels the player is moved into the spring's direction when it fires. */
export const SPRING_NUDGE = 8;
export const SPRING_RECOVER_FRAMES = 11;
/** Sonic 2/3: frames from a side spring's firing on which its proximity test is skipped (Ani_obj41 script 3). */
export const SIDE_SPRING_FIRING_FRAMES = 10;
/** Sonic 2/3: the proximity launch's reach in front of a side spring, and half its height, px. */
export const SIDE_SPRING_REACH = 0x28;
export const SIDE_SPRING_HALF_HEIGHT = 0x18;

/** Subtype bit 7 (Sonic 2/3): the launch zeroes the other axis's speed. */
export const SUBTYPE_STRAIGHT = 0x80;
/** Subtype bits 2-3 (Sonic 2/3): 4 puts the player on path A, 8 on path B. */
export const SUBTYPE_PLANE = 0x0c;
export const SUBTYPE_PLANE_A = 0x04;
export const SUBTYPE_PLANE_B = 0x08;
const PLANES = ['keep', 'a', 'b'] as const;

const DIRS = ['up', 'down', 'left', 'right', 'up-left', 'up-right', 'down-left', 'down-right'] as const;
const UP = 0;
const DOWN = 1;
const LEFT = 2;
const RIGHT = 3;
const FIRST_DIAGONAL = 4;

/** Obj41_SlopeData_DiagUp: surface height above the spring's y per 2 px (28 values, combined width). */
// prettier-ignore
export const DIAG_UP_SLOPE: readonly number[] = [
  16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 14, 12, 10, 8, 6, 4, 2, 0, -2, -4, -4, -4, -4, -4, -4, -4,
];
/** Obj41_SlopeData_DiagDown (the signed bytes of the original). */
// prettier-ignore
export const DIAG_DOWN_SLOPE: readonly number[] = [
  -12, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -16, -14, -12, -10, -8, -6, -4, -2, 0, 2, 4, 4, 4, 4, 4, 4, 4,
];
/** Diagonal springs: width radius 16 (combined 0x1B), collision height 16. */
export const DIAG_SPRING_RADIUS = 16;
/** The player is moved 6 px along each axis when a diagonal spring fires. */
export const DIAG_SPRING_NUDGE = 6;
/** Up-diagonal springs fire only past this many px behind their centre. */
export const DIAG_SPRING_REACH = 4;

/**
 * The spring fired for the player of `w`: its flags (`clear`) go; a Sonic 1 spring recovers, a
 * Sonic 2/3 side spring plays its firing animation.
 */
function fired(w: ObjectContext, slot: number, clear: number, side: boolean): void {
  setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) & ~clear);
  if (w.p.springRecovery) {
    setField(w, slot, O_ROUTINE, 1);
    setField(w, slot, O_TIMER, SPRING_RECOVER_FRAMES);
  } else if (side) setField(w, slot, O_TIMER, SIDE_SPRING_FIRING_FRAMES);
}

/**
 * What the up, down and diagonal launches do to the player's status: airborne, off the object,
 * and back in the control routine (routine 2: a hit's knock-back ends).
 */
function launchedOff(s: Int32Array, slot: number): void {
  s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_ON_OBJECT | ST_HURT);
  if (s[P_ON_OBJECT] === slot + 1) s[P_ON_OBJECT] = 0;
}

/** Spring_BounceUp / Spring_BounceDwn (Obj41 loc_189CA / loc_18CC6): the up (`up`) or down launch. */
function launchVertical(w: ObjectContext, slot: number, up: boolean): void {
  const s = w.s;
  const strength = getField(w, slot, O_A);
  s[P_Y] += (up ? SPRING_NUDGE : -SPRING_NUDGE) << 8;
  // Down: -strength, but Sonic 3's red one 0xD00 (loc_21A6E).
  s[P_YSP] = up ? strength : strength === SPRING_RED ? w.p.redDownSpringSpeed : -strength;
  // The up spring's bouncing animation (Spring_BounceUp `move.b #id_Spring,obAnim(a1)`, Obj41
  // loc_189CA, s3 sub_2164A); the down spring leaves the animation.
  if (up) s[P_ANIM] = ANIM_SPRING;
  launchedOff(s, slot);
  afterLaunch(w, slot, P_XSP);
  fired(w, slot, w.standBit | w.pushBit, false);
}

/**
 * Sonic 2/3's subtype, read after the launch: bit 7 zeroes `crossSpeed` (P_XSP or P_YSP; -1 for
 * the diagonals, which skip that test), bits 2-3 set the player's collision path.
 */
function afterLaunch(w: ObjectContext, slot: number, crossSpeed: number): void {
  if (!w.p.springSubtypes) return;
  const s = w.s;
  const subtype = getField(w, slot, O_C);
  if (crossSpeed >= 0 && subtype & SUBTYPE_STRAIGHT) s[crossSpeed] = 0;
  const plane = subtype & SUBTYPE_PLANE;
  if (plane === SUBTYPE_PLANE_A) s[P_LAYER] = 0;
  else if (plane === SUBTYPE_PLANE_B) s[P_LAYER] = 1;
}

/** Obj41 loc_18DD8 / loc_18EE6: the diagonal launch; `down` for the down-diagonal springs. */
function launchDiagonal(w: ObjectContext, slot: number, down: boolean): void {
  const s = w.s;
  const strength = getField(w, slot, O_A);
  const toLeft = (getField(w, slot, O_FLAGS) & OF_FLIP_X) !== 0;
  s[P_X] += (toLeft ? DIAG_SPRING_NUDGE : -DIAG_SPRING_NUDGE) << 8;
  s[P_Y] += (down ? -DIAG_SPRING_NUDGE : DIAG_SPRING_NUDGE) << 8;
  s[P_XSP] = toLeft ? strength : -strength;
  s[P_YSP] = down ? -strength : strength;
  s[P_STATUS] = toLeft ? s[P_STATUS] | ST_FACING_LEFT : s[P_STATUS] & ~ST_FACING_LEFT;
  // The up-diagonal's bouncing animation (Obj41 loc_18E10, s3 loc_21BD0); the down-diagonal leaves it.
  if (!down) s[P_ANIM] = ANIM_SPRING;
  launchedOff(s, slot);
  afterLaunch(w, slot, -1);
  setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) & ~(w.standBit | w.pushBit));
}

/** Obj41_DiagonallyUp / Obj41_DiagonallyDown for the player of `w`: SlopedSolid_SingleCharacter, then the launch test. */
function diagonal(w: ObjectContext, slot: number, down: boolean): void {
  const xPx = getField(w, slot, O_X) >> 8;
  const heights = down ? DIAG_DOWN_SLOPE : DIAG_UP_SLOPE;
  const r = slopedSolidObject(w, slot, heights, xPx, heights[0]);
  if (down) {
    if (r === SOLID_TOP_BOTTOM && solidHit.y < 0 && (getField(w, slot, O_FLAGS) & w.standBit) === 0) {
      launchDiagonal(w, slot, true);
    }
    return;
  }
  if ((getField(w, slot, O_FLAGS) & w.standBit) === 0) return;
  const px = (w.s[P_X] >> 8) & 0xffff;
  // Unsigned word compares, as the original's blo / bhs.
  const fires =
    getField(w, slot, O_FLAGS) & OF_FLIP_X ? ((xPx + DIAG_SPRING_REACH) & 0xffff) >= px : ((xPx - DIAG_SPRING_REACH) & 0xffff) < px;
  if (fires) launchDiagonal(w, slot, false);
}

function direction(def: LevelObject): number {
  return DIRS.indexOf(def.params.dir as (typeof DIRS)[number]);
}

function strength(def: LevelObject): number {
  return def.params.color === 'red' ? SPRING_RED : SPRING_YELLOW;
}

/** The straight and plane bits of the subtype, from the parameters. */
function subtype(def: LevelObject): number {
  const plane = def.params.plane === 'a' ? SUBTYPE_PLANE_A : def.params.plane === 'b' ? SUBTYPE_PLANE_B : 0;
  return (def.params.straight === true ? SUBTYPE_STRAIGHT : 0) | plane;
}

export const springType: ObjectType = {
  name: 'spring',
  spec: {
    doc:
      'A spring: yellow -0xA00, red -0x1000. up: fires when stood on (y += 8, ysp = strength, airborne); down: fires when ' +
      'hit from below; left/right: fire when pushed (xsp = strength away from it, ground speed = xsp, control lock 15), ' +
      'in Sonic 2/3 also at a grounded player within 40 px in front not moving towards it. Sonic 1/CD springs are not solid ' +
      'for 11 frames after firing; Sonic 2/3 springs stay ready. ' +
      'Up/down springs are 33 x 17 px (place the centre 8 px above the floor), side springs 17 x 29. ' +
      'Diagonal (Sonic 2): a sloped solid 33 x 33 px; up-left/up-right fire when stood on past the centre - 4 px ' +
      '(x ∓ 6, y += 6, xsp = ±|strength|, ysp = strength), down-left/down-right when hit from below. ' +
      "Sonic 2/3 also read straight and plane (Sonic 1/CD springs have neither); Sonic 3's red down spring throws at 0xD00.",
    params: {
      color: { kind: 'enum', values: ['yellow', 'red'], default: 'yellow', doc: 'yellow: -0xA00 (10 px/frame); red: -0x1000 (16 px/frame).' },
      dir: { kind: 'enum', values: DIRS, default: 'up', doc: 'The way it throws the player.' },
      straight: {
        kind: 'bool',
        default: false,
        addedLater: true,
        doc: 'Subtype bit 7 (Sonic 2/3): the launch zeroes the other speed, x for up/down springs, y for side springs (not the diagonals).',
      },
      plane: { kind: 'enum', values: PLANES, default: 'keep', addedLater: true, doc: 'Subtype bits 2-3 (Sonic 2/3): the launched player is put on collision path A or B.' },
    },
  },
  fields: {
    O_A: fromDef(strength, 'its colour'),
    O_B: fromDef(direction, 'its direction'),
    O_C: fromDef(subtype, 'its straight and plane options'),
    O_ROUTINE: flag, // 1 = recovering after firing
    O_TIMER: int(0, SPRING_RECOVER_FRAMES),
  },
  behaviour: {
    spawn(w, slot, def) {
      const dir = direction(def!);
      placeAt(w, slot, def!);
      setField(w, slot, O_A, strength(def!));
      setField(w, slot, O_B, dir);
      setField(w, slot, O_C, subtype(def!));
      setField(w, slot, O_WRAD, dir <= DOWN ? 16 : dir >= FIRST_DIAGONAL ? DIAG_SPRING_RADIUS : 8);
      setField(w, slot, O_HRAD, dir <= DOWN ? 8 : dir >= FIRST_DIAGONAL ? DIAG_SPRING_RADIUS : 14);
      setField(w, slot, O_ROUTINE, 0);
      if (DIRS[dir] === 'up-left' || DIRS[dir] === 'down-left') setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) | OF_FLIP_X);
    },
    update(w, slot) {
      if (getField(w, slot, O_ROUTINE) === 1) {
        const left = getField(w, slot, O_TIMER) - 1;
        setField(w, slot, O_TIMER, left);
        if (left <= 0) setField(w, slot, O_ROUTINE, 0);
        return;
      }
      const dir = getField(w, slot, O_B);
      springPass(w, slot, dir);
      const p2 = platformPartner(w);
      if (p2 !== null) springPass(p2, slot, dir);
      if ((dir === LEFT || dir === RIGHT) && w.p.sideSpringProximity) {
        if (getField(w, slot, O_TIMER) === 0) {
          proximityLaunch(w, slot, dir === LEFT);
          if (w.partnerSlot !== null) proximityLaunch(w.partnerSlot, slot, dir === LEFT);
        }
        // AnimateSprite, after the test: the firing animation runs down.
        const left = getField(w, slot, O_TIMER);
        if (left > 0) setField(w, slot, O_TIMER, left - 1);
      }
    },
  },
};

/** One player's collision and launch test (Obj41's per-character half), `w` that player's context. */
function springPass(w: ObjectContext, slot: number, dir: number): void {
  if (dir >= FIRST_DIAGONAL) {
    diagonal(w, slot, dir >= FIRST_DIAGONAL + 2);
    return;
  }
  const xPx = getField(w, slot, O_X) >> 8;
  if (dir === UP) {
    solidObject(w, slot, 8, 16, xPx);
    if (getField(w, slot, O_FLAGS) & w.standBit) launchVertical(w, slot, true);
    return;
  }
  if (dir === DOWN) {
    const r = solidObject(w, slot, 8, 16, xPx);
    if ((getField(w, slot, O_FLAGS) & w.standBit) === 0 && r === SOLID_TOP_BOTTOM) {
      launchVertical(w, slot, false);
    }
    return;
  }
  const r = solidObject(w, slot, 14, 15, xPx);
  // Sonic 3 fires on a touch of its side (airborne too); Sonic 1 and 2 on a push.
  if (w.p.sideSpringFiresOnTouch ? r !== SOLID_SIDE : (getField(w, slot, O_FLAGS) & w.pushBit) === 0) return;
  const toLeft = dir === LEFT;
  // Front only (Sonic 2 on): a right spring is touched from its right side (x distance < 0).
  if (w.p.sideSpringFrontOnly && (toLeft ? solidHit.x < 0 : solidHit.x > 0)) return;
  launchSideways(w, slot, toLeft);
}

/** Obj41 loc_18AEE (Sonic 1 Spring_BounceLR): a side spring throws the player of `w` away from it. */
function launchSideways(w: ObjectContext, slot: number, toLeft: boolean): void {
  const s = w.s;
  const strength = getField(w, slot, O_A);
  s[P_X] += (toLeft ? SPRING_NUDGE : -SPRING_NUDGE) << 8;
  s[P_XSP] = toLeft ? strength : -strength;
  s[P_GSP] = s[P_XSP];
  s[P_CTRL_LOCK] = SPRING_CONTROL_LOCK;
  s[P_STATUS] = toLeft ? s[P_STATUS] | ST_FACING_LEFT : s[P_STATUS] & ~ST_FACING_LEFT;
  s[P_STATUS] &= ~ST_PUSH;
  // Walking, unless curled (Spring_BounceLR `move.b #id_Walk,obAnim(a1)`, Obj41 loc_18B1C, s3 loc_21864).
  if ((s[P_STATUS] & ST_ROLL) === 0) s[P_ANIM] = ANIM_WALK;
  afterLaunch(w, slot, P_YSP);
  // Obj41 loc_18BAA: a side spring firing clears both players' pushing flags.
  fired(w, slot, w.standBit | OF_EITHER_PUSHING, true);
}

/** Obj41 loc_18BC6's test for the player of `w` (see the file header): in front, grounded, not moving towards it. */
function proximityLaunch(w: ObjectContext, slot: number, toLeft: boolean): void {
  const s = w.s;
  if (s[P_STATUS] & ST_AIR) return;
  const gsp = (s[P_GSP] << 16) >> 16;
  if (toLeft ? gsp > 0 : gsp < 0) return;
  const sx = getField(w, slot, O_X) >> 8;
  const sy = getField(w, slot, O_Y) >> 8;
  const from = (toLeft ? sx - SIDE_SPRING_REACH : sx) & 0xffff;
  const to = (toLeft ? sx : sx + SIDE_SPRING_REACH) & 0xffff;
  const px = (s[P_X] >> 8) & 0xffff;
  const py = (s[P_Y] >> 8) & 0xffff;
  if (px < from || px >= to) return;
  if (py < ((sy - SIDE_SPRING_HALF_HEIGHT) & 0xffff) || py >= ((sy + SIDE_SPRING_HALF_HEIGHT) & 0xffff)) return;
  launchSideways(w, slot, toLeft);
}
