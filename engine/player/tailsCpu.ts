/**
 * Sonic 2's CPU partner (`TailsCPU_Control` and its states `TailsCPU_Init`, `_Spawning`,
 * `_Respawn`, `_Flying`, `_Normal`, `_Panic`, `_Despawn`, `_CheckDespawn`; SPG "Player 2").
 * It decides the partner's buttons for the frame (`Ctrl_2_Logical`) from player 1's input,
 * position and status 16 frames ago (recorded by player 1: recordPosition, playerFrame.ts), and moves the partner itself
 * while it flies back in. Everything it keeps is in the partner block (CPU_* words), so
 * snapshots, hashes and movies cover its decisions.
 *
 * Each frame, before the partner's own movement:
 * - any of U D L R A B C held on the second pad gives the pad control for 600 frames
 *   (`Tails_control_counter`), counted down only in the normal state;
 * - Init: normal state, speeds 0, the status byte 0 (grounded), no object control.
 * - Normal: player 1 dead → fly to it. Off screen for 300 frames (or standing on an object
 *   whose type changed while off screen) → despawn. While the pad has control, or the partner
 *   is fully held by an object, the pad's buttons are used as they are. A control lock with
 *   ground speed 0 (stuck on a slope) → the panic state, this frame still following.
 *   Following, with (x, y, input, status) of player 1 16 frames ago: unless the partner pushes
 *   and player 1 did not, at 16 px or more to the side Left/Right (held and pressed) replace
 *   player 1's; moving (ground speed not 0) and facing the target, x steps 1 px towards it; level
 *   with it, the partner faces as player 1 did. A jump the CPU started keeps A/B/C held while
 *   airborne. Every 64th frame (frame counter & 0x3F = 0), not ducking, it jumps on its own when
 *   the target is 32 px or more above (and, except on every 256th frame, within 64 px across),
 *   or when it pushes and player 1 did not.
 * - Panic (spindash out of a slope): with no control lock and ground speed 0, face player 1 and
 *   hold Down; ducking, press A/B/C to start the spindash; charging, press again every 32nd
 *   frame; on every 128th frame release everything and follow again.
 * - Despawn: parked at (0x4000, 0), airborne, held and untouchable, waiting.
 * - Spawning: every 64th frame, or at once when A/B/C/Start is held on the second pad, when
 *   player 1 is not held, airborne, roll-jumping or underwater: respawn 192 px above player 1
 *   (x = player 1's x) and fly.
 * - Flying (`TailsCPU_Flying`): off screen for 300 frames → back to waiting. Target = player 1's
 *   position 16 frames ago (y at most water surface - 16). x moves towards it by
 *   min(|dx| >> 4, 12) + |player 1's x speed in px| + 1, never past it; y moves 1 px. When x
 *   arrives this frame, y was already level and player 1 was then grounded (not airborne,
 *   roll-jumping or underwater), it lands: normal state, speeds 0, airborne, player 1's layer.
 *
 * Not modelled: the sprite's invulnerability blinking (an undisplayed sprite keeps its old
 * on-screen flag; here the flag is recomputed every frame), the `prevent_tails_respawn` status bit
 * (set by a few Sonic 2 objects), and the Tails-specific flying animation's art.
 * Units: pixels for positions the CPU compares and writes (as the original's word compares),
 * frames.
 */
import { BTN_A, BTN_B, BTN_C, BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_START, BTN_UP } from '../input.ts';
import {
  ANIM_DUCK, ANIM_FLY, ANIM_WALK, C_HIST_INDEX, CPU_CONTROL_COUNTER, CPU_INTERACT, CPU_JUMPING, CPU_ON_SCREEN, CPU_RESPAWN_COUNTER,
  CPU_ROUTINE, CPU_TARGET_X, CPU_TARGET_Y, HIST_BASE, HIST_ENTRIES, P_ANIM, P_CTRL_LOCK, P_FRAME, P_GSP, P_LAYER, P_ON_OBJECT,
  P_PRIORITY, P_SPINDASH_COUNTER, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_FACING_LEFT, ST_NO_TOUCH, ST_OBJ_CONTROL,
  ST_ON_OBJECT, ST_PUSH, ST_ROLL, ST_ROLL_JUMP, ST_SPINDASH, ST_UNDERWATER, STAT_HIST_BASE, W_WATER, W_WATER_Y,
} from '../state/layout.ts';
import { O_FLAGS, O_TYPE, OF_LOADED } from '../objects/objectFields.ts';
import type { PlayerContext } from './context.ts';

