/**
 * Object $28 — animals (_incObj/28 Animals.asm: `Animals`, `Anml_Ending`, `Anml_FromEnemy`,
 * `loc_912A` ... `loc_9370`, `loc_93C4`, `loc_93EC`, `sub_9404`).
 *
 * From a destroyed badnik (subtype 0): RandomNumber picks one of the zone's two animals
 * (Anml_VarIndex), which gives its hop speeds (Anml_Variables); it jumps up at -$400 and, unless
 * a boss is beaten (v_bossstatus), frees the points ($29) into a free slot with frame =
 * objoff_3E / 2. Routine 2 falls until it meets the floor (ObjectFall, ObjFloorDist), then takes
 * its own speeds and routine (4 + 2 * the animal number): hoppers (loc_9184, gravity $38) or
 * flyers (loc_91C0, gravity $18, flapping). It deletes itself when off screen (obRender bit 7
 * clear). With v_bossstatus set, the animal first waits in routine $12 (loc_9240) for objoff_36
 * frames (the prison capsule sets it).
 * The ending's animals (subtype $A..$14) run the routines from $14 on: they wait for Sonic
 * (sub_9404: $B8 px), hop or fly, and stay while less than $180 px right of him.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj } from '../objectManager.ts';
import { objFloorDist } from '../objFloorDist.ts';
import { randomNumber } from '../randomNumber.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_TIME_FRAME, OB_VEL_X, OB_VEL_Y,
  OB_X, OB_Y, RENDER_ON_SCREEN, objectFall, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { G_BOSS_STATUS, G_VBLANK } from '../s1State.ts';
import { sonicX } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { ID_POINTS } from './points.ts';

export const ID_ANIMALS = 0x28;
/** objoff_30: the animal number (0..6); objoff_32/34: its hop speeds; objoff_36: the prison wait; objoff_29: the bounce toggle. */
const KIND = 0x30;
const HOP_X = 0x32;
const HOP_Y = 0x34;
const WAIT = 0x36;
const TOGGLE = 0x29;
/** objoff_3E: the points index the explosion passed on. */
const POINTS_INDEX = 0x3e;

/** Anml_VarIndex: the two animals of each zone (GHZ, LZ, MZ, SLZ, SYZ, SBZ). */
export const ZONE_ANIMALS: readonly number[] = [0, 5, 2, 3, 6, 3, 4, 5, 4, 1, 0, 1];
/** Anml_Variables: (x speed, y speed) of each animal. */
export const HOP_SPEEDS: readonly number[] = [
  -0x200, -0x400, -0x200, -0x300, -0x180, -0x300, -0x140, -0x180, -0x1c0, -0x300, -0x300, -0x400, -0x280, -0x380,
];
/** Anml_EndSpeed: (x speed, y speed) of the ending's animals by subtype - $A. */
export const END_SPEEDS: readonly number[] = [
  -0x440, -0x400, -0x440, -0x400, -0x440, -0x400, -0x300, -0x400, -0x300, -0x400, -0x180, -0x300, -0x180, -0x300, -0x140,
  -0x180, -0x1c0, -0x300, -0x200, -0x300, -0x280, -0x380,
];

type Routine = (w: S1ObjectContext, a0: number) => void;

export function animals(w: S1ObjectContext, a0: number): void {
  const r = w.m[a0 + OB_ROUTINE] >> 1;
  const routine = ROUTINES[r];
  if (routine !== undefined) routine(w, a0);
}

function anmlEnding(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_SUBTYPE] === 0) {
    fromEnemy(w, a0);
    return;
  }
  let d0 = m[a0 + OB_SUBTYPE] * 2;
  m[a0 + OB_ROUTINE] = d0 & 0xff;
  d0 -= 0x14;
  // d0 * 2 indexes the long tables: the speed pair of this subtype.
  const i = d0;
  ww(m, a0 + HOP_X, END_SPEEDS[i]);
  ww(m, a0 + OB_VEL_X, END_SPEEDS[i]);
  ww(m, a0 + HOP_Y, END_SPEEDS[i + 1]);
  ww(m, a0 + OB_VEL_Y, END_SPEEDS[i + 1]);
  m[a0 + OB_HEIGHT] = 0xc;
  m[a0 + OB_RENDER] = 4 | 1;
  m[a0 + OB_PRIORITY] = 6;
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_TIME_FRAME] = 7;
  displaySprite(w, a0);
}

