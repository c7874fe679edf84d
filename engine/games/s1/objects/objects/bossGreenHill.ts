/**
 * Object $3D — Eggman's ship, the GHZ boss (_incObj/3D Boss - Green Hill (part 1-2).asm:
 * `BossGreenHill`, `BGHZ_Main`, `BGHZ_Loop`, `BGHZ_LoadBoss`, `BGHZ_ShipMain`, `BGHZ_ShipStart`,
 * `loc_177E6`, `BGHZ_ShipFlash`, `loc_1784C`, `BGHZ_MakeBall`, `BGHZ_ShipMove`, `BGHZ_Reverse`,
 * `loc_17954`, `loc_1797A`, `loc_179AC`, `loc_179F6`, `BGHZ_ShipDel`, `BGHZ_FaceMain`,
 * `BGHZ_FlameMain`, `BGHZ_Display`; _anim/Eggman.asm).
 *
 * The dynamic level events load it at (boss_ghz_x + $100, boss_ghz_y - $80) when the camera
 * reaches boss_ghz_x. BGHZ_Main turns it into three parts in itself and the next free slots
 * (FindNextFreeObj): the ship (routine 2), Eggman's face (4) and the flame (6); the parts keep
 * the ship's address (objoff_34) and copy its position and status every frame.
 * The ship (8 hits: obColProp, touch type $0F) moves its 16:16 position (BossMove) through
 * ob2ndRout's steps and hovers by sin(objoff_3F) >> 6 px:
 *   0 down at $100 until y = boss_ghz_y + $38; 2 left-up (-$100, -$40) to x = boss_ghz_x + $A0,
 *   then loads the ball ($48) next to it and waits $77 frames; 4/6 sweeps side to side ($40
 *   frames at $100, the first from the middle $80 frames at $40), turning between sweeps;
 *   8 after the last hit (status bit 7, +1000 points): $B3 frames of explosions (BossDefeated);
 *   $A a short fall and rise, v_bossstatus = 1; $C flies off right at $400 while the right limit
 *   opens 2 px a frame to boss_ghz_end, and is deleted once off screen there.
 * Each hit (the touch response clears obColType) flashes the ship for $20 frames, untouchable.
 * The palette flash, sounds and music are not modelled.
 *
 * Kept as the original has it: when the ship deletes itself (BGHZ_ShipDel) it still runs
 * AnimateSprite and DisplaySprite on the emptied slot afterwards (the FixBugs build skips
 * them), which leaves obTimeFrame $F and obAniFrame 1 there for the next object to inherit.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj } from '../objectManager.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_VEL_X,
  OB_VEL_Y, OB_X, OB_Y, RENDER_ON_SCREEN, rsw, rw, ww,
} from '../ram.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { BOSS_X, BOSS_Y, bossDefeated, bossMove, displayFlipped, parentOf, setParent } from '../boss.ts';
import { addPoints } from '../score.ts';
import { sonicRoutine } from '../sonic.ts';
import { G_BOSS_STATUS } from '../s1State.ts';
import { BOSS_GHZ_X, BOSS_GHZ_Y } from '../../act/dynamicLevelEvents.ts';
import { ID_BOSS_BALL } from './bossBall.ts';
import { W_LIMIT_RIGHT } from '../../../../state/layout.ts';
import { SINE } from '../../../../fixed/trig.ts';

export const ID_BOSS_GREEN_HILL = 0x3d;
/** boss_ghz_end: where the right limit opens to after the fight. */
export const BOSS_GHZ_END = BOSS_GHZ_X + 0x160;
/** objoff_3C: the ship's step timer; objoff_3E: the hit flash; objoff_3F: the hover angle. */
const SHIP_TIMER = 0x3c;
const SHIP_FLASH = 0x3e;
const SHIP_HOVER = 0x3f;
/** The middle of the arena, where the ship stops to drop the ball. */
const SHIP_MIDDLE = BOSS_GHZ_X + 0xa0;

/** BGHZ_ObjData: (routine, animation) of the ship, the face and the flame. */
export const OBJ_DATA: readonly (readonly [number, number])[] = [[2, 0], [4, 1], [6, 7]];

/** Ani_Eggman. */
export const ANI_EGGMAN: AnimationScripts = [
  [0xf, 0, 0xff],
  [5, 1, 2, 0xff],
  [3, 1, 2, 0xff],
  [1, 1, 2, 0xff],
  [4, 3, 4, 0xff],
  [0x1f, 5, 1, 0xff],
  [3, 6, 1, 0xff],
  [0xf, 0xa, 0xff],
  [3, 8, 9, 0xff],
  [1, 8, 9, 0xff],
  [0xf, 7, 0xff],
  [2, 9, 8, 0xb, 0xc, 0xb, 0xc, 9, 8, 0xfe, 2],
];

export function bossGreenHill(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      bghzMain(w, a0);
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
  }
}

function bghzMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  let a1 = a0;
  for (let i = 0; ; ) {
    m[a1 + OB_ROUTINE] = OBJ_DATA[i][0];
    m[a1 + OB_ID] = ID_BOSS_GREEN_HILL;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_ACT_WID] = 0x20;
    m[a1 + OB_PRIORITY] = 3;
    m[a1 + OB_ANIM] = OBJ_DATA[i][1];
    setParent(m, a1, a0);
    if (++i === OBJ_DATA.length) break;
    a1 = findNextFreeObj(m, a0);
    if (a1 < 0) break;
  }
  // loc_17772
  ww(m, a0 + BOSS_X, rw(m, a0 + OB_X));
  ww(m, a0 + BOSS_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_COL_TYPE] = 0xf;
  m[a0 + OB_COL_PROP] = 8;
}

/** Routine 2 (`BGHZ_ShipMain`): the step, then the animation, the flip bits and the display. */
function shipMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      shipStart(w, a0);
      break;
    case 2:
      makeBall(w, a0);
      break;
    case 4:
      shipMove(w, a0);
      break;
    case 6:
      shipTurn(w, a0);
      break;
    case 8:
      shipExplode(w, a0);
      break;
    case 0xa:
      shipRecover(w, a0);
      break;
    case 0xc:
      shipEscape(w, a0);
      break;
  }
  animateSprite(m, a0, ANI_EGGMAN);
  displayFlipped(w, a0);
}

/** Step 0 (`BGHZ_ShipStart`): down at $100 to boss_ghz_y + $38. */
function shipStart(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + OB_VEL_Y, 0x100);
  bossMove(m, a0);
  if (rw(m, a0 + BOSS_Y) === BOSS_GHZ_Y + 0x38) {
    ww(m, a0 + OB_VEL_Y, 0);
    m[a0 + OB_2ND_ROUT] += 2;
  }
  hover(w, a0);
}

/**
 * `loc_177E6`, every step's end: the hover (y = BOSS_Y + sin(objoff_3F) >> 6, x = BOSS_X,
 * objoff_3F + 2); before step 8, a destroyed ship (status bit 7) scores and starts exploding,
 * and a hit one (touch type cleared) flashes for $20 frames, touchable again after.
 */
function hover(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + OB_Y, (SINE[m[a0 + SHIP_HOVER]] >> 6) + rw(m, a0 + BOSS_Y));
  ww(m, a0 + OB_X, rw(m, a0 + BOSS_X));
  m[a0 + SHIP_HOVER] += 2;
  if (m[a0 + OB_2ND_ROUT] >= 8) return;
  if (m[a0 + OB_STATUS] & 0x80) {
    // loc_1784C
    addPoints(w.s, 100, w.rules.revision);
    m[a0 + OB_2ND_ROUT] = 8;
    ww(m, a0 + SHIP_TIMER, 0xb3);
    return;
  }
  if (m[a0 + OB_COL_TYPE] !== 0) return;
  if (m[a0 + SHIP_FLASH] === 0) m[a0 + SHIP_FLASH] = 0x20;
  // BGHZ_ShipFlash: the palette entry toggles (not modelled); the count runs out.
  m[a0 + SHIP_FLASH]--;
  if (m[a0 + SHIP_FLASH] === 0) m[a0 + OB_COL_TYPE] = 0xf;
}

/** Step 2 (`BGHZ_MakeBall`): to the middle, then the ball and a $77-frame wait. */
function makeBall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + OB_VEL_X, -0x100);
  ww(m, a0 + OB_VEL_Y, -0x40);
  bossMove(m, a0);
  if (rw(m, a0 + BOSS_X) === SHIP_MIDDLE) {
    ww(m, a0 + OB_VEL_X, 0);
    ww(m, a0 + OB_VEL_Y, 0);
    m[a0 + OB_2ND_ROUT] += 2;
    const a1 = findNextFreeObj(m, a0);
    if (a1 >= 0) {
      m[a1 + OB_ID] = ID_BOSS_BALL;
      ww(m, a1 + OB_X, rw(m, a0 + BOSS_X));
      ww(m, a1 + OB_Y, rw(m, a0 + BOSS_Y));
      setParent(m, a1, a0);
    }
    ww(m, a0 + SHIP_TIMER, 0x77);
  }
  hover(w, a0);
}

/** Step 4 (`BGHZ_ShipMove`): wait, then sweep ($3F frames at $100, from the middle $7F at $40), toward its facing. */
function shipMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + SHIP_TIMER) - 1) & 0xffff;
  ww(m, a0 + SHIP_TIMER, t);
  if (t & 0x8000) {
    m[a0 + OB_2ND_ROUT] += 2;
    ww(m, a0 + SHIP_TIMER, 0x40 - 1);
    ww(m, a0 + OB_VEL_X, 0x100);
    if (rw(m, a0 + BOSS_X) === SHIP_MIDDLE) {
      ww(m, a0 + SHIP_TIMER, 0x40 * 2 - 1);
      ww(m, a0 + OB_VEL_X, 0x40);
    }
  }
  // BGHZ_Reverse: not x-flipped, the speed is negated (every frame, also while it is 0).
  if ((m[a0 + OB_STATUS] & 1) === 0) ww(m, a0 + OB_VEL_X, -rsw(m, a0 + OB_VEL_X));
  hover(w, a0);
}

