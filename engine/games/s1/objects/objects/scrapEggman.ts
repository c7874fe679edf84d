/**
 * Object $82 — Eggman in SBZ2's cut-scene, and the switch he presses (_incObj/82 Eggman - Scrap
 * Brain 2.asm: `ScrapEggman`, `SEgg_Main`, `SEgg_Eggman`, `SEgg_ChkSonic`, `loc_19934`,
 * `SEgg_PreLeap`, `SEgg_Leap`, `loc_1996A`, `loc_19976`, `SEgg_FindBlocks`, `SEgg_FindLoop`,
 * `SEgg_Switch`, `loc_199E6`, `SEgg_SwDisplay`; _anim/Eggman - Scrap Brain 2 & Final.asm).
 *
 * The dynamic level events load it when the camera reaches boss_sbz2_x - $F0. SEgg_Main puts
 * Eggman at (boss_sbz2_x + $110, boss_sbz2_y + $94) — touchable as a boss (type $F, $10 hits),
 * on screen at once (obRender bit 7 set by hand) — and the switch (routine 4) in the next free
 * slot after it (FindNextFreeObj) at (boss_sbz2_x + $E0, boss_sbz2_y + $AC), keeping his address.
 * Eggman (routine 2, ob2ndRout): waits until Sonic is less than 128 px left of him (unsigned),
 * laughs for 180 frames, crouches (4 px lower) for 15, leaps (-$FC, -$3C0, gravity $24, no more
 * x speed once at boss_sbz2_x + $E2 or left of it); falling past boss_sbz2_y + $85 he writes "SW"
 * into his subtype word (the switch shows pressed), and lands at boss_sbz2_y + $8B. Stopped, he
 * looks for the false floor ($83) and writes "GO" into its subtype word. He always moves by his
 * speeds (SpeedToPos), animates and is displayed.
 *
 * Kept as the original has it (the FixBugs build scans the level slots): the search starts at
 * slot 1 and covers only slots 1..$3F, so a false floor in a higher slot is never found and the
 * floor never falls.
 */
import type { S1ObjectContext } from '../context.ts';
import { findNextFreeObj } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE,
  OB_STATUS, OB_SUBTYPE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { parentOf, setParent } from '../boss.ts';
import { sonicX } from '../sonic.ts';
import { BOSS_SBZ2_X, BOSS_SBZ2_Y } from '../../act/dynamicLevelEvents.ts';

export const ID_SCRAP_EGGMAN = 0x82;
export const ID_FALSE_FLOOR = 0x83;
/** The words written into obSubtype (and the next byte): "SW" the switch is pressed, "GO" the floor falls. */
export const WORD_SW = 0x5357;
export const WORD_GO = 0x474f;
/** objoff_3C: Eggman's step timer. */
const TIMER = 0x3c;
/** The slots SEgg_FindLoop looks at: v_objspace + $40 onwards, $3F of them. */
const FIND_FIRST_SLOT = 1;
const FIND_SLOTS = 0x3f;

/** Ani_SEgg: stand, laugh, jump, in the tube, running, jump 2, the star jump. */
export const ANI_SEGG: AnimationScripts = [
  [0x7e, 0, 0xff],
  [6, 1, 2, 0xff],
  [0xe, 3, 4, 4, 0, 0, 0, 0xff],
  [0, 5, 9, 0xff],
  [6, 7, 4, 8, 4, 0xff],
  [0xf, 4, 3, 3, 0xff],
  [0x7e, 6, 0xff],
];

export function scrapEggman(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      seggMain(m, a0);
      eggman(w, a0);
      return;
    case 2:
      eggman(w, a0);
      return;
    default:
      // Routine 4 (`SEgg_Switch`): pressed (frame 1) once Eggman's subtype reads "SW".
      if (m[a0 + OB_2ND_ROUT] === 0) {
        const a1 = parentOf(m, a0);
        if (a1 >= 0 && rw(m, a1 + OB_SUBTYPE) === WORD_SW) {
          m[a0 + OB_FRAME] = 1;
          m[a0 + OB_2ND_ROUT] += 2;
        }
      }
      displaySprite(w, a0);
  }
}

