/**
 * Sonic 2's rings manager (s2.asm `RingsManager`, `Touch_Rings`, `CollectRing`): the act's
 * rings are not objects but a sorted table (ringLayout.ts) the manager walks with the camera.
 *
 * - `RingsManager_Init` (once, after InitPlayers, with the start camera): the range of slots
 *   whose x is within [camera x - 8, camera x - 8 + 336) (the left edge at least 1).
 * - `RingsManager_Main` (each frame after the camera moved, DeformBgLayer): the rings being
 *   collected step their sparkle (a frame every 6 updates, from 4; at 8 the slot's status is
 *   $FFFF and the ring is gone for good), then the range follows the camera, forwards and back.
 * - `Touch_Rings` (the first thing TouchResponse does, for Sonic and for Tails after their own
 *   updates): every ring in the range not yet touched whose 12 x 12 box (x - 6, y - 6, both far
 *   edges in) meets the player's (x - 8, 16 wide; y - (y radius - 3), 2 * (y radius - 3) high;
 *   mapping frame $4D, Sonic's last ducking frame, 12 px lower and 20 high — Tails' frame $4D too,
 *   the routine does not ask who it is) is collected, unless invulnerable_time is $5A or more.
 *   Compares are the 68000's unsigned word compares.
 * - `CollectRing`: Rings_Collected and Ring_count up (to 999), a life at 100 and at 200 rings
 *   (Extra_life_flags); Tails' ring counts Rings_Collected_2P and Ring_count_2P, then, in a
 *   one-player game, Ring_count as Sonic's does (CollectRing_Tails falls into CollectRing_1P).
 *
 * All counts in the state's words (s2State.ts, from `base`); W_LIVES is Life_count (a byte).
 */
import { EV_HURT_RECOVER } from '../../state/events.ts';
import {
  P_HRAD, P_INVULN_TIMER, P_MAP_FRAME, P_RINGS, P_STATUS, P_SUPER_TRANSFORM, P_DROWN_TIMER, P_X, P_Y, ST_DEAD, ST_HURT, ST_NO_TOUCH, W_LIVES,
} from '../../state/layout.ts';
import { WATER_RULES } from '../../profiles/water.ts';
import type { Profile } from '../../profiles/profile.ts';
import type { RingPositions } from './ringLayout.ts';
import {
  CONSUMING_ENTRIES, R_COLLECTED, R_COLLECTED_2P, R_CONSUMING, R_END, R_EXTRA_LIFE_FLAGS, R_PERFECT_LEFT, R_RING_COUNT_2P, R_START, R_STATUS,
} from './s2State.ts';

/** screen_width + 16: the range's width. */
const RANGE_WIDTH = 320 + 16;
/** Touch_Rings' status of a ring just touched: timer 6 (high byte), frame 4. */
const JUST_COLLECTED = 0x0604;
const GONE = 0xffff;
/** Sonic's mapping frame $4D: the last frame of SonAni_Duck. */
const DUCK_FRAME = 0x4d;
/** invulnerable_time from which rings cannot be touched (the first frames after a hit). */
const NO_RINGS_INVULN = 0x5a;
const MAX_COUNT = 999;

/** Touch_Rings' caller, as much of a player as it reads. */
export interface RingToucher {
  readonly s: Int32Array;
  readonly state: Int32Array;
  readonly events: number;
  readonly sidekick: boolean;
  readonly p: Profile;
}

/** The left edge of the range: camera x - 8, at least 1 (`subq.w #8,d4; bhi.s; moveq #1,d4`). */
function leftEdge(camX: number): number {
  const x = camX & 0xffff;
  return x > 8 ? x - 8 : 1;
}

/** RingsManager_Setup's counter and RingsManager_Init's range, with the camera where LevelSizeLoad put it. */
export function ringsManagerInit(g: Int32Array, base: number, pos: RingPositions, camX: number): void {
  g[base + R_PERFECT_LEFT] = pos.count;
  let d4 = leftEdge(camX);
  let a1 = 0;
  while (d4 > pos.x[a1]) a1++;
  g[base + R_START] = a1;
  d4 = (d4 + RANGE_WIDTH) & 0xffff;
  while (d4 > pos.x[a1]) a1++;
  g[base + R_END] = a1;
}

