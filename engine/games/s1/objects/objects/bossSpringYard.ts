/**
 * Object $75 — Eggman's ship, the Spring Yard boss (_incObj/75 Boss - Spring Yard.asm:
 * `BossSpringYard`, `BossSpringYard_Main`, `_Loop`, `_LoadBoss`, `_ShipMain`, `loc_191CC` ...
 * `loc_194F2`, `BossSpringYard_FindBlocks`, `_ShipDelete`, `_FaceMain`, `_FlameMain`,
 * `_SpikeMain`; _anim/Eggman.asm).
 *
 * The dynamic level events load it when the camera reaches boss_syz_x; it places itself at
 * (boss_syz_x + $1B0, boss_syz_y + $E) and makes its parts in itself and the next free slots
 * (FindNextFreeObj): the ship (routine 2), Eggman's face (4), the flame (6) and the spike under
 * the ship (8), each keeping the ship's address at objoff_34.
 * The ship (8 hits: obColProp, touch type $F) moves its 16:16 position (BossMove, objoff_30 /
 * objoff_38) through ob2ndRout's steps; objoff_34 (a byte) holds its column, (x - boss_syz_x) / $20:
 *   0 in from the right at -$100 to boss_syz_x + $138, bobbing (y speed sin(objoff_3F) >> 2);
 *   2 patrols at $140 between boss_syz_x + 8 and + $138, turning at the ends; when its x is at
 *     the end of a column ((x - boss_syz_x - $10) & $1F is $1E or $1F) and Sonic is in the same
 *     column (once per turn: objoff_3D), it centres on the column, looks for the block there
 *     (FindBlocks) and goes to 4;
 *   4 by obSubtype: 0 drops at $180 to boss_syz_y + $8A and grabs the block (the block's objoff_29
 *     = -1, its own = -1, $32 frames); 2 waits, shaking in the last $1E frames, then rises at
 *     -$800 (-$400 without a block); 4 slows by $C a frame down to -$40 until back at boss_syz_y
 *     + $E (- $18 with a block), then waits 8 frames ($2D with a block, shaking); 6 at 0 frames
 *     the block breaks (objoff_29 = $A), then it settles 1 (2 with a block) px a frame toward
 *     boss_syz_y + $E until the count reaches -$1E, and back to 2 (objoff_3D = -1: no grab until
 *     it turns);
 *   6 after the last hit (status bit 7, +1000 points): $B4 frames of explosions (BossDefeated);
 *   8 falls and rises ($18 then -8 a frame), v_bossstatus = 1; $A flies off right at $400 while
 *     the right limit opens 2 px a frame to boss_syz_end, and is deleted once off screen there.
 * Each hit (ReactToItem clears obColType) makes the ship untouchable for $20 frames.
 * The spike (touch type $84 while the ship is touchable and carries nothing) slides down up to
 * $94 / 4 px while the ship drops and back up after.
 * The palette flash, sounds and music are not modelled.
 *
 * Kept as the original has them: FindBlocks searches slots 1 to 63 only (the FixBugs build
 * searches every level slot), and when the ship deletes itself (BossSpringYard_ShipDelete) it
 * still runs AnimateSprite and DisplaySprite on the emptied slot afterwards.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import { animateSprite } from '../animateSprite.ts';
import {
  OBJECT_SIZE, OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_RENDER,
  OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, rsw, rw, ww,
} from '../ram.ts';
import {
  BOSS_X, BOSS_Y, bossDefeated, bossEscape, bossHitFlash, bossMove, displayFlipped, loadBossParts, parentOf, setParent, showBossPosition,
} from '../boss.ts';
import { readWordPointer, writeWordPointer } from '../wordPointer.ts';
import { addPoints } from '../score.ts';
import { sonicRoutine, sonicX } from '../sonic.ts';
import { G_BOSS_STATUS } from '../s1State.ts';
import { BOSS_SYZ_X, BOSS_SYZ_Y } from '../../act/dynamicLevelEvents.ts';
import { SINE } from '../../../../fixed/trig.ts';
import { ANI_EGGMAN } from './bossGreenHill.ts';
import { BLOCK_STATE, ID_BOSS_BLOCK } from './bossBlock.ts';

export const ID_BOSS_SPRING_YARD = 0x75;
/** boss_syz_end: where the right limit opens to after the fight. */
export const BOSS_SYZ_END = BOSS_SYZ_X + 0x140;
/** The ship's column byte (objoff_34: over the pointer's first byte), the block's word address (objoff_36). */
const COLUMN = 0x34;
const BLOCK = 0x36;
/** objoff_3C: the step timer (word); objoff_3D its low byte, also the "no grab" flag; objoff_3F the bob angle (objoff_3E: the hit flash, boss.ts). */
const TIMER = 0x3c;
const TIMER_LOW = 0x3d;
const BOB = 0x3f;
/** The ship's own objoff_29: -1 while it carries a block. */
const CARRYING = 0x29;
/** The spike's slide (objoff_3C, a word). */
const SPIKE_SLIDE = 0x3c;