export const CPU_INIT = 0;
export const CPU_SPAWNING = 1;
export const CPU_FLYING = 2;
export const CPU_NORMAL = 3;
export const CPU_PANIC = 4;

/** How far back the CPU reads player 1's record: 16 entries before this frame's. */
export const CPU_DELAY = 16;
/** Frames the second pad keeps control after it was touched (10 seconds). */
export const CPU_PAD_CONTROL_FRAMES = 600;
/** Frames off screen before the partner despawns or gives up flying in. */
export const CPU_RESPAWN_FRAMES = 0x12c;
/** Respawning: this many px above player 1. */
export const CPU_RESPAWN_HEIGHT = 0xc0;
/** Where a despawned partner waits (`TailsCPU_Despawn`), px. */
export const CPU_PARKED_X = 0x4000;
/** The flying partner's x step: at most 12 px of the distance (|dx| >> 4) per frame. */
export const CPU_FLY_MAX_STEP = 0xc;
/** Following: nearer than this (px) across, player 1's own Left/Right are kept. */
export const CPU_FOLLOW_NEAR = 0x10;
/** Following: the CPU's own jumps need the target within this (px) across (but every 256th frame). */
export const CPU_JUMP_REACH = 0x40;
/** Following: the CPU jumps when the target is at least this (px) above. */
export const CPU_JUMP_HEIGHT = 0x20;
/** The flying partner keeps this many px above the water surface. */
export const CPU_FLY_ABOVE_WATER = 0x10;

const PAD_DIRECTIONS_AND_JUMP = BTN_UP | BTN_DOWN | BTN_LEFT | BTN_RIGHT | BTN_A | BTN_B | BTN_C;
const ABC = BTN_A | BTN_B | BTN_C;
/** The bits of Sonic 2's status byte (x_flip, in_air, rolling, on_object, rolljumping, pushing, underwater). */
const STATUS_BYTE = ST_FACING_LEFT | ST_AIR | ST_ROLL | ST_ON_OBJECT | ST_ROLL_JUMP | ST_PUSH | ST_UNDERWATER;
/** Player 1 not yet safe to respawn beside / not grounded for landing (`andi.b #$D2`: in_air, rolljumping, underwater). */
const NOT_SETTLED = ST_AIR | ST_ROLL_JUMP | ST_UNDERWATER;

/** Held and pressed bytes as one logical input word (`Ctrl_2_Logical`: held | pressed << 8). */
export function logicalInput(held: number, pressed: number): number {
  return (held & 0xff) | ((pressed & 0xff) << 8);
}

/**
 * One frame of TailsCPU_Control for partner `c` (its view `c.s`, the whole state `c.state` with
 * player 1 at offset 0). `pad` is the second pad's held buttons and `logical` the input the
 * partner would run with from the pad (held | pressed << 8); returns the input it runs with.
 */
export function tailsCpu(c: PlayerContext, pad: number, logical: number): number {
  const s = c.s;
  if (pad & PAD_DIRECTIONS_AND_JUMP) s[CPU_CONTROL_COUNTER] = CPU_PAD_CONTROL_FRAMES;
  switch (s[CPU_ROUTINE]) {
    case CPU_INIT:
      init(s);
      return logical;
    case CPU_SPAWNING:
      spawning(c, logical);
      return logical;
    case CPU_FLYING:
      flying(c);
      return logical;
    case CPU_NORMAL:
      return normal(c, logical);
    default:
      return panic(c, logical);
  }
}

