/**
 * Sonic 2's TouchResponse over the dynamic objects (s2.asm `TouchResponse` after its
 * `Touch_Rings`, which is s2Rings.ts): `Touch_NoDuck`, `Touch_Loop` / `Touch_CheckCollision`
 * with the checkout's `Touch_Sizes`, `Touch_ChkValue`, `Touch_Monitor`, `Touch_ChkHurt` /
 * `Touch_Hurt`, and the hurt the objects share: `HurtCharacter` (with `Hurt_Shield`,
 * `Hurt_Sidekick`, `Hurt_Reverse`, `Hurt_ChkSpikes`), `KillCharacter` and `Touch_ChkHurt2` (the
 * spikes' and the Eggman monitor's entry, the player in a1).
 *
 * Units: the game's words (x_pos / y_pos pixels, speeds in subpixels a frame as signed words).
 * The player's box: x - 8, 16 wide (d4); y - (y_radius - 3), 2 * (y_radius - 3) high (d5), the
 * last ducking frame ($4D) 12 px lower and 20 high. An object's box is Touch_Sizes' width and
 * height either side of its x and y. Each axis is the 68000's: `sub.w; bcc` (the object's near
 * edge past the player's: within d4 / d5, both edges in) or else `add.w; bcs` (before it, by less
 * than the object's whole size). The first object hit in slot order reacts; the loop ends there
 * (a branch, not a call: one object a frame).
 *
 * Of Touch_ChkValue's kinds: $40-$7F (items) with $46 the monitors (Touch_Monitor) and the rest
 * marked collected (routine 4, parent) below invulnerable_time 90; $80-$BF hurt (Touch_ChkHurt).
 * `Touch_Enemy` (flags below $40: the badniks) and `Touch_Special` ($C0 up) have no object here
 * yet: a slot holding such flags is passed over (none of the ports sets them). The bosses'
 * `Touch_Boss` and CNZ's bumpers are not here either (no Current_Boss_ID, no bumpers yet).
 */
import { kill } from '../../player/death.ts';
import { resetOnFloor } from '../../player/landing.ts';
import { EV_HURT } from '../../state/events.ts';
import {
  ANIM_HURT, ANIM_ROLL, P_ANIM, P_GSP, P_HRAD, P_INVINCIBLE, P_INVULN_TIMER, P_MAP_FRAME, P_RINGS, P_SHIELD, P_STATUS, P_SUPER, P_XSP, P_Y, P_YSP,
  ST_AIR, ST_DEAD, ST_HURT, ST_UNDERWATER,
} from '../../state/layout.ts';
import { allocateObject, OBJ_LOST_RINGS, OB_ID, OB_ROUTINE, OB_X, OB_Y, rw, ww, type S2ObjectHost } from './s2Objects.ts';
import { playerX, playerY, type S2Player } from './s2Platform.ts';
import { OBJECT_SIZE, OM_HIGH_WATER } from './s2State.ts';
import { OB_Y_VEL } from './s2ObjectMove.ts';

/** collision_flags / collision_property, routine_secondary, parent (objoff_3E) (s2.constants.asm). */
export const OB_COLLISION_FLAGS = 0x20;
export const OB_COLLISION_PROPERTY = 0x21;
export const OB_ROUTINE_SECONDARY = 0x25;
export const OB_PARENT = 0x3e;

/** The players' RAM addresses, as `move.w a0,parent(a1)` keeps them (MainCharacter $B000, Sidekick $B040). */
export const MAIN_CHARACTER = 0xb000;
export const SIDEKICK = 0xb040;


/** Touch_Monitor's flags ($46: item, size 6) and the sizes' index mask. */
const MONITOR_SIZE = 6;
const SIZE_MASK = 0x3f;
/** Touch_ChkValue's kinds (collision_flags & $C0). */
const KIND_MASK = 0xc0;
const KIND_ITEM = 0x40;
const KIND_HURT = 0x80;
/** An item is not taken from invulnerable_time 90 on (the first 30 frames after a hit). */
const ITEM_INVULN = 90;
/** The last frame of SonAni_Duck (Touch_NoDuck's test), as Touch_Rings has it. */
const DUCK_FRAME = 0x4d;
/** HurtCharacter's knock-back (Hurt_Sidekick; halved underwater) and invulnerable_time. */
const HURT_X = -0x200;
const HURT_Y = -0x400;
const HURT_X_UNDERWATER = -0x100;
const HURT_Y_UNDERWATER = -0x200;
const HURT_INVULN = 0x78;

