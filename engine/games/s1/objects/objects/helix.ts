/**
 * Object $17 — the GHZ helix of spikes on a log (_incObj/17 Spiked Pole Helix.asm: `Helix`,
 * `Hel_Main`, `Hel_Build`, `Hel_Action`, `Hel_RotateSpikes`, `Hel_ChkDel`, `Hel_DelAll`,
 * `Hel_Delete`, `Hel_Display`).
 *
 * The placement is the middle spike; the subtype is the number of spikes, 16 px apart. Hel_Main
 * makes the others in free slots (routine 8) left to right, giving each the next start frame
 * 0, 1 ... 7, 0 ... (the middle one takes its turn in the sequence too); their slots follow the
 * count in obSubtype. Every frame each spike's frame is (v_ani0_frame + its start) & 7, the
 * SynchroAnimate timer shared by all of them (11 frames a step, counting down): frame 0 is the
 * spike pointing out, which alone hurts (type $84: 4 px either side, $10 above and below); the
 * rest are harmless. The middle spike checks the range and deletes the row.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y,
  clearSlot, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { G_ANI0_FRAME } from '../s1State.ts';

export const ID_HELIX = 0x17;
/** objoff_29..: the other spikes' slots. */
const HEL_LIST = 0x29;
/** objoff_3E (hel_frame): the spike's start frame. */
const HEL_FRAME = 0x3e;

export function helix(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      helMain(w, a0);
      helAction(w, a0);
      return;
    case 2:
    case 4:
      helAction(w, a0);
      return;
    case 6:
      deleteObject(w.m, a0);
      return;
    case 8:
      helRotateSpikes(w, a0);
      displaySprite(w, a0);
      return;
  }
}

function helMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_STATUS] = 7;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_ACT_WID] = 8;
  const d2 = rw(m, a0 + OB_Y);
  let d3 = rw(m, a0 + OB_X);
  const id = m[a0 + OB_ID];
  let a2 = a0 + OB_SUBTYPE;
  const length = m[a2];
  m[a2++] = 0;
  d3 = (d3 - ((length >> 1) << 4)) & 0xffff;
  if (length < 2) return;
  let d6 = 0;
  for (let n = length - 2; n >= 0; n--) {
    const a1 = findFreeObj(m);
    if (a1 < 0) return;
    m[a0 + OB_SUBTYPE]++;
    m[a2++] = (a1 / OBJECT_SIZE) & 0x7f;
    m[a1 + OB_ROUTINE] = 8;
    m[a1 + OB_ID] = id;
    ww(m, a1 + OB_Y, d2);
    ww(m, a1 + OB_X, d3);
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_PRIORITY] = 3;
    m[a1 + OB_ACT_WID] = 8;
    m[a1 + HEL_FRAME] = d6;
    d6 = (d6 + 1) & 7;
    d3 = (d3 + 0x10) & 0xffff;
    if (d3 === rw(m, a0 + OB_X)) {
      // The middle spike is the placed object: it takes the next frame and its place is skipped.
      m[a0 + HEL_FRAME] = d6;
      d6 = (d6 + 1) & 7;
      d3 = (d3 + 0x10) & 0xffff;
      m[a0 + OB_SUBTYPE]++;
    }
  }
}

/** Routines 2 and 4 (`Hel_Action`): turn, display, then the range check of the whole row. */
function helAction(w: S1ObjectContext, a0: number): void {
  helRotateSpikes(w, a0);
  displaySprite(w, a0);
  helChkDel(w, a0);
}

/** `Hel_RotateSpikes`: frame = (v_ani0_frame + start) & 7; only frame 0 hurts. */
function helRotateSpikes(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_COL_TYPE] = 0;
  const frame = (w.s[G_ANI0_FRAME] + m[a0 + HEL_FRAME]) & 7;
  m[a0 + OB_FRAME] = frame;
  if (frame === 0) m[a0 + OB_COL_TYPE] = 0x84;
}

/**
 * `Hel_ChkDel` / `Hel_DelAll`: out of range, obSubtype - 1 listed slots are cleared (the count
 * includes the middle spike, which is not listed), then the middle spike.
 */
function helChkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (!outOfRange(w.s, rw(m, a0 + OB_X))) return;
  const count = m[a0 + OB_SUBTYPE];
  for (let i = 0; i < count - 1; i++) clearSlot(m, m[a0 + HEL_LIST + i] * OBJECT_SIZE);
  deleteObject(m, a0);
}
