/**
 * Sonic as objects see him (the game's v_player slot), over the engine's player block. Object
 * routines read and write Sonic's fields in the game's units through these functions instead of
 * RAM slot 0: obX/obY words (whole pixels) with their subpixel words, speeds as signed words,
 * obStatus as the game's bit layout, obRoutine as 2/4/6/8, obAnim as the game's animation ids.
 * Writing a position word keeps the subpixel, as a `move.w` to obX does.
 */
import {
  ANIM_BALANCE, ANIM_DUCK, ANIM_HURT, ANIM_LOOK_UP, ANIM_ROLL, ANIM_WAIT, ANIM_WALK, P_ANGLE, P_ANIM, P_CTRL_LOCK, P_DEATH_TIMER, P_GSP,
  P_HRAD, P_INVINCIBLE, P_INVULN_TIMER, P_LAYER, P_ON_OBJECT, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD,
  ST_FACING_LEFT, ST_HURT, ST_JUMPING, ST_ON_OBJECT, ST_PUSH, ST_RESETTING, ST_ROLL, ST_ROLL_JUMP, ST_STICK, ST_UNDERWATER,
} from '../../../state/layout.ts';

/** obStatus bits of Sonic (Obj01). */
export const SONIC_FACING_LEFT = 0x01;
export const SONIC_AIR = 0x02;
export const SONIC_ROLL = 0x04;
export const SONIC_ON_OBJECT = 0x08;
export const SONIC_ROLL_JUMP = 0x10;
export const SONIC_PUSH = 0x20;
export const SONIC_UNDERWATER = 0x40;

/** Sonic's animation ids (_anim/Sonic.asm) that objects test or set. */
export const ID_WALK = 0;
export const ID_RUN = 1;
export const ID_ROLL = 2;
export const ID_ROLL2 = 3;
export const ID_PUSH = 4;
export const ID_WAIT = 5;
export const ID_BALANCE = 6;
export const ID_LOOK_UP = 7;
export const ID_DUCK = 8;
export const ID_FLOAT2 = 0xf;
export const ID_SPRING = 0x10;
export const ID_HANG = 0x11;
export const ID_GET_AIR = 0x15;
export const ID_DEATH = 0x18;
export const ID_HURT = 0x1a;
export const ID_WATER_SLIDE = 0x1b;
export const ID_DROWN = 0x17;

/** Pairs (obStatus bit, engine status bit), flat: objects read the status often, so no per-call iterator. */
const STATUS_MAP: readonly number[] = [
  SONIC_FACING_LEFT, ST_FACING_LEFT,
  SONIC_AIR, ST_AIR,
  SONIC_ROLL, ST_ROLL,
  SONIC_ON_OBJECT, ST_ON_OBJECT,
  SONIC_ROLL_JUMP, ST_ROLL_JUMP,
  SONIC_PUSH, ST_PUSH,
  SONIC_UNDERWATER, ST_UNDERWATER,
];

export const sonicX = (s: Int32Array): number => (s[P_X] >> 8) & 0xffff;
export const sonicY = (s: Int32Array): number => (s[P_Y] >> 8) & 0xffff;
/** The subpixel words (obX+2, obY+2). */
export const sonicXSub = (s: Int32Array): number => (s[P_X] & 0xff) << 8;
export const sonicYSub = (s: Int32Array): number => (s[P_Y] & 0xff) << 8;

export function setSonicX(s: Int32Array, v: number): void {
  s[P_X] = ((v & 0xffff) << 8) | (s[P_X] & 0xff);
}
export function setSonicY(s: Int32Array, v: number): void {
  s[P_Y] = ((v & 0xffff) << 8) | (s[P_Y] & 0xff);
}
/**
 * The whole 16:16 position as `move.l obX(a1),d2` reads it: the pixel word, then the subpixel
 * word (whose low byte the engine does not keep: nothing that moves Sonic ever sets it).
 */
export const sonicXLong = (s: Int32Array): number => ((sonicX(s) << 16) | sonicXSub(s)) | 0;
export const sonicYLong = (s: Int32Array): number => ((sonicY(s) << 16) | sonicYSub(s)) | 0;

/** A whole 16:16 position (`move.l`), e.g. an object carrying Sonic. */
export function setSonicXLong(s: Int32Array, v: number): void {
  s[P_X] = (((v >>> 16) & 0xffff) << 8) | ((v >>> 8) & 0xff);
}
export function setSonicYLong(s: Int32Array, v: number): void {
  s[P_Y] = (((v >>> 16) & 0xffff) << 8) | ((v >>> 8) & 0xff);
}

export const sonicVelX = (s: Int32Array): number => sign16(s[P_XSP]);
export const sonicVelY = (s: Int32Array): number => sign16(s[P_YSP]);
export const sonicInertia = (s: Int32Array): number => sign16(s[P_GSP]);
export function setSonicVelX(s: Int32Array, v: number): void {
  s[P_XSP] = sign16(v);
}
export function setSonicVelY(s: Int32Array, v: number): void {
  s[P_YSP] = sign16(v);
}
export function setSonicInertia(s: Int32Array, v: number): void {
  s[P_GSP] = sign16(v);
}

export const sonicHeight = (s: Int32Array): number => s[P_HRAD];
export const sonicWidth = (s: Int32Array): number => s[P_WRAD];
export const sonicAngle = (s: Int32Array): number => s[P_ANGLE] & 0xff;
/** obHeight / obWidth (`move.b #$E,obHeight(a1)`: an object curling Sonic up). */
export function setSonicHeight(s: Int32Array, v: number): void {
  s[P_HRAD] = v & 0xff;
}
export function setSonicWidth(s: Int32Array, v: number): void {
  s[P_WRAD] = v & 0xff;
}

