/**
 * Object $0D — the signpost at the end of acts 1 and 2 (_incObj/0D Signpost.asm: `Signpost`,
 * `Sign_Main`, `Sign_Touch`, `Sign_Spin` with `.chksparkle`, `Sign_SonicRun`, `GotThroughAct`,
 * `Sign_Exit`; _anim/Signpost.asm).
 *
 * Sonic passing it (his x 0..$1F px right of it) stops the level timer (f_timecount) and locks
 * the left limit to the right one. It spins three cycles of 61 frames, putting a sparkle (a ring
 * in its sparkle routine) into a free slot every 12 frames at the next of eight positions. Then,
 * each frame Sonic is on the ground, the controls lock (f_lockctrl) with Right held
 * (v_jpadhold2 = btnR << 8), and once he is past the right limit + $128 (or his object is gone:
 * the giant ring) `GotThroughAct` ends the act: the left limit locks, invincibility and the
 * timer stop and the "got through" card (v_endcard, gotThroughCard.ts) starts the results. The
 * frame reports EV_ACT_END: an act's movie ends there (the results play with the pad ignored,
 * and the card's Got_NextLevel loads the next act), except in Scrap Brain 2, where the card
 * gives the controls back and the act goes on to its cut-scene.
 * Each frame: AnimateSprite, DisplaySprite, out_of_range → DeleteObject.
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_X, OB_Y, rw, ww,
} from '../ram.ts';
import { G_END_CARD, G_INVINCIBLE, G_JPAD2, G_LOCK_CTRL, G_PLAYER_GONE, G_RING_BONUS, G_TIME, G_TIME_BONUS, G_TIME_COUNT } from '../s1State.ts';
import { newPLC } from '../artQueue.ts';
import { ID_GOT_THROUGH_CARD, SLOT_END_CARD } from './gotThroughCard.ts';
import { ZONE_SBZ } from '../../act/actRules.ts';
import { SONIC_AIR, sonicStatus, sonicX } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { BTN_RIGHT } from '../../../../input.ts';
import { EV_ACT_END } from '../../../../state/events.ts';
import { P_RINGS, W_LIMIT_LEFT, W_LIMIT_RIGHT } from '../../../../state/layout.ts';
import { ID_RINGS } from './rings.ts';

export const ID_SIGNPOST = 0x0d;
/** spintime, sparkletime (objoff_30, 32, words), sparkle_id (objoff_34). */
const SPIN_TIME = 0x30;
const SPARKLE_TIME = 0x32;
const SPARKLE_ID = 0x34;
/** The rings object's sparkle routine (id_Ring_Sparkle). */
const RING_SPARKLE = 6;

/** Sign_SparkPos: (x, y) offsets of the eight sparkles. */
export const SPARK_POS: readonly number[] = [-0x18, -0x10, 8, 8, -0x10, 0, 0x18, -8, 0, -8, 0x10, 0, -0x18, 8, 0x18, 0x10];

/** Ani_Sign: Eggman, two spins, Sonic. */
export const ANI_SIGN: AnimationScripts = [
  [0xf, 0, 0xff],
  [1, 0, 1, 2, 3, 0xff],
  [1, 4, 1, 2, 3, 0xff],
  [0xf, 4, 0xff],
];

export function signpost(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_ACT_WID] = 0x18;
      m[a0 + OB_PRIORITY] = 4;
      signTouch(w, a0);
      break;
    case 2:
      signTouch(w, a0);
      break;
    case 4:
      signSpin(w, a0);
      break;
    case 6:
      signSonicRun(w, a0);
      break;
    default:
  }
  animateSprite(m, a0, ANI_SIGN);
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

function signTouch(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  const x = rw(m, a0 + OB_X);
  if (sonicX(s) < x) return;
  if (sonicX(s) - x >= 0x20) return;
  s[G_TIME_COUNT] = 0;
  s[W_LIMIT_LEFT] = s[W_LIMIT_RIGHT];
  m[a0 + OB_ROUTINE] += 2;
}

