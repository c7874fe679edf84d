/**
 * The Hill Top seesaw and its spiked ball "Sol" (Sonic 2 Obj14: `Obj14_Main`, `Obj14_SetMapping`,
 * `Obj14_Ball_Main`, `Obj14_Ball_Fly`, `Obj14_LaunchCharacter`; the platform is `SlopedPlatform` /
 * `MvSonicOnSlope`). The seed's section 13 "SeeSaws" describes Sonic 1's Star Light seesaw; every
 * number here is the Sonic 2 disassembly's.
 *
 * Seesaw: a sloped jump-through platform, width radius 0x30 (x range [x - 48, x + 48)), three
 * mapping frames: 0 = right end down (SEESAW_TILTED: +20 px at the left end .. -14 px at the
 * right), 1 = level (SEESAW_LEVEL: 5 px everywhere), 2 = frame 0 mirrored (left end down). The
 * arrays give the surface height above the seesaw's y per 2 px, signed (`ext.w`). Each frame:
 * 1. Target: a player standing on it left of (or at) its x → 2, right of it → 0, within 7 px of
 *    its x → 1. Both players standing (Obj14_Main, s2.asm 47489-47526): the two targets summed,
 *    3 made 4, halved — (0, 2) and (1, 1) level it, (0, 1) → 0, (1, 2) → 2. The partner alone
 *    (loc_21A12, 47528): its own target. Nobody standing (loc_21A38, 47545): the target stays,
 *    and the seesaw records the y speed max(player ysp, sidekick ysp) — Sonic alone, the empty
 *    sidekick slot reads 0, so max(ysp, 0); with a partner its ysp, whatever it is doing (so the
 *    record may be negative).
 * 2. Obj14_SetMapping: the frame steps one towards the target (0 → 1 → 2 and back), and only
 *    when it moved is the target stored as the seesaw's "angle" (objoff_3A).
 * 3. SlopedPlatform with the new frame's array (frame 2 reads frame 0's array mirrored), player 1
 *    then the partner (SlopedPlatform's second pass, engine/objects/solid/partnerPass.ts).
 *    Landing: ysp >= 0 and the platform window (feet 0..16 px below the surface, not exactly on
 *    it), y = surface - height radius - 1; standing: y = surface - height radius (the missing pixel).
 *
 * Ball (a dynamic slot spawned with the seesaw; touch box 0x8B: hurts, 8 x 8). It rests at
 * seesaw x ± 0x28 with y = seesaw y + 0x10 + SEESAW_BALL_Y[frame (+2 on the left)]. When the
 * seesaw's angle differs from the ball's by 1 it is thrown at ysp -0x818, xsp 0x114; by 2 at
 * -0xAF0, 0xCC — or -0xE00, 0xA0 when the recorded y speed is >= 0xA00 (signed) — always towards
 * the other end (xsp negative from the right end). Flying, it moves and falls (ObjectMoveAndFall,
 * gravity 0x38); while rising and lower than seesaw y + 0x10 - 0x2F it moves twice a frame.
 * Falling, it lands once y >= the rest y of its side for the seesaw's current frame: side =
 * 2 if xsp < 0 else 0 becomes both angles; if the seesaw's frame is not that side, a player
 * standing on the seesaw is launched: ysp = -(ball ysp), airborne, off the seesaw, jumping flag
 * cleared, spring animation — player 1 if its standing flag was set, then the partner if its own
 * was (loc_21BB6's two `bclr`s, s2.asm 47710-47720). The ball stops and rests again.
 *
 * Seesaw fields: O_ROUTINE = mapping frame, O_A = angle (objoff_3A), O_B = recorded y speed
 * (objoff_38), O_C = ball slot + 1 (0 = no ball). Ball fields: O_A = seesaw slot + 1,
 * O_B = ball angle, O_C = seesaw y + 0x10 (px), O_D = seesaw x (px), O_ROUTINE 0 rest / 1 flying.
 * Units: whole pixels for positions, subpixels/frame for speeds.
 */
import {
  ANIM_WALK, P_ANIM, P_ON_OBJECT, P_STATUS, P_X, P_YSP, ST_AIR, ST_JUMPING, ST_ON_OBJECT,
} from '../../state/layout.ts';
import { OBJECT_TYPE_INDEX } from '../catalogue.ts';
import { TOUCH_HURT } from '../hitboxSizes.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { OF_FLIP_X, OF_LOADED, O_A, O_B, O_C, O_D, O_FLAGS, O_HRAD, O_ROUTINE, O_TYPE, O_WRAD, O_X, O_XSP, O_Y, O_YSP } from '../objectFields.ts';
import { objectFall } from '../objectMotion.ts';
import { spawnDynamic, unloadObject } from '../objectRuntime.ts';
import type { ObjectType } from '../objectType.ts';
import { carryPlayer } from '../solid/carry.ts';
import { platformStillOn, platformSurface } from '../solid/platformObject.ts';
import { platformPartner } from '../solid/partnerPass.ts';
import { int, slotOrNone, anyInt, flag } from '../../state/invariants.ts';

