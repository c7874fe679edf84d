/**
 * Obj37, the rings a hit scatters (s2.asm `Obj37`: Obj37_Init, Obj37_Main with
 * Obj37_CheckBoundary, Obj37_Collect, Obj37_Sparkle over Ani_Ring, Obj37_Delete) and the timer
 * they share (`ChangeRingFrame`'s Ring_spill_anim_counter, _accum, _frame). Units: pixels, speeds
 * in subpixels a frame.
 *
 * - Init (the Obj37 HurtCharacter put in a free slot at the player: s2Touch.ts): as many rings as
 *   the player had, at most 32, this slot the first and the others in free slots (AllocateObject),
 *   each 8 px radii, collision_flags $47 (an item TouchResponse gives back: routine 4), on
 *   screen; speeds by CalcSine of an angle word from $288 (high byte the shift, low byte the
 *   angle, + $10 a pair, - $80 on a carry, back to $288 on a borrow), each pair mirrored in x; the
 *   timer to $FF; the player's Ring_count 0 and Extra_life_flags 0 (the Sidekick's, parent+1 not
 *   0, in a two-player game only). The first ring then runs Main on this frame.
 * - Main: frame from Ring_spill_anim_frame; ObjectMove, y_vel + $18; falling, on every 8th frame
 *   by (Vint_runcount's low byte + RunObjects' d7), on screen, RingCheckFloorDist: in the floor it
 *   is put on it and bounces (y_vel - y_vel >> 2, negated); deleted when the timer is 0 or below
 *   Camera_Max_Y_pos + 224.
 * - Collect (routine 4): CollectRing for the player in parent (s2Rings.ts), then the sparkle
 *   (Ani_Ring, its $FC ends it: routine 8 deletes it).
 *
 * RingCheckFloorDist reads Ring_FindFloor on the path the last player's code chose with the top
 * bit $C; the engine's sensor reads player 1's path with its top bit. Vint_runcount is the world's
 * `vblank` plus the frames stepped (no lag frames in the engine).
 */
import { SINE } from '../../fixed/trig.ts';
import { BLOCK_SOLID_TOP } from '../../level/types.ts';
import { P_FRAME, P_RINGS, W_LIMIT_BOTTOM } from '../../state/layout.ts';
import { senseDown } from '../../terrain/directions.ts';
import { allocateObject, deleteObject, displaySprite, OBJ_LOST_RINGS, OB_ID, OB_RENDER_FLAGS, OB_ROUTINE, OB_WIDTH_PIXELS, OB_X, OB_Y, rw, ww, type S2ObjectHost } from './s2Objects.ts';
import { animateSpriteBy, OB_MAPPING_FRAME } from './s2AnimateSprite.ts';
import { objectMove, OB_X_RADIUS, OB_X_VEL, OB_Y_RADIUS, OB_Y_VEL } from './s2ObjectMove.ts';
import { collectRing } from './s2Rings.ts';
import { OBJECT_SIZE, R_EXTRA_LIFE_FLAGS, R_EXTRA_LIFE_FLAGS_2P, R_RING_COUNT_2P, RING_SPILL_ACCUM, RING_SPILL_COUNTER, RING_SPILL_FRAME } from './s2State.ts';
import { OB_COLLISION_FLAGS, OB_PARENT } from './s2Touch.ts';

const ROUTINE_MAIN = 2;
const ROUTINE_COLLECT = 4;
const ROUTINE_SPARKLE = 6;
const ROUTINE_DELETE = 8;
/** render_flags: on_screen | level_fg. */
const RENDER_ON_SCREEN_LEVEL = 0x84;
const RENDER_ON_SCREEN = 0x80;
const RING_FLAGS = 0x47;
const MAX_RINGS = 32;
const START_ANGLE = 0x288;
const GRAVITY = 0x18;
const SCREEN_HEIGHT = 224;

const w16 = (v: number): number => v & 0xffff;
const s16 = (v: number): number => (v << 16) >> 16;

export function obj37(h: S2ObjectHost, a0: number): void {
  const routine = h.m[a0 + OB_ROUTINE];
  if (routine === 0) {
    if (init(h, a0)) main(h, a0);
  } else if (routine === ROUTINE_MAIN) main(h, a0);
  else if (routine === ROUTINE_COLLECT) {
    collect(h, a0);
    sparkle(h, a0);
  } else if (routine === ROUTINE_SPARKLE) sparkle(h, a0);
  else if (routine === ROUTINE_DELETE) deleteObject(h.m, a0);
}

