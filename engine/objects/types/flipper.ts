/**
 * The Casino Night flipper (Sonic 2 Obj86: `Obj86_UpwardsType`, `loc_2B20A`, `loc_2B23C`,
 * `loc_2B254`, `loc_2B290`, `Obj86_HorizontalType`, `loc_2B35C`; SPG section 13 "Flippers").
 *
 * Upward flipper (subtype 0): a sloped solid (SlopedSolid, combined radius 0x23 = width 0x18 +
 * 11, height radius 6) over the array of its mapping frame: 0 = down (FLIPPER_DOWN, byte_2B3C6),
 * 1 = straight (FLIPPER_STRAIGHT, byte_2B3EA), 2 = up (FLIPPER_UP, byte_2B40E); one value per
 * 2 px, the seed's three lists. SlopedSolid shifts the box by the array's first value. Then:
 * - Catch (nobody held, the player stands on it): the player is held (ST_OBJ_CONTROL, the
 *   original's obj_control = 1), curled: radii 0xE / 7, the roll animation, and 5 px lower
 *   unless it was already rolling.
 * - Held, A/B/C newly pressed: launch (below), whether or not it still stands there.
 * - Held, not standing (it rolled off an end): released (ST_OBJ_CONTROL cleared).
 * - Held and standing: d = mapping frame - 1, negated unless the flipper is x-flipped (then
 *   facing right, else facing left); x += d px, xsp = ground speed = d << 8, ysp = 0. On the
 *   resting (down) frame the player rolls 1 px a frame towards the tip. The seed's "ground
 *   speed 1" is this 0x100.
 * - Launch (loc_2B290, only if standing; the standing flag is cleared): d = player x - flipper x
 *   (negated when x-flipped) + 0x23; speed = -((min(d, 0x40 unsigned) << 5) + 0x800);
 *   angle = (d >> 2) + 0x40; ysp = (sin(angle) * speed) >> 8, xsp = (cos(angle) * speed) >> 8
 *   (negated when x-flipped); airborne, off the object, released; rolling and radii are kept.
 *   The flipper plays script 1 (frames 1, 2, 1, 3 frames each, then back to 0).
 *
 * Horizontal flipper (subtype != 0): always solid (SolidObject_Always, combined radius 0x13,
 * heights 0x18 / 0x19), resting on frame 4. A grounded player pushing against it: xsp = -0x1000,
 * x += 8 px, facing left; if it is right of the flipper (flipper x - player x borrows) instead
 * facing right, x -= 16 px more (net -8) and xsp = +0x1000. Then control lock 15, ground speed
 * = xsp, radii 0xE / 7, roll animation, rolling (5 px lower unless already rolling).
 *
 * Both players (Obj86_UpwardsType, s2.asm 58448): SlopedSolid collides player 1 and then the
 * partner (its second pass, engine/objects/solid/partnerPass.ts) before anything else; then the
 * catch / hold / release / roll above runs for player 1 with its buttons (loc_2B20A, 58492:
 * objoff_36) and for the partner with its own (objoff_37); a press by either held player asks
 * for the launch (objoff_38), which then throws the partner and then player 1, each only if it
 * stands on the flipper (loc_2B290, 58544) — so one player's press launches both. Player 1's
 * press is Ctrl_1_Logical's; the sidekick's is the raw second pad's (Ctrl_2, PlayerSlot.padPress),
 * not the buttons a CPU partner decided, so CPU Tails never fires a flipper by itself. The
 * horizontal flipper (58588) runs SolidObject_Always and the push throw (loc_2B35C, 58615) for
 * player 1, then both again for the partner with its own pushing flag.
 *
 * Fields: O_A = 1 horizontal | 2 player 1 held (objoff_36) | 4 partner held (objoff_37);
 * O_ROUTINE = script (anim), O_B = previous script, O_C = mapping frame, O_D = script position,
 * O_TIMER = frame timer.
 * Units: whole pixels for positions, subpixels/frame for speeds, hex angles.
 */
import { BTN_ABC } from '../../input.ts';
import { sin, cos } from '../../fixed/trig.ts';
import {
  ANIM_ROLL, P_ANIM, P_CTRL_LOCK, P_GSP, P_HRAD, P_ON_OBJECT, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP,
  ST_AIR, ST_FACING_LEFT, ST_OBJ_CONTROL, ST_ON_OBJECT, ST_ROLL,
} from '../../state/layout.ts';
import { animateSprite, type AnimFields } from '../animateSprite.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { OF_FLIP_X, O_A, O_B, O_C, O_D, O_FLAGS, O_HRAD, O_ROUTINE, O_TIMER, O_WRAD, O_X } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { solidObject } from '../solid/solidObject.ts';
import { slopedSolidObject } from '../solid/slopedObject.ts';
import { platformPartner } from '../solid/partnerPass.ts';
import { animFieldRanges } from '../animateSprite.ts';
import type { LevelObject } from '../../level/types.ts';

