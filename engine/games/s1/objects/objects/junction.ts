/**
 * Object $66 — rotating disc junction that grabs Sonic (SBZ) (_incObj/66 Rotating Junction.asm:
 * `Junction`, `Jun_Main`, `.repeat`, `.makeitem`, `Jun_Action`, `Jun_Display`, `Jun_Release`,
 * `Jun_ChkSwitch`, `Jun_ChgPos`).
 *
 * Jun_Main loads a second junction object into the first free slot (routine 6: the big circle's
 * sprite, RememberState only). The junction itself is a solid disc ($30 half wide and high,
 * $31 walking) whose gap turns one step of 16 every 8 frames (jun_frame +1, or -1 once its switch
 * objoff_38 = the subtype is pressed: each new press reverses it). When Sonic pushes it from the
 * side where the gap is (frame $E from the left, 7 from the right), it grabs him: f_playerctrl 1,
 * rolling animation, ground speed $800, speeds 0, airborne, not pushing, and puts him halfway
 * between where he was and his spot in the gap (Jun_ChgPos's table, by the frame). Then
 * (routine 6) he rides the gap until it points down (frame 4) or right (7) — not the frame he
 * entered at — and is let go: control back, x speed 0 (down) or $800 (right), y speed $800.
 * RememberState every frame.
 */
import type { S1ObjectContext } from '../context.ts';
import { findFreeObj, rememberState } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_TIME_FRAME, OB_X, OB_Y,
  RENDER_ON_SCREEN, rw, ww,
} from '../ram.ts';
import { solidObject } from '../solidObject.ts';
import {
  ID_ROLL, SONIC_AIR, SONIC_PUSH, setSonicAnim, setSonicInertia, setSonicStatus, setSonicVelX, setSonicVelY, setSonicX, setSonicY,
  sonicStatus, sonicX, sonicY,
} from '../sonic.ts';
import { switchByte } from '../../act/switches.ts';
import { W_PLAYER_CTRL } from '../../../../state/layout.ts';

export const ID_JUNCTION = 0x66;
/** objoff_30 (set to $3C, never read), objoff_32 the frame Sonic entered at, jun_frame (objoff_34), jun_reverse (objoff_36), jun_switch (objoff_38). */
const JUN_TIMER = 0x30;
const JUN_ENTRY = 0x32;
const JUN_FRAME = 0x34;
const JUN_REVERSE = 0x36;
const JUN_SWITCH = 0x38;

/** Jun_ChgPos' table: Sonic's (x, y) offset from the disc, by its frame. */
export const SPOTS: readonly number[] = [
  -0x20, 0, -0x1e, 0xe, -0x18, 0x18, -0xe, 0x1e, 0, 0x20, 0xe, 0x1e, 0x18, 0x18, 0x1e, 0xe,
  0x20, 0, 0x1e, -0xe, 0x18, -0x18, 0xe, -0x1e, 0, -0x20, -0xe, -0x1e, -0x18, -0x18, -0x1e, -0xe,
];

export function junction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      junMain(m, a0);
      junAction(w, a0);
      return;
    case 2:
      junAction(w, a0);
      return;
    case 4:
      rememberState(w, a0);
      return;
    default:
      junRelease(w, a0);
  }
}

function junMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  // The big circle (routine 4), then the junction itself; each gets render bit 2 and width $38.
  const a1 = findFreeObj(m);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_JUNCTION;
    m[a1 + OB_ROUTINE] += 4;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_PRIORITY] = 3;
    m[a1 + OB_FRAME] = 0x10;
    m[a1 + OB_RENDER] |= 4;
    m[a1 + OB_ACT_WID] = 0x38;
  }
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_ACT_WID] = 0x30;
  m[a0 + OB_PRIORITY] = 4;
  ww(m, a0 + JUN_TIMER, 0x3c);
  m[a0 + JUN_FRAME] = 1;
  m[a0 + JUN_SWITCH] = m[a0 + OB_SUBTYPE];
}

/** Routine 2 (`Jun_Action`). */
function junAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  junChkSwitch(w, a0);
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) {
    solidObject(w, a0, 0x30, 0x30, 0x31, rw(m, a0 + OB_X));
    if (m[a0 + OB_STATUS] & 0x20) {
      const d1 = sonicX(s) < rw(m, a0 + OB_X) ? 0xe : 7;
      if (m[a0 + OB_FRAME] === d1) grab(w, a0, d1);
    }
  }
  rememberState(w, a0);
}

function grab(w: S1ObjectContext, a0: number, d1: number): void {
  const m = w.m;
  const s = w.s;
  m[a0 + JUN_ENTRY] = d1;
  m[a0 + OB_ROUTINE] += 4;
  s[W_PLAYER_CTRL] = 1;
  setSonicAnim(s, ID_ROLL);
  setSonicInertia(s, 0x800);
  setSonicVelX(s, 0);
  setSonicVelY(s, 0);
  m[a0 + OB_STATUS] &= ~0x20;
  setSonicStatus(s, (sonicStatus(s) & ~SONIC_PUSH) | SONIC_AIR);
  const d2 = sonicX(s);
  const d3 = sonicY(s);
  junChgPos(w, a0);
  // `add.w d2,obX(a1); asr obX(a1)`: halfway, as signed words.
  setSonicX(s, ((((sonicX(s) + d2) << 16) >> 16) >> 1) & 0xffff);
  setSonicY(s, ((((sonicY(s) + d3) << 16) >> 16) >> 1) & 0xffff);
}

/** Routine 6 (`Jun_Release`). */
function junRelease(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  const d0 = m[a0 + OB_FRAME];
  if ((d0 === 4 || d0 === 7) && d0 !== m[a0 + JUN_ENTRY]) {
    setSonicVelX(s, 0);
    setSonicVelY(s, 0x800);
    if (d0 !== 4) {
      setSonicVelX(s, 0x800);
      setSonicVelY(s, 0x800);
    }
    s[W_PLAYER_CTRL] = 0;
    m[a0 + OB_ROUTINE] -= 4;
  }
  junChkSwitch(w, a0);
  junChgPos(w, a0);
  rememberState(w, a0);
}

/** `Jun_ChkSwitch`: a new press of its switch reverses the turn; the gap turns every 8 frames. */
function junChkSwitch(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (switchByte(w.s, m[a0 + JUN_SWITCH]) & 1) {
    if (m[a0 + JUN_REVERSE] === 0) {
      m[a0 + JUN_FRAME] = -m[a0 + JUN_FRAME] & 0xff;
      m[a0 + JUN_REVERSE] = 1;
    }
  } else m[a0 + JUN_REVERSE] = 0;
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if ((m[a0 + OB_TIME_FRAME] & 0x80) === 0) return;
  m[a0 + OB_TIME_FRAME] = 7;
  m[a0 + OB_FRAME] = (m[a0 + OB_FRAME] + m[a0 + JUN_FRAME]) & 0xf;
}

/** `Jun_ChgPos`: Sonic at the gap's spot. */
function junChgPos(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  // The frame is 0..$F; the table's bytes are read as (frame * 2) pairs.
  const i = m[a0 + OB_FRAME] * 2;
  setSonicX(w.s, rw(m, a0 + OB_X) + SPOTS[i]);
  setSonicY(w.s, rw(m, a0 + OB_Y) + SPOTS[i + 1]);
}

