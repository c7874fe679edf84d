/**
 * Object $3E — the prison capsule at the end of a zone's third act (_incObj/3E Prison
 * Capsule.asm: `Prison`, `Pri_Main`, `Pri_BodyMain`, `Pri_Switched`, `Pri_Explosion`,
 * `Pri_Animals`, `Pri_EndAct`; _anim/Prison Capsule.asm).
 *
 * Two placements make it: the body (subtype 0, routine 2) and the switch on top (subtype 1,
 * routine 4); Pri_Var gives each its routine, width, priority and frame (subtypes 2 and 3 are
 * unplaced parts). Every routine is followed by the range check (deleted out of range, else
 * displayed).
 * - The body is solid (SolidObject $2B x $18) until the boss is beaten and the prison opened
 *   (v_bossstatus = 2); then it shows the broken frame and, if Sonic stood on it, drops him
 *   (status bit 3 cleared, airborne).
 * - The switch is solid ($17 x 8); when Sonic stands on it (obSolid) it sinks 8 px and the act
 *   ends: the level timer stops, the screen unlocks, f_lockctrl with Right held in v_jpadhold2
 *   (Sonic runs right), Sonic is dropped, and 60 frames of explosions follow (BossDefeated's
 *   code), then v_bossstatus = 2, eight animals ($28, objoff_36 = their wait: $9A, $92 ... $62)
 *   in a row from x - $1C every 7 px, then 150 frames of an animal every 8th frame (a random
 *   x offset of 6 - $1F .. $19, the sign from the random state's low word; wait $C), then 180
 *   frames, then it waits while an animal is still loaded and calls GotThroughAct.
 *
 * Kept from the original: Pri_EndAct looks for animals in slots 1..$3F only (the FixBugs build
 * scans the level slots $20..$7F), so animals that were loaded into slots $40 and up do not
 * hold the act's end back.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_2ND_ROUT, OB_ACT_WID, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE,
  OB_SUBTYPE, OB_TIME_FRAME, OB_X, OB_Y, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { bossDefeated } from '../boss.ts';
import { randomNumber } from '../randomNumber.ts';
import { G_BOSS_STATUS, G_JPAD2, G_LOCK_CTRL, G_RANDOM, G_TIME_COUNT, G_VBLANK } from '../s1State.ts';
import { SONIC_AIR, SONIC_ON_OBJECT, setSonicStatus, sonicStatus } from '../sonic.ts';
import { ID_ANIMALS } from './animals.ts';
import { gotThroughAct } from './signpost.ts';
import { BTN_RIGHT } from '../../../../input.ts';
import { W_LOCK_SCREEN } from '../../../../state/layout.ts';

export const ID_PRISON = 0x3e;
/** objoff_30 (pri_origY): the placed y. */
const PRI_ORIGIN_Y = 0x30;
/** objoff_36 of an animal: how long it waits before it hops. */
const ANIMAL_WAIT = 0x36;

/** Pri_Var by subtype: routine, width, priority, frame. */
export const PRI_VAR: readonly (readonly [number, number, number, number])[] = [
  [2, 0x20, 4, 0],
  [4, 0xc, 5, 1],
  [6, 0x10, 4, 3],
  [8, 0x10, 3, 5],
];

/** Ani_Pri: the switch flashing (both animations). */
export const ANI_PRI: AnimationScripts = [
  [2, 1, 3, 0xff],
  [2, 1, 3, 0xff],
];

export function prison(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      priMain(m, a0);
      break;
    case 2:
      priBodyMain(w, a0);
      break;
    case 4:
      priSwitched(w, a0);
      break;
    case 6:
    case 8:
    case 0xa:
      priExplosion(w, a0);
      break;
    case 0xc:
      priAnimals(w, a0);
      break;
    case 0xe:
      priEndAct(w, a0);
      break;
  }
  if (outOfRange(w.s, rw(m, a0 + OB_X))) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}

function priMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_RENDER] = 4;
  ww(m, a0 + PRI_ORIGIN_Y, rw(m, a0 + OB_Y));
  // Subtypes past 3 read beyond Pri_Var in the original; none is placed (here they wrap).
  const d0 = (m[a0 + OB_SUBTYPE] & 3) << 2;
  const v = PRI_VAR[d0 >> 2];
  m[a0 + OB_ROUTINE] = v[0];
  m[a0 + OB_ACT_WID] = v[1];
  m[a0 + OB_PRIORITY] = v[2];
  m[a0 + OB_FRAME] = v[3];
  if (d0 === 8) {
    m[a0 + OB_COL_TYPE] = 6;
    m[a0 + OB_COL_PROP] = 8;
  }
}