function init(s: Int32Array): void {
  s[CPU_ROUTINE] = CPU_NORMAL;
  s[P_STATUS] &= ~(STATUS_BYTE | ST_OBJ_CONTROL | ST_NO_TOUCH);
  s[P_ANIM] = ANIM_WALK;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  s[P_GSP] = 0;
  s[CPU_RESPAWN_COUNTER] = 0;
}

/** The record index `back` entries before player 1's latest (its next write is C_HIST_INDEX). */
function recordIndex(state: Int32Array, back: number): number {
  return (state[C_HIST_INDEX] - 1 - back) & (HIST_ENTRIES - 1);
}

function spawning(c: PlayerContext, logical: number): void {
  const g = c.state;
  if ((logical & (ABC | BTN_START)) === 0) {
    if ((g[P_FRAME] & 0x3f) !== 0) return;
    if (g[P_STATUS] & (ST_OBJ_CONTROL | ST_NO_TOUCH)) return;
    if (g[P_STATUS] & NOT_SETTLED) return;
  }
  respawn(c);
}

/** TailsCPU_Respawn: above player 1, flying in. */
function respawn(c: PlayerContext): void {
  const s = c.s;
  const g = c.state;
  s[CPU_ROUTINE] = CPU_FLYING;
  const x = g[P_X] >> 8;
  const y = g[P_Y] >> 8;
  s[P_X] = (x << 8) | (s[P_X] & 0xff);
  s[CPU_TARGET_X] = x;
  s[CPU_TARGET_Y] = y;
  s[P_Y] = ((y - CPU_RESPAWN_HEIGHT) << 8) | (s[P_Y] & 0xff);
  s[P_STATUS] &= ~ST_SPINDASH;
  s[P_SPINDASH_COUNTER] = 0;
}

function flying(c: PlayerContext): void {
  const s = c.s;
  const g = c.state;
  if (s[CPU_ON_SCREEN] !== 0) s[CPU_RESPAWN_COUNTER] = 0;
  else if (++s[CPU_RESPAWN_COUNTER] >= CPU_RESPAWN_FRAMES) {
    s[CPU_RESPAWN_COUNTER] = 0;
    s[CPU_ROUTINE] = CPU_SPAWNING;
    park(s, 0);
    return;
  }
  const i = recordIndex(g, CPU_DELAY);
  s[CPU_TARGET_X] = g[HIST_BASE + 2 * i];
  s[CPU_TARGET_Y] = g[HIST_BASE + 2 * i + 1];
  if (g[W_WATER] !== 0) {
    const limit = g[W_WATER_Y] - CPU_FLY_ABOVE_WATER;
    if (limit < s[CPU_TARGET_Y]) s[CPU_TARGET_Y] = limit;
  }
  // x: towards the target by min(|dx| >> 4, 12) + |player 1's x speed, px| + 1, never past it.
  let dx = ((s[P_X] >> 8) - s[CPU_TARGET_X]) << 16 >> 16;
  if (dx !== 0) {
    const far = Math.min(Math.abs(dx) >> 4, CPU_FLY_MAX_STEP);
    const p1Speed = Math.abs((g[P_XSP] << 16 >> 16) >> 8); // mvabs.b x_vel(a1): the speed's pixel byte
    let step = (far + p1Speed + 1) & 0xffff;
    if (dx > 0) {
      s[P_STATUS] |= ST_FACING_LEFT;
      if (step >= dx) {
        step = dx;
        dx = 0;
      }
      step = -step;
    } else {
      s[P_STATUS] &= ~ST_FACING_LEFT;
      dx = -dx;
      if (step >= dx) {
        step = dx;
        dx = 0;
      }
    }
    s[P_X] += step << 8;
  }
  const dy = ((s[P_Y] >> 8) - s[CPU_TARGET_Y]) << 16 >> 16;
  if (dy !== 0) s[P_Y] += dy > 0 ? -0x100 : 0x100;
  if (s[STAT_HIST_BASE + 2 * i + 1] & NOT_SETTLED) return;
  if (dx !== 0 || dy !== 0) return;
  // Landed beside player 1.
  s[CPU_ROUTINE] = CPU_NORMAL;
  s[P_ANIM] = ANIM_WALK;
  s[P_XSP] = 0;
  s[P_YSP] = 0;
  s[P_GSP] = 0;
  s[P_STATUS] = (s[P_STATUS] & ~(STATUS_BYTE | ST_OBJ_CONTROL | ST_NO_TOUCH)) | ST_AIR;
  s[P_CTRL_LOCK] = 0;
  s[P_LAYER] = g[P_LAYER];
  s[P_PRIORITY] = g[P_PRIORITY];
}

