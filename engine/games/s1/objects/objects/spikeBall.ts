/**
 * Object $57 — the spiked ball on a chain (SYZ, LZ; _incObj/57 Spiked Ball and Chain.asm:
 * `SpikeBall`, `SBall_Main`, `.makechain`, `SBall_Move`, `.movesub`, `.chkdel`, `SBall_Display`).
 *
 * The placed object is the ball at the chain's end; its links are other $57 objects (routine 4,
 * display only) in free slots (FindFreeObj: possibly below the ball's slot, so they may be
 * displayed before the ball moves them, and deleted after their DisplaySprite when it unloads,
 * the original's display-and-delete bug). Subtype: low 3 bits = the ball's radius / $10 (the
 * links sit at $10 steps inward, one fewer when bit 3 is set: no link at the centre), high
 * nibble = the spin speed (sign-extended, * 8, added to the 16-bit angle each frame). The start
 * angle is the placement's flip bits (x-flip $40, y-flip $80). Each frame the ball and its links
 * go to (origin x + radius * cos >> 8, origin y + radius * sin >> 8). SYZ: everything hurts (touch
 * type $98); LZ: the links are harmless and the ball is bigger ($8B). Out of range of its
 * origin, it deletes its links and itself (DeleteChild: no respawn bit is cleared).
 * The slot numbers of the links and of the ball itself are kept from objoff_2A on, their count
 * in objoff_29.
 */
import type { S1ObjectContext } from '../context.ts';
import { findFreeObj, outOfRange } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_ACT_WID, OB_ANGLE, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y,
  clearSlot, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { ZONE_LZ } from '../../act/actRules.ts';
import { SINE } from '../../../../fixed/trig.ts';

export const ID_SPIKE_BALL = 0x57;
/** sball_childs (objoff_29): the link count, then the slot numbers; sball_origY/X (objoff_38/3A); sball_radius (objoff_3C); sball_speed (objoff_3E). */
const CHILDS = 0x29;
const ORIG_Y = 0x38;
const ORIG_X = 0x3a;
const RADIUS = 0x3c;
const SPEED = 0x3e;

export function spikeBall(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      sballMain(w, a0);
      sballMove(w, a0);
      return;
    case 2:
      sballMove(w, a0);
      return;
    default:
      displaySprite(w, a0);
  }
}

function sballMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const lz = w.rules.zone === ZONE_LZ;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 4;
  m[a0 + OB_ACT_WID] = 8;
  ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + ORIG_Y, rw(m, a0 + OB_Y));
  m[a0 + OB_COL_TYPE] = lz ? 0 : 0x98;
  const sub = m[a0 + OB_SUBTYPE];
  ww(m, a0 + SPEED, ((sub & 0xf0) << 24 >> 24) * 8);
  m[a0 + OB_ANGLE] = (m[a0 + OB_STATUS] & 3) << 6;
  let list = a0 + CHILDS;
  m[list++] = 0;
  let d3 = (sub & 7) << 4;
  m[a0 + RADIUS] = d3;
  let d1 = (sub & 7) - 1;
  if (d1 >= 0 && sub & 8) d1--;
  for (; d1 >= 0; d1--) {
    const a1 = findFreeObj(m);
    if (a1 < 0) break;
    m[a0 + CHILDS]++;
    m[list++] = (a1 / OBJECT_SIZE) & 0x7f;
    m[a1 + OB_ROUTINE] = 4;
    m[a1 + OB_ID] = m[a0 + OB_ID];
    m[a1 + OB_RENDER] = m[a0 + OB_RENDER];
    m[a1 + OB_PRIORITY] = m[a0 + OB_PRIORITY];
    m[a1 + OB_ACT_WID] = m[a0 + OB_ACT_WID];
    m[a1 + OB_COL_TYPE] = m[a0 + OB_COL_TYPE];
    d3 = (d3 - 0x10) & 0xff;
    m[a1 + RADIUS] = d3;
    if (lz && d3 === 0) m[a1 + OB_FRAME] = 2;
  }
  // .fail: the ball itself is the list's last entry.
  m[list] = (a0 / OBJECT_SIZE) & 0x7f;
  if (lz) {
    m[a0 + OB_COL_TYPE] = 0x8b;
    m[a0 + OB_FRAME] = 1;
  }
}

function sballMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  ww(m, a0 + OB_ANGLE, rw(m, a0 + OB_ANGLE) + rw(m, a0 + SPEED));
  const angle = m[a0 + OB_ANGLE];
  const sin = SINE[angle];
  const cos = SINE[angle + 0x40];
  const oy = rw(m, a0 + ORIG_Y);
  const ox = rw(m, a0 + ORIG_X);
  const n = m[a0 + CHILDS];
  for (let i = 0; i <= n; i++) {
    const a1 = m[a0 + CHILDS + 1 + i] * OBJECT_SIZE;
    const r = m[a1 + RADIUS];
    ww(m, a1 + OB_Y, ((r * sin) >> 8) + oy);
    ww(m, a1 + OB_X, ((r * cos) >> 8) + ox);
  }
  if (!outOfRange(w.s, rw(m, a0 + ORIG_X))) {
    displaySprite(w, a0);
    return;
  }
  // .delete: every listed slot, the ball last.
  for (let i = 0; i <= n; i++) clearSlot(m, m[a0 + CHILDS + 1 + i] * OBJECT_SIZE);
}