/** BossSpringYard_ObjData: (routine, animation, priority) of the ship, the face, the flame and the spike. */
export const OBJ_DATA: readonly (readonly [number, number, number])[] = [[2, 0, 5], [4, 1, 5], [6, 7, 5], [8, 0, 5]];

export function bossSpringYard(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      bossMain(w, a0);
      shipMain(w, a0);
      return;
    case 2:
      shipMain(w, a0);
      return;
    case 4:
      faceMain(w, a0);
      return;
    case 6:
      flameMain(w, a0);
      return;
    case 8:
      spikeMain(w, a0);
      return;
  }
}

function bossMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + OB_X, BOSS_SYZ_X + 0x1b0);
  ww(m, a0 + OB_Y, BOSS_SYZ_Y + 0xe);
  ww(m, a0 + BOSS_X, rw(m, a0 + OB_X));
  ww(m, a0 + BOSS_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_COL_TYPE] = 0xf;
  m[a0 + OB_COL_PROP] = 8;
  loadBossParts(m, a0, ID_BOSS_SPRING_YARD, OBJ_DATA);
}

/** Routine 2: the step, then the animation, the flip bits and the display (also after ShipDelete). */
function shipMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      shipStart(w, a0);
      break;
    case 2:
      patrol(w, a0);
      break;
    case 4:
      grab(w, a0);
      break;
    case 6:
      explode(w, a0);
      break;
    case 8:
      recover(w, a0);
      break;
    case 0xa:
      escape(w, a0);
      break;
  }
  animateSprite(m, a0, ANI_EGGMAN);
  displayFlipped(w, a0);
}

/** `loc_191CC`: in from the right at -$100 until left of boss_syz_x + $138. */
function shipStart(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + OB_VEL_X, -0x100);
  if (rw(m, a0 + BOSS_X) < BOSS_SYZ_X + 0x138) m[a0 + OB_2ND_ROUT] += 2;
  bob(w, a0);
}

/** `loc_191DE`: the bobbing y speed (sin(objoff_3F) >> 2, objoff_3F + 2), then `loc_191F2`. */
function bob(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const angle = m[a0 + BOB];
  m[a0 + BOB] += 2;
  ww(m, a0 + OB_VEL_Y, SINE[angle] >> 2);
  moveShip(w, a0);
}

/** `loc_191F2`: BossMove, the displayed position is the 16:16 one, then `loc_19202`. */
function moveShip(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  bossMove(m, a0);
  showBossPosition(m, a0);
  hits(w, a0);
}

/**
 * `loc_19202`, every step's end: the column byte; before step 6, a destroyed ship (status bit 7)
 * scores and explodes, a hit one (touch type cleared) is untouchable for $20 frames.
 */
function hits(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + COLUMN] = ((rw(m, a0 + OB_X) - BOSS_SYZ_X) & 0xffff) >> 5;
  if (m[a0 + OB_2ND_ROUT] >= 6) return;
  if (m[a0 + OB_STATUS] & 0x80) {
    // loc_19258
    addPoints(w.s, 100, w.rules.revision);
    m[a0 + OB_2ND_ROUT] = 6;
    ww(m, a0 + TIMER, 0xb4);
    ww(m, a0 + OB_VEL_X, 0);
    return;
  }
  // loc_1923A: the palette entry toggles (not modelled).
  bossHitFlash(m, a0);
}