/** `Anml_FromEnemy`. */
function fromEnemy(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  const d0 = randomNumber(s) & 1;
  // Only the six level zones have badniks; the table has no row for others.
  const kind = ZONE_ANIMALS[w.rules.zone * 2 + d0] ?? 0;
  m[a0 + KIND] = kind;
  ww(m, a0 + HOP_X, HOP_SPEEDS[kind * 2]);
  ww(m, a0 + HOP_Y, HOP_SPEEDS[kind * 2 + 1]);
  m[a0 + OB_HEIGHT] = 0xc;
  m[a0 + OB_RENDER] = 4 | 1;
  m[a0 + OB_PRIORITY] = 6;
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_TIME_FRAME] = 7;
  m[a0 + OB_FRAME] = 2;
  ww(m, a0 + OB_VEL_Y, -0x400);
  if ((s[G_BOSS_STATUS] & 0xff) !== 0) {
    // loc_911C
    m[a0 + OB_ROUTINE] = 0x12;
    ww(m, a0 + OB_VEL_X, 0);
    displaySprite(w, a0);
    return;
  }
  const a1 = findFreeObj(m);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_POINTS;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_FRAME] = rw(m, a0 + POINTS_INDEX) >> 1;
  }
  displaySprite(w, a0);
}

/** `loc_912A`: the first fall, to the floor. */
function firstFall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  objectFall(m, a0);
  if (rsw(m, a0 + OB_VEL_Y) >= 0) {
    const d1 = objFloorDist(w, a0);
    if (d1 < 0) {
      ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
      ww(m, a0 + OB_VEL_X, rw(m, a0 + HOP_X));
      ww(m, a0 + OB_VEL_Y, rw(m, a0 + HOP_Y));
      m[a0 + OB_FRAME] = 1;
      m[a0 + OB_ROUTINE] = (m[a0 + KIND] * 2 + 4) & 0xff;
      if ((w.s[G_BOSS_STATUS] & 0xff) !== 0 && (w.s[G_VBLANK] & 0x10) !== 0) turnRound(m, a0);
    }
  }
  displaySprite(w, a0);
}

/** What an animal does when it lands: nothing more, or turn round (always, every second time, by subtype). */
type Landing = (m: Uint8Array, a0: number) => void;
const noTurn: Landing = () => {};

/** `neg.w obVelX; bchg #0,obRender`. */
function turnRound(m: Uint8Array, a0: number): void {
  ww(m, a0 + OB_VEL_X, -rsw(m, a0 + OB_VEL_X));
  m[a0 + OB_RENDER] ^= 1;
}

/** loc_91C0's landing: the ending's animals other than subtype $A turn round. */
function turnUnlessFirstEnding(m: Uint8Array, a0: number): void {
  const st = m[a0 + OB_SUBTYPE];
  if (st !== 0 && st !== 0xa) turnRound(m, a0);
}

/**
 * `loc_93C4` and its copies in the hopping routines: frame 1 rising, 0 falling; on the floor, hop
 * again at objoff_34 (and `landing`: the turns happen beside the y update, in any order).
 */
function landHop(w: S1ObjectContext, a0: number, landing: Landing = noTurn): void {
  const m = w.m;
  m[a0 + OB_FRAME] = 1;
  if (rsw(m, a0 + OB_VEL_Y) < 0) return;
  m[a0 + OB_FRAME] = 0;
  landOnFloor(w, a0, landing);
}

/** The floor under a falling animal: onto it, hop again at objoff_34. */
function landOnFloor(w: S1ObjectContext, a0: number, landing: Landing): void {
  const m = w.m;
  const d1 = objFloorDist(w, a0);
  if (d1 >= 0) return;
  landing(m, a0);
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
  ww(m, a0 + OB_VEL_Y, rw(m, a0 + HOP_Y));
}

/** A flyer's fall: SpeedToPos, gravity $18, the floor when falling. */
function flyFall(w: S1ObjectContext, a0: number, landing: Landing): void {
  const m = w.m;
  speedToPos(m, a0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  if (rsw(m, a0 + OB_VEL_Y) >= 0) landOnFloor(w, a0, landing);
}

/** `loc_9184`: a hopper (gravity $38). */
function hop(w: S1ObjectContext, a0: number): void {
  objectFall(w.m, a0);
  landHop(w, a0);
  endOrOffScreen(w, a0);
}

/** `loc_91C0`: a flyer (gravity $18, flapping every other frame). */
function fly(w: S1ObjectContext, a0: number): void {
  flyFall(w, a0, turnUnlessFirstEnding);
  flap(w.m, a0);
  endOrOffScreen(w, a0);
}

/** `loc_91FC` / `loc_93AA`: the two-frame flap. */
function flap(m: Uint8Array, a0: number): void {
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if ((m[a0 + OB_TIME_FRAME] & 0x80) === 0) return;
  m[a0 + OB_TIME_FRAME] = 1;
  m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + 1) & 1;
}