/** byte_2B3C6: mapping frame 0, the resting flipper (tip down). */
// prettier-ignore
export const FLIPPER_DOWN: readonly number[] = [
  7, 7, 7, 7, 7, 7, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6,
  5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10,
  -11, -12, -13, -14,
];
/** byte_2B3EA: mapping frame 1, straight. */
// prettier-ignore
export const FLIPPER_STRAIGHT: readonly number[] = [
  6, 6, 6, 6, 6, 6, 7, 8, 9, 9, 9, 9, 9, 9, 8, 8,
  8, 8, 8, 8, 7, 7, 7, 7, 6, 6, 6, 6, 5, 5, 4, 4,
  4, 4, 4, 4,
];
/** byte_2B40E: mapping frame 2, up. */
// prettier-ignore
export const FLIPPER_UP: readonly number[] = [
  5, 5, 5, 5, 5, 6, 7, 8, 9, 10, 11, 11, 12, 12, 13, 13,
  14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 17, 17, 16, 16, 16, 16,
  16, 16, 16, 16,
];
/** width_pixels 0x18; SlopedSolid's d1 = 0x23 (0x18 + 11), d2 = 6. */
export const FLIPPER_WIDTH = 0x18;
export const FLIPPER_HEIGHT = 6;
export const FLIPPER_RADIUS = 0x23;
/** The curled radii the flipper sets (move.b #$E / #7) and the drop when not already rolling. */
export const FLIPPER_ROLL_HEIGHT = 0xe;
export const FLIPPER_ROLL_WIDTH = 7;
export const FLIPPER_ROLL_DROP = 5;
/** Launch: speed = -((min(d, FLIPPER_LAUNCH_CAP) << 5) + FLIPPER_LAUNCH_BASE). */
export const FLIPPER_LAUNCH_CAP = 0x40;
export const FLIPPER_LAUNCH_BASE = 0x800;
/** Horizontal flipper: SolidObject_Always d1 = 0x13 (width 8), d2 = 0x18, d3 = 0x19. */
export const FLIPPER_SIDE_WIDTH = 8;
export const FLIPPER_SIDE_JUMP_HEIGHT = 0x18;
export const FLIPPER_SIDE_STAND_HEIGHT = 0x19;
/** Horizontal throw: xsp (negated on the right), x shift, extra shift on the right, control lock. */
export const FLIPPER_SIDE_SPEED = -0x1000;
export const FLIPPER_SIDE_SHIFT = 8;
export const FLIPPER_SIDE_RIGHT_SHIFT = 0x10;
export const FLIPPER_SIDE_LOCK = 0xf;

const HORIZONTAL = 1;
/** O_A: player 1 held (objoff_36), the partner held (objoff_37). */
const HELD = 2;
const HELD_P2 = 4;

/** Ani_obj86: [delay, frames..., command, argument]. */
const SCRIPTS: readonly (readonly number[])[] = [
  [0x0f, 0, 0xff],
  [3, 1, 2, 1, 0xfd, 0],
  [0x0f, 4, 0xff],
  [0, 5, 4, 3, 3, 3, 3, 0xfd, 2],
  [0, 3, 4, 5, 5, 5, 5, 0xfd, 2],
];
const ANIM: AnimFields = { anim: O_ROUTINE, prevAnim: O_B, frame: O_C, index: O_D, timer: O_TIMER };

const ARRAYS = [FLIPPER_DOWN, FLIPPER_STRAIGHT, FLIPPER_UP] as const;

/** The launch speeds [xsp, ysp] for a player at px on a flipper at ox (loc_2B290). */
export function flipperLaunch(ox: number, px: number, flipX: boolean): [number, number] {
  let d = (px - ox) & 0xffff;
  if (flipX) d = -d & 0xffff;
  d = (d + FLIPPER_RADIUS) & 0xffff;
  const capped = d < FLIPPER_LAUNCH_CAP ? d : FLIPPER_LAUNCH_CAP;
  const speed = -((capped << 5) + FLIPPER_LAUNCH_BASE);
  const angle = ((((d << 16) >> 16) >> 2) + 0x40) & 0xff;
  const ysp = (sin(angle) * speed) >> 8;
  const xsp = (cos(angle) * speed) >> 8;
  return [flipX ? -xsp : xsp, ysp];
}

