/**
 * Player 2 (Sonic 2's `Obj02` in a Sonic & Tails game): its block, its start and its frame.
 *
 * The partner's words are a block after the object slots (layout.ts "the partner"), and it runs
 * every player routine on a view of that block (PlayerSlot). Its frame comes right after player
 * 1's update, as the sidekick's object slot follows the main character's: the second pad's
 * buttons (`Ctrl_2`: bits 8..15 of the frame's input word), then, when the CPU drives it
 * (`control: 'cpu'`, Sonic 2's 1-player game), `TailsCPU_Control` (engine/player/tailsCpu.ts)
 * decides the buttons it runs with; then its movement routine, water check and touches, exactly
 * as player 1's. A `human` partner (Sonic 2's 2-player mode, without its split screen or its own
 * rings) runs with the second pad's buttons alone.
 *
 * The CPU partner never stays dead: once it has fallen 256 px below the level's bottom limit
 * (`Obj02_CheckGameOver`) it despawns and waits to fly back in. Its hits cost no rings
 * (`Hurt_Sidekick`); a human partner's neither (the rings it collects are player 1's count).
 *
 * Objects take it as Sonic 2's take the sidekick: touch objects through its own touch pass, the
 * layer switchers on its own crossing (`Obj03_MainX`), and solid objects, platforms, springs and
 * the gimmicks through a second pass after player 1's with its own standing and pushing flags
 * (engine/objects/solid/partnerPass.ts; each type's header says what the partner does there).
 * Sonic CD's checks after a carry (on with the platformThrough* fixes) read the carried player's
 * own plane (engine/objects/solid/carry.ts).
 *
 * Real Sonic 1 acts refuse a partner (partnerRefusal): Sonic 1 has no player 2, and its object
 * RAM, level rules and game over are Sonic's alone, so a second player there would be a game
 * that never existed, and the acts are kept to what the original does (ground-truth traces).
 */
import type { Level } from '../level/types.ts';
import { GRAVITY, ACCELERATION, DECELERATION, TOP_SPEED, CAMERA_BIAS_DEFAULT } from '../player/constants.ts';
import type { Character } from '../profiles/characters.ts';
import type { PartnerControl } from '../profiles/ids.ts';
import { playerFrame, recordPosition } from '../player/playerFrame.ts';
import { despawn, logicalInput, tailsCpu } from '../player/tailsCpu.ts';
import { FULL_AIR } from '../player/water.ts';
import { touchObjects } from '../objects/touch.ts';
import {
  C_BIAS, C_X, C_Y, CPU_INPUT, CPU_ON_SCREEN, P_AIR, P_DEATH_TIMER, P_HRAD, P_INPUT_PREV, P_LAYER, P_SPEED_ACC, P_SPEED_DEC,
  P_SPEED_MAX, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_HURT, W_LIMIT_BOTTOM,
} from '../state/layout.ts';
import type { PlayerSlot } from './playerSlot.ts';
import type { PartnerOptions } from '../profiles/ids.ts';

export { PARTNER_CONTROLS, type PartnerControl, type PartnerOptions } from '../profiles/ids.ts';

/** What every entry point (CLI, workbench, the world itself) says when a real act is given a partner. */
export const NO_PARTNER_ON_REAL_ACT = 'a real act (Sonic 1) has no player 2';

/** Why `level` cannot have `partner` (null: it can): only real Sonic 1 acts refuse one. */
export function partnerRefusal(level: Level, partner: PartnerOptions | null | undefined): string | null {
  return partner !== null && partner !== undefined && level.act !== undefined ? NO_PARTNER_ON_REAL_ACT : null;
}

/** InitPlayers: the partner starts 32 px left of and 4 px below player 1's start. */
export const PARTNER_START_DX = -0x20;
export const PARTNER_START_DY = 4;
/** Obj02_CheckGameOver: a dead CPU partner despawns this far (px) below the level's bottom limit. */
export const PARTNER_DEAD_DROP = 0x100;
/** The partner's sprite half-width for the on-screen test (`width_pixels` $18). */
export const PARTNER_SPRITE_WIDTH = 0x18;

/** The partner's words at the start (its block is already zeroed): airborne at its start, full air. */
export function resetPartner(s: Int32Array, level: Level, ch: Character): void {
  s[P_X] = (level.start.x + PARTNER_START_DX) << 8;
  s[P_Y] = (level.start.y + PARTNER_START_DY) << 8;
  s[P_WRAD] = ch.standWidth;
  s[P_HRAD] = ch.standHeight;
  s[P_STATUS] = ST_AIR;
  s[P_SPEED_MAX] = TOP_SPEED;
  s[P_SPEED_ACC] = ACCELERATION;
  s[P_SPEED_DEC] = DECELERATION;
  s[P_AIR] = FULL_AIR;
  s[C_BIAS] = CAMERA_BIAS_DEFAULT;
  // Obj02_Init sets the on-screen render flag.
  s[CPU_ON_SCREEN] = 1;
}

/** One frame of the partner, after player 1's update; `pad` is the second pad's held buttons. */
export function partnerFrame(p2: PlayerSlot, pad: number, control: PartnerControl): void {
  const s = p2.s;
  const pressed = pad & ~s[P_INPUT_PREV];
  s[P_INPUT_PREV] = pad;
  p2.padPress = pressed;
  let logical = logicalInput(pad, pressed);
  p2.events = 0;
  p2.events2 = 0;
  p2.t.layer = p2.t.planeLayer(s[P_LAYER]);
  const status = s[P_STATUS];
  if (control === 'cpu' && status & ST_DEAD && ((p2.state[W_LIMIT_BOTTOM] + PARTNER_DEAD_DROP) << 16 >> 16) < ((s[P_Y] >> 8) << 16 >> 16)) {
    // Obj02_Dead → Obj02_CheckGameOver: back to the control routine, despawned; the fall still
    // runs this frame (ObjectMoveAndFall, Tails_RecordPos).
    s[P_STATUS] &= ~(ST_DEAD | ST_HURT);
    s[P_DEATH_TIMER] = 0;
    despawn(s);
    s[P_X] += s[P_XSP];
    s[P_Y] += s[P_YSP];
    s[P_YSP] += GRAVITY;
    recordPosition(p2);
    s[CPU_INPUT] = logical;
    return;
  }
  // TailsCPU_Control runs from the control routine only (not while hurt or dead).
  if (control === 'cpu' && (status & (ST_DEAD | ST_HURT)) === 0) logical = tailsCpu(p2, pad, logical);
  s[CPU_INPUT] = logical;
  p2.held = logical & 0xff;
  p2.press = (logical >> 8) & 0xff;
  playerFrame(p2);
  touchObjects(p2);
  // Its event words are written after the whole frame (World.levelFrame), as player 1's are.
}

/** After the camera moved: whether the partner's sprite is on screen (BuildSprites' test), for next frame's CPU. */
export function updatePartnerOnScreen(p2: PlayerSlot): void {
  const s = p2.s;
  const g = p2.state;
  const dx = (((s[P_X] >> 8) - g[C_X]) << 16) >> 16;
  const dy = ((((s[P_Y] >> 8) - g[C_Y] + 0x80) & 0x7ff) << 16) >> 16;
  s[CPU_ON_SCREEN] = dx + PARTNER_SPRITE_WIDTH >= 0 && dx - PARTNER_SPRITE_WIDTH < 320 && dy >= 0x60 && dy < 0x80 + 224 + 32 ? 1 : 0;
}
