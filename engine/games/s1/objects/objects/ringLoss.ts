/**
 * Object $37 — rings flying out of Sonic when he is hurt (_incObj/25 & 37 Rings.asm: `RingLoss`,
 * `RLoss_Count`, `RLoss_Bounce`, `RLoss_Collect`, `RLoss_Sparkle`, `RLoss_Delete`).
 *
 * RLoss_Count turns itself and up to 31 free slots into bouncing rings (as many as Sonic had,
 * at most 32), on the game's fan of speeds: angle $288 stepping by $10 with CalcSine, the
 * speeds doubled per ring group, alternate rings mirrored; then rings = 0 and the shared
 * lifetime v_ani3_time = $FF. Each ring falls at $18 a frame and bounces off floors it meets on
 * one frame in four (the VBlank counter plus the ExecuteObjects counter for its slot, low two
 * bits 0), losing a quarter of its speed; it is collectable (type $47) until the lifetime ends.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findFreeObj } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_VEL_X, OB_VEL_Y,
  OB_WIDTH, OB_X, OB_Y, rsw, rw, speedToPos, ww,
} from '../ram.ts';
import { G_ANI3_FRAME, G_ANI3_TIME, G_LIFE_COUNT, G_VBLANK } from '../s1State.ts';
import { displaySprite } from '../spriteQueue.ts';
import { objFloorDist } from '../objFloorDist.ts';
import { collectRing, ringSparkle } from './rings.ts';
import { P_RINGS, W_LIMIT_BOTTOM } from '../../../../state/layout.ts';
import { EV_RING_LOSS } from '../../../../state/events.ts';
import { SINE } from '../../../../fixed/trig.ts';

export const ID_RING_LOSS = 0x37;

export function ringLoss(w: S1ObjectContext, a0: number): void {
  switch (w.m[a0 + OB_ROUTINE]) {
    case 0:
      count(w, a0);
      bounce(w, a0);
      return;
    case 2:
      bounce(w, a0);
      return;
    case 4:
      w.m[a0 + OB_ROUTINE] += 2;
      w.m[a0 + OB_COL_TYPE] = 0;
      w.m[a0 + OB_PRIORITY] = 1;
      collectRing(w);
      ringSparkle(w, a0);
      return;
    case 6:
      ringSparkle(w, a0);
      return;
    default:
      deleteObject(w.m, a0);
  }
}

/** `CalcSine`: (sine, cosine) of a hex angle, from the engine's table (the ROM's sinewave). */
function calcSine(a: number): [number, number] {
  return [SINE[a & 0xff], SINE[(a & 0xff) + 0x40]];
}

function count(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  let n = s[P_RINGS] & 0xffff;
  if (n >= 32) n = 32;
  let d5 = n - 1;
  let d4 = 0x288;
  let d2 = 0;
  let d3 = 0;
  let a1 = a0;
  for (;;) {
    m[a1 + OB_ID] = ID_RING_LOSS;
    m[a1 + OB_ROUTINE] += 2;
    m[a1 + OB_HEIGHT] = 8;
    m[a1 + OB_WIDTH] = 8;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_PRIORITY] = 3;
    m[a1 + OB_COL_TYPE] = 0x47;
    m[a1 + OB_ACT_WID] = 8;
    s[G_ANI3_TIME] = 0xff;
    if ((d4 & 0x8000) === 0) {
      const [sin, cos] = calcSine(d4);
      const shift = (d4 >> 8) & 0xff;
      d2 = (sin << shift) & 0xffff;
      d3 = (cos << shift) & 0xffff;
      const low = (d4 & 0xff) + 0x10;
      d4 = (d4 & 0xff00) | (low & 0xff);
      if (low > 0xff) {
        const v = d4 - 0x80;
        d4 = v < 0 ? 0x288 : v;
      }
    }
    ww(m, a1 + OB_VEL_X, d2);
    ww(m, a1 + OB_VEL_Y, d3);
    d2 = -d2 & 0xffff;
    d4 = -d4 & 0xffff;
    if (--d5 < 0) break;
    a1 = findFreeObj(m);
    if (a1 < 0) break;
  }
  s[P_RINGS] = 0;
  s[G_LIFE_COUNT] = 0;
  w.events |= EV_RING_LOSS;
}

function bounce(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  m[a0 + OB_FRAME] = s[G_ANI3_FRAME];
  speedToPos(m, a0);
  const vy = (rsw(m, a0 + OB_VEL_Y) + 0x18) & 0xffff;
  ww(m, a0 + OB_VEL_Y, vy);
  if ((vy & 0x8000) === 0) {
    // d7: ExecuteObjects' countdown for this slot ($7F - slot).
    const d7 = 0x7f - a0 / OBJECT_SIZE;
    if (((s[G_VBLANK] + d7) & 3) === 0) {
      const d1 = objFloorDist(w, a0);
      if (d1 < 0) {
        ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
        const v = rsw(m, a0 + OB_VEL_Y);
        ww(m, a0 + OB_VEL_Y, -(v - (v >> 2)));
      }
    }
  }
  if (s[G_ANI3_TIME] === 0) {
    deleteObject(m, a0);
    return;
  }
  if (((s[W_LIMIT_BOTTOM] + 0xe0) & 0xffff) < rw(m, a0 + OB_Y)) {
    deleteObject(m, a0);
    return;
  }
  displaySprite(w, a0);
}