/** byte_21C8E: the tilted seesaw (frame 0), signed px above the seesaw's y per 2 px (49 bytes; 48 read). */
// prettier-ignore
export const SEESAW_TILTED: readonly number[] = [
  20, 20, 22, 24, 26, 28, 26, 24, 22, 20, 19, 18, 17, 16, 15, 14,
  13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2,
  -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -14, -14, -14, -14,
  -14,
];
/** byte_21CBF: the level seesaw (frame 1). */
export const SEESAW_LEVEL: readonly number[] = new Array<number>(48).fill(5);
/** Obj14_YOffsets: the ball's rest y above seesaw y + 0x10: right end for frames 0, 1, 2; left end +2. */
export const SEESAW_BALL_Y: readonly number[] = [-8, -28, -47, -28, -8];
/** width_pixels. */
export const SEESAW_WIDTH = 0x30;
/** The player counts as in the middle within this many px of the seesaw's x. */
export const SEESAW_MIDDLE = 8;
/** The ball rests this far either side of the seesaw's x, and its base is this far below the seesaw's y. */
export const SEESAW_BALL_X = 0x28;
export const SEESAW_BALL_BASE = 0x10;
/** While rising and less than this far above the base, the ball moves twice a frame. */
export const SEESAW_BALL_LOW = 0x2f;
/** Ball throws: [ysp, xsp towards the other end] for an angle difference of 1, of 2, and of 2 after a fast landing. */
export const SEESAW_THROW_SMALL = [-0x818, 0x114] as const;
export const SEESAW_THROW_BIG = [-0xaf0, 0xcc] as const;
export const SEESAW_THROW_FAST = [-0xe00, 0xa0] as const;
/** The recorded y speed at or above which the big throw becomes the fast one. */
export const SEESAW_FAST_LANDING = 0xa00;
export const SEESAW_BALL_HITBOX = TOUCH_HURT | 0x0b;

/** Surface height (signed px above the seesaw's y) at index d0 = player x - seesaw x + 0x30 for `frame`. */
export function seesawHeight(frame: number, d0: number): number {
  if (frame === 1) return SEESAW_LEVEL[d0 >> 1];
  // Frame 2 is frame 0 drawn x-flipped: not(d0) + 2 * width, then >> 1.
  const i = frame === 2 ? (2 * SEESAW_WIDTH - 1 - d0) >> 1 : d0 >> 1;
  return SEESAW_TILTED[i];
}

/** Obj14_SetMapping: one step from `frame` towards `target`; returns the new frame. */
export function seesawStep(frame: number, target: number): number {
  if (frame === target) return frame;
  return frame < target ? frame + 1 : frame - 1;
}

/** The target for one player standing on the seesaw: 2 left of (or at) its x, 0 right of it, 1 within 7 px. */
function sideTarget(s: Int32Array, ox: number): number {
  const d = (ox - (s[P_X] >> 8)) << 16 >> 16;
  if ((d < 0 ? -d : d) < SEESAW_MIDDLE) return 1;
  return d >= 0 ? 2 : 0;
}

function updateSeesaw(w: ObjectContext, slot: number): void {
  const ox = getField(w, slot, O_X) >> 8;
  const oy = getField(w, slot, O_Y) >> 8;
  const flags = getField(w, slot, O_FLAGS);
  const p2 = w.partnerSlot;
  const p2On = p2 !== null && (flags & p2.standBit) !== 0;
  let target = getField(w, slot, O_A);
  if (flags & w.standBit) {
    target = sideTarget(w.s, ox);
    if (p2On) {
      // Both on it: (d1 + d2), 3 → 4, >> 1.
      const sum = target + sideTarget(p2.s, ox);
      target = (sum === 3 ? 4 : sum) >> 1;
    }
  } else if (p2On) {
    target = sideTarget(p2.s, ox);
  } else {
    // max(y_vel, Sidekick y_vel), signed words; without a partner the empty slot's 0.
    const ysp = (w.s[P_YSP] << 16) >> 16;
    const ysp2 = p2 === null ? 0 : (p2.s[P_YSP] << 16) >> 16;
    setField(w, slot, O_B, ysp2 >= ysp ? ysp2 : ysp);
  }
  const frame = getField(w, slot, O_ROUTINE);
  if (frame !== target) {
    setField(w, slot, O_ROUTINE, seesawStep(frame, target));
    setField(w, slot, O_A, target);
  }
  collide(w, slot, ox, oy);
  const second = platformPartner(w);
  if (second !== null) collide(second, slot, ox, oy);
}