/** `loc_91AE` / `loc_9212`: a badnik's animal goes when off screen; the ending's run loc_9224. */
function endOrOffScreen(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_SUBTYPE] !== 0) {
    endingKeep(w, a0);
    return;
  }
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** `loc_9224`: the ending's animal goes when off screen and less than $180 px right of Sonic (never while left of him). */
function endingKeep(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const d0 = rw(m, a0 + OB_X) - sonicX(w.s);
  // `sub.w; bcs`: the animal left of Sonic stays; `subi.w #$180; bpl`: $180 or more to his right stays.
  if (d0 >= 0 && ((d0 - 0x180) & 0x8000) !== 0 && (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

/** `loc_9240`: the prison capsule's animals wait objoff_36 frames. */
function prisonWait(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  const t = (rw(m, a0 + WAIT) - 1) & 0xffff;
  ww(m, a0 + WAIT, t);
  if (t === 0) {
    m[a0 + OB_ROUTINE] = 2;
    m[a0 + OB_PRIORITY] = 3;
  }
  displaySprite(w, a0);
}

/** `sub_9404`: Sonic's x - the animal's - $B8, as a signed word (negative: not yet near). */
function nearSonic(w: S1ObjectContext, a0: number): number {
  return (((sonicX(w.s) - rw(w.m, a0 + OB_X) - 0xb8) & 0xffff) << 16) >> 16;
}

/** `loc_9260`: waits for Sonic (carry of the subtraction: he is left of x + $B8), then flies. */
function waitThenFly(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  // `subi.w #$B8,d0; bcc`: no borrow → keep waiting (loc_9224).
  const d0 = (sonicX(w.s) - rw(m, a0 + OB_X)) & 0xffff;
  if (d0 >= 0xb8) {
    endingKeep(w, a0);
    return;
  }
  ww(m, a0 + OB_VEL_X, rw(m, a0 + HOP_X));
  ww(m, a0 + OB_VEL_Y, rw(m, a0 + HOP_Y));
  m[a0 + OB_ROUTINE] = 0xe;
  fly(w, a0);
}

/** `loc_9280`: hops on the spot (gravity $18, flapping) facing Sonic once he is near. */
function flapInPlace(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (nearSonic(w, a0) < 0) {
    ww(m, a0 + OB_VEL_X, 0);
    ww(m, a0 + HOP_X, 0);
    speedToPos(m, a0);
    ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
    landHop(w, a0);
    faceSonic(w, a0);
    flap(m, a0);
  }
  endingKeep(w, a0);
}

/** `loc_92BA`: waits for Sonic, then hops (loc_9184). */
function waitThenHop(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (nearSonic(w, a0) >= 0) {
    endingKeep(w, a0);
    return;
  }
  ww(m, a0 + OB_VEL_X, rw(m, a0 + HOP_X));
  ww(m, a0 + OB_VEL_Y, rw(m, a0 + HOP_Y));
  m[a0 + OB_ROUTINE] = 4;
  hop(w, a0);
}

/** `loc_92D6`: hops, turning round every second landing. */
function hopTurning(w: S1ObjectContext, a0: number): void {
  objectFall(w.m, a0);
  landHop(w, a0, turnEverySecond);
  endingKeep(w, a0);
}

/** `not.b objoff_29; bne`: every second landing turns the animal round. */
function turnEverySecond(m: Uint8Array, a0: number): void {
  m[a0 + TOGGLE] = ~m[a0 + TOGGLE] & 0xff;
  if (m[a0 + TOGGLE] === 0) turnRound(m, a0);
}

/** `loc_9314`: hops on the spot (gravity $38) facing Sonic once he is near. */
function hopInPlace(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (nearSonic(w, a0) < 0) {
    ww(m, a0 + OB_VEL_X, 0);
    ww(m, a0 + HOP_X, 0);
    objectFall(m, a0);
    landHop(w, a0);
    faceSonic(w, a0);
  }
  endingKeep(w, a0);
}

/** `loc_9332`: once Sonic is near, hops and turns round at each landing. */
function hopBackAndForth(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (nearSonic(w, a0) < 0) {
    objectFall(m, a0);
    landHop(w, a0, turnRound);
  }
  endingKeep(w, a0);
}

/** `loc_9370`: once Sonic is near, flies, turning round every second landing. */
function flyTurning(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (nearSonic(w, a0) < 0) {
    flyFall(w, a0, turnEverySecond);
    flap(m, a0);
  }
  endingKeep(w, a0);
}

/** `loc_93EC`: faces Sonic (render bit 0 set while he is left of it, by the unsigned subtraction). */
function faceSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_RENDER] |= 1;
  if (rw(m, a0 + OB_X) < sonicX(w.s)) m[a0 + OB_RENDER] &= ~1;
}

/** Anml_Index, by routine / 2. */
const ROUTINES: readonly Routine[] = [
  anmlEnding, firstFall, hop, fly, hop, hop, hop, fly, hop, prisonWait, waitThenFly, waitThenFly, flapInPlace, waitThenHop,
  hopInPlace, hopBackAndForth, hopInPlace, hopBackAndForth, hopInPlace, flyTurning, hopTurning,
];