function normal(c: PlayerContext, logical: number): number {
  const s = c.s;
  const g = c.state;
  if (g[P_STATUS] & ST_DEAD) {
    // TailsCPU_Normal: player 1 is dead; fly down to it.
    s[CPU_ROUTINE] = CPU_FLYING;
    s[P_STATUS] = (s[P_STATUS] & ~(STATUS_BYTE | ST_SPINDASH)) | ST_AIR | ST_OBJ_CONTROL | ST_NO_TOUCH;
    s[P_SPINDASH_COUNTER] = 0;
    s[P_ANIM] = ANIM_FLY;
    return logical;
  }
  checkDespawn(c); // a despawn leaves the partner untouchable: the branch below then keeps the pad's buttons
  if (s[CPU_CONTROL_COUNTER] !== 0 || s[P_STATUS] & ST_NO_TOUCH) {
    // TailsCPU_Normal_HumanControl: the pad's buttons, and the counter runs down.
    if (s[CPU_CONTROL_COUNTER] !== 0) s[CPU_CONTROL_COUNTER]--;
    return logical;
  }
  if (s[P_CTRL_LOCK] !== 0 && s[P_GSP] === 0) s[CPU_ROUTINE] = CPU_PANIC;
  const i = recordIndex(g, CPU_DELAY);
  const targetX = g[HIST_BASE + 2 * i];
  const targetY = g[HIST_BASE + 2 * i + 1];
  const record = s[STAT_HIST_BASE + 2 * i];
  const status = s[STAT_HIST_BASE + 2 * i + 1];
  let held = record & 0xff;
  let pressed = (record >> 8) & 0xff;
  let across = 0;
  if ((s[P_STATUS] & ST_PUSH) === 0 || (status & ST_PUSH) !== 0) {
    const d = (targetX - (s[P_X] >> 8)) << 16 >> 16;
    if (d === 0) {
      // TailsCPU_Normal_Stand: face as player 1 did.
      s[P_STATUS] = (s[P_STATUS] & ~ST_FACING_LEFT) | (status & ST_FACING_LEFT);
    } else {
      across = Math.abs(d);
      const dir = d > 0 ? BTN_RIGHT : BTN_LEFT;
      if (across >= CPU_FOLLOW_NEAR) {
        held = (held & ~(BTN_LEFT | BTN_RIGHT)) | dir;
        pressed = (pressed & ~(BTN_LEFT | BTN_RIGHT)) | dir;
      }
      const facingLeft = (s[P_STATUS] & ST_FACING_LEFT) !== 0;
      if (s[P_GSP] !== 0 && facingLeft === (d < 0)) s[P_X] += d < 0 ? -0x100 : 0x100;
    }
    // TailsCPU_Normal_FilterAction
    if (s[CPU_JUMPING] !== 0) {
      held |= ABC;
      if (s[P_STATUS] & ST_AIR) return logicalInput(held, pressed);
      s[CPU_JUMPING] = 0;
    }
    if ((g[P_FRAME] & 0xff) !== 0 && across >= CPU_JUMP_REACH) return logicalInput(held, pressed);
    const up = ((s[P_Y] >> 8) - targetY) << 16 >> 16; // > 0: the target is above
    if (up < CPU_JUMP_HEIGHT) return logicalInput(held, pressed);
  }
  // TailsCPU_Normal_FilterAction_Part2: a jump of its own every 64th frame.
  if ((g[P_FRAME] & 0x3f) !== 0 || s[P_ANIM] === ANIM_DUCK) return logicalInput(held, pressed);
  s[CPU_JUMPING] = 1;
  return logicalInput(held | ABC, pressed | ABC);
}