/** SlopedPlatform_SingleCharacter over the current frame's array, for the player of context `w`. */
function collide(w: ObjectContext, slot: number, ox: number, oy: number): void {
  const s = w.s;
  const frame = getField(w, slot, O_ROUTINE);
  if (getField(w, slot, O_FLAGS) & w.standBit) {
    if (!platformStillOn(w, slot, SEESAW_WIDTH)) return;
    const d0 = (s[P_X] >> 8) - ox + SEESAW_WIDTH;
    carryPlayer(w, slot, ox, seesawHeight(frame, d0), oy);
    return;
  }
  if (s[P_YSP] < 0) return;
  const d0 = (s[P_X] >> 8) - ox + SEESAW_WIDTH;
  if (d0 < 0 || d0 >= 2 * SEESAW_WIDTH) return;
  platformSurface(w, slot, oy - seesawHeight(frame, d0));
}

/** The ball's parent, or -1 when the seesaw that spawned it is gone (then the ball goes too). */
function parentOf(w: ObjectContext, ball: number): number {
  const p = getField(w, ball, O_A) - 1;
  if (p < 0 || (getField(w, p, O_FLAGS) & OF_LOADED) === 0) return -1;
  if (getField(w, p, O_TYPE) !== OBJECT_TYPE_INDEX.seesaw || getField(w, p, O_C) !== ball + 1) return -1;
  return p;
}

/** The ball's rest y (px) on `side` (true = left of the seesaw) for the seesaw's frame. */
function restY(w: ObjectContext, ball: number, seesaw: number, left: boolean): number {
  return getField(w, ball, O_C) + SEESAW_BALL_Y[getField(w, seesaw, O_ROUTINE) + (left ? 2 : 0)];
}

function updateBall(w: ObjectContext, ball: number): void {
  const seesaw = parentOf(w, ball);
  if (seesaw < 0) {
    unloadObject(w, ball);
    return;
  }
  const sx = getField(w, ball, O_D);
  if (getField(w, ball, O_ROUTINE) === 0) {
    let diff = (getField(w, ball, O_B) - getField(w, seesaw, O_A)) & 0xff;
    if (diff & 0x80) diff = -diff & 0xff;
    if (diff === 0) {
      // Obj14_SetBallToRestOnSeeSaw.
      const left = ((getField(w, ball, O_X) >> 8) - sx) << 16 >> 16 < 0;
      setField(w, ball, O_X, (sx + (left ? -SEESAW_BALL_X : SEESAW_BALL_X)) << 8);
      setField(w, ball, O_Y, restY(w, ball, seesaw, left) << 8);
      return;
    }
    let t: readonly [number, number] = SEESAW_THROW_SMALL;
    if (diff !== 1) t = getField(w, seesaw, O_B) >= SEESAW_FAST_LANDING ? SEESAW_THROW_FAST : SEESAW_THROW_BIG;
    const right = (getField(w, ball, O_X) >> 8) - sx >= 0;
    setField(w, ball, O_YSP, t[0]);
    setField(w, ball, O_XSP, right ? -t[1] : t[1]);
    setField(w, ball, O_ROUTINE, 1);
  }
  fly(w, ball, seesaw, sx);
}

/** Obj14_Ball_Fly. */
function fly(w: ObjectContext, ball: number, seesaw: number, sx: number): void {
  if (getField(w, ball, O_YSP) < 0) {
    objectFall(w, ball);
    if (getField(w, ball, O_C) - SEESAW_BALL_LOW <= getField(w, ball, O_Y) >> 8) objectFall(w, ball);
    return;
  }
  objectFall(w, ball);
  const left = ((getField(w, ball, O_X) >> 8) - sx) << 16 >> 16 < 0;
  if (restY(w, ball, seesaw, left) > getField(w, ball, O_Y) >> 8) return;
  const side = getField(w, ball, O_XSP) < 0 ? 2 : 0;
  setField(w, seesaw, O_A, side);
  setField(w, ball, O_B, side);
  if (getField(w, seesaw, O_ROUTINE) !== side) {
    // Player 1, then the sidekick, each if its own standing flag was set (bclr p1/p2_standing_bit).
    const ysp = getField(w, ball, O_YSP);
    launchIfStanding(w, seesaw, ysp);
    const p2 = w.partnerSlot;
    if (p2 !== null) launchIfStanding(p2, seesaw, ysp);
  }
  setField(w, ball, O_XSP, 0);
  setField(w, ball, O_YSP, 0);
  setField(w, ball, O_ROUTINE, 0);
}