/** Sonic off whatever he stood on and airborne (`bclr #3` / `bset #1` on his status). */
function dropSonic(s: Int32Array): void {
  setSonicStatus(s, (sonicStatus(s) & ~SONIC_ON_OBJECT) | SONIC_AIR);
}

/** Routine 2 (`Pri_BodyMain`). */
function priBodyMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if ((w.s[G_BOSS_STATUS] & 0xff) !== 2) {
    solidObject(w, a0, 0x2b, 0x18, 0x18, rw(m, a0 + OB_X));
    return;
  }
  if (m[a0 + OB_2ND_ROUT] !== 0) {
    m[a0 + OB_2ND_ROUT] = 0;
    dropSonic(w.s);
  }
  m[a0 + OB_FRAME] = 2;
}

/** Routine 4 (`Pri_Switched`): the switch; stood on, the capsule opens. */
function priSwitched(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  solidObject(w, a0, 0x17, 8, 8, rw(m, a0 + OB_X));
  animateSprite(m, a0, ANI_PRI);
  ww(m, a0 + OB_Y, rw(m, a0 + PRI_ORIGIN_Y));
  if (m[a0 + OB_2ND_ROUT] === 0) return;
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + 8);
  m[a0 + OB_ROUTINE] = 0xa;
  // obTimeFrame as a word: 60 frames of explosions.
  ww(m, a0 + OB_TIME_FRAME, 60);
  s[G_TIME_COUNT] = 0;
  s[W_LOCK_SCREEN] = 0;
  s[G_LOCK_CTRL] = 1;
  s[G_JPAD2] = BTN_RIGHT << 8;
  m[a0 + OB_2ND_ROUT] = 0;
  dropSonic(s);
}

/** Routines 6, 8, $A (`Pri_Explosion`): explosions for the timer's frames, then the animals. */
function priExplosion(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  bossDefeated(w, a0);
  const t = (rw(m, a0 + OB_TIME_FRAME) - 1) & 0xffff;
  ww(m, a0 + OB_TIME_FRAME, t);
  if (t !== 0) return;
  // .makeanimal
  w.s[G_BOSS_STATUS] = 2;
  m[a0 + OB_ROUTINE] = 0xc;
  m[a0 + OB_FRAME] = 6;
  ww(m, a0 + OB_TIME_FRAME, 150);
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + 0x20);
  let d5 = 0x9a;
  let d4 = -0x1c;
  for (let i = 0; i < 8; i++) {
    const a1 = findFreeObj(m);
    if (a1 < 0) return;
    m[a1 + OB_ID] = ID_ANIMALS;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    ww(m, a1 + OB_X, rw(m, a1 + OB_X) + d4);
    d4 += 7;
    ww(m, a1 + ANIMAL_WAIT, d5);
    d5 -= 8;
  }
}

/** Routine $C (`Pri_Animals`): an animal every 8th frame for 150 frames. */
function priAnimals(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if ((s[G_VBLANK] & 7) === 0) {
    const a1 = findFreeObj(m);
    if (a1 >= 0) {
      m[a1 + OB_ID] = ID_ANIMALS;
      ww(m, a1 + OB_X, rw(m, a0 + OB_X));
      ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
      let d0 = (randomNumber(s) & 0x1f) - 6;
      // `tst.w d1`: RandomNumber leaves its new state in d1; its low word's sign mirrors the offset.
      if (s[G_RANDOM] & 0x8000) d0 = -d0;
      ww(m, a1 + OB_X, rw(m, a1 + OB_X) + d0);
      ww(m, a1 + ANIMAL_WAIT, 0xc);
    }
  }
  const t = (rw(m, a0 + OB_TIME_FRAME) - 1) & 0xffff;
  ww(m, a0 + OB_TIME_FRAME, t);
  if (t !== 0) return;
  m[a0 + OB_ROUTINE] += 2;
  ww(m, a0 + OB_TIME_FRAME, 180);
}

/** Routine $E (`Pri_EndAct`): while an animal is in slots 1..$3F, wait; then the act is over. */
function priEndAct(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  for (let slot = 1; slot <= 0x3f; slot++) if (m[slot * OBJECT_SIZE + OB_ID] === ID_ANIMALS) return;
  gotThroughAct(w);
  deleteObject(m, a0);
}