function seggMain(m: Uint8Array, a0: number): void {
  ww(m, a0 + OB_X, BOSS_SBZ2_X + 0x110);
  ww(m, a0 + OB_Y, BOSS_SBZ2_Y + 0x94);
  m[a0 + OB_COL_TYPE] = 0xf;
  m[a0 + OB_COL_PROP] = 0x10;
  m[a0 + OB_STATUS] &= ~1;
  m[a0 + OB_2ND_ROUT] = 0;
  m[a0 + OB_ROUTINE] = 2;
  m[a0 + OB_ANIM] = 0;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_RENDER] = 4 | 0x80;
  m[a0 + OB_ACT_WID] = 0x20;
  const a1 = findNextFreeObj(m, a0);
  if (a1 < 0) return;
  setParent(m, a1, a0);
  m[a1 + OB_ID] = ID_SCRAP_EGGMAN;
  ww(m, a1 + OB_X, BOSS_SBZ2_X + 0xe0);
  ww(m, a1 + OB_Y, BOSS_SBZ2_Y + 0xac);
  m[a0 + OB_2ND_ROUT] = 0;
  m[a1 + OB_ROUTINE] = 4;
  m[a1 + OB_ANIM] = 0;
  m[a1 + OB_PRIORITY] = 3;
  m[a1 + OB_RENDER] = 4 | 0x80;
  m[a1 + OB_ACT_WID] = 0x10;
  m[a1 + OB_FRAME] = 0;
}

/** Routine 2 (`SEgg_Eggman`). */
function eggman(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_2ND_ROUT]) {
    case 0:
      if (((rw(m, a0 + OB_X) - sonicX(w.s)) & 0xffff) < 128) {
        m[a0 + OB_2ND_ROUT] += 2;
        ww(m, a0 + TIMER, 180);
        m[a0 + OB_ANIM] = 1;
      }
      break;
    case 2: {
      const t = (rw(m, a0 + TIMER) - 1) & 0xffff;
      ww(m, a0 + TIMER, t);
      if (t === 0) {
        m[a0 + OB_2ND_ROUT] += 2;
        m[a0 + OB_ANIM] = 2;
        ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + 4);
        ww(m, a0 + TIMER, 15);
      }
      break;
    }
    case 4:
      leap(m, a0);
      break;
  }
  speedToPos(m, a0);
  animateSprite(m, a0, ANI_SEGG);
  displaySprite(w, a0);
}

/** `SEgg_Leap` (before loc_19934's SpeedToPos). */
function leap(m: Uint8Array, a0: number): void {
  const t = (rsw(m, a0 + TIMER) - 1) << 16 >> 16;
  ww(m, a0 + TIMER, t);
  if (t > 0) return;
  if (t === 0) {
    ww(m, a0 + OB_VEL_X, -0xfc);
    ww(m, a0 + OB_VEL_Y, -0x3c0);
  }
  if (rsw(m, a0 + OB_X) <= BOSS_SBZ2_X + 0xe2) ww(m, a0 + OB_VEL_X, 0);
  ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x24);
  if (rsw(m, a0 + OB_VEL_Y) >= 0 && rw(m, a0 + OB_Y) >= BOSS_SBZ2_Y + 0x85) {
    ww(m, a0 + OB_SUBTYPE, WORD_SW);
    if (rw(m, a0 + OB_Y) >= BOSS_SBZ2_Y + 0x8b) {
      ww(m, a0 + OB_Y, BOSS_SBZ2_Y + 0x8b);
      ww(m, a0 + OB_VEL_Y, 0);
    }
  }
  if ((rw(m, a0 + OB_VEL_X) | rw(m, a0 + OB_VEL_Y)) !== 0) return;
  // `SEgg_FindBlocks` (the original's range: see the header).
  for (let i = 0; i < FIND_SLOTS; i++) {
    const a1 = (FIND_FIRST_SLOT + i) * OBJECT_SIZE;
    if (m[a1 + OB_ID] !== ID_FALSE_FLOOR) continue;
    ww(m, a1 + OB_SUBTYPE, WORD_GO);
    m[a0 + OB_2ND_ROUT] += 2;
    m[a0 + OB_ANIM] = 1;
    return;
  }
}
