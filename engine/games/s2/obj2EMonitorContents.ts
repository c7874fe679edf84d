/**
 * Obj2E, a monitor's contents (s2.asm `Obj2E`: Obj2E_Init, Obj2E_Raise, the Obj2E_Types by the
 * monitor's anim, Obj2E_Wait), one-player mode. Units: pixels, speeds in subpixels a frame.
 *
 * The icon rises from the broken monitor at y_vel -$300, slowing by $18 a frame (ObjectMove);
 * on the frame its y_vel is no longer negative the player who broke it (parent) gets the
 * contents, counted in Monitors_Broken (Sonic) or Monitors_Broken_2P; it stays $1D + 1 frames
 * more, then is deleted.
 *
 * - 0 (static), 3 (Eggman): Touch_ChkHurt2 on the player, as spikes hurt (s2Touch.ts).
 * - 1 (Sonic): a life (Life_count), counted in Monitors_Broken whoever broke it. 2 (Tails): a
 *   life for player 2 (Life_count_2P, which the engine does not keep: counted only).
 * - 4 (rings): REV01's: Rings_Collected and Ring_count + 10, each to 999, a life at 100 and at
 *   200 (Extra_life_flags' bits 1 and 2, as CollectRing) — Ring_count_2P for the Sidekick.
 * - 5 (shoes): speedshoes_time 20 * 60, the movement words $C00 / $18 / $80 (giveSpeedShoes).
 * - 6 (shield): status_secondary.shield (the Obj38 it loads draws only).
 * - 7 (invincibility): invincibility_time 20 * 60 unless Super (the Obj35 stars draw only).
 * - 8 (teleport): swaps the players in a two-player game's way (swap_players); in a one-player
 *   game only counted here (the swap of the two characters' RAM is not ported).
 * - 9 (?): counted only (the game does nothing else).
 */
import { giveSpeedShoes } from '../../player/speedShoes.ts';
import { P_INVINCIBLE, P_RINGS, P_SHIELD, P_SUPER, SHIELD_PLAIN, W_LIVES } from '../../state/layout.ts';
import { deleteObject, displaySprite, OB_ID, OB_RENDER_FLAGS, OB_ROUTINE, OB_WIDTH_PIXELS, rw, ww, type S2ObjectHost } from './s2Objects.ts';
import { OB_ANIM, OB_ANIM_FRAME_DURATION, OB_MAPPING_FRAME } from './s2AnimateSprite.ts';
import { objectMove, OB_Y_VEL } from './s2ObjectMove.ts';
import { MAIN_CHARACTER, OB_PARENT, playerOf, touchChkHurt2 } from './s2Touch.ts';
import { MONITORS_BROKEN, MONITORS_BROKEN_2P, R_COLLECTED, R_COLLECTED_2P, R_EXTRA_LIFE_FLAGS, R_EXTRA_LIFE_FLAGS_2P, R_RING_COUNT_2P } from './s2State.ts';

const ROUTINE_RAISE = 2;
const ROUTINE_WAIT = 4;
/** render_flags: static_mappings | level_fg. */
const RENDER_STATIC_LEVEL = 0x24;
const RISE_SPEED = -0x300;
const RISE_SLOWING = 0x18;
const WAIT_FRAMES = 0x1d;
/** 20 seconds of invincibility (the shoes' time is the profile's, the same 20 * 60). */
const POWER_TIME = 20 * 60;
const MAX_RINGS = 999;
const SUPER_RING = 10;

/** Obj2E_Types' entries (the monitor's anim). */
const STATIC = 0;
const SONIC_1UP = 1;
const TAILS_1UP = 2;
const EGGMAN = 3;
const SUPER_RING_MONITOR = 4;
const SHOES = 5;
const SHIELD = 6;
const INVINCIBILITY = 7;

export function obj2E(h: S2ObjectHost, a0: number): void {
  const routine = h.m[a0 + OB_ROUTINE];
  if (routine === 0) {
    init(h, a0);
    raise(h, a0);
  } else if (routine === ROUTINE_RAISE) raise(h, a0);
  else if (routine === ROUTINE_WAIT) wait(h, a0);
  // Obj2E_Raise's and Obj2E_Wait's DisplaySprite (none once deleted).
  if (h.m[a0 + OB_ID] !== 0) displaySprite(h, a0);
}

