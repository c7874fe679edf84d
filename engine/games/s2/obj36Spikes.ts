/**
 * Obj36, the spikes (s2.asm `Obj36`: Obj36_Init with Obj36_InitData, Obj36_Upright,
 * Obj36_Sideways, Obj36_Upsidedown, MoveSpikes with MoveSpikes_Still / _Vertical / _Horizontal
 * and MoveSpikes_Delay, then MarkObjGone2 by the base x). Units: pixels (words); the retract
 * offset is a word of 1/256 px whose high byte is added.
 *
 * - The subtype's high nibble picks the size and facing (Obj36_InitData, read from the checkout:
 *   width_pixels and y_radius; mapping_frame = the nibble; 4 and up sideways), y_flip hangs it
 *   upside down; the low nibble is the motion: 0 still, 1 up and down, 2 sideways, by 32 px in
 *   steps of 8 with 60 frames' rest at each end.
 * - Solid (SolidObject: width_pixels + $B wide, y_radius / + 1 high, skipped when not drawn on
 *   the last frame). Upright: a player standing on them is hurt; sideways: a player touching a
 *   side (pushing bit cleared after); upside down: a player touching the bottom. The hurt is
 *   Touch_ChkHurt2 (s2Touch.ts): not while invincible, invulnerable or hurt; the y move undone.
 *
 * Loaded only for the subtypes ported here (s2Objects.ts `loadsObject`): the high nibble 0 to 7
 * (Obj36_InitData's eight rows) and the motions 0 to 2 (MoveSpikes_Behaviors' three).
 */
import { markObjGone2, OB_RENDER_FLAGS, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_WIDTH_PIXELS, OB_X, OB_Y, rw, ww, type S2ObjectHost } from './s2Objects.ts';
import { OB_MAPPING_FRAME } from './s2AnimateSprite.ts';
import { OB_Y_RADIUS } from './s2ObjectMove.ts';
import { P1_STANDING_BIT, P2_STANDING_BIT } from './s2Platform.ts';
import { solidObject } from './s2Solid.ts';
import { touchChkHurt2 } from './s2Touch.ts';

/** spikes_base_x_pos, spikes_base_y_pos, spikes_retract_offset, spikes_retract_state, spikes_retract_timer (words). */
const BASE_X = 0x30;
const BASE_Y = 0x32;
const RETRACT_OFFSET = 0x34;
const RETRACT_STATE = 0x36;
const RETRACT_TIMER = 0x38;

const ROUTINE_UPRIGHT = 2;
const ROUTINE_SIDEWAYS = 4;
const ROUTINE_UPSIDEDOWN = 6;
const RENDER_LEVEL_FG = 0x04;
const STATUS_Y_FLIP = 0x02;
/** The retract: 8 px a step to 32, a rest of 60 frames at each end. */
const RETRACT_STEP = 0x800;
const RETRACT_FULL = 0x2000;
const RETRACT_REST = 60;
/** SolidObject's touch bits (d6's high word): a side, the bottom, for Sonic and for Tails. */
const P1_TOUCH_SIDE = 1;
const P2_TOUCH_SIDE = 2;
const P1_TOUCH_BOTTOM = 4;
const P2_TOUCH_BOTTOM = 8;

/** Whether spikes of `subtype` are ported (Obj36_InitData's rows, MoveSpikes_Behaviors' entries). */
export function spikesPorted(subtype: number): boolean {
  return (subtype >> 4) < 8 && (subtype & 0xf) <= 2;
}

export function obj36(h: S2ObjectHost, a0: number): void {
  const routine = h.m[a0 + OB_ROUTINE];
  if (routine === 0) init(h, a0);
  else if (routine === ROUTINE_UPRIGHT) upright(h, a0);
  else if (routine === ROUTINE_SIDEWAYS) sideways(h, a0);
  else if (routine === ROUTINE_UPSIDEDOWN) upsideDown(h, a0);
}

/** Obj36_Init (the routine runs from the next frame; no DisplaySprite on this one, so no on_screen bit for the next). */
function init(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  m[a0 + OB_ROUTINE] = ROUTINE_UPRIGHT;
  m[a0 + OB_RENDER_FLAGS] |= RENDER_LEVEL_FG;
  const d0 = m[a0 + OB_SUBTYPE] & 0xf0;
  m[a0 + OB_SUBTYPE] &= 0xf;
  const row = d0 >> 3;
  const data = h.data.spikesInitData!;
  m[a0 + OB_WIDTH_PIXELS] = data[row];
  m[a0 + OB_Y_RADIUS] = data[row + 1];
  const frame = row >> 1;
  m[a0 + OB_MAPPING_FRAME] = frame;
  if (frame >= 4) m[a0 + OB_ROUTINE] = ROUTINE_SIDEWAYS;
  if ((m[a0 + OB_STATUS] & STATUS_Y_FLIP) !== 0) m[a0 + OB_ROUTINE] = ROUTINE_UPSIDEDOWN;
  ww(m, a0 + BASE_X, rw(m, a0 + OB_X));
  ww(m, a0 + BASE_Y, rw(m, a0 + OB_Y));
}