/** RingsManager_Main: the sparkles, then the range after the camera. */
export function ringsManagerMain(g: Int32Array, base: number, pos: RingPositions, camX: number): void {
  let n = g[base + R_CONSUMING];
  if (n > 0) {
    let e = 0;
    for (; n > 0; n--) {
      let slot = 0;
      while (slot === 0) slot = g[base + R_CONSUMING + 1 + e++];
      const st = g[base + R_STATUS + slot];
      let timer = ((st >> 8) - 1) & 0xff;
      let frame = st & 0xff;
      if (timer === 0) {
        timer = 6;
        frame = (frame + 1) & 0xff;
        if (frame === 8) {
          g[base + R_STATUS + slot] = GONE;
          g[base + R_CONSUMING + e] = 0;
          g[base + R_CONSUMING]--;
          continue;
        }
      }
      g[base + R_STATUS + slot] = (timer << 8) | frame;
    }
  }
  let d4 = leftEdge(camX);
  let a1 = g[base + R_START];
  while (d4 > pos.x[a1]) a1++;
  while (a1 > 0 && d4 <= pos.x[a1 - 1]) a1--;
  g[base + R_START] = a1;
  d4 = (d4 + RANGE_WIDTH) & 0xffff;
  let a2 = g[base + R_END];
  while (d4 > pos.x[a2]) a2++;
  while (a2 > 0 && d4 <= pos.x[a2 - 1]) a2--;
  g[base + R_END] = a2;
}

/** Whether TouchResponse runs for `w` this frame (the player's control routine, not knocked back, dead or held by obj_control bit 7). */
export function touchResponseRuns(w: RingToucher): boolean {
  const s = w.s;
  if (s[P_STATUS] & (ST_DEAD | ST_HURT) || w.events & EV_HURT_RECOVER) return false;
  if (s[P_DROWN_TIMER] !== 0 && WATER_RULES[w.p.id].drownedMotion === 'routine') return false;
  return (s[P_STATUS] & ST_NO_TOUCH) === 0 && s[P_SUPER_TRANSFORM] === 0;
}

/** Touch_Rings for one player (after its update). Returns the rings collected. */
export function touchRings(w: RingToucher, base: number, pos: RingPositions): number {
  const g = w.state;
  const s = w.s;
  let a1 = g[base + R_START];
  const a2 = g[base + R_END];
  if (a1 === a2 || s[P_INVULN_TIMER] >= NO_RINGS_INVULN) return 0;
  const d2 = ((s[P_X] >> 8) - 8) & 0xffff;
  let d5 = (s[P_HRAD] - 3) & 0xff;
  let d3 = ((s[P_Y] >> 8) - d5) & 0xffff;
  if (s[P_MAP_FRAME] === DUCK_FRAME) {
    d3 = (d3 + 0xc) & 0xffff;
    d5 = 0xa;
  }
  d5 *= 2;
  let collected = 0;
  for (; a1 < a2; a1++) {
    if (g[base + R_STATUS + a1] !== 0) continue;
    if (!within((pos.x[a1] - 6) & 0xffff, d2, 16) || !within((pos.y[a1] - 6) & 0xffff, d3, d5)) continue;
    g[base + R_STATUS + a1] = JUST_COLLECTED;
    collectRing(g, base, w.sidekick);
    let e = 0;
    while (e < CONSUMING_ENTRIES - 1 && g[base + R_CONSUMING + 1 + e] !== 0) e++;
    g[base + R_CONSUMING + 1 + e] = a1;
    g[base + R_CONSUMING]++;
    collected++;
  }
  return collected;
}

/**
 * One axis of Touch_Rings: the ring's near edge `a` against the player's `b` and span: past it
 * (no borrow) within the span, or before it by less than the ring's 12 (the add carries).
 */
function within(a: number, b: number, span: number): boolean {
  if (a >= b) return a - b <= span;
  return ((a - b) & 0xffff) + 12 > 0xffff;
}

/** Touch_ConsumeRing → CollectRing_Sonic / CollectRing_Tails (a one-player game); Obj37_Collect's CollectRing too. */
export function collectRing(g: Int32Array, base: number, tails: boolean): void {
  g[base + R_PERFECT_LEFT] = (g[base + R_PERFECT_LEFT] - 1) & 0xffff;
  if (tails) {
    if (g[base + R_COLLECTED_2P] < MAX_COUNT) g[base + R_COLLECTED_2P]++;
    if (g[base + R_RING_COUNT_2P] < MAX_COUNT) g[base + R_RING_COUNT_2P]++;
  } else if (g[base + R_COLLECTED] < MAX_COUNT) g[base + R_COLLECTED]++;
  // CollectRing_1P (REV01: the count and the HUD only below 999).
  if (g[P_RINGS] >= MAX_COUNT) return;
  g[P_RINGS]++;
  if (g[P_RINGS] < 100) return;
  const flags = g[base + R_EXTRA_LIFE_FLAGS];
  g[base + R_EXTRA_LIFE_FLAGS] = flags | 2;
  if ((flags & 2) !== 0) {
    if (g[P_RINGS] < 200) return;
    g[base + R_EXTRA_LIFE_FLAGS] = flags | 4;
    if ((flags & 4) !== 0) return;
  }
  g[W_LIVES] = (g[W_LIVES] + 1) & 0xff;
}