const w16 = (v: number): number => v & 0xffff;
const s16 = (v: number): number => (v << 16) >> 16;

/** The parent word of player `p`: the game's address of its slot. */
export function parentOf(h: S2ObjectHost, p: S2Player): number {
  return p === h.player1 ? MAIN_CHARACTER : SIDEKICK;
}

/** The player a parent word names (null: the Sidekick slot is empty). */
export function playerOf(h: S2ObjectHost, parent: number): S2Player | null {
  return parent === MAIN_CHARACTER ? h.player1 : h.player2;
}

/**
 * One axis of Touch_CheckCollision: `c` the object's centre, `r` Touch_Sizes' half size, `lo`
 * the player's near edge, `span` its size (d4 or d5).
 */
function touchAxis(c: number, r: number, lo: number, span: number): boolean {
  const a = w16(c - r);
  if (a >= lo) return a - lo <= span;
  return w16(a - lo) + 2 * r > 0xffff;
}

/**
 * TouchResponse's object part for player `p` (after Touch_Rings): the first dynamic slot whose
 * collision_flags box meets the player's reacts (Touch_ChkValue).
 */
export function touchResponseObjects(h: S2ObjectHost, p: S2Player): void {
  const sizes = h.data.touchSizes;
  if (sizes === null) return;
  const m = h.m;
  const s = p.s;
  const d2 = w16(playerX(s) - 8);
  let d5 = (s[P_HRAD] - 3) & 0xff;
  let d3 = w16(playerY(s) - d5);
  // Touch_NoDuck: Sonic's last ducking frame is lower and shorter (Tails' frame $4D too: the test reads mapping_frame only).
  if (s[P_MAP_FRAME] === DUCK_FRAME) {
    d3 = w16(d3 + 0xc);
    d5 = 0xa;
  }
  d5 *= 2;
  // The slots past the high-water mark have never held an object (collision_flags 0): Touch_Loop's walk of them finds nothing.
  const high = h.g[h.base + OM_HIGH_WATER];
  for (let k = 0; k < high; k++) {
    const a1 = k * OBJECT_SIZE;
    const flags = m[a1 + OB_COLLISION_FLAGS];
    if (flags === 0) continue;
    const size = 2 * (flags & SIZE_MASK);
    // Touch_Sizes has $33 entries; a larger index reads past it into code (no object here sets one).
    if (size + 1 >= sizes.length) continue;
    if (!touchAxis(rw(m, a1 + OB_X), sizes[size], d2, 0x10)) continue;
    if (!touchAxis(rw(m, a1 + OB_Y), sizes[size + 1], d3, d5)) continue;
    // Touch_Enemy and Touch_Special have no port: such a slot is passed over (a return here would end the loop).
    if (!touchChkValue(h, p, a1, flags)) continue;
    return;
  }
}

/** Touch_ChkValue: the reaction by collision_flags' kind; false for the kinds with no port (below $40, $C0 up). */
function touchChkValue(h: S2ObjectHost, p: S2Player, a1: number, flags: number): boolean {
  const kind = flags & KIND_MASK;
  if (kind === KIND_HURT) {
    touchChkHurt(h, p, a1);
    return true;
  }
  if (kind !== KIND_ITEM) return false;
  if ((flags & SIZE_MASK) === MONITOR_SIZE) {
    touchMonitor(h, p, a1);
    return true;
  }
  // $40-$7F but monitors: taken (routine 4, the taker in parent) unless player 1 was hit less than 30 frames ago.
  if (h.player1.s[P_INVULN_TIMER] < ITEM_INVULN) {
    h.m[a1 + OB_ROUTINE] = 4;
    ww(h.m, a1 + OB_PARENT, parentOf(h, p));
  }
  return true;
}

/**
 * Touch_Monitor: rising into it from below (the player's y - $10 not above the monitor's) bumps
 * it up (y_vel -$180, routine_secondary 4 unless it is falling already) and the player back
 * down; otherwise MainCharacter rolling breaks it (routine 4, parent), bouncing off it. Rising
 * into its side passes through; the Sidekick breaks none in a one-player game.
 */
function touchMonitor(h: S2ObjectHost, p: S2Player, a1: number): void {
  const m = h.m;
  const s = p.s;
  if (s16(s[P_YSP]) < 0) {
    if (w16(playerY(s) - 0x10) < rw(m, a1 + OB_Y)) return;
    s[P_YSP] = s16(-s[P_YSP]);
    ww(m, a1 + OB_Y_VEL, w16(-0x180));
    if (m[a1 + OB_ROUTINE_SECONDARY] !== 0) return;
    m[a1 + OB_ROUTINE_SECONDARY] = 4;
    return;
  }
  // .breakMonitor
  if (p !== h.player1) return;
  if (s[P_ANIM] !== ANIM_ROLL) return;
  s[P_YSP] = s16(-s[P_YSP]);
  m[a1 + OB_ROUTINE] = 4;
  ww(m, a1 + OB_PARENT, parentOf(h, p));
}

