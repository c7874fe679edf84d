/**
 * Object $1A — the GHZ collapsing ledge (_incObj/1A Collapsing Ledge (part 1).asm:
 * `CollapseLedge`, `Ledge_Main`, `Ledge_Touch`, `Ledge_Collapse`, `Ledge_WalkOff`,
 * `Ledge_Display`, `Ledge_TimeZero`, `Ledge_Delete`; sonic.asm `Ledge_Fragment`, `loc_847A`,
 * `Ledge_SlopeData`, with the shared fragment code in ../collapseFragments.ts).
 *
 * A sloped top Sonic lands on (SlopeObject over $60 px, the GHZ ledge heightmap). Standing on
 * it (routine 4) sets the collapse flag and counts its 7-frame delay down; at 0 it breaks into
 * 25 fragments, each waiting CFlo_Data1's frames before falling (ObjectFall) until it leaves the
 * screen. If Sonic leaves first, the delay still runs out in routine 2 and it breaks then. The
 * piece he stood on keeps carrying him (Ledge_WalkOff with SlopeObject2) until its own delay is
 * out; then he is let go (status bits 3 and 5 cleared).
 *
 * Two behaviours of the original kept as they are: a ledge that goes out of range while it
 * still carries Sonic is deleted by RememberState inside Ledge_WalkOff, and loc_82D0 then writes
 * routine 6 into the emptied slot (the next object loaded there starts in routine 6); and
 * obPrevAni's animation restart (`move.b #id_Run,obPrevAni(a1)`) has no effect here: the engine
 * does not model Sonic's animation frames.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, rememberState } from '../objectManager.ts';
import { OB_FRAME, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_ACT_WID, OB_X, RENDER_ON_SCREEN, objectFall, rw } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { exitPlatform, slopeObject, slopeObject2 } from '../platformObject.ts';
import { CFLO_DATA1, FRAGMENT_DELAY, fragmentObject } from '../collapseFragments.ts';
import { objectTable } from '../objectData.ts';
import { SONIC_ON_OBJECT, SONIC_PUSH, setSonicStatus, sonicStatus } from '../sonic.ts';

export const ID_COLLAPSE_LEDGE = 0x1a;
/** objoff_3A: the collapse flag (Sonic has stood on it). */
const LEDGE_COLLAPSE = 0x3a;

export function collapseLedge(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      ledgeMain(w.m, a0);
      ledgeTouch(w, a0);
      return;
    case 2:
      ledgeTouch(w, a0);
      return;
    case 4:
      ledgeCollapse(w, a0);
      return;
    case 6:
      ledgeDisplay(w, a0);
      return;
    case 8:
      deleteObject(w.m, a0);
      return;
    case 0xa:
      ledgeWalkOff(w, a0);
      return;
  }
}

function ledgeMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + FRAGMENT_DELAY] = 7;
  m[a0 + OB_ACT_WID] = 0x64;
  m[a0 + OB_FRAME] = m[a0 + OB_SUBTYPE];
  m[a0 + OB_HEIGHT] = 0x38;
  // Bit 4: BuildSprites tests its height ($38) for visibility.
  m[a0 + OB_RENDER] |= 0x10;
}

/** Routine 2: once touched, the delay runs out and it breaks; meanwhile a sloped top. */
function ledgeTouch(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + LEDGE_COLLAPSE] !== 0) {
    if (m[a0 + FRAGMENT_DELAY] === 0) {
      // Ledge_Fragment
      m[a0 + LEDGE_COLLAPSE] = 0;
      fragment(w, a0);
      return;
    }
    m[a0 + FRAGMENT_DELAY]--;
  }
  // Ledge_SlopeData (misc/GHZ Collapsing Ledge Heightmap.bin, with the act): the top's height per 2 px.
  slopeObject(w, a0, 0x30, objectTable(w, 'ledgeHeights'), 0);
  rememberState(w, a0);
}

/** Routine 4: Sonic on it: flag set, delay counts; at 0 it breaks (loc_847A). */
function ledgeCollapse(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + FRAGMENT_DELAY] === 0) {
    fragment(w, a0);
    return;
  }
  m[a0 + LEDGE_COLLAPSE] = 1;
  m[a0 + FRAGMENT_DELAY]--;
  ledgeWalkOff(w, a0);
}

/** `loc_847A`: frame + 2, 25 fragments by CFlo_Data1. */
function fragment(w: S1ObjectContext, a0: number): void {
  w.m[a0 + OB_FRAME] += 2;
  fragmentObject(w, a0, CFLO_DATA1, 0x19);
}

/** `Ledge_WalkOff`: ExitPlatform, then Sonic follows the slope (SlopeObject2); RememberState. */
function ledgeWalkOff(w: S1ObjectContext, a0: number): void {
  exitPlatform(w, a0, 0x30);
  slopeObject2(w, a0, 0x30, rw(w.m, a0 + OB_X), objectTable(w, 'ledgeHeights'), 0);
  rememberState(w, a0);
}

/** Routine 6: a fragment waits, then falls (Ledge_TimeZero); the one Sonic stands on carries him meanwhile. */
function ledgeDisplay(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + FRAGMENT_DELAY] === 0) {
    // Ledge_TimeZero
    objectFall(m, a0);
    displaySprite(w, a0);
    if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) deleteObject(m, a0);
    return;
  }
  if (m[a0 + LEDGE_COLLAPSE] === 0) {
    m[a0 + FRAGMENT_DELAY]--;
    displaySprite(w, a0);
    return;
  }
  // loc_82D0
  m[a0 + FRAGMENT_DELAY]--;
  ledgeWalkOff(w, a0);
  const s = w.s;
  if (sonicStatus(s) & SONIC_ON_OBJECT) {
    if (m[a0 + FRAGMENT_DELAY] !== 0) return;
    setSonicStatus(s, sonicStatus(s) & ~(SONIC_ON_OBJECT | SONIC_PUSH));
  }
  m[a0 + LEDGE_COLLAPSE] = 0;
  m[a0 + OB_ROUTINE] = 6;
}