/** Curl the player as the flipper does (radii 0xE / 7, roll animation, 5 px lower unless rolling). */
function curl(w: ObjectContext): void {
  const s = w.s;
  s[P_HRAD] = FLIPPER_ROLL_HEIGHT;
  s[P_WRAD] = FLIPPER_ROLL_WIDTH;
  s[P_ANIM] = ANIM_ROLL;
  if ((s[P_STATUS] & ST_ROLL) === 0) {
    s[P_STATUS] |= ST_ROLL;
    s[P_Y] += FLIPPER_ROLL_DROP << 8;
  }
}

/**
 * loc_2B20A for the player of context `w` (`held`: its bit in O_A, objoff_36 / objoff_37; `press`:
 * its newly pressed buttons). Returns true when it asks for the launch (loc_2B288: objoff_38).
 */
function holdPlayer(w: ObjectContext, slot: number, held: number, press: number, flipX: boolean): boolean {
  const s = w.s;
  const standing = (getField(w, slot, O_FLAGS) & w.standBit) !== 0;
  const a = getField(w, slot, O_A);
  if ((a & held) === 0) {
    if (standing) {
      s[P_STATUS] |= ST_OBJ_CONTROL;
      curl(w);
      setField(w, slot, O_A, a | held);
    }
    return false;
  }
  if (press & BTN_ABC) return true;
  if (!standing) {
    s[P_STATUS] &= ~ST_OBJ_CONTROL;
    setField(w, slot, O_A, a & ~held);
    return false;
  }
  let d = getField(w, slot, O_C) - 1;
  s[P_STATUS] |= ST_FACING_LEFT;
  if (!flipX) {
    d = -d;
    s[P_STATUS] &= ~ST_FACING_LEFT;
  }
  s[P_X] += d << 8;
  s[P_XSP] = d << 8;
  s[P_GSP] = d << 8;
  s[P_YSP] = 0;
  return false;
}

function updateUpward(w: ObjectContext, slot: number): void {
  const ox = getField(w, slot, O_X) >> 8;
  const heights = ARRAYS[getField(w, slot, O_C)] ?? FLIPPER_DOWN;
  // SlopedSolid: both players collide before either is held or thrown.
  slopedSolidObject(w, slot, heights, ox, heights[0]);
  const second = platformPartner(w);
  if (second !== null) slopedSolidObject(second, slot, heights, ox, heights[0]);
  const flipX = (getField(w, slot, O_FLAGS) & OF_FLIP_X) !== 0;
  // Player 1 with Ctrl_1_Logical, then the sidekick with the second pad (Ctrl_2); either press launches both.
  const p2 = w.partnerSlot;
  let fire = holdPlayer(w, slot, HELD, w.press, flipX);
  if (p2 !== null && holdPlayer(p2, slot, HELD_P2, p2.padPress, flipX)) fire = true;
  if (fire) {
    if (p2 !== null) launch(p2, slot, ox, flipX, HELD_P2);
    launch(w, slot, ox, flipX, HELD);
  }
  animateSprite(w, slot, SCRIPTS, ANIM);
}

/** loc_2B290: launch the player of context `w` if it stands on the flipper (`held`: its bit in O_A). */
function launch(w: ObjectContext, slot: number, ox: number, flipX: boolean, held: number): void {
  const s = w.s;
  const flags = getField(w, slot, O_FLAGS);
  if ((flags & w.standBit) === 0) return;
  setField(w, slot, O_FLAGS, flags & ~w.standBit);
  const [xsp, ysp] = flipperLaunch(ox, s[P_X] >> 8, flipX);
  s[P_YSP] = ysp;
  s[P_XSP] = xsp;
  s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_ON_OBJECT | ST_OBJ_CONTROL);
  if (s[P_ON_OBJECT] === slot + 1) s[P_ON_OBJECT] = 0;
  setField(w, slot, O_ROUTINE, 1);
  setField(w, slot, O_A, getField(w, slot, O_A) & ~held);
}