/** `loc_19270`: patrol at $140, turning at the arena's ends; over Sonic's column, go for its block. */
function patrol(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  let d0 = rw(m, a0 + BOSS_X);
  ww(m, a0 + OB_VEL_X, 0x140);
  let turn: boolean;
  if ((m[a0 + OB_STATUS] & 1) === 0) {
    ww(m, a0 + OB_VEL_X, -0x140);
    turn = !(sign16(d0) > BOSS_SYZ_X + 8);
  } else turn = !(sign16(d0) < BOSS_SYZ_X + 0x138);
  if (turn) {
    m[a0 + OB_STATUS] ^= 1;
    m[a0 + TIMER_LOW] = 0;
  }
  // loc_1929E: within a column's last two pixels.
  d0 = ((d0 - (BOSS_SYZ_X + 0x10)) & 0x1f) - 0x1f;
  if (d0 < 0) d0 = -d0;
  if (d0 - 1 <= 0 && m[a0 + TIMER_LOW] === 0) {
    const d1 = sign16(sonicX(w.s) - BOSS_SYZ_X) >> 5;
    if ((d1 & 0xff) === m[a0 + COLUMN]) {
      ww(m, a0 + BOSS_X, ((m[a0 + COLUMN] << 5) + BOSS_SYZ_X + 0x10) & 0xffff);
      findBlocks(m, a0);
      m[a0 + OB_2ND_ROUT] += 2;
      ww(m, a0 + OB_SUBTYPE, 0);
      ww(m, a0 + OB_VEL_X, 0);
    }
  }
  bob(w, a0);
}

/** `BossSpringYard_FindBlocks`: the block of the ship's column, searched in slots 1..63 (the original's range). */
function findBlocks(m: Uint8Array, a0: number): void {
  ww(m, a0 + BLOCK, 0);
  const column = m[a0 + COLUMN];
  for (let slot = 1; slot <= 63; slot++) {
    const a1 = slot * OBJECT_SIZE;
    if (m[a1 + OB_ID] === ID_BOSS_BLOCK && m[a1 + OB_SUBTYPE] === column) {
      writeWordPointer(m, a0 + BLOCK, a1);
      return;
    }
  }
}

/** `loc_192EC`: the grab, by obSubtype. */
function grab(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_SUBTYPE]) {
    case 0:
      drop(w, a0);
      return;
    case 2:
      hold(w, a0);
      return;
    case 4:
      rise(w, a0);
      return;
    case 6:
      settle(w, a0);
      return;
  }
}

/** `loc_19302`: down at $180 to boss_syz_y + $8A, then take the block (if there is one). */
function drop(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + OB_VEL_Y, 0x180);
  if (rw(m, a0 + BOSS_Y) >= BOSS_SYZ_Y + 0x8a) {
    ww(m, a0 + BOSS_Y, BOSS_SYZ_Y + 0x8a);
    ww(m, a0 + TIMER, 0);
    const a1 = readWordPointer(m, a0 + BLOCK);
    if (rw(m, a0 + BLOCK) !== 0 && a1 >= 0) {
      m[a1 + BLOCK_STATE] = 0xff;
      m[a0 + CARRYING] = 0xff;
      setParent(m, a1, a0);
      ww(m, a0 + TIMER, 0x32);
    }
    ww(m, a0 + OB_VEL_Y, 0);
    m[a0 + OB_SUBTYPE] += 2;
  }
  moveShip(w, a0);
}

/** `loc_19348`: wait (shaking 2 px in the last $1E frames), then up at -$800 (-$400 empty-handed). */
function hold(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + TIMER) - 1) & 0xffff;
  ww(m, a0 + TIMER, t);
  let d0 = 0;
  if (t & 0x8000) {
    m[a0 + OB_SUBTYPE] += 2;
    ww(m, a0 + OB_VEL_Y, -0x800);
    if (rw(m, a0 + BLOCK) === 0) ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) >> 1);
  } else if (sign16(t) <= 0x1e) {
    d0 = m[a0 + TIMER_LOW] & 2 ? -2 : 2;
  }
  // loc_1937C: no BossMove this step.
  ww(m, a0 + OB_Y, rw(m, a0 + BOSS_Y) + d0);
  ww(m, a0 + OB_X, rw(m, a0 + BOSS_X));
  hits(w, a0);
}

