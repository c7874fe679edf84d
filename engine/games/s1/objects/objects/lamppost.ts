/**
 * Object $79 — lamppost (_incObj/79 Lamppost.asm: `Lamppost`, `Lamp_Main`, `Lamp_Blue` with
 * `.chkhit`, `Lamp_Finish`, `Lamp_Twirl`; `Lamp_StoreInfo` is engine/games/s1/act/lamppost.ts
 * storeLampInfo).
 *
 * The subtype is the lamppost's number (bit 7: the restart also moves the left limit). A
 * lamppost whose number is not above the last one hit (v_lastlamp & $7F), or already hit (bit 0
 * of its respawn byte), is red and does nothing. A blue one is hit when Sonic's x is within
 * -8..+7 px of it and his y within -$40..+$27 px (unsigned word compares): it stores the restart
 * (Lamp_StoreInfo), turns red, and frees a twirling ball (the same object, routine 6) into a free
 * slot, which circles 12 px round a point $18 above the post for 33 frames ($10 a frame, CalcSine
 * * $C00 >> 16), then stays. Nothing while f_playerctrl bit 7 is set. RememberState every frame.
 */
import type { S1ObjectContext } from '../context.ts';
import { findFreeObj, rememberState } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANGLE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rw, ww,
} from '../ram.ts';
import { OBJSTATE } from '../s1State.ts';
import { sonicX, sonicY } from '../sonic.ts';
import { storeLampInfo } from '../../act/lamppost.ts';
import { SINE } from '../../../../fixed/trig.ts';
import { EV_CHECKPOINT } from '../../../../state/events.ts';
import { W_LAST_CHECKPOINT, W_PLAYER_CTRL } from '../../../../state/layout.ts';

export const ID_LAMPPOST = 0x79;
/** lamp_origX, lamp_origY (objoff_30, 32): the twirl's centre; lamp_time (objoff_36). */
const ORIG_X = 0x30;
const ORIG_Y = 0x32;
const TIME = 0x36;
const ROUTINE_FINISH = 4;
const ROUTINE_TWIRL = 6;

export function lamppost(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      lampMain(w, a0);
      break;
    case 2:
      lampBlue(w, a0);
      break;
    case ROUTINE_TWIRL:
      lampTwirl(w.m, a0);
      break;
    default:
  }
  rememberState(w, a0);
}

function lampMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_ACT_WID] = 8;
  m[a0 + OB_PRIORITY] = 5;
  const state = OBJSTATE + 2 + m[a0 + OB_RESPAWN_NO];
  m[state] &= 0x7f;
  if ((m[state] & 1) === 0 && isNew(w, a0)) {
    lampBlue(w, a0);
    return;
  }
  m[state] |= 1;
  m[a0 + OB_ROUTINE] = ROUTINE_FINISH;
  m[a0 + OB_FRAME] = 3;
}

/** `cmp.b d2,d1; blo`: the lamppost's number is above the last one hit. */
function isNew(w: S1ObjectContext, a0: number): boolean {
  return (w.s[W_LAST_CHECKPOINT] & 0x7f) < (w.m[a0 + OB_SUBTYPE] & 0x7f);
}

function lampBlue(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  if (s[W_PLAYER_CTRL] & 0x80) return;
  const state = OBJSTATE + 2 + m[a0 + OB_RESPAWN_NO];
  if (!isNew(w, a0)) {
    m[state] |= 1;
    m[a0 + OB_ROUTINE] = ROUTINE_FINISH;
    m[a0 + OB_FRAME] = 3;
    return;
  }
  // .chkhit
  if (((sonicX(s) - rw(m, a0 + OB_X) + 8) & 0xffff) >= 0x10) return;
  if (((sonicY(s) - rw(m, a0 + OB_Y) + 0x40) & 0xffff) >= 0x68) return;
  m[a0 + OB_ROUTINE] += 2;
  const a1 = findFreeObj(m);
  if (a1 >= 0) {
    m[a1 + OB_ID] = ID_LAMPPOST;
    m[a1 + OB_ROUTINE] = ROUTINE_TWIRL;
    ww(m, a1 + ORIG_X, rw(m, a0 + OB_X));
    ww(m, a1 + ORIG_Y, rw(m, a0 + OB_Y) - 0x18);
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_ACT_WID] = 8;
    m[a1 + OB_PRIORITY] = 4;
    m[a1 + OB_FRAME] = 2;
    ww(m, a1 + TIME, 0x20);
  }
  m[a0 + OB_FRAME] = 1;
  storeLampInfo(s, m[a0 + OB_SUBTYPE], rw(m, a0 + OB_X), rw(m, a0 + OB_Y));
  w.events |= EV_CHECKPOINT;
  m[state] |= 1;
}

function lampTwirl(m: Uint8Array, a0: number): void {
  const t = (rw(m, a0 + TIME) - 1) & 0xffff;
  ww(m, a0 + TIME, t);
  if (t & 0x8000) m[a0 + OB_ROUTINE] = ROUTINE_FINISH;
  const angle = m[a0 + OB_ANGLE];
  m[a0 + OB_ANGLE] = (angle - 0x10) & 0xff;
  const d0 = (angle - 0x40) & 0xff;
  // CalcSine: d0 = sine, d1 = cosine; `muls.w #$C00; swap`: the high word of the product.
  const sin = SINE[d0];
  const cos = SINE[d0 + 0x40];
  ww(m, a0 + OB_X, (Math.imul(cos, 0xc00) >> 16) + rw(m, a0 + ORIG_X));
  ww(m, a0 + OB_Y, (Math.imul(sin, 0xc00) >> 16) + rw(m, a0 + ORIG_Y));
}