function panic(c: PlayerContext, logical: number): number {
  const s = c.s;
  const g = c.state;
  checkDespawn(c); // a despawn (routine Spawning) does not stop the rest, as in the original
  if (s[CPU_CONTROL_COUNTER] !== 0 || s[P_CTRL_LOCK] !== 0) return logical;
  const frame = g[P_FRAME] & 0xff;
  if (s[P_STATUS] & ST_SPINDASH) {
    // TailsCPU_Panic_ChargingDash
    if ((frame & 0x7f) === 0) return release(s);
    if ((frame & 0x1f) === 0) return logicalInput(BTN_DOWN | ABC, BTN_DOWN | ABC);
    return logicalInput(BTN_DOWN, BTN_DOWN);
  }
  if (s[P_GSP] !== 0) return logical;
  // Face player 1: left when at or right of it (an unsigned compare of the pixel words).
  if (((s[P_X] >> 8) & 0xffff) >= ((g[P_X] >> 8) & 0xffff)) s[P_STATUS] |= ST_FACING_LEFT;
  else s[P_STATUS] &= ~ST_FACING_LEFT;
  if ((frame & 0x7f) === 0) return release(s);
  if (s[P_ANIM] === ANIM_DUCK) return logicalInput(BTN_DOWN | ABC, BTN_DOWN | ABC);
  return logicalInput(BTN_DOWN, BTN_DOWN);
}

/** TailsCPU_Panic_ReleaseDash: nothing held, back to following. */
function release(s: Int32Array): number {
  s[CPU_ROUTINE] = CPU_NORMAL;
  return 0;
}

/**
 * TailsCPU_CheckDespawn: on screen, the respawn counter resets; off screen it counts, and at 300
 * (or at once when the object stood on is no longer of the type seen last frame) the partner
 * despawns.
 */
function checkDespawn(c: PlayerContext): void {
  const s = c.s;
  if (s[CPU_ON_SCREEN] !== 0) s[CPU_RESPAWN_COUNTER] = 0;
  else if ((s[P_STATUS] & ST_ON_OBJECT) !== 0 && interactType(c) !== s[CPU_INTERACT]) {
    despawn(s);
    return;
  } else if (++s[CPU_RESPAWN_COUNTER] >= CPU_RESPAWN_FRAMES) {
    despawn(s);
    return;
  }
  s[CPU_INTERACT] = interactType(c);
}

/** The type (catalogue index + 1) of the object the partner stands on, 0 when none or unloaded. */
function interactType(c: PlayerContext): number {
  const slot = c.s[P_ON_OBJECT] - 1;
  // A slot past the level's object slots (a Sonic 2 act's objects live in its own region, where
  // P_ON_OBJECT names the game's slot) is no object of these fields: reading it would read the words after them.
  if (slot < 0 || slot >= c.slotCount) return 0;
  const g = c.state;
  if ((g[c.objectBase + O_FLAGS * c.slotCount + slot] & OF_LOADED) === 0) return 0;
  return g[c.objectBase + O_TYPE * c.slotCount + slot] + 1;
}

/** TailsCPU_Despawn: parked far right, waiting to respawn. */
export function despawn(s: Int32Array): void {
  s[CPU_CONTROL_COUNTER] = 0;
  s[CPU_RESPAWN_COUNTER] = 0;
  s[CPU_ROUTINE] = CPU_SPAWNING;
  park(s, CPU_PARKED_X);
}

function park(s: Int32Array, x: number): void {
  s[P_STATUS] = (s[P_STATUS] & ~STATUS_BYTE) | ST_AIR | ST_OBJ_CONTROL | ST_NO_TOUCH;
  s[P_X] = (x << 8) | (s[P_X] & 0xff);
  s[P_Y] = s[P_Y] & 0xff;
  s[P_ANIM] = ANIM_FLY;
}

