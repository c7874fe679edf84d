/**
 * Object $36 — spikes (_incObj/36 Spikes.asm: `Spikes`, `Spik_Main`, `Spik_Solid`,
 * `Spik_SideWays`, `Spik_Upright`, `Spik_Hurt`, `Spik_Display`, `Spik_Type0x`, `Spik_Type00`,
 * `Spik_Type01`, `Spik_Type02`, `Spik_Wait`).
 *
 * Subtype high nibble: the variant (Spik_Var: frame and obActWid — 0 three upright ($14),
 * 1 sideways ($10), 2 one upright (4), 3 three wide ($1C), 4 six wide ($40), 5 one sideways
 * ($10)); low nibble: 0 still, 1 moving vertically, 2 horizontally — out 32 px and back at $800
 * a frame (objoff_34, pixels in its high byte), resting 60 frames at each end (Spik_Wait).
 * Solid objects: sideways ones (frames 1 and 5) hurt on a side contact while Sonic is not
 * standing on them; upright ones hurt when he stands on them or touches top or bottom.
 * `Spik_Hurt`: nothing while invincible (v_invinc) or already hurt or dead (routine >= 4); else
 * his y goes back by this frame's y speed (a 16:16 subtraction of obVelY << 8), then HurtSonic,
 * which does not test the flashing time: quirk `spikeBug` (REV00/01; REV02 skips while flashing,
 * as the fix does).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import { hurtSonic } from '../reactToItem.ts';
import { solidObject } from '../solidObject.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, rw, ww,
} from '../ram.ts';
import { G_INVINCIBLE } from '../s1State.ts';
import { setSonicYLong, sonicFlashTime, sonicRoutine, sonicVelY, sonicY, sonicYSub } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';

export const ID_SPIKES = 0x36;
/** spik_origX / spik_origY (objoff_30, 32); objoff_34 the offset (8.8 px), objoff_36 returning, objoff_38 the rest. */
const ORIG_X = 0x30;
const ORIG_Y = 0x32;
const OFFSET = 0x34;
const RETURNING = 0x36;
const WAIT = 0x38;

/** Spik_Var: (frame, obActWid) by the subtype's high nibble. */
export const VARIANTS: readonly number[] = [0, 0x14, 1, 0x10, 2, 4, 3, 0x1c, 4, 0x40, 5, 0x10];

export function spikes(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) spikMain(m, a0);
  spikSolid(w, a0);
}

function spikMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] |= 4;
  m[a0 + OB_PRIORITY] = 4;
  const d0 = m[a0 + OB_SUBTYPE];
  m[a0 + OB_SUBTYPE] = d0 & 0xf;
  const v = (d0 & 0xf0) >> 3;
  m[a0 + OB_FRAME] = VARIANTS[v] ?? 0;
  m[a0 + OB_ACT_WID] = VARIANTS[v + 1] ?? 0;
  ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + ORIG_Y, rw(m, a0 + OB_Y));
}

function spikSolid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  spikType(m, a0);
  const frame = m[a0 + OB_FRAME];
  if (frame === 5 || frame === 1) {
    // Spik_SideWays
    const d2 = frame === 1 ? 0x14 : 4;
    const d4 = solidObject(w, a0, 0x1b, d2, d2 + 1, rw(m, a0 + OB_X));
    if ((m[a0 + OB_STATUS] & 8) === 0 && d4 === 1) spikHurt(w, a0);
  } else {
    // Spik_Upright
    const d4 = solidObject(w, a0, m[a0 + OB_ACT_WID] + 0xb, 0x10, 0x11, rw(m, a0 + OB_X));
    if (m[a0 + OB_STATUS] & 8 || d4 < 0) spikHurt(w, a0);
  }
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(m, a0 + ORIG_X))) deleteObject(m, a0);
}

function spikHurt(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  if ((s[G_INVINCIBLE] & 0xff) !== 0) return;
  if (sonicRoutine(s) >= 4) return;
  // REV02 (the spikeBug fix) leaves a flashing Sonic alone.
  if (!w.q.spikeBug && sonicFlashTime(s) !== 0) return;
  const y = ((sonicY(s) << 16) | sonicYSub(s)) - (sonicVelY(s) << 8);
  setSonicYLong(s, y | 0);
  hurtSonic(w, a0);
}

/** `Spik_Type0x`: the motion by the low nibble (0 none, 1 vertical, 2 horizontal). */
function spikType(m: Uint8Array, a0: number): void {
  const t = m[a0 + OB_SUBTYPE];
  if (t === 1) {
    spikWait(m, a0);
    ww(m, a0 + OB_Y, m[a0 + OFFSET] + rw(m, a0 + ORIG_Y));
  } else if (t === 2) {
    spikWait(m, a0);
    ww(m, a0 + OB_X, m[a0 + OFFSET] + rw(m, a0 + ORIG_X));
  }
}

/** `Spik_Wait`: rest, or move the offset $800 out to $2000 and back (unsigned word arithmetic). */
function spikWait(m: Uint8Array, a0: number): void {
  const wait = rw(m, a0 + WAIT);
  if (wait !== 0) {
    ww(m, a0 + WAIT, wait - 1);
    return;
  }
  const off = rw(m, a0 + OFFSET);
  if (rw(m, a0 + RETURNING) !== 0) {
    // `subi.w #$800; bcc`: only a borrow ends the return.
    if (off >= 0x800) {
      ww(m, a0 + OFFSET, off - 0x800);
      return;
    }
    ww(m, a0 + OFFSET, 0);
    ww(m, a0 + RETURNING, 0);
    ww(m, a0 + WAIT, 60);
    return;
  }
  const out = (off + 0x800) & 0xffff;
  ww(m, a0 + OFFSET, out);
  if (out < 0x2000) return;
  ww(m, a0 + OFFSET, 0x2000);
  ww(m, a0 + RETURNING, 1);
  ww(m, a0 + WAIT, 60);
}