/** loc_2B35C: throw the player of context `w`, which pushes the horizontal flipper. */
function throwSideways(w: ObjectContext, slot: number, ox: number): void {
  const s = w.s;
  // move.w #(3<<8)|0,anim: script 3, previous script 0, so it restarts.
  setField(w, slot, O_ROUTINE, 3);
  setField(w, slot, O_B, 0);
  s[P_XSP] = FLIPPER_SIDE_SPEED;
  s[P_X] += FLIPPER_SIDE_SHIFT << 8;
  s[P_STATUS] |= ST_FACING_LEFT;
  if ((ox & 0xffff) < ((s[P_X] >> 8) & 0xffff)) {
    s[P_STATUS] &= ~ST_FACING_LEFT;
    s[P_X] -= FLIPPER_SIDE_RIGHT_SHIFT << 8;
    s[P_XSP] = -FLIPPER_SIDE_SPEED;
    setField(w, slot, O_ROUTINE, 4);
  }
  s[P_CTRL_LOCK] = FLIPPER_SIDE_LOCK;
  s[P_GSP] = s[P_XSP];
  curl(w);
}

function updateHorizontal(w: ObjectContext, slot: number): void {
  const ox = getField(w, slot, O_X) >> 8;
  // SolidObject_Always_SingleCharacter and the push test for player 1, then for the sidekick.
  solidObject(w, slot, FLIPPER_SIDE_JUMP_HEIGHT, FLIPPER_SIDE_STAND_HEIGHT, ox);
  if (getField(w, slot, O_FLAGS) & w.pushBit) throwSideways(w, slot, ox);
  const p2 = platformPartner(w);
  if (p2 !== null) {
    solidObject(p2, slot, FLIPPER_SIDE_JUMP_HEIGHT, FLIPPER_SIDE_STAND_HEIGHT, ox);
    if (getField(w, slot, O_FLAGS) & p2.pushBit) throwSideways(p2, slot, ox);
  }
  animateSprite(w, slot, SCRIPTS, ANIM);
}

function kindBit(def: LevelObject | null): number {
  return def?.params.kind === 'horizontal' ? HORIZONTAL : 0;
}

export const flipperType: ObjectType = {
  name: 'flipper',
  spec: {
    doc:
      'Casino Night flipper (Sonic 2 Obj86). Upward: a sloped solid (width radius 0x18) whose surface runs from +11 to -14 px ' +
      'around y (tip down, to the right); a player landing on it is held curled and rolls 1 px a frame towards the tip; ' +
      'A/B/C launches it at up to -0x1000 depending on how far out it sits. Horizontal: a solid block (radii 8 x 0x18) that throws ' +
      'a player pushing it back at 0x1000, rolling, control lock 15.',
    params: {
      kind: { kind: 'enum', values: ['upward', 'horizontal'], default: 'upward', doc: 'Subtype 0 (upward) or non-zero (horizontal).' },
      flipX: { kind: 'bool', default: false, doc: 'Mirror an upward flipper (tip to the left, launching leftwards).' },
    },
  },
  fields: {
    ...animFieldRanges(SCRIPTS, ANIM),
    // Its kind (the horizontal bit, from the level) and whether it holds player 1 (2) and the partner (4).
    O_A: {
      valid: (v, c) => (v & ~(HORIZONTAL | HELD | HELD_P2)) === 0 && (v & HORIZONTAL) === kindBit(c.def),
      expected: (c) => `${kindBit(c.def)} plus ${HELD} (player 1 held) and/or ${HELD_P2} (partner held)`,
    },
  },
  behaviour: {
    spawn(w, slot, def) {
      const p = def!.params;
      const horizontal = kindBit(def!) === HORIZONTAL;
      placeAt(w, slot, def!);
      setField(w, slot, O_WRAD, horizontal ? FLIPPER_SIDE_WIDTH : FLIPPER_WIDTH);
      setField(w, slot, O_HRAD, horizontal ? FLIPPER_SIDE_JUMP_HEIGHT : FLIPPER_HEIGHT);
      setField(w, slot, O_A, horizontal ? HORIZONTAL : 0);
      // Obj86_Init: the horizontal flipper starts on script 2 (frame 4 from its first AnimateSprite).
      setField(w, slot, O_ROUTINE, horizontal ? 2 : 0);
      for (const f of [O_B, O_C, O_D, O_TIMER]) setField(w, slot, f, 0);
      const flags = getField(w, slot, O_FLAGS) & ~OF_FLIP_X;
      setField(w, slot, O_FLAGS, p.flipX === true ? flags | OF_FLIP_X : flags);
    },
    update(w, slot) {
      if (getField(w, slot, O_A) & HORIZONTAL) updateHorizontal(w, slot);
      else updateUpward(w, slot);
    },
  },
};