function signSpin(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + SPIN_TIME) - 1) & 0xffff;
  ww(m, a0 + SPIN_TIME, t);
  if (t & 0x8000) {
    ww(m, a0 + SPIN_TIME, 60);
    m[a0 + OB_ANIM] = (m[a0 + OB_ANIM] + 1) & 0xff;
    if (m[a0 + OB_ANIM] === 3) m[a0 + OB_ROUTINE] += 2;
  }
  const st = (rw(m, a0 + SPARKLE_TIME) - 1) & 0xffff;
  ww(m, a0 + SPARKLE_TIME, st);
  if ((st & 0x8000) === 0) return;
  ww(m, a0 + SPARKLE_TIME, 0xb);
  const d0 = m[a0 + SPARKLE_ID];
  m[a0 + SPARKLE_ID] = (d0 + 2) & 0xe;
  const a1 = findFreeObj(m);
  if (a1 < 0) return;
  m[a1 + OB_ID] = ID_RINGS;
  m[a1 + OB_ROUTINE] = RING_SPARKLE;
  // d0 counts bytes of the (x, y) byte pairs: sparkle n is at d0 = 2n.
  ww(m, a1 + OB_X, SPARK_POS[d0] + rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, SPARK_POS[d0 + 1] + rw(m, a0 + OB_Y));
  m[a1 + OB_RENDER] = 4;
  m[a1 + OB_PRIORITY] = 2;
  m[a1 + OB_ACT_WID] = 8;
}

function signSonicRun(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  if (s[G_PLAYER_GONE] === 0) {
    // REV00/01 order: the lock is set only while Sonic is on the ground, then the object check.
    if ((sonicStatus(s) & SONIC_AIR) === 0) {
      s[G_LOCK_CTRL] = 1;
      s[G_JPAD2] = BTN_RIGHT << 8;
    }
    if (sonicX(s) < ((s[W_LIMIT_RIGHT] + 0x128) & 0xffff)) return;
  }
  m[a0 + OB_ROUTINE] += 2;
  gotThroughAct(w);
}

/** TimeBonuses: by the act's time in 15-second steps; 5 minutes or more gives none. */
export const TIME_BONUSES: readonly number[] = [5000, 5000, 1000, 500, 400, 400, 300, 300, 200, 200, 200, 200, 100, 100, 100, 100, 50, 50, 50, 50, 0];

/**
 * `GotThroughAct` (also the prison capsule's): the act is over. The results card starts in
 * v_endcard with its bonuses (gotThroughCard.ts) and the title card's art queued (NewPLC).
 * The frame reports EV_ACT_END (the act's movie ends here; the card runs the results and then
 * loads the next act) — but Scrap Brain 2 goes on (the card gives the controls back).
 */
export function gotThroughAct(w: S1ObjectContext): void {
  const s = w.s;
  const m = w.m;
  const card = SLOT_END_CARD * 0x40;
  if (m[card + OB_ID] !== 0) return;
  s[W_LIMIT_LEFT] = s[W_LIMIT_RIGHT];
  s[G_INVINCIBLE] = 0;
  s[G_TIME_COUNT] = 0;
  m[card + OB_ID] = ID_GOT_THROUGH_CARD;
  s[G_END_CARD] = ID_GOT_THROUGH_CARD;
  newPLC(s, w.rules.artQueues.titleCard);
  const time = s[G_TIME];
  const seconds = ((time >> 16) & 0xff) * 60 + ((time >> 8) & 0xff);
  s[G_TIME_BONUS] = TIME_BONUSES[Math.min((seconds / 15) | 0, TIME_BONUSES.length - 1)];
  s[G_RING_BONUS] = ((s[P_RINGS] & 0xffff) * 10) & 0xffff;
  if (w.rules.zone === ZONE_SBZ && w.rules.act === 1) return;
  w.events |= EV_ACT_END;
}