/** Obj2E_Init (one player: the monitor's anim is the contents; the frame is anim + 1). */
function init(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  m[a0 + OB_ROUTINE] = ROUTINE_RAISE;
  m[a0 + OB_RENDER_FLAGS] = RENDER_STATIC_LEVEL;
  m[a0 + OB_WIDTH_PIXELS] = 8;
  ww(m, a0 + OB_Y_VEL, RISE_SPEED & 0xffff);
  m[a0 + OB_MAPPING_FRAME] = (m[a0 + OB_ANIM] + 1) & 0xff;
}

/** Obj2E_Raise: rising while y_vel < 0; then the contents, and the wait. */
function raise(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const yv = rw(m, a0 + OB_Y_VEL);
  if ((yv & 0x8000) !== 0) {
    objectMove(m, a0);
    ww(m, a0 + OB_Y_VEL, (yv + RISE_SLOWING) & 0xffff);
    return;
  }
  m[a0 + OB_ROUTINE] = ROUTINE_WAIT;
  ww(m, a0 + OB_ANIM_FRAME_DURATION, WAIT_FRAMES);
  give(h, a0);
}

/** Obj2E_Wait: `subq.w #1; bmi DeleteObject`. */
function wait(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const d = (rw(m, a0 + OB_ANIM_FRAME_DURATION) - 1) & 0xffff;
  ww(m, a0 + OB_ANIM_FRAME_DURATION, d);
  if ((d & 0x8000) !== 0) deleteObject(m, a0);
}

/** Obj2E_Types: what the icon gives the player in parent (a1), counted in a2 (Monitors_Broken or _2P). */
function give(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const g = h.g;
  const parent = rw(m, a0 + OB_PARENT);
  const main = parent === MAIN_CHARACTER;
  const a2 = h.base + (main ? MONITORS_BROKEN : MONITORS_BROKEN_2P);
  const p = playerOf(h, parent);
  const kind = m[a0 + OB_ANIM];
  if (kind === SONIC_1UP) return sonic1up(h);
  if (kind === TAILS_1UP) return tails1up(h);
  // Teleport, ?, and any anim past the table's ten (no layout places one): counted only.
  g[a2] = (g[a2] + 1) & 0xffff;
  if (p === null) return;
  if (kind === STATIC || kind === EGGMAN) touchChkHurt2(h, p, a0);
  else if (kind === SUPER_RING_MONITOR) superRing(h, main);
  else if (kind === SHOES) giveSpeedShoes(p.c);
  else if (kind === SHIELD) p.s[P_SHIELD] = SHIELD_PLAIN;
  else if (kind === INVINCIBILITY && g[P_SUPER] === 0) p.s[P_INVINCIBLE] = POWER_TIME;
}

/** sonic_1up: Monitors_Broken and Life_count. */
function sonic1up(h: S2ObjectHost): void {
  const g = h.g;
  g[h.base + MONITORS_BROKEN] = (g[h.base + MONITORS_BROKEN] + 1) & 0xffff;
  g[W_LIVES] = (g[W_LIVES] + 1) & 0xff;
}

/** tails_1up: Monitors_Broken_2P (and Life_count_2P, which a one-player game never shows). */
function tails1up(h: S2ObjectHost): void {
  const g = h.g;
  g[h.base + MONITORS_BROKEN_2P] = (g[h.base + MONITORS_BROKEN_2P] + 1) & 0xffff;
}

/** super_ring (REV01): the rings and the collected count + 10 (to 999), then ChkPlayer_1up by the extra life flags. */
function superRing(h: S2ObjectHost, main: boolean): void {
  const g = h.g;
  const rings = main ? P_RINGS : h.base + R_RING_COUNT_2P;
  const collected = h.base + (main ? R_COLLECTED : R_COLLECTED_2P);
  const flags = h.base + (main ? R_EXTRA_LIFE_FLAGS : R_EXTRA_LIFE_FLAGS_2P);
  g[collected] = Math.min(g[collected] + SUPER_RING, MAX_RINGS);
  g[rings] = Math.min(g[rings] + SUPER_RING, MAX_RINGS);
  if (g[rings] < 100) return;
  const f = g[flags];
  g[flags] = f | 2;
  if ((f & 2) === 0) return oneUp(h, main);
  if (g[rings] < 200) return;
  g[flags] = f | 4;
  if ((f & 4) === 0) oneUp(h, main);
}

function oneUp(h: S2ObjectHost, main: boolean): void {
  if (main) sonic1up(h);
  else tails1up(h);
}