/** The player of context `w`, if its standing flag is set: the flag cleared, then launched. */
function launchIfStanding(w: ObjectContext, seesaw: number, ballYsp: number): void {
  const flags = getField(w, seesaw, O_FLAGS);
  if ((flags & w.standBit) === 0) return;
  setField(w, seesaw, O_FLAGS, flags & ~w.standBit);
  launch(w, seesaw, ballYsp);
}

/** Obj14_LaunchCharacter, for the player of context `w`. */
function launch(w: ObjectContext, seesaw: number, ballYsp: number): void {
  const s = w.s;
  s[P_YSP] = (-ballYsp << 16) >> 16;
  s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_ON_OBJECT | ST_JUMPING);
  if (s[P_ON_OBJECT] === seesaw + 1) s[P_ON_OBJECT] = 0;
  s[P_ANIM] = ANIM_WALK;
}

export const seesawType: ObjectType = {
  name: 'seesaw',
  spec: {
    doc:
      'Hill Top seesaw (Sonic 2 Obj14): a sloped jump-through platform 96 px wide whose ends tilt from +20 to -14 px around y; ' +
      'it tilts one step a frame towards the side the player stands on. Its spiked ball rests on the low end; tilting throws ' +
      'it over to the other end, and its landing there launches a player standing on the seesaw at the ball\'s speed.',
    params: {
      flipX: { kind: 'bool', default: false, doc: 'Start tilted the other way: left end down, ball on the left.' },
      ball: { kind: 'bool', default: true, doc: 'Subtype 0: spawn the ball (false: a seesaw without one).' },
    },
  },
  fields: {
    O_ROUTINE: int(0, 2), // mapping frame: indexes the ball's rest heights
    O_A: int(0, 2), // the frame it tilts to
    O_B: int(-0x8000, 0x7fff), // max(player 1's, the partner's) ysp while nobody stood on it (>= 0 without a partner)
    O_C: slotOrNone, // its ball's slot + 1
  },
  behaviour: {
    spawn(w, slot, def) {
      const p = def!.params;
      placeAt(w, slot, def!);
      setField(w, slot, O_WRAD, SEESAW_WIDTH);
      setField(w, slot, O_HRAD, 8);
      const flip = p.flipX === true;
      const flags = getField(w, slot, O_FLAGS) & ~OF_FLIP_X;
      setField(w, slot, O_FLAGS, flip ? flags | OF_FLIP_X : flags);
      setField(w, slot, O_ROUTINE, flip ? 2 : 0);
      setField(w, slot, O_A, flip ? 2 : 0);
      setField(w, slot, O_B, 0);
      setField(w, slot, O_C, 0);
      if (p.ball === false) return;
      const ball = spawnDynamic(w, OBJECT_TYPE_INDEX.seesawBall, def!.x << 8, def!.y << 8);
      if (ball < 0) return;
      setField(w, slot, O_C, ball + 1);
      setField(w, ball, O_A, slot + 1);
      setField(w, ball, O_D, def!.x);
      setField(w, ball, O_C, def!.y + SEESAW_BALL_BASE);
      setField(w, ball, O_X, (def!.x + (flip ? -SEESAW_BALL_X : SEESAW_BALL_X)) << 8);
      setField(w, ball, O_Y, (def!.y + SEESAW_BALL_BASE) << 8);
      setField(w, ball, O_B, flip ? 2 : 0);
    },
    update: updateSeesaw,
  },
};

export const seesawBallType: ObjectType = {
  name: 'seesawBall',
  dynamic: true,
  spec: { doc: 'The Hill Top seesaw\'s spiked ball (spawned by seesaws, not placed in levels): hurts on touch (8 x 8).', params: {} },
  fields: {
    O_ROUTINE: flag, // 0 = resting, 1 = flying
    O_A: slotOrNone, // its seesaw's slot + 1
    O_B: int(0, 2), // the side it rests on
    O_C: anyInt, // rest height base, px
    O_D: anyInt, // the seesaw's x, px
  },
  behaviour: {
    spawn(w, slot) {
      for (const f of [O_A, O_B, O_C, O_D, O_ROUTINE, O_XSP, O_YSP]) setField(w, slot, f, 0);
    },
    update: updateBall,
    hitbox: () => SEESAW_BALL_HITBOX,
  },
};