/** Obj37_Init; false when the data for the rings is missing (a hand-made level: only the books, the slot freed). */
function init(h: S2ObjectHost, a0: number): boolean {
  const m = h.m;
  const g = h.g;
  const tails = m[a0 + OB_PARENT + 1] !== 0;
  if (h.data.ringSparkle !== null) {
    let d5 = Math.min(tails ? g[h.base + R_RING_COUNT_2P] : g[P_RINGS], MAX_RINGS) - 1;
    let d4 = START_ANGLE;
    let d2 = 0;
    let d3 = 0;
    let a1 = a0;
    const x = rw(m, a0 + OB_X);
    const y = rw(m, a0 + OB_Y);
    // `subq.w #1,d5` then dbf: Ring_count rings (a Ring_count of 0 is never hurt into an Obj37).
    for (; d5 >= 0; d5--) {
      if (a1 !== a0) {
        a1 = allocateObject(h);
        if (a1 < 0) break;
      }
      m[a1 + OB_ID] = OBJ_LOST_RINGS;
      m[a1 + OB_ROUTINE] = ROUTINE_MAIN;
      m[a1 + OB_Y_RADIUS] = 8;
      m[a1 + OB_X_RADIUS] = 8;
      ww(m, a1 + OB_X, x);
      ww(m, a1 + OB_Y, y);
      m[a1 + OB_RENDER_FLAGS] = RENDER_ON_SCREEN_LEVEL;
      m[a1 + OB_COLLISION_FLAGS] = RING_FLAGS;
      m[a1 + OB_WIDTH_PIXELS] = 8;
      g[h.base + RING_SPILL_COUNTER] = 0xff;
      if ((d4 & 0x8000) === 0) {
        // CalcSine of the low byte, each shifted left by the high byte (asl.w).
        const shift = d4 >> 8;
        d2 = w16(SINE[d4 & 0xff] << shift);
        d3 = w16(SINE[(d4 & 0xff) + 0x40] << shift);
        const low = (d4 & 0xff) + 0x10;
        d4 = (d4 & 0xff00) | (low & 0xff);
        if (low > 0xff) {
          const borrow = d4 < 0x80;
          d4 = w16(d4 - 0x80);
          if (borrow) d4 = START_ANGLE;
        }
      }
      ww(m, a1 + OB_X_VEL, d2);
      ww(m, a1 + OB_Y_VEL, d3);
      d2 = w16(-d2);
      d4 = w16(-d4);
      a1 = -1;
    }
  }
  if (!tails) {
    g[P_RINGS] = 0;
    g[h.base + R_EXTRA_LIFE_FLAGS] = 0;
  } else {
    g[h.base + R_RING_COUNT_2P] = 0;
    g[h.base + R_EXTRA_LIFE_FLAGS_2P] = 0;
  }
  if (h.data.ringSparkle === null) {
    deleteObject(m, a0);
    return false;
  }
  return true;
}

/** Obj37_Main and Obj37_CheckBoundary. */
function main(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const g = h.g;
  m[a0 + OB_MAPPING_FRAME] = g[h.base + RING_SPILL_FRAME] & 0xff;
  objectMove(m, a0);
  const yv = w16(rw(m, a0 + OB_Y_VEL) + GRAVITY);
  ww(m, a0 + OB_Y_VEL, yv);
  if ((yv & 0x8000) === 0) {
    // RunObjects' d7: $8F for slot 0, so $7F - k for dynamic slot k.
    const d7 = 0x7f - a0 / OBJECT_SIZE;
    const vint = (h.vblankStart + g[P_FRAME]) & 0xff;
    if (((vint + d7) & 7) === 0 && (m[a0 + OB_RENDER_FLAGS] & RENDER_ON_SCREEN) !== 0) {
      const d1 = ringCheckFloorDist(h, a0);
      if (d1 < 0) {
        ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
        const v = s16(rw(m, a0 + OB_Y_VEL));
        ww(m, a0 + OB_Y_VEL, w16(-(v - (v >> 2))));
      }
    }
  }
  // Obj37_CheckBoundary
  if ((g[h.base + RING_SPILL_COUNTER] & 0xff) === 0) {
    deleteObject(m, a0);
    return;
  }
  if (w16(g[W_LIMIT_BOTTOM] + SCREEN_HEIGHT) < rw(m, a0 + OB_Y)) deleteObject(m, a0);
  else displaySprite(h, a0);
}

/** RingCheckFloorDist: the floor below (x, y + y_radius). */
function ringCheckFloorDist(h: S2ObjectHost, a0: number): number {
  const m = h.m;
  const y = w16(rw(m, a0 + OB_Y) + ((m[a0 + OB_Y_RADIUS] << 24) >> 24));
  return senseDown(h.player1.c.t, rw(m, a0 + OB_X), y, BLOCK_SOLID_TOP);
}

/** Obj37_Collect: routine 6, no more touches, CollectRing for the player Touch_ChkValue named. */
function collect(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  m[a0 + OB_ROUTINE] = ROUTINE_SPARKLE;
  m[a0 + OB_COLLISION_FLAGS] = 0;
  collectRing(h.g, h.base, m[a0 + OB_PARENT + 1] !== 0);
}

/** Obj37_Sparkle: Ani_Ring, whose $FC moves it to Obj37_Delete. */
function sparkle(h: S2ObjectHost, a0: number): void {
  animateSpriteBy(h.m, a0, [h.data.ringSparkle!]);
  displaySprite(h, a0);
}

/** ChangeRingFrame's part for the scattered rings: while the timer runs, accum += timer, frame = accum's bits 9-10, timer - 1. */
export function changeRingFrame(g: Int32Array, base: number): void {
  const counter = g[base + RING_SPILL_COUNTER] & 0xff;
  if (counter === 0) return;
  const accum = w16(counter + g[base + RING_SPILL_ACCUM]);
  g[base + RING_SPILL_ACCUM] = accum;
  g[base + RING_SPILL_FRAME] = (accum >> 9) & 3;
  g[base + RING_SPILL_COUNTER] = counter - 1;
}