/** obStatus in the game's bit layout. */
export function sonicStatus(s: Int32Array): number {
  const st = s[P_STATUS];
  let b = 0;
  for (let i = 0; i < STATUS_MAP.length; i += 2) if (st & STATUS_MAP[i + 1]) b |= STATUS_MAP[i];
  return b;
}

/** Writes obStatus: the seven bits the game keeps there. */
export function setSonicStatus(s: Int32Array, b: number): void {
  let st = s[P_STATUS];
  for (let i = 0; i < STATUS_MAP.length; i += 2) st = b & STATUS_MAP[i] ? st | STATUS_MAP[i + 1] : st & ~STATUS_MAP[i + 1];
  s[P_STATUS] = st;
}

/** obRoutine: 2 control, 4 hurt, 6 dead, 8 waiting to restart. */
export function sonicRoutine(s: Int32Array): number {
  const st = s[P_STATUS];
  if (st & ST_RESETTING) return 8;
  if (st & ST_DEAD) return 6;
  if (st & ST_HURT) return 4;
  return 2;
}

/**
 * `move.b #2,obRoutine(a1)`: back to the control routine (a falling platform dropping Sonic).
 * Only a hurt Sonic (routine 4) changes: standing on an object he cannot be dead.
 */
export function setSonicRoutineControl(s: Int32Array): void {
  s[P_STATUS] &= ~ST_HURT;
}

/** obAnim as the game's id (the engine keeps only the animations physics reads). */
export function sonicAnim(s: Int32Array): number {
  switch (s[P_ANIM]) {
    case ANIM_ROLL:
      return ID_ROLL;
    case ANIM_WAIT:
      return ID_WAIT;
    case ANIM_DUCK:
      return ID_DUCK;
    case ANIM_LOOK_UP:
      return ID_LOOK_UP;
    case ANIM_HURT:
      return ID_HURT;
    case ANIM_BALANCE:
      return ID_BALANCE;
    default:
      return ID_WALK;
  }
}

export function setSonicAnim(s: Int32Array, id: number): void {
  switch (id) {
    case ID_ROLL:
    case ID_ROLL2:
      s[P_ANIM] = ANIM_ROLL;
      return;
    case ID_WAIT:
      s[P_ANIM] = ANIM_WAIT;
      return;
    case ID_DUCK:
      s[P_ANIM] = ANIM_DUCK;
      return;
    case ID_LOOK_UP:
      s[P_ANIM] = ANIM_LOOK_UP;
      return;
    case ID_HURT:
      s[P_ANIM] = ANIM_HURT;
      return;
    case ID_BALANCE:
      s[P_ANIM] = ANIM_BALANCE;
      return;
    default:
      s[P_ANIM] = ANIM_WALK;
  }
}

/** standonobject ($3D): the slot of the object stood on (the engine keeps slot + 1, 0 = none). */
export function sonicStandSlot(s: Int32Array): number {
  return s[P_ON_OBJECT] > 0 ? s[P_ON_OBJECT] - 1 : 0;
}
export function setSonicStandSlot(s: Int32Array, slot: number): void {
  s[P_ON_OBJECT] = slot + 1;
}

/** flashtime ($30): frames of flashing invulnerability after a hit. */
export const sonicFlashTime = (s: Int32Array): number => s[P_INVULN_TIMER];
/** invtime ($32): the invincibility timer. */
export const sonicInvTime = (s: Int32Array): number => s[P_INVINCIBLE];
/** objoff_3E: the horizontal control lock. */
export const sonicMoveLock = (s: Int32Array): number => s[P_CTRL_LOCK];
export function setSonicMoveLock(s: Int32Array, v: number): void {
  s[P_CTRL_LOCK] = v & 0xffff;
}
/** objoff_3C: the jump flag (variable jump height). */
export const sonicJumpFlag = (s: Int32Array): number => (s[P_STATUS] & ST_JUMPING ? 1 : 0);
export function setSonicJumpFlag(s: Int32Array, v: number): void {
  s[P_STATUS] = v ? s[P_STATUS] | ST_JUMPING : s[P_STATUS] & ~ST_JUMPING;
}
/** stick_to_convex (objoff_38): the ground sensors hold Sonic to convex ground (SBZ's running discs set it). */
export const sonicStickToConvex = (s: Int32Array): number => (s[P_STATUS] & ST_STICK ? 1 : 0);
export function setSonicStickToConvex(s: Int32Array, v: number): void {
  s[P_STATUS] = v & 0xff ? s[P_STATUS] | ST_STICK : s[P_STATUS] & ~ST_STICK;
}
/** obRender bit 6 (the loop layer). */
export const sonicLayerB = (s: Int32Array): boolean => s[P_LAYER] !== 0;

function sign16(v: number): number {
  return (v << 16) >> 16;
}

/**
 * `move.b #6,(v_player+obRoutine).w` from the drowning countdown: Sonic dies where he is, keeping
 * his speeds (no death jump: KillSonic is not called), airborne.
 */
export function setSonicRoutineDead(s: Int32Array): void {
  s[P_STATUS] = (s[P_STATUS] & ~ST_HURT) | ST_DEAD | ST_AIR;
  s[P_DEATH_TIMER] = 1;
}