/** SolidObject with the spikes' box: d1 = width_pixels + $B, d2 = y_radius, d3 = d2 + 1, d4 as given. */
function solid(h: S2ObjectHost, a0: number, d4: number): number {
  const m = h.m;
  const d2 = m[a0 + OB_Y_RADIUS];
  return solidObject(h, a0, m[a0 + OB_WIDTH_PIXELS] + 0xb, d2, d2 + 1, d4);
}

/** Obj36_Upright: the players standing on them after SolidObject are hurt. */
function upright(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  moveSpikes(m, a0);
  solid(h, a0, rw(m, a0 + OB_X));
  const standing = m[a0 + OB_STATUS];
  if ((standing & (1 << P1_STANDING_BIT)) !== 0) touchChkHurt2(h, h.player1, a0);
  if ((standing & (1 << P2_STANDING_BIT)) !== 0 && h.player2 !== null) touchChkHurt2(h, h.player2, a0);
  end(h, a0);
}

/** Obj36_Sideways: d4 is the x before MoveSpikes; a player touching a side is hurt, its pushing bit cleared. */
function sideways(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const d4 = rw(m, a0 + OB_X);
  moveSpikes(m, a0);
  const touch = solid(h, a0, d4);
  if ((touch & P1_TOUCH_SIDE) !== 0) {
    touchChkHurt2(h, h.player1, a0);
    m[a0 + OB_STATUS] &= ~(1 << (P1_STANDING_BIT + 2));
  }
  if ((touch & P2_TOUCH_SIDE) !== 0 && h.player2 !== null) {
    touchChkHurt2(h, h.player2, a0);
    m[a0 + OB_STATUS] &= ~(1 << (P2_STANDING_BIT + 2));
  }
  end(h, a0);
}

/** Obj36_Upsidedown: a player touching the bottom is hurt. */
function upsideDown(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  moveSpikes(m, a0);
  const touch = solid(h, a0, rw(m, a0 + OB_X));
  if ((touch & P1_TOUCH_BOTTOM) !== 0) touchChkHurt2(h, h.player1, a0);
  if ((touch & P2_TOUCH_BOTTOM) !== 0 && h.player2 !== null) touchChkHurt2(h, h.player2, a0);
  end(h, a0);
}

/** MarkObjGone2 with spikes_base_x_pos (a retracted spike is kept by where it stands). */
function end(h: S2ObjectHost, a0: number): void {
  markObjGone2(h, a0, rw(h.m, a0 + BASE_X));
}

/** MoveSpikes by the subtype (the low nibble, all Init left of it). */
function moveSpikes(m: Uint8Array, a0: number): void {
  const motion = m[a0 + OB_SUBTYPE];
  if (motion === 1) {
    moveSpikesDelay(m, a0);
    ww(m, a0 + OB_Y, rw(m, a0 + BASE_Y) + m[a0 + RETRACT_OFFSET]);
  } else if (motion === 2) {
    moveSpikesDelay(m, a0);
    ww(m, a0 + OB_X, rw(m, a0 + BASE_X) + m[a0 + RETRACT_OFFSET]);
  }
}

/** MoveSpikes_Delay: resting while the timer runs; else a step out (to 32 px) or back (to 0), each end starting a rest. */
function moveSpikesDelay(m: Uint8Array, a0: number): void {
  const timer = rw(m, a0 + RETRACT_TIMER);
  if (timer !== 0) {
    // (The sound when the rest ends on screen is not state.)
    ww(m, a0 + RETRACT_TIMER, timer - 1);
    return;
  }
  const offset = rw(m, a0 + RETRACT_OFFSET);
  if (rw(m, a0 + RETRACT_STATE) !== 0) {
    // MoveSpikes_ChkDir: back by 8 px; `bhs` keeps 0 itself, the step past it rests.
    if (offset >= RETRACT_STEP) {
      ww(m, a0 + RETRACT_OFFSET, offset - RETRACT_STEP);
      return;
    }
    ww(m, a0 + RETRACT_OFFSET, 0);
    ww(m, a0 + RETRACT_STATE, 0);
    ww(m, a0 + RETRACT_TIMER, RETRACT_REST);
    return;
  }
  // MoveSpikes_Retract
  const out = (offset + RETRACT_STEP) & 0xffff;
  if (out < RETRACT_FULL) {
    ww(m, a0 + RETRACT_OFFSET, out);
    return;
  }
  ww(m, a0 + RETRACT_OFFSET, RETRACT_FULL);
  ww(m, a0 + RETRACT_STATE, 1);
  ww(m, a0 + RETRACT_TIMER, RETRACT_REST);
}