/** Step 6 (`loc_17954`): move until the timer runs out, then turn round and stop (back to step 4). */
function shipTurn(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + SHIP_TIMER) - 1) & 0xffff;
  ww(m, a0 + SHIP_TIMER, t);
  if (t & 0x8000) {
    m[a0 + OB_STATUS] ^= 1;
    ww(m, a0 + SHIP_TIMER, 0x40 - 1);
    m[a0 + OB_2ND_ROUT] -= 2;
    ww(m, a0 + OB_VEL_X, 0);
  } else bossMove(m, a0);
  hover(w, a0);
}

/** Step 8 (`loc_1797A`): explosions while the timer runs; then it faces right, v_bossstatus = 1. No hover. */
function shipExplode(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + SHIP_TIMER) - 1) & 0xffff;
  ww(m, a0 + SHIP_TIMER, t);
  if ((t & 0x8000) === 0) {
    bossDefeated(w, a0);
    return;
  }
  m[a0 + OB_STATUS] |= 1;
  m[a0 + OB_STATUS] &= ~0x80;
  ww(m, a0 + OB_VEL_X, 0);
  m[a0 + OB_2ND_ROUT] += 2;
  ww(m, a0 + SHIP_TIMER, -0x26);
  if ((w.s[G_BOSS_STATUS] & 0xff) === 0) w.s[G_BOSS_STATUS] = 1;
}

/** Step $A (`loc_179AC`): the timer counts up from -$26: falling ($18 a frame) to 0, rising (-8) to $30, level to $38. */
function shipRecover(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const t = (rw(m, a0 + SHIP_TIMER) + 1) & 0xffff;
  ww(m, a0 + SHIP_TIMER, t);
  if (t === 0) ww(m, a0 + OB_VEL_Y, 0);
  else if (t & 0x8000) ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
  else if (t < 0x30) ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) - 8);
  else if (t === 0x30) ww(m, a0 + OB_VEL_Y, 0);
  else if (t >= 0x38) m[a0 + OB_2ND_ROUT] += 2;
  bossMove(m, a0);
  hover(w, a0);
}

/** Step $C (`loc_179F6`): off to the right; the right limit opens to boss_ghz_end, then it goes once off screen. */
function shipEscape(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  ww(m, a0 + OB_VEL_X, 0x400);
  ww(m, a0 + OB_VEL_Y, -0x40);
  if ((s[W_LIMIT_RIGHT] & 0xffff) === BOSS_GHZ_END) {
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      // BGHZ_ShipDel (BGHZ_ShipMain animates and displays the emptied slot after it).
      deleteObject(m, a0);
      return;
    }
  } else s[W_LIMIT_RIGHT] += 2;
  bossMove(m, a0);
  hover(w, a0);
}

/** Routine 4 (`BGHZ_FaceMain`): Eggman's face by what the ship does; it goes when the ship flies off screen. */
function faceMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  let d1 = 1;
  let d0 = (m[a1 + OB_2ND_ROUT] - 4) & 0xff;
  // Sweeping (step 4) but not from the middle goes straight to loc_17A46 with d0 = 0.
  let byHit = d0 === 0 && rw(m, a1 + BOSS_X) !== SHIP_MIDDLE;
  if (!byHit) {
    if (d0 === 0) d1 = 4;
    // loc_17A3E: steps before $A choose by the hits; $A and $C show the defeated face.
    d0 = (d0 - 6) & 0xff;
    if (d0 & 0x80) byHit = true;
    else d1 = 0xa;
  }
  if (byHit) {
    // loc_17A46: just hit (no touch type) → 5; Sonic hurt or dead → 4 (laughing).
    if (m[a1 + OB_COL_TYPE] === 0) d1 = 5;
    else if (sonicRoutine(w.s) >= 4) d1 = 4;
  }
  // loc_17A5A
  m[a0 + OB_ANIM] = d1;
  if (((d0 - 2) & 0xff) === 0) {
    m[a0 + OB_ANIM] = 6;
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
  }
  partDisplay(w, a0);
}

/** Routine 6 (`BGHZ_FlameMain`): the exhaust, lit while the ship moves sideways, the big flame when it escapes. */
function flameMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ANIM] = 7;
  const a1 = parentOf(m, a0);
  if (m[a1 + OB_2ND_ROUT] === 0xc) {
    m[a0 + OB_ANIM] = 0xb;
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
      deleteObject(m, a0);
      return;
    }
  } else if (rsw(m, a1 + OB_VEL_X) !== 0) m[a0 + OB_ANIM] = 8;
  partDisplay(w, a0);
}

/** `BGHZ_Display`: a part takes the ship's position and status, animates and is displayed. */
function partDisplay(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a1 = parentOf(m, a0);
  ww(m, a0 + OB_X, rw(m, a1 + OB_X));
  ww(m, a0 + OB_Y, rw(m, a1 + OB_Y));
  m[a0 + OB_STATUS] = m[a1 + OB_STATUS];
  animateSprite(m, a0, ANI_EGGMAN);
  displayFlipped(w, a0);
}