/** status_secondary.invincible: the invincibility monitor's timer running, or the super form. */
export function invincible(s: Int32Array): boolean {
  return s[P_INVINCIBLE] !== 0 || s[P_SUPER] !== 0;
}

/** Touch_ChkHurt / Touch_Hurt: not while invincible or invulnerable; else HurtCharacter by the object at a1. */
function touchChkHurt(h: S2ObjectHost, p: S2Player, a1: number): void {
  const s = p.s;
  if (invincible(s)) return;
  if (s[P_INVULN_TIMER] !== 0) return;
  hurtCharacter(h, p, a1);
}

/**
 * Touch_ChkHurt2 (the player in a1, the hurting object in a0): not while invincible, invulnerable
 * or already hurt or dying (routine 4 or more); else the player's last y move undone (y_pos long
 * - y_vel << 8) and HurtCharacter by the object.
 */
export function touchChkHurt2(h: S2ObjectHost, p: S2Player, a0: number): void {
  const s = p.s;
  if (invincible(s)) return;
  if (s[P_INVULN_TIMER] !== 0) return;
  if ((s[P_STATUS] & (ST_HURT | ST_DEAD)) !== 0) return;
  s[P_Y] = (s[P_Y] - s16(s[P_YSP])) | 0;
  hurtCharacter(h, p, a0);
}

/**
 * HurtCharacter (a0 the player, a2 the object at `a2`): MainCharacter without a shield and with
 * no rings dies (KillCharacter); with rings, an Obj37 is allocated at its position (the rings
 * scatter when it runs: obj37LostRings.ts); the shield is lost. The Sidekick in a one-player game goes
 * straight to Hurt_Sidekick: no rings, no shield, no death. Then routine 4 (hurt), landed state
 * cleared (Sonic_ResetOnFloor_Part2), in the air, y_vel -$400 and x_vel -$200 (-$200 / -$100
 * underwater), x_vel negated unless the player is left of the object (unsigned words), inertia
 * 0, the hurt animation, invulnerable_time $78.
 */
export function hurtCharacter(h: S2ObjectHost, p: S2Player, a2: number): void {
  const s = p.s;
  const m = h.m;
  if (p === h.player1) {
    if (s[P_SHIELD] === 0) {
      if (h.g[P_RINGS] === 0) {
        killCharacter(p);
        return;
      }
      const a1 = allocateObject(h);
      if (a1 >= 0) {
        m[a1 + OB_ID] = OBJ_LOST_RINGS;
        ww(m, a1 + OB_X, playerX(s));
        ww(m, a1 + OB_Y, playerY(s));
        ww(m, a1 + OB_PARENT, MAIN_CHARACTER);
      }
    }
    // Hurt_Shield
    s[P_SHIELD] = 0;
  }
  // Hurt_Sidekick
  s[P_STATUS] |= ST_HURT;
  resetOnFloor(p.c);
  s[P_STATUS] |= ST_AIR;
  const under = (s[P_STATUS] & ST_UNDERWATER) !== 0;
  s[P_YSP] = under ? HURT_Y_UNDERWATER : HURT_Y;
  let xv = under ? HURT_X_UNDERWATER : HURT_X;
  // Hurt_Reverse: `cmp.w x_pos(a2),d0; blo`: right of the object, or on it, is thrown right.
  if (!(playerX(s) < rw(m, a2 + OB_X))) xv = -xv;
  s[P_XSP] = xv;
  // Hurt_ChkSpikes
  s[P_GSP] = 0;
  s[P_ANIM] = ANIM_HURT;
  s[P_INVULN_TIMER] = HURT_INVULN;
  p.c.events |= EV_HURT;
}

/** KillCharacter: the engine's kill (status_secondary cleared, routine 6, Sonic_ResetOnFloor_Part2, y_vel -$700, x_vel and inertia 0). */
export function killCharacter(p: S2Player): void {
  p.s[P_STATUS] &= ~ST_HURT;
  // `clr.b status_secondary(a0)`: the shield too (kill clears the invincibility).
  p.s[P_SHIELD] = 0;
  kill(p.c);
}
