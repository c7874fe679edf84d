/**
 * Object $11 — the GHZ bridge (_incObj/11 Bridge (part 1-3).asm: `Bridge`, `Bri_Main`,
 * `Bri_Action`, `Bri_Solid`, `Bri_Platform`, `Bri_WalkOff`, `Bri_MoveSonic`, `Bri_Bend`,
 * `Bri_ChkDel`, `Bri_Delete`, `Bri_Display`).
 *
 * The placement is the bridge's middle log; its subtype is the number of logs. Bri_Main makes
 * the other logs left to right, 16 px apart, each in a free slot (routine $A: they only
 * display), and keeps the slots of all logs, itself included, at objoff_29.. in left-to-right
 * order, their count in obSubtype. Sonic lands on it as on a platform (top: the middle log's y
 * - 8) anywhere over the logs. While he stands on it, the log under him is objoff_3F (his
 * offset / 16), the sag objoff_3E grows by 4 a frame up to $40, and every log's y is its rest
 * y (objoff_3C) plus a bend from the game's two tables (Obj11_BendData, Obj11_BendData2:
 * misc/ghzbend1/2.bin, which come with the act from the user's checkout) scaled by
 * sin(objoff_3E); Sonic is then put on top of his log (Bri_MoveSonic: y = log y - 8 - his
 * height) — that is how the sag moves him. Off the bridge the sag shrinks by 4 a frame.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj, outOfRange } from '../objectManager.ts';
import { OBJECT_SIZE, OB_ACT_WID, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, clearSlot, rw, ww } from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { exitPlatform2, platNoXCheck } from '../platformObject.ts';
import { notePlatform, notePlatformTop, noteSloped } from '../solidBoxes.ts';
import { setSonicY, sonicHeight, sonicVelY, sonicX } from '../sonic.ts';
import { SINE } from '../../../../fixed/trig.ts';
import { objectTable } from '../objectData.ts';

export const ID_BRIDGE = 0x11;
/** objoff_29..: the logs' slot numbers, left to right. */
const BRI_LOGS = 0x29;
/** objoff_3C: a log's y at rest. */
const BRI_REST_Y = 0x3c;
/** objoff_3E: the sag (an angle for CalcSine, 0..$40). */
const BRI_SAG = 0x3e;
/** objoff_3F: the log Sonic stands on. */
const BRI_LOG = 0x3f;

export function bridge(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      briMain(w, a0);
      briAction(w, a0);
      return;
    case 2:
      briAction(w, a0);
      return;
    case 4:
      briWalkOff(w, a0);
      displaySprite(w, a0);
      briChkDel(w, a0);
      return;
    case 6:
    case 8:
      deleteObject(w.m, a0);
      return;
    case 0xa:
      displaySprite(w, a0);
      return;
  }
}

const slotOf = (a: number): number => (a / OBJECT_SIZE) & 0x7f;

function briMain(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_ACT_WID] = 0x80;
  const d2 = rw(m, a0 + OB_Y);
  let d3 = rw(m, a0 + OB_X);
  const id = m[a0 + OB_ID];
  let a2 = a0 + OB_SUBTYPE;
  const length = m[a2];
  m[a2++] = 0;
  d3 = (d3 - ((length >> 1) << 4)) & 0xffff;
  // `subq.b #2,d1; bcs`: one log (or none) makes nothing; then `dbf d1` makes length - 1.
  if (length < 2) return;
  for (let n = length - 2; n >= 0; n--) {
    const a1 = findFreeObj(m);
    if (a1 < 0) return;
    m[a0 + OB_SUBTYPE]++;
    if (d3 === rw(m, a0 + OB_X)) {
      // This log's place is the placed object's own: it takes its place in the list.
      d3 = (d3 + 0x10) & 0xffff;
      ww(m, a0 + OB_Y, d2);
      ww(m, a0 + BRI_REST_Y, d2);
      m[a2++] = slotOf(a0);
      m[a0 + OB_SUBTYPE]++;
    }
    m[a2++] = slotOf(a1);
    m[a1 + OB_ROUTINE] = 0xa;
    m[a1 + OB_ID] = id;
    ww(m, a1 + OB_Y, d2);
    ww(m, a1 + BRI_REST_Y, d2);
    ww(m, a1 + OB_X, d3);
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_PRIORITY] = 3;
    m[a1 + OB_ACT_WID] = 8;
    d3 = (d3 + 0x10) & 0xffff;
  }
}

/** Routine 2: Sonic may land; the sag relaxes. */
function briAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  briSolid(w, a0);
  if (m[a0 + BRI_SAG] !== 0) {
    m[a0 + BRI_SAG] -= 4;
    briBend(w, a0);
  }
  displaySprite(w, a0);
  briChkDel(w, a0);
}