/** `loc_1938E`: slowing by $C a frame (to -$40) until back up; then a wait of 8 frames ($2D with a block). */
function rise(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const carrying = rw(m, a0 + BLOCK) !== 0;
  const top = BOSS_SYZ_Y + 0xe - (carrying ? 0x18 : 0);
  if (top < sign16(rw(m, a0 + BOSS_Y))) {
    // loc_193BE
    if (rsw(m, a0 + OB_VEL_Y) < -0x40) ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0xc);
  } else {
    ww(m, a0 + TIMER, carrying ? 0x2d : 8);
    m[a0 + OB_SUBTYPE] += 2;
    ww(m, a0 + OB_VEL_Y, 0);
  }
  moveShip(w, a0);
}

/**
 * `loc_193D0`: the count runs to 0 (the block breaks: objoff_29 = $A, and the ship lets go),
 * then on to -$1E, settling toward boss_syz_y + $E; then back to patrolling, no grab until it turns.
 */
function settle(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + TIMER) - 1) & 0xffff;
  ww(m, a0 + TIMER, t);
  if (t === 0) {
    const a1 = readWordPointer(m, a0 + BLOCK);
    if (rw(m, a0 + BLOCK) !== 0 && a1 >= 0) m[a1 + BLOCK_STATE] = 0xa;
    ww(m, a0 + BLOCK, 0);
  } else if (t & 0x8000 && t === 0x10000 - 0x1e) {
    // loc_193EE
    m[a0 + CARRYING] = 0;
    m[a0 + OB_2ND_ROUT] -= 2;
    m[a0 + TIMER_LOW] = 0xff;
    hits(w, a0);
    return;
  }
  // loc_19406
  const carrying = rw(m, a0 + BLOCK) !== 0;
  const y = sign16(rw(m, a0 + BOSS_Y));
  if (y !== BOSS_SYZ_Y + 0xe) {
    const d0 = carrying ? 2 : 1;
    ww(m, a0 + BOSS_Y, y + (y < BOSS_SYZ_Y + 0xe ? d0 : -d0));
  }
  // loc_19424: shaking while it still holds the block.
  let d0 = 0;
  if (carrying) d0 = m[a0 + TIMER_LOW] & 1 ? -2 : 2;
  ww(m, a0 + OB_Y, rw(m, a0 + BOSS_Y) + d0);
  ww(m, a0 + OB_X, rw(m, a0 + BOSS_X));
  hits(w, a0);
}

/** `loc_19474`: explosions while the timer runs; then it faces right, v_bossstatus = 1. */
function explode(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + TIMER) - 1) & 0xffff;
  ww(m, a0 + TIMER, t);
  if ((t & 0x8000) === 0) {
    bossDefeated(w, a0);
    return;
  }
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + OB_VEL_Y, 0);
  m[a0 + OB_STATUS] |= 1;
  m[a0 + OB_STATUS] &= ~0x80;
  ww(m, a0 + OB_VEL_X, 0);
  ww(m, a0 + TIMER, 0xffff);
  if ((w.s[G_BOSS_STATUS] & 0xff) === 0) w.s[G_BOSS_STATUS] = 1;
  hits(w, a0);
}

/** `loc_194AC`: the timer counts up from -1: 0 stops, then rising (-8 a frame) to $20, level to $2A. */
function recover(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + TIMER) + 1) & 0xffff;
  ww(m, a0 + TIMER, t);
  if (t === 0) ww(m, a0 + OB_VEL_Y, 0);
  else if (t & 0x8000) ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  else if (t < 0x20) ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) - 8);
  else if (t === 0x20) ww(m, a0 + OB_VEL_Y, 0);
  else if (t >= 0x2a) m[a0 + OB_2ND_ROUT] += 2;
  moveShip(w, a0);
}

/**
 * `loc_194F2`: off to the right at $400; the right limit opens to boss_syz_end, then it goes once
 * off screen. Each frame it moves twice: at (-$40 y) here, then with the bob's y speed.
 */
