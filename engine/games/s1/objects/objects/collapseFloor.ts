/**
 * Object $53 — collapsing floors (MZ, SLZ, SBZ) (_incObj/53 Collapsing Floors.asm:
 * `CollapseFloor`, `CFlo_Main`, `CFlo_Touch`, `CFlo_Collapse`, `CFlo_WalkOff`, `CFlo_Display`,
 * `loc_8402`, `CFlo_TimeZero`, `CFlo_Delete`, `CFlo_Fragment`, `loc_8458`; the pieces:
 * engine/games/s1/objects/collapseFragments.ts).
 *
 * A platform (PlatformObject, half width $20; its visible width $44). Landed on, it waits 7
 * frames (cflo_timedelay; counting on while Sonic stays, or after he leaves), then breaks into 8
 * pieces, each falling (ObjectFall) after its own delay (CFlo_Data2, or CFlo_Data3 for subtypes
 * with bit 0) and deleted once off screen. The piece Sonic was standing on (the object itself,
 * when he stayed) carries him until its delay runs out, then lets go (his standing and pushing
 * flags cleared). Subtypes with bit 7 face the side Sonic stands (render bit 0 follows him).
 * In SLZ it uses the frames 2 on.
 *
 * Quirks kept: while Sonic is standing on any object, the bit 7 floors turn to face him; the
 * piece that carries Sonic keeps setting its routine after RememberState may have deleted it.
 * Sonic's animation restart (obPrevAni = Run) is not modelled (the engine keeps no animation
 * frames).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, rememberState } from '../objectManager.ts';
import { OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, objectFall, rsb, rw } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { exitPlatform, platformObject } from '../platformObject.ts';
import { mvSonicOnPtfm2 } from '../solidObject.ts';
import { CFLO_DATA2, CFLO_DATA3, FRAGMENT_DELAY, fragmentObject } from '../collapseFragments.ts';
import { sonicX } from '../sonic.ts';
import { P_STATUS, ST_ON_OBJECT, ST_PUSH } from '../../../../state/layout.ts';
import { ZONE_SLZ } from '../../act/actRules.ts';

export const ID_COLLAPSE_FLOOR = 0x53;

/** cflo_collapse_flag: Sonic touched it. */
const CFLO_TOUCHED = 0x3a;

export function collapseFloor(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(w, a0);
      touch(w, a0);
      return;
    case 2:
      touch(w, a0);
      return;
    case 4:
      if (m[a0 + FRAGMENT_DELAY] === 0) {
        fragment(w, a0);
        return;
      }
      m[a0 + CFLO_TOUCHED] = 1;
      m[a0 + FRAGMENT_DELAY]--;
      walkOff(w, a0);
      return;
    case 6:
      piece(w, a0);
      return;
    case 8:
      deleteObject(m, a0);
      return;
    case 0xa:
      walkOff(w, a0);
      return;
  }
}

/** `CFlo_Main`. */
function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  if (w.rules.zone === ZONE_SLZ) m[a0 + OB_FRAME] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + FRAGMENT_DELAY] = 7;
  m[a0 + OB_ACT_WID] = 0x44;
}

/** `CFlo_Touch` (routine 2). */
function touch(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + CFLO_TOUCHED] !== 0) {
    if (m[a0 + FRAGMENT_DELAY] === 0) {
      m[a0 + CFLO_TOUCHED] = 0;
      fragment(w, a0);
      return;
    }
    m[a0 + FRAGMENT_DELAY]--;
  }
  platformObject(w, a0, 0x20);
  if (rsb(m, a0 + OB_SUBTYPE) < 0 && w.s[P_STATUS] & ST_ON_OBJECT) {
    m[a0 + OB_RENDER] &= ~1;
    if (sonicX(w.s) < rw(m, a0 + OB_X)) m[a0 + OB_RENDER] |= 1;
  }
  rememberState(w, a0);
}

/** `CFlo_WalkOff`: Sonic stays on it (or leaves); then RememberState. */
function walkOff(w: S1ObjectContext, a0: number): void {
  exitPlatform(w, a0, 0x20);
  mvSonicOnPtfm2(w, a0, rw(w.m, a0 + OB_X));
  rememberState(w, a0);
}

/** `CFlo_Display` (routine 6): a piece counting down, carrying Sonic, or falling. */
function piece(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + FRAGMENT_DELAY] === 0) {
    // CFlo_TimeZero
    objectFall(m, a0);
    displaySprite(w, a0);
    if ((m[a0 + OB_RENDER] & 0x80) === 0) deleteObject(m, a0);
    return;
  }
  if (m[a0 + CFLO_TOUCHED] === 0) {
    m[a0 + FRAGMENT_DELAY]--;
    displaySprite(w, a0);
    return;
  }
  // loc_8402
  m[a0 + FRAGMENT_DELAY]--;
  walkOff(w, a0);
  const s = w.s;
  if (s[P_STATUS] & ST_ON_OBJECT) {
    if (m[a0 + FRAGMENT_DELAY] !== 0) return;
    s[P_STATUS] &= ~(ST_ON_OBJECT | ST_PUSH);
  }
  m[a0 + CFLO_TOUCHED] = 0;
  m[a0 + OB_ROUTINE] = 6;
}

/** `loc_8458`: 8 pieces, from frame + 1. */
function fragment(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const delays = m[a0 + OB_SUBTYPE] & 1 ? CFLO_DATA3 : CFLO_DATA2;
  m[a0 + OB_FRAME]++;
  fragmentObject(w, a0, delays, 8);
}