/** `Bri_Solid`: a platform as wide as the logs (subtype * 16), its top 8 px above the middle log. */
function briSolid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  const half = m[a0 + OB_SUBTYPE] << 3;
  const d1 = (half + 8) & 0xffff;
  const d2 = (half * 2) & 0xffff;
  // Sonic's x from x - d1 to x - d1 + d2: centred 8 px left of the middle log; Plat_NoXCheck's
  // top (its y moves with the logs' sag: a top that follows a shape).
  notePlatform(w, a0, half, 8, half - d1);
  noteSloped(w, a0);
  if (sonicVelY(s) < 0) return;
  const d0 = (sonicX(s) - rw(m, a0 + OB_X) + d1) & 0xffff;
  if (d0 & 0x8000) return;
  if (d0 >= d2) return;
  platNoXCheck(w, a0);
}

/**
 * `Bri_WalkOff`: ExitPlatform2 lets Sonic go off either end (or into the air), and the routine
 * returns to 2; staying, the log under him is picked, the sag deepens, the logs bend, he follows.
 */
function briWalkOff(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const half = m[a0 + OB_SUBTYPE] << 3;
  const d1 = (half + 8) & 0xffff;
  exitPlatform2(w, a0, d1, half);
  // ExitPlatform2 returns with carry set (still on) exactly when it left the routine at 4.
  if (m[a0 + OB_ROUTINE] !== 4) return;
  const d0 = (sonicX(w.s) - rw(m, a0 + OB_X) + d1) & 0xffff;
  m[a0 + BRI_LOG] = d0 >> 4;
  if (m[a0 + BRI_SAG] !== 0x40) m[a0 + BRI_SAG] += 4;
  briBend(w, a0);
  briMoveSonic(w, a0);
}

/** `Bri_MoveSonic`: Sonic's y = his log's y - 8 - his height (his subpixel stays). */
function briMoveSonic(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const a2 = m[a0 + BRI_LOGS + m[a0 + BRI_LOG]] * OBJECT_SIZE;
  // The top he stands on is his log's (the logs sag): noted as px above the bridge's y.
  notePlatformTop(w, a0, rw(m, a0 + OB_Y) - rw(m, a2 + OB_Y) + 8);
  setSonicY(w.s, rw(m, a2 + OB_Y) - 8 - sonicHeight(w.s));
}

/**
 * `Bri_Bend`: the logs from the left end to Sonic's take row objoff_3F of the curve, left to
 * right; the logs right of him take row (count - log - 1) read backwards. Each log's y = rest y
 * + ((curve + 1) * depth) * sin(sag) >> 16 (two `mulu.w`, then `swap`).
 */
function briBend(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const sin = SINE[m[a0 + BRI_SAG]] & 0xffff;
  const count = m[a0 + OB_SUBTYPE];
  const log = m[a0 + BRI_LOG];
  // Obj11_BendData: by bridge length (row of 16) and the log stood on, how deep it sags there.
  const depth = objectTable(w, 'bridgeBend')[(count << 4) + log];
  // Obj11_BendData2: row n is the curve from the bank to the log n logs away (n + 1 entries, the
  // last $FF); each log's share of the sag is (entry + 1) / 256.
  const bendCurve = objectTable(w, 'bridgeCurve');
  let a2 = a0 + BRI_LOGS;
  let curve = (log & 0xf) << 4;
  for (let i = 0; i <= log; i++) bendLog(m, m[a2++] * OBJECT_SIZE, bendCurve[curve++], depth, sin);
  // `addq.b #1; sub.b d0; neg.b`: the logs right of Sonic, as a byte; none when negative.
  const right = (count - log - 1) & 0xff;
  if (right & 0x80) return;
  curve = (right << 4) + right;
  for (let i = 0; i < right; i++) bendLog(m, m[a2++] * OBJECT_SIZE, bendCurve[--curve], depth, sin);
}

function bendLog(m: Uint8Array, a1: number, curve: number, depth: number, sin: number): void {
  const d0 = (((curve + 1) * depth) & 0xffff) * sin;
  ww(m, a1 + OB_Y, (d0 >>> 16) + rw(m, a1 + BRI_REST_Y));
}

/** `Bri_ChkDel`: out of range, every log (the bridge's own slot skipped) and then the bridge go. */
function briChkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (!outOfRange(w.s, rw(m, a0 + OB_X))) return;
  const count = m[a0 + OB_SUBTYPE];
  for (let i = 0; i < count; i++) {
    const a1 = m[a0 + BRI_LOGS + i] * OBJECT_SIZE;
    if (a1 !== a0) clearSlot(m, a1);
  }
  deleteObject(m, a0);
}