function escape(w: S1ObjectContext, a0: number): void {
  // BossSpringYard_ShipDelete: ShipMain animates and displays the emptied slot after it.
  if (bossEscape(w, a0, BOSS_SYZ_END)) return;
  bossMove(w.m, a0);
  bob(w, a0);
}

/** Routine 4: Eggman's face by what the ship does; it goes when the ship's slot no longer holds a ship. */
function faceMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  let d1 = 1;
  switch (m[a1 + OB_2ND_ROUT]) {
    case 4:
      // loc_1955A: by the grab's sub-step; 2 (holding) shows 6 unless hit or laughing.
      if (m[a1 + OB_SUBTYPE] === 2) d1 = 6;
      d1 = faceByHit(w, a1, d1);
      break;
    case 6:
    case 8:
      d1 = 0xa;
      break;
    case 0xa:
      d1 = 6;
      break;
    default:
      d1 = faceByHit(w, a1, d1);
  }
  m[a0 + OB_ANIM] = d1;
  if (m[a0 + OB_ID] !== m[a1 + OB_ID]) {
    deleteObject(m, a0);
    return;
  }
  partDisplay(w, a0);
}

/** `loc_19574`: just hit → 5; Sonic hurt or dead → 4 (laughing). */
function faceByHit(w: S1ObjectContext, a1: number, d1: number): number {
  if (w.m[a1 + OB_COL_TYPE] === 0) return 5;
  if (sonicRoutine(w.s) >= 4) return 4;
  return d1;
}

/** Routine 6: the exhaust, lit while the ship moves sideways, the big flame when it escapes. */
function flameMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ANIM] = 7;
  const a1 = parentOf(m, a0);
  if (m[a1 + OB_2ND_ROUT] === 0xa) {
    m[a0 + OB_ANIM] = 0xb;
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
  } else if (rsw(m, a1 + OB_VEL_X) !== 0) m[a0 + OB_ANIM] = 8;
  partDisplay(w, a0);
}

/** `loc_195BE`: a part animates, takes the ship's position and status, and is displayed. */
function partDisplay(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  animateSprite(m, a0, ANI_EGGMAN);
  const a1 = parentOf(m, a0);
  ww(m, a0 + OB_X, rw(m, a1 + OB_X));
  ww(m, a0 + OB_Y, rw(m, a1 + OB_Y));
  partStatus(w, a0, a1);
}

/** `loc_195DA`. */
function partStatus(w: S1ObjectContext, a0: number, a1: number): void {
  const m = w.m;
  m[a0 + OB_STATUS] = m[a1 + OB_STATUS];
  displayFlipped(w, a0);
}

/** Routine 8: the spike under the ship, sliding down while it drops ($94 / 4 px at most) and back up after. */
function spikeMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_FRAME] = 5;
  const a1 = parentOf(m, a0);
  if (m[a1 + OB_2ND_ROUT] === 0xa && (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    deleteObject(m, a0);
    return;
  }
  ww(m, a0 + OB_X, rw(m, a1 + OB_X));
  ww(m, a0 + OB_Y, rw(m, a1 + OB_Y));
  let d0 = rsw(m, a0 + SPIKE_SLIDE);
  let retract = true;
  if (m[a1 + OB_2ND_ROUT] === 4) {
    if (m[a1 + OB_SUBTYPE] === 6) retract = (rw(m, a1 + TIMER) & 0x8000) !== 0;
    else {
      retract = false;
      if (m[a1 + OB_SUBTYPE] === 0 && d0 < 0x94) d0 += 7;
    }
  }
  if (retract && d0 > 0) d0 -= 5;
  ww(m, a0 + SPIKE_SLIDE, d0);
  ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + (d0 >> 2));
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_HEIGHT] = 0xc;
  m[a0 + OB_COL_TYPE] = 0;
  if (m[a1 + OB_COL_TYPE] !== 0 && m[a1 + CARRYING] === 0) m[a0 + OB_COL_TYPE] = 0x84;
  partStatus(w, a0, a1);
}

function sign16(v: number): number {
  return (v << 16) >> 16;
}
